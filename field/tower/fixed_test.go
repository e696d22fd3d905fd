package tower_test

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fp25519"
	"github.com/curvekit/curvekit/field/tower"
)

// TestTowerOverFixedField builds the whole tower over the fixed field
// fp25519 (little-endian, unsaturated limbs; p ≡ 1 mod 12 so β = 2 and the
// first ξ = k + u that works) and checks it against the same tower over
// field.Prime through the encodings: Mul, Square, Inverse, Frobenius,
// CyclotomicSquare and Exp agree value for value.
func TestTowerOverFixedField(t *testing.T) {
	p := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 255), big.NewInt(19))
	fp, err := field.NewPrime(p, field.LittleEndian)
	require.NoError(t, err)
	var fixed *tower.Fp12[fp25519.Element]
	var prime *tower.Fp12[Prime]
	for k := int64(0); fixed == nil; k++ {
		fixed, _ = tower.NewTower[fp25519.Element](fp25519.Field{}, big.NewInt(2), big.NewInt(k), big.NewInt(1), tower.C0First)
		if fixed != nil {
			prime, err = tower.NewTower[Prime](fp, big.NewInt(2), big.NewInt(k), big.NewInt(1), tower.C0First)
			require.NoError(t, err)
			t.Logf("ξ = %d + u", k)
		}
	}
	rng := rand.New(rand.NewPCG(23, 24))
	b := make([]byte, prime.ByteLen())
	for range 4 {
		x, y := rand12(rng, prime), rand12(rng, prime)
		prime.PutBytes(b, &x)
		var fx, fy tower.Fp12Element[fp25519.Element]
		require.NoError(t, fixed.SetBytes(&fx, b))
		prime.PutBytes(b, &y)
		require.NoError(t, fixed.SetBytes(&fy, b))
		same := func(what string, want *tower.Fp12Element[Prime], got *tower.Fp12Element[fp25519.Element]) {
			t.Helper()
			w, g := make([]byte, prime.ByteLen()), make([]byte, fixed.ByteLen())
			prime.PutBytes(w, want)
			fixed.PutBytes(g, got)
			require.Equal(t, w, g, what)
		}
		var z tower.Fp12Element[Prime]
		var fz tower.Fp12Element[fp25519.Element]
		prime.Mul(&z, &x, &y)
		fixed.Mul(&fz, &fx, &fy)
		same("Mul", &z, &fz)
		prime.Square(&z, &x)
		fixed.Square(&fz, &fx)
		same("Square", &z, &fz)
		prime.Inverse(&z, &x)
		fixed.Inverse(&fz, &fx)
		same("Inverse", &z, &fz)
		prime.Frobenius(&z, &x)
		fixed.Frobenius(&fz, &fx)
		same("Frobenius", &z, &fz)
		c := cyclotomic(prime, &x)
		fc := cyclotomic(fixed, &fx)
		same("cyclotomic", &c, &fc)
		prime.CyclotomicSquare(&z, &c)
		fixed.CyclotomicSquare(&fz, &fc)
		same("CyclotomicSquare", &z, &fz)
		prime.Exp(&z, &x, []byte{0xa5, 0x5a})
		fixed.Exp(&fz, &fx, []byte{0xa5, 0x5a})
		same("Exp", &z, &fz)
		var one tower.Fp12Element[Prime]
		prime.One(&one)
		prime.ExpVarTime(&z, &x, p.Bytes())
		prime.Frobenius(&one, &x)
		requireEqual12(t, prime, &z, &one, "Frobenius = x^p over 2^255 − 19")
	}
}
