package fp25519

// Field64ADX is Field64 with its multiplication and squaring run by the
// BMI2 and ADX instructions MULX, ADCX and ADOX (mul64_adx_amd64.s): two
// carry chains in flight instead of one. Every other method is Field64's,
// the elements are the same, and every result is the same limbs; like
// Field64 it runs in constant time and its zero value is ready to use.
//
// On amd64 its Mul and Square execute those instructions unconditionally:
// use Field64ADX only when HasADX reports them (curves/montgomery picks it
// once per curve). On other architectures and in the purego build its Mul
// and Square are Field64's.
type Field64ADX struct{ Field64 }

// Mul sets z = x · y.
func (Field64ADX) Mul(z, x, y *Element64) { mul64ADX(z, x, y) }

// Square sets z = x².
func (Field64ADX) Square(z, x *Element64) { square64ADX(z, x) }

// HasADX reports whether Field64ADX runs its assembly on this processor:
// amd64 with BMI2 and ADX, not switched off by GODEBUG (cpu.bmi2=off,
// cpu.adx=off or cpu.all=off), outside the purego build.
func HasADX() bool { return hasADX }
