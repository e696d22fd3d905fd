package weierstrass_test

import (
	"math/big"
	"math/rand/v2"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fnk256"
	"github.com/curvekit/curvekit/field/fpk256"
)

// TestSignedWindows checks the recoding against math/big for every width.
func TestSignedWindows(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for w := uint(2); w <= 7; w++ {
		for trial := range 200 {
			k := make([]byte, 32)
			for i := range k {
				k[i] = byte(rng.Uint32())
			}
			switch trial {
			case 0:
				clear(k)
			case 1:
				for i := range k {
					k[i] = 0xff
				}
			}
			bitsLen := 256
			digits := make([]int8, (bitsLen+1+int(w)-1)/int(w))
			weierstrass.SignedWindows(digits, k, w)
			sum := new(big.Int)
			for i := len(digits) - 1; i >= 0; i-- {
				d := int(digits[i])
				half := 1 << (w - 1)
				if i == len(digits)-1 {
					assert.True(t, d >= 0 && d <= half, "top digit %d, w = %d", d, w)
				} else {
					assert.True(t, d >= -half && d < half, "digit %d, w = %d", d, w)
				}
				sum.Lsh(sum, w).Add(sum, big.NewInt(int64(d)))
			}
			be := make([]byte, len(k))
			for i := range k {
				be[i] = k[len(k)-1-i]
			}
			assert.Zero(t, new(big.Int).SetBytes(be).Cmp(sum), "w = %d", w)
		}
	}
}

// TestSplitScalar checks k ≡ k1 + k2·λ (mod n) and |k1|, |k2| < 2^bits for
// the secp256k1 GLV decomposition on random and adversarial scalars.
func TestSplitScalar(t *testing.T) {
	c := secp256k1(t)
	n, lambda := k256N, k256Endo.Lambda
	rng := rand.New(rand.NewPCG(5, 6))
	ks := []*big.Int{big.NewInt(0), big.NewInt(1), new(big.Int).Sub(n, big.NewInt(1)), new(big.Int).Rsh(n, 1),
		new(big.Int).Add(new(big.Int).Rsh(n, 1), big.NewInt(1)), lambda, new(big.Int).Sub(n, lambda)}
	// Scalars near the rounding boundaries: k = j·n/B2 for small j.
	for j := int64(1); j < 20; j++ {
		x := new(big.Int).Mul(n, big.NewInt(j))
		ks = append(ks, x.Div(x, k256Endo.B2).Mod(x, n))
	}
	for range 2000 {
		b := make([]byte, 40)
		for i := range b {
			b[i] = byte(rng.Uint32())
		}
		ks = append(ks, new(big.Int).Mod(new(big.Int).SetBytes(b), n))
	}
	fs := c.ScalarField()
	maxBits := 0
	for _, k := range ks {
		var s fnk256.Element
		require.NoError(t, field.SetBig(fs, &s, k))
		k1, k2, neg1, neg2, bound := weierstrass.SplitScalar(c, &s)
		a, b := field.Big(fs, &k1), field.Big(fs, &k2)
		maxBits = max(maxBits, a.BitLen(), b.BitLen())
		require.LessOrEqual(t, a.BitLen(), bound, "k = %x", k)
		require.LessOrEqual(t, b.BitLen(), bound, "k = %x", k)
		if neg1 == 1 {
			a.Neg(a)
		}
		if neg2 == 1 {
			b.Neg(b)
		}
		sum := new(big.Int).Mul(b, lambda)
		sum.Add(sum, a).Mod(sum, n)
		require.Equal(t, k, sum, "k = %x", k)
	}
	t.Logf("largest half: %d bits", maxBits)
}

// TestNewValidation checks that New refuses bad parameters with a clear
// error.
func TestNewValidation(t *testing.T) {
	good := weierstrass.Params[fpk256.Element, fnk256.Element]{
		Name: "k", Field: fpk256.Field{}, Scalar: fnk256.Field{},
		A: new(big.Int), B: big.NewInt(7), Gx: k256Gx, Gy: k256Gy, Cofactor: big.NewInt(1), Endomorphism: k256Endo,
	}
	_, err := weierstrass.New(good)
	require.NoError(t, err)
	bad := func(name, want string, edit func(p *weierstrass.Params[fpk256.Element, fnk256.Element])) {
		p := good
		e := *k256Endo
		p.Endomorphism = &e
		edit(&p)
		_, err := weierstrass.New(p)
		if assert.Error(t, err, name) {
			assert.Contains(t, err.Error(), want, name)
		}
	}
	bad("nil field", "nil Field", func(p *weierstrass.Params[fpk256.Element, fnk256.Element]) { p.Field = nil })
	bad("nil B", "nil A, B", func(p *weierstrass.Params[fpk256.Element, fnk256.Element]) { p.B = nil })
	bad("b = 0", "singular", func(p *weierstrass.Params[fpk256.Element, fnk256.Element]) { p.B = new(big.Int) })
	bad("off curve", "not on the curve", func(p *weierstrass.Params[fpk256.Element, fnk256.Element]) { p.Gy = big.NewInt(5) })
	bad("b = 6", "", func(p *weierstrass.Params[fpk256.Element, fnk256.Element]) { p.B = big.NewInt(6) })
	bad("Gx = p ≡ 0", "not on the curve", func(p *weierstrass.Params[fpk256.Element, fnk256.Element]) { p.Gx = k256P })
	bad("order", "Order", func(p *weierstrass.Params[fpk256.Element, fnk256.Element]) { p.Order = big.NewInt(7) })
	bad("even cofactor", "Cofactor", func(p *weierstrass.Params[fpk256.Element, fnk256.Element]) { p.Cofactor = big.NewInt(2) })
	bad("cofactor 3", "Hasse", func(p *weierstrass.Params[fpk256.Element, fnk256.Element]) { p.Cofactor = big.NewInt(3) })
	bad("β = 1", "β", func(p *weierstrass.Params[fpk256.Element, fnk256.Element]) { p.Endomorphism.Beta = big.NewInt(1) })
	bad("β²", "not paired", func(p *weierstrass.Params[fpk256.Element, fnk256.Element]) {
		p.Endomorphism.Beta = new(big.Int).Exp(k256Endo.Beta, big.NewInt(2), k256P)
	})
	bad("basis", "lattice", func(p *weierstrass.Params[fpk256.Element, fnk256.Element]) {
		p.Endomorphism.A1 = new(big.Int).Add(k256Endo.A1, big.NewInt(1))
	})
	bad("basis span", "determinant", func(p *weierstrass.Params[fpk256.Element, fnk256.Element]) {
		p.Endomorphism.A2, p.Endomorphism.B2 = k256Endo.A1, k256Endo.B1
	})
	bad("SSWU without isogeny", "a·b = 0", func(p *weierstrass.Params[fpk256.Element, fnk256.Element]) {
		p.SSWU = &weierstrass.SSWU{Z: new(big.Int).Sub(k256P, big.NewInt(11))}
	})
	bad("SSWU square Z", "is a square", func(p *weierstrass.Params[fpk256.Element, fnk256.Element]) {
		p.SSWU = &weierstrass.SSWU{Z: big.NewInt(4), Isogeny: k256Isogeny}
	})
	bad("SSWU Z = −1", "Z = −1", func(p *weierstrass.Params[fpk256.Element, fnk256.Element]) {
		p.SSWU = &weierstrass.SSWU{Z: new(big.Int).Sub(k256P, big.NewInt(1)), Isogeny: k256Isogeny}
	})
	bad("SSWU isogeny", "not on the curve", func(p *weierstrass.Params[fpk256.Element, fnk256.Element]) {
		iso := *k256Isogeny
		iso.XNum = append([]*big.Int{big.NewInt(5)}, iso.XNum[1:]...)
		p.SSWU = &weierstrass.SSWU{Z: new(big.Int).Sub(k256P, big.NewInt(11)), Isogeny: &iso}
	})
	// a = −3 with the secp256k1 b: x³ − 3x + 7 has a root modulo p.
	bad("a", "order 2", func(p *weierstrass.Params[fpk256.Element, fnk256.Element]) {
		p.A = new(big.Int).Sub(k256P, big.NewInt(3))
		p.Endomorphism = nil
	})
}

// TestHasRoot checks the 2-torsion test on small curves against brute force.
func TestHasRoot(t *testing.T) {
	for _, p := range []int64{5, 7, 11, 13, 23, 31} {
		hasRoot := weierstrass.HasRoot(big.NewInt(p))
		for a := range p {
			for b := range p {
				want := false
				for x := range p {
					if (x*x*x+a*x+b)%p == 0 {
						want = true
					}
				}
				assert.Equal(t, want, hasRoot(a, b), "p = %d, a = %d, b = %d", p, a, b)
			}
		}
	}
}

// TestTableConcurrency builds the lazy tables of a fresh curve from many
// goroutines at once (run with -race).
func TestTableConcurrency(t *testing.T) {
	c, err := weierstrass.New(weierstrass.Params[field.PrimeElement, field.PrimeElement]{
		Name: "P-256 fresh", Field: mustPrime(t, p256P), Scalar: mustPrime(t, p256N),
		A: p256A, B: p256B, Gx: p256Gx, Gy: p256Gy, Cofactor: big.NewInt(1),
	})
	require.NoError(t, err)
	var k field.PrimeElement
	require.NoError(t, field.SetBig(c.ScalarField(), &k, big.NewInt(1234567)))
	want := c.NewIdentityPoint().ScalarMult(&k, c.NewGeneratorPoint()).Bytes()
	var wg sync.WaitGroup
	results := make([][]byte, 8)
	for i := range results {
		wg.Go(func() {
			v := c.NewIdentityPoint()
			if i%2 == 0 {
				v.ScalarBaseMult(&k)
			} else {
				v.DoubleScalarMultVarTime(&k, c.NewIdentityPoint(), &k)
			}
			results[i] = v.Bytes()
		})
	}
	wg.Wait()
	for i := range results {
		assert.Equal(t, want, results[i], "goroutine %d", i)
	}
}
