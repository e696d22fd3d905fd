package pairing_test

import (
	"math/big"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/curves/pairing"
	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/tower"
)

// TestNegativeSeedBN builds the BN curve of seed x = −(2⁶² + 2⁵⁵ + 1)
// (BN-P254 of Nogami et al., mcl's "BN254"), whose loop count 6x + 2 is
// negative, so that the conjugation of f and the negation of T before the
// Frobenius steps are exercised, which BN254 (x > 0) does not. The twist
// type is found by trying both and the G2 generator by clearing the twist's
// cofactor 2p − r from a point: the construction a user follows for a new
// curve. With no second implementation at hand, the check is bilinearity,
// non-degeneracy and e^r = 1.
func TestNegativeSeedBN(t *testing.T) {
	x := new(big.Int).Lsh(big.NewInt(1), 62)
	x.Add(x, new(big.Int).Lsh(big.NewInt(1), 55))
	x.Add(x, big.NewInt(1))
	x.Neg(x)
	x2, x3, x4 := new(big.Int).Mul(x, x), new(big.Int).Exp(x, big.NewInt(3), nil), new(big.Int).Exp(x, big.NewInt(4), nil)
	poly := func(c4, c3, c2, c1, c0 int64) *big.Int {
		s := new(big.Int).Mul(big.NewInt(c4), x4)
		s.Add(s, new(big.Int).Mul(big.NewInt(c3), x3))
		s.Add(s, new(big.Int).Mul(big.NewInt(c2), x2))
		s.Add(s, new(big.Int).Mul(big.NewInt(c1), x))
		return s.Add(s, big.NewInt(c0))
	}
	p, r := poly(36, 36, 24, 6, 1), poly(36, 36, 18, 6, 1)
	require.Equal(t, "16798108731015832284940804142231733909889187121439069848933715426072753864723", p.String())
	fp, err := field.NewPrime(p, field.BigEndian)
	require.NoError(t, err)
	f12, err := tower.NewTower[Prime](fp, big.NewInt(-1), big.NewInt(1), big.NewInt(1), tower.C1First) // ξ = 1 + u
	require.NoError(t, err)
	f2 := f12.Fp2()
	b := big.NewInt(2) // E: y² = x³ + 2, G1 = (−1, 1)
	var e *pairing.Engine[Prime]
	for _, tw := range []pairing.Twist{pairing.DType, pairing.MType} {
		// b' = b/ξ or b·ξ with ξ = 1 + u: 2/(1 + u) = 1 − u, 2(1 + u) = 2 + 2u.
		var bt tower.Fp2Element[Prime]
		c := [2]int64{1, -1}
		if tw == pairing.MType {
			c = [2]int64{2, 2}
		}
		require.NoError(t, field.SetBig(fp, &bt.C0, new(big.Int).Mod(big.NewInt(c[0]), p)))
		require.NoError(t, field.SetBig(fp, &bt.C1, new(big.Int).Mod(big.NewInt(c[1]), p)))
		var qx, qy, rhs tower.Fp2Element[Prime]
		for k := uint64(1); ; k++ {
			f2.SetUint64(&qx, k)
			f2.Square(&rhs, &qx)
			f2.Mul(&rhs, &rhs, &qx)
			f2.Add(&rhs, &rhs, &bt)
			if f2.Sqrt(&qy, &rhs) == 1 {
				break
			}
		}
		h := new(big.Int).Sub(new(big.Int).Lsh(p, 1), r) // #E'(Fp2) = r·(2p − r) on the right twist
		gx, gy, inf := pairing.ScalarMultVarTime[tower.Fp2Element[Prime]](f2, &qx, &qy, h)
		require.False(t, inf)
		g2 := [4]*big.Int{field.Big(fp, &gx.C0), field.Big(fp, &gx.C1), field.Big(fp, &gy.C0), field.Big(fp, &gy.C1)}
		e, err = pairing.New(&pairing.Params[Prime]{
			Name: "BN-P254", Family: pairing.BN, X: x, Twist: tw, Tower: f12, B: b,
			G1: [2]*big.Int{new(big.Int).Sub(p, big.NewInt(1)), big.NewInt(1)}, G2: g2,
		})
		if err == nil {
			assert.Equal(t, pairing.DType, tw, "BN-P254's twist is D-type")
			break
		}
		t.Logf("%v: %v", tw, err)
	}
	require.NotNil(t, e)
	g1, g2 := e.G1Generator(), e.G2Generator()
	a, c := big.NewInt(1234567), big.NewInt(7654321)
	lhs, err := e.Pair([]pairingG1{e.ScalarMultG1VarTime(&g1, a)}, []pairingG2{e.ScalarMultG2VarTime(&g2, c)})
	require.NoError(t, err)
	base, err := e.Pair([]pairingG1{g1}, []pairingG2{g2})
	require.NoError(t, err)
	assert.Equal(t, 0, base.IsOne(), "non-degenerate")
	assert.Equal(t, 1, e.NewGT().ExpVarTime(base, r).IsOne(), "e^r = 1")
	assert.Equal(t, 1, lhs.Equal(e.NewGT().ExpVarTime(base, new(big.Int).Mul(a, c))), "e(aP, cQ) = e(P, Q)^(ac)")
}
