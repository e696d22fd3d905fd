package oprf

import (
	"testing"

	"github.com/curvekit/curvekit/internal/apiwalk"
)

// TestAPIWalk calls every exported function and method with nil, zero,
// empty and wrong-length arguments (internal/apiwalk): none may panic.
func TestAPIWalk(t *testing.T) {
	api := apiwalk.API{
		Funcs: map[string]any{
			"ComputeComposites": ComputeComposites, "Decaf448SHAKE256": Decaf448SHAKE256, "DeriveKeyPair": DeriveKeyPair,
			"GenerateKey": GenerateKey, "GenerateProof": GenerateProof, "NewClient": NewClient,
			"NewPrivateKey": NewPrivateKey, "NewPublicKey": NewPublicKey, "NewServer": NewServer,
			"P256SHA256": P256SHA256, "P384SHA384": P384SHA384, "P521SHA512": P521SHA512, "POPRFTweak": POPRFTweak,
			"Ristretto255SHA512": Ristretto255SHA512, "SuiteByID": SuiteByID, "Suites": Suites, "VerifyProof": VerifyProof,
		},
		Values: []any{new(Client), new(Server), new(PrivateKey), new(PublicKey), new(BlindState), new(Suite), Mode(7)},
	}
	for _, s := range []*Suite{Ristretto255SHA512(), P256SHA256()} {
		for _, m := range []Mode{ModeOPRF, ModeVOPRF, ModePOPRF} {
			k, err := DeriveKeyPair(s, m, make([]byte, 32), []byte("walk"))
			if err != nil {
				t.Fatal(err)
			}
			srv, err := NewServer(s, m, k)
			if err != nil {
				t.Fatal(err)
			}
			cl, err := NewClient(s, m, k.Public())
			if err != nil {
				t.Fatal(err)
			}
			var info []byte
			if m == ModePOPRF {
				info = []byte("info")
			}
			st, err := cl.Blind(nil, []byte("input"), info)
			if err != nil {
				t.Fatal(err)
			}
			ev, err := srv.BlindEvaluateBatch(nil, st.BlindedElements(), info)
			if err != nil {
				t.Fatal(err)
			}
			g := s.Group()
			api.Values = append(api.Values, s, m, k, k.Public(), srv, cl, st)
			api.Samples = append(api.Samples, s, m, k, k.Public(), st, ev, g.NewElement().Generator(), g.NewScalar(),
				st.BlindedElements(), st.BlindedElements()[0])
		}
	}
	apiwalk.Covers(t, ".", apiwalk.Walk(t, api), api.Skip)
}
