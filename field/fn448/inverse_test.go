package fn448_test

import (
	"testing"

	"github.com/curvekit/curvekit/field/fn448"
	"github.com/curvekit/curvekit/internal/safegcd/safegcdtest"
)

// TestInverseSafegcd checks Inverse and InverseVarTime against math/big on
// edge values (0, 1, 2, p − 1, powers of two, values near 2^256) and random
// ones.
func TestInverseSafegcd(t *testing.T) { safegcdtest.Run[fn448.Element](t, fn448.Field{}) }

// FuzzInverseSafegcd compares Inverse and InverseVarTime with math/big.
func FuzzInverseSafegcd(f *testing.F) { safegcdtest.Fuzz[fn448.Element](f, fn448.Field{}) }

func BenchmarkInverseVarTime(b *testing.B) {
	var fld fn448.Field
	var x fn448.Element
	fld.SetUint64(&x, 0x123456789)
	fld.Inverse(&x, &x)
	for b.Loop() {
		fld.InverseVarTime(&x, &x)
	}
}
