//go:build !amd64 || purego

package fpr256

// MulFlat is Mul: where there is no assembly (other architectures, the
// purego build) the generated formulas call the Go kernels as Mul does.
func (Field) MulFlat(z, x, y *Element) { mul(z, x, y) }

// SquareFlat is Square.
func (Field) SquareFlat(z, x *Element) { square(z, x) }

// MulFlat is FieldADX's Mul, which is Field's here.
func (FieldADX) MulFlat(z, x, y *Element) { mulADX(z, x, y) }

// SquareFlat is FieldADX's Square, which is Field's here.
func (FieldADX) SquareFlat(z, x *Element) { squareADX(z, x) }
