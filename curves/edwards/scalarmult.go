package edwards

import (
	"unsafe"

	"github.com/curvekit/curvekit/curves"
)

// ScalarMult sets v = s·p, and returns v. s is an integer modulo n, so for a
// point p outside the prime-order subgroup the result is (s mod n)·p. It uses
// signed radix-16 windows:
// a table of 1·p … 8·p, one table entry per digit chosen by a constant-time
// scan of all entries, and four doublings per digit.
func (v *Point[E, S]) ScalarMult(s *S, p *Point[E, S]) *Point[E, S] {
	c := v.bind(p)
	w := c.get()
	w.s, w.p = *s, p.p
	w.scalarToLE(w.sle, &w.s)
	curves.SignedRadix16(w.digits, w.sle)

	// table[j] = (j+1)·p.
	w.toCached(&w.table[0], &w.p)
	w.acc = w.p
	for j := 1; j < 8; j++ {
		w.addCached(&w.cp, &w.acc, &w.table[0], false)
		w.toExtended(&w.acc, &w.cp)
		w.toCached(&w.table[j], &w.acc)
	}

	top := len(w.digits) - 1
	w.lookupCached(&w.cq, w.digits[top])
	w.setIdentity(&w.acc)
	w.addCached(&w.cp, &w.acc, &w.cq, false)
	for i := top - 1; i >= 0; i-- {
		w.toProjective(&w.pr, &w.cp)
		w.double(&w.cp, &w.pr) // 2
		w.toProjective(&w.pr, &w.cp)
		w.double(&w.cp, &w.pr) // 4
		w.toProjective(&w.pr, &w.cp)
		w.double(&w.cp, &w.pr) // 8
		w.toProjective(&w.pr, &w.cp)
		w.double(&w.cp, &w.pr) // 16
		w.toExtended(&w.acc, &w.cp)
		w.lookupCached(&w.cq, w.digits[i])
		w.addCached(&w.cp, &w.acc, &w.cq, false)
	}
	w.toExtended(&w.acc, &w.cp)
	v.c, v.p = c, w.acc
	w.wipeScalar()
	c.put(w)
	return v
}

// ScalarBaseMult sets v = s·G, where G is the generator, and returns v. It
// uses a table of (j+1)·256^i·G in affine form, built on first use, so the
// whole multiplication costs four doublings and one mixed addition per
// radix-16 digit; every table access scans all eight entries of a row.
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

// baseMult sets w.acc = w.s·G.
func (w *workspace[E, S]) baseMult() {
	table := w.c.baseTableOnce()
	w.scalarToLE(w.sle, &w.s)
	curves.SignedRadix16(w.digits, w.sle)

	// s·G = Σ_i d_i·16^i·G. The odd digits use row (i−1)/2, which holds
	// multiples of 16^(i−1)·G, and are multiplied by 16 together at the end
	// of the first pass; the even digits use row i/2 directly.
	w.setIdentity(&w.acc)
	for i := 1; i < len(w.digits); i += 2 {
		w.lookupAffine(&w.aq, &table[i/2], w.digits[i])
		w.addAffine(&w.cp, &w.acc, &w.aq, false)
		w.toExtended(&w.acc, &w.cp)
	}
	w.extToProjective(&w.pr, &w.acc)
	w.double(&w.cp, &w.pr) // 2
	w.toProjective(&w.pr, &w.cp)
	w.double(&w.cp, &w.pr) // 4
	w.toProjective(&w.pr, &w.cp)
	w.double(&w.cp, &w.pr) // 8
	w.toProjective(&w.pr, &w.cp)
	w.double(&w.cp, &w.pr) // 16
	w.toExtended(&w.acc, &w.cp)
	for i := 0; i < len(w.digits); i += 2 {
		w.lookupAffine(&w.aq, &table[i/2], w.digits[i])
		w.addAffine(&w.cp, &w.acc, &w.aq, false)
		w.toExtended(&w.acc, &w.cp)
	}
}

// wipeScalar zeroes the scalar and its encodings and digits in w, which may
// be secret, before w returns to the pool.
func (w *workspace[E, S]) wipeScalar() {
	var zero S
	w.s = zero
	clear(w.sbuf)
	clear(w.sle)
	clear(w.digits)
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

// lookupCached sets r = d·P from w.table, which holds 1·P … 8·P, for
// −8 ≤ d ≤ 8. It reads every entry whatever d is.
func (w *workspace[E, S]) lookupCached(r *cached[E], d int8) {
	abs, neg := absSign(d)
	*r = w.c.cachedID
	for j := range 8 {
		w.selectCached(r, &w.table[j], ctEq(abs, uint8(j+1)))
	}
	w.condNegate(&r.A, &r.B, &r.T, neg)
}

// lookupAffine sets r = d·P from row, which holds 1·P … 8·P, for
// −8 ≤ d ≤ 8. It reads every entry whatever d is.
func (w *workspace[E, S]) lookupAffine(r *affine[E], row *[8]affine[E], d int8) {
	abs, neg := absSign(d)
	*r = w.c.affineID
	for j := range 8 {
		w.selectAffine(r, &row[j], ctEq(abs, uint8(j+1)))
	}
	w.condNegate(&r.A, &r.B, &r.T, neg)
}

// condNegate negates the table entry with coordinates a, b and t when neg is
// 1, in constant time. For a = −1, where the entry holds (Y+X, Y−X, 2dT),
// −P swaps the first two and negates the third; otherwise, with (X, Y, dT),
// it negates the first and the third.
func (w *workspace[E, S]) condNegate(a, b, t *E, neg int) {
	f := w.f
	if w.kind == aMinusOne {
		if w.words != 0 {
			swapWords(unsafe.Pointer(a), unsafe.Pointer(b), w.words, neg)
		} else {
			w.t0 = *a
			f.Select(a, b, a, neg)
			f.Select(b, &w.t0, b, neg)
		}
	} else {
		f.Neg(&w.t0, a)
		f.Select(a, &w.t0, a, neg)
	}
	f.Neg(&w.t0, t)
	f.Select(t, &w.t0, t, neg)
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
func swapWords(a, b unsafe.Pointer, n, cond int) {
	x := unsafe.Slice((*uint64)(a), n)
	y := unsafe.Slice((*uint64)(b), n)[:len(x)]
	mask := -uint64(cond)
	for i := range x {
		t := mask & (x[i] ^ y[i])
		x[i] ^= t
		y[i] ^= t
	}
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
