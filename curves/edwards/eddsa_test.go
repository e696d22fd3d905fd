package edwards

import (
	"crypto"
	"crypto/ed25519"
	"crypto/rand"
	"crypto/sha512"
	"encoding/hex"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Domain-separation prefixes of RFC 8032 §5.1 (dom2) and §5.2 (dom4).
const (
	dom2Prefix = "SigEd25519 no Ed25519 collisions"
	dom4Prefix = "SigEd448"
)

// ed25519Params are the RFC 8032 §5.1 parameters of Ed25519.
var ed25519Params = SchemeParams{Hash: sha512.New, DomPrefix: dom2Prefix, Prehash: sha512.New}

// ed448Params are the RFC 8032 §5.2 parameters of Ed448.
var ed448Params = SchemeParams{Hash: SHAKE256Hash(114), DomPrefix: dom4Prefix, DomAlways: true, Prehash: SHAKE256Hash(64)}

// signer is the part of a Scheme the EdDSA tests use, whatever its types.
type signer interface {
	DerivePublicKey(pub, seed []byte) error
	Sign(sig, seed, pub, msg []byte, opts *Options) error
	Verify(pub, msg, sig []byte, opts *Options) error
	Prehash(msg []byte) ([]byte, error)
	SeedSize() int
	SignatureSize() int
}

// testSchemes returns Ed25519 and Ed448 over each test curve.
func testSchemes(t testing.TB) (ed25519s, ed448s map[string]signer) {
	testCurves(t)
	mk := func(s signer, err error) signer {
		require.NoError(t, err)
		return s
	}
	ed25519s = map[string]signer{
		"fp25519": mk(NewScheme(ed25519Fixed, ed25519Params)),
		"Prime":   mk(NewScheme(ed25519Prime, ed25519Params)),
	}
	ed448s = map[string]signer{
		"fp448": mk(NewScheme(ed448Fixed, ed448Params)),
		"Prime": mk(NewScheme(ed448Prime, ed448Params)),
	}
	return ed25519s, ed448s
}

func unhex(t testing.TB, s string) []byte {
	b, err := hex.DecodeString(s)
	require.NoError(t, err)
	return b
}

var allPolicies = []Policy{RFC8032, Stdlib, ZIP215, Strict}

func TestRFC8032Vectors(t *testing.T) {
	ed25519s, ed448s := testSchemes(t)
	run := func(t *testing.T, s signer, vectors []rfc8032Vector) {
		for _, v := range vectors {
			seed, wantPub, msg, wantSig := unhex(t, v.seed), unhex(t, v.pub), unhex(t, v.msg), unhex(t, v.sig)
			opts := &Options{Context: string(unhex(t, v.ctx)), Prehashed: v.ph}
			if v.ph {
				var err error
				msg, err = s.Prehash(msg)
				require.NoError(t, err)
			}
			pub := make([]byte, len(wantPub))
			require.NoError(t, s.DerivePublicKey(pub, seed))
			assert.Equal(t, v.pub, hex.EncodeToString(pub), v.name)
			sig := make([]byte, s.SignatureSize())
			require.NoError(t, s.Sign(sig, seed, pub, msg, opts))
			assert.Equal(t, v.sig, hex.EncodeToString(sig), v.name)
			for _, p := range allPolicies {
				opts.Policy = p
				require.NoError(t, s.Verify(pub, msg, wantSig, opts), "%s %v", v.name, p)
				bad := append([]byte(nil), wantSig...)
				bad[5] ^= 1
				require.ErrorIs(t, s.Verify(pub, msg, bad, opts), ErrInvalidSignature, "%s %v", v.name, p)
				bad = append(msg[:len(msg):len(msg)], 0)
				if !v.ph {
					require.ErrorIs(t, s.Verify(pub, bad, wantSig, opts), ErrInvalidSignature, "%s %v", v.name, p)
				}
				wrongCtx := *opts
				wrongCtx.Context += "x"
				require.ErrorIs(t, s.Verify(pub, msg, wantSig, &wrongCtx), ErrInvalidSignature, "%s %v", v.name, p)
			}
		}
	}
	for name, s := range ed25519s {
		t.Run("Ed25519/"+name, func(t *testing.T) { run(t, s, rfc8032Ed25519) })
	}
	for name, s := range ed448s {
		t.Run("Ed448/"+name, func(t *testing.T) { run(t, s, rfc8032Ed448) })
	}
}

// TestDifferentialStdlib signs and verifies random messages with curvekit and
// crypto/ed25519, including Ed25519ctx and Ed25519ph, and mutated inputs.
func TestDifferentialStdlib(t *testing.T) {
	ed25519s, _ := testSchemes(t)
	for name, s := range ed25519s {
		t.Run(name, func(t *testing.T) {
			for i := range 32 {
				seed := make([]byte, 32)
				msg := make([]byte, i*7)
				_, _ = rand.Read(seed)
				_, _ = rand.Read(msg)
				priv := ed25519.NewKeyFromSeed(seed)
				pub := make([]byte, 32)
				require.NoError(t, s.DerivePublicKey(pub, seed))
				require.Equal(t, []byte(priv.Public().(ed25519.PublicKey)), pub)

				var goOpts ed25519.Options
				opts := &Options{Policy: Stdlib}
				m := msg
				switch i % 3 {
				case 1:
					goOpts.Context = "context " + hex.EncodeToString(msg[:min(len(msg), 4)])
					opts.Context = goOpts.Context
				case 2:
					d := sha512.Sum512(msg)
					m = d[:]
					goOpts.Hash = crypto.SHA512
					opts.Prehashed = true
					opts.Context = "ph"
					goOpts.Context = "ph"
				}
				want, err := priv.Sign(nil, m, &goOpts)
				require.NoError(t, err)
				sig := make([]byte, 64)
				require.NoError(t, s.Sign(sig, seed, pub, m, opts))
				require.Equal(t, want, sig)
				require.NoError(t, s.Verify(pub, m, sig, opts))
				// Mutations: each flipped bit must give the same verdict as Go.
				for j := 0; j < 64*8; j += 37 {
					bad := append([]byte(nil), sig...)
					bad[j/8] ^= 1 << (j % 8)
					goErr := ed25519.VerifyWithOptions(pub, m, bad, &goOpts)
					assert.Equal(t, goErr == nil, s.Verify(pub, m, bad, opts) == nil, "bit %d", j)
				}
			}
		})
	}
}

func TestOptionErrors(t *testing.T) {
	ed25519s, ed448s := testSchemes(t)
	s, s448 := ed25519s["fp25519"], ed448s["fp448"]
	seed := make([]byte, 32)
	pub := make([]byte, 32)
	require.NoError(t, s.DerivePublicKey(pub, seed))
	sig := make([]byte, 64)
	long := string(make([]byte, 256))
	require.Error(t, s.Sign(sig, seed, pub, nil, &Options{Context: long}))
	require.Error(t, s.Sign(sig, seed, pub, []byte("short"), &Options{Prehashed: true}))
	require.Error(t, s.Sign(sig[:63], seed, pub, nil, nil))
	require.Error(t, s.Sign(sig, seed[:31], pub, nil, nil))
	require.Error(t, s.DerivePublicKey(pub[:31], seed))
	require.NoError(t, s.Sign(sig, seed, pub, nil, nil))
	require.Error(t, s.Verify(pub, nil, sig[:63], nil))
	require.Error(t, s.Verify(pub[:31], nil, sig, nil))
	require.Error(t, s.Verify(pub, nil, sig, &Options{Policy: 9}))
	require.Error(t, s.Verify(pub, nil, sig, &Options{Context: long}))
	// S ≥ n is rejected under every policy: add n to S.
	hi := append([]byte(nil), sig...)
	addLE(hi[32:], l25519.Bytes())
	for _, p := range allPolicies {
		require.ErrorIs(t, s.Verify(pub, nil, hi, &Options{Policy: p}), ErrInvalidSignature, p)
	}
	// Ed448: 0–255 byte contexts, the last byte of S must be zero.
	seed448 := make([]byte, 57)
	pub448 := make([]byte, 57)
	require.NoError(t, s448.DerivePublicKey(pub448, seed448))
	sig448 := make([]byte, 114)
	require.NoError(t, s448.Sign(sig448, seed448, pub448, []byte("m"), &Options{Context: string(make([]byte, 255))}))
	require.NoError(t, s448.Verify(pub448, []byte("m"), sig448, &Options{Context: string(make([]byte, 255))}))
	sig448[113] = 1
	require.ErrorIs(t, s448.Verify(pub448, []byte("m"), sig448, &Options{Context: string(make([]byte, 255))}), ErrInvalidSignature)
	// A scheme without prehash or contexts.
	plain, err := NewScheme(ed25519Fixed, SchemeParams{Hash: sha512.New})
	require.NoError(t, err)
	require.Error(t, plain.Sign(sig, seed, pub, nil, &Options{Context: "x"}))
	_, err = plain.Prehash(nil)
	require.Error(t, err)
	require.NoError(t, plain.Sign(sig, seed, pub, []byte("m"), nil))
	require.NoError(t, s.Verify(pub, []byte("m"), sig, nil))
}

// addLE adds the big-endian integer be to the little-endian integer x in
// place, ignoring the carry out.
func addLE(x, be []byte) {
	carry := 0
	for i := range x {
		v := int(x[i]) + carry
		if i < len(be) {
			v += int(be[len(be)-1-i])
		}
		x[i], carry = byte(v), v>>8
	}
}

func TestNewSchemeErrors(t *testing.T) {
	testCurves(t)
	_, err := NewScheme(ed25519Fixed, SchemeParams{})
	require.Error(t, err)
	_, err = NewScheme(ed448Fixed, SchemeParams{Hash: sha512.New})
	require.ErrorContains(t, err, "hash output")
	_, err = NewScheme(ed25519Fixed, SchemeParams{Hash: sha512.New, Prehash: sha512.New})
	require.Error(t, err)
	_, err = NewScheme(ed25519Fixed, SchemeParams{Hash: sha512.New, DomAlways: true})
	require.Error(t, err)
}
