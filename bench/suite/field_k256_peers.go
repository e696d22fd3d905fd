package suite

import (
	"testing"

	"github.com/decred/dcrd/dcrec/secp256k1/v4"

	"github.com/curvekit/curvekit/bench/internal/testinput"
)

const (
	// GroupFpk256 is arithmetic modulo the secp256k1 prime 2^256 − 2^32 − 977.
	GroupFpk256 = "field/fpk256"
	// GroupFnk256 is arithmetic modulo the secp256k1 group order n.
	GroupFnk256 = "field/fnk256"
)

var (
	sinkDecredFieldVal   secp256k1.FieldVal
	sinkDecredModNScalar secp256k1.ModNScalar
)

// decred's secp256k1 (which btcec v2 re-exports) has lazily reduced field
// elements: FieldVal results carry a "magnitude" and are normalised only on
// demand, which is why Add is measured on fixed inputs rather than chained.
func init() {
	x, y, sq, _, _ := inputs(GroupFpk256, testinput.PK256)
	var fx, fy, fsq secp256k1.FieldVal
	fx.SetByteSlice(testinput.BE(x, 32))
	fy.SetByteSlice(testinput.BE(y, 32))
	fsq.SetByteSlice(testinput.BE(sq, 32))
	RegisterImpl(GroupFpk256, "decred",
		Op{"Mul", func(b *testing.B) {
			z := fx
			for b.Loop() {
				z.Mul2(&z, &fy)
			}
			sinkDecredFieldVal = z
		}},
		Op{"Square", func(b *testing.B) {
			z := fx
			for b.Loop() {
				z.SquareVal(&z)
			}
			sinkDecredFieldVal = z
		}},
		Op{"Add", func(b *testing.B) {
			var z secp256k1.FieldVal
			for b.Loop() {
				z.Add2(&fx, &fy)
			}
			sinkDecredFieldVal = z
		}},
		Op{"Inverse", func(b *testing.B) {
			z := fx
			for b.Loop() {
				z.Inverse()
			}
			sinkDecredFieldVal = z
		}},
		Op{"Sqrt", func(b *testing.B) {
			var z secp256k1.FieldVal
			ok := false
			for b.Loop() {
				ok = z.SquareRootVal(&fsq)
			}
			sinkDecredFieldVal, sinkBool = z, ok
		}},
	)

	// ModNScalar has no square root, and its inversion is variable time.
	sx, sy, _, _, _ := inputs(GroupFnk256, testinput.NK256)
	var nx, ny secp256k1.ModNScalar
	nx.SetByteSlice(testinput.BE(sx, 32))
	ny.SetByteSlice(testinput.BE(sy, 32))
	RegisterImpl(GroupFnk256, "decred",
		Op{"Mul", func(b *testing.B) {
			z := nx
			for b.Loop() {
				z.Mul2(&z, &ny)
			}
			sinkDecredModNScalar = z
		}},
		Op{"Square", func(b *testing.B) {
			z := nx
			for b.Loop() {
				z.SquareVal(&z)
			}
			sinkDecredModNScalar = z
		}},
		Op{"Add", func(b *testing.B) {
			var z secp256k1.ModNScalar
			for b.Loop() {
				z.Add2(&nx, &ny)
			}
			sinkDecredModNScalar = z
		}},
		Op{"Inverse", func(b *testing.B) {
			z := nx
			for b.Loop() {
				z.InverseNonConst()
			}
			sinkDecredModNScalar = z
		}},
	)
}
