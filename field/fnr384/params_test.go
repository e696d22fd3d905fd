package fnr384_test

import (
	"crypto/elliptic"
	"testing"

	"github.com/curvekit/curvekit/field/fnr384"
)

// TestModulusIsStandard checks the generator's constant against the
// standard library's curve parameters (crypto/elliptic, FIPS 186-5).
func TestModulusIsStandard(t *testing.T) {
	want := elliptic.P384().Params().N
	if got := (fnr384.Field{}).Modulus(); got.Cmp(want) != 0 {
		t.Fatalf("modulus %x, want %x", got, want)
	}
	if got := (fnr384.Field{}).BitLen(); got != want.BitLen() {
		t.Fatalf("BitLen %d, want %d", got, want.BitLen())
	}
}
