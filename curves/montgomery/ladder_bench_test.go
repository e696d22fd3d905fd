package montgomery

import (
	"testing"

	"github.com/curvekit/curvekit/field/fp25519"
)

// BenchmarkScalarMultU25519 measures curve25519's variable-base ladder
// with its final inversion (ScalarMultU over fp25519, the backend New
// picks), as X25519 runs it, on a clamped 32-byte scalar.
func BenchmarkScalarMultU25519(b *testing.B) {
	testCurves(b)
	k := bytes32(0x5a)
	clamp25519(k)
	var u, z fp25519.Element
	fp25519.Field{}.SetUint64(&u, 9)
	b.ReportAllocs()
	for b.Loop() {
		fixed25519.ScalarMultU(&z, k, &u)
	}
}
