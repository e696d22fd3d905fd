package weierstrass

import "github.com/curvekit/curvekit/field"

// workspace is the heap-resident working memory of one operation on a curve:
// formula temporaries, operand copies, tables and byte buffers. Public methods
// copy their operands in, compute here, and copy the result out, so that
// points and scalars owned by callers never escape (see scratch for why).
// Workspaces are recycled through the curve's sync.Pool.
type workspace[E, S any] struct {
	scratch[E]
	c *Curve[E, S]

	p, q, acc, tmp projective[E]
	nP             projective[E] // n·P in inSubgroup
	js             jscratch[E]   // Jacobian formula temporaries
	x, y, u, v     E
	s, s2          S
	e, r, sg, kinv S // ECDSA: message representative, r, s, nonce inverse
	gm, gt         S // splitScalar temporaries
	d              S // a private key

	sbuf []byte // a scalar in the scalar field's byte order (ScalarLen)
	sle  []byte // a scalar little-endian (ScalarLen)
	sle2 []byte // a second little-endian scalar (ScalarLen)
	fbuf []byte // a field element in the field's byte order (FieldLen)
	ebuf []byte // a big-endian field element or a point encoding (PointLen)
	glv  glvScratch
	h    hscratch[E] // hash-to-curve temporaries

	ct   ctMulScratch[E, S]     // ScalarMult, ScalarBaseMult, ECDH, key generation, signing
	vt   doubleMulScratch[E, S] // DoubleScalarMultVarTime, ECDSA verification, key recovery
	ms   msmScratch[E, S]       // MultiScalarMultVarTime
	eq   eqScratch[E]           // onCurve
	pm   publicMulScratch[E]    // mulPublic, mulSigned
	endo endoScratch[E]         // the endomorphism's subgroup test and cofactor clearing (subgroup.go)

	ecdsaBufs *ecdsaScratch // allocated by the first ECDSA operation
}

// newWorkspace allocates a workspace sized for c.
func (c *Curve[E, S]) newWorkspace() *workspace[E, S] {
	w := &workspace[E, S]{c: c}
	w.arith = &c.arith
	w.sbuf = make([]byte, c.scLen)
	w.sle = make([]byte, c.scLen)
	w.sle2 = make([]byte, c.scLen)
	c.newCTMulScratch(&w.ct)
	c.newDoubleMulScratch(&w.vt)
	w.ms.le = make([]byte, c.scLen)
	if c.endo != nil {
		w.glv = newGLVScratch(c.endo)
	}
	w.fbuf = make([]byte, c.fieldLen)
	w.ebuf = make([]byte, 1+2*c.fieldLen)
	return w
}

// get takes a workspace from the pool.
func (c *Curve[E, S]) get() *workspace[E, S] { return c.pool.Get().(*workspace[E, S]) }

// put returns a workspace to the pool.
func (c *Curve[E, S]) put(w *workspace[E, S]) { c.pool.Put(w) }

// scalarToLE writes the canonical little-endian encoding of s into le
// (ScalarLen bytes).
func (w *workspace[E, S]) scalarToLE(le []byte, s *S) {
	w.c.fs.PutBytes(w.sbuf, s)
	copyOrder(le, w.sbuf, w.c.fs.ByteOrder())
}

// wipeScalars clears the scalar copies and their encodings, which may be
// secret, before the workspace returns to the pool.
func (w *workspace[E, S]) wipeScalars() {
	var zero S
	w.s, w.s2, w.kinv, w.gm, w.gt, w.d = zero, zero, zero, zero, zero, zero
	clear(w.sbuf)
	clear(w.sle)
	clear(w.sle2)
	w.glv.wipe()
	w.ct.wipe()
}

// wipe clears the points and encodings derived from a secret scalar: the
// result and the last partial sum (acc, q), the last table entry picked by a
// lookup (q, aq: one window digit of the scalar), the Jacobian accumulator,
// the affine result (x, y), its encoding (fbuf), and the formula temporaries
// that still hold the last sum's coordinates. Call it once the result is
// copied out, before the workspace returns to the pool. It allocates nothing.
func (w *workspace[E, S]) wipe() {
	var zero E
	w.acc, w.q, w.tmp = projective[E]{}, projective[E]{}, projective[E]{}
	w.nP = projective[E]{}
	w.js = jscratch[E]{}
	w.x, w.y = zero, zero
	w.scratch = scratch[E]{arith: w.arith}
	clear(w.fbuf)
}

// copyOrder copies src into dst (same length), reversing the bytes when
// order is big-endian: it converts between little-endian and a field's order.
func copyOrder(dst, src []byte, order field.ByteOrder) {
	reorder(dst, src, order == field.BigEndian)
}

// reorder copies src into dst (same length), reversed when reverse is set.
// dst and src must not overlap unless reverse is false.
func reorder(dst, src []byte, reverse bool) {
	if !reverse {
		copy(dst, src)
		return
	}
	n := len(src)
	for i := range n {
		dst[i] = src[n-1-i]
	}
}

// rhs sets z = x³ + a·x + b; z must not alias x.
func (w *workspace[E, S]) rhs(z, x *E) {
	f := w.f
	f.Square(z, x)
	switch w.kind {
	case aZero:
	case aMinus3:
		f.Sub(z, z, &w.one)
		f.Sub(z, z, &w.one)
		f.Sub(z, z, &w.one)
	default:
		f.Add(z, z, &w.a)
	}
	f.Mul(z, z, x) // x³ + a·x
	f.Add(z, z, &w.b)
}

// eqScratch is the memory of onCurve: the two sides of the equation.
type eqScratch[E any] struct {
	lhs, rhs E
}

// onCurve reports whether y² = x³ + a·x + b, with s's memory. It is for
// validation of public values.
func (w *workspace[E, S]) onCurve(s *eqScratch[E], x, y *E) bool {
	w.rhs(&s.rhs, x)
	w.f.Square(&s.lhs, y)
	return w.f.Equal(&s.lhs, &s.rhs) == 1
}

// publicMulScratch is the memory of mulPublic: the table of odd multiples
// of the point, 2p while the table is built, the accumulator, a negated
// table entry, and the Jacobian form of the accumulator during a run of
// doublings.
type publicMulScratch[E any] struct {
	table         [varNAFSize]projective[E]
	dbl, acc, neg projective[E]
	jac           jacobian[E]
}

// publicDoubleRun is the shortest run of doublings that mulPublic does in
// Jacobian coordinates (doubleN), whose two conversions cost about three
// doublings' savings on G2 over Fp2 and five on G1 (doublechain.go);
// shorter runs use the projective doubling.
const publicDoubleRun = 4

// mulPublic sets r = k·p for the public integer k given as a NAF of width
// at most 5, with ps's memory. Its running time depends on k but not on p: the
// additions are the complete projective ones, and the runs of doublings
// between two digits go through Jacobian coordinates (doubleN), whose
// doubling is exception-free and cheaper (2M + 5S against 6M + 2S for
// a = 0). The table holds only the odd multiples up to the largest digit
// of k: the NAF of a sparse k, such as the BLS12-381 seed x with digits
// ±1, needs p alone. These multiplications are the subgroup tests of
// decoding (λ·p, the M of an EndomorphismTest) and cofactor clearing. r may
// be p; neither may be in ps.
func (w *workspace[E, S]) mulPublic(ps *publicMulScratch[E], r, p *projective[E], naf []int8) {
	top, size := len(naf)-1, 0
	for top >= 0 && naf[top] == 0 {
		top--
	}
	if top < 0 { // k = 0
		w.setIdentity(r)
		return
	}
	size = nafTableSize(naf[:top+1])
	w.oddMultiplesN(ps.table[:size], &ps.dbl, p)
	ps.acc = ps.table[naf[top]/2] // the top digit is positive
	run := 0                      // doublings owed to ps.acc
	for i := top - 1; i >= 0; i-- {
		run++
		d := naf[i]
		if d == 0 && i > 0 {
			continue
		}
		w.doubleRun(ps, &ps.acc, run)
		run = 0
		if d > 0 {
			w.add(&ps.acc, &ps.acc, &ps.table[d/2])
		} else if d < 0 {
			w.negate(&ps.neg, &ps.table[-d/2])
			w.add(&ps.acc, &ps.acc, &ps.neg)
		}
	}
	*r = ps.acc
}

// nafTableSize returns how many odd multiples p, 3p, 5p, … the digits of
// naf use: the largest |d| is 2·size − 1.
func nafTableSize(naf []int8) int {
	size := 0
	for _, d := range naf {
		size = max(size, (int(d)+1)/2, (1-int(d))/2)
	}
	return size
}

// doubleRun sets a = 2^run·a, through Jacobian coordinates (doubleN) for
// runs of publicDoubleRun or more, by projective doublings for shorter ones.
func (w *workspace[E, S]) doubleRun(ps *publicMulScratch[E], a *projective[E], run int) {
	if run >= publicDoubleRun {
		w.be.doubleN(a, run, &ps.jac, &w.js)
		return
	}
	for range run {
		w.double(a, a)
	}
}

// oddMultiplesN sets t[j] = (2j+1)·p for j < len(t), with dbl = 2p when t
// has more than one entry; dbl must not be p or in t.
func (w *workspace[E, S]) oddMultiplesN(t []projective[E], dbl, p *projective[E]) {
	if len(t) == 0 {
		return
	}
	t[0] = *p
	if len(t) > 1 {
		w.double(dbl, p) // 2p
	}
	for j := 1; j < len(t); j++ {
		w.add(&t[j], &t[j-1], dbl)
	}
}

// toAffine sets x = X/Z and y = Y/Z for p ≠ O (one inversion); for the
// identity it sets x = y = 0.
func (w *workspace[E, S]) toAffine(x, y *E, p *projective[E]) {
	f := w.f
	f.Inverse(&w.t5, &p.Z)
	f.Mul(x, &p.X, &w.t5)
	f.Mul(y, &p.Y, &w.t5)
}
