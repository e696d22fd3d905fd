package fnr384_test

import (
	"testing"

	"github.com/curvekit/curvekit/field/fnr384"
	"github.com/curvekit/curvekit/internal/safegcd/safegcdtest"
)

// TestInverseSafegcd checks Inverse and InverseVarTime against math/big on
// edge values (0, 1, 2, p − 1, powers of two, values near 2^256) and random
// ones.
func TestInverseSafegcd(t *testing.T) { safegcdtest.Run[fnr384.Element](t, fnr384.Field{}) }

// FuzzInverseSafegcd compares Inverse and InverseVarTime with math/big.
func FuzzInverseSafegcd(f *testing.F) { safegcdtest.Fuzz[fnr384.Element](f, fnr384.Field{}) }

func BenchmarkInverseVarTime(b *testing.B) {
	var fld fnr384.Field
	var x fnr384.Element
	fld.SetUint64(&x, 0x123456789)
	fld.Inverse(&x, &x)
	for b.Loop() {
		fld.InverseVarTime(&x, &x)
	}
}
