package schnorr

import (
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
	pub := priv.PublicKey()
	sig, _ := Sign(priv, []byte("walk"), nil)
	api := apiwalk.API{
		Funcs: map[string]any{
			"CheckSignature": CheckSignature, "GenerateKey": GenerateKey, "NewPrivateKey": NewPrivateKey,
			"NewPublicKey": NewPublicKey, "Sign": Sign, "SignDeterministic": SignDeterministic,
			"TaggedHash": TaggedHash, "Verify": Verify,
		},
		Values:  []any{new(PrivateKey), priv, new(PublicKey), pub},
		Samples: []any{priv, pub, sig},
	}
	apiwalk.Covers(t, ".", apiwalk.Walk(t, api), api.Skip)
}
