//go:build curvekit_opcount

package field

// opCount counts the multiplications and squarings the Montgomery kernels
// perform. It exists only under the curvekit_opcount build tag, for tests
// proving that exponentiations take a value-independent number of steps.
var opCount struct{ Mul, Square uint64 }

// countMul records one multiplication.
func countMul() { opCount.Mul++ }

// countSquare records one squaring.
func countSquare() { opCount.Square++ }
