package edwards

import "github.com/curvekit/curvekit/field"

// workspace is the heap-resident working memory of one operation on a curve:
// formula temporaries, operand copies, tables and byte buffers. Public methods
// copy their operands in, compute here, and copy the result out, so that
// points and scalars owned by callers never escape (see scratch for why).
// Workspaces are recycled through the curve's sync.Pool.
type workspace[E, S any] struct {
	scratch[E]
	c *Curve[E, S]

	// The operands and results of the public methods, and of the
	// algorithms below them.
	p, q, acc extended[E]
	x, y      E // affine coordinates (SetAffine, Affine)
	zInv      E // 1/Z (Affine)
	s, s2     S

	// The operands of the single formula calls of the public methods.
	cp completed[E]
	pr projective[E]
	cq cached[E]

	sbuf   []byte // a scalar in the scalar field's byte order (Scalar.ByteLen)
	sle    []byte // the same scalar little-endian
	sle2   []byte // a second little-endian scalar
	digits []int8 // signed radix-16 digits of a scalar

	// The memory of each algorithm, in the file that defines it.
	eq    eqScratch[E]        // onCurve, onCurveExtended
	ct    ctMulScratch[E]     // the constant-time multiplications (scalarmult.go)
	pub   publicMulScratch[E] // mulPublic, mulByCofactor, smallOrder
	dm    doubleMulScratch[E] // doubleMulVarTime (vartime.go)
	codec codecScratch[E]     // the point encodings (encoding.go)
	m2c   mapScratch[E]       // Elligator 2 and hash-to-curve (h2c.go)
	msm   strausScratch[E]    // straus, grown on demand (msm.go)
	bp    basePairScratch[E]  // baseMultPair's second scalar (basepair.go)

	// t0 and t1 are the temporaries of the Stdlib verification equation
	// (equationHolds), which calls no formula while they hold a value.
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
	w.dm.le1 = make([]byte, sl)
	w.dm.le2 = make([]byte, sl)
	w.digits = make([]int8, c.digits)
	w.bp.digits = make([]int8, c.digits)
	w.codec.fbuf = make([]byte, c.f.ByteLen())
	w.codec.ebuf = make([]byte, c.encLen)
	w.codec.wbuf = make([]byte, c.encLen)
	if c.lanes != nil {
		w.msm.lanes.lanePoints = newAlignedLanes[lanePoints]()
	}
	return w
}

// get takes a workspace from the pool.
func (c *Curve[E, S]) get() *workspace[E, S] { return c.pool.Get().(*workspace[E, S]) }

// put returns a workspace to the pool.
func (c *Curve[E, S]) put(w *workspace[E, S]) { c.pool.Put(w) }

// scalarToLE writes the canonical little-endian encoding of s into le
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

// eqScratch is the memory of the curve-equation checks onCurve and
// onCurveExtended: two squares and the two sides of the equation.
type eqScratch[E any] struct {
	sq0, sq1, lhs, rhs E
}

// onCurve reports whether a·x² + y² = 1 + d·x²·y², with s's memory. It is
// for validation of public values.
func (w *workspace[E, S]) onCurve(s *eqScratch[E], x, y *E) bool {
	f := w.f
	f.Square(&s.sq0, x)           // x²
	f.Square(&s.sq1, y)           // y²
	w.mulA(&s.lhs, &s.sq0)        // a·x²
	f.Add(&s.lhs, &s.lhs, &s.sq1) // a·x² + y²
	f.Mul(&s.rhs, &s.sq0, &s.sq1) // x²·y²
	f.Mul(&s.rhs, &s.rhs, &w.d)   // d·x²·y²
	f.Add(&s.rhs, &s.rhs, &w.one) // 1 + d·x²·y²
	return f.Equal(&s.lhs, &s.rhs) == 1
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
// The ratio and −x are left in cs.u, cs.v and cs.neg.
func (w *workspace[E, S]) recoverX(cs *codecScratch[E], x, y *E, sign int, lenient bool) bool {
	f := w.f
	w.ratio(&cs.u, &cs.v, y)
	if f.SqrtRatio(x, &cs.u, &cs.v) == 0 {
		return false
	}
	if !lenient && f.IsZero(x)&sign == 1 {
		return false
	}
	f.Neg(&cs.neg, x)
	f.Select(x, &cs.neg, x, sign)
	return true
}

// multiplesScratch is the memory of oddMultiplesInto: the running odd
// multiple acc, 2p in extended (dbl) and cached (cq) form, and the
// operands of the formulas.
type multiplesScratch[E any] struct {
	acc, dbl extended[E]
	cp       completed[E]
	pr       projective[E]
	cq       cached[E]
}

// publicMulScratch is the memory of the public-scalar multiplications
// mulPublic, mulByCofactor and smallOrder: the table of odd multiples of
// the point and the memory that builds it, the accumulator cp (with pr,
// its projective form in mulByCofactor's doublings), and t, the multiple
// h·p that smallOrder tests.
type publicMulScratch[E any] struct {
	table [varNAFSize]cached[E]
	odd   multiplesScratch[E]
	cp    completed[E]
	pr    projective[E]
	t     extended[E]
}

// mulPublic sets r = k·p for the public integer k given as its width-5 NAF,
// with ps's memory. Its running time depends on k but not on p. r and p
// must not overlap, and neither may be in ps.
func (w *workspace[E, S]) mulPublic(ps *publicMulScratch[E], r, p *extended[E], naf []int8) {
	w.oddMultiplesInto(&ps.odd, &ps.table, p)
	top := len(naf) - 1
	for top >= 0 && naf[top] == 0 {
		top--
	}
	ps.cp = w.c.completedID // O, the result when k = 0
	for i := top; i >= 0; i-- {
		w.doubleC(&ps.cp, &ps.cp)
		if d := naf[i]; d > 0 {
			w.addCachedC(&ps.cp, &ps.cp, &ps.table[d/2], false)
		} else if d < 0 {
			w.addCachedC(&ps.cp, &ps.cp, &ps.table[-d/2], true)
		}
	}
	w.toExtended(r, &ps.cp)
}

// oddMultiplesInto sets table[j] = (2j+1)·p in cached form, j = 0..7, with
// ms's memory; p may be ms.acc but no other value of ms.
func (w *workspace[E, S]) oddMultiplesInto(ms *multiplesScratch[E], table *[varNAFSize]cached[E], p *extended[E]) {
	w.extToProjective(&ms.pr, p)
	w.double(&ms.cp, &ms.pr)
	w.toExtended(&ms.dbl, &ms.cp)
	w.toCached(&ms.cq, &ms.dbl) // 2p
	w.toCached(&table[0], p)
	ms.acc = *p
	for j := 1; j < varNAFSize; j++ {
		w.addCached(&ms.cp, &ms.acc, &ms.cq, false)
		w.toExtended(&ms.acc, &ms.cp)
		w.toCached(&table[j], &ms.acc)
	}
}
