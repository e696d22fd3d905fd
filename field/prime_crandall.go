package field

import (
	"math/big"
	"math/bits"
)

// Crandall moduli. A 4-limb p of the shape p = 2^(256−s) − d with
// c = 2^s·d < 2^64 — a pseudo-Mersenne or Crandall prime, such as
// 2^255 − 19 (s = 1, d = 19, c = 38) or secp256k1's 2^256 − 2^32 − 977
// (s = 0, c = 2^32 + 977) — needs no Montgomery reduction: since
// 2^256 ≡ c (mod 2^s·p), a 512-bit product H·2^256 + L folds to L + c·H,
// four multiplications by c instead of the sixteen (and four by −p⁻¹) of a
// Montgomery reduction. NewPrime gives such a p the kernel family
// kindCrandall4, whose elements are kept as the plain integers below p,
// Montgomery form with the factor 1 instead of 2^256: the constants of
// the Prime (one, r2, r3, rw, montConst) carry the factor, so the code
// above the kernels is the same for both forms (see NewPrime).
//
// Two kernel families serve these moduli, chosen once by NewPrime from the
// shape of p and the processor:
//
//   - kindCrandall4ADX, on processors with BMI2 and ADX: crandallMul4ADX and
//     crandallSquare4ADX, on MULX, ADCX and ADOX (prime_crandall_amd64.s),
//     reached through Prime4ADX (Specialize), whose Mul and Square switch on
//     its adx4 kernel, a predictable branch on the modulus;
//   - kindCrandall4 everywhere else: crandallMul4 and crandallSquare4, on
//     the baseline MULQ, ADDQ and ADCQ on amd64
//     (prime_crandall_mulq_amd64.s) and the Go kernels below in the purego
//     build and on other architectures, reached through Prime4C, whose
//     methods call them with no branch at all.
//
// Prime.Mul and Prime.Square switch on the kind. crandallMul4Generic and
// crandallSquare4Generic, the Go kernels, are also the reference that the
// tests compare the assembly with, limb for limb, besides math/big
// (prime_crandall_test.go).

// kindCrandall4 is the kernel family of a 4-limb Crandall modulus without
// BMI2 and ADX (MULQ assembly or Go): after the n − 4 families and the
// p ≡ −1 mod 2^64 ones.
const kindCrandall4 = 2 * (maxPrimeLimbs - minPrimeLimbs + 1)

// kindCrandall4ADX is the kernel family of a 4-limb Crandall modulus on a
// processor with BMI2 and ADX (MULX, ADCX, ADOX assembly).
const kindCrandall4ADX = kindCrandall4 + 1

// crandallShape returns the constants of the Crandall kernels for p, and
// whether p has that shape: 4 limbs and c = 2^256 − 2^s·p < 2^64 for the
// s = 256 − bitLen(p) that makes 2^s·p a 256-bit number. The constants are
// k[0] = c, k[1] = d = c/2^s, k[2] = s, and, for the assembly kernel,
// k[3] = 63 − s and k[4] = 2^(64−s) − 1; the other limbs are zero.
func crandallShape(p *big.Int) (k PrimeElement, ok bool) {
	if p.BitLen() > 256 || p.BitLen() <= 192 {
		return k, false
	}
	s := uint(256 - p.BitLen())
	c := new(big.Int).Lsh(big.NewInt(1), 256)
	c.Sub(c, new(big.Int).Lsh(p, s))
	if c.Sign() <= 0 || c.BitLen() > 64 {
		return k, false
	}
	k[0] = c.Uint64()
	k[1] = k[0] >> s
	k[2] = uint64(s)
	k[3] = uint64(63 - s)
	k[4] = ^uint64(0) >> s
	return k, true
}

// madd returns the 128-bit a·b + c + d as (hi, lo); it cannot overflow:
// (2^64 − 1)² + 2·(2^64 − 1) = 2^128 − 1.
func madd(a, b, c, d uint64) (hi, lo uint64) {
	hi, lo = bits.Mul64(a, b)
	var cc uint64
	lo, cc = bits.Add64(lo, c, 0)
	hi += cc
	lo, cc = bits.Add64(lo, d, 0)
	hi += cc
	return hi, lo
}

// crandallMul4Generic sets z = x·y mod p for a Crandall modulus p with
// constants k (crandallShape), fully reduced, for any x, y < 2^256.
func crandallMul4Generic(z, x, y, p, k *PrimeElement) {
	x0, x1, x2, x3 := x[0], x[1], x[2], x[3]
	y0, y1, y2, y3 := y[0], y[1], y[2], y[3]
	var t0, t1, t2, t3, t4, t5, t6, t7, c uint64
	// The 512-bit product, row by row of x.
	c, t0 = bits.Mul64(x0, y0)
	c, t1 = madd(x0, y1, c, 0)
	c, t2 = madd(x0, y2, c, 0)
	c, t3 = madd(x0, y3, c, 0)
	t4 = c
	c, t1 = madd(x1, y0, t1, 0)
	c, t2 = madd(x1, y1, t2, c)
	c, t3 = madd(x1, y2, t3, c)
	c, t4 = madd(x1, y3, t4, c)
	t5 = c
	c, t2 = madd(x2, y0, t2, 0)
	c, t3 = madd(x2, y1, t3, c)
	c, t4 = madd(x2, y2, t4, c)
	c, t5 = madd(x2, y3, t5, c)
	t6 = c
	c, t3 = madd(x3, y0, t3, 0)
	c, t4 = madd(x3, y1, t4, c)
	c, t5 = madd(x3, y2, t5, c)
	c, t6 = madd(x3, y3, t6, c)
	t7 = c
	crandallReduce4(z, t0, t1, t2, t3, t4, t5, t6, t7, p, k)
}

// crandallSquare4Generic sets z = x² mod p for a Crandall modulus p with
// constants k, fully reduced, for any x < 2^256: the six cross products
// once, doubled, plus the four squares.
func crandallSquare4Generic(z, x, p, k *PrimeElement) {
	x0, x1, x2, x3 := x[0], x[1], x[2], x[3]
	var t1, t2, t3, t4, t5, t6, c uint64
	// Cross products x_i·x_j, i < j.
	c, t1 = bits.Mul64(x0, x1)
	c, t2 = madd(x0, x2, c, 0)
	c, t3 = madd(x0, x3, c, 0)
	t4 = c
	c, t3 = madd(x1, x2, t3, 0)
	c, t4 = madd(x1, x3, t4, c)
	t5 = c
	c, t5 = madd(x2, x3, t5, 0)
	t6 = c
	// Doubled: the top bit of t6 moves into t7.
	t7 := t6 >> 63
	t6 = t6<<1 | t5>>63
	t5 = t5<<1 | t4>>63
	t4 = t4<<1 | t3>>63
	t3 = t3<<1 | t2>>63
	t2 = t2<<1 | t1>>63
	t1 <<= 1
	// Plus the squares x_i² at 2^(128i).
	var h, l, t0 uint64
	h, t0 = bits.Mul64(x0, x0)
	t1, c = bits.Add64(t1, h, 0)
	h, l = bits.Mul64(x1, x1)
	t2, c = bits.Add64(t2, l, c)
	t3, c = bits.Add64(t3, h, c)
	h, l = bits.Mul64(x2, x2)
	t4, c = bits.Add64(t4, l, c)
	t5, c = bits.Add64(t5, h, c)
	h, l = bits.Mul64(x3, x3)
	t6, c = bits.Add64(t6, l, c)
	t7, _ = bits.Add64(t7, h, c)
	crandallReduce4(z, t0, t1, t2, t3, t4, t5, t6, t7, p, k)
}

// crandallReduce4 sets z = t mod p for t = t7·2^448 + … + t0 < 2^512 and a
// Crandall modulus p = 2^(256−s) − d, c = 2^s·d (k holds c, d, s):
//
//  1. u = L + c·H for t = H·2^256 + L: 2^256 ≡ c mod 2^s·p, and u < (c+1)·2^256;
//  2. v = (u mod 2^256) + c·(u div 2^256), below 2^256 + c²;
//  3. w = (v mod 2^256) + c when v overflowed, which then cannot overflow
//     again (v mod 2^256 < c²): w < 2^256, w ≡ t;
//  4. x = (w mod 2^(256−s)) + d·(w div 2^(256−s)), since 2^(256−s) ≡ d
//     mod p: x < p + c;
//  5. z = x − p if that does not borrow, else x: z < c ≤ p.
//
// Every step is masks and carries, with no branch on the values.
func crandallReduce4(z *PrimeElement, t0, t1, t2, t3, t4, t5, t6, t7 uint64, p, k *PrimeElement) {
	c, d, s := k[0], k[1], k[2]
	var u4, b uint64
	u4, t0 = madd(t4, c, t0, 0) // 1.
	u4, t1 = madd(t5, c, t1, u4)
	u4, t2 = madd(t6, c, t2, u4)
	u4, t3 = madd(t7, c, t3, u4)
	h, l := bits.Mul64(u4, c) // 2.
	t0, b = bits.Add64(t0, l, 0)
	t1, b = bits.Add64(t1, h, b)
	t2, b = bits.Add64(t2, 0, b)
	t3, b = bits.Add64(t3, 0, b)
	t0, b = bits.Add64(t0, c&-b, 0) // 3.
	t1, b = bits.Add64(t1, 0, b)
	t2, b = bits.Add64(t2, 0, b)
	t3, _ = bits.Add64(t3, 0, b)
	top := t3 >> (64 - s) // 4. (0 when s = 0: a shift by 64)
	t3 &= ^uint64(0) >> s
	t0, b = bits.Add64(t0, top*d, 0)
	t1, b = bits.Add64(t1, 0, b)
	t2, b = bits.Add64(t2, 0, b)
	t3, _ = bits.Add64(t3, 0, b)
	r0, b := bits.Sub64(t0, p[0], 0) // 5.
	r1, b := bits.Sub64(t1, p[1], b)
	r2, b := bits.Sub64(t2, p[2], b)
	r3, b := bits.Sub64(t3, p[3], b)
	m := -b // all ones when x < p: keep x
	z[0] = r0 ^ m&(t0^r0)
	z[1] = r1 ^ m&(t1^r1)
	z[2] = r2 ^ m&(t2^r2)
	z[3] = r3 ^ m&(t3^r3)
}
