package p256_test

import (
	"crypto"
	"crypto/sha256"
	"errors"
	"strings"
	"testing"

	"github.com/curvekit/curvekit/definitions/p256"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMisuseReturnsErrors walks the exported API with nil, zero-value and
// wrong-length arguments: every call returns an error matching the
// documented sentinel (or false, or nil bytes) and none panics.
func TestMisuseReturnsErrors(t *testing.T) {
	priv, err := p256.GenerateKey(testRand(40))
	require.NoError(t, err)
	pub := priv.PublicKey()
	digest := sha256.Sum256([]byte("misuse"))
	sig, err := p256.Sign(priv, digest[:], nil)
	require.NoError(t, err)
	var (
		nilPriv  *p256.PrivateKey
		nilPub   *p256.PublicKey
		nilSig   *p256.Signature
		zeroPriv = new(p256.PrivateKey)
		zeroPub  = new(p256.PublicKey)
		zeroSig  = new(p256.Signature)
	)
	errCalls := []struct {
		name string
		want error
		call func() error
	}{
		{"Sign(nil key)", p256.ErrUninitializedKey, func() error { _, err := p256.Sign(nilPriv, digest[:], nil); return err }},
		{"Sign(zero key)", p256.ErrUninitializedKey, func() error { _, err := p256.Sign(zeroPriv, digest[:], nil); return err }},
		{"SignTo(nil sig)", p256.ErrUninitializedSignature, func() error { return p256.SignTo(nil, priv, digest[:], nil) }},
		{"SignTo(zero key)", p256.ErrUninitializedKey, func() error { return p256.SignTo(new(p256.Signature), zeroPriv, digest[:], nil) }},
		{"PrivateKey.Sign(zero)", p256.ErrUninitializedKey, func() error { _, err := zeroPriv.Sign(nil, digest[:], crypto.SHA256); return err }},
		{"PrivateKey.Sign(nil)", p256.ErrUninitializedKey, func() error { _, err := nilPriv.Sign(nil, digest[:], nil); return err }},
		{"VerifyWithOptions(zero key)", p256.ErrUninitializedKey, func() error { return p256.VerifyWithOptions(zeroPub, digest[:], sig, nil) }},
		{"VerifyWithOptions(nil key)", p256.ErrUninitializedKey, func() error { return p256.VerifyWithOptions(nilPub, digest[:], sig, nil) }},
		{"VerifyWithOptions(zero sig)", p256.ErrUninitializedSignature, func() error { return p256.VerifyWithOptions(pub, digest[:], zeroSig, nil) }},
		{"VerifyWithOptions(nil sig)", p256.ErrUninitializedSignature, func() error { return p256.VerifyWithOptions(pub, digest[:], nilSig, nil) }},
		{"VerifyWithOptions(bad digest)", p256.ErrInvalidSignature, func() error { return p256.VerifyWithOptions(pub, []byte("other"), sig, nil) }},
		{"VerifyASN1WithOptions(nil der)", p256.ErrInvalidSignature, func() error { return p256.VerifyASN1WithOptions(pub, digest[:], nil, nil) }},
		{"VerifyASN1WithOptions(nil key)", p256.ErrUninitializedKey, func() error { return p256.VerifyASN1WithOptions(nil, digest[:], sig.ASN1(), nil) }},
		{"ECDH(nil, pub)", p256.ErrUninitializedKey, func() error { _, err := p256.ECDH(nil, pub); return err }},
		{"ECDH(priv, zero)", p256.ErrUninitializedKey, func() error { _, err := p256.ECDH(priv, zeroPub); return err }},
		{"PrivateKey.ECDH(zero)", p256.ErrUninitializedKey, func() error { _, err := zeroPriv.ECDH(pub); return err }},
		{"RecoverPublicKey(nil sig)", p256.ErrUninitializedSignature, func() error { _, err := p256.RecoverPublicKey(digest[:], nil); return err }},
		{"RecoverPublicKey(zero sig)", p256.ErrUninitializedSignature, func() error { _, err := p256.RecoverPublicKey(digest[:], zeroSig); return err }},
		{"RecoverPublicKey(no id)", p256.ErrNoRecoveryID, func() error {
			parsed, err := p256.ParseSignature(sig.Bytes())
			require.NoError(t, err)
			_, err = p256.RecoverPublicKey(digest[:], parsed)
			return err
		}},
		{"NewPrivateKey(nil)", p256.ErrInvalidPrivateKey, func() error { _, err := p256.NewPrivateKey(nil); return err }},
		{"NewPrivateKey(33 bytes)", p256.ErrInvalidPrivateKey, func() error { _, err := p256.NewPrivateKey(make([]byte, 33)); return err }},
		{"NewPrivateKey(0)", p256.ErrInvalidPrivateKey, func() error { _, err := p256.NewPrivateKey(make([]byte, 32)); return err }},
		{"NewPublicKey(nil)", p256.ErrInvalidPublicKey, func() error { _, err := p256.NewPublicKey(nil); return err }},
		{"NewPublicKey(64 bytes)", p256.ErrInvalidPublicKey, func() error { _, err := p256.NewPublicKey(make([]byte, 64)); return err }},
		{"NewPublicKeyFromPoint(nil)", p256.ErrInvalidPublicKey, func() error { _, err := p256.NewPublicKeyFromPoint(nil); return err }},
		{"ParseSignature(nil)", p256.ErrMalformedSignature, func() error { _, err := p256.ParseSignature(nil); return err }},
		{"ParseSignature(65 bytes)", p256.ErrMalformedSignature, func() error { _, err := p256.ParseSignature(make([]byte, 65)); return err }},
		{"ParseSignature(zero r)", p256.ErrMalformedSignature, func() error { _, err := p256.ParseSignature(make([]byte, 64)); return err }},
		{"ParseDERSignature(nil)", p256.ErrMalformedSignature, func() error { _, err := p256.ParseDERSignature(nil); return err }},
		{"NewSignature(nil, nil)", p256.ErrMalformedSignature, func() error { _, err := p256.NewSignature(nil, nil); return err }},
		{"zero PublicKey.ToECDSA", p256.ErrUninitializedKey, func() error { _, err := zeroPub.ToECDSA(); return err }},
		{"nil PublicKey.ToECDH", p256.ErrUninitializedKey, func() error { _, err := nilPub.ToECDH(); return err }},
		{"zero PrivateKey.ToECDSA", p256.ErrUninitializedKey, func() error { _, err := zeroPriv.ToECDSA(); return err }},
		{"nil PrivateKey.ToECDH", p256.ErrUninitializedKey, func() error { _, err := nilPriv.ToECDH(); return err }},
		{"zero PrivateKey.MarshalPKCS8", p256.ErrUninitializedKey, func() error { _, err := zeroPriv.MarshalPKCS8(); return err }},
		{"zero PrivateKey.MarshalECPrivateKey", p256.ErrUninitializedKey, func() error { _, err := zeroPriv.MarshalECPrivateKey(); return err }},
		{"zero PublicKey.MarshalPKIX", p256.ErrUninitializedKey, func() error { _, err := zeroPub.MarshalPKIX(); return err }},
		{"PublicKeyFromECDSA(nil)", nil, func() error { _, err := p256.PublicKeyFromECDSA(nil); return err }},
		{"PrivateKeyFromECDSA(nil)", nil, func() error { _, err := p256.PrivateKeyFromECDSA(nil); return err }},
		{"PublicKeyFromECDH(nil)", nil, func() error { _, err := p256.PublicKeyFromECDH(nil); return err }},
		{"PrivateKeyFromECDH(nil)", nil, func() error { _, err := p256.PrivateKeyFromECDH(nil); return err }},
		{"ParsePKCS8PrivateKey(nil)", nil, func() error { _, err := p256.ParsePKCS8PrivateKey(nil); return err }},
		{"ParseECPrivateKey(nil)", nil, func() error { _, err := p256.ParseECPrivateKey(nil); return err }},
		{"ParsePKIXPublicKey(nil)", nil, func() error { _, err := p256.ParsePKIXPublicKey(nil); return err }},
		{"zero Signature.WithRecoveryID", nil, func() error { _, err := zeroSig.WithRecoveryID(0); return err }},
		{"nil Signature.SetRecoveryID", nil, func() error { _, err := nilSig.SetRecoveryID(0); return err }},
		{"Signature.WithRecoveryID(4)", nil, func() error { _, err := sig.WithRecoveryID(4); return err }},
		{"HashToCurve(empty DST)", nil, func() error { _, err := p256.HashToCurve([]byte("m"), nil); return err }},
		{"EncodeToCurve(empty DST)", nil, func() error { _, err := p256.EncodeToCurve([]byte("m"), nil); return err }},
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
				// carry the engine's prefix; every other error one p256.
				msg := err.Error()
				assert.True(t, strings.HasPrefix(msg, "p256: ") && strings.Count(msg, "p256:") == 1 &&
					!strings.Contains(msg, "weierstrass:"), "%s: one prefix: %q", tc.name, msg)
			}
		}, tc.name)
	}

	// Calls without an error result: false, nil or an empty value.
	require.NotPanics(t, func() {
		assert.False(t, p256.Verify(zeroPub, digest[:], sig))
		assert.False(t, p256.Verify(nilPub, digest[:], sig))
		assert.False(t, p256.Verify(pub, digest[:], zeroSig))
		assert.False(t, p256.Verify(pub, digest[:], nilSig))
		assert.False(t, p256.VerifyASN1(zeroPub, digest[:], sig.ASN1()))
		assert.False(t, p256.VerifyASN1(pub, digest[:], nil))
		for _, s := range []*p256.Signature{zeroSig, nilSig} {
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
		for _, k := range []*p256.PublicKey{zeroPub, nilPub} {
			assert.Nil(t, k.Bytes())
			assert.Nil(t, k.BytesCompressed())
			assert.Nil(t, k.Point())
			assert.Nil(t, k.EngineKey())
			assert.False(t, k.Equal(pub))
			assert.False(t, pub.Equal(k))
			assert.False(t, k.Equal(k))
		}
		for _, k := range []*p256.PrivateKey{zeroPriv, nilPriv} {
			assert.Nil(t, k.Bytes())
			assert.Nil(t, k.EngineKey())
			assert.Nil(t, k.Public())
			assert.Nil(t, k.PublicKey().Bytes())
			assert.False(t, k.Equal(priv))
			assert.False(t, priv.Equal(k))
		}
	})
	assert.True(t, errors.Is(p256.VerifyWithOptions(zeroPub, nil, sig, nil), p256.ErrUninitializedKey))
}
