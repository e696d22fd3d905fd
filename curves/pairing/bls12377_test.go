package pairing_test

import (
	"math/big"
	"math/rand/v2"
	"testing"

	bls12377 "github.com/consensys/gnark-crypto/ecc/bls12-377"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/curves/pairing"
	"github.com/curvekit/curvekit/field"
)

// bls12377Params is BLS12-377 (Bowe, Chiesa, Green, Miers, Mishra, Wu,
// "Zexe", §B; the generators are gnark-crypto's, ecc/bls12-377): a BLS12
// curve with a positive seed, a D-type twist, β = −5 and ξ = u, none of
// which BLS12-381 and BN254 exercise.
func bls12377Params(t testing.TB) *pairing.Params[Prime] {
	// p = (x − 1)²(x⁴ − x² + 1)/3 + x for x = 0x8508c00000000001.
	p := mustInt("0x01ae3a4617c510eac63b05c06ca1493b1a22d9f300f5138f1ef3622fba094800170b5d44300000008508c00000000001")
	fp, err := field.NewPrime(p, field.BigEndian)
	require.NoError(t, err)
	return &pairing.Params[Prime]{
		Name:   "BLS12-377",
		Family: pairing.BLS12,
		X:      mustInt("0x8508c00000000001"),
		Twist:  pairing.DType, // E': y² = x³ + 1/u
		Field:  fp,
		Beta:   big.NewInt(-5),                            // Fp2 = Fp[u]/(u² + 5)
		Xi:     [2]*big.Int{big.NewInt(0), big.NewInt(1)}, // ξ = u
		B:      big.NewInt(1),                             // E: y² = x³ + 1
		G1: [2]*big.Int{
			mustInt("81937999373150964239938255573465948239988671502647976594219695644855304257327692006745978603320413799295628339695"),
			mustInt("241266749859715473739788878240585681733927191168601896383759122102112907357779751001206799952863815012735208165030"),
		},
		G2: [4]*big.Int{
			mustInt("233578398248691099356572568220835526895379068987715365179118596935057653620464273615301663571204657964920925606294"),
			mustInt("140913150380207355837477652521042157274541796891053068589147167627541651775299824604154852141315666357241556069118"),
			mustInt("63160294768292073209381361943935198908131692476676907196754037919244929611450776219210369229519898517858833747423"),
			mustInt("149157405641012693445398062341192467754805999074082136895788947234480009303640899064710353187729182149407503257491"),
		},
	}
}

// TestBLS12377AgainstGnark builds BLS12-377 from its page of constants and
// compares single and double pairings with gnark-crypto's on random points.
func TestBLS12377AgainstGnark(t *testing.T) {
	e, err := pairing.New(bls12377Params(t))
	require.NoError(t, err)
	rng := rand.New(rand.NewPCG(5, 6))
	_, _, g1, g2 := bls12377.Generators()
	r := e.Order()
	for n := 1; n <= 2; n++ {
		var gp []bls12377.G1Affine
		var gq []bls12377.G2Affine
		ps, qs := make([]pairingG1, n), make([]pairingG2, n)
		for i := range n {
			var p bls12377.G1Affine
			var q bls12377.G2Affine
			p.ScalarMultiplication(&g1, randScalar(rng, r))
			q.ScalarMultiplication(&g2, randScalar(rng, r))
			gp, gq = append(gp, p), append(gq, q)
			for j, c := range [6][48]byte{p.X.Bytes(), p.Y.Bytes(), q.X.A0.Bytes(), q.X.A1.Bytes(), q.Y.A0.Bytes(), q.Y.A1.Bytes()} {
				z := [6]*Prime{&ps[i].X, &ps[i].Y, &qs[i].X.C0, &qs[i].X.C1, &qs[i].Y.C0, &qs[i].Y.C1}[j]
				setBE(t, e, z, c[:])
			}
		}
		want, err := bls12377.Pair(gp, gq)
		require.NoError(t, err)
		got, err := e.Pair(ps, qs)
		require.NoError(t, err)
		wb := want.Bytes()
		require.Equal(t, wb[:], got.Bytes(), "%d pairs", n)
	}
}
