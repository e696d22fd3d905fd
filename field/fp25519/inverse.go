package fp25519

import "github.com/curvekit/curvekit/internal/safegcd"

// inverter holds the safegcd constants for p = 2^255 − 19.
var inverter = safegcd.New([4]uint64{p0, p1, p2, p3})

// toWords returns the canonical integer of x as four little-endian 64-bit
// words.
func toWords(x *Element) [4]uint64 {
	a := *x
	reduce(&a)
	return [4]uint64{a[0] | a[1]<<51, a[1]>>13 | a[2]<<38, a[2]>>26 | a[3]<<25, a[3]>>39 | a[4]<<12}
}

// Inverse sets z = 1/x, and z = 0 when x = 0, with the constant-time
// Bernstein–Yang safegcd algorithm (590 branch-free divsteps) on the
// canonical integer of x.
func (Field) Inverse(z, x *Element) {
	w := toWords(x)
	inverter.Inverse(&w, &w)
	*z = wordsToLimbs(w[0], w[1], w[2], w[3])
}

// InverseVarTime sets z = 1/x, and z = 0 when x = 0, like Inverse, for
// public x: it runs safegcd's divsteps only until they finish. Execution
// time depends on the inputs: it reveals information about x.
func (Field) InverseVarTime(z, x *Element) {
	w := toWords(x)
	inverter.InverseVarTime(&w, &w)
	*z = wordsToLimbs(w[0], w[1], w[2], w[3])
}
