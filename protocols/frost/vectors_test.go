package frost

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/curvekit/curvekit/group"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// signingVector is the layout shared by RFC 9591 Appendix E (poc/*.json)
// and the reference implementation's *-vectors*.json, which renamed
// group_public_key to verifying_key_key.
type signingVector struct {
	Config struct {
		MaxParticipants string `json:"MAX_PARTICIPANTS"`
		MinParticipants string `json:"MIN_PARTICIPANTS"`
		Name            string `json:"name"`
	} `json:"config"`
	Inputs struct {
		ParticipantList   []Identifier `json:"participant_list"`
		GroupSecretKey    string       `json:"group_secret_key"`
		GroupPublicKey    string       `json:"group_public_key"`
		VerifyingKey      string       `json:"verifying_key_key"`
		Message           string       `json:"message"`
		Coefficients      []string     `json:"share_polynomial_coefficients"`
		ParticipantShares []struct {
			Identifier Identifier `json:"identifier"`
			Share      string     `json:"participant_share"`
		} `json:"participant_shares"`
	} `json:"inputs"`
	RoundOne struct {
		Outputs []struct {
			Identifier         Identifier `json:"identifier"`
			HidingRandomness   string     `json:"hiding_nonce_randomness"`
			BindingRandomness  string     `json:"binding_nonce_randomness"`
			HidingNonce        string     `json:"hiding_nonce"`
			BindingNonce       string     `json:"binding_nonce"`
			HidingCommitment   string     `json:"hiding_nonce_commitment"`
			BindingCommitment  string     `json:"binding_nonce_commitment"`
			BindingFactorInput string     `json:"binding_factor_input"`
			BindingFactor      string     `json:"binding_factor"`
		} `json:"outputs"`
	} `json:"round_one_outputs"`
	RoundTwo struct {
		Outputs []struct {
			Identifier Identifier `json:"identifier"`
			SigShare   string     `json:"sig_share"`
		} `json:"outputs"`
	} `json:"round_two_outputs"`
	Final struct {
		Sig string `json:"sig"`
	} `json:"final_output"`
}

func unhex(t *testing.T, s string) []byte {
	t.Helper()
	b, err := hex.DecodeString(s)
	require.NoError(t, err, "hex %q", s)
	return b
}

func loadJSON(t *testing.T, path string, v any) {
	t.Helper()
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(b, v), path)
}

func parseScalar(t *testing.T, g group.Group, s string) group.Scalar {
	t.Helper()
	x, err := g.ParseScalar(unhex(t, s))
	require.NoError(t, err)
	return x
}

// runSigningVector replays one 2-of-n signing run and asserts every
// intermediate value it lists: the shares from the polynomial, the public
// key, the nonces from the given randomness, the commitments, the binding
// factor inputs and factors, the signature shares (each verified), and the
// final signature, which must verify.
func runSigningVector(t *testing.T, s *Suite, v *signingVector) []byte {
	g := s.Group()
	if !s.isTaproot() { // the taproot files carry FROST(secp256k1, SHA-256)'s name
		require.Equal(t, s.Name(), v.Config.Name)
	}
	coeffs := []group.Scalar{parseScalar(t, g, v.Inputs.GroupSecretKey)}
	for _, c := range v.Inputs.Coefficients {
		coeffs = append(coeffs, parseScalar(t, g, c))
	}
	maxP, err := strconv.Atoi(v.Config.MaxParticipants)
	require.NoError(t, err)
	keys, pub, err := s.SplitWithPolynomial(coeffs, maxP)
	require.NoError(t, err)
	pk := v.Inputs.GroupPublicKey + v.Inputs.VerifyingKey
	assert.Equal(t, pk, hex.EncodeToString(pub.GroupPublicKey.Bytes()), "group public key")
	require.Len(t, v.Inputs.ParticipantShares, maxP)
	for _, ps := range v.Inputs.ParticipantShares {
		k := keys[ps.Identifier-1]
		assert.Equal(t, ps.Share, hex.EncodeToString(k.SecretShare.Bytes()), "share of %d", ps.Identifier)
		assert.NoError(t, s.VerifySecretShare(k.Identifier, k.SecretShare, pub.Commitment))
	}

	msg := unhex(t, v.Inputs.Message)
	pkg := &SigningPackage{Message: msg}
	nonces := map[Identifier]*SigningNonces{}
	for _, o := range v.RoundOne.Outputs {
		rnd := bytes.NewReader(unhex(t, o.HidingRandomness+o.BindingRandomness))
		n, c, err := s.Commit(keys[o.Identifier-1], rnd)
		require.NoError(t, err)
		assert.Equal(t, o.HidingNonce, hex.EncodeToString(n.Hiding.Bytes()), "hiding nonce of %d", o.Identifier)
		assert.Equal(t, o.BindingNonce, hex.EncodeToString(n.Binding.Bytes()), "binding nonce of %d", o.Identifier)
		assert.Equal(t, o.HidingCommitment, hex.EncodeToString(c.Hiding.Bytes()), "hiding commitment of %d", o.Identifier)
		assert.Equal(t, o.BindingCommitment, hex.EncodeToString(c.Binding.Bytes()), "binding commitment of %d", o.Identifier)
		nonces[o.Identifier] = n
		pkg.Commitments = append(pkg.Commitments, *c)
	}
	st, err := s.newSigningState(pub.GroupPublicKey, pkg)
	require.NoError(t, err)
	in := s.bindingFactorInputs(pub.GroupPublicKey, st.sorted, msg)
	for _, o := range v.RoundOne.Outputs {
		i := st.index(o.Identifier)
		assert.Equal(t, o.BindingFactorInput, hex.EncodeToString(in[i]), "binding factor input of %d", o.Identifier)
		assert.Equal(t, o.BindingFactor, hex.EncodeToString(st.rho[i].Bytes()), "binding factor of %d", o.Identifier)
	}

	var shares []*SignatureShare
	for _, o := range v.RoundTwo.Outputs {
		sh, err := s.Sign(pkg, nonces[o.Identifier], keys[o.Identifier-1])
		require.NoError(t, err)
		assert.Equal(t, o.SigShare, hex.EncodeToString(sh.Share.Bytes()), "signature share of %d", o.Identifier)
		assert.NoError(t, s.VerifySignatureShare(sh, pkg, pub))
		shares = append(shares, sh)
	}
	sig, err := s.Aggregate(pkg, shares, pub)
	require.NoError(t, err)
	assert.Equal(t, v.Final.Sig, hex.EncodeToString(sig), "signature")
	assert.NoError(t, s.Verify(pub.GroupPublicKey, msg, sig))
	return sig
}

// rfcFiles maps each suite to its RFC 9591 Appendix E file and its
// reference-implementation prefix.
var vectorFiles = []struct {
	suite     *Suite
	rfc, zcsh string
}{
	{Ed25519SHA512(), "frost-ed25519-sha512.json", "ed25519"},
	{Ristretto255SHA512(), "frost-ristretto255-sha512.json", "ristretto255"},
	{Ed448SHAKE256(), "frost-ed448-shake256.json", "ed448"},
	{P256SHA256(), "frost-p256-sha256.json", "p256"},
	{Secp256k1SHA256(), "frost-secp256k1-sha256.json", "secp256k1"},
	{Secp256k1TR(), "", "secp256k1-tr"}, // the reference's BIP-340 variant, not in the RFC
}

// TestRFC9591AppendixE replays the RFC's own vectors for the five suites.
func TestRFC9591AppendixE(t *testing.T) {
	for _, f := range vectorFiles {
		if f.rfc == "" {
			continue
		}
		t.Run(f.suite.Name(), func(t *testing.T) {
			var v signingVector
			loadJSON(t, filepath.Join("testdata", "rfc9591", f.rfc), &v)
			sig := runSigningVector(t, f.suite, &v)
			pk := unhex(t, v.Inputs.GroupPublicKey)
			crossVerify(t, f.suite, pk, unhex(t, v.Inputs.Message), sig)
		})
	}
}

// TestReferenceSigningVectors replays the ZcashFoundation implementation's
// signing vectors (other nonce randomness than the RFC's), with three
// participants and with 257 and identifiers up to 257.
func TestReferenceSigningVectors(t *testing.T) {
	for _, f := range vectorFiles {
		for _, name := range []string{"vectors", "vectors-big-identifier"} {
			t.Run(f.zcsh+"-"+name, func(t *testing.T) {
				var v signingVector
				loadJSON(t, filepath.Join("testdata", "reference", f.zcsh+"-"+name+".json"), &v)
				sig := runSigningVector(t, f.suite, &v)
				crossVerify(t, f.suite, unhex(t, v.Inputs.VerifyingKey), unhex(t, v.Inputs.Message), sig)
			})
		}
	}
}

// TestReferenceInvalidElement checks that the element each suite's
// reference file calls invalid is rejected.
func TestReferenceInvalidElement(t *testing.T) {
	for _, f := range vectorFiles {
		t.Run(f.zcsh, func(t *testing.T) {
			var v struct {
				Elements struct {
					Invalid string `json:"invalid_element"`
				} `json:"elements"`
			}
			loadJSON(t, filepath.Join("testdata", "reference", f.zcsh+"-elements.json"), &v)
			_, err := f.suite.ParseElement(unhex(t, v.Elements.Invalid))
			assert.ErrorIs(t, err, ErrInvalidEncoding)
		})
	}
}
