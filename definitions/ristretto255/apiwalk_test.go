package ristretto255

import (
	"reflect"
	"testing"

	"github.com/curvekit/curvekit/internal/apiwalk"
)

// TestAPIWalk calls every exported function and method with zero, empty and
// wrong-length arguments (internal/apiwalk): none may panic. Element and
// Scalar pointers are operands, never nil, as in math/big.
func TestAPIWalk(t *testing.T) {
	g := NewGenerator()
	s := NewScalar()
	s.SetUniformBytes(make([]byte, 64))
	api := apiwalk.API{
		Funcs: map[string]any{
			"Curve": Curve, "Group": Group, "NewElement": NewElement, "NewGenerator": NewGenerator, "NewScalar": NewScalar,
		},
		Values:  []any{NewElement(), g, new(Element), NewScalar(), s},
		Samples: []any{g, s, g.Bytes()},
		Panics:  map[string]string{"Element.MultiScalarMultVarTime": "differ in length"},
		NonNil: func(t reflect.Type) bool {
			return apiwalk.ArithmeticOperands(t) || t == reflect.TypeFor[*Element]() || t == reflect.TypeFor[*Scalar]()
		},
	}
	apiwalk.Covers(t, ".", apiwalk.Walk(t, api), api.Skip)
}
