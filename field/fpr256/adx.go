package fpr256

// FieldADX is Field with its multiplication and squaring run by the BMI2
// and ADX instructions MULX, ADCX and ADOX (mul_adx_amd64.s): two carry
// chains in flight instead of one, which makes a multiplication about 15%
// faster on processors that have them. Every other method is Field's, the
// elements are the same, and every result is the same; like Field it runs
// in constant time and its zero value is ready to use.
//
// On amd64 its Mul and Square execute those instructions unconditionally:
// use FieldADX only on a processor that has BMI2 and ADX (GODEBUG
// cpu.bmi2=off or cpu.adx=off switch them off for code that asks).
// curves/weierstrass picks it once per curve, when the processor reports
// them. On other architectures and in the purego build its Mul and Square
// are Field's.
type FieldADX struct{ Field }

// Mul sets z = x · y.
func (FieldADX) Mul(z, x, y *Element) { mulADX(z, x, y) }

// Square sets z = x².
func (FieldADX) Square(z, x *Element) { squareADX(z, x) }
