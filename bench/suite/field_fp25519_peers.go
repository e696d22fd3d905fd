package suite

import (
	"testing"

	filippofield "filippo.io/edwards25519/field"
	circlfp25519 "github.com/cloudflare/circl/math/fp25519"

	"github.com/curvekit/curvekit/bench/internal/testinput"
)

// GroupFp25519 is arithmetic modulo 2^255 − 19.
const GroupFp25519 = "field/fp25519"

var (
	sinkFilippoElement filippofield.Element
	sinkCirclFp25519   circlfp25519.Elt
)

func init() {
	p := testinput.P25519
	x, y, sq, u, v := inputs(GroupFp25519, p)

	filippo := func(v []byte) filippofield.Element {
		var e filippofield.Element
		if _, err := e.SetBytes(v); err != nil {
			panic(err)
		}
		return e
	}
	fx, fy, fsq := filippo(testinput.LE(x, 32)), filippo(testinput.LE(y, 32)), filippo(testinput.LE(sq, 32))
	fu, fv := filippo(testinput.LE(u, 32)), filippo(testinput.LE(v, 32))
	RegisterImpl(GroupFp25519, "filippo",
		Op{"Mul", func(b *testing.B) {
			z := fx
			for b.Loop() {
				z.Multiply(&z, &fy)
			}
			sinkFilippoElement = z
		}},
		Op{"Square", func(b *testing.B) {
			z := fx
			for b.Loop() {
				z.Square(&z)
			}
			sinkFilippoElement = z
		}},
		Op{"Add", func(b *testing.B) {
			var z filippofield.Element
			for b.Loop() {
				z.Add(&fx, &fy)
			}
			sinkFilippoElement = z
		}},
		Op{"Inverse", func(b *testing.B) {
			z := fx
			for b.Loop() {
				z.Invert(&z)
			}
			sinkFilippoElement = z
		}},
		Op{"Sqrt", func(b *testing.B) {
			var z, one filippofield.Element
			one.One()
			ok := 0
			for b.Loop() {
				_, ok = z.SqrtRatio(&fsq, &one)
			}
			sinkFilippoElement, sinkInt = z, ok
		}},
		Op{"SqrtRatio", func(b *testing.B) {
			var z filippofield.Element
			ok := 0
			for b.Loop() {
				_, ok = z.SqrtRatio(&fu, &fv)
			}
			sinkFilippoElement, sinkInt = z, ok
		}},
	)

	var cx, cy, csq, cu, cv circlfp25519.Elt
	copy(cu[:], testinput.LE(u, 32))
	copy(cv[:], testinput.LE(v, 32))
	copy(cx[:], testinput.LE(x, 32))
	copy(cy[:], testinput.LE(y, 32))
	copy(csq[:], testinput.LE(sq, 32))
	RegisterImpl(GroupFp25519, "circl",
		Op{"Mul", func(b *testing.B) {
			z := cx
			for b.Loop() {
				circlfp25519.Mul(&z, &z, &cy)
			}
			sinkCirclFp25519 = z
		}},
		Op{"Square", func(b *testing.B) {
			z := cx
			for b.Loop() {
				circlfp25519.Sqr(&z, &z)
			}
			sinkCirclFp25519 = z
		}},
		Op{"Add", func(b *testing.B) {
			var z circlfp25519.Elt
			for b.Loop() {
				circlfp25519.Add(&z, &cx, &cy)
			}
			sinkCirclFp25519 = z
		}},
		Op{"Inverse", func(b *testing.B) {
			z := cx
			for b.Loop() {
				circlfp25519.Inv(&z, &z)
			}
			sinkCirclFp25519 = z
		}},
		Op{"Sqrt", func(b *testing.B) {
			var z, one circlfp25519.Elt
			circlfp25519.SetOne(&one)
			ok := false
			for b.Loop() {
				ok = circlfp25519.InvSqrt(&z, &csq, &one)
			}
			sinkCirclFp25519, sinkBool = z, ok
		}},
		Op{"SqrtRatio", func(b *testing.B) {
			var z circlfp25519.Elt
			ok := false
			for b.Loop() {
				ok = circlfp25519.InvSqrt(&z, &cu, &cv)
			}
			sinkCirclFp25519, sinkBool = z, ok
		}},
	)
}
