package p521_test

import (
	"crypto"
	"crypto/ecdh"
	"crypto/elliptic"
	"io"
	"testing"

	"github.com/curvekit/curvekit/definitions/p521"
	"github.com/curvekit/curvekit/field/fnr521"
	"github.com/curvekit/curvekit/field/fpr521"
	"github.com/curvekit/curvekit/internal/ecdsatest"
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
// through ecdsatest.Misuse, then the rest of a NIST definition's API
// (crypto/ecdsa and crypto/ecdh conversions, hash-to-curve) through
// ecdsatest.StdlibMisuse: every call returns an error matching the
// documented sentinel (or false, or nil) and none panics.
func TestMisuseReturnsErrors(t *testing.T) {
	ecdsatest.Misuse(t, api())
	ecdsatest.StdlibMisuse(t, std(),
		ecdsatest.HashToCurve[fpr521.Element, fnr521.Element]{
			HashToCurve: p521.HashToCurve, EncodeToCurve: p521.EncodeToCurve, MapToCurve: p521.MapToCurve,
		},
		(*p521.PublicKey).Point, (*p521.PublicKey).EngineKey, (*p521.PrivateKey).EngineKey)
}
