package field

import "math/bits"

// Quadratic-extension arithmetic on the 6-limb views. A tower over a Prime
// (field/tower's Fp2 = Fp[u]/(u² − β)) spends most of its time in a few
// base operations per Fp2 operation: five to eight calls into the base
// field through an interface for one Fp2 multiplication. The methods below
// do a whole Fp2 addition, subtraction, multiplication or squaring in one
// call, with the 6-limb kernels called directly; field/tower uses them when
// the view it calls has them. Each pair (x0, x1) is the element x0 + x1·u;
// the multiplication and squaring are those of u² = −1 (BLS12-381's Fp2).
// Results may alias arguments. Everything runs in time independent of the
// values, like the kernels they call.

// Fp2Add sets z0 + z1·u = (x0 + x1·u) + (y0 + y1·u).
func (f Prime6ADX) Fp2Add(z0, z1, x0, x1, y0, y1 *PrimeElement) {
	add6(z0, x0, y0, &f.p)
	add6(z1, x1, y1, &f.p)
}

// Fp2Sub sets z0 + z1·u = (x0 + x1·u) − (y0 + y1·u).
func (f Prime6ADX) Fp2Sub(z0, z1, x0, x1, y0, y1 *PrimeElement) {
	sub6(z0, x0, y0, &f.p)
	sub6(z1, x1, y1, &f.p)
}

// Fp2MulMinusOne sets z0 + z1·u = (x0 + x1·u)·(y0 + y1·u) with u² = −1
// (see fp2Mul6).
func (f Prime6ADX) Fp2MulMinusOne(z0, z1, x0, x1, y0, y1 *PrimeElement) {
	fp2Mul6(z0, z1, x0, x1, y0, y1, f.Prime, true)
}

// Fp2SquareMinusOne sets z0 + z1·u = (x0 + x1·u)² with u² = −1 (see
// fp2Square6).
func (f Prime6ADX) Fp2SquareMinusOne(z0, z1, x0, x1 *PrimeElement) {
	fp2Square6(z0, z1, x0, x1, f.Prime, true)
}

// Fp2Add sets z0 + z1·u = (x0 + x1·u) + (y0 + y1·u).
func (f Prime6) Fp2Add(z0, z1, x0, x1, y0, y1 *PrimeElement) {
	add6(z0, x0, y0, &f.p)
	add6(z1, x1, y1, &f.p)
}

// Fp2Sub sets z0 + z1·u = (x0 + x1·u) − (y0 + y1·u).
func (f Prime6) Fp2Sub(z0, z1, x0, x1, y0, y1 *PrimeElement) {
	sub6(z0, x0, y0, &f.p)
	sub6(z1, x1, y1, &f.p)
}

// Fp2MulMinusOne sets z0 + z1·u = (x0 + x1·u)·(y0 + y1·u) with u² = −1
// (see fp2Mul6).
func (f Prime6) Fp2MulMinusOne(z0, z1, x0, x1, y0, y1 *PrimeElement) {
	fp2Mul6(z0, z1, x0, x1, y0, y1, f.Prime, false)
}

// Fp2SquareMinusOne sets z0 + z1·u = (x0 + x1·u)² with u² = −1 (see
// fp2Square6).
func (f Prime6) Fp2SquareMinusOne(z0, z1, x0, x1 *PrimeElement) {
	fp2Square6(z0, z1, x0, x1, f.Prime, false)
}

// mul6 is montMul6ADX when adx is true (a choice fixed by the view, not by
// any value) and montMul6 otherwise.
func mul6(z, x, y *PrimeElement, f *Prime, adx bool) {
	if adx {
		montMul6ADX(z, x, y, &f.p, f.inv)
		return
	}
	montMul6(z, x, y, &f.p, f.inv)
}

// fp2Mul6 is Karatsuba over u² = −1: with v0 = x0·y0 and v1 = x1·y1,
// z0 = v0 − v1 and z1 = (x0 + x1)(y0 + y1) − v0 − v1, three base
// multiplications. The sum x0 + x1 enters its multiplication unreduced
// when p < 2^383 (see sum6): both 6-limb kernels accept a first factor x
// with x·y < p·2^384 (montMul6ADX any x < 2^384).
func fp2Mul6(z0, z1, x0, x1, y0, y1 *PrimeElement, f *Prime, adx bool) {
	var v0, v1, s, t PrimeElement
	mul6(&v0, x0, y0, f, adx)
	mul6(&v1, x1, y1, f, adx)
	sum6(&s, x0, x1, f)
	add6(&t, y0, y1, &f.p)
	mul6(&s, &s, &t, f, adx)
	sub6(&s, &s, &v0, &f.p)
	sub6(z1, &s, &v1, &f.p) // every read of x and y is done
	sub6(z0, &v0, &v1, &f.p)
}

// fp2Square6 is complex squaring over u² = −1:
// z0 = (x0 + x1)(x0 − x1) and z1 = 2·x0·x1, two base multiplications, the
// sum x0 + x1 unreduced as in fp2Mul6.
func fp2Square6(z0, z1, x0, x1 *PrimeElement, f *Prime, adx bool) {
	var v, s, t PrimeElement
	mul6(&v, x0, x1, f, adx)
	sum6(&s, x0, x1, f)
	sub6(&t, x0, x1, &f.p)
	mul6(z0, &s, &t, f, adx)
	add6(z1, &v, &v, &f.p)
}

// sum6 sets z to x + y for x, y < p, as a first factor of mul6: for
// p < 2^383 the 6-limb integer sum, unreduced (below 2p < 2^384, so no
// carry leaves the top limb), and x + y mod p for larger p. The choice
// depends on p only.
func sum6(z, x, y *PrimeElement, f *Prime) {
	if f.bitLen > 383 {
		add6(z, x, y, &f.p)
		return
	}
	var c uint64
	z[0], c = bits.Add64(x[0], y[0], 0)
	z[1], c = bits.Add64(x[1], y[1], c)
	z[2], c = bits.Add64(x[2], y[2], c)
	z[3], c = bits.Add64(x[3], y[3], c)
	z[4], c = bits.Add64(x[4], y[4], c)
	z[5], _ = bits.Add64(x[5], y[5], c)
}
