package edwards

import (
	"unsafe"

	"github.com/curvekit/curvekit/curves"
)

// ScalarMult sets v = s·p, and returns v. s is an integer modulo n, so for a
// point p outside the prime-order subgroup the result is (s mod n)·p. It uses
// signed radix-16 windows:
// a table of 1·p … 8·p, one table entry per digit chosen by a constant-time
// scan of all entries, and four doublings per digit. Where the field's lane
// kernels are fast (scalarlanes.go), the table, the additions and the
// doublings run on them, still in constant time, with the same result.
func (v *Point[E, S]) ScalarMult(s *S, p *Point[E, S]) *Point[E, S] {
	c := v.bind(p)
	w := c.get()
	w.s, w.p = *s, p.p
	w.scalarMult()
	v.c, v.p = c, w.acc
	w.wipeScalar()
	c.put(w)
	return v
}

// scalarMult sets w.acc = w.s·w.p, on the field's lane kernels when they
// are fast (scalarMultLanes, scalarlanes.go), else on the formulas
// (scalarMultScalar).
func (w *workspace[E, S]) scalarMult() {
	if lk := w.lanes; lk != nil {
		w.scalarMultLanes(lk)
		return
	}
	w.scalarMultScalar()
}

// ctMulScratch is the memory of the constant-time multiplications
// scalarMultScalar and baseMultScalar: the table of 1·P … 8·P, the running
// multiple acc that builds it, the accumulator cp, the entry q (cached) or
// aq (affine) looked up for a digit, and tmp, the temporary of the masked
// negations and swaps.
type ctMulScratch[E any] struct {
	table [8]cached[E]
	acc   extended[E]
	cp    completed[E]
	q     cached[E]
	aq    affine[E]
	tmp   E
}

// scalarMultScalar sets w.acc = w.s·w.p with the formulas of formulas.go
// and coordinates.go, with the memory w.ct.
func (w *workspace[E, S]) scalarMultScalar() {
	w.scalarToLE(w.sle, &w.s)
	curves.SignedRadix16(w.digits, w.sle)
	ms := &w.ct

	// table[j] = (j+1)·p.
	w.toCached(&ms.table[0], &w.p)
	ms.acc = w.p
	for j := 1; j < 8; j++ {
		w.addCached(&ms.cp, &ms.acc, &ms.table[0], false)
		w.toExtended(&ms.acc, &ms.cp)
		w.toCached(&ms.table[j], &ms.acc)
	}

	// The accumulator stays in completed form throughout.
	top := len(w.digits) - 1
	ms.cp = w.c.completedID
	w.addCachedDigit(ms, &ms.cp, w.digits[top])
	for i := top - 1; i >= 0; i-- {
		w.doubleC(&ms.cp, &ms.cp) // 2
		w.doubleC(&ms.cp, &ms.cp) // 4
		w.doubleC(&ms.cp, &ms.cp) // 8
		w.doubleC(&ms.cp, &ms.cp) // 16
		w.addCachedDigit(ms, &ms.cp, w.digits[i])
	}
	w.toExtended(&w.acc, &ms.cp)
}

// ScalarBaseMult sets v = s·G, where G is the generator, and returns v. It
// uses a table of (j+1)·16^i·G in affine form, one row per radix-16 digit,
// built on first use, so the whole multiplication costs one mixed addition
// per digit and no doubling; every table access scans all eight entries of
// a row.
// Where the field's lane kernels are fast (baselanes.go), the additions and
// doublings run on them, still in constant time, with the same result.
func (v *Point[E, S]) ScalarBaseMult(s *S) *Point[E, S] {
	c := curveOf(v)
	w := c.get()
	w.s = *s
	w.baseMult()
	v.p = w.acc
	w.wipeScalar()
	c.put(w)
	return v
}

// baseMult sets w.acc = w.s·G, on the field's lane kernels when they are
// fast (baseMultLanes), else on the formulas (baseMultScalar).
func (w *workspace[E, S]) baseMult() {
	if lk := w.lanes; lk != nil {
		w.baseMultLanes(lk)
		return
	}
	w.baseMultScalar()
}

// baseMultScalar sets w.acc = w.s·G with the formulas of formulas.go and
// coordinates.go, with the memory w.ct.
func (w *workspace[E, S]) baseMultScalar() {
	table := w.c.baseTableOnce()
	w.scalarToLE(w.sle, &w.s)
	curves.SignedRadix16(w.digits, w.sle)
	ms := &w.ct

	// s·G = Σ_i d_i·16^i·G, digit i from row i, which holds multiples of
	// 16^i·G. The accumulator stays in completed form throughout.
	ms.cp = w.c.completedID
	for i, d := range w.digits {
		w.addAffineDigit(ms, &ms.cp, &table[i], d)
	}
	w.toExtended(&w.acc, &ms.cp)
}

// wipeScalar zeroes the scalar and its encodings and digits in w, which may
// be secret, before w returns to the pool.
func (w *workspace[E, S]) wipeScalar() {
	var zero S
	w.s, w.s2 = zero, zero
	clear(w.sbuf)
	clear(w.sle)
	clear(w.sle2)
	clear(w.digits)
	clear(w.bp.digits)
}

// absSign returns |d| and 1 if d < 0 (0 otherwise), without branches.
func absSign(d int8) (abs uint8, neg int) {
	m := d >> 7 // all ones if negative
	return uint8((d ^ m) - m), int(uint8(m) & 1)
}

// ctEq returns 1 if a = b and 0 otherwise, without branches.
func ctEq(a, b uint8) int {
	x := uint32(a ^ b)
	return int((x - 1) >> 31)
}

// addCachedDigit sets r = r + d·P for −8 ≤ d ≤ 8, where ms.table holds
// 1·P … 8·P, and r is completed. It reads every table entry whatever d is
// and applies the sign without branching (see condNegate); the entry goes
// through ms.q and ms.tmp, so r must not be either.
func (w *workspace[E, S]) addCachedDigit(ms *ctMulScratch[E], r *completed[E], d int8) {
	abs, neg := absSign(d)
	q := &ms.q
	swap := w.signSwap(neg)
	if w.words != 0 {
		// The lookup also exchanges A and B when swap is 1.
		lookupWords(unsafe.Pointer(q), unsafe.Pointer(&ms.table), unsafe.Pointer(&w.c.cachedID), 4*w.words, w.words, abs, swap)
	} else {
		*q = w.c.cachedID
		for j := range 8 {
			w.selectCached(q, &ms.table[j], ctEq(abs, uint8(j+1)))
		}
		w.condSwap(&q.A, &q.B, &ms.tmp, swap)
	}
	if w.kind == aMinusOne {
		w.addCachedC(r, r, q, false)
		w.condSwap(&r.Z, &r.T, &ms.tmp, neg)
		return
	}
	w.condNegate(&q.A, &q.T, &ms.tmp, neg)
	w.addCachedC(r, r, q, false)
}

// addAffineDigit sets r = r + d·P for −8 ≤ d ≤ 8, where row holds
// 1·P … 8·P, and r is completed. It reads every entry of row whatever d is
// and applies the sign without branching (see condNegate); the entry goes
// through ms.aq and ms.tmp, so r must not be either.
func (w *workspace[E, S]) addAffineDigit(ms *ctMulScratch[E], r *completed[E], row *[8]affine[E], d int8) {
	abs, neg := absSign(d)
	q := &ms.aq
	swap := w.signSwap(neg)
	if w.words != 0 {
		// The lookup also exchanges A and B when swap is 1.
		lookupWords(unsafe.Pointer(q), unsafe.Pointer(row), unsafe.Pointer(&w.c.affineID), 3*w.words, w.words, abs, swap)
	} else {
		*q = w.c.affineID
		for j := range 8 {
			w.selectAffine(q, &row[j], ctEq(abs, uint8(j+1)))
		}
		w.condSwap(&q.A, &q.B, &ms.tmp, swap)
	}
	w.addAffineEntry(ms, r, q, neg)
}

// addAffineEntry sets r = r + q, or r = r − q when neg is 1, for the table
// entry q as the lookup of addAffineDigit leaves it (its first two
// coordinates already exchanged for a negative digit when a = −1), without
// branching on neg. r is completed and must not be ms.tmp.
func (w *workspace[E, S]) addAffineEntry(ms *ctMulScratch[E], r *completed[E], q *affine[E], neg int) {
	if w.kind == aMinusOne {
		w.addAffineC(r, r, q, false)
		w.condSwap(&r.Z, &r.T, &ms.tmp, neg)
		return
	}
	w.condNegate(&q.A, &q.T, &ms.tmp, neg)
	w.addAffineC(r, r, q, false)
}

// signSwap returns neg for a = −1, where a negative digit exchanges the
// first two coordinates of its table entry (see condNegate), and 0 for
// any other a, whose entries are negated by condNegate instead. The branch
// is on the curve's a, which is public.
func (w *workspace[E, S]) signSwap(neg int) int {
	if w.kind == aMinusOne {
		return neg
	}
	return 0
}

// condNegate negates the table entry with coordinates (x, y, d·x·y) (or the
// cached (X, Y, Z, d·T)) when neg is 1, in constant time, for a ≠ −1:
// −P = (−x, y), so a and t change sign.
//
// For a = −1 the entries hold (y+x, y−x, 2d·x·y), and −P swaps the first
// two and negates the third. The callers skip that negation: with only the
// first two swapped, the addition computes C = T1·2d·T2 with the wrong sign,
// which exchanges its F = D − C and G = D + C, so they swap F and G of the
// result instead. Both swaps are masked word exchanges. tmp is a temporary,
// neither a nor t.
func (w *workspace[E, S]) condNegate(a, t, tmp *E, neg int) {
	f := w.f
	f.Neg(tmp, a)
	f.Select(a, tmp, a, neg)
	f.Neg(tmp, t)
	f.Select(t, tmp, t, neg)
}

// condSwap exchanges a and b when cond is 1 and leaves them when cond is 0,
// in constant time. tmp is a temporary, neither a nor b.
func (w *workspace[E, S]) condSwap(a, b, tmp *E, cond int) {
	switch w.words {
	case 0:
	case 5: // fp25519's elements, inline
		swap5((*[5]uint64)(unsafe.Pointer(a)), (*[5]uint64)(unsafe.Pointer(b)), -uint64(cond))
		return
	default:
		swapWords(unsafe.Pointer(a), unsafe.Pointer(b), w.words, cond)
		return
	}
	f := w.f
	*tmp = *a
	f.Select(a, b, a, cond)
	f.Select(b, tmp, b, cond)
}

// selectCached sets r = q if cond is 1 and leaves r unchanged if cond is 0.
func (w *workspace[E, S]) selectCached(r, q *cached[E], cond int) {
	if w.words != 0 {
		selectWords(unsafe.Pointer(r), unsafe.Pointer(q), 4*w.words, cond)
		return
	}
	f := w.f
	f.Select(&r.A, &q.A, &r.A, cond)
	f.Select(&r.B, &q.B, &r.B, cond)
	f.Select(&r.Z, &q.Z, &r.Z, cond)
	f.Select(&r.T, &q.T, &r.T, cond)
}

// selectAffine sets r = q if cond is 1 and leaves r unchanged if cond is 0.
func (w *workspace[E, S]) selectAffine(r, q *affine[E], cond int) {
	if w.words != 0 {
		selectWords(unsafe.Pointer(r), unsafe.Pointer(q), 3*w.words, cond)
		return
	}
	f := w.f
	f.Select(&r.A, &q.A, &r.A, cond)
	f.Select(&r.B, &q.B, &r.B, cond)
	f.Select(&r.T, &q.T, &r.T, cond)
}

// swapWords exchanges the n 64-bit words at a and b when cond is 1 and
// leaves them when cond is 0, with the same memory accesses either way.
// Five words, fp25519's elements, take swap5 (the switch is on the public
// n).
func swapWords(a, b unsafe.Pointer, n, cond int) {
	mask := -uint64(cond)
	if n == 5 {
		swap5((*[5]uint64)(a), (*[5]uint64)(b), mask)
		return
	}
	x := unsafe.Slice((*uint64)(a), n)
	y := unsafe.Slice((*uint64)(b), n)[:len(x)]
	for i := range x {
		t := mask & (x[i] ^ y[i])
		x[i] ^= t
		y[i] ^= t
	}
}

// swap5 exchanges x and y when mask is all ones and leaves them when it is
// zero: swapWords for five words, straight-line.
func swap5(x, y *[5]uint64, mask uint64) {
	t0 := mask & (x[0] ^ y[0])
	t1 := mask & (x[1] ^ y[1])
	t2 := mask & (x[2] ^ y[2])
	t3 := mask & (x[3] ^ y[3])
	t4 := mask & (x[4] ^ y[4])
	x[0], y[0] = x[0]^t0, y[0]^t0
	x[1], y[1] = x[1]^t1, y[1]^t1
	x[2], y[2] = x[2]^t2, y[2]^t2
	x[3], y[3] = x[3]^t3, y[3]^t3
	x[4], y[4] = x[4]^t4, y[4]^t4
}

// selectWords copies the n 64-bit words at src over those at dst when cond
// is 1, and leaves dst unchanged when cond is 0, with the same memory
// accesses either way. It is used when the element type is an array of
// uint64 (New checks it with reflect), so that a table entry, which is a
// struct of such arrays, is n contiguous words.
func selectWords(dst, src unsafe.Pointer, n, cond int) {
	d := unsafe.Slice((*uint64)(dst), n)
	s := unsafe.Slice((*uint64)(src), n)[:len(d)]
	mask := -uint64(cond)
	for i := range d {
		d[i] ^= mask & (d[i] ^ s[i])
	}
}
