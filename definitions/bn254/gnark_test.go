package bn254_test

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/consensys/gnark-crypto/ecc"
	gnark "github.com/consensys/gnark-crypto/ecc/bn254"
	gnarkfp "github.com/consensys/gnark-crypto/ecc/bn254/fp"
	gnarkfr "github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/definitions/bn254"
)

// randScalar returns a random integer below r from rng, biased towards the
// edges now and then (0, 1, r − 1).
func randScalar(rng *rand.Rand) *big.Int {
	r := bn254.Order()
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

func scalar(k *big.Int) *bn254.Scalar { return new(bn254.Scalar).SetBig(k) }

// TestParametersMatchGnark checks p, r and both generators against
// gnark-crypto's bn254.
func TestParametersMatchGnark(t *testing.T) {
	require.Equal(t, gnarkfp.Modulus(), bn254.Modulus())
	require.Equal(t, gnarkfr.Modulus(), bn254.Order())
	_, _, g1, g2 := gnark.Generators()
	b1, b2 := g1.RawBytes(), g2.RawBytes()
	require.Equal(t, b1[:], bn254.NewG1Generator().Bytes())
	require.Equal(t, b2[:], bn254.NewG2Generator().Bytes())
}

// TestGnarkDifferential compares G1 and G2 arithmetic, both encodings in
// both directions, multi-scalar multiplication and the pairing with
// gnark-crypto's bn254 on random inputs.
func TestGnarkDifferential(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
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
		pa := new(bn254.G1).ScalarBaseMult(scalar(a))
		pb := new(bn254.G1).ScalarBaseMult(scalar(b))
		for _, x := range []struct {
			want gnark.G1Affine
			got  *bn254.G1
			what string
		}{
			{ga, pa, "a·G"},
			{gs, new(bn254.G1).Add(pa, pb), "a·G + b·G"},
			{gd, new(bn254.G1).Subtract(pa, pb), "a·G − b·G"},
			{g2a, new(bn254.G1).Double(pa), "2·a·G"},
			{gc, new(bn254.G1).ScalarMult(scalar(c), pa), "c·(a·G)"},
			{gc, new(bn254.G1).MultiScalarMultVarTime([]*bn254.Scalar{scalar(c)}, []*bn254.G1{pa}), "MSM c·(a·G)"},
		} {
			comp, unc := x.want.Bytes(), x.want.RawBytes()
			require.Equal(t, unc[:], x.got.Bytes(), "G1 %s, case %d", x.what, i)
			require.Equal(t, comp[:], x.got.BytesCompressed(), "G1 %s, case %d", x.what, i)
			for _, enc := range [][]byte{comp[:], unc[:]} {
				dec, err := new(bn254.G1).SetBytes(enc)
				require.NoError(t, err)
				require.Equal(t, 1, dec.Equal(x.got), "G1 %s decoded from %d bytes, case %d", x.what, len(enc), i)
			}
		}
		var gm gnark.G1Jac
		_, err := gm.MultiExp([]gnark.G1Affine{ga, gb}, []gnarkfr.Element{frElement(b), frElement(c)}, ecc.MultiExpConfig{})
		require.NoError(t, err)
		var gma gnark.G1Affine
		gma.FromJacobian(&gm)
		want := gma.RawBytes()
		got := new(bn254.G1).MultiScalarMultVarTime([]*bn254.Scalar{scalar(b), scalar(c)}, []*bn254.G1{pa, pb})
		require.Equal(t, want[:], got.Bytes(), "G1 MSM, case %d", i)

		// G2, the same.
		var ha, hb, hs, hd, h2a, hc gnark.G2Affine
		ha.ScalarMultiplicationBase(a)
		hb.ScalarMultiplicationBase(b)
		hs.Add(&ha, &hb)
		hd.Sub(&ha, &hb)
		h2a.Double(&ha)
		hc.ScalarMultiplication(&ha, c)
		qa := new(bn254.G2).ScalarBaseMult(scalar(a))
		qb := new(bn254.G2).ScalarBaseMult(scalar(b))
		qc := new(bn254.G2).ScalarMult(scalar(c), qa)
		for _, x := range []struct {
			want gnark.G2Affine
			got  *bn254.G2
			what string
		}{
			{ha, qa, "a·G"},
			{hs, new(bn254.G2).Add(qa, qb), "a·G + b·G"},
			{hd, new(bn254.G2).Subtract(qa, qb), "a·G − b·G"},
			{h2a, new(bn254.G2).Double(qa), "2·a·G"},
			{hc, qc, "c·(a·G)"},
		} {
			comp, unc := x.want.Bytes(), x.want.RawBytes()
			require.Equal(t, unc[:], x.got.Bytes(), "G2 %s, case %d", x.what, i)
			require.Equal(t, comp[:], x.got.BytesCompressed(), "G2 %s, case %d", x.what, i)
			for _, enc := range [][]byte{comp[:], unc[:]} {
				dec, err := new(bn254.G2).SetBytes(enc)
				require.NoError(t, err)
				require.Equal(t, 1, dec.Equal(x.got), "G2 %s decoded from %d bytes, case %d", x.what, len(enc), i)
			}
		}

		// The pairing: single, of two pairs, and the check.
		if i < 3 {
			z, err := gnark.Pair([]gnark.G1Affine{ga}, []gnark.G2Affine{hb})
			require.NoError(t, err)
			zb := z.Bytes()
			require.Equal(t, zb[:], bn254.Pair(pa, qb).Bytes(), "e(a·G1, b·G2), case %d", i)
			z, err = gnark.Pair([]gnark.G1Affine{ga, gb}, []gnark.G2Affine{hb, hc})
			require.NoError(t, err)
			got, err := bn254.MultiPair([]*bn254.G1{pa, pb}, []*bn254.G2{qb, qc})
			require.NoError(t, err)
			zb = z.Bytes()
			require.Equal(t, zb[:], got.Bytes(), "multi-pairing, case %d", i)
			// e(a·G1, b·G2)·e(−b·G1, a·G2) = 1.
			var nb gnark.G1Affine
			nb.Neg(&gb)
			wantOK, err := gnark.PairingCheck([]gnark.G1Affine{ga, nb}, []gnark.G2Affine{hb, ha})
			require.NoError(t, err)
			ok, err := bn254.PairingCheck([]*bn254.G1{pa, new(bn254.G1).Negate(pb)}, []*bn254.G2{qb, qa})
			require.NoError(t, err)
			require.True(t, wantOK)
			require.Equal(t, wantOK, ok, "pairing check, case %d", i)
		}
	}
}

func frElement(k *big.Int) gnarkfr.Element {
	var e gnarkfr.Element
	e.SetBigInt(k)
	return e
}
