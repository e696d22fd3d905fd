package weierstrass

import "github.com/curvekit/curvekit/field"

// varTimeInverter is the optional interface of a field with a variable-time
// inversion for public values, such as the fixed fields of the prebuilt
// curves (safegcd's variable-time form). Fields without it fall back to
// their constant-time Inverse.
type varTimeInverter[E any] interface {
	// InverseVarTime sets z = 1/x, and z = 0 when x = 0. Execution time
	// depends on the inputs.
	InverseVarTime(z, x *E)
}

// inverseVarTime sets z = 1/x, and z = 0 when x = 0, with f's
// InverseVarTime when it has one and its Inverse otherwise. x must be public.
// Execution time depends on the inputs.
func inverseVarTime[E any](f field.Field[E], z, x *E) {
	if vt, ok := f.(varTimeInverter[E]); ok {
		vt.InverseVarTime(z, x)
		return
	}
	f.Inverse(z, x)
}
