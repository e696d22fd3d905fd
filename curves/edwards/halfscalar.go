package edwards

import (
	"math/big"
	"math/bits"
)

// This file finds the short lattice vectors behind half-size verification
// (halfverify.go): given the challenge k of a signature, integers a and
// t > 0 of about half the bits of M = h·n with
//
//	a ≡ t·k (mod M),
//
// following the idea of T. Pornin, "Optimized Lattice Basis Reduction in
// Dimension 2, and Fast Schnorr and EdDSA Signature Verification" (IACR
// eprint 2020/454): multiplying the verification equation by t replaces the
// full-size k by the half-size a and t. The vectors (a, t) form the lattice
// spanned by (M, 0) and (k, 1), of determinant M, which has vectors of norm
// about √M. Pornin reduces the basis with a binary variant of Lagrange's
// algorithm; this file instead runs the extended Euclidean algorithm on
// (M, k) and stops halfway (the "half-GCD" view, as in Antipa et al.'s
// speedup of ECDSA verification): the remainders r_i and cofactors t_i
// satisfy r_i ≡ t_i·k (mod M), r_i decreases, |t_i| increases, t_i
// alternates in sign, and
//
//	|t_i|·r_(i−1) + |t_(i−1)|·r_i = M,
//
// so at the first i with r_i < 2^H, where H = ⌈bits(M)/2⌉, also
// |t_i| ≤ M / r_(i−1) ≤ M / 2^H ≤ 2^H. The lattice is taken modulo h·n rather
// than n so that [a]A = [t·k]A holds for every point A of the curve, small
// order components included (the group order divides h·n), which is what
// makes the shortened equation exactly [t]·(the original one); it costs
// log2(h)/2 bits.
//
// Most Euclidean steps run on the leading 62 bits only, Lehmer's way
// (lehmer), a few matrix products of multi-word integers apart: 0.8 µs for
// an Ed25519 challenge, against 2.1 µs for one multi-word division per step.
// All of it is variable time: k is public in verification. The integers are
// fixed arrays of words, so nothing allocates.

// latWords is the capacity, in 64-bit words, of the integers of the lattice
// reduction: enough for M = h·n up to 2^512 − 1, which covers edwards25519
// (8·n < 2^256) and edwards448 (4·n < 2^448). Curves with a larger h·n
// verify on the full-size path.
const latWords = 8

// latNat is a non-negative integer of the lattice reduction, little-endian
// words.
type latNat [latWords]uint64

// halfLattice holds the constants of the reduction for one curve.
type halfLattice struct {
	m    latNat // M = h·n
	nw   int    // words of M: every value of the reduction fits in nw words
	half int    // H = ⌈bits(M)/2⌉
	h    uint64 // the cofactor
}

// newHalfLattice returns the reduction constants for order n and cofactor h,
// or false when h·n does not fit latWords words.
func newHalfLattice(n *big.Int, h uint64) (halfLattice, bool) {
	m := new(big.Int).Mul(n, new(big.Int).SetUint64(h))
	if m.BitLen() > 64*latWords {
		return halfLattice{}, false
	}
	l := halfLattice{nw: (m.BitLen() + 63) / 64, half: (m.BitLen() + 1) / 2, h: h}
	setBigWords(&l.m, m)
	return l, true
}

// setBigWords sets z to x (x < 2^(64·latWords)) on any word size.
func setBigWords(z *latNat, x *big.Int) {
	b := x.FillBytes(make([]byte, 8*latWords))
	for i := range z {
		for j := range 8 {
			z[i] |= uint64(b[len(b)-1-8*i-j]) << (8 * j)
		}
	}
}

// halfVector is a solution (a, t) of a ≡ t·k (mod M) with t > 0: a is
// −aAbs when aNeg is set and aAbs otherwise.
type halfVector struct {
	aAbs latNat
	aNeg bool
	t    latNat
}

// latticeScratch is the working memory of split.
type latticeScratch struct {
	r, t      [2]latNat // consecutive remainders and cofactor magnitudes
	r2, t2    [2]latNat // the next ones, computed by a Lehmer round
	tmp, x, q latNat
}

// split sets v to the vector (r_i, t_i) of the extended Euclidean algorithm
// on (M, k), for the first i with r_i < 2^H, normalised to t > 0 (so
// |a|, t ≤ 2^H), and sets prev to (r_(i−1), t_(i−1)), normalised the same
// way, which together with v spans the lattice. k must be below M. prev is
// meaningless when i = 0 (k < 2^H, v = (k, 1)); it reports i > 0.
// Execution time depends on k.
func (l *halfLattice) split(s *latticeScratch, v, prev *halfVector, k *latNat) bool {
	r0, r1, t0, t1 := &s.r[0], &s.r[1], &s.t[0], &s.t[1]
	*r0, *r1 = l.m, *k
	*t0, *t1 = latNat{}, latNat{1}
	odd := false // whether the index i of r1 is odd (t_i < 0)
	moved := false
	nr := l.nw // words of r0
	for bitLen(r1, nr) > l.half {
		moved = true
		if steps := l.lehmer(s, r0, r1, t0, t1, nr); steps > 0 {
			s.r, s.r2 = s.r2, s.r
			s.t, s.t2 = s.t2, s.t
			r0, r1, t0, t1 = &s.r[0], &s.r[1], &s.t[0], &s.t[1]
			nr = (bitLen(r0, nr) + 63) / 64
			odd = odd != (steps%2 == 1)
			continue
		}
		// (r0, r1) ← (r1, r0 mod r1) and (t0, t1) ← (t1, t0 + q·t1)
		// with q = ⌊r0 / r1⌋, on magnitudes. The new t0 is at most
		// M / r1, which has at most nw − words(r1) + 1 words.
		w1 := (bitLen(r1, nr) + 63) / 64
		l.divRem(r0, r1, t0, t1, &s.tmp, nr, l.nw-w1+1)
		r0, r1 = r1, r0
		t0, t1 = t1, t0
		nr = w1
		odd = !odd
	}
	// r_i ≡ t_i·k with t_i = (−1)^i·|t_i|; for odd i negate both.
	v.aAbs, v.t, v.aNeg = *r1, *t1, odd
	prev.aAbs, prev.t, prev.aNeg = *r0, *t0, !odd
	return moved
}

// alternative sets v to a vector prev − j·cur (j ≥ 0) whose a and t have at
// most bound bits each, for the smallest such j, and reports whether there
// is one; cur and prev are as split returns them (consecutive vectors of the
// Euclidean sequence), and v may not alias them. The t of such a vector is
// |t_prev| + j·|t_cur|, and its a has the sign of prev's. The candidates are
// the vectors of the lattice between prev and the next one of the sequence.
// Execution time depends on the inputs.
func (l *halfLattice) alternative(s *latticeScratch, v, cur, prev *halfVector, bound int) bool {
	nw := l.nw
	if bound >= 64*nw {
		return false
	}
	// j = 0 when prev's a fits, else j = ⌊(|a_prev| − 2^bound) / |a_cur|⌋ + 1,
	// the smallest j with |a_prev| − j·|a_cur| < 2^bound.
	s.q = latNat{}
	if bitLen(&prev.aAbs, nw) > bound {
		if isZero(&cur.aAbs, nw) {
			return false
		}
		r0, r1, t0, t1 := &s.r[0], &s.r[1], &s.t[0], &s.t[1]
		*r0, *r1 = prev.aAbs, cur.aAbs
		s.x = latNat{}
		s.x[bound/64] = 1 << (bound % 64)
		sub(r0, &s.x, nw) // |a_prev| − 2^bound > 0
		*t0, *t1 = latNat{}, latNat{1}
		l.divRem(r0, r1, t0, t1, &s.tmp, nw, nw) // t0 = ⌊x / |a_cur|⌋
		if bitLen(t0, nw) > 63 {
			return false
		}
		s.q = *t0
		s.q[0]++
	}
	v.aAbs = prev.aAbs
	if mulSub(&v.aAbs, &cur.aAbs, s.q[0], nw) != 0 {
		return false // cannot happen: j ≤ ⌊|a_prev| / |a_cur|⌋
	}
	v.t = prev.t
	mulAdd(&v.t, &cur.t, s.q[0], nw)
	v.aNeg = prev.aNeg
	return bitLen(&v.aAbs, nw) <= bound && bitLen(&v.t, nw) <= bound
}

// divRem sets r0 = r0 mod r1 and t0 = t0 + ⌊r0 / r1⌋·t1, for r1 > 0, with
// r0 and r1 below 2^(64·nr) and t0's result below 2^(64·nt). The quotient is estimated
// from the leading 128 bits of r0 and 64 of r1, which gives it or one more
// when it has at most 62 bits; a larger quotient is taken 62 bits at a time
// from the top (a multiple of r1·2^s). tmp is scratch.
func (l *halfLattice) divRem(r0, r1, t0, t1, tmp *latNat, nr, nt int) {
	b1 := bitLen(r1, nr)
	for {
		b0 := bitLen(r0, nr)
		if b0 < b1 || (b0 == b1 && cmp(r0, r1, nr) < 0) {
			return
		}
		if b0 == b1 {
			// r1 ≤ r0 < 2^b1 ≤ 2·r1: the quotient is 1.
			sub(r0, r1, nr)
			add(t0, t1, nt)
			return
		}
		s := max(b0-b1-62, 0)
		// x is the top 64 bits of r1·2^s (r1 ≥ x·2^(b1−64)), and yHi:yLo
		// the bits of r0 from the same position up: fewer than 127 bits,
		// so yHi < 2^62 ≤ x and the quotient fits.
		_, x := window(r1, b1-64)
		yHi, yLo := window(r0, b1+s-64)
		q, _ := bits.Div64(yHi, yLo, x)
		if s == 0 {
			if mulSub(r0, r1, q, nr) != 0 {
				add(r0, r1, nr) // q was one too many
				q--
			}
			mulAdd(t0, t1, q, nt)
			continue
		}
		shl(tmp, r1, s, nr)
		if mulSub(r0, tmp, q, nr) != 0 {
			add(r0, tmp, nr)
			q--
		}
		shl(tmp, t1, s, nt)
		mulAdd(t0, tmp, q, nt)
	}
}

// window returns the 128 bits of x from bit p up, ⌊x / 2^p⌋ mod 2^128, as
// hi, lo; for −64 < p < 0 it returns x·2^(−p), which must be below 2^128.
func window(x *latNat, p int) (hi, lo uint64) {
	if p < 0 {
		u := uint(-p)
		return x[1]<<u | x[0]>>(64-u), x[0] << u
	}
	w, b := p/64, uint(p%64)
	at := func(i int) uint64 {
		if i < latWords {
			return x[i]
		}
		return 0
	}
	// A shift by 64 gives 0 in Go, which handles b = 0.
	lo = at(w)>>b | at(w+1)<<(64-b)
	hi = at(w+1)>>b | at(w+2)<<(64-b)
	return hi, lo
}

// bitLen returns the bit length of x, whose words above nw are zero.
func bitLen(x *latNat, nw int) int {
	for i := nw - 1; i >= 0; i-- {
		if x[i] != 0 {
			return 64*i + bits.Len64(x[i])
		}
	}
	return 0
}

// isZero reports whether x = 0.
func isZero(x *latNat, nw int) bool { return bitLen(x, nw) == 0 }

// cmp returns −1, 0 or 1 as x <, =, > y.
func cmp(x, y *latNat, nw int) int {
	for i := nw - 1; i >= 0; i-- {
		if x[i] != y[i] {
			if x[i] < y[i] {
				return -1
			}
			return 1
		}
	}
	return 0
}

// add sets x += y mod 2^(64·nw).
func add(x, y *latNat, nw int) {
	var c uint64
	for i := range nw {
		x[i], c = bits.Add64(x[i], y[i], c)
	}
}

// sub sets x −= y mod 2^(64·nw).
func sub(x, y *latNat, nw int) {
	var b uint64
	for i := range nw {
		x[i], b = bits.Sub64(x[i], y[i], b)
	}
}

// mulSub sets x −= q·y mod 2^(64·nw) and returns a non-zero value when the
// true difference is negative (given that its magnitude is below
// 2^(64·nw)).
func mulSub(x, y *latNat, q uint64, nw int) uint64 {
	var carry, borrow uint64
	for i := range nw {
		hi, lo := bits.Mul64(y[i], q)
		lo, c := bits.Add64(lo, carry, 0)
		carry = hi + c
		x[i], borrow = bits.Sub64(x[i], lo, borrow)
	}
	return carry | borrow
}

// mulAdd sets x += q·y mod 2^(64·nw).
func mulAdd(x, y *latNat, q uint64, nw int) {
	var carry uint64
	for i := range nw {
		hi, lo := bits.Mul64(y[i], q)
		lo, c := bits.Add64(lo, carry, 0)
		carry = hi + c
		x[i], c = bits.Add64(x[i], lo, 0)
		carry += c
	}
}

// shl sets z = x·2^s mod 2^(64·nw), s ≥ 0; z must not alias x.
func shl(z, x *latNat, s, nw int) {
	w, b := s/64, uint(s%64)
	for i := range nw {
		var v uint64
		if j := i - w; j >= 0 {
			v = x[j] << b
			if j > 0 && b != 0 {
				v |= x[j-1] >> (64 - b)
			}
		}
		z[i] = v
	}
}

// remSmall returns x mod d, d > 0.
func remSmall(x *latNat, d uint64, nw int) uint64 {
	var r uint64
	for i := nw - 1; i >= 0; i-- {
		_, r = bits.Div64(r, x[i], d)
	}
	return r
}

// coprime reports whether gcd(t, h) = 1.
func (l *halfLattice) coprime(t *latNat) bool {
	if l.h&(l.h-1) == 0 {
		return t[0]&1 == 1
	}
	a, b := remSmall(t, l.h, l.nw), l.h
	for a != 0 {
		a, b = b%a, a
	}
	return b == 1
}
