package p521_test

import (
	"crypto"
	"crypto/ecdh"
	"crypto/elliptic"
	"io"
	"strings"
	"testing"

	"github.com/curvekit/curvekit/definitions/p521"
	"github.com/curvekit/curvekit/field/fnr521"
	"github.com/curvekit/curvekit/field/fpr521"
	"github.com/curvekit/curvekit/internal/ecdsatest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// api is this package's ECDSA API for the shared checks of ecdsatest.
func api() ecdsatest.API[p521.PrivateKey, p521.PublicKey, fpr521.Element, fnr521.Element] {
	return ecdsatest.API[p521.PrivateKey, p521.PublicKey, fpr521.Element, fnr521.Element]{
		Prefix:          "p521",
		GenerateKey:     func() (*p521.PrivateKey, error) { return p521.GenerateKey(testRand(40)) },
		NewPrivateKey:   p521.NewPrivateKey,
		NewPublicKey:    p521.NewPublicKey,
		NewPublicKeyPt:  p521.NewPublicKeyFromPoint,
		PublicKey:       (*p521.PrivateKey).PublicKey,
		PrivBytes:       (*p521.PrivateKey).Bytes,
		PubBytes:        (*p521.PublicKey).Bytes,
		PubCompressed:   (*p521.PublicKey).BytesCompressed,
		PrivEqual:       (*p521.PrivateKey).Equal,
		PubEqual:        (*p521.PublicKey).Equal,
		Sign:            p521.Sign,
		SignTo:          p521.SignTo,
		SignerSign:      func(k *p521.PrivateKey, d []byte, o crypto.SignerOpts) ([]byte, error) { return k.Sign(nil, d, o) },
		Verify:          p521.Verify,
		VerifyWithOpts:  p521.VerifyWithOptions,
		VerifyASN1:      p521.VerifyASN1,
		VerifyASN1Opts:  p521.VerifyASN1WithOptions,
		ECDH:            p521.ECDH,
		ParseSignature:  p521.ParseSignature,
		ParseDER:        p521.ParseDERSignature,
		NewSignature:    p521.NewSignature,
		RecoverPubKey:   p521.RecoverPublicKey,
		MarshalPKIX:     (*p521.PublicKey).MarshalPKIX,
		MarshalPKCS8:    (*p521.PrivateKey).MarshalPKCS8,
		MarshalECPriv:   (*p521.PrivateKey).MarshalECPrivateKey,
		ParsePKIX:       p521.ParsePKIXPublicKey,
		ParsePKCS8:      p521.ParsePKCS8PrivateKey,
		ParseECPrivate:  p521.ParseECPrivateKey,
		ErrUninitKey:    p521.ErrUninitializedKey,
		ErrUninitSig:    p521.ErrUninitializedSignature,
		ErrInvalidPriv:  p521.ErrInvalidPrivateKey,
		ErrInvalidPub:   p521.ErrInvalidPublicKey,
		ErrMalformedSig: p521.ErrMalformedSignature,
		ErrInvalidSig:   p521.ErrInvalidSignature,
		ErrNoRecoveryID: p521.ErrNoRecoveryID,
	}
}

// std is api with the standard-library conversions, for the checks of
// ecdsatest against crypto/ecdsa, crypto/ecdh and crypto/x509.
func std() ecdsatest.Stdlib[p521.PrivateKey, p521.PublicKey, fpr521.Element, fnr521.Element] {
	return ecdsatest.Stdlib[p521.PrivateKey, p521.PublicKey, fpr521.Element, fnr521.Element]{
		API:             api(),
		Name:            "P-521",
		Hash:            crypto.SHA512,
		Elliptic:        elliptic.P521(),
		StdECDH:         ecdh.P521(),
		Other:           elliptic.P256(),
		Rand:            func(seed byte) io.Reader { return testRand(seed) },
		GenerateKeyFrom: p521.GenerateKey,
		SignerSignRand:  (*p521.PrivateKey).Sign,
		PrivECDH:        (*p521.PrivateKey).ECDH,
		Public:          (*p521.PrivateKey).Public,
		PrivToECDSA:     (*p521.PrivateKey).ToECDSA,
		PrivToECDH:      (*p521.PrivateKey).ToECDH,
		PubToECDSA:      (*p521.PublicKey).ToECDSA,
		PubToECDH:       (*p521.PublicKey).ToECDH,
		PrivFromECDSA:   p521.PrivateKeyFromECDSA,
		PrivFromECDH:    p521.PrivateKeyFromECDH,
		PubFromECDSA:    p521.PublicKeyFromECDSA,
		PubFromECDH:     p521.PublicKeyFromECDH,
	}
}

// TestMisuseReturnsErrors walks the exported API with nil, zero-value and
// wrong-length arguments — the ECDSA API shared with the other definitions
// through ecdsatest.Misuse, then this package's own extras (crypto/ecdsa
// and crypto/ecdh conversions, hash-to-curve): every call returns an error
// matching the documented sentinel (or false, or nil) and none panics.
func TestMisuseReturnsErrors(t *testing.T) {
	ecdsatest.Misuse(t, api())

	var (
		nilPriv  *p521.PrivateKey
		nilPub   *p521.PublicKey
		zeroPriv = new(p521.PrivateKey)
		zeroPub  = new(p521.PublicKey)
	)
	calls := []struct {
		name string
		want error
		call func() error
	}{
		{"zero PublicKey.ToECDSA", p521.ErrUninitializedKey, func() error { _, err := zeroPub.ToECDSA(); return err }},
		{"nil PublicKey.ToECDH", p521.ErrUninitializedKey, func() error { _, err := nilPub.ToECDH(); return err }},
		{"zero PrivateKey.ToECDSA", p521.ErrUninitializedKey, func() error { _, err := zeroPriv.ToECDSA(); return err }},
		{"nil PrivateKey.ToECDH", p521.ErrUninitializedKey, func() error { _, err := nilPriv.ToECDH(); return err }},
		{"PrivateKey.ECDH(zero)", p521.ErrUninitializedKey, func() error { _, err := zeroPriv.ECDH(new(p521.PublicKey)); return err }},
		{"PublicKeyFromECDSA(nil)", nil, func() error { _, err := p521.PublicKeyFromECDSA(nil); return err }},
		{"PrivateKeyFromECDSA(nil)", nil, func() error { _, err := p521.PrivateKeyFromECDSA(nil); return err }},
		{"PublicKeyFromECDH(nil)", nil, func() error { _, err := p521.PublicKeyFromECDH(nil); return err }},
		{"PrivateKeyFromECDH(nil)", nil, func() error { _, err := p521.PrivateKeyFromECDH(nil); return err }},
		{"HashToCurve(empty DST)", nil, func() error { _, err := p521.HashToCurve([]byte("m"), nil); return err }},
		{"EncodeToCurve(empty DST)", nil, func() error { _, err := p521.EncodeToCurve([]byte("m"), nil); return err }},
	}
	for _, tc := range calls {
		require.NotPanics(t, func() {
			err := tc.call()
			require.Error(t, err, tc.name)
			if tc.want != nil {
				assert.ErrorIs(t, err, tc.want, tc.name)
			}
			msg := err.Error()
			assert.True(t, strings.HasPrefix(msg, "p521: ") && strings.Count(msg, "p521:") == 1 &&
				!strings.Contains(msg, "weierstrass:"), "%s: one prefix: %q", tc.name, msg)
		}, tc.name)
	}
	require.NotPanics(t, func() {
		assert.Nil(t, p521.MapToCurve(nil))
		for _, k := range []*p521.PublicKey{zeroPub, nilPub} {
			assert.Nil(t, k.Point())
			assert.Nil(t, k.EngineKey())
		}
		for _, k := range []*p521.PrivateKey{zeroPriv, nilPriv} {
			assert.Nil(t, k.EngineKey())
			assert.Nil(t, k.Public())
		}
	})
}
