//go:build curvekit_opcount

package fpk256

// opCount counts calls of the multiply and square kernels, so that tests can
// check that exponentiations run a fixed sequence of operations.
var opCount struct{ Mul, Square uint64 }

// countMul records one call of the multiplication kernel.
func countMul() { opCount.Mul++ }

// countSquare records one call of the squaring kernel.
func countSquare() { opCount.Square++ }
