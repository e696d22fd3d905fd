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
// k[0] = c, k[1] = d = c/2^s, k[2] = s, k[3] = 63 − s and
// k[4] = 2^(64−s) − 1 (the shift and the mask of step 4 of
// crandallReduce4); the other limbs are zero.
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

// crandallMul4Generic sets z = x·y mod p for a Crandall modulus p with
// constants k (crandallShape), fully reduced, for any x, y < 2^256. The
// product is summed row by row of x: the four products x_i·y_j of a row
// are formed first, then their low halves go in on one carry chain and
// their high halves, one limb up, on a second, the chains the compiler
// turns into ADC sequences.
func crandallMul4Generic(z, x, y, p, k *PrimeElement) {
	x0, x1, x2, x3 := x[0], x[1], x[2], x[3]
	y0, y1, y2, y3 := y[0], y[1], y[2], y[3]
	var t0, t1, t2, t3, t4, t5, t6, t7, c uint64
	// Row 0: t0..t4 = x0·y.
	h0, l0 := bits.Mul64(x0, y0)
	h1, l1 := bits.Mul64(x0, y1)
	h2, l2 := bits.Mul64(x0, y2)
	h3, l3 := bits.Mul64(x0, y3)
	t0 = l0
	t1, c = bits.Add64(l1, h0, 0)
	t2, c = bits.Add64(l2, h1, c)
	t3, c = bits.Add64(l3, h2, c)
	t4 = h3 + c
	// Rows 1 to 3: t_i..t_(i+4) += x_i·y, the high halves' carry into the
	// new top limb, which no row overflows (the partial product is below
	// 2^(64(i+5))).
	h0, l0 = bits.Mul64(x1, y0)
	h1, l1 = bits.Mul64(x1, y1)
	h2, l2 = bits.Mul64(x1, y2)
	h3, l3 = bits.Mul64(x1, y3)
	t1, c = bits.Add64(t1, l0, 0)
	t2, c = bits.Add64(t2, l1, c)
	t3, c = bits.Add64(t3, l2, c)
	t4, c = bits.Add64(t4, l3, c)
	t5 = h3 + c
	t2, c = bits.Add64(t2, h0, 0)
	t3, c = bits.Add64(t3, h1, c)
	t4, c = bits.Add64(t4, h2, c)
	t5 += c
	h0, l0 = bits.Mul64(x2, y0)
	h1, l1 = bits.Mul64(x2, y1)
	h2, l2 = bits.Mul64(x2, y2)
	h3, l3 = bits.Mul64(x2, y3)
	t2, c = bits.Add64(t2, l0, 0)
	t3, c = bits.Add64(t3, l1, c)
	t4, c = bits.Add64(t4, l2, c)
	t5, c = bits.Add64(t5, l3, c)
	t6 = h3 + c
	t3, c = bits.Add64(t3, h0, 0)
	t4, c = bits.Add64(t4, h1, c)
	t5, c = bits.Add64(t5, h2, c)
	t6 += c
	h0, l0 = bits.Mul64(x3, y0)
	h1, l1 = bits.Mul64(x3, y1)
	h2, l2 = bits.Mul64(x3, y2)
	h3, l3 = bits.Mul64(x3, y3)
	t3, c = bits.Add64(t3, l0, 0)
	t4, c = bits.Add64(t4, l1, c)
	t5, c = bits.Add64(t5, l2, c)
	t6, c = bits.Add64(t6, l3, c)
	t7 = h3 + c
	t4, c = bits.Add64(t4, h0, 0)
	t5, c = bits.Add64(t5, h1, c)
	t6, c = bits.Add64(t6, h2, c)
	t7 += c
	crandallReduce4(z, t0, t1, t2, t3, t4, t5, t6, t7, p, k)
}

// crandallSquare4Generic sets z = x² mod p for a Crandall modulus p with
// constants k, fully reduced, for any x < 2^256: the six cross products
// once, doubled, plus the four squares.
func crandallSquare4Generic(z, x, p, k *PrimeElement) {
	x0, x1, x2, x3 := x[0], x[1], x[2], x[3]
	var t1, t2, t3, t4, t5, t6, c uint64
	// Cross products x_i·x_j, i < j, row by row of x_i as in
	// crandallMul4Generic; no row overflows its top limb.
	h1, l1 := bits.Mul64(x0, x1)
	h2, l2 := bits.Mul64(x0, x2)
	h3, l3 := bits.Mul64(x0, x3)
	t1 = l1
	t2, c = bits.Add64(l2, h1, 0)
	t3, c = bits.Add64(l3, h2, c)
	t4 = h3 + c
	h2, l2 = bits.Mul64(x1, x2)
	h3, l3 = bits.Mul64(x1, x3)
	t3, c = bits.Add64(t3, l2, 0)
	t4, c = bits.Add64(t4, l3, c)
	t5 = h3 + c
	t4, c = bits.Add64(t4, h2, 0)
	t5 += c
	h3, l3 = bits.Mul64(x2, x3)
	t5, c = bits.Add64(t5, l3, 0)
	t6 = h3 + c
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
// Crandall modulus p = 2^(256−s) − d, c = 2^s·d (k holds c, d and the shift and mask of step 4):
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
	c, d := k[0], k[1]
	var b uint64
	h0, l0 := bits.Mul64(t4, c) // 1., the low halves on one chain, the high ones on another
	h1, l1 := bits.Mul64(t5, c)
	h2, l2 := bits.Mul64(t6, c)
	h3, l3 := bits.Mul64(t7, c)
	t0, b = bits.Add64(t0, l0, 0)
	t1, b = bits.Add64(t1, l1, b)
	t2, b = bits.Add64(t2, l2, b)
	t3, b = bits.Add64(t3, l3, b)
	u4 := h3 + b
	t1, b = bits.Add64(t1, h0, 0)
	t2, b = bits.Add64(t2, h1, b)
	t3, b = bits.Add64(t3, h2, b)
	u4 += b                   // u4 ≤ c: u < (c+1)·2^256
	h, l := bits.Mul64(u4, c) // 2.
	t0, b = bits.Add64(t0, l, 0)
	t1, b = bits.Add64(t1, h, b)
	t2, b = bits.Add64(t2, 0, b)
	t3, b = bits.Add64(t3, 0, b)
	t0, b = bits.Add64(t0, c&-b, 0) // 3.
	t1, b = bits.Add64(t1, 0, b)
	t2, b = bits.Add64(t2, 0, b)
	t3, _ = bits.Add64(t3, 0, b)
	top := t3 >> (k[3] & 63) >> 1 // 4. (two shifts, each below 64, so that s = 0 gives 0)
	t3 &= k[4]
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
