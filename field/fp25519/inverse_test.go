package fp25519_test

import (
	"testing"

	"github.com/curvekit/curvekit/field/fp25519"
	"github.com/curvekit/curvekit/internal/safegcd/safegcdtest"
)

// TestInverseSafegcd checks Inverse and InverseVarTime against math/big on
// edge values (0, 1, 2, p − 1, powers of two, values near 2^256) and random
// ones.
func TestInverseSafegcd(t *testing.T) { safegcdtest.Run[fp25519.Element](t, fp25519.Field{}) }

// FuzzInverseSafegcd compares Inverse and InverseVarTime with math/big.
func FuzzInverseSafegcd(f *testing.F) { safegcdtest.Fuzz[fp25519.Element](f, fp25519.Field{}) }

func BenchmarkInverseVarTime(b *testing.B) {
	var fld fp25519.Field
	var x fp25519.Element
	fld.SetUint64(&x, 0x123456789)
	fld.Inverse(&x, &x)
	for b.Loop() {
		fld.InverseVarTime(&x, &x)
	}
}
