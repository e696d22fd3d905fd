package suite

import (
	"testing"

	"github.com/cloudflare/circl/ecc/goldilocks"
	circlfp448 "github.com/cloudflare/circl/math/fp448"

	"github.com/curvekit/curvekit/bench/internal/testinput"
)

const (
	// GroupFp448 is arithmetic modulo 2^448 − 2^224 − 1.
	GroupFp448 = "field/fp448"
	// GroupFn448 is arithmetic modulo the ed448 group order.
	GroupFn448 = "field/fn448"
)

var (
	sinkCirclFp448  circlfp448.Elt
	sinkCirclScalar goldilocks.Scalar
)

func init() {
	p := testinput.P448
	x, y, sq, u, v := inputs(GroupFp448, p)
	var cx, cy, csq, cu, cv circlfp448.Elt
	copy(cu[:], testinput.LE(u, 56))
	copy(cv[:], testinput.LE(v, 56))
	copy(cx[:], testinput.LE(x, 56))
	copy(cy[:], testinput.LE(y, 56))
	copy(csq[:], testinput.LE(sq, 56))
	RegisterImpl(GroupFp448, "circl",
		Op{"Mul", func(b *testing.B) {
			z := cx
			for b.Loop() {
				circlfp448.Mul(&z, &z, &cy)
			}
			sinkCirclFp448 = z
		}},
		Op{"Square", func(b *testing.B) {
			z := cx
			for b.Loop() {
				circlfp448.Sqr(&z, &z)
			}
			sinkCirclFp448 = z
		}},
		Op{"Add", func(b *testing.B) {
			var z circlfp448.Elt
			for b.Loop() {
				circlfp448.Add(&z, &cx, &cy)
			}
			sinkCirclFp448 = z
		}},
		Op{"Inverse", func(b *testing.B) {
			z := cx
			for b.Loop() {
				circlfp448.Inv(&z, &z)
			}
			sinkCirclFp448 = z
		}},
		Op{"Sqrt", func(b *testing.B) {
			var z circlfp448.Elt
			one := circlfp448.One()
			ok := false
			for b.Loop() {
				ok = circlfp448.InvSqrt(&z, &csq, &one)
			}
			sinkCirclFp448, sinkBool = z, ok
		}},
		Op{"SqrtRatio", func(b *testing.B) {
			var z circlfp448.Elt
			ok := false
			for b.Loop() {
				ok = circlfp448.InvSqrt(&z, &cu, &cv)
			}
			sinkCirclFp448, sinkBool = z, ok
		}},
	)

	// circl's goldilocks.Scalar has Mul and Add but no inversion or square root.
	q := testinput.N448
	sx, sy, _, _, _ := inputs(GroupFn448, q)
	var gx, gy goldilocks.Scalar
	gx.FromBytes(testinput.LE(sx, 56))
	gy.FromBytes(testinput.LE(sy, 56))
	RegisterImpl(GroupFn448, "circl",
		Op{"Mul", func(b *testing.B) {
			z := gx
			for b.Loop() {
				z.Mul(&z, &gy)
			}
			sinkCirclScalar = z
		}},
		Op{"Square", func(b *testing.B) {
			z := gx
			for b.Loop() {
				z.Mul(&z, &z)
			}
			sinkCirclScalar = z
		}},
		Op{"Add", func(b *testing.B) {
			var z goldilocks.Scalar
			for b.Loop() {
				z.Add(&gx, &gy)
			}
			sinkCirclScalar = z
		}},
	)
}
