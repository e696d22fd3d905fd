package p384_test

import (
	"crypto"
	"crypto/sha512"
	"errors"
	"strings"
	"testing"

	"github.com/curvekit/curvekit/definitions/p384"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMisuseReturnsErrors walks the exported API with nil, zero-value and
// wrong-length arguments: every call returns an error matching the
// documented sentinel (or false, or nil bytes) and none panics.
func TestMisuseReturnsErrors(t *testing.T) {
	priv, err := p384.GenerateKey(testRand(40))
	require.NoError(t, err)
	pub := priv.PublicKey()
	digest := sha512.Sum384([]byte("misuse"))
	sig, err := p384.Sign(priv, digest[:], nil)
	require.NoError(t, err)
	var (
		nilPriv  *p384.PrivateKey
		nilPub   *p384.PublicKey
		nilSig   *p384.Signature
		zeroPriv = new(p384.PrivateKey)
		zeroPub  = new(p384.PublicKey)
		zeroSig  = new(p384.Signature)
	)
	errCalls := []struct {
		name string
		want error
		call func() error
	}{
		{"Sign(nil key)", p384.ErrUninitializedKey, func() error { _, err := p384.Sign(nilPriv, digest[:], nil); return err }},
		{"Sign(zero key)", p384.ErrUninitializedKey, func() error { _, err := p384.Sign(zeroPriv, digest[:], nil); return err }},
		{"SignTo(nil sig)", p384.ErrUninitializedSignature, func() error { return p384.SignTo(nil, priv, digest[:], nil) }},
		{"SignTo(zero key)", p384.ErrUninitializedKey, func() error { return p384.SignTo(new(p384.Signature), zeroPriv, digest[:], nil) }},
		{"PrivateKey.Sign(zero)", p384.ErrUninitializedKey, func() error { _, err := zeroPriv.Sign(nil, digest[:], crypto.SHA384); return err }},
		{"PrivateKey.Sign(nil)", p384.ErrUninitializedKey, func() error { _, err := nilPriv.Sign(nil, digest[:], nil); return err }},
		{"VerifyWithOptions(zero key)", p384.ErrUninitializedKey, func() error { return p384.VerifyWithOptions(zeroPub, digest[:], sig, nil) }},
		{"VerifyWithOptions(nil key)", p384.ErrUninitializedKey, func() error { return p384.VerifyWithOptions(nilPub, digest[:], sig, nil) }},
		{"VerifyWithOptions(zero sig)", p384.ErrUninitializedSignature, func() error { return p384.VerifyWithOptions(pub, digest[:], zeroSig, nil) }},
		{"VerifyWithOptions(nil sig)", p384.ErrUninitializedSignature, func() error { return p384.VerifyWithOptions(pub, digest[:], nilSig, nil) }},
		{"VerifyWithOptions(bad digest)", p384.ErrInvalidSignature, func() error { return p384.VerifyWithOptions(pub, []byte("other"), sig, nil) }},
		{"VerifyASN1WithOptions(nil der)", p384.ErrInvalidSignature, func() error { return p384.VerifyASN1WithOptions(pub, digest[:], nil, nil) }},
		{"VerifyASN1WithOptions(nil key)", p384.ErrUninitializedKey, func() error { return p384.VerifyASN1WithOptions(nil, digest[:], sig.ASN1(), nil) }},
		{"ECDH(nil, pub)", p384.ErrUninitializedKey, func() error { _, err := p384.ECDH(nil, pub); return err }},
		{"ECDH(priv, zero)", p384.ErrUninitializedKey, func() error { _, err := p384.ECDH(priv, zeroPub); return err }},
		{"PrivateKey.ECDH(zero)", p384.ErrUninitializedKey, func() error { _, err := zeroPriv.ECDH(pub); return err }},
		{"RecoverPublicKey(nil sig)", p384.ErrUninitializedSignature, func() error { _, err := p384.RecoverPublicKey(digest[:], nil); return err }},
		{"RecoverPublicKey(zero sig)", p384.ErrUninitializedSignature, func() error { _, err := p384.RecoverPublicKey(digest[:], zeroSig); return err }},
		{"RecoverPublicKey(no id)", p384.ErrNoRecoveryID, func() error {
			parsed, err := p384.ParseSignature(sig.Bytes())
			require.NoError(t, err)
			_, err = p384.RecoverPublicKey(digest[:], parsed)
			return err
		}},
		{"NewPrivateKey(nil)", p384.ErrInvalidPrivateKey, func() error { _, err := p384.NewPrivateKey(nil); return err }},
		{"NewPrivateKey(49 bytes)", p384.ErrInvalidPrivateKey, func() error { _, err := p384.NewPrivateKey(make([]byte, 49)); return err }},
		{"NewPrivateKey(0)", p384.ErrInvalidPrivateKey, func() error { _, err := p384.NewPrivateKey(make([]byte, 48)); return err }},
		{"NewPublicKey(nil)", p384.ErrInvalidPublicKey, func() error { _, err := p384.NewPublicKey(nil); return err }},
		{"NewPublicKey(96 bytes)", p384.ErrInvalidPublicKey, func() error { _, err := p384.NewPublicKey(make([]byte, 96)); return err }},
		{"NewPublicKeyFromPoint(nil)", p384.ErrInvalidPublicKey, func() error { _, err := p384.NewPublicKeyFromPoint(nil); return err }},
		{"ParseSignature(nil)", p384.ErrMalformedSignature, func() error { _, err := p384.ParseSignature(nil); return err }},
		{"ParseSignature(97 bytes)", p384.ErrMalformedSignature, func() error { _, err := p384.ParseSignature(make([]byte, 97)); return err }},
		{"ParseSignature(zero r)", p384.ErrMalformedSignature, func() error { _, err := p384.ParseSignature(make([]byte, 96)); return err }},
		{"ParseDERSignature(nil)", p384.ErrMalformedSignature, func() error { _, err := p384.ParseDERSignature(nil); return err }},
		{"NewSignature(nil, nil)", p384.ErrMalformedSignature, func() error { _, err := p384.NewSignature(nil, nil); return err }},
		{"zero PublicKey.ToECDSA", p384.ErrUninitializedKey, func() error { _, err := zeroPub.ToECDSA(); return err }},
		{"nil PublicKey.ToECDH", p384.ErrUninitializedKey, func() error { _, err := nilPub.ToECDH(); return err }},
		{"zero PrivateKey.ToECDSA", p384.ErrUninitializedKey, func() error { _, err := zeroPriv.ToECDSA(); return err }},
		{"nil PrivateKey.ToECDH", p384.ErrUninitializedKey, func() error { _, err := nilPriv.ToECDH(); return err }},
		{"zero PrivateKey.MarshalPKCS8", p384.ErrUninitializedKey, func() error { _, err := zeroPriv.MarshalPKCS8(); return err }},
		{"zero PrivateKey.MarshalECPrivateKey", p384.ErrUninitializedKey, func() error { _, err := zeroPriv.MarshalECPrivateKey(); return err }},
		{"zero PublicKey.MarshalPKIX", p384.ErrUninitializedKey, func() error { _, err := zeroPub.MarshalPKIX(); return err }},
		{"PublicKeyFromECDSA(nil)", nil, func() error { _, err := p384.PublicKeyFromECDSA(nil); return err }},
		{"PrivateKeyFromECDSA(nil)", nil, func() error { _, err := p384.PrivateKeyFromECDSA(nil); return err }},
		{"PublicKeyFromECDH(nil)", nil, func() error { _, err := p384.PublicKeyFromECDH(nil); return err }},
		{"PrivateKeyFromECDH(nil)", nil, func() error { _, err := p384.PrivateKeyFromECDH(nil); return err }},
		{"ParsePKCS8PrivateKey(nil)", nil, func() error { _, err := p384.ParsePKCS8PrivateKey(nil); return err }},
		{"ParseECPrivateKey(nil)", nil, func() error { _, err := p384.ParseECPrivateKey(nil); return err }},
		{"ParsePKIXPublicKey(nil)", nil, func() error { _, err := p384.ParsePKIXPublicKey(nil); return err }},
		{"zero Signature.WithRecoveryID", nil, func() error { _, err := zeroSig.WithRecoveryID(0); return err }},
		{"nil Signature.SetRecoveryID", nil, func() error { _, err := nilSig.SetRecoveryID(0); return err }},
		{"Signature.WithRecoveryID(4)", nil, func() error { _, err := sig.WithRecoveryID(4); return err }},
		{"HashToCurve(empty DST)", nil, func() error { _, err := p384.HashToCurve([]byte("m"), nil); return err }},
		{"EncodeToCurve(empty DST)", nil, func() error { _, err := p384.EncodeToCurve([]byte("m"), nil); return err }},
	}
	for _, tc := range errCalls {
		require.NotPanics(t, func() {
			err := tc.call()
			require.Error(t, err, tc.name)
			if tc.want != nil {
				assert.ErrorIs(t, err, tc.want, tc.name)
			}
			if strings.HasPrefix(tc.name, "HashToCurve") || strings.HasPrefix(tc.name, "EncodeToCurve") ||
				!strings.Contains(tc.name, "Signature.") {
				// Signature is the engine's type: its methods' errors
				// carry the engine's prefix; every other error one p384.
				msg := err.Error()
				assert.True(t, strings.HasPrefix(msg, "p384: ") && strings.Count(msg, "p384:") == 1 &&
					!strings.Contains(msg, "weierstrass:"), "%s: one prefix: %q", tc.name, msg)
			}
		}, tc.name)
	}

	// Calls without an error result: false, nil or an empty value.
	require.NotPanics(t, func() {
		assert.False(t, p384.Verify(zeroPub, digest[:], sig))
		assert.False(t, p384.Verify(nilPub, digest[:], sig))
		assert.False(t, p384.Verify(pub, digest[:], zeroSig))
		assert.False(t, p384.Verify(pub, digest[:], nilSig))
		assert.False(t, p384.VerifyASN1(zeroPub, digest[:], sig.ASN1()))
		assert.False(t, p384.VerifyASN1(pub, digest[:], nil))
		for _, s := range []*p384.Signature{zeroSig, nilSig} {
			assert.Nil(t, s.Bytes())
			assert.Nil(t, s.ASN1())
			assert.Nil(t, s.R())
			assert.Nil(t, s.S())
			assert.Equal(t, []byte{1}, s.AppendBytes([]byte{1}))
			assert.Equal(t, []byte{1}, s.AppendASN1([]byte{1}))
			_, ok := s.RecoveryID()
			assert.False(t, ok)
			assert.False(t, s.IsLowS())
			assert.Nil(t, s.NormalizedS())
			assert.False(t, s.Equal(sig))
			assert.False(t, sig.Equal(s))
			assert.False(t, s.IsValid())
		}
		for _, k := range []*p384.PublicKey{zeroPub, nilPub} {
			assert.Nil(t, k.Bytes())
			assert.Nil(t, k.BytesCompressed())
			assert.Nil(t, k.Point())
			assert.Nil(t, k.EngineKey())
			assert.False(t, k.Equal(pub))
			assert.False(t, pub.Equal(k))
			assert.False(t, k.Equal(k))
		}
		for _, k := range []*p384.PrivateKey{zeroPriv, nilPriv} {
			assert.Nil(t, k.Bytes())
			assert.Nil(t, k.EngineKey())
			assert.Nil(t, k.Public())
			assert.Nil(t, k.PublicKey().Bytes())
			assert.False(t, k.Equal(priv))
			assert.False(t, priv.Equal(k))
		}
	})
	assert.True(t, errors.Is(p384.VerifyWithOptions(zeroPub, nil, sig, nil), p384.ErrUninitializedKey))
}
