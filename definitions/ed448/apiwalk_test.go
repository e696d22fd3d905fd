package ed448

import (
	"testing"

	"github.com/curvekit/curvekit/internal/apiwalk"
)

// TestAPIWalk calls every exported function and method with nil, zero,
// empty and wrong-length arguments (internal/apiwalk): none may panic.
func TestAPIWalk(t *testing.T) {
	pub, priv, err := GenerateKey(nil)
	if err != nil {
		t.Fatal(err)
	}
	sig, _ := Sign(priv, []byte("walk"), "")
	api := apiwalk.API{
		Funcs: map[string]any{
			"Curve": Curve, "EncodeToCurve": EncodeToCurve, "GenerateKey": GenerateKey, "HashToCurve": HashToCurve,
			"MapToCurve": MapToCurve, "MarshalPKCS8PrivateKey": MarshalPKCS8PrivateKey, "MarshalPKCS8PrivateKeyWithPublicKey": MarshalPKCS8PrivateKeyWithPublicKey,
			"MarshalPKIXPublicKey": MarshalPKIXPublicKey, "NewKeyFromSeed": NewKeyFromSeed,
			"NewPrivateKey": NewPrivateKey, "NewPublicKey": NewPublicKey, "ParsePKCS8PrivateKey": ParsePKCS8PrivateKey,
			"ParsePKIXPublicKey":        ParsePKIXPublicKey,
			"MarshalPKCS8PrivateKeyPEM": MarshalPKCS8PrivateKeyPEM, "ParsePKCS8PrivateKeyPEM": ParsePKCS8PrivateKeyPEM,
			"MarshalPKIXPublicKeyPEM": MarshalPKIXPublicKeyPEM, "ParsePKIXPublicKeyPEM": ParsePKIXPublicKeyPEM, "Prehash": Prehash, "Scheme": Scheme,
			"Sign": Sign, "SignCtx": SignCtx, "SignPh": SignPh, "SignWithOptions": SignWithOptions,
			"Verify": Verify, "VerifyCtx": VerifyCtx, "VerifyPh": VerifyPh, "VerifyWithOptions": VerifyWithOptions,
		},
		Values: []any{
			(*Options)(nil), new(Options), &Options{Policy: Policy(99)}, Policy(-1), Policy(99),
			PrivateKey(nil), &priv, new(PrivateKey), priv,
			PublicKey(nil), &pub, new(PublicKey), pub,
		},
		Samples: []any{pub, priv, sig},
	}
	apiwalk.Covers(t, ".", apiwalk.Walk(t, api), api.Skip)
}
