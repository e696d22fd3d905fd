package secp256k1_test

import (
	"crypto"
	"crypto/sha256"
	"errors"
	"strings"
	"testing"

	"github.com/curvekit/curvekit/definitions/secp256k1"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMisuseReturnsErrors walks the exported API with nil, zero-value and
// wrong-length arguments: every call returns an error matching the
// documented sentinel (or false, or nil bytes) and none panics.
func TestMisuseReturnsErrors(t *testing.T) {
	priv, err := secp256k1.GenerateKey(testRand(40))
	require.NoError(t, err)
	pub := priv.PublicKey()
	digest := sha256.Sum256([]byte("misuse"))
	sig, err := secp256k1.Sign(priv, digest[:], nil)
	require.NoError(t, err)
	var (
		nilPriv  *secp256k1.PrivateKey
		nilPub   *secp256k1.PublicKey
		nilSig   *secp256k1.Signature
		zeroPriv = new(secp256k1.PrivateKey)
		zeroPub  = new(secp256k1.PublicKey)
		zeroSig  = new(secp256k1.Signature)
	)
	errCalls := []struct {
		name string
		want error
		call func() error
	}{
		{"Sign(nil key)", secp256k1.ErrUninitializedKey, func() error { _, err := secp256k1.Sign(nilPriv, digest[:], nil); return err }},
		{"Sign(zero key)", secp256k1.ErrUninitializedKey, func() error { _, err := secp256k1.Sign(zeroPriv, digest[:], nil); return err }},
		{"SignTo(nil sig)", secp256k1.ErrUninitializedSignature, func() error { return secp256k1.SignTo(nil, priv, digest[:], nil) }},
		{"SignTo(zero key)", secp256k1.ErrUninitializedKey, func() error { return secp256k1.SignTo(new(secp256k1.Signature), zeroPriv, digest[:], nil) }},
		{"PrivateKey.Sign(zero)", secp256k1.ErrUninitializedKey, func() error { _, err := zeroPriv.Sign(nil, digest[:], crypto.SHA256); return err }},
		{"PrivateKey.Sign(nil)", secp256k1.ErrUninitializedKey, func() error { _, err := nilPriv.Sign(nil, digest[:], nil); return err }},
		{"VerifyWithOptions(zero key)", secp256k1.ErrUninitializedKey, func() error { return secp256k1.VerifyWithOptions(zeroPub, digest[:], sig, nil) }},
		{"VerifyWithOptions(nil key)", secp256k1.ErrUninitializedKey, func() error { return secp256k1.VerifyWithOptions(nilPub, digest[:], sig, nil) }},
		{"VerifyWithOptions(zero sig)", secp256k1.ErrUninitializedSignature, func() error { return secp256k1.VerifyWithOptions(pub, digest[:], zeroSig, nil) }},
		{"VerifyWithOptions(nil sig)", secp256k1.ErrUninitializedSignature, func() error { return secp256k1.VerifyWithOptions(pub, digest[:], nilSig, nil) }},
		{"VerifyWithOptions(bad digest)", secp256k1.ErrInvalidSignature, func() error { return secp256k1.VerifyWithOptions(pub, []byte("other"), sig, nil) }},
		{"VerifyASN1WithOptions(nil der)", secp256k1.ErrInvalidSignature, func() error { return secp256k1.VerifyASN1WithOptions(pub, digest[:], nil, nil) }},
		{"VerifyASN1WithOptions(nil key)", secp256k1.ErrUninitializedKey, func() error { return secp256k1.VerifyASN1WithOptions(nil, digest[:], sig.ASN1(), nil) }},
		{"ECDH(nil, pub)", secp256k1.ErrUninitializedKey, func() error { _, err := secp256k1.ECDH(nil, pub); return err }},
		{"ECDH(priv, zero)", secp256k1.ErrUninitializedKey, func() error { _, err := secp256k1.ECDH(priv, zeroPub); return err }},
		{"PrivateKey.ECDH(zero)", secp256k1.ErrUninitializedKey, func() error { _, err := zeroPriv.ECDH(pub); return err }},
		{"RecoverPublicKey(nil sig)", secp256k1.ErrUninitializedSignature, func() error { _, err := secp256k1.RecoverPublicKey(digest[:], nil); return err }},
		{"RecoverPublicKey(zero sig)", secp256k1.ErrUninitializedSignature, func() error { _, err := secp256k1.RecoverPublicKey(digest[:], zeroSig); return err }},
		{"RecoverPublicKey(no id)", secp256k1.ErrNoRecoveryID, func() error {
			parsed, err := secp256k1.ParseSignature(sig.Bytes())
			require.NoError(t, err)
			_, err = secp256k1.RecoverPublicKey(digest[:], parsed)
			return err
		}},
		{"NewPrivateKey(nil)", secp256k1.ErrInvalidPrivateKey, func() error { _, err := secp256k1.NewPrivateKey(nil); return err }},
		{"NewPrivateKey(33 bytes)", secp256k1.ErrInvalidPrivateKey, func() error { _, err := secp256k1.NewPrivateKey(make([]byte, 33)); return err }},
		{"NewPrivateKey(0)", secp256k1.ErrInvalidPrivateKey, func() error { _, err := secp256k1.NewPrivateKey(make([]byte, 32)); return err }},
		{"NewPublicKey(nil)", secp256k1.ErrInvalidPublicKey, func() error { _, err := secp256k1.NewPublicKey(nil); return err }},
		{"NewPublicKey(64 bytes)", secp256k1.ErrInvalidPublicKey, func() error { _, err := secp256k1.NewPublicKey(make([]byte, 64)); return err }},
		{"NewPublicKeyFromPoint(nil)", secp256k1.ErrInvalidPublicKey, func() error { _, err := secp256k1.NewPublicKeyFromPoint(nil); return err }},
		{"ParseSignature(nil)", secp256k1.ErrMalformedSignature, func() error { _, err := secp256k1.ParseSignature(nil); return err }},
		{"ParseSignature(65 bytes)", secp256k1.ErrMalformedSignature, func() error { _, err := secp256k1.ParseSignature(make([]byte, 65)); return err }},
		{"ParseSignature(zero r)", secp256k1.ErrMalformedSignature, func() error { _, err := secp256k1.ParseSignature(make([]byte, 64)); return err }},
		{"ParseDERSignature(nil)", secp256k1.ErrMalformedSignature, func() error { _, err := secp256k1.ParseDERSignature(nil); return err }},
		{"NewSignature(nil, nil)", secp256k1.ErrMalformedSignature, func() error { _, err := secp256k1.NewSignature(nil, nil); return err }},
		{"zero PrivateKey.MarshalPKCS8", secp256k1.ErrUninitializedKey, func() error { _, err := zeroPriv.MarshalPKCS8(); return err }},
		{"nil PrivateKey.MarshalECPrivateKey", secp256k1.ErrUninitializedKey, func() error { _, err := nilPriv.MarshalECPrivateKey(); return err }},
		{"zero PublicKey.MarshalPKIX", secp256k1.ErrUninitializedKey, func() error { _, err := zeroPub.MarshalPKIX(); return err }},
		{"nil PublicKey.MarshalPKIX", secp256k1.ErrUninitializedKey, func() error { _, err := nilPub.MarshalPKIX(); return err }},
		{"ParsePKCS8PrivateKey(nil)", nil, func() error { _, err := secp256k1.ParsePKCS8PrivateKey(nil); return err }},
		{"ParseECPrivateKey(nil)", nil, func() error { _, err := secp256k1.ParseECPrivateKey(nil); return err }},
		{"ParsePKIXPublicKey(nil)", nil, func() error { _, err := secp256k1.ParsePKIXPublicKey(nil); return err }},
		{"ParseEthereumSignature(nil)", secp256k1.ErrMalformedSignature, func() error { _, err := secp256k1.ParseEthereumSignature(nil); return err }},
		{"ParseBitcoinSignature(nil)", secp256k1.ErrMalformedSignature, func() error { _, _, err := secp256k1.ParseBitcoinSignature(nil); return err }},
		{"EthereumSignature(nil)", secp256k1.ErrUninitializedSignature, func() error { _, err := secp256k1.EthereumSignature(nil); return err }},
		{"BitcoinSignature(zero)", secp256k1.ErrUninitializedSignature, func() error { _, err := secp256k1.BitcoinSignature(zeroSig, true); return err }},
		{"zero Signature.WithRecoveryID", nil, func() error { _, err := zeroSig.WithRecoveryID(0); return err }},
		{"nil Signature.SetRecoveryID", nil, func() error { _, err := nilSig.SetRecoveryID(0); return err }},
		{"Signature.WithRecoveryID(4)", nil, func() error { _, err := sig.WithRecoveryID(4); return err }},
		{"HashToCurve(empty DST)", nil, func() error { _, err := secp256k1.HashToCurve([]byte("m"), nil); return err }},
		{"EncodeToCurve(empty DST)", nil, func() error { _, err := secp256k1.EncodeToCurve([]byte("m"), nil); return err }},
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
				// carry the engine's prefix; every other error one secp256k1.
				msg := err.Error()
				assert.True(t, strings.HasPrefix(msg, "secp256k1: ") && strings.Count(msg, "secp256k1:") == 1 &&
					!strings.Contains(msg, "weierstrass:"), "%s: one prefix: %q", tc.name, msg)
			}
		}, tc.name)
	}

	// Calls without an error result: false, nil or an empty value.
	require.NotPanics(t, func() {
		assert.False(t, secp256k1.Verify(zeroPub, digest[:], sig))
		assert.False(t, secp256k1.Verify(nilPub, digest[:], sig))
		assert.False(t, secp256k1.Verify(pub, digest[:], zeroSig))
		assert.False(t, secp256k1.Verify(pub, digest[:], nilSig))
		assert.False(t, secp256k1.VerifyASN1(zeroPub, digest[:], sig.ASN1()))
		assert.False(t, secp256k1.VerifyASN1(pub, digest[:], nil))
		for _, s := range []*secp256k1.Signature{zeroSig, nilSig} {
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
		for _, k := range []*secp256k1.PublicKey{zeroPub, nilPub} {
			assert.Nil(t, k.Bytes())
			assert.Nil(t, k.BytesCompressed())
			assert.Nil(t, k.Point())
			assert.Nil(t, k.EngineKey())
			assert.False(t, k.Equal(pub))
			assert.False(t, pub.Equal(k))
			assert.False(t, k.Equal(k))
		}
		for _, k := range []*secp256k1.PrivateKey{zeroPriv, nilPriv} {
			assert.Nil(t, k.Bytes())
			assert.Nil(t, k.EngineKey())
			assert.Nil(t, k.Public().(*secp256k1.PublicKey).Bytes())
			assert.Nil(t, k.PublicKey().Bytes())
			assert.False(t, k.Equal(priv))
			assert.False(t, priv.Equal(k))
		}
	})
	assert.True(t, errors.Is(secp256k1.VerifyWithOptions(zeroPub, nil, sig, nil), secp256k1.ErrUninitializedKey))
}
