package frost

import (
	"encoding/hex"
	"encoding/json"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/curvekit/curvekit/group"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// dkgParticipant is one participant of a reference *-vectors_dkg.json.
type dkgParticipant struct {
	Identifier     Identifier        `json:"identifier"`
	SigningKey     string            `json:"signing_key"` // a_i0
	Coefficient    string            `json:"coefficient"` // a_i1
	VSSCommitments []string          `json:"vss_commitments"`
	Proof          string            `json:"proof_of_knowledge"`
	SigningShares  map[string]string `json:"signing_shares"` // f_j(i) received from j
	VerifyingShare string            `json:"verifying_share"`
	SigningShare   string            `json:"signing_share"`
}

// TestReferenceDKGVectors replays each reference DKG run: every VSS
// commitment from the participant's polynomial, every proof of knowledge
// verified through DKGRound2, every share f_i(j), and, after DKGFinalize,
// every participant's secret share, public share and the group public key;
// then the keys sign and the signature verifies.
func TestReferenceDKGVectors(t *testing.T) {
	for _, f := range vectorFiles {
		t.Run(f.zcsh, func(t *testing.T) {
			s, g := f.suite, f.suite.Group()
			var raw struct {
				Config struct {
					Max int `json:"MAX_PARTICIPANTS"`
					Min int `json:"MIN_PARTICIPANTS"`
				} `json:"config"`
				Inputs map[string]json.RawMessage `json:"inputs"`
			}
			loadJSON(t, filepath.Join("testdata", "reference", f.zcsh+"-vectors_dkg.json"), &raw)
			var vk string
			require.NoError(t, json.Unmarshal(raw.Inputs["verifying_key"], &vk))
			parts := make([]dkgParticipant, raw.Config.Max)
			secrets := make([]*DKGSecret, raw.Config.Max)
			pkgs := make([]*DKGRound1Package, raw.Config.Max)
			for i := range parts {
				require.NoError(t, json.Unmarshal(raw.Inputs[strconv.Itoa(i+1)], &parts[i]))
				p := &parts[i]
				require.Equal(t, Identifier(i+1), p.Identifier)
				coeffs := []group.Scalar{parseScalar(t, g, p.SigningKey), parseScalar(t, g, p.Coefficient)}
				require.Len(t, coeffs, raw.Config.Min)
				// The proof nonce is not in the file: round one runs with
				// any k, then the package carries the file's proof.
				sec, pkg, err := s.dkgRound1(p.Identifier, coeffs, g.NewScalar().SetUint64(7), raw.Config.Max)
				require.NoError(t, err)
				for j, c := range pkg.Commitment {
					assert.Equal(t, p.VSSCommitments[j], hex.EncodeToString(c.Bytes()), "commitment %d of %d", j, p.Identifier)
				}
				pkg.ProofR, pkg.ProofZ, err = s.parseSignature(unhex(t, p.Proof))
				require.NoError(t, err)
				secrets[i], pkgs[i] = sec, pkg
			}
			sent := make([]map[Identifier]group.Scalar, len(parts))
			for i := range parts {
				others := append(append([]*DKGRound1Package{}, pkgs[:i]...), pkgs[i+1:]...)
				out, err := s.DKGRound2(secrets[i], others)
				require.NoError(t, err, "round 2 of %d", i+1)
				for j, x := range out {
					// The file lists under participant j what j received.
					assert.Equal(t, parts[j-1].SigningShares[strconv.Itoa(i+1)], hex.EncodeToString(x.Bytes()), "f_%d(%d)", i+1, j)
				}
				sent[i] = out
			}
			keys := make([]*KeyPackage, len(parts))
			var pub *PublicKeyPackage
			for j := range parts {
				in := map[Identifier]group.Scalar{}
				for i := range parts {
					if i != j {
						in[Identifier(i+1)] = sent[i][Identifier(j+1)]
					}
				}
				key, p, err := s.DKGFinalize(secrets[j], in)
				pub = p
				require.NoError(t, err, "finalize of %d", j+1)
				assert.Equal(t, parts[j].SigningShare, hex.EncodeToString(key.SecretShare.Bytes()), "signing share of %d", j+1)
				assert.Equal(t, parts[j].VerifyingShare, hex.EncodeToString(key.PublicShare.Bytes()), "verifying share of %d", j+1)
				assert.Equal(t, vk, hex.EncodeToString(pub.GroupPublicKey.Bytes()), "verifying key")
				keys[j] = key
			}
			_, _, err := s.DKGFinalize(secrets[0], nil)
			require.ErrorIs(t, err, ErrInvalidParameters, "a second finalize")
			msg := []byte("signed with DKG keys")
			sig := signWith(t, s, msg, pub, keys[0], keys[2])
			crossVerify(t, s, pub.GroupPublicKey.Bytes(), msg, sig)
		})
	}
}
