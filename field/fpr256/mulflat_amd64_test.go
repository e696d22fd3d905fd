//go:build amd64 && !purego

package fpr256

import "testing"

// TestMulFlatADXIsMul checks that FieldADX.MulFlat and SquareFlat compute
// what Mul and Square compute. It skips on processors without BMI2 and ADX.
func TestMulFlatADXIsMul(t *testing.T) {
	if !hasADX {
		t.Skip("the processor lacks BMI2 or ADX: FieldADX is not used")
	}
	var f FieldADX
	checkFlat(t, "FieldADX", f.MulFlat, f.SquareFlat)
}
