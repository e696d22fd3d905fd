package pairing_test

import (
	"math/big"
	"math/rand/v2"
	"testing"

	bls12381 "github.com/consensys/gnark-crypto/ecc/bls12-381"
	blsfr "github.com/consensys/gnark-crypto/ecc/bls12-381/fr"
	"github.com/consensys/gnark-crypto/ecc/bn254"
	bnfr "github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/curves/pairing"
)

// gnarkCurve is one of gnark-crypto's pairings seen through canonical
// big-endian bytes: random pairs (a·G1, b·G2) converted to our points, and
// gnark's Pair and PairingCheck on the same pairs.
type gnarkCurve struct {
	e     *pairing.Engine[Prime]
	r     *big.Int
	pairs func(ks []*big.Int) ([]pairingG1, []pairingG2) // (k0·G1, k1·G2), (k2·G1, k3·G2), …
	pair  func(ks []*big.Int) []byte                     // gnark's Pair of the same points
	check func(ks []*big.Int) bool                       // gnark's PairingCheck
}

// setBE sets z from a big-endian canonical coordinate.
func setBE(t testing.TB, e *pairing.Engine[Prime], z *Prime, b []byte) {
	require.NoError(t, e.Tower().Fp2().Base().SetBytes(z, b))
}

func gnarkBLS(t testing.TB) gnarkCurve {
	e, _ := engines(t)
	points := func(ks []*big.Int) ([]bls12381.G1Affine, []bls12381.G2Affine) {
		_, _, g1, g2 := bls12381.Generators()
		var ps []bls12381.G1Affine
		var qs []bls12381.G2Affine
		for i := 0; i < len(ks); i += 2 {
			var p bls12381.G1Affine
			var q bls12381.G2Affine
			p.ScalarMultiplication(&g1, ks[i])
			q.ScalarMultiplication(&g2, ks[i+1])
			ps, qs = append(ps, p), append(qs, q)
		}
		return ps, qs
	}
	return gnarkCurve{e: e, r: blsfr.Modulus(),
		pairs: func(ks []*big.Int) ([]pairingG1, []pairingG2) {
			gp, gq := points(ks)
			ps, qs := make([]pairingG1, len(gp)), make([]pairingG2, len(gq))
			for i := range gp {
				x, y := gp[i].X.Bytes(), gp[i].Y.Bytes()
				setBE(t, e, &ps[i].X, x[:])
				setBE(t, e, &ps[i].Y, y[:])
				ps[i].Infinity = gp[i].IsInfinity()
				for j, c := range []*[48]byte{ptr(gq[i].X.A0.Bytes()), ptr(gq[i].X.A1.Bytes()), ptr(gq[i].Y.A0.Bytes()), ptr(gq[i].Y.A1.Bytes())} {
					z := [4]*Prime{&qs[i].X.C0, &qs[i].X.C1, &qs[i].Y.C0, &qs[i].Y.C1}[j]
					setBE(t, e, z, c[:])
				}
				qs[i].Infinity = gq[i].IsInfinity()
			}
			return ps, qs
		},
		pair: func(ks []*big.Int) []byte {
			ps, qs := points(ks)
			z, err := bls12381.Pair(ps, qs)
			require.NoError(t, err)
			b := z.Bytes()
			return b[:]
		},
		check: func(ks []*big.Int) bool {
			ps, qs := points(ks)
			ok, err := bls12381.PairingCheck(ps, qs)
			require.NoError(t, err)
			return ok
		},
	}
}

func gnarkBN(t testing.TB) gnarkCurve {
	_, e := engines(t)
	points := func(ks []*big.Int) ([]bn254.G1Affine, []bn254.G2Affine) {
		_, _, g1, g2 := bn254.Generators()
		var ps []bn254.G1Affine
		var qs []bn254.G2Affine
		for i := 0; i < len(ks); i += 2 {
			var p bn254.G1Affine
			var q bn254.G2Affine
			p.ScalarMultiplication(&g1, ks[i])
			q.ScalarMultiplication(&g2, ks[i+1])
			ps, qs = append(ps, p), append(qs, q)
		}
		return ps, qs
	}
	return gnarkCurve{e: e, r: bnfr.Modulus(),
		pairs: func(ks []*big.Int) ([]pairingG1, []pairingG2) {
			gp, gq := points(ks)
			ps, qs := make([]pairingG1, len(gp)), make([]pairingG2, len(gq))
			for i := range gp {
				x, y := gp[i].X.Bytes(), gp[i].Y.Bytes()
				setBE(t, e, &ps[i].X, x[:])
				setBE(t, e, &ps[i].Y, y[:])
				ps[i].Infinity = gp[i].IsInfinity()
				for j, c := range []*[32]byte{ptr(gq[i].X.A0.Bytes()), ptr(gq[i].X.A1.Bytes()), ptr(gq[i].Y.A0.Bytes()), ptr(gq[i].Y.A1.Bytes())} {
					z := [4]*Prime{&qs[i].X.C0, &qs[i].X.C1, &qs[i].Y.C0, &qs[i].Y.C1}[j]
					setBE(t, e, z, c[:])
				}
				qs[i].Infinity = gq[i].IsInfinity()
			}
			return ps, qs
		},
		pair: func(ks []*big.Int) []byte {
			ps, qs := points(ks)
			z, err := bn254.Pair(ps, qs)
			require.NoError(t, err)
			b := z.Bytes()
			return b[:]
		},
		check: func(ks []*big.Int) bool {
			ps, qs := points(ks)
			ok, err := bn254.PairingCheck(ps, qs)
			require.NoError(t, err)
			return ok
		},
	}
}

func ptr[T any](v T) *T { return &v }

// randScalar returns a random integer in [1, n).
func randScalar(rng *rand.Rand, n *big.Int) *big.Int {
	b := make([]byte, (n.BitLen()+7)/8+8)
	for i := range b {
		b[i] = byte(rng.Uint32())
	}
	x := new(big.Int).SetBytes(b)
	x.Mod(x, new(big.Int).Sub(n, big.NewInt(1)))
	return x.Add(x, big.NewInt(1))
}

// TestGnarkDifferential compares Pair (single and multi), PairingCheck and
// MillerLoop followed by FinalExponentiation with gnark-crypto's Pair and
// PairingCheck on random points of BLS12-381 and BN254, GT encodings byte
// for byte. (Miller loop values themselves differ by factors of proper
// subfields, which both libraries drop differently, and are not compared.)
func TestGnarkDifferential(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, c := range []struct {
		name string
		g    func(testing.TB) gnarkCurve
	}{{"BLS12-381", gnarkBLS}, {"BN254", gnarkBN}} {
		t.Run(c.name, func(t *testing.T) {
			g := c.g(t)
			rounds := 4
			if testing.Short() {
				rounds = 2
			}
			for n := 1; n <= rounds; n++ {
				ks := make([]*big.Int, 2*n)
				for i := range ks {
					ks[i] = randScalar(rng, g.r)
				}
				ps, qs := g.pairs(ks)
				z, err := g.e.Pair(ps, qs)
				require.NoError(t, err)
				require.Equal(t, g.pair(ks), z.Bytes(), "Pair of %d pairs", n)
				m, err := g.e.NewGT().MillerLoop(ps, qs)
				require.NoError(t, err)
				require.Equal(t, g.pair(ks), g.e.NewGT().FinalExponentiation(m).Bytes(), "MillerLoop, FinalExponentiation")
				// Make the product 1: the last pair becomes (−Σ kᵢ·k'ᵢ/k_last)·G1, k'_last·G2.
				s := new(big.Int)
				for i := 0; i < len(ks)-2; i += 2 {
					s.Add(s, new(big.Int).Mul(ks[i], ks[i+1]))
				}
				if n > 1 {
					inv := new(big.Int).ModInverse(ks[len(ks)-1], g.r)
					s.Neg(s).Mul(s, inv).Mod(s, g.r)
					ks[len(ks)-2] = s
				}
				ps, qs = g.pairs(ks)
				ok, err := g.e.PairingCheck(ps, qs)
				require.NoError(t, err)
				require.Equal(t, g.check(ks), ok, "PairingCheck of %d pairs", n)
				require.Equal(t, n > 1, ok, "PairingCheck of %d pairs", n)
			}
		})
	}
}
