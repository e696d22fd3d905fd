//go:build !amd64 || purego

package fpr256

// mulADX is mul where there is no BMI2/ADX assembly (other architectures,
// the purego build): FieldADX then computes exactly what Field does.
func mulADX(z, x, y *Element) { mul(z, x, y) }

// squareADX is square where there is no BMI2/ADX assembly.
func squareADX(z, x *Element) { square(z, x) }
