package suite

import (
	"testing"

	"filippo.io/edwards25519"
	voiscalar "github.com/oasisprotocol/curve25519-voi/curve/scalar"

	"github.com/curvekit/curvekit/bench/internal/testinput"
)

// GroupFn25519 is arithmetic modulo the ed25519 group order
// ℓ = 2^252 + 27742317777372353535851937790883648493.
const GroupFn25519 = "field/fn25519"

var (
	sinkFilippoScalar edwards25519.Scalar
	sinkVoiScalar     voiscalar.Scalar
)

// Neither peer has a Square or a square root; Square is Mul(x, x).
func init() {
	x, y, _, _, _ := inputs(GroupFn25519, testinput.L25519)

	filippo := func(v []byte) edwards25519.Scalar {
		var s edwards25519.Scalar
		if _, err := s.SetCanonicalBytes(v); err != nil {
			panic(err)
		}
		return s
	}
	fx, fy := filippo(testinput.LE(x, 32)), filippo(testinput.LE(y, 32))
	RegisterImpl(GroupFn25519, "filippo",
		Op{"Mul", func(b *testing.B) {
			z := fx
			for b.Loop() {
				z.Multiply(&z, &fy)
			}
			sinkFilippoScalar = z
		}},
		Op{"Square", func(b *testing.B) {
			z := fx
			for b.Loop() {
				z.Multiply(&z, &z)
			}
			sinkFilippoScalar = z
		}},
		Op{"Add", func(b *testing.B) {
			var z edwards25519.Scalar
			for b.Loop() {
				z.Add(&fx, &fy)
			}
			sinkFilippoScalar = z
		}},
		Op{"Inverse", func(b *testing.B) {
			z := fx
			for b.Loop() {
				z.Invert(&z)
			}
			sinkFilippoScalar = z
		}},
	)

	voi := func(v []byte) voiscalar.Scalar {
		s, err := voiscalar.NewFromCanonicalBytes(v)
		if err != nil {
			panic(err)
		}
		return *s
	}
	vx, vy := voi(testinput.LE(x, 32)), voi(testinput.LE(y, 32))
	RegisterImpl(GroupFn25519, "voi",
		Op{"Mul", func(b *testing.B) {
			z := vx
			for b.Loop() {
				z.Mul(&z, &vy)
			}
			sinkVoiScalar = z
		}},
		Op{"Square", func(b *testing.B) {
			z := vx
			for b.Loop() {
				z.Mul(&z, &z)
			}
			sinkVoiScalar = z
		}},
		Op{"Add", func(b *testing.B) {
			var z voiscalar.Scalar
			for b.Loop() {
				z.Add(&vx, &vy)
			}
			sinkVoiScalar = z
		}},
		Op{"Inverse", func(b *testing.B) {
			z := vx
			for b.Loop() {
				z.Invert(&z)
			}
			sinkVoiScalar = z
		}},
	)
}
