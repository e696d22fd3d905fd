package decaf448

import (
	"sync"

	"github.com/curvekit/curvekit/curves/edwards"
	"github.com/curvekit/curvekit/curves/primeorder"
	"github.com/curvekit/curvekit/definitions/ed448"
	"github.com/curvekit/curvekit/field/fn448"
	"github.com/curvekit/curvekit/field/fp448"
)

// Sizes of the encodings of this package, in bytes.
const (
	// ElementSize is the length of an encoded element.
	ElementSize = 56
	// ScalarSize is the length of an encoded scalar.
	ScalarSize = 56
	// UniformSize is the length of the input of SetUniformBytes.
	UniformSize = 112
	// UniformScalarSize is the length of the input of
	// Scalar.SetUniformBytes, as RFC 9497's HashToScalar for decaf448 uses it.
	UniformScalarSize = 64
)

// groupOnce builds decaf448 on first use: the Decaf construction of
// curves/primeorder over the engine curve of definitions/ed448. The decaf448
// generator is the class of 2·B for the edwards448 base point B (its
// encoding, 66…66 33…33, is RFC 9496's B.1 vector for k = 1), so the group
// is built with GeneratorMultiple 2.
var groupOnce = sync.OnceValues(func() (*primeorder.Group[fp448.Element, fn448.Element], error) {
	return primeorder.NewDecaf(ed448.Curve(), &primeorder.Options{Name: "decaf448", GeneratorMultiple: 2})
})

// group returns decaf448. Its parameters are constants, so failing to
// build it is an internal error.
func group() *primeorder.Group[fp448.Element, fn448.Element] {
	g, err := groupOnce()
	if err != nil {
		panic("decaf448: internal error: " + err.Error())
	}
	return g
}

// Group returns decaf448 as a generic curves/primeorder group, for code
// written over that package's types. Element.Generic converts.
func Group() *primeorder.Group[fp448.Element, fn448.Element] { return group() }

// Curve returns edwards448, the curve whose points represent the elements.
func Curve() *edwards.Curve[fp448.Element, fn448.Element] { return group().Curve() }
