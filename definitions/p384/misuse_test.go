package p384_test

import (
	"crypto"
	"crypto/ecdh"
	"crypto/elliptic"
	"io"
	"testing"

	"github.com/curvekit/curvekit/definitions/p384"
	"github.com/curvekit/curvekit/field/fnr384"
	"github.com/curvekit/curvekit/field/fpr384"
	"github.com/curvekit/curvekit/internal/ecdsatest"
)

// api is this package's ECDSA API for the shared checks of ecdsatest.
func api() ecdsatest.API[p384.PrivateKey, p384.PublicKey, fpr384.Element, fnr384.Element] {
	return ecdsatest.API[p384.PrivateKey, p384.PublicKey, fpr384.Element, fnr384.Element]{
		Prefix:          "p384",
		GenerateKey:     func() (*p384.PrivateKey, error) { return p384.GenerateKey(testRand(40)) },
		NewPrivateKey:   p384.NewPrivateKey,
		NewPublicKey:    p384.NewPublicKey,
		NewPublicKeyPt:  p384.NewPublicKeyFromPoint,
		PublicKey:       (*p384.PrivateKey).PublicKey,
		PrivBytes:       (*p384.PrivateKey).Bytes,
		PubBytes:        (*p384.PublicKey).Bytes,
		PubCompressed:   (*p384.PublicKey).BytesCompressed,
		PrivEqual:       (*p384.PrivateKey).Equal,
		PubEqual:        (*p384.PublicKey).Equal,
		Sign:            p384.Sign,
		SignTo:          p384.SignTo,
		SignerSign:      func(k *p384.PrivateKey, d []byte, o crypto.SignerOpts) ([]byte, error) { return k.Sign(nil, d, o) },
		Verify:          p384.Verify,
		VerifyWithOpts:  p384.VerifyWithOptions,
		VerifyASN1:      p384.VerifyASN1,
		VerifyASN1Opts:  p384.VerifyASN1WithOptions,
		ECDH:            p384.ECDH,
		ParseSignature:  p384.ParseSignature,
		ParseDER:        p384.ParseDERSignature,
		NewSignature:    p384.NewSignature,
		RecoverPubKey:   p384.RecoverPublicKey,
		MarshalPKIX:     (*p384.PublicKey).MarshalPKIX,
		MarshalPKCS8:    (*p384.PrivateKey).MarshalPKCS8,
		MarshalECPriv:   (*p384.PrivateKey).MarshalECPrivateKey,
		ParsePKIX:       p384.ParsePKIXPublicKey,
		ParsePKCS8:      p384.ParsePKCS8PrivateKey,
		ParseECPrivate:  p384.ParseECPrivateKey,
		ErrUninitKey:    p384.ErrUninitializedKey,
		ErrUninitSig:    p384.ErrUninitializedSignature,
		ErrInvalidPriv:  p384.ErrInvalidPrivateKey,
		ErrInvalidPub:   p384.ErrInvalidPublicKey,
		ErrMalformedSig: p384.ErrMalformedSignature,
		ErrInvalidSig:   p384.ErrInvalidSignature,
		ErrNoRecoveryID: p384.ErrNoRecoveryID,
	}
}

// std is api with the standard-library conversions, for the checks of
// ecdsatest against crypto/ecdsa, crypto/ecdh and crypto/x509.
func std() ecdsatest.Stdlib[p384.PrivateKey, p384.PublicKey, fpr384.Element, fnr384.Element] {
	return ecdsatest.Stdlib[p384.PrivateKey, p384.PublicKey, fpr384.Element, fnr384.Element]{
		API:             api(),
		Name:            "P-384",
		Hash:            crypto.SHA384,
		Elliptic:        elliptic.P384(),
		StdECDH:         ecdh.P384(),
		Other:           elliptic.P256(),
		Rand:            func(seed byte) io.Reader { return testRand(seed) },
		GenerateKeyFrom: p384.GenerateKey,
		SignerSignRand:  (*p384.PrivateKey).Sign,
		PrivECDH:        (*p384.PrivateKey).ECDH,
		Public:          (*p384.PrivateKey).Public,
		PrivToECDSA:     (*p384.PrivateKey).ToECDSA,
		PrivToECDH:      (*p384.PrivateKey).ToECDH,
		PubToECDSA:      (*p384.PublicKey).ToECDSA,
		PubToECDH:       (*p384.PublicKey).ToECDH,
		PrivFromECDSA:   p384.PrivateKeyFromECDSA,
		PrivFromECDH:    p384.PrivateKeyFromECDH,
		PubFromECDSA:    p384.PublicKeyFromECDSA,
		PubFromECDH:     p384.PublicKeyFromECDH,
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
		ecdsatest.HashToCurve[fpr384.Element, fnr384.Element]{
			HashToCurve: p384.HashToCurve, EncodeToCurve: p384.EncodeToCurve, MapToCurve: p384.MapToCurve,
		},
		(*p384.PublicKey).Point, (*p384.PublicKey).EngineKey, (*p384.PrivateKey).EngineKey)
}
