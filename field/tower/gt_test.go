package tower_test

import (
	"math/big"
	"math/rand/v2"
	"testing"

	bls12381 "github.com/consensys/gnark-crypto/ecc/bls12-381"
	blsfr "github.com/consensys/gnark-crypto/ecc/bls12-381/fr"
	"github.com/consensys/gnark-crypto/ecc/bn254"
	bnfr "github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/field/tower"
)

// TestPairingValues runs the tower on real pairing values computed by
// gnark-crypto, read through the GT encoding: the final exponentiation of a
// Miller loop value, computed here as the easy part (Conjugate, Inverse,
// FrobeniusSquare) and then the hard part (p⁴ − p² + 1)/r by
// CyclotomicExpVarTime, equals gnark's pairing, which raises to a fixed
// multiple of (p¹² − 1)/r (3 for BLS12-381, Hayashida–Hayasaka–Teruya;
// 2x(6x² + 3x + 1) for BN254, Fuentes-Castañeda et al.); pairing
// values have order r; and CyclotomicExp, CyclotomicExpVarTime and
// CyclotomicSquare agree with gnark's Exp and CyclotomicSquare on them.
func TestPairingValues(t *testing.T) {
	type gt struct{ miller, pairing []byte }
	cases := []struct {
		name     string
		f        *tower.Fp12[Prime]
		p, r     *big.Int
		multiple *big.Int                          // gnark's final exponent over (p¹² − 1)/r
		gen      func(k *big.Int) gt               // values for the pair (k·G1, G2)
		exp      func(b []byte, k *big.Int) []byte // gnark's GT Exp
		sq       func(b []byte) []byte             // gnark's CyclotomicSquare
	}{
		{"BLS12-381", blsTower(t), pBLS, blsfr.Modulus(), big.NewInt(3),
			func(k *big.Int) gt {
				_, _, g1, g2 := bls12381.Generators()
				g1.ScalarMultiplication(&g1, k)
				m, err := bls12381.MillerLoop([]bls12381.G1Affine{g1}, []bls12381.G2Affine{g2})
				require.NoError(t, err)
				e := bls12381.FinalExponentiation(&m)
				mb, eb := m.Bytes(), e.Bytes()
				return gt{mb[:], eb[:]}
			},
			func(b []byte, k *big.Int) []byte {
				var x bls12381.GT
				require.NoError(t, x.SetBytes(b))
				x.Exp(x, k)
				out := x.Bytes()
				return out[:]
			},
			func(b []byte) []byte {
				var x bls12381.GT
				require.NoError(t, x.SetBytes(b))
				x.CyclotomicSquare(&x)
				out := x.Bytes()
				return out[:]
			}},
		{"BN254", bnTower(t), pBN, bnfr.Modulus(), bnMultiple(),
			func(k *big.Int) gt {
				_, _, g1, g2 := bn254.Generators()
				g1.ScalarMultiplication(&g1, k)
				m, err := bn254.MillerLoop([]bn254.G1Affine{g1}, []bn254.G2Affine{g2})
				require.NoError(t, err)
				e := bn254.FinalExponentiation(&m)
				mb, eb := m.Bytes(), e.Bytes()
				return gt{mb[:], eb[:]}
			},
			func(b []byte, k *big.Int) []byte {
				var x bn254.GT
				require.NoError(t, x.SetBytes(b))
				x.Exp(x, k)
				out := x.Bytes()
				return out[:]
			},
			func(b []byte) []byte {
				var x bn254.GT
				require.NoError(t, x.SetBytes(b))
				x.CyclotomicSquare(&x)
				out := x.Bytes()
				return out[:]
			}},
	}
	rng := rand.New(rand.NewPCG(21, 22))
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := c.f
			decode := func(b []byte) tower.Fp12Element[Prime] {
				var x tower.Fp12Element[Prime]
				require.NoError(t, f.SetBytes(&x, b))
				return x
			}
			encode := func(x *tower.Fp12Element[Prime]) []byte {
				b := make([]byte, f.ByteLen())
				f.PutBytes(b, x)
				return b
			}
			// (p⁴ − p² + 1)/r, the hard part of the final exponentiation.
			p2 := new(big.Int).Mul(c.p, c.p)
			hard := new(big.Int).Mul(p2, p2)
			hard.Sub(hard, p2)
			hard.Add(hard, big.NewInt(1))
			hard.QuoRem(hard, c.r, new(big.Int))
			hard.Mul(hard, c.multiple)
			var one tower.Fp12Element[Prime]
			f.One(&one)
			for range 2 {
				k := randBelow(rng, c.r)
				v := c.gen(k)
				m, e := decode(v.miller), decode(v.pairing)
				// Final exponentiation: easy part, then hard part.
				easy := cyclotomic(f, &m)
				var got tower.Fp12Element[Prime]
				f.CyclotomicExpVarTime(&got, &easy, hard.Bytes())
				requireEqual12(t, f, &got, &e, "m^((p¹² − 1)/r) = gnark's pairing")
				f.ExpVarTime(&got, &e, c.r.Bytes())
				requireEqual12(t, f, &got, &one, "e^r = 1")
				s := randBelow(rng, c.r)
				f.CyclotomicExp(&got, &e, s.FillBytes(make([]byte, 32)))
				require.Equal(t, c.exp(v.pairing, s), encode(&got), "CyclotomicExp")
				f.CyclotomicExpVarTime(&got, &e, s.Bytes())
				require.Equal(t, c.exp(v.pairing, s), encode(&got), "CyclotomicExpVarTime")
				f.CyclotomicSquare(&got, &e)
				require.Equal(t, c.sq(v.pairing), encode(&got), "CyclotomicSquare")
			}
		})
	}
}

// randBelow returns a random integer in [1, n).
func randBelow(rng *rand.Rand, n *big.Int) *big.Int {
	b := make([]byte, (n.BitLen()+7)/8+8)
	for i := range b {
		b[i] = byte(rng.Uint32())
	}
	x := new(big.Int).SetBytes(b)
	x.Mod(x, new(big.Int).Sub(n, big.NewInt(1)))
	return x.Add(x, big.NewInt(1))
}

// bnMultiple returns 2x(6x² + 3x + 1) for BN254's seed x = 4965661367192848881.
func bnMultiple() *big.Int {
	x := big.NewInt(4965661367192848881)
	m := new(big.Int).Mul(x, x)
	m.Mul(m, big.NewInt(6))
	m.Add(m, new(big.Int).Mul(x, big.NewInt(3)))
	m.Add(m, big.NewInt(1))
	return m.Mul(m, new(big.Int).Lsh(x, 1))
}
