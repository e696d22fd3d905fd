package p256_test

import (
	"crypto"
	"crypto/ecdh"
	"crypto/elliptic"
	"io"
	"testing"

	"github.com/curvekit/curvekit/definitions/p256"
	"github.com/curvekit/curvekit/field/fnr256"
	"github.com/curvekit/curvekit/field/fpr256"
	"github.com/curvekit/curvekit/internal/ecdsatest"
)

// api is this package's ECDSA API for the shared checks of ecdsatest.
func api() ecdsatest.API[p256.PrivateKey, p256.PublicKey, fpr256.Element, fnr256.Element] {
	return ecdsatest.API[p256.PrivateKey, p256.PublicKey, fpr256.Element, fnr256.Element]{
		Prefix:          "p256",
		GenerateKey:     func() (*p256.PrivateKey, error) { return p256.GenerateKey(testRand(40)) },
		NewPrivateKey:   p256.NewPrivateKey,
		NewPublicKey:    p256.NewPublicKey,
		NewPublicKeyPt:  p256.NewPublicKeyFromPoint,
		PublicKey:       (*p256.PrivateKey).PublicKey,
		PrivBytes:       (*p256.PrivateKey).Bytes,
		PubBytes:        (*p256.PublicKey).Bytes,
		PubCompressed:   (*p256.PublicKey).BytesCompressed,
		PrivEqual:       (*p256.PrivateKey).Equal,
		PubEqual:        (*p256.PublicKey).Equal,
		Sign:            p256.Sign,
		SignTo:          p256.SignTo,
		SignerSign:      func(k *p256.PrivateKey, d []byte, o crypto.SignerOpts) ([]byte, error) { return k.Sign(nil, d, o) },
		Verify:          p256.Verify,
		VerifyWithOpts:  p256.VerifyWithOptions,
		VerifyASN1:      p256.VerifyASN1,
		VerifyASN1Opts:  p256.VerifyASN1WithOptions,
		ECDH:            p256.ECDH,
		ParseSignature:  p256.ParseSignature,
		ParseDER:        p256.ParseDERSignature,
		NewSignature:    p256.NewSignature,
		RecoverPubKey:   p256.RecoverPublicKey,
		MarshalPKIX:     (*p256.PublicKey).MarshalPKIX,
		MarshalPKCS8:    (*p256.PrivateKey).MarshalPKCS8,
		MarshalECPriv:   (*p256.PrivateKey).MarshalECPrivateKey,
		ParsePKIX:       p256.ParsePKIXPublicKey,
		ParsePKCS8:      p256.ParsePKCS8PrivateKey,
		ParseECPrivate:  p256.ParseECPrivateKey,
		ErrUninitKey:    p256.ErrUninitializedKey,
		ErrUninitSig:    p256.ErrUninitializedSignature,
		ErrInvalidPriv:  p256.ErrInvalidPrivateKey,
		ErrInvalidPub:   p256.ErrInvalidPublicKey,
		ErrMalformedSig: p256.ErrMalformedSignature,
		ErrInvalidSig:   p256.ErrInvalidSignature,
		ErrNoRecoveryID: p256.ErrNoRecoveryID,
	}
}

// std is api with the standard-library conversions, for the checks of
// ecdsatest against crypto/ecdsa, crypto/ecdh and crypto/x509.
func std() ecdsatest.Stdlib[p256.PrivateKey, p256.PublicKey, fpr256.Element, fnr256.Element] {
	return ecdsatest.Stdlib[p256.PrivateKey, p256.PublicKey, fpr256.Element, fnr256.Element]{
		API:             api(),
		Name:            "P-256",
		Hash:            crypto.SHA256,
		Elliptic:        elliptic.P256(),
		StdECDH:         ecdh.P256(),
		Other:           elliptic.P384(),
		Rand:            func(seed byte) io.Reader { return testRand(seed) },
		GenerateKeyFrom: p256.GenerateKey,
		SignerSignRand:  (*p256.PrivateKey).Sign,
		PrivECDH:        (*p256.PrivateKey).ECDH,
		Public:          (*p256.PrivateKey).Public,
		PrivToECDSA:     (*p256.PrivateKey).ToECDSA,
		PrivToECDH:      (*p256.PrivateKey).ToECDH,
		PubToECDSA:      (*p256.PublicKey).ToECDSA,
		PubToECDH:       (*p256.PublicKey).ToECDH,
		PrivFromECDSA:   p256.PrivateKeyFromECDSA,
		PrivFromECDH:    p256.PrivateKeyFromECDH,
		PubFromECDSA:    p256.PublicKeyFromECDSA,
		PubFromECDH:     p256.PublicKeyFromECDH,
	}
}

// TestMisuseReturnsErrors walks the exported API with nil, zero-value and
// wrong-length arguments — the ECDSA API shared with the other definitions
// through ecdsatest.Misuse, then the rest of a NIST definition's API
// (crypto/ecdsa and crypto/ecdh conversions, hash-to-curve) through
// ecdsatest.StdlibMisuse: every call returns an error matching the
// documented sentinel (or false, or nil) and none panics.
func TestMisuseReturnsErrors(t *testing.T) {
	ecdsatest.Misuse(t, api())
	ecdsatest.StdlibMisuse(t, std(),
		ecdsatest.HashToCurve[fpr256.Element, fnr256.Element]{
			HashToCurve: p256.HashToCurve, EncodeToCurve: p256.EncodeToCurve, MapToCurve: p256.MapToCurve,
		},
		(*p256.PublicKey).Point, (*p256.PublicKey).EngineKey, (*p256.PrivateKey).EngineKey)
}
