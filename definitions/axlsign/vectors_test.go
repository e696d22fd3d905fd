package axlsign

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"os"
	"testing"

	"github.com/curvekit/curvekit/definitions/ed25519"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// vectorFile is testdata/vectors-public.json, outputs of
// curve25519-js 0.0.4; its header describes every field.
type vectorFile struct {
	Reference struct{ Package, Version string }
	Cases     []struct {
		ID         int
		Seed       string
		Private    string
		Public     string
		EdPublic   string `json:"ed_public"`
		SignBit    int    `json:"sign_bit"`
		PeerIndex  int    `json:"peer_index"`
		PeerPublic string `json:"peer_public"`
		Shared     string
		OptRandom  string `json:"opt_random"`
		Messages   []struct {
			Len       int
			Msg       string
			Sig       string
			SigRnd    string `json:"sig_rnd"`
			Signed    string
			SignedRnd string `json:"signed_rnd"`
			Verify    bool
			VerifyRnd bool `json:"verify_rnd"`
			Open      bool
			OpenRnd   bool `json:"open_rnd"`
		}
	}
	Negative []entry
	Edge     []entry
	Interop  []entry
}

// entry is a negative, edge or interop case.
type entry struct {
	ID              string
	Kind            string
	Op              string
	Public          string
	Secret          string
	Seed            string
	Msg             string
	Sig             string
	Signed          string
	OptRandom       *string `json:"opt_random"`
	Expected        json.RawMessage
	BufferAfterCall string  `json:"buffer_after_call"`
	SecondCall      *string `json:"second_call_same_buffer"`
	Note            string
	Description     string
}

func unhex(t testing.TB, s string) []byte {
	t.Helper()
	b, err := hex.DecodeString(s)
	require.NoError(t, err)
	return b
}

func loadVectors(t testing.TB) *vectorFile {
	data, err := os.ReadFile("testdata/vectors-public.json")
	require.NoError(t, err)
	var f vectorFile
	require.NoError(t, json.Unmarshal(data, &f))
	require.Equal(t, "curve25519-js", f.Reference.Package)
	require.Equal(t, "0.0.4", f.Reference.Version)
	return &f
}

// TestCases checks every key pair, shared key and message of the cases:
// key generation, both signing modes, SignMessage, both verifiers, both
// openers, and the relation to Ed25519: with bit 7 of byte 63 cleared, each
// signature verifies under crypto/ed25519-compatible Ed25519 for the
// Edwards public key ed_public, which is what the X25519 public key and the
// sign bit decode to.
func TestCases(t *testing.T) {
	f := loadVectors(t)
	require.Len(t, f.Cases, 40)
	messages := 0
	for _, c := range f.Cases {
		kp, err := GenerateKeyPair(unhex(t, c.Seed))
		require.NoError(t, err)
		assert.Equal(t, c.Private, hex.EncodeToString(kp.Private), "case %d", c.ID)
		assert.Equal(t, c.Public, hex.EncodeToString(kp.Public), "case %d", c.ID)
		pub, err := PublicKey(unhex(t, c.Seed))
		require.NoError(t, err)
		assert.Equal(t, c.Public, hex.EncodeToString(pub), "case %d: PublicKey clamps", c.ID)
		require.Equal(t, c.PeerPublic, f.Cases[c.PeerIndex].Public)
		shared, err := SharedKey(kp.Private, unhex(t, c.PeerPublic))
		require.NoError(t, err)
		assert.Equal(t, c.Shared, hex.EncodeToString(shared), "case %d", c.ID)
		edpk := unhex(t, c.EdPublic)
		assert.Equal(t, c.SignBit, int(edpk[31]>>7), "case %d", c.ID)
		signer, err := NewSigner(unhex(t, c.Seed))
		require.NoError(t, err)
		assert.Equal(t, c.Public, hex.EncodeToString(signer.PublicKey()), "case %d: Signer", c.ID)

		for _, m := range c.Messages {
			messages++
			msg := unhex(t, m.Msg)
			require.Len(t, msg, m.Len)
			rnd := unhex(t, c.OptRandom)
			sig, err := Sign(kp.Private, msg, nil)
			require.NoError(t, err)
			assert.Equal(t, m.Sig, hex.EncodeToString(sig), "case %d len %d", c.ID, m.Len)
			sigRnd, err := Sign(kp.Private, msg, rnd)
			require.NoError(t, err)
			assert.Equal(t, m.SigRnd, hex.EncodeToString(sigRnd), "case %d len %d rnd", c.ID, m.Len)
			for _, r := range [][]byte{nil, rnd} {
				want, err := Sign(kp.Private, msg, r)
				require.NoError(t, err)
				got, err := signer.Sign(msg, r)
				require.NoError(t, err)
				assert.Equal(t, want, got, "case %d: Signer", c.ID)
				gotSigned, err := signer.SignMessage(msg, r)
				require.NoError(t, err)
				assert.Equal(t, append(want, msg...), gotSigned)
			}
			signed, err := SignMessage(kp.Private, msg, nil)
			require.NoError(t, err)
			assert.Equal(t, m.Signed, hex.EncodeToString(signed))
			signedRnd, err := SignMessage(kp.Private, msg, rnd)
			require.NoError(t, err)
			assert.Equal(t, m.SignedRnd, hex.EncodeToString(signedRnd))
			assert.Equal(t, c.SignBit, int(sig[63]>>7))

			for _, s := range []struct {
				sig    []byte
				signed []byte
				verify bool
				open   bool
			}{{sig, signed, m.Verify, m.Open}, {sigRnd, signedRnd, m.VerifyRnd, m.OpenRnd}} {
				assert.Equal(t, s.verify, Verify(kp.Public, msg, s.sig), "case %d len %d", c.ID, m.Len)
				assert.Equal(t, s.verify, VerifyLegacy(kp.Public, msg, s.sig), "case %d len %d", c.ID, m.Len)
				for _, openFn := range []func([]byte, []byte) ([]byte, bool){OpenMessage, OpenMessageLegacy} {
					got, ok := openFn(kp.Public, s.signed)
					assert.Equal(t, s.open, ok)
					assert.Equal(t, msg, got)
				}
				// The Ed25519 relation.
				edSig := bytes.Clone(s.sig)
				edSig[63] &= 0x7f
				assert.True(t, ed25519.Verify(ed25519.PublicKey(edpk), msg, edSig), "case %d len %d: Ed25519", c.ID, m.Len)
			}
		}
	}
	assert.Equal(t, 320, messages)
}

// strictDiffers lists the entries where Verify or OpenMessage (strict)
// decides otherwise than curve25519-js, and what it decides: every one is
// a signature the reference accepts and Verify rejects, never the reverse.
var strictDiffers = map[string]string{
	"N08": "false", // bit 255 of the public key set: not canonical
	"N12": "false", // S + ℓ: S not below ℓ
	"N13": "null",  // S + 2ℓ in a signed message
	"E03": "false", // u = 0: A = (0, −1) has order 2
	"E04": "false", // u = p: not canonical (and order 2)
	"E05": "false", // u = 0 with the sign bit: x = 0 with the sign bit set
	"E06": "false", // u = −1: on the twist; the reference's y = 0 has order 4
	"E13": "false", // S + 7ℓ
}

// TestNegativeEdgeInterop runs every negative, edge and interop entry: the
// expected value is the reference's, which VerifyLegacy, OpenMessageLegacy
// and SharedKey must reproduce; Verify and OpenMessage must too except for
// strictDiffers.
func TestNegativeEdgeInterop(t *testing.T) {
	f := loadVectors(t)
	require.Len(t, f.Negative, 15)
	require.Len(t, f.Edge, 15)
	require.Len(t, f.Interop, 6)
	seen := map[string]bool{}
	for _, e := range append(append(append([]entry(nil), f.Negative...), f.Edge...), f.Interop...) {
		t.Run(e.ID, func(t *testing.T) {
			seen[e.ID] = true
			strictWant, differs := strictDiffers[e.ID]
			switch e.Op {
			case "verify":
				var want bool
				require.NoError(t, json.Unmarshal(e.Expected, &want))
				pub, msg, sig := unhex(t, e.Public), unhex(t, e.Msg), unhex(t, e.Sig)
				pub0, msg0, sig0 := bytes.Clone(pub), bytes.Clone(msg), bytes.Clone(sig)
				assert.Equal(t, want, VerifyLegacy(pub, msg, sig), "legacy: %s", e.Note+e.Description)
				strict := want
				if differs {
					strict = strictWant == "true"
				}
				assert.Equal(t, strict, Verify(pub, msg, sig), "strict: %s", e.Note+e.Description)
				assert.Equal(t, pub0, pub)
				assert.Equal(t, msg0, msg)
				assert.Equal(t, sig0, sig)
			case "openMessage":
				var want *string
				require.NoError(t, json.Unmarshal(e.Expected, &want))
				signed := unhex(t, e.Signed)
				signed0 := bytes.Clone(signed)
				checkOpen := func(name string, got []byte, ok bool, want *string) {
					if want == nil {
						assert.False(t, ok, name)
						assert.Nil(t, got, name)
						return
					}
					assert.True(t, ok, name)
					assert.Equal(t, *want, hex.EncodeToString(got), name)
					assert.NotNil(t, got, name)
				}
				got, ok := OpenMessageLegacy(unhex(t, e.Public), signed)
				checkOpen("legacy", got, ok, want)
				strict := want
				if differs {
					strict = nil
					require.Equal(t, "null", strictWant)
				}
				got, ok = OpenMessage(unhex(t, e.Public), signed)
				checkOpen("strict", got, ok, strict)
				assert.Equal(t, signed0, signed, "the input must not be modified")
				if e.BufferAfterCall != "" {
					// E15: the reference left the buffer changed; here a
					// second call on the same buffer still succeeds.
					assert.NotEqual(t, e.BufferAfterCall, hex.EncodeToString(signed))
					assert.Nil(t, e.SecondCall)
					got, ok = OpenMessageLegacy(unhex(t, e.Public), signed)
					checkOpen("legacy, second call", got, ok, want)
				}
			case "sign":
				var want string
				require.NoError(t, json.Unmarshal(e.Expected, &want))
				var rnd []byte
				if e.OptRandom != nil {
					rnd = unhex(t, *e.OptRandom)
				}
				sig, err := Sign(unhex(t, e.Secret), unhex(t, e.Msg), rnd)
				require.NoError(t, err)
				assert.Equal(t, want, hex.EncodeToString(sig), e.Note)
				if rnd != nil {
					det, err := Sign(unhex(t, e.Secret), unhex(t, e.Msg), nil)
					require.NoError(t, err)
					assert.NotEqual(t, det, sig, "zero randomness is not the deterministic nonce")
				}
			case "sharedKey":
				var want string
				require.NoError(t, json.Unmarshal(e.Expected, &want))
				got, err := SharedKey(unhex(t, e.Secret), unhex(t, e.Public))
				require.NoError(t, err)
				assert.Equal(t, want, hex.EncodeToString(got), e.Note)
			case "generateKeyPair":
				var want struct{ Private, Public string }
				require.NoError(t, json.Unmarshal(e.Expected, &want))
				kp, err := GenerateKeyPair(unhex(t, e.Seed))
				require.NoError(t, err)
				assert.Equal(t, want.Private, hex.EncodeToString(kp.Private))
				assert.Equal(t, want.Public, hex.EncodeToString(kp.Public))
			default:
				t.Fatalf("unknown op %q", e.Op)
			}
		})
	}
	for id := range strictDiffers {
		assert.True(t, seen[id], "%s not in the file", id)
	}
}
