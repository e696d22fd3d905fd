//go:build curvekit_opcount

package fp448

// opCount counts the calls of the multiply and square kernels, so that
// opcount_test.go can prove that exponentiations do the same work whatever
// their input. It exists only under the curvekit_opcount build tag.
var opCount struct{ Mul, Square uint64 }

// countMul records one call of the multiply kernel.
func countMul() { opCount.Mul++ }

// countSquare records one call of the square kernel.
func countSquare() { opCount.Square++ }
