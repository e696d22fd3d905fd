package axlsign

import (
	"testing"

	"github.com/curvekit/curvekit/internal/apiwalk"
)

// TestAPIWalk calls every exported function and method with nil, zero,
// empty and wrong-length arguments (internal/apiwalk): none may panic.
func TestAPIWalk(t *testing.T) {
	kp, err := GenerateKeyPair(make([]byte, 32))
	if err != nil {
		t.Fatal(err)
	}
	signer, err := NewSigner(kp.Private)
	if err != nil {
		t.Fatal(err)
	}
	sig, _ := Sign(kp.Private, []byte("walk"), nil)
	api := apiwalk.API{
		Funcs: map[string]any{
			"GenerateKeyPair": GenerateKeyPair, "NewSigner": NewSigner, "OpenMessage": OpenMessage,
			"OpenMessageLegacy": OpenMessageLegacy, "PublicKey": PublicKey, "SharedKey": SharedKey, "Sign": Sign,
			"SignMessage": SignMessage, "Verify": Verify, "VerifyLegacy": VerifyLegacy,
		},
		Values:  []any{new(Signer), signer},
		Samples: []any{kp.Private, kp.Public, sig},
	}
	apiwalk.Covers(t, ".", apiwalk.Walk(t, api), api.Skip)
}
