package frost

import (
	"encoding/hex"
	"path/filepath"
	"testing"

	"github.com/curvekit/curvekit/group"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRepairShareRecoversTheShare repairs participant 2's share of a 3-of-5
// key with helpers 1, 4 and 5 in every suite, and checks a wrong summand
// is caught against the public share.
func TestRepairShareRecoversTheShare(t *testing.T) {
	for _, s := range allSuites() {
		t.Run(s.Name(), func(t *testing.T) {
			keys, pub, err := s.TrustedDealerKeygen(nil, 3, 5, nil)
			require.NoError(t, err)
			helpers := []Identifier{1, 4, 5}
			received := map[Identifier][]group.Scalar{}
			for _, h := range helpers {
				out, err := s.RepairShareStep1(helpers, keys[h-1], 2, nil)
				require.NoError(t, err)
				for j, d := range out {
					received[j] = append(received[j], d)
				}
			}
			var sigmas []group.Scalar
			for _, h := range helpers {
				sigma, err := s.RepairShareStep2(received[h])
				require.NoError(t, err)
				sigmas = append(sigmas, sigma)
			}
			bad := []group.Scalar{s.g.NewScalar().Set(sigmas[0]), s.g.NewScalar().Set(sigmas[1]), s.g.NewScalar().SetUint64(1)}
			key, err := s.RepairShareStep3(2, sigmas, pub)
			require.NoError(t, err)
			assert.Equal(t, 1, key.SecretShare.Equal(keys[1].SecretShare))
			_, err = s.RepairShareStep3(2, bad, pub)
			assert.ErrorIs(t, err, ErrInvalidSecretShare)
			_, err = s.RepairShareStep1(helpers, keys[0], 4, nil)
			assert.ErrorIs(t, err, ErrInvalidIdentifier, "the target among the helpers")
		})
	}
}

// TestReferenceRepairShareVectors checks the reference's repair-share
// files: the sum of its random summands (step 2) and of its σ values
// (step 3).
func TestReferenceRepairShareVectors(t *testing.T) {
	for _, f := range vectorFiles {
		t.Run(f.zcsh, func(t *testing.T) {
			s := f.suite
			var v struct {
				Scalars map[string]string `json:"scalar_generation"`
				Sigmas  map[string]string `json:"sigma_generation"`
			}
			loadJSON(t, filepath.Join("testdata", "reference", f.zcsh+"-repair-share.json"), &v)
			var deltas, sigmas []group.Scalar
			for _, k := range []string{"random_scalar_1", "random_scalar_2", "random_scalar_3"} {
				deltas = append(deltas, parseScalar(t, s.g, v.Scalars[k]))
			}
			for _, k := range []string{"sigma_1", "sigma_2", "sigma_3", "sigma_4"} {
				sigmas = append(sigmas, parseScalar(t, s.g, v.Sigmas[k]))
			}
			sum, err := s.RepairShareStep2(deltas)
			require.NoError(t, err)
			assert.Equal(t, v.Scalars["random_scalar_sum"], hex.EncodeToString(sum.Bytes()))
			key, err := s.RepairShareStep3(7, sigmas, nil)
			require.NoError(t, err)
			assert.Equal(t, v.Sigmas["sigma_sum"], hex.EncodeToString(key.SecretShare.Bytes()))
		})
	}
}
