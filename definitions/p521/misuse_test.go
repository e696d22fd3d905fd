package p521_test

import (
	"crypto"
	"crypto/sha512"
	"errors"
	"strings"
	"testing"

	"github.com/curvekit/curvekit/definitions/p521"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMisuseReturnsErrors walks the exported API with nil, zero-value and
// wrong-length arguments: every call returns an error matching the
// documented sentinel (or false, or nil bytes) and none panics.
func TestMisuseReturnsErrors(t *testing.T) {
	priv, err := p521.GenerateKey(testRand(40))
	require.NoError(t, err)
	pub := priv.PublicKey()
	digest := sha512.Sum512([]byte("misuse"))
	sig, err := p521.Sign(priv, digest[:], nil)
	require.NoError(t, err)
	var (
		nilPriv  *p521.PrivateKey
		nilPub   *p521.PublicKey
		nilSig   *p521.Signature
		zeroPriv = new(p521.PrivateKey)
		zeroPub  = new(p521.PublicKey)
		zeroSig  = new(p521.Signature)
	)
	errCalls := []struct {
		name string
		want error
		call func() error
	}{
		{"Sign(nil key)", p521.ErrUninitializedKey, func() error { _, err := p521.Sign(nilPriv, digest[:], nil); return err }},
		{"Sign(zero key)", p521.ErrUninitializedKey, func() error { _, err := p521.Sign(zeroPriv, digest[:], nil); return err }},
		{"SignTo(nil sig)", p521.ErrUninitializedSignature, func() error { return p521.SignTo(nil, priv, digest[:], nil) }},
		{"SignTo(zero key)", p521.ErrUninitializedKey, func() error { return p521.SignTo(new(p521.Signature), zeroPriv, digest[:], nil) }},
		{"PrivateKey.Sign(zero)", p521.ErrUninitializedKey, func() error { _, err := zeroPriv.Sign(nil, digest[:], crypto.SHA512); return err }},
		{"PrivateKey.Sign(nil)", p521.ErrUninitializedKey, func() error { _, err := nilPriv.Sign(nil, digest[:], nil); return err }},
		{"VerifyWithOptions(zero key)", p521.ErrUninitializedKey, func() error { return p521.VerifyWithOptions(zeroPub, digest[:], sig, nil) }},
		{"VerifyWithOptions(nil key)", p521.ErrUninitializedKey, func() error { return p521.VerifyWithOptions(nilPub, digest[:], sig, nil) }},
		{"VerifyWithOptions(zero sig)", p521.ErrUninitializedSignature, func() error { return p521.VerifyWithOptions(pub, digest[:], zeroSig, nil) }},
		{"VerifyWithOptions(nil sig)", p521.ErrUninitializedSignature, func() error { return p521.VerifyWithOptions(pub, digest[:], nilSig, nil) }},
		{"VerifyWithOptions(bad digest)", p521.ErrInvalidSignature, func() error { return p521.VerifyWithOptions(pub, []byte("other"), sig, nil) }},
		{"VerifyASN1WithOptions(nil der)", p521.ErrInvalidSignature, func() error { return p521.VerifyASN1WithOptions(pub, digest[:], nil, nil) }},
		{"VerifyASN1WithOptions(nil key)", p521.ErrUninitializedKey, func() error { return p521.VerifyASN1WithOptions(nil, digest[:], sig.ASN1(), nil) }},
		{"ECDH(nil, pub)", p521.ErrUninitializedKey, func() error { _, err := p521.ECDH(nil, pub); return err }},
		{"ECDH(priv, zero)", p521.ErrUninitializedKey, func() error { _, err := p521.ECDH(priv, zeroPub); return err }},
		{"PrivateKey.ECDH(zero)", p521.ErrUninitializedKey, func() error { _, err := zeroPriv.ECDH(pub); return err }},
		{"RecoverPublicKey(nil sig)", p521.ErrUninitializedSignature, func() error { _, err := p521.RecoverPublicKey(digest[:], nil); return err }},
		{"RecoverPublicKey(zero sig)", p521.ErrUninitializedSignature, func() error { _, err := p521.RecoverPublicKey(digest[:], zeroSig); return err }},
		{"RecoverPublicKey(no id)", p521.ErrNoRecoveryID, func() error {
			parsed, err := p521.ParseSignature(sig.Bytes())
			require.NoError(t, err)
			_, err = p521.RecoverPublicKey(digest[:], parsed)
			return err
		}},
		{"NewPrivateKey(nil)", p521.ErrInvalidPrivateKey, func() error { _, err := p521.NewPrivateKey(nil); return err }},
		{"NewPrivateKey(67 bytes)", p521.ErrInvalidPrivateKey, func() error { _, err := p521.NewPrivateKey(make([]byte, 67)); return err }},
		{"NewPrivateKey(0)", p521.ErrInvalidPrivateKey, func() error { _, err := p521.NewPrivateKey(make([]byte, 66)); return err }},
		{"NewPublicKey(nil)", p521.ErrInvalidPublicKey, func() error { _, err := p521.NewPublicKey(nil); return err }},
		{"NewPublicKey(132 bytes)", p521.ErrInvalidPublicKey, func() error { _, err := p521.NewPublicKey(make([]byte, 132)); return err }},
		{"NewPublicKeyFromPoint(nil)", p521.ErrInvalidPublicKey, func() error { _, err := p521.NewPublicKeyFromPoint(nil); return err }},
		{"ParseSignature(nil)", p521.ErrMalformedSignature, func() error { _, err := p521.ParseSignature(nil); return err }},
		{"ParseSignature(133 bytes)", p521.ErrMalformedSignature, func() error { _, err := p521.ParseSignature(make([]byte, 133)); return err }},
		{"ParseSignature(zero r)", p521.ErrMalformedSignature, func() error { _, err := p521.ParseSignature(make([]byte, 132)); return err }},
		{"ParseDERSignature(nil)", p521.ErrMalformedSignature, func() error { _, err := p521.ParseDERSignature(nil); return err }},
		{"NewSignature(nil, nil)", p521.ErrMalformedSignature, func() error { _, err := p521.NewSignature(nil, nil); return err }},
		{"zero PublicKey.ToECDSA", p521.ErrUninitializedKey, func() error { _, err := zeroPub.ToECDSA(); return err }},
		{"nil PublicKey.ToECDH", p521.ErrUninitializedKey, func() error { _, err := nilPub.ToECDH(); return err }},
		{"zero PrivateKey.ToECDSA", p521.ErrUninitializedKey, func() error { _, err := zeroPriv.ToECDSA(); return err }},
		{"nil PrivateKey.ToECDH", p521.ErrUninitializedKey, func() error { _, err := nilPriv.ToECDH(); return err }},
		{"zero PrivateKey.MarshalPKCS8", p521.ErrUninitializedKey, func() error { _, err := zeroPriv.MarshalPKCS8(); return err }},
		{"zero PrivateKey.MarshalECPrivateKey", p521.ErrUninitializedKey, func() error { _, err := zeroPriv.MarshalECPrivateKey(); return err }},
		{"zero PublicKey.MarshalPKIX", p521.ErrUninitializedKey, func() error { _, err := zeroPub.MarshalPKIX(); return err }},
		{"PublicKeyFromECDSA(nil)", nil, func() error { _, err := p521.PublicKeyFromECDSA(nil); return err }},
		{"PrivateKeyFromECDSA(nil)", nil, func() error { _, err := p521.PrivateKeyFromECDSA(nil); return err }},
		{"PublicKeyFromECDH(nil)", nil, func() error { _, err := p521.PublicKeyFromECDH(nil); return err }},
		{"PrivateKeyFromECDH(nil)", nil, func() error { _, err := p521.PrivateKeyFromECDH(nil); return err }},
		{"ParsePKCS8PrivateKey(nil)", nil, func() error { _, err := p521.ParsePKCS8PrivateKey(nil); return err }},
		{"ParseECPrivateKey(nil)", nil, func() error { _, err := p521.ParseECPrivateKey(nil); return err }},
		{"ParsePKIXPublicKey(nil)", nil, func() error { _, err := p521.ParsePKIXPublicKey(nil); return err }},
		{"zero Signature.WithRecoveryID", nil, func() error { _, err := zeroSig.WithRecoveryID(0); return err }},
		{"nil Signature.SetRecoveryID", nil, func() error { _, err := nilSig.SetRecoveryID(0); return err }},
		{"Signature.WithRecoveryID(4)", nil, func() error { _, err := sig.WithRecoveryID(4); return err }},
		{"HashToCurve(empty DST)", nil, func() error { _, err := p521.HashToCurve([]byte("m"), nil); return err }},
		{"EncodeToCurve(empty DST)", nil, func() error { _, err := p521.EncodeToCurve([]byte("m"), nil); return err }},
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
				// carry the engine's prefix; every other error one p521.
				msg := err.Error()
				assert.True(t, strings.HasPrefix(msg, "p521: ") && strings.Count(msg, "p521:") == 1 &&
					!strings.Contains(msg, "weierstrass:"), "%s: one prefix: %q", tc.name, msg)
			}
		}, tc.name)
	}

	// Calls without an error result: false, nil or an empty value.
	require.NotPanics(t, func() {
		assert.False(t, p521.Verify(zeroPub, digest[:], sig))
		assert.False(t, p521.Verify(nilPub, digest[:], sig))
		assert.False(t, p521.Verify(pub, digest[:], zeroSig))
		assert.False(t, p521.Verify(pub, digest[:], nilSig))
		assert.False(t, p521.VerifyASN1(zeroPub, digest[:], sig.ASN1()))
		assert.False(t, p521.VerifyASN1(pub, digest[:], nil))
		for _, s := range []*p521.Signature{zeroSig, nilSig} {
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
		for _, k := range []*p521.PublicKey{zeroPub, nilPub} {
			assert.Nil(t, k.Bytes())
			assert.Nil(t, k.BytesCompressed())
			assert.Nil(t, k.Point())
			assert.Nil(t, k.EngineKey())
			assert.False(t, k.Equal(pub))
			assert.False(t, pub.Equal(k))
			assert.False(t, k.Equal(k))
		}
		for _, k := range []*p521.PrivateKey{zeroPriv, nilPriv} {
			assert.Nil(t, k.Bytes())
			assert.Nil(t, k.EngineKey())
			assert.Nil(t, k.Public())
			assert.Nil(t, k.PublicKey().Bytes())
			assert.False(t, k.Equal(priv))
			assert.False(t, priv.Equal(k))
		}
	})
	assert.True(t, errors.Is(p521.VerifyWithOptions(zeroPub, nil, sig, nil), p521.ErrUninitializedKey))
}
