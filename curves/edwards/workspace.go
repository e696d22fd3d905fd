package edwards

import (
	"github.com/curvekit/curvekit/curves/internal/elligator"
	"github.com/curvekit/curvekit/field"
)

// workspace is the heap-resident working memory of one operation on a curve:
// formula temporaries, operand copies, tables and byte buffers. Public methods
// copy their operands in, compute here, and copy the result out, so that
// points and scalars owned by callers never escape (see scratch for why).
// Workspaces are recycled through the curve's sync.Pool.
type workspace[E, S any] struct {
	scratch[E]
	c *Curve[E, S]

	p, q, acc  extended[E]
	t          extended[E] // the result of smallOrder
	dbl        extended[E] // 2p in oddMultiples
	cp         completed[E]
	pr         projective[E]
	cq         cached[E]
	aq         affine[E]
	table      [varNAFSize]cached[E] // radix-16 multiples 1..8, or NAF odd multiples 1..15
	x, y, u, v E
	x2, y2     E // the second point of decodePair
	u2, v2     E
	s, s2      S

	sbuf   []byte // a scalar in the scalar field's byte order (Scalar.ByteLen)
	sle    []byte // the same scalar little-endian
	sle2   []byte // a second little-endian scalar
	digits []int8 // signed radix-16 digits of a scalar
	// sparse and sparse2 hold the non-zero NAF digits of one or two
	// scalars (appendNAF), grown on demand.
	sparse, sparse2 []nafDigit
	fbuf            []byte // a field element in the field's byte order (Field.ByteLen)
	ebuf            []byte // a point encoding (EncodingLen)
	wbuf            []byte // a wide value in the field's byte order (EncodingLen)

	msm strausScratch[E] // the memory of straus, grown on demand

	ell elligator.Scratch[E] // the memory of Elligator 2 (h2c.go)
	h2c [2]E                 // the field elements of hash_to_field

	// t0 and t1 are the temporaries of the checks around the formulas
	// (onCurve, recoverX, affine, the verification equation, the masked
	// negation of a table entry), which call no formula while they hold a
	// value.
	t0, t1 E
}

// newWorkspace allocates a workspace sized for c.
func (c *Curve[E, S]) newWorkspace() *workspace[E, S] {
	w := &workspace[E, S]{c: c}
	w.arith = &c.arith
	sl := c.fs.ByteLen()
	w.sbuf = make([]byte, sl)
	w.sle = make([]byte, sl)
	w.sle2 = make([]byte, sl)
	w.digits = make([]int8, c.digits)
	w.fbuf = make([]byte, c.f.ByteLen())
	w.ebuf = make([]byte, c.encLen)
	w.wbuf = make([]byte, c.encLen)
	if c.lanes != nil {
		w.msm.lanes.lanePoints = newAlignedLanes[lanePoints]()
	}
	return w
}

// get takes a workspace from the pool.
func (c *Curve[E, S]) get() *workspace[E, S] { return c.pool.Get().(*workspace[E, S]) }

// put returns a workspace to the pool.
func (c *Curve[E, S]) put(w *workspace[E, S]) { c.pool.Put(w) }

// scalarToLE writes the canonical little-endian encoding of w.s into le
// (Scalar.ByteLen bytes).
func (w *workspace[E, S]) scalarToLE(le []byte, s *S) {
	w.c.fs.PutBytes(w.sbuf, s)
	copyOrder(le, w.sbuf, w.c.fs.ByteOrder())
}

// copyOrder copies src into dst (same length), reversing the bytes when
// order is big-endian: it converts between little-endian and a field's order.
func copyOrder(dst, src []byte, order field.ByteOrder) {
	if order == field.LittleEndian {
		copy(dst, src)
		return
	}
	n := len(src)
	for i := range n {
		dst[i] = src[n-1-i]
	}
}

// onCurve reports whether a·x² + y² = 1 + d·x²·y². It is for validation of
// public values and uses w.u, w.v, w.t0 and w.t1.
func (w *workspace[E, S]) onCurve(x, y *E) bool {
	f := w.f
	f.Square(&w.t0, x)        // x²
	f.Square(&w.t1, y)        // y²
	w.mulA(&w.u, &w.t0)       // a·x²
	f.Add(&w.u, &w.u, &w.t1)  // a·x² + y²
	f.Mul(&w.v, &w.t0, &w.t1) // x²·y²
	f.Mul(&w.v, &w.v, &w.d)   // d·x²·y²
	f.Add(&w.v, &w.v, &w.one) // 1 + d·x²·y²
	return f.Equal(&w.u, &w.v) == 1
}

// fromAffine sets r = (x : y : 1 : x·y).
func (w *workspace[E, S]) fromAffine(r *extended[E], x, y *E) {
	r.X, r.Y = *x, *y
	w.f.One(&r.Z)
	w.f.Mul(&r.T, x, y)
}

// ratio sets u = y² − 1 and v = d·y² − a, whose ratio is x² for the points
// with y-coordinate y (RFC 8032 §5.1.3 step 2). v is never 0 since d/a is
// not a square.
func (w *workspace[E, S]) ratio(u, v, y *E) {
	f := w.f
	f.Square(u, y)
	f.Mul(v, u, &w.d)   // d·y²
	f.Sub(u, u, &w.one) // y² − 1
	f.Sub(v, v, &w.a)   // d·y² − a
}

// recoverX sets x to the x-coordinate with sign bit sign (0 or 1) of the
// point with y-coordinate y, following RFC 8032 §5.1.3 steps 2–4:
// x² = (y² − 1)/(d·y² − a). It reports false when there is no such point:
// (y² − 1)/(d·y² − a) is not a square, or x = 0 with sign 1 and lenient
// unset. With lenient set, x = 0 with sign 1 is accepted as x = 0 (ZIP-215).
// The computation runs in constant time; only the validity is branched on.
func (w *workspace[E, S]) recoverX(x, y *E, sign int, lenient bool) bool {
	f := w.f
	w.ratio(&w.u, &w.v, y)
	if f.SqrtRatio(x, &w.u, &w.v) == 0 {
		return false
	}
	if !lenient && f.IsZero(x)&sign == 1 {
		return false
	}
	f.Neg(&w.t0, x)
	f.Select(x, &w.t0, x, sign)
	return true
}

// mulPublic sets r = k·p for the public integer k given as its width-5 NAF.
// Its running time depends on k but not on p. It uses w.table, w.acc, w.cp,
// w.pr, w.cq and w.dbl, and leaves the other points of w alone; r and p must
// not overlap, and p may be w.acc.
func (w *workspace[E, S]) mulPublic(r, p *extended[E], naf []int8) {
	w.oddMultiples(p)
	top := len(naf) - 1
	for top >= 0 && naf[top] == 0 {
		top--
	}
	w.cp = w.c.completedID // O, the result when k = 0
	for i := top; i >= 0; i-- {
		w.doubleC(&w.cp, &w.cp)
		if d := naf[i]; d > 0 {
			w.addCachedC(&w.cp, &w.cp, &w.table[d/2], false)
		} else if d < 0 {
			w.addCachedC(&w.cp, &w.cp, &w.table[-d/2], true)
		}
	}
	w.toExtended(r, &w.cp)
}

// oddMultiples sets w.table[j] = (2j+1)·p in cached form, j = 0..7. It uses
// w.acc, w.cp, w.pr, w.cq and w.dbl; p may be w.acc but none of the others.
func (w *workspace[E, S]) oddMultiples(p *extended[E]) {
	w.oddMultiplesInto(&w.table, p)
}

// oddMultiplesInto sets table[j] = (2j+1)·p in cached form, j = 0..7, as
// oddMultiples does.
func (w *workspace[E, S]) oddMultiplesInto(table *[varNAFSize]cached[E], p *extended[E]) {
	w.extToProjective(&w.pr, p)
	w.double(&w.cp, &w.pr)
	w.toExtended(&w.dbl, &w.cp)
	w.toCached(&w.cq, &w.dbl) // 2p
	w.toCached(&table[0], p)
	w.acc = *p
	for j := 1; j < varNAFSize; j++ {
		w.addCached(&w.cp, &w.acc, &w.cq, false)
		w.toExtended(&w.acc, &w.cp)
		w.toCached(&table[j], &w.acc)
	}
}
