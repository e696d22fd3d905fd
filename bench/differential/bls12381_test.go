package differential

import (
	"strconv"
	"testing"

	kilic "github.com/kilic/bls12-381"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/bench/internal/testinput"
	"github.com/curvekit/curvekit/definitions/bls12381"
)

// TestBLS12381AgainstKilic checks that kilic/bls12-381, the third peer of
// bench's bls12381 rows, computes what curvekit computes, so the rows
// compare the same work: k·G1 and k·G2 in the ZCash uncompressed encoding
// (both libraries write it), hashing to G2 with the RFC 9380 suite
// BLS12381G2_XMD:SHA-256_SSWU_RO_ (kilic implements draft 06, the same
// construction) for several messages, and the pairing identity
// e(k·G1, G2) = e(G1, k·G2) checked by both, with a wrong k rejected by both.
func TestBLS12381AgainstKilic(t *testing.T) {
	g1, g2 := kilic.NewG1(), kilic.NewG2()
	dst := []byte("QUUX-V01-CS02-with-BLS12381G2_XMD:SHA-256_SSWU_RO_")
	for i := range 6 {
		label := "differential/bls12381/" + strconv.Itoa(i)
		k := testinput.Element(bls12381.Order(), label+"/k")
		kb := testinput.BE(k, 32)
		ks, err := new(bls12381.Scalar).SetBytes(kb)
		require.NoError(t, err)
		fr := kilic.NewFr().FromBytes(kb)

		p1 := new(bls12381.G1).ScalarBaseMult(ks)
		p2 := new(bls12381.G2).ScalarBaseMult(ks)
		q1 := g1.MulScalar(g1.New(), g1.One(), fr)
		q2 := g2.MulScalar(g2.New(), g2.One(), fr)
		assert.Equal(t, g1.ToUncompressed(q1), p1.BytesUncompressed(), "k·G1, %s", label)
		assert.Equal(t, g2.ToUncompressed(q2), p2.BytesUncompressed(), "k·G2, %s", label)

		msg := testinput.Bytes(label+"/msg", i*13)
		h, err := bls12381.HashToG2(msg, dst)
		require.NoError(t, err)
		hk, err := g2.HashToCurve(msg, dst)
		require.NoError(t, err)
		assert.Equal(t, g2.ToUncompressed(hk), h.BytesUncompressed(), "HashToG2, %s", label)

		// e(k·G1, G2) · e(−G1, k·G2) = 1, and not with k·G2 replaced by H.
		neg := new(bls12381.G1).Negate(bls12381.NewG1Generator())
		ok, err := bls12381.PairingCheck([]*bls12381.G1{p1, neg}, []*bls12381.G2{bls12381.NewG2Generator(), p2})
		require.NoError(t, err)
		assert.True(t, ok, "curvekit pairing identity, %s", label)
		e := kilic.NewEngine()
		e.AddPair(q1, g2.One()).AddPairInv(g1.One(), q2)
		assert.True(t, e.Check(), "kilic pairing identity, %s", label)
		ok, err = bls12381.PairingCheck([]*bls12381.G1{p1, neg}, []*bls12381.G2{bls12381.NewG2Generator(), h})
		require.NoError(t, err)
		assert.False(t, ok, "curvekit pairing identity with H, %s", label)
		e = kilic.NewEngine()
		e.AddPair(q1, g2.One()).AddPairInv(g1.One(), hk)
		assert.False(t, e.Check(), "kilic pairing identity with H, %s", label)
	}
}
