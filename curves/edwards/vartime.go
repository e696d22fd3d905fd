package edwards

import (
	"math/bits"
)

// DoubleScalarMultVarTime sets v = a·A + b·G, where G is the generator, and
// returns v. It is meant for signature verification, where all inputs are
// public: it walks width-5 and width-10 non-adjacent forms of a and b (width
// 8 for b on a curve without half-size verification) with a table of odd
// multiples of A and a precomputed one of G (built on first use), branching
// on every digit and indexing the tables by digit.
// Execution time depends on the inputs: it leaks a and b (their NAFs) through
// timing and memory access, and nothing about A beyond that.
func (v *Point[E, S]) DoubleScalarMultVarTime(a *S, A *Point[E, S], b *S) *Point[E, S] {
	c := v.bind(A)
	w := c.get()
	w.s, w.s2, w.p = *a, *b, A.p
	w.doubleMulVarTime(&w.dm, &w.acc, &w.cp, &w.s, &w.p, &w.s2)
	v.c, v.p = c, w.acc
	c.put(w)
	return v
}

// doubleMulScratch is the memory of doubleMulVarTime: the two scalars
// little-endian and their non-zero NAF digits (grown on demand), and the
// table of odd multiples of the point with the memory that builds it.
type doubleMulScratch[E any] struct {
	le1, le2   []byte
	naf1, naf2 []nafDigit
	table      [varNAFSize]cached[E]
	odd        multiplesScratch[E]
}

// doubleMulDigits returns the non-zero NAF digits of a (width varNAFWidth,
// for a table of odd multiples of a point) and of b (width baseNAFWidth,
// for baseNAF), kept in ds. Execution time depends on the scalars.
func (w *workspace[E, S]) doubleMulDigits(ds *doubleMulScratch[E], a, b *S) (da, db []nafDigit) {
	w.scalarToLE(ds.le1, a)
	w.scalarToLE(ds.le2, b)
	ds.naf1 = appendNAF(ds.naf1[:0], ds.le1, varNAFWidth)
	ds.naf2 = appendNAF(ds.naf2[:0], ds.le2, baseNAFWidth)
	return ds.naf1, ds.naf2
}

// doubleMulVarTime sets r = a·p + b·G, and rc to the same point in
// completed form, with ds's memory; rc is the accumulator, so p must not be
// rc. On a curve with the state of half-size verification it takes that
// state's wider table of G, on the lane kernels where the curve has them
// (doubleMulLanes, with the table in lane layout) and otherwise in
// halfMulVarTime (doubleMulWide).
func (w *workspace[E, S]) doubleMulVarTime(ds *doubleMulScratch[E], r *extended[E], rc *completed[E], a *S, p *extended[E], b *S) {
	if hc := w.c.halfCurveOnce(); hc != nil {
		hs := hc.pool.Get().(*halfScratch[E, S])
		if lk := w.lanes; lk != nil {
			w.doubleMulLanes(lk, hc, hs, ds, r, rc, a, p, b)
		} else {
			w.doubleMulWide(hc, hs, ds, rc, a, p, b)
			w.toExtended(r, rc)
		}
		hc.pool.Put(hs)
		return
	}
	w.doubleMulNAF(ds, rc, a, p, b)
	w.toExtended(r, rc)
}

// doubleMulNAF sets rc (completed) to a·p + b·G with ds's memory and the
// width-baseNAFWidth table of G of baseNAFOnce, for curves without the state
// of half-size verification. Execution time depends on the scalars.
func (w *workspace[E, S]) doubleMulNAF(ds *doubleMulScratch[E], rc *completed[E], a *S, p *extended[E], b *S) {
	baseNAF := w.c.baseNAFOnce()
	da, db := w.doubleMulDigits(ds, a, b)
	w.oddMultiplesInto(&ds.odd, &ds.table, p)

	// The digits are visited from the top; ia and ib index the next ones.
	ia, ib := len(da)-1, len(db)-1
	top := -1
	if ia >= 0 {
		top = da[ia].pos()
	}
	if ib >= 0 {
		top = max(top, db[ib].pos())
	}
	// The accumulator stays in completed form throughout. It starts at O,
	// which is also the result when both scalars are zero; at the top
	// position it is O, so the doubling is skipped and the first digit's
	// table entry is taken as it is rather than added.
	*rc = w.c.completedID
	for i := top; i >= 0; i-- {
		first := i == top
		if !first {
			w.doubleC(rc, rc)
		}
		if ia >= 0 && da[ia].pos() == i {
			d := da[ia].digit()
			switch {
			case first:
				w.cachedToCompleted(rc, &ds.table[abs8(d)/2], d < 0)
			case d > 0:
				w.addCachedC(rc, rc, &ds.table[d/2], false)
			default:
				w.addCachedC(rc, rc, &ds.table[-d/2], true)
			}
			first = false
			ia--
		}
		if ib >= 0 && db[ib].pos() == i {
			d := db[ib].digit()
			switch {
			case first:
				w.affineToCompleted(rc, &baseNAF[abs8(d)/2], d < 0)
			case d > 0:
				w.addAffineC(rc, rc, &baseNAF[d/2], false)
			default:
				w.addAffineC(rc, rc, &baseNAF[-d/2], true)
			}
			ib--
		}
	}
}

// doubleMulWide sets rc (completed) to a·p + b·G with hc's table of odd
// multiples of G, hc.base1, whose width-halfBaseWidth NAF has about a fifth
// fewer non-zero digits than the width-baseNAFWidth one of baseNAFOnce:
// about five additions fewer for a 253-bit b. It is halfMulVarTime with two
// of its four terms, a (width varNAFWidth, odd multiples of p in hs.tableA)
// and b (in hs.nafLo), and the other two empty. Execution time depends on
// the scalars.
func (w *workspace[E, S]) doubleMulWide(hc *halfCurve[E, S], hs *halfScratch[E, S], ds *doubleMulScratch[E], rc *completed[E], a *S, p *extended[E], b *S) {
	w.scalarToLE(ds.le1, a)
	w.scalarToLE(ds.le2, b)
	hs.sparseA = appendNAF(hs.sparseA[:0], ds.le1, varNAFWidth)
	hs.sparseR = hs.sparseR[:0]
	hs.nafLo = appendWideNAF(hs.nafLo[:0], ds.le2, halfBaseWidth)
	hs.nafHi = hs.nafHi[:0]
	w.oddMultiplesInto(&hs.odd, &hs.tableA, p)
	w.halfMulVarTime(hs, rc, &hc.base1, &hc.base2)
}

// MultByCofactor sets v = h·p, where h is the cofactor, and returns v.
func (v *Point[E, S]) MultByCofactor(p *Point[E, S]) *Point[E, S] {
	c := v.bind(p)
	w := c.get()
	w.p = p.p
	w.mulByCofactor(&w.pub, &w.acc, &w.p)
	v.c, v.p = c, w.acc
	c.put(w)
	return v
}

// mulByCofactor sets r = h·p, with ps's memory: log2(h) doublings when h is
// a power of two, the public-scalar multiplication otherwise. r and p must
// not overlap, and neither may be in ps.
func (w *workspace[E, S]) mulByCofactor(ps *publicMulScratch[E], r, p *extended[E]) {
	if w.c.cofactorNAF != nil {
		w.mulPublic(ps, r, p, w.c.cofactorNAF)
		return
	}
	// New checks that h is a multiple of 4, so the loop runs at least twice.
	w.extToProjective(&ps.pr, p)
	for h := w.c.h; h > 1; h >>= 1 {
		w.double(&ps.cp, &ps.pr)
		w.toProjective(&ps.pr, &ps.cp)
	}
	w.toExtended(r, &ps.cp)
}

// IsSmallOrder returns 1 if v has order dividing the cofactor (h·v = O, the
// identity included), and 0 otherwise.
func (v *Point[E, S]) IsSmallOrder() int {
	c := curveOf(v)
	w := c.get()
	w.p = v.p
	w.mulByCofactor(&w.pub, &w.acc, &w.p)
	r := w.isIdentity(&w.acc)
	c.put(w)
	return r
}

// IsTorsionFree returns 1 if v is in the prime-order subgroup generated by G
// (n·v = O), and 0 otherwise. It multiplies by the public n, so its running
// time depends on n but not on v.
func (v *Point[E, S]) IsTorsionFree() int {
	c := curveOf(v)
	w := c.get()
	w.p = v.p
	w.mulPublic(&w.pub, &w.acc, &w.p, c.orderNAF)
	r := w.isIdentity(&w.acc)
	c.put(w)
	return r
}

// abs8 returns |d|.
func abs8(d int8) int8 {
	if d < 0 {
		return -d
	}
	return d
}

// nafDigit is a non-zero digit of a width-w non-adjacent form: its position
// (the power of two it multiplies) in the upper 24 bits and the digit, an
// odd integer in (−2^(w−1), 2^(w−1)), in the low 8 bits.
type nafDigit uint32

// pos returns the position of e.
func (e nafDigit) pos() int { return int(e >> 8) }

// digit returns the value of e.
func (e nafDigit) digit() int8 { return int8(e) }

// appendNAF appends to dst the non-zero digits of the width-w non-adjacent
// form of the little-endian integer k (2 ≤ w ≤ 8, len(k) ≤ 120), in
// increasing position, and returns the extended slice. The digits are those
// of curves.NonAdjacentFormVarTime; this sparse form is for loops that visit
// only the non-zero digits. Runs of zero digits are skipped a word at a time
// with a trailing-zero count, so the cost is one step per non-zero digit and
// per 64 bits. Execution time depends on k.
//
// The recoding reads k from the lowest bit up, with a carry c ∈ {0, 1} owed
// by the digits already emitted: the integer still to recode is
// K' = (k >> pos) + c. Adding c to the next 64 bits and counting the
// trailing zeros of the sum finds the next odd K', and the carry is still c
// there: the skipped bits of k were all zero (c = 0) or all one (c = 1). The
// window of w bits plus c is then odd; a value of 2^(w−1) or more becomes a
// negative digit and leaves a carry of 1.
func appendNAF(dst []nafDigit, k []byte, w uint) []nafDigit {
	if w > 8 {
		panic("edwards: internal error: appendNAF: bad width")
	}
	return appendSparseNAF(dst, k, w, 8)
}

// appendSparseNAF is appendNAF and appendWideNAF: it appends the digits in
// the layout of D, the digit in two's complement in the low digitBits bits
// and the position above them. w ≤ digitBits must hold.
func appendSparseNAF[D nafDigit | wideDigit](dst []D, k []byte, w, digitBits uint) []D {
	var words [16]uint64 // k and at least one zero word above it
	if len(k) > 8*(len(words)-1) || w < 2 {
		panic("edwards: internal error: appendNAF: bad length or width")
	}
	for i, b := range k {
		words[i/8] |= uint64(b) << (8 * (i % 8))
	}
	nbits := uint(8*len(k) + 1)
	width := uint64(1) << w
	mask := width - 1
	digitMask := uint64(1)<<digitBits - 1
	carry := uint64(0)
	for pos := uint(0); pos < nbits; {
		wi, bi := pos/64, pos%64
		v := words[wi] >> bi
		if bi != 0 {
			v |= words[wi+1] << (64 - bi)
		}
		v += carry
		if v == 0 {
			// 64 zero bits of K' (k's bits were zeros, or ones absorbing the
			// carry, which moves on).
			pos += 64
			continue
		}
		tz := uint(bits.TrailingZeros64(v))
		pos += tz
		if pos >= nbits {
			break
		}
		wi, bi = pos/64, pos%64
		window := words[wi] >> bi
		if bi != 0 {
			window |= words[wi+1] << (64 - bi)
		}
		window = window&mask + carry // odd, at most 2^w − 1
		d := window
		carry = 0
		if window >= width/2 {
			d -= width // the negative digit window − 2^w, modulo 2^64
			carry = 1
		}
		dst = append(dst, D(uint64(pos)<<digitBits|d&digitMask))
		pos += w
	}
	return dst
}
