package field

// The limb-count views of a Prime. A Prime's arithmetic methods pick their
// kernel with a switch on the limb count (and on the shape of p) in every
// call, behind a pointer the compiler cannot see through. Code that
// specialises itself to a field, such as the point formulas that
// curves/weierstrass generates per element type, asks Specialize once for
// the view of its Prime instead: a value of one of the types below, whose
// Add, Sub, Neg, Mul and Square call that one kernel directly, so that the
// compiler inlines them into the caller. A view is a *Prime (it embeds one)
// and computes exactly what the Prime does: the other methods are the
// Prime's own. Views are field arithmetic only.

// Specialize returns f as the view of its limb count n = max(4, ⌈bits/64⌉):
// a Prime4 … Prime9, or, when p ≡ −1 (mod 2^64) and the Montgomery
// reduction needs no multiplication by −p⁻¹ (P-256 p, P-521 p), a
// Prime4M1 … Prime9M1, or, for a Crandall modulus (prime_crandall.go), a
// Prime4C. The choice of family was made by NewPrime. For
// 4 limbs on a processor with BMI2 and ADX (and GODEBUG not switching them
// off), it returns a Prime4ADX instead, for either family and for the
// Crandall moduli (kindCrandall4ADX), and for 6 limbs
// with p < 2^383 (BLS12-381's base field, 381 bits) a Prime6ADX: this is
// the one place where a Prime's arithmetic looks at the processor.
func (f *Prime) Specialize() any {
	if f.kind == kindCrandall4ADX || hasADX && (f.kind == 0 || f.kind == 6) {
		return Prime4ADX{f}
	}
	if f.kind == kindCrandall4 {
		return Prime4C{f}
	}
	if hasADX && (f.kind == 2 || f.kind == 8) && f.bitLen <= 383 {
		return Prime6ADX{f}
	}
	switch f.kind {
	case 0:
		return Prime4{f}
	case 1:
		return Prime5{f}
	case 2:
		return Prime6{f}
	case 3:
		return Prime7{f}
	case 4:
		return Prime8{f}
	case 5:
		return Prime9{f}
	case 6:
		return Prime4M1{f}
	case 7:
		return Prime5M1{f}
	case 8:
		return Prime6M1{f}
	case 9:
		return Prime7M1{f}
	case 10:
		return Prime8M1{f}
	case 11:
		return Prime9M1{f}
	}
	panic("field: internal error: unknown Prime kernel family")
}

// Prime4 is the view of a Prime of 4 limbs (p ≢ −1 mod 2^64); see Specialize.
type Prime4 struct{ *Prime }

// Add sets z = x + y.
func (f Prime4) Add(z, x, y *PrimeElement) { add4(z, x, y, &f.p) }

// Sub sets z = x − y.
func (f Prime4) Sub(z, x, y *PrimeElement) { sub4(z, x, y, &f.p) }

// Neg sets z = −x.
func (f Prime4) Neg(z, x *PrimeElement) { neg4(z, x, &f.p) }

// Mul sets z = x · y.
func (f Prime4) Mul(z, x, y *PrimeElement) { montMul4(z, x, y, &f.p, f.inv) }

// Square sets z = x².
func (f Prime4) Square(z, x *PrimeElement) { montSquare4(z, x, &f.p, f.inv) }

// Prime4M1 is the view of a Prime of 4 limbs with p ≡ −1 (mod 2^64); see Specialize.
type Prime4M1 struct{ *Prime }

// Add sets z = x + y.
func (f Prime4M1) Add(z, x, y *PrimeElement) { add4(z, x, y, &f.p) }

// Sub sets z = x − y.
func (f Prime4M1) Sub(z, x, y *PrimeElement) { sub4(z, x, y, &f.p) }

// Neg sets z = −x.
func (f Prime4M1) Neg(z, x *PrimeElement) { neg4(z, x, &f.p) }

// Mul sets z = x · y. For p of the P-256 shape q_2·2^192 + 2^96 − 1 it
// runs the kernel of that shape (prime_sparse_amd64.s): the test is of the
// modulus, a predictable branch on public data.
func (f Prime4M1) Mul(z, x, y *PrimeElement) {
	if f.adx4 == adx4Sparse {
		montMul4Sparse(z, x, y, &f.p)
		return
	}
	montMul4pm1(z, x, y, &f.p, f.inv)
}

// Square sets z = x², with the P-256-shape kernel where Mul uses it.
func (f Prime4M1) Square(z, x *PrimeElement) {
	if f.adx4 == adx4Sparse {
		montSquare4Sparse(z, x, &f.p)
		return
	}
	montSquare4pm1(z, x, &f.p, f.inv)
}

// Prime4ADX is the view of a Prime of 4 limbs, of either family, whose
// multiplication and squaring run on the BMI2 and ADX instructions MULX,
// ADCX and ADOX: two carry chains in flight instead of one, with the
// reduction p's shape allows (adx4Kernel): any odd p (prime_adx_amd64.s),
// p ≡ −1 mod 2^64 (prime_adxm1_amd64.s), or the P-256 shape
// q_2·2^192 + 2^96 − 1 (prime_adxsparse_amd64.s). Specialize returns it
// only on processors that have them; its results are those of Prime4 and
// Prime4M1. See Specialize.
type Prime4ADX struct{ *Prime }

// Add sets z = x + y.
func (f Prime4ADX) Add(z, x, y *PrimeElement) { add4(z, x, y, &f.p) }

// Sub sets z = x − y.
func (f Prime4ADX) Sub(z, x, y *PrimeElement) { sub4(z, x, y, &f.p) }

// Neg sets z = −x.
func (f Prime4ADX) Neg(z, x *PrimeElement) { neg4(z, x, &f.p) }

// Mul sets z = x · y, with the kernel for p's shape (adx4Kernel).
func (f Prime4ADX) Mul(z, x, y *PrimeElement) {
	switch f.adx4 {
	case adx4Crandall:
		crandallMul4ADX(z, x, y, &f.p, &f.cr)
	case adx4Sparse:
		montMul4SparseADX(z, x, y, &f.p, &f.q)
	case adx4M1:
		montMul4M1ADX(z, x, y, &f.p, &f.q)
	default:
		montMul4ADX(z, x, y, &f.p, f.inv)
	}
}

// Square sets z = x², with the kernel for p's shape (adx4Kernel).
func (f Prime4ADX) Square(z, x *PrimeElement) {
	switch f.adx4 {
	case adx4Crandall:
		crandallSquare4ADX(z, x, &f.p, &f.cr)
	case adx4Sparse:
		montSquare4SparseADX(z, x, &f.p, &f.q)
	case adx4M1:
		montSquare4M1ADX(z, x, &f.p, &f.q)
	default:
		montSquare4ADX(z, x, &f.p, f.inv)
	}
}

// fp2Fused reports whether the whole-Fp2 multiplication and squaring may
// run as one assembly function each (fp2Mul4ADX, fp2Square4ADX): on
// processors with BMI2 and ADX, for Montgomery moduli (not Crandall ones,
// whose elements are not in Montgomery form) below 2^255, whose
// Karatsuba sums fit four words unreduced. It depends on p only.
func (f Prime4ADX) fp2Fused() bool {
	return hasADX && f.adx4 != adx4Crandall && f.bitLen <= 255
}

// fp2Fused reports whether the whole-Fp2 multiplication, squaring and
// product by k + u may run as one baseline assembly function each
// (fp2Mul4, prime_fp2_mulq_amd64.s): on amd64 without the purego tag,
// for Montgomery moduli below 2^255. It depends on p only.
func (f Prime4) fp2Fused() bool { return hasFp2Asm && f.adx4 != adx4Crandall && f.bitLen <= 255 }

// fp2Fused is Prime4's, for p ≡ −1 mod 2^64 (the P-256 shape is 256 bits,
// so never fused).
func (f Prime4M1) fp2Fused() bool { return hasFp2Asm && f.adx4 != adx4Crandall && f.bitLen <= 255 }

// adx4Kernel names the Montgomery kernel of Prime4ADX that the shape of p
// allows, chosen once in NewPrime; the test in Mul and Square is of the
// modulus, fixed for the field, so it is a predictable branch on public
// data.
type adx4Kernel uint8

const (
	// adx4General is the kernel for any odd p (prime_adx_amd64.s): four
	// MULX and an IMUL per reduction round.
	adx4General adx4Kernel = iota
	// adx4M1 is the kernel for p ≡ −1 mod 2^64 (prime_adxm1_amd64.s): the
	// multiplier of a round is the low limb itself and the round adds it
	// times q = (p + 1)/2^64, three MULX.
	adx4M1
	// adx4Sparse is the kernel for the P-256 shape p = q_2·2^192 + 2^96 − 1
	// (prime_adxsparse_amd64.s): q = 2^32 + q_2·2^128, so a round is two
	// shifts and one MULX.
	adx4Sparse
	// adx4Crandall is the kernel for a Crandall modulus (kindCrandall4ADX,
	// prime_crandall.go): no Montgomery reduction, the high half of the
	// product folded in times c, four MULX.
	adx4Crandall
)

// Prime5 is the view of a Prime of 5 limbs (p ≢ −1 mod 2^64); see Specialize.
type Prime5 struct{ *Prime }

// Add sets z = x + y.
func (f Prime5) Add(z, x, y *PrimeElement) { add5(z, x, y, &f.p) }

// Sub sets z = x − y.
func (f Prime5) Sub(z, x, y *PrimeElement) { sub5(z, x, y, &f.p) }

// Neg sets z = −x.
func (f Prime5) Neg(z, x *PrimeElement) { neg5(z, x, &f.p) }

// Mul sets z = x · y.
func (f Prime5) Mul(z, x, y *PrimeElement) { montMul5(z, x, y, &f.p, f.inv) }

// Square sets z = x².
func (f Prime5) Square(z, x *PrimeElement) { montSquare5(z, x, &f.p, f.inv) }

// Prime5M1 is the view of a Prime of 5 limbs with p ≡ −1 (mod 2^64); see Specialize.
type Prime5M1 struct{ *Prime }

// Add sets z = x + y.
func (f Prime5M1) Add(z, x, y *PrimeElement) { add5(z, x, y, &f.p) }

// Sub sets z = x − y.
func (f Prime5M1) Sub(z, x, y *PrimeElement) { sub5(z, x, y, &f.p) }

// Neg sets z = −x.
func (f Prime5M1) Neg(z, x *PrimeElement) { neg5(z, x, &f.p) }

// Mul sets z = x · y.
func (f Prime5M1) Mul(z, x, y *PrimeElement) { montMul5pm1(z, x, y, &f.p, f.inv) }

// Square sets z = x².
func (f Prime5M1) Square(z, x *PrimeElement) { montSquare5pm1(z, x, &f.p, f.inv) }

// Prime6ADX is the view of a Prime of 6 limbs and at most 383 bits, of
// either family, whose multiplication and squaring run on the BMI2 and ADX
// instructions MULX, ADCX and ADOX (prime_adx6_amd64.s), a kernel that
// needs the free top bit of p for its carries. Specialize returns it only
// on processors that have them; its results are those of Prime6 and
// Prime6M1. See Specialize.
type Prime6ADX struct{ *Prime }

// Add sets z = x + y.
func (f Prime6ADX) Add(z, x, y *PrimeElement) { add6(z, x, y, &f.p) }

// Sub sets z = x − y.
func (f Prime6ADX) Sub(z, x, y *PrimeElement) { sub6(z, x, y, &f.p) }

// Neg sets z = −x.
func (f Prime6ADX) Neg(z, x *PrimeElement) { neg6(z, x, &f.p) }

// Mul sets z = x · y.
func (f Prime6ADX) Mul(z, x, y *PrimeElement) { montMul6ADX(z, x, y, &f.p, f.inv) }

// Square sets z = x².
func (f Prime6ADX) Square(z, x *PrimeElement) { montSquare6ADX(z, x, &f.p, f.inv) }

// fp2Fused reports whether the whole-Fp2 multiplication and squaring may
// run as one assembly function each (fp2Mul6ADX, fp2Square6ADX): on
// processors with BMI2 and ADX, for p < 2^383 (every p of this view).
func (f Prime6ADX) fp2Fused() bool { return hasADX && f.bitLen <= 383 }

// Prime6 is the view of a Prime of 6 limbs (p ≢ −1 mod 2^64); see Specialize.
type Prime6 struct{ *Prime }

// Add sets z = x + y.
func (f Prime6) Add(z, x, y *PrimeElement) { add6(z, x, y, &f.p) }

// Sub sets z = x − y.
func (f Prime6) Sub(z, x, y *PrimeElement) { sub6(z, x, y, &f.p) }

// Neg sets z = −x.
func (f Prime6) Neg(z, x *PrimeElement) { neg6(z, x, &f.p) }

// fp2Fused reports whether the whole-Fp2 multiplication, squaring and
// product by k + u may run as one baseline assembly function each
// (fp2Mul6, prime_fp2lazy_mulq_amd64.s): on amd64 without the purego tag,
// for p < 2^383, whose Karatsuba sums fit six words unreduced. It depends
// on p only.
func (f Prime6) fp2Fused() bool { return hasFp2Asm && f.bitLen <= 383 }

// Mul sets z = x · y.
func (f Prime6) Mul(z, x, y *PrimeElement) { montMul6(z, x, y, &f.p, f.inv) }

// Square sets z = x².
func (f Prime6) Square(z, x *PrimeElement) { montSquare6(z, x, &f.p, f.inv) }

// Prime6M1 is the view of a Prime of 6 limbs with p ≡ −1 (mod 2^64); see Specialize.
type Prime6M1 struct{ *Prime }

// Add sets z = x + y.
func (f Prime6M1) Add(z, x, y *PrimeElement) { add6(z, x, y, &f.p) }

// Sub sets z = x − y.
func (f Prime6M1) Sub(z, x, y *PrimeElement) { sub6(z, x, y, &f.p) }

// Neg sets z = −x.
func (f Prime6M1) Neg(z, x *PrimeElement) { neg6(z, x, &f.p) }

// Mul sets z = x · y.
func (f Prime6M1) Mul(z, x, y *PrimeElement) { montMul6pm1(z, x, y, &f.p, f.inv) }

// Square sets z = x².
func (f Prime6M1) Square(z, x *PrimeElement) { montSquare6pm1(z, x, &f.p, f.inv) }

// Prime7 is the view of a Prime of 7 limbs (p ≢ −1 mod 2^64); see Specialize.
type Prime7 struct{ *Prime }

// Add sets z = x + y.
func (f Prime7) Add(z, x, y *PrimeElement) { add7(z, x, y, &f.p) }

// Sub sets z = x − y.
func (f Prime7) Sub(z, x, y *PrimeElement) { sub7(z, x, y, &f.p) }

// Neg sets z = −x.
func (f Prime7) Neg(z, x *PrimeElement) { neg7(z, x, &f.p) }

// Mul sets z = x · y.
func (f Prime7) Mul(z, x, y *PrimeElement) { montMul7(z, x, y, &f.p, f.inv) }

// Square sets z = x².
func (f Prime7) Square(z, x *PrimeElement) { montSquare7(z, x, &f.p, f.inv) }

// Prime7M1 is the view of a Prime of 7 limbs with p ≡ −1 (mod 2^64); see Specialize.
type Prime7M1 struct{ *Prime }

// Add sets z = x + y.
func (f Prime7M1) Add(z, x, y *PrimeElement) { add7(z, x, y, &f.p) }

// Sub sets z = x − y.
func (f Prime7M1) Sub(z, x, y *PrimeElement) { sub7(z, x, y, &f.p) }

// Neg sets z = −x.
func (f Prime7M1) Neg(z, x *PrimeElement) { neg7(z, x, &f.p) }

// Mul sets z = x · y.
func (f Prime7M1) Mul(z, x, y *PrimeElement) { montMul7pm1(z, x, y, &f.p, f.inv) }

// Square sets z = x².
func (f Prime7M1) Square(z, x *PrimeElement) { montSquare7pm1(z, x, &f.p, f.inv) }

// Prime8 is the view of a Prime of 8 limbs (p ≢ −1 mod 2^64); see Specialize.
type Prime8 struct{ *Prime }

// Add sets z = x + y.
func (f Prime8) Add(z, x, y *PrimeElement) { add8(z, x, y, &f.p) }

// Sub sets z = x − y.
func (f Prime8) Sub(z, x, y *PrimeElement) { sub8(z, x, y, &f.p) }

// Neg sets z = −x.
func (f Prime8) Neg(z, x *PrimeElement) { neg8(z, x, &f.p) }

// Mul sets z = x · y.
func (f Prime8) Mul(z, x, y *PrimeElement) { montMul8(z, x, y, &f.p, f.inv) }

// Square sets z = x².
func (f Prime8) Square(z, x *PrimeElement) { montSquare8(z, x, &f.p, f.inv) }

// Prime8M1 is the view of a Prime of 8 limbs with p ≡ −1 (mod 2^64); see Specialize.
type Prime8M1 struct{ *Prime }

// Add sets z = x + y.
func (f Prime8M1) Add(z, x, y *PrimeElement) { add8(z, x, y, &f.p) }

// Sub sets z = x − y.
func (f Prime8M1) Sub(z, x, y *PrimeElement) { sub8(z, x, y, &f.p) }

// Neg sets z = −x.
func (f Prime8M1) Neg(z, x *PrimeElement) { neg8(z, x, &f.p) }

// Mul sets z = x · y.
func (f Prime8M1) Mul(z, x, y *PrimeElement) { montMul8pm1(z, x, y, &f.p, f.inv) }

// Square sets z = x².
func (f Prime8M1) Square(z, x *PrimeElement) { montSquare8pm1(z, x, &f.p, f.inv) }

// Prime9 is the view of a Prime of 9 limbs (p ≢ −1 mod 2^64); see Specialize.
type Prime9 struct{ *Prime }

// Add sets z = x + y.
func (f Prime9) Add(z, x, y *PrimeElement) { add9(z, x, y, &f.p) }

// Sub sets z = x − y.
func (f Prime9) Sub(z, x, y *PrimeElement) { sub9(z, x, y, &f.p) }

// Neg sets z = −x.
func (f Prime9) Neg(z, x *PrimeElement) { neg9(z, x, &f.p) }

// Mul sets z = x · y.
func (f Prime9) Mul(z, x, y *PrimeElement) { montMul9(z, x, y, &f.p, f.inv) }

// Square sets z = x².
func (f Prime9) Square(z, x *PrimeElement) { montSquare9(z, x, &f.p, f.inv) }

// Prime9M1 is the view of a Prime of 9 limbs with p ≡ −1 (mod 2^64); see Specialize.
type Prime9M1 struct{ *Prime }

// Add sets z = x + y.
func (f Prime9M1) Add(z, x, y *PrimeElement) { add9(z, x, y, &f.p) }

// Sub sets z = x − y.
func (f Prime9M1) Sub(z, x, y *PrimeElement) { sub9(z, x, y, &f.p) }

// Neg sets z = −x.
func (f Prime9M1) Neg(z, x *PrimeElement) { neg9(z, x, &f.p) }

// Mul sets z = x · y.
func (f Prime9M1) Mul(z, x, y *PrimeElement) { montMul9pm1(z, x, y, &f.p, f.inv) }

// Square sets z = x².
func (f Prime9M1) Square(z, x *PrimeElement) { montSquare9pm1(z, x, &f.p, f.inv) }
