package p521

import (
	"crypto/sha512"
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
	digest := sha512.Sum512([]byte("walk"))
	sig, err := Sign(priv, digest[:], nil)
	if err != nil {
		t.Fatal(err)
	}
	api := apiwalk.API{
		Funcs: map[string]any{
			"Curve": Curve, "ECDH": ECDH, "EncodeToCurve": EncodeToCurve, "GenerateKey": GenerateKey,
			"HashToCurve": HashToCurve, "MapToCurve": MapToCurve, "NewPrivateKey": NewPrivateKey,
			"NewPublicKey": NewPublicKey, "NewPublicKeyFromPoint": NewPublicKeyFromPoint, "NewSignature": NewSignature,
			"ParseDERSignature": ParseDERSignature, "ParseECPrivateKey": ParseECPrivateKey,
			"ParsePKCS8PrivateKey": ParsePKCS8PrivateKey, "ParsePKIXPublicKey": ParsePKIXPublicKey,
			"ParseSignature": ParseSignature, "PrivateKeyFromECDH": PrivateKeyFromECDH,
			"PrivateKeyFromECDSA": PrivateKeyFromECDSA, "PublicKeyFromECDH": PublicKeyFromECDH,
			"PublicKeyFromECDSA": PublicKeyFromECDSA, "RecoverPublicKey": RecoverPublicKey,
			"RecoverPublicKeyWithOptions": RecoverPublicKeyWithOptions, "Scheme": Scheme, "Sign": Sign,
			"SignTo": SignTo, "Verify": Verify, "VerifyASN1": VerifyASN1,
			"VerifyASN1WithOptions": VerifyASN1WithOptions, "VerifyWithOptions": VerifyWithOptions,
		},
		Values:  []any{new(PrivateKey), priv, new(PublicKey), priv.PublicKey(), new(Signature), sig},
		Samples: []any{priv, priv.PublicKey(), sig, digest[:], sig.ASN1()},
	}
	apiwalk.Covers(t, ".", apiwalk.Walk(t, api), api.Skip)
}
