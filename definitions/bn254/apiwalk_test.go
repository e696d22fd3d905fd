package bn254

import (
	"math/big"
	"reflect"
	"testing"

	"github.com/curvekit/curvekit/internal/apiwalk"
)

// TestAPIWalk calls every exported function and method with zero, empty and
// wrong-length arguments (internal/apiwalk): none may panic. G1, G2, GT and
// Scalar pointers are operands, never nil, as in math/big, and so is the
// *big.Int of Scalar.SetBig (math/big panics on a nil one too).
func TestAPIWalk(t *testing.T) {
	k := new(Scalar).SetUint64(5)
	p, q := NewG1Generator(), NewG2Generator()
	api := apiwalk.API{
		Funcs: map[string]any{
			"G1Params": G1Params, "Modulus": Modulus, "MultiPair": MultiPair, "NewG1": NewG1,
			"NewG1Generator": NewG1Generator, "NewG2": NewG2, "NewG2Generator": NewG2Generator, "Order": Order,
			"Pair": Pair, "PairingCheck": PairingCheck,
		},
		Values:  []any{NewG1(), p, new(G1), NewG2(), q, new(G2), new(Scalar), k},
		Samples: []any{p, q, k, p.Bytes(), q.Bytes(), []*G1{p}, []*G2{q}},
		Panics: map[string]string{
			"G1.MultiScalarMultVarTime": "different numbers",
			"G2.MultiScalarMultVarTime": "different numbers",
		},
		NonNil: func(t reflect.Type) bool {
			return apiwalk.ArithmeticOperands(t) || t == reflect.TypeFor[*G1]() || t == reflect.TypeFor[*G2]() ||
				t == reflect.TypeFor[*Scalar]() || t == reflect.TypeFor[*GT]() || t == reflect.TypeFor[*big.Int]()
		},
	}
	apiwalk.Covers(t, ".", apiwalk.Walk(t, api), api.Skip)
}
