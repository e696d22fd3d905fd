package secp256k1_test

import (
	"crypto"
	"strings"
	"testing"

	"github.com/curvekit/curvekit/definitions/secp256k1"
	"github.com/curvekit/curvekit/field/fnk256"
	"github.com/curvekit/curvekit/field/fpk256"
	"github.com/curvekit/curvekit/internal/ecdsatest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// api is this package's ECDSA API for the shared checks of ecdsatest.
func api() ecdsatest.API[secp256k1.PrivateKey, secp256k1.PublicKey, fpk256.Element, fnk256.Element] {
	return ecdsatest.API[secp256k1.PrivateKey, secp256k1.PublicKey, fpk256.Element, fnk256.Element]{
		Prefix:          "secp256k1",
		GenerateKey:     func() (*secp256k1.PrivateKey, error) { return secp256k1.GenerateKey(testRand(40)) },
		NewPrivateKey:   secp256k1.NewPrivateKey,
		NewPublicKey:    secp256k1.NewPublicKey,
		NewPublicKeyPt:  secp256k1.NewPublicKeyFromPoint,
		PublicKey:       (*secp256k1.PrivateKey).PublicKey,
		PrivBytes:       (*secp256k1.PrivateKey).Bytes,
		PubBytes:        (*secp256k1.PublicKey).Bytes,
		PubCompressed:   (*secp256k1.PublicKey).BytesCompressed,
		PrivEqual:       (*secp256k1.PrivateKey).Equal,
		PubEqual:        (*secp256k1.PublicKey).Equal,
		Sign:            secp256k1.Sign,
		SignTo:          secp256k1.SignTo,
		SignerSign:      func(k *secp256k1.PrivateKey, d []byte, o crypto.SignerOpts) ([]byte, error) { return k.Sign(nil, d, o) },
		Verify:          secp256k1.Verify,
		VerifyWithOpts:  secp256k1.VerifyWithOptions,
		VerifyASN1:      secp256k1.VerifyASN1,
		VerifyASN1Opts:  secp256k1.VerifyASN1WithOptions,
		ECDH:            secp256k1.ECDH,
		ParseSignature:  secp256k1.ParseSignature,
		ParseDER:        secp256k1.ParseDERSignature,
		NewSignature:    secp256k1.NewSignature,
		RecoverPubKey:   secp256k1.RecoverPublicKey,
		MarshalPKIX:     (*secp256k1.PublicKey).MarshalPKIX,
		MarshalPKCS8:    (*secp256k1.PrivateKey).MarshalPKCS8,
		MarshalECPriv:   (*secp256k1.PrivateKey).MarshalECPrivateKey,
		ParsePKIX:       secp256k1.ParsePKIXPublicKey,
		ParsePKCS8:      secp256k1.ParsePKCS8PrivateKey,
		ParseECPrivate:  secp256k1.ParseECPrivateKey,
		ErrUninitKey:    secp256k1.ErrUninitializedKey,
		ErrUninitSig:    secp256k1.ErrUninitializedSignature,
		ErrInvalidPriv:  secp256k1.ErrInvalidPrivateKey,
		ErrInvalidPub:   secp256k1.ErrInvalidPublicKey,
		ErrMalformedSig: secp256k1.ErrMalformedSignature,
		ErrInvalidSig:   secp256k1.ErrInvalidSignature,
		ErrNoRecoveryID: secp256k1.ErrNoRecoveryID,
	}
}

// TestMisuseReturnsErrors walks the exported API with nil, zero-value and
// wrong-length arguments — the ECDSA API shared with the other definitions
// through ecdsatest.Misuse, then this package's own extras (the
// recoverable forms, hash-to-curve): every call returns an error
// matching the documented sentinel (or false, or nil) and none panics.
func TestMisuseReturnsErrors(t *testing.T) {
	ecdsatest.Misuse(t, api())

	var (
		nilPriv  *secp256k1.PrivateKey
		nilPub   *secp256k1.PublicKey
		zeroPriv = new(secp256k1.PrivateKey)
		zeroPub  = new(secp256k1.PublicKey)
	)
	calls := []struct {
		name string
		want error
		call func() error
	}{
		{"ParseEthereumSignature(nil)", secp256k1.ErrMalformedSignature, func() error { _, err := secp256k1.ParseEthereumSignature(nil); return err }},
		{"ParseBitcoinSignature(nil)", secp256k1.ErrMalformedSignature, func() error { _, _, err := secp256k1.ParseBitcoinSignature(nil); return err }},
		{"EthereumSignature(nil)", secp256k1.ErrUninitializedSignature, func() error { _, err := secp256k1.EthereumSignature(nil); return err }},
		{"BitcoinSignature(zero)", secp256k1.ErrUninitializedSignature, func() error { _, err := secp256k1.BitcoinSignature(new(secp256k1.Signature), true); return err }},
		{"HashToCurve(empty DST)", nil, func() error { _, err := secp256k1.HashToCurve([]byte("m"), nil); return err }},
		{"EncodeToCurve(empty DST)", nil, func() error { _, err := secp256k1.EncodeToCurve([]byte("m"), nil); return err }},
	}
	for _, tc := range calls {
		require.NotPanics(t, func() {
			err := tc.call()
			require.Error(t, err, tc.name)
			if tc.want != nil {
				assert.ErrorIs(t, err, tc.want, tc.name)
			}
			msg := err.Error()
			assert.True(t, strings.HasPrefix(msg, "secp256k1: ") && strings.Count(msg, "secp256k1:") == 1 &&
				!strings.Contains(msg, "weierstrass:"), "%s: one prefix: %q", tc.name, msg)
		}, tc.name)
	}
	require.NotPanics(t, func() {
		assert.Nil(t, secp256k1.MapToCurve(nil))
		for _, k := range []*secp256k1.PublicKey{zeroPub, nilPub} {
			assert.Nil(t, k.Point())
			assert.Nil(t, k.EngineKey())
		}
		for _, k := range []*secp256k1.PrivateKey{zeroPriv, nilPriv} {
			assert.Nil(t, k.EngineKey())
			assert.Nil(t, k.Public().(*secp256k1.PublicKey).Bytes())
		}
	})
}
