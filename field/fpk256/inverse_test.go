package fpk256_test

import (
	"testing"

	"github.com/curvekit/curvekit/field/fpk256"
	"github.com/curvekit/curvekit/internal/safegcd/safegcdtest"
)

// TestInverseSafegcd checks Inverse and InverseVarTime against math/big on
// edge values (0, 1, 2, p − 1, powers of two, values near 2^256) and random
// ones.
func TestInverseSafegcd(t *testing.T) { safegcdtest.Run[fpk256.Element](t, fpk256.Field{}) }

// FuzzInverseSafegcd compares Inverse and InverseVarTime with math/big.
func FuzzInverseSafegcd(f *testing.F) { safegcdtest.Fuzz[fpk256.Element](f, fpk256.Field{}) }

func BenchmarkInverseVarTime(b *testing.B) {
	var fld fpk256.Field
	var x fpk256.Element
	fld.SetUint64(&x, 0x123456789)
	fld.Inverse(&x, &x)
	for b.Loop() {
		fld.InverseVarTime(&x, &x)
	}
}
