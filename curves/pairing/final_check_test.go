package pairing_test

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPairingCheckVarTime checks that PairingCheckVarTime answers as
// PairingCheck and gnark-crypto's PairingCheck do on BLS12-381 and BN254:
// on products that hold with the hard part of the final exponentiation
// to run ((a·G1, b·G2), (−ab·G1, G2)), on the same with one scalar off, on
// random pairs, and on the inputs its shortcut takes, the pairs that cancel
// by negating P or Q (for which the test checks that the easy part is 1),
// and that it returns PairingCheck's errors.
func TestPairingCheckVarTime(t *testing.T) {
	rng := rand.New(rand.NewPCG(12, 197))
	for _, c := range []struct {
		name string
		g    func(testing.TB) gnarkCurve
	}{{"BLS12-381", gnarkBLS}, {"BN254", gnarkBN}} {
		t.Run(c.name, func(t *testing.T) {
			g := c.g(t)
			e, r := g.e, g.r
			both := func(ks []*big.Int, want bool, shortcut bool, what string) {
				t.Helper()
				ps, qs := g.pairs(ks)
				got, err := e.PairingCheckVarTime(ps, qs)
				require.NoError(t, err, what)
				ct, err := e.PairingCheck(ps, qs)
				require.NoError(t, err, what)
				assert.Equal(t, want, got, "%s: PairingCheckVarTime", what)
				assert.Equal(t, want, ct, "%s: PairingCheck", what)
				assert.Equal(t, want, g.check(ks), "%s: gnark-crypto", what)
				assert.Equal(t, shortcut, e.EasyPartIsOne(ps, qs), "%s: easy part = 1", what)
			}
			for range 2 {
				a, b := randScalar(rng, r), randScalar(rng, r)
				ab := new(big.Int).Mul(a, b)
				negAB := ab.Neg(ab).Mod(ab, r)
				both([]*big.Int{a, b, negAB, big.NewInt(1)}, true, false, "e(aG1, bG2)·e(−abG1, G2)")
				off := new(big.Int).Add(negAB, big.NewInt(1))
				both([]*big.Int{a, b, off, big.NewInt(1)}, false, false, "e(aG1, bG2)·e((1−ab)G1, G2)")
				both([]*big.Int{a, b}, false, false, "e(aG1, bG2)")
				negA := new(big.Int).Sub(r, a)
				both([]*big.Int{a, b, negA, b}, true, true, "e(aG1, bG2)·e(−aG1, bG2)")
				both([]*big.Int{a, b, a, new(big.Int).Sub(r, b), a, b, negA, b}, true, true, "e(P, Q)·e(P, −Q)·e(P, Q)·e(−P, Q)")
			}

			// The errors and the edge cases of PairingCheck.
			g1, g2 := e.G1Generator(), e.G2Generator()
			_, err := e.PairingCheckVarTime([]pairingG1{g1}, nil)
			assert.Error(t, err, "one G1 point, no G2 point")
			bad := g1
			e.Tower().Fp2().Base().Add(&bad.Y, &bad.Y, &bad.Y)
			ok, err := e.PairingCheckVarTime([]pairingG1{bad}, []pairingG2{g2})
			assert.Error(t, err, "G1 point off the curve")
			assert.False(t, ok)
			ok, err = e.PairingCheckVarTime(nil, nil)
			require.NoError(t, err)
			assert.True(t, ok, "the empty product")
			ok, err = e.PairingCheckVarTime([]pairingG1{{Infinity: true}}, []pairingG2{g2})
			require.NoError(t, err)
			assert.True(t, ok, "e(O, Q)")
		})
	}
}

// TestPairingCheckVarTimeAllocations checks that PairingCheckVarTime, like
// PairingCheck, allocates nothing for up to four pairs, on both of its
// paths.
func TestPairingCheckVarTimeAllocations(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates")
	}
	for _, e := range enginesList(t) {
		g1, g2 := e.G1Generator(), e.G2Generator()
		neg := g1
		e.Tower().Fp2().Base().Neg(&neg.Y, &g1.Y)
		for _, ps := range [][]pairingG1{{g1, g1}, {g1, neg, g1, neg}} {
			qs := []pairingG2{g2, g2, g2, g2}[:len(ps)]
			got := testing.AllocsPerRun(2, func() {
				if _, err := e.PairingCheckVarTime(ps, qs); err != nil {
					panic(err)
				}
			})
			assert.Equal(t, 0.0, got, "%s: PairingCheckVarTime of %d pairs", e.Name(), len(ps))
		}
	}
}
