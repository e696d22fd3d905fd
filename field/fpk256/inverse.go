package fpk256

import "github.com/curvekit/curvekit/internal/safegcd"

// inverter holds the safegcd constants for p. Elements are canonical
// integers, so they go to safegcd and back as they are.
var inverter = safegcd.New([4]uint64{p0, p1, p2, p3})

// Inverse sets z = 1/x, and z = 0 when x = 0, with the constant-time
// Bernstein–Yang safegcd algorithm (590 branch-free divsteps).
func (Field) Inverse(z, x *Element) {
	inverter.Inverse((*[4]uint64)(z), (*[4]uint64)(x))
}

// InverseVarTime sets z = 1/x, and z = 0 when x = 0, like Inverse, for
// public x: it runs safegcd's divsteps only until they finish. Execution
// time depends on the inputs: it reveals information about x.
func (Field) InverseVarTime(z, x *Element) {
	inverter.InverseVarTime((*[4]uint64)(z), (*[4]uint64)(x))
}
