package ed25519

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
	sig, _ := Sign(priv, []byte("walk"))
	bv := NewBatchVerifier()
	bv.Add(pub, []byte("walk"), sig)
	api := apiwalk.API{
		Funcs: map[string]any{
			"Curve": Curve, "EncodeToCurve": EncodeToCurve, "GenerateKey": GenerateKey, "HashToCurve": HashToCurve,
			"MapToCurve": MapToCurve, "MarshalPKCS8PrivateKey": MarshalPKCS8PrivateKey, "MarshalPKCS8PrivateKeyWithPublicKey": MarshalPKCS8PrivateKeyWithPublicKey,
			"MarshalPKIXPublicKey": MarshalPKIXPublicKey, "NewBatchVerifier": NewBatchVerifier,
			"NewKeyFromSeed": NewKeyFromSeed, "NewPrivateKey": NewPrivateKey, "NewPublicKey": NewPublicKey,
			"OpenMessage": OpenMessage, "ParsePKCS8PrivateKey": ParsePKCS8PrivateKey,
			"ParsePKIXPublicKey":        ParsePKIXPublicKey,
			"MarshalPKCS8PrivateKeyPEM": MarshalPKCS8PrivateKeyPEM, "ParsePKCS8PrivateKeyPEM": ParsePKCS8PrivateKeyPEM,
			"MarshalPKIXPublicKeyPEM": MarshalPKIXPublicKeyPEM, "ParsePKIXPublicKeyPEM": ParsePKIXPublicKeyPEM, "PublicKeyFromX25519": PublicKeyFromX25519, "Scheme": Scheme,
			"Sign": Sign, "SignCtx": SignCtx, "SignMessage": SignMessage, "SignPh": SignPh,
			"SignWithOptions": SignWithOptions, "Verify": Verify, "VerifyCtx": VerifyCtx, "VerifyPh": VerifyPh,
			"VerifyWithOptions": VerifyWithOptions,
		},
		Values: []any{
			new(BatchVerifier), bv,
			(*Options)(nil), new(Options), &Options{Policy: Policy(99)}, Policy(-1), Policy(99), Stdlib,
			PrivateKey(nil), &priv, new(PrivateKey), priv,
			PublicKey(nil), &pub, new(PublicKey), pub,
		},
		Samples: []any{pub, priv, sig, &Options{Policy: Strict}},
	}
	apiwalk.Covers(t, ".", apiwalk.Walk(t, api), api.Skip)
}
