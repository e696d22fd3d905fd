package secp256k1

import (
	"crypto/sha256"
	"testing"

	"github.com/curvekit/curvekit/internal/apiwalk"
)

// TestAPIWalk calls every exported function and method with nil, zero,
// empty and wrong-length arguments (internal/apiwalk): none may panic.
func TestAPIWalk(t *testing.T) {
	priv, err := GenerateKey(nil)
	if err != nil {
		t.Fatal(err)
	}
	digest := sha256.Sum256([]byte("walk"))
	sig, err := Sign(priv, digest[:], nil)
	if err != nil {
		t.Fatal(err)
	}
	eth, _ := EthereumSignature(sig)
	api := apiwalk.API{
		Funcs: map[string]any{
			"BitcoinSignature": BitcoinSignature, "Curve": Curve, "ECDH": ECDH, "EncodeToCurve": EncodeToCurve,
			"EthereumSignature": EthereumSignature, "GenerateKey": GenerateKey, "HashToCurve": HashToCurve,
			"MapToCurve": MapToCurve, "NewPrivateKey": NewPrivateKey, "NewPublicKey": NewPublicKey,
			"NewPublicKeyFromPoint": NewPublicKeyFromPoint, "NewSignature": NewSignature,
			"ParseBitcoinSignature": ParseBitcoinSignature, "ParseDERSignature": ParseDERSignature,
			"ParseECPrivateKey": ParseECPrivateKey, "ParseEthereumSignature": ParseEthereumSignature,
			"ParsePKCS8PrivateKey": ParsePKCS8PrivateKey, "ParsePKIXPublicKey": ParsePKIXPublicKey,
			"ParsePKIXPublicKeyPEM": ParsePKIXPublicKeyPEM, "ParsePKCS8PrivateKeyPEM": ParsePKCS8PrivateKeyPEM,
			"ParseECPrivateKeyPEM": ParseECPrivateKeyPEM,
			"ParseSignature":       ParseSignature, "RecoverPublicKey": RecoverPublicKey,
			"RecoverPublicKeyWithOptions": RecoverPublicKeyWithOptions, "Scheme": Scheme, "Sign": Sign,
			"SignTo": SignTo, "Verify": Verify, "VerifyASN1": VerifyASN1,
			"VerifyASN1WithOptions": VerifyASN1WithOptions, "VerifyWithOptions": VerifyWithOptions,
		},
		Values:  []any{new(PrivateKey), priv, new(PublicKey), priv.PublicKey(), new(Signature), sig},
		Samples: []any{priv, priv.PublicKey(), sig, digest[:], eth},
	}
	apiwalk.Covers(t, ".", apiwalk.Walk(t, api), api.Skip)
}
