package oprf_test

import (
	"testing"

	"github.com/curvekit/curvekit/group"
	"github.com/curvekit/curvekit/protocols/oprf"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestProofsOverAnyBase checks GenerateProof and VerifyProof directly, with
// a base A other than the generator and batches of 1 to 3 pairs: a proof
// for k verifies, and fails with ErrVerify once one D[i] is not k·C[i], for
// another B, or in another mode (the tags differ). ComputeComposites must
// satisfy Z = k·M for honest inputs.
func TestProofsOverAnyBase(t *testing.T) {
	for _, s := range oprf.Suites() {
		t.Run(s.ID(), func(t *testing.T) {
			g := s.Group()
			k, err := g.RandomScalar(nil)
			require.NoError(t, err)
			A, err := g.HashToElement([]byte("base"), []byte("test-A"))
			require.NoError(t, err)
			B := g.NewElement().ScalarMult(k, A)
			for n := 1; n <= 3; n++ {
				C := make([]group.Element, n)
				D := make([]group.Element, n)
				for i := range C {
					x, _ := g.RandomScalar(nil)
					C[i] = g.NewElement().ScalarBaseMult(x)
					D[i] = g.NewElement().ScalarMult(k, C[i])
				}
				M, Z, err := oprf.ComputeComposites(s, oprf.ModeVOPRF, B, C, D)
				require.NoError(t, err)
				assert.Equal(t, 1, Z.Equal(g.NewElement().ScalarMult(k, M)), "Z = k·M")

				proof, err := oprf.GenerateProof(s, oprf.ModeVOPRF, nil, k, A, B, C, D)
				require.NoError(t, err)
				require.Len(t, proof, 2*g.ScalarLen())
				assert.NoError(t, oprf.VerifyProof(s, oprf.ModeVOPRF, A, B, C, D, proof))
				assert.ErrorIs(t, oprf.VerifyProof(s, oprf.ModePOPRF, A, B, C, D, proof), oprf.ErrVerify)
				assert.ErrorIs(t, oprf.VerifyProof(s, oprf.ModeVOPRF, A, A, C, D, proof), oprf.ErrVerify)
				bad := append([]group.Element(nil), D...)
				bad[n-1] = g.NewElement().Add(D[n-1], g.NewGenerator())
				assert.ErrorIs(t, oprf.VerifyProof(s, oprf.ModeVOPRF, A, B, C, bad, proof), oprf.ErrVerify)
				assert.ErrorIs(t, oprf.VerifyProof(s, oprf.ModeVOPRF, A, B, C, D[:n-1], proof), oprf.ErrInvalidInput)
			}
		})
	}
}
