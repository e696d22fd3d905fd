//go:build !curvekit_opcount

package fp448

// countMul records one call of the multiply kernel; without the
// curvekit_opcount build tag it does nothing and inlines away.
func countMul() {}

// countSquare records one call of the square kernel; without the
// curvekit_opcount build tag it does nothing and inlines away.
func countSquare() {}
