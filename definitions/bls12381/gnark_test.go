package bls12381_test

import (
	"math/big"
	"math/rand/v2"
	"testing"

	gnark "github.com/consensys/gnark-crypto/ecc/bls12-381"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/definitions/bls12381"
)

// randScalar returns a random integer below r from rng, biased towards the
// edges now and then (0, 1, r − 1).
func randScalar(rng *rand.Rand) *big.Int {
	r := bls12381.Order()
	switch rng.IntN(8) {
	case 0:
		return big.NewInt(int64(rng.IntN(2)))
	case 1:
		return r.Sub(r, big.NewInt(1))
	}
	b := make([]byte, 32)
	for i := range b {
		b[i] = byte(rng.Uint32())
	}
	return new(big.Int).Mod(new(big.Int).SetBytes(b), r)
}

func scalar(k *big.Int) *bls12381.Scalar { return new(bls12381.Scalar).SetBig(k) }

// TestGnarkDifferential compares G1 and G2 arithmetic, both encodings,
// hash-to-curve and the pairing with gnark-crypto's BLS12-381 on random
// inputs.
func TestGnarkDifferential(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for i := range 8 {
		a, b, c := randScalar(rng), randScalar(rng), randScalar(rng)

		// G1: a·G, b·G, their sum and difference, 2·(a·G), c·(a·G).
		var ga, gb, gs, gd, g2a, gc gnark.G1Affine
		ga.ScalarMultiplicationBase(a)
		gb.ScalarMultiplicationBase(b)
		gs.Add(&ga, &gb)
		gd.Sub(&ga, &gb)
		g2a.Double(&ga)
		gc.ScalarMultiplication(&ga, c)
		pa := new(bls12381.G1).ScalarBaseMult(scalar(a))
		pb := new(bls12381.G1).ScalarBaseMult(scalar(b))
		for _, x := range []struct {
			want gnark.G1Affine
			got  *bls12381.G1
			what string
		}{
			{ga, pa, "a·G"},
			{gs, new(bls12381.G1).Add(pa, pb), "a·G + b·G"},
			{gd, new(bls12381.G1).Subtract(pa, pb), "a·G − b·G"},
			{g2a, new(bls12381.G1).Double(pa), "2·a·G"},
			{gc, new(bls12381.G1).ScalarMult(scalar(c), pa), "c·(a·G)"},
		} {
			comp, unc := x.want.Bytes(), x.want.RawBytes()
			require.Equal(t, comp[:], x.got.Bytes(), "G1 %s, case %d", x.what, i)
			require.Equal(t, unc[:], x.got.BytesUncompressed(), "G1 %s, case %d", x.what, i)
			dec, err := new(bls12381.G1).SetBytes(comp[:])
			require.NoError(t, err)
			require.Equal(t, 1, dec.Equal(x.got))
		}

		// G2, the same.
		var ha, hb, hs, h2a, hc gnark.G2Affine
		ha.ScalarMultiplicationBase(a)
		hb.ScalarMultiplicationBase(b)
		hs.Add(&ha, &hb)
		h2a.Double(&ha)
		hc.ScalarMultiplication(&ha, c)
		qa := new(bls12381.G2).ScalarBaseMult(scalar(a))
		qb := new(bls12381.G2).ScalarBaseMult(scalar(b))
		for _, x := range []struct {
			want gnark.G2Affine
			got  *bls12381.G2
			what string
		}{
			{ha, qa, "a·G"},
			{hs, new(bls12381.G2).Add(qa, qb), "a·G + b·G"},
			{h2a, new(bls12381.G2).Double(qa), "2·a·G"},
			{hc, new(bls12381.G2).ScalarMult(scalar(c), qa), "c·(a·G)"},
		} {
			comp, unc := x.want.Bytes(), x.want.RawBytes()
			require.Equal(t, comp[:], x.got.Bytes(), "G2 %s, case %d", x.what, i)
			require.Equal(t, unc[:], x.got.BytesUncompressed(), "G2 %s, case %d", x.what, i)
			dec, err := new(bls12381.G2).SetBytes(unc[:])
			require.NoError(t, err)
			require.Equal(t, 1, dec.Equal(x.got))
		}

		// Hash-to-curve of a random message.
		msg := make([]byte, rng.IntN(100))
		for j := range msg {
			msg[j] = byte(rng.Uint32())
		}
		dst := []byte("curvekit differential test")
		wantH1, err := gnark.HashToG1(msg, dst)
		require.NoError(t, err)
		gotH1, err := bls12381.HashToG1(msg, dst)
		require.NoError(t, err)
		wb := wantH1.Bytes()
		require.Equal(t, wb[:], gotH1.Bytes(), "HashToG1, case %d", i)
		wantE2, err := gnark.EncodeToG2(msg, dst)
		require.NoError(t, err)
		gotE2, err := bls12381.EncodeToG2(msg, dst)
		require.NoError(t, err)
		wb2 := wantE2.Bytes()
		require.Equal(t, wb2[:], gotE2.Bytes(), "EncodeToG2, case %d", i)
		if i < 3 {
			wantH2, err := gnark.HashToG2(msg, dst)
			require.NoError(t, err)
			gotH2, err := bls12381.HashToG2(msg, dst)
			require.NoError(t, err)
			wb2 = wantH2.Bytes()
			require.Equal(t, wb2[:], gotH2.Bytes(), "HashToG2, case %d", i)

			// The pairing, single and of two pairs.
			z, err := gnark.Pair([]gnark.G1Affine{ga}, []gnark.G2Affine{hb})
			require.NoError(t, err)
			zb := z.Bytes()
			require.Equal(t, zb[:], bls12381.Pair(pa, qb).Bytes(), "e(a·G1, b·G2), case %d", i)
			z, err = gnark.Pair([]gnark.G1Affine{ga, gb}, []gnark.G2Affine{hb, hc})
			require.NoError(t, err)
			got, err := bls12381.MultiPair([]*bls12381.G1{pa, pb}, []*bls12381.G2{qb, new(bls12381.G2).ScalarMult(scalar(c), qa)})
			require.NoError(t, err)
			zb = z.Bytes()
			require.Equal(t, zb[:], got.Bytes(), "multi-pairing, case %d", i)
		}
	}
}
