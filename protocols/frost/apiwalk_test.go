package frost

import (
	"reflect"
	"testing"

	"github.com/curvekit/curvekit/group"
	"github.com/curvekit/curvekit/internal/apiwalk"
)

// TestAPIWalk calls every exported function and method with nil, zero,
// empty and wrong-length arguments (internal/apiwalk): none may panic.
// Signing state of a real 2-of-3 session is among the samples, so that
// the walk reaches past the first checks.
func TestAPIWalk(t *testing.T) {
	api := apiwalk.API{
		Funcs: map[string]any{
			"Ed25519SHA512": Ed25519SHA512, "Ed448SHAKE256": Ed448SHAKE256, "P256SHA256": P256SHA256,
			"Ristretto255SHA512": Ristretto255SHA512, "Secp256k1SHA256": Secp256k1SHA256, "Secp256k1TR": Secp256k1TR,
			"Suites": Suites,
		},
		Values: []any{new(Suite), new(Commitment), new(CulpritError), new(DKGSecret), new(KeyPackage),
			new(SignatureShare), new(SigningNonces), Identifier(0)},
	}
	for _, s := range []*Suite{Ristretto255SHA512(), Secp256k1TR()} {
		keys, pub, err := s.TrustedDealerKeygen(nil, 2, 3, nil)
		if err != nil {
			t.Fatal(err)
		}
		pkg := &SigningPackage{Message: []byte("walk")}
		var nonces []*SigningNonces
		for _, k := range keys[:2] {
			n, c, err := s.Commit(k, nil)
			if err != nil {
				t.Fatal(err)
			}
			nonces = append(nonces, n)
			pkg.Commitments = append(pkg.Commitments, *c)
		}
		share, err := s.Sign(pkg, nonces[0], keys[0])
		if err != nil {
			t.Fatal(err)
		}
		sec, r1, err := s.DKGRound1(1, 2, 3, nil)
		if err != nil {
			t.Fatal(err)
		}
		g := s.Group()
		api.Values = append(api.Values, s, keys[0], &pkg.Commitments[0], share, nonces[1], sec)
		api.Samples = append(api.Samples, s, keys[0], pub, pkg, nonces[1], share, []*SignatureShare{share}, sec,
			[]*DKGRound1Package{r1}, keys[1].SecretShare, g.NewElement().Generator(), pub.GroupPublicKey.Bytes(),
			Identifier(1), Identifier(2), []Identifier{1, 2}, 2, 3)
	}
	api.NonNil = func(t reflect.Type) bool {
		return apiwalk.ArithmeticOperands(t) || t == reflect.TypeFor[group.Element]() || t == reflect.TypeFor[group.Scalar]()
	}
	// Values of another suite's group are a documented programming error
	// (the package doc), reported by the group package's panic.
	api.Panics = map[string]string{}
	for _, m := range []string{"Aggregate", "TrustedDealerKeygen", "VerifySignatureShare", "RepairShareStep1",
		"RepairShareStep2", "RepairShareStep3", "VerifySecretShare", "Sign", "SplitWithPolynomial", "DKGRound2",
		"DKGFinalize", "TweakKeys", "Verify", "Commit"} {
		api.Panics["Suite."+m] = "another group"
	}
	apiwalk.Covers(t, ".", apiwalk.Walk(t, api), api.Skip)
}
