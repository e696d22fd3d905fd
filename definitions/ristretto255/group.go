package ristretto255

import (
	"sync"

	"github.com/curvekit/curvekit/curves/edwards"
	"github.com/curvekit/curvekit/curves/primeorder"
	"github.com/curvekit/curvekit/definitions/ed25519"
	"github.com/curvekit/curvekit/field/fn25519"
	"github.com/curvekit/curvekit/field/fp25519"
)

// Sizes of the encodings of this package, in bytes.
const (
	// ElementSize is the length of an encoded element.
	ElementSize = 32
	// ScalarSize is the length of an encoded scalar.
	ScalarSize = 32
	// UniformSize is the length of the input of SetUniformBytes and
	// Scalar.SetUniformBytes.
	UniformSize = 64
)

// groupOnce builds ristretto255 on first use: the Ristretto construction of
// curves/primeorder over the engine curve of definitions/ed25519, whose
// generator B is the ristretto255 generator (RFC 9496 §4.4).
var groupOnce = sync.OnceValues(func() (*primeorder.Group[fp25519.Element, fn25519.Element], error) {
	return primeorder.NewRistretto(ed25519.Curve(), &primeorder.Options{Name: "ristretto255"})
})

// group returns ristretto255. Its parameters are constants, so failing to
// build it is an internal error.
func group() *primeorder.Group[fp25519.Element, fn25519.Element] {
	g, err := groupOnce()
	if err != nil {
		panic("ristretto255: internal error: " + err.Error())
	}
	return g
}

// Group returns ristretto255 as a generic curves/primeorder group, for code
// written over that package's types. Element.Generic converts.
func Group() *primeorder.Group[fp25519.Element, fn25519.Element] { return group() }

// Curve returns edwards25519, the curve whose points represent the elements.
func Curve() *edwards.Curve[fp25519.Element, fn25519.Element] { return group().Curve() }
