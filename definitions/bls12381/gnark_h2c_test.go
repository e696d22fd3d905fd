package bls12381_test

import (
	"math/rand/v2"
	"testing"

	gnark "github.com/consensys/gnark-crypto/ecc/bls12-381"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/definitions/bls12381"
)

// TestGnarkHashToCurveDifferential compares the hash-to-curve suites of both
// groups with gnark-crypto's BLS12-381 on random messages (the rest of the
// package's operations are compared in gnark_gen_test.go).
func TestGnarkHashToCurveDifferential(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	dst := []byte("curvekit differential test")
	for i := range 8 {
		msg := make([]byte, rng.IntN(100))
		for j := range msg {
			msg[j] = byte(rng.Uint32())
		}
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
		}
	}
}
