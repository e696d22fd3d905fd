package weierstrass_test

import (
	"crypto"
	"crypto/sha256"
	"testing"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/field/fnr256"
	"github.com/curvekit/curvekit/field/fpr256"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestECDSAMisuseReturnsErrors walks the engine's ECDSA, key and signature
// API with nil and zero-value arguments: NewECDSA on a nil curve, zero and
// nil keys and signatures in Sign, Verify, RecoverPublicKey and ECDH, and
// every method of a zero Signature, PublicKey and PrivateKey. Each returns
// an error, false or an empty value; none panics.
func TestECDSAMisuseReturnsErrors(t *testing.T) {
	type (
		priv = weierstrass.PrivateKey[fpr256.Element, fnr256.Element]
		pub  = weierstrass.PublicKey[fpr256.Element, fnr256.Element]
		sig  = weierstrass.Signature[fpr256.Element, fnr256.Element]
	)
	c := p256(t)
	e := mustECDSA(t, c, crypto.SHA256, false)
	k, err := c.GenerateKey(nil)
	require.NoError(t, err)
	digest := sha256.Sum256([]byte("misuse"))
	good, err := e.Sign(k, digest[:], nil)
	require.NoError(t, err)
	var (
		nilPriv *priv
		nilPub  *pub
		nilSig  *sig
	)
	calls := map[string]func() error{
		"NewECDSA(nil)": func() error {
			_, err := weierstrass.NewECDSA[fpr256.Element, fnr256.Element](nil, weierstrass.ECDSAParams{Hash: crypto.SHA256})
			return err
		},
		"Sign(nil key)":             func() error { _, err := e.Sign(nilPriv, digest[:], nil); return err },
		"Sign(zero key)":            func() error { _, err := e.Sign(new(priv), digest[:], nil); return err },
		"SignTo(nil sig)":           func() error { return e.SignTo(nil, k, digest[:], nil) },
		"Verify(nil key)":           func() error { return e.Verify(nilPub, digest[:], good, nil) },
		"Verify(zero key)":          func() error { return e.Verify(new(pub), digest[:], good, nil) },
		"Verify(nil sig)":           func() error { return e.Verify(k.PublicKey(), digest[:], nilSig, nil) },
		"Verify(zero sig)":          func() error { return e.Verify(k.PublicKey(), digest[:], new(sig), nil) },
		"VerifyASN1(zero key)":      func() error { return e.VerifyASN1(new(pub), digest[:], good.ASN1(), nil) },
		"VerifyCompact(nil key)":    func() error { return e.VerifyCompact(nilPub, digest[:], good.Bytes(), nil) },
		"VerifyCompact(short sig)":  func() error { return e.VerifyCompact(k.PublicKey(), digest[:], good.Bytes()[1:], nil) },
		"RecoverPublicKey(nil sig)": func() error { _, err := e.RecoverPublicKey(digest[:], nilSig, nil); return err },
		"RecoverPublicKey(zero)":    func() error { _, err := e.RecoverPublicKey(digest[:], new(sig), nil); return err },
		"ECDH(zero key)":            func() error { _, err := new(priv).ECDH(k.PublicKey()); return err },
		"ECDH(nil peer)":            func() error { _, err := k.ECDH(nilPub); return err },
		"ECDH(nil key)":             func() error { _, err := nilPriv.ECDH(k.PublicKey()); return err },
		"NewPublicKeyFromPoint(nil)": func() error {
			_, err := c.NewPublicKeyFromPoint(nil)
			return err
		},
		"NewPrivateKey(nil)":           func() error { _, err := c.NewPrivateKey(nil); return err },
		"NewPublicKey(nil)":            func() error { _, err := c.NewPublicKey(nil); return err },
		"ParseSignature(nil)":          func() error { _, err := c.ParseSignature(nil); return err },
		"ParseSignatureASN1(nil)":      func() error { _, err := c.ParseSignatureASN1(nil); return err },
		"zero Signature.SetRecoveryID": func() error { _, err := new(sig).SetRecoveryID(1); return err },
		"nil Signature.WithRecoveryID": func() error { _, err := nilSig.WithRecoveryID(1); return err },
	}
	for name, call := range calls {
		require.NotPanics(t, func() { assert.Error(t, call(), name) }, name)
	}
	require.NotPanics(t, func() {
		for _, s := range []*sig{nilSig, new(sig)} {
			assert.False(t, s.IsValid())
			assert.Nil(t, s.Curve())
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
		}
		//lint:ignore SA1019 the deprecated method must still not panic
		assert.Nil(t, new(sig).NormalizeS().Curve(), "NormalizeS on the zero value")
		for _, p := range []*pub{nilPub, new(pub)} {
			assert.Nil(t, p.Curve())
			assert.Nil(t, p.Bytes())
			assert.Nil(t, p.BytesCompressed())
			assert.Nil(t, p.Point())
			assert.False(t, p.Equal(k.PublicKey()))
			assert.False(t, k.PublicKey().Equal(p))
		}
		for _, p := range []*priv{nilPriv, new(priv)} {
			assert.Nil(t, p.Curve())
			assert.Nil(t, p.Bytes())
			assert.False(t, p.Equal(k))
			assert.False(t, k.Equal(p))
			var z fnr256.Element
			p.Scalar(&z)
			assert.Equal(t, fnr256.Element{}, z)
		}
		assert.Nil(t, nilPriv.PublicKey())
	})
}
