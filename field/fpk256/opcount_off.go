//go:build !curvekit_opcount

package fpk256

// countMul is a no-op without the curvekit_opcount build tag.
func countMul() {}

// countSquare is a no-op without the curvekit_opcount build tag.
func countSquare() {}
