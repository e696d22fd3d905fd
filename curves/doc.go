// Package curves holds what the curve engines share: the recoding of scalars
// into signed digits for windowed and non-adjacent-form scalar multiplication.
//
// The engines themselves live in the subpackages: edwards (twisted Edwards
// curves and EdDSA), montgomery and weierstrass. Everything here works on
// little-endian byte strings so that it is independent of any field type.
//
// SignedRadix16 runs in time independent of the scalar's value and is meant
// for secret scalars; the functions whose names end in VarTime branch on the
// scalar and are meant for public ones (signature verification).
package curves
