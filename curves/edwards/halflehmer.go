package edwards

import "math/bits"

// lehmer runs steps of the Euclidean algorithm on (r0, r1) (r0 > r1 > 2^H,
// below 2^(64·nr)) on single words, following Lehmer's method as in Knuth's
// Algorithm L (TAOCP vol. 2, §4.5.2): with û = ⌊r0 / 2^e⌋ < 2^62 and
// v̂ = ⌊r1 / 2^e⌋, the quotients of (û, v̂) are those of (r0, r1) for as long
// as ⌊(û + A)/(v̂ + C)⌋ = ⌊(û + B)/(v̂ + D)⌋, where (A B; C D) is the matrix of
// the steps so far, whose rows alternate in sign. It also stops before a
// step whose remainder might be below 2^H, so that split still sees the
// first such remainder: the true remainder C·r0 + D·r1 exceeds
// 2^e·(v̂' − max(|C|, |D|)) for the emulated one v̂' = C·û + D·v̂. Then it
// applies the matrix to the remainders and the cofactor magnitudes (which
// add, as the signs alternate), writing them to s.r2 and s.t2, and returns
// the number of steps, or 0 if it made none. Execution time depends on the
// inputs.
func (l *halfLattice) lehmer(s *latticeScratch, r0, r1, t0, t1 *latNat, nr int) int {
	b0 := bitLen(r0, nr)
	if b0 < 64 {
		return 0
	}
	e := b0 - 62
	_, u64 := window(r0, e)
	_, v64 := window(r1, e)
	minRem := int64(1) << max(l.half-e, 0) // the emulated remainder must keep 2^H away
	if l.half-e >= 62 {
		return 0
	}
	u, v := int64(u64), int64(v64)
	var a, b, c, d int64 = 1, 0, 0, 1
	steps := 0
	for {
		uc, vc := u+a, v+c
		ud, vd := u+b, v+d
		if vc <= 0 || vd <= 0 || uc < 0 || ud < 0 {
			break
		}
		q := int64(1) // the most frequent quotient, without a division
		if uc >= 2*vc {
			q = uc / vc
		}
		// q = ⌊ud / vd⌋, that is q·vd ≤ ud < q·vd + vd, without a division.
		if hi, lo := bits.Mul64(uint64(q), uint64(vd)); hi != 0 || lo > uint64(ud) || uint64(ud)-lo >= uint64(vd) {
			break
		}
		// The next row (A − q·C, B − q·D) has magnitudes |A| + q·|C|
		// and |B| + q·|D|; keep them below 2^62.
		mc, md := absInt64(c), absInt64(d)
		hc, lc := bits.Mul64(uint64(q), mc)
		hd, ld := bits.Mul64(uint64(q), md)
		if hc|hd != 0 || lc >= 1<<61 || ld >= 1<<61 {
			break
		}
		nc, nd := a-q*c, b-q*d
		nv := u - q*v
		if nv-max(absInt64s(nc), absInt64s(nd)) < minRem {
			break
		}
		a, b, c, d = c, d, nc, nd
		u, v = v, nv
		steps++
	}
	if steps == 0 {
		return 0
	}
	// (r0', r1') = (A·r0 + B·r1, C·r0 + D·r1), both non-negative.
	combine(&s.r2[0], r0, r1, a, b, nr)
	combine(&s.r2[1], r0, r1, c, d, nr)
	nt := l.nw - (bitLen(&s.r2[0], nr)+63)/64 + 1
	mulAdd2(&s.t2[0], t0, uint64(absInt64s(a)), t1, uint64(absInt64s(b)), nt)
	mulAdd2(&s.t2[1], t0, uint64(absInt64s(c)), t1, uint64(absInt64s(d)), nt)
	return steps
}

// absInt64 returns |x| as a uint64.
func absInt64(x int64) uint64 { return uint64(absInt64s(x)) }

// absInt64s returns |x| for x > math.MinInt64.
func absInt64s(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}

// combine sets z = p·x + q·y for p and q of opposite signs (or one of them
// zero), given that the result is in [0, 2^(64·n)).
func combine(z, x, y *latNat, p, q int64, n int) {
	if q > 0 {
		x, y, p, q = y, x, q, p
	}
	// z = |p|·x − |q|·y
	mp, mq := uint64(p), uint64(-q)
	var cp, cq, borrow uint64
	for i := range n {
		hp, lp := bits.Mul64(x[i], mp)
		lp, c := bits.Add64(lp, cp, 0)
		cp = hp + c
		hq, lq := bits.Mul64(y[i], mq)
		lq, c = bits.Add64(lq, cq, 0)
		cq = hq + c
		z[i], borrow = bits.Sub64(lp, lq, borrow)
	}
	for i := n; i < latWords; i++ {
		z[i] = 0
	}
}

// mulAdd2 sets z = p·x + q·y mod 2^(64·n), with zero words above n.
func mulAdd2(z, x *latNat, p uint64, y *latNat, q uint64, n int) {
	var cp, cq, carry uint64
	for i := range n {
		hp, lp := bits.Mul64(x[i], p)
		lp, c := bits.Add64(lp, cp, 0)
		cp = hp + c
		hq, lq := bits.Mul64(y[i], q)
		lq, c = bits.Add64(lq, cq, 0)
		cq = hq + c
		z[i], carry = bits.Add64(lp, lq, carry)
	}
	for i := n; i < latWords; i++ {
		z[i] = 0
	}
}
