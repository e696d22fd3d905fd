//go:build !curvekit_opcount

package field

// countMul records one multiplication when built with the curvekit_opcount
// tag; otherwise it is empty and inlines to nothing.
func countMul() {}

// countSquare records one squaring when built with the curvekit_opcount tag;
// otherwise it is empty and inlines to nothing.
func countSquare() {}
