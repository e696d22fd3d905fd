//go:build amd64 && !purego

package fpr256

// MulFlat is Mul with the kernel called from its own line, for code
// generated over this field (the point formulas of curves/weierstrass):
// inlined there, Mul leaves one inline-mark NOP per product, for the call
// of mul that has no instruction of its own, and MulFlat none. It computes
// exactly what Mul computes, in constant time.
func (Field) MulFlat(z, x, y *Element) { countMul(); mulAsm(z, x, y) }

// SquareFlat is Square with the kernel called from its own line, as MulFlat.
func (Field) SquareFlat(z, x *Element) { countSquare(); squareAsm(z, x) }

// MulFlat is FieldADX's Mul with the kernel called from its own line, as
// Field.MulFlat. Call it only where FieldADX may be used.
func (FieldADX) MulFlat(z, x, y *Element) { countMul(); mulADXAsm(z, x, y) }

// SquareFlat is FieldADX's Square with the kernel called from its own
// line, as Field.MulFlat.
func (FieldADX) SquareFlat(z, x *Element) { countSquare(); squareADXAsm(z, x) }
