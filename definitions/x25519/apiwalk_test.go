package x25519

import (
	"testing"

	"github.com/curvekit/curvekit/internal/apiwalk"
)

// TestAPIWalk calls every exported function with nil, empty and
// wrong-length arguments (internal/apiwalk): none may panic.
func TestAPIWalk(t *testing.T) {
	pub, priv, err := GenerateKey(nil)
	if err != nil {
		t.Fatal(err)
	}
	api := apiwalk.API{
		Funcs: map[string]any{
			"Clamp": Clamp, "Curve": Curve, "ECDHPrivateKey": ECDHPrivateKey, "ECDHPublicKey": ECDHPublicKey,
			"EncodeToCurve": EncodeToCurve, "GenerateKey": GenerateKey, "HashToCurve": HashToCurve,
			"MarshalPKCS8PrivateKey": MarshalPKCS8PrivateKey, "MarshalPKCS8PrivateKeyWithPublicKey": MarshalPKCS8PrivateKeyWithPublicKey, "MarshalPKIXPublicKey": MarshalPKIXPublicKey,
			"ParsePKCS8PrivateKey": ParsePKCS8PrivateKey, "ParsePKIXPublicKey": ParsePKIXPublicKey,
			"MarshalPKCS8PrivateKeyPEM": MarshalPKCS8PrivateKeyPEM, "ParsePKCS8PrivateKeyPEM": ParsePKCS8PrivateKeyPEM,
			"MarshalPKIXPublicKeyPEM": MarshalPKIXPublicKeyPEM, "ParsePKIXPublicKeyPEM": ParsePKIXPublicKeyPEM,
			"PrivateKeyFromECDH": PrivateKeyFromECDH, "PublicKey": PublicKey, "PublicKeyFromECDH": PublicKeyFromECDH,
			"ScalarBaseMult": ScalarBaseMult, "ScalarMult": ScalarMult, "ValidatePublicKey": ValidatePublicKey,
			"X25519": X25519,
		},
		Samples: []any{pub, priv},
	}
	apiwalk.Covers(t, ".", apiwalk.Walk(t, api), api.Skip)
}
