package ecdsatest

import (
	"crypto"
	"crypto/sha256"
	"strings"
	"testing"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// API is the ECDSA API that every definition package exports, as function
// values (package functions and method expressions), for Misuse. Priv and
// Pub are the package's key types.
type API[Priv, Pub any, E, S any] struct {
	Prefix string // the package's error prefix, "p256"

	GenerateKey     func() (*Priv, error) // with a deterministic reader
	NewPrivateKey   func([]byte) (*Priv, error)
	NewPublicKey    func([]byte) (*Pub, error)
	NewPublicKeyPt  func(*weierstrass.Point[E, S]) (*Pub, error)
	PublicKey       func(*Priv) *Pub
	PrivBytes       func(*Priv) []byte
	PubBytes        func(*Pub) []byte
	PubCompressed   func(*Pub) []byte
	PrivEqual       func(*Priv, crypto.PrivateKey) bool
	PubEqual        func(*Pub, crypto.PublicKey) bool
	Sign            func(*Priv, []byte, *weierstrass.SignOptions) (*weierstrass.Signature[E, S], error)
	SignTo          func(*weierstrass.Signature[E, S], *Priv, []byte, *weierstrass.SignOptions) error
	SignerSign      func(*Priv, []byte, crypto.SignerOpts) ([]byte, error) // PrivateKey.Sign, nil rand
	Verify          func(*Pub, []byte, *weierstrass.Signature[E, S]) bool
	VerifyWithOpts  func(*Pub, []byte, *weierstrass.Signature[E, S], *weierstrass.VerifyOptions) error
	VerifyASN1      func(*Pub, []byte, []byte) bool
	VerifyASN1Opts  func(*Pub, []byte, []byte, *weierstrass.VerifyOptions) error
	ECDH            func(*Priv, *Pub) ([]byte, error)
	ParseSignature  func([]byte) (*weierstrass.Signature[E, S], error)
	ParseDER        func([]byte) (*weierstrass.Signature[E, S], error)
	NewSignature    func(r, s []byte) (*weierstrass.Signature[E, S], error)
	RecoverPubKey   func([]byte, *weierstrass.Signature[E, S]) (*Pub, error)
	MarshalPKIX     func(*Pub) ([]byte, error)
	MarshalPKCS8    func(*Priv) ([]byte, error)
	MarshalECPriv   func(*Priv) ([]byte, error)
	ParsePKIX       func([]byte) (*Pub, error)
	ParsePKCS8      func([]byte) (*Priv, error)
	ParseECPrivate  func([]byte) (*Priv, error)
	ErrUninitKey    error
	ErrUninitSig    error
	ErrInvalidPriv  error
	ErrInvalidPub   error
	ErrMalformedSig error
	ErrInvalidSig   error
	ErrNoRecoveryID error
}

// Misuse walks api with nil, zero-value and wrong-length arguments: every
// call returns an error matching the documented sentinel, printed with the
// package's prefix once and no engine prefix, or false or nil bytes; none
// panics.
func Misuse[Priv, Pub any, E, S any](t *testing.T, api API[Priv, Pub, E, S]) {
	t.Helper()
	type sig = weierstrass.Signature[E, S]
	priv, err := api.GenerateKey()
	require.NoError(t, err)
	pub := api.PublicKey(priv)
	digest := sha256.Sum256([]byte("misuse"))
	good, err := api.Sign(priv, digest[:], nil)
	require.NoError(t, err)
	var (
		nilPriv  *Priv
		nilPub   *Pub
		zeroPriv = new(Priv)
		zeroPub  = new(Pub)
	)
	noID, err := api.ParseSignature(good.Bytes())
	require.NoError(t, err)
	cases := []errorCall{
		{"Sign(nil key)", api.ErrUninitKey, func() error { _, err := api.Sign(nilPriv, digest[:], nil); return err }},
		{"Sign(zero key)", api.ErrUninitKey, func() error { _, err := api.Sign(zeroPriv, digest[:], nil); return err }},
		{"SignTo(nil sig)", api.ErrUninitSig, func() error { return api.SignTo(nil, priv, digest[:], nil) }},
		{"SignTo(zero key)", api.ErrUninitKey, func() error { return api.SignTo(new(sig), zeroPriv, digest[:], nil) }},
		{"PrivateKey.Sign(zero key)", api.ErrUninitKey, func() error { _, err := api.SignerSign(zeroPriv, digest[:], crypto.SHA256); return err }},
		{"PrivateKey.Sign(nil key)", api.ErrUninitKey, func() error { _, err := api.SignerSign(nilPriv, digest[:], nil); return err }},
		{"VerifyWithOptions(zero key)", api.ErrUninitKey, func() error { return api.VerifyWithOpts(zeroPub, digest[:], good, nil) }},
		{"VerifyWithOptions(nil key)", api.ErrUninitKey, func() error { return api.VerifyWithOpts(nilPub, digest[:], good, nil) }},
		{"VerifyWithOptions(zero sig)", api.ErrUninitSig, func() error { return api.VerifyWithOpts(pub, digest[:], new(sig), nil) }},
		{"VerifyWithOptions(nil sig)", api.ErrUninitSig, func() error { return api.VerifyWithOpts(pub, digest[:], nil, nil) }},
		{"VerifyWithOptions(other digest)", api.ErrInvalidSig, func() error { return api.VerifyWithOpts(pub, []byte("other"), good, nil) }},
		{"VerifyASN1WithOptions(nil DER)", api.ErrInvalidSig, func() error { return api.VerifyASN1Opts(pub, digest[:], nil, nil) }},
		{"VerifyASN1WithOptions(nil key)", api.ErrUninitKey, func() error { return api.VerifyASN1Opts(nilPub, digest[:], good.ASN1(), nil) }},
		{"ECDH(nil, pub)", api.ErrUninitKey, func() error { _, err := api.ECDH(nilPriv, pub); return err }},
		{"ECDH(priv, zero)", api.ErrUninitKey, func() error { _, err := api.ECDH(priv, zeroPub); return err }},
		{"ECDH(zero, pub)", api.ErrUninitKey, func() error { _, err := api.ECDH(zeroPriv, pub); return err }},
		{"RecoverPublicKey(nil sig)", api.ErrUninitSig, func() error { _, err := api.RecoverPubKey(digest[:], nil); return err }},
		{"RecoverPublicKey(zero sig)", api.ErrUninitSig, func() error { _, err := api.RecoverPubKey(digest[:], new(sig)); return err }},
		{"RecoverPublicKey(no id)", api.ErrNoRecoveryID, func() error { _, err := api.RecoverPubKey(digest[:], noID); return err }},
		{"NewPrivateKey(nil)", api.ErrInvalidPriv, func() error { _, err := api.NewPrivateKey(nil); return err }},
		{"NewPrivateKey(long)", api.ErrInvalidPriv, func() error { _, err := api.NewPrivateKey(make([]byte, 100)); return err }},
		{"NewPrivateKey(size+1)", api.ErrInvalidPriv, func() error { _, err := api.NewPrivateKey(make([]byte, len(api.PrivBytes(priv))+1)); return err }},
		{"NewPrivateKey(0)", api.ErrInvalidPriv, func() error { _, err := api.NewPrivateKey(make([]byte, len(api.PrivBytes(priv)))); return err }},
		{"NewPublicKey(nil)", api.ErrInvalidPub, func() error { _, err := api.NewPublicKey(nil); return err }},
		{"NewPublicKey(64 bytes)", api.ErrInvalidPub, func() error { _, err := api.NewPublicKey(make([]byte, 64)); return err }},
		{"NewPublicKey(size-1)", api.ErrInvalidPub, func() error { _, err := api.NewPublicKey(make([]byte, len(api.PubBytes(pub))-1)); return err }},
		{"NewPublicKeyFromPoint(nil)", api.ErrInvalidPub, func() error { _, err := api.NewPublicKeyPt(nil); return err }},
		{"ParseSignature(nil)", api.ErrMalformedSig, func() error { _, err := api.ParseSignature(nil); return err }},
		{"ParseSignature(long)", api.ErrMalformedSig, func() error { _, err := api.ParseSignature(append(good.Bytes(), 0)); return err }},
		{"ParseSignature(r = s = 0)", api.ErrMalformedSig, func() error { _, err := api.ParseSignature(make([]byte, len(good.Bytes()))); return err }},
		{"ParseDERSignature(nil)", api.ErrMalformedSig, func() error { _, err := api.ParseDER(nil); return err }},
		{"NewSignature(nil, nil)", api.ErrMalformedSig, func() error { _, err := api.NewSignature(nil, nil); return err }},
		{"zero PublicKey.MarshalPKIX", api.ErrUninitKey, func() error { _, err := api.MarshalPKIX(zeroPub); return err }},
		{"nil PublicKey.MarshalPKIX", api.ErrUninitKey, func() error { _, err := api.MarshalPKIX(nilPub); return err }},
		{"zero PrivateKey.MarshalPKCS8", api.ErrUninitKey, func() error { _, err := api.MarshalPKCS8(zeroPriv); return err }},
		{"nil PrivateKey.MarshalECPrivateKey", api.ErrUninitKey, func() error { _, err := api.MarshalECPriv(nilPriv); return err }},
		{"zero PrivateKey.MarshalECPrivateKey", api.ErrUninitKey, func() error { _, err := api.MarshalECPriv(zeroPriv); return err }},
		{"ParsePKIXPublicKey(nil)", nil, func() error { _, err := api.ParsePKIX(nil); return err }},
		{"ParsePKCS8PrivateKey(nil)", nil, func() error { _, err := api.ParsePKCS8(nil); return err }},
		{"ParseECPrivateKey(nil)", nil, func() error { _, err := api.ParseECPrivate(nil); return err }},
	}
	checkErrors(t, api.Prefix, cases)

	// Calls without an error result: false, nil or an empty value.
	require.NotPanics(t, func() {
		assert.False(t, api.Verify(zeroPub, digest[:], good))
		assert.False(t, api.Verify(nilPub, digest[:], good))
		assert.False(t, api.Verify(pub, digest[:], new(sig)))
		assert.False(t, api.Verify(pub, digest[:], nil))
		assert.False(t, api.VerifyASN1(zeroPub, digest[:], good.ASN1()))
		assert.False(t, api.VerifyASN1(pub, digest[:], nil))
		for _, k := range []*Pub{zeroPub, nilPub} {
			assert.Nil(t, api.PubBytes(k))
			assert.Nil(t, api.PubCompressed(k))
			assert.False(t, api.PubEqual(k, pub))
			assert.False(t, api.PubEqual(pub, k))
			assert.False(t, api.PubEqual(k, k))
		}
		for _, k := range []*Priv{zeroPriv, nilPriv} {
			assert.Nil(t, api.PrivBytes(k))
			assert.Nil(t, api.PubBytes(api.PublicKey(k)))
			assert.False(t, api.PrivEqual(k, priv))
			assert.False(t, api.PrivEqual(priv, k))
		}
		for _, s := range []*sig{new(sig), nil} {
			assert.Nil(t, s.Bytes())
			assert.Nil(t, s.ASN1())
			assert.Nil(t, s.R())
			assert.Nil(t, s.S())
			_, ok := s.RecoveryID()
			assert.False(t, ok)
			assert.False(t, s.IsLowS())
			assert.Nil(t, s.NormalizedS())
			assert.False(t, s.Equal(good))
			assert.False(t, good.Equal(s))
			_, err := s.WithRecoveryID(0)
			assert.Error(t, err)
			_, err = s.SetRecoveryID(0)
			assert.Error(t, err)
			assert.Equal(t, []byte{1}, s.AppendBytes([]byte{1}))
			assert.Equal(t, []byte{1}, s.AppendASN1([]byte{1}))
			assert.False(t, s.IsValid())
		}
		_, err := good.WithRecoveryID(4)
		assert.Error(t, err, "recovery id 4")
	})
}

// errorCall is a call that must fail: with an error matching want (any error
// for a nil want).
type errorCall struct {
	name string
	want error
	call func() error
}

// checkErrors makes each call: none panics, each returns an error matching
// its sentinel, printed with prefix once and no engine prefix.
func checkErrors(t *testing.T, prefix string, calls []errorCall) {
	t.Helper()
	for _, tc := range calls {
		require.NotPanics(t, func() {
			err := tc.call()
			require.Error(t, err, tc.name)
			if tc.want != nil {
				assert.ErrorIs(t, err, tc.want, tc.name)
			}
			msg := err.Error()
			assert.True(t, strings.HasPrefix(msg, prefix+": ") && strings.Count(msg, prefix+":") == 1 &&
				!strings.Contains(msg, "weierstrass:"), "%s: one prefix: %q", tc.name, msg)
		}, tc.name)
	}
}
