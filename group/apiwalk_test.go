package group_test

import (
	"reflect"
	"testing"

	"github.com/curvekit/curvekit/group"
	"github.com/curvekit/curvekit/internal/apiwalk"
)

// TestAPIWalk calls every exported function, and every method of each
// group, element and scalar, with nil, zero, empty and wrong-length
// arguments (internal/apiwalk): none may panic.
func TestAPIWalk(t *testing.T) {
	api := apiwalk.API{
		Funcs: map[string]any{
			"Decaf448": group.Decaf448, "Edwards25519": group.Edwards25519, "Edwards448": group.Edwards448,
			"P256": group.P256, "P384": group.P384, "P521": group.P521, "Ristretto255": group.Ristretto255,
			"ScalarFromUniformBytes": group.ScalarFromUniformBytes, "Secp256k1": group.Secp256k1,
		},
		// Elements and scalars are operands: never nil, as the package doc
		// says; one of another group is a documented panic, and so are
		// slices of different lengths for MultiScalarMultVarTime.
		NonNil: func(t reflect.Type) bool {
			return t == reflect.TypeFor[group.Element]() || t == reflect.TypeFor[group.Scalar]()
		},
		Panics: map[string]string{},
	}
	for _, m := range []string{"Add", "Subtract", "Negate", "Set", "Equal", "ScalarMult", "ScalarBaseMult",
		"DoubleScalarBaseMultVarTime", "MultiScalarMultVarTime", "Multiply", "Invert"} {
		for _, typ := range []string{"primeOrderElement", "edwardsElement", "weierElement", "scalar"} {
			api.Panics[typ+"."+m] = "another group"
		}
	}
	for _, typ := range []string{"primeOrderElement", "edwardsElement", "weierElement"} {
		api.Panics[typ+".MultiScalarMultVarTime"] = "differ in length"
	}
	for _, g := range []group.Group{group.Ristretto255(), group.Decaf448(), group.P256(), group.P384(), group.P521(),
		group.Secp256k1(), group.Edwards25519(), group.Edwards448()} {
		e := g.NewElement().Generator()
		s := g.NewScalar()
		api.Values = append(api.Values, g, e, g.NewElement(), s)
		api.Samples = append(api.Samples, g, e, s, e.Bytes())
	}
	apiwalk.Covers(t, "../group", apiwalk.Walk(t, api), api.Skip)
}
