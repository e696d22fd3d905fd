package weierstrass

import "unsafe"

// ScalarMult sets v = s·p, and returns v, in constant time.
//
// Without an endomorphism it uses signed windows of five bits: a table of
// 1·p … 16·p, five doublings and one complete addition per window, and one
// table entry per window chosen by a scan of every entry with masks. With an
// endomorphism it first splits s into halves k1 + k2·λ of about half the
// bits (splitScalar, constant time) and walks both with one doubling chain
// and a second table φ(1·p) … φ(16·p), which halves the doublings. With a
// GLS endomorphism (gls.go) it splits s into d parts of about 1/d of the
// bits and walks them with one chain and d tables ψ^j(1·p) … ψ^j(16·p).
func (v *Point[E, S]) ScalarMult(s *S, p *Point[E, S]) *Point[E, S] {
	c := v.bind(p)
	w := c.get()
	w.secretMult(&w.ct, s, &p.p)
	v.c, v.p = c, w.ct.acc
	w.wipeScalars() // the scalar's encodings, splits and windows
	w.wipe()
	c.put(w)
	return v
}

// ctMulScratch is the memory of one constant-time multiplication by a
// secret scalar (scalarMult, scalarMultGLV, scalarMultGLS and the
// fixed-base baseMult): the scalar's encoding and windows, the tables of
// multiples, the accumulators and the result. wipe clears what is derived
// from the scalar; the tables hold multiples of the point and stay.
type ctMulScratch[E, S any] struct {
	acc    projective[E]               // the result, and the projective accumulator
	le     []byte                      // the scalar little-endian (ScalarLen)
	digits []int8                      // its signed five-bit windows (c.digits)
	bdig   []int8                      // its signed six-bit fixed-base windows (c.baseRows)
	table  [varTableSize]projective[E] // 1·P … 16·P
	jtable [varTableSize]jacobian[E]   // 1·P … 16·P in Jacobian coordinates
	jacc   jacobian[E]                 // the Jacobian accumulator (also doubleN's)
	jentry jacobian[E]                 // a Jacobian table entry, or a candidate sum
	entry  projective[E]               // a projective table entry, or a candidate sum
	aentry affine[E]                   // a fixed-base table entry
	look   lookupScratch[E]

	// With a GLV endomorphism:
	k       [2]S                      // |k1|, |k2|
	hle     [2][]byte                 // k1, k2 little-endian (halfLen)
	dig2    [2][]int8                 // their windows (c.glvDigits)
	jtable2 [varTableSize]jacobian[E] // φ(1·P) … φ(16·P) in Jacobian coordinates
}

// newCTMulScratch allocates the buffers of a ctMulScratch sized for c.
func (c *Curve[E, S]) newCTMulScratch(ms *ctMulScratch[E, S]) {
	ms.le = make([]byte, c.scLen)
	ms.digits = make([]int8, c.digits)
	ms.bdig = make([]int8, c.baseRows)
	if c.endo != nil {
		for i := range ms.hle {
			ms.hle[i] = make([]byte, c.halfLen)
			ms.dig2[i] = make([]int8, c.glvDigits)
		}
	}
}

// wipe clears everything derived from the scalar: its encodings, splits
// and windows, the accumulators, the entries the lookups picked (each
// reveals a window) and the result, once it is copied out. The tables of
// multiples of the point are not derived from the scalar and stay.
func (ms *ctMulScratch[E, S]) wipe() {
	var zero S
	clear(ms.le)
	clear(ms.digits)
	clear(ms.bdig)
	for i := range ms.hle {
		clear(ms.hle[i])
		clear(ms.dig2[i])
	}
	ms.k = [2]S{zero, zero}
	ms.acc, ms.entry = projective[E]{}, projective[E]{}
	ms.jacc, ms.jentry = jacobian[E]{}, jacobian[E]{}
	ms.aentry = affine[E]{}
	ms.look = lookupScratch[E]{}
}

// lookupScratch is the memory of a table lookup: the negated Y of the
// entry.
type lookupScratch[E any] struct {
	negY E
}

// secretMult sets ms.acc = s·p in constant time by the curve's best
// method: GLS, GLV or plain signed windows.
func (w *workspace[E, S]) secretMult(ms *ctMulScratch[E, S], s *S, p *projective[E]) {
	switch {
	case w.c.gls != nil:
		w.scalarMultGLS(ms, s, p)
	case w.c.endo != nil:
		w.scalarMultGLV(ms, s, p)
	default:
		w.scalarMult(ms, s, p)
	}
}

// multiples sets t[j] = (j+1)·p for j < varTableSize, with the complete
// projective formulas: a doubling for each even multiple, 2k·p = 2·(k·p),
// which costs about two thirds of an addition (RCB16 Algorithm 9 against
// 7 for a = 0), and an addition of p for each odd one.
func (w *workspace[E, S]) multiples(t *[varTableSize]projective[E], p *projective[E]) {
	t[0] = *p
	for j := 1; j < varTableSize; j++ {
		if j%2 == 1 { // public: the position; (j+1)·p = 2·((j+1)/2·p), held at j/2
			w.double(&t[j], &t[j/2])
		} else {
			w.add(&t[j], &t[j-1], p)
		}
	}
}

// scalarMult sets ms.acc = s·p.
//
// The accumulator stays in Jacobian coordinates, where doublings are
// cheapest (doublechain.go), for every a, and every window but the last is
// added with the Jacobian formula add-1998-cmo-2 (jAddCT), which is not complete but cannot meet its
// exceptions here: before window i ≥ 1 is added, the accumulator is M·P with
// M = Σ_{j>i} d_j·2^(5(j−i)), a multiple of 32 with
// |M| ≤ (n − 1)/32 + 17 (the scalar is below n and the lower windows sum to
// less than 17·2^(5i) in absolute value), and the entry is d·P with
// |d| ≤ 16. As P has order n (or is the identity), M·P = ±d·P ≠ O needs
// M ≡ ±d (mod n): for n > 34, |M ∓ d| < n makes that M = ±d, which no
// multiple of 32 is; for smaller n, |M| < 32 forces M = 0, an identity. The
// identity cases (M·P = O, d·P = O) are selected with masks inside jAddCT.
// The last window, where M can reach n ± d, is added with the complete
// projective formula.
func (w *workspace[E, S]) scalarMult(ms *ctMulScratch[E, S], s *S, p *projective[E]) {
	w.scalarToLE(ms.le, s)
	signedWindows(ms.digits, ms.le, varWindow)
	top := len(ms.digits) - 1
	w.jMultiples(ms, p)
	w.jLookup(&ms.look, &ms.jacc, &ms.jtable, ms.digits[top], 0)
	for i := top - 1; i > 0; i-- {
		w.jDoubleN(&ms.jacc, varWindow)
		w.jLookup(&ms.look, &ms.jentry, &ms.jtable, ms.digits[i], 0)
		w.jAddCT(&ms.jacc, &ms.jacc, &ms.jentry)
	}
	w.jDoubleN(&ms.jacc, varWindow)
	w.jToProjectiveCT(&ms.acc, &ms.jacc)
	w.jLookup(&ms.look, &ms.jentry, &ms.jtable, ms.digits[0], 0)
	w.jToProjectiveCT(&ms.entry, &ms.jentry)
	w.add(&ms.acc, &ms.acc, &ms.entry)
}

// jMultiples sets ms.jtable[j] = (j+1)·p in Jacobian coordinates for
// j < varTableSize. For n > 16 it doubles for the even multiples,
// 2k·P = 2·(k·P), which is cheaper than an addition and has no
// exceptional input, and adds with jAddCT for the odd ones: 2k·P + P is an
// exceptional sum only if (2k ∓ 1)·P = O, that is if n divides 2k ∓ 1 ≤ 16
// (or P = O, which jAddCT selects). Smaller orders take the complete
// projective formulas (through ms.table) and convert.
func (w *workspace[E, S]) jMultiples(ms *ctMulScratch[E, S], p *projective[E]) {
	t := &ms.jtable
	if w.c.n.BitLen() <= 5 { // public: n < 32
		w.multiples(&ms.table, p)
		for j := range ms.table {
			w.jFromProjective(&t[j], &ms.table[j])
		}
		return
	}
	w.jFromProjective(&t[0], p)
	for j := 1; j < varTableSize; j++ {
		if j%2 == 1 { // (j+1)·P = 2·((j+1)/2·P), held at j/2
			w.jDoubleFormula(&t[j], &t[j/2])
		} else {
			w.jAddCT(&t[j], &t[j-1], &t[0])
		}
	}
}

// scalarMultGLV sets ms.acc = s·p using the endomorphism: the halves k1,
// k2 of s in signed five-bit windows, a Jacobian table of 1·P … 16·P
// (jMultiples) and its image under φ, which is the same map in Jacobian
// coordinates (jEndoMap), and one chain of five doublings per window.
//
// The accumulator stays in Jacobian coordinates, and the two entries of a
// window are added with the incomplete jAddCT, for the top windows, those
// at or above the endomorphism's safe index: glvSafeWindows proves there
// that no sum has equal or opposite operands other than the identity, from
// the shortest vector of the GLV lattice. Below it (the last window, i = 0,
// on BLS12-381 G1 and secp256k1; none on BN254 G1) the accumulator moves to
// projective coordinates and every entry is converted and added with the
// complete formula, the runs of doublings going through Jacobian
// coordinates (doubleN).
func (w *workspace[E, S]) scalarMultGLV(ms *ctMulScratch[E, S], s *S, p *projective[E]) {
	neg1, neg2 := w.splitScalar(&ms.k[0], &ms.k[1], s)
	w.halfToLE(ms.hle[0], &ms.k[0])
	w.halfToLE(ms.hle[1], &ms.k[1])
	signedWindows(ms.dig2[0], ms.hle[0], varWindow)
	signedWindows(ms.dig2[1], ms.hle[1], varWindow)
	w.jMultiples(ms, p)
	for j := range ms.jtable {
		w.jEndoMap(&ms.jtable2[j], &ms.jtable[j])
	}
	top, safe := len(ms.dig2[0])-1, w.c.endo.safe
	jac := top >= safe // public: the position
	w.jLookup(&ms.look, &ms.jacc, &ms.jtable, ms.dig2[0][top], neg1)
	if !jac {
		w.jToProjectiveCT(&ms.acc, &ms.jacc)
	}
	w.glvAdd(ms, &ms.jtable2, ms.dig2[1][top], neg2, jac)
	for i := top - 1; i >= 0; i-- {
		if jac {
			w.jDoubleN(&ms.jacc, varWindow)
			if i < safe { // public: the position
				w.jToProjectiveCT(&ms.acc, &ms.jacc)
				jac = false
			}
		} else {
			w.doubleN(&ms.acc, varWindow, &ms.jacc)
		}
		w.glvAdd(ms, &ms.jtable, ms.dig2[0][i], neg1, jac)
		w.glvAdd(ms, &ms.jtable2, ms.dig2[1][i], neg2, jac)
	}
	if jac {
		w.jToProjectiveCT(&ms.acc, &ms.jacc)
	}
}

// glvAdd adds ±d·Q from t, which holds 1·Q … 16·Q in Jacobian
// coordinates, negated once more when flip is 1, to the accumulator of
// scalarMultGLV: to ms.jacc with jAddCT when jac is true, to ms.acc with
// the complete projective formula otherwise.
func (w *workspace[E, S]) glvAdd(ms *ctMulScratch[E, S], t *[varTableSize]jacobian[E], d int8, flip int, jac bool) {
	w.jLookup(&ms.look, &ms.jentry, t, d, flip)
	if jac {
		w.jAddCT(&ms.jacc, &ms.jacc, &ms.jentry)
		return
	}
	w.jToProjectiveCT(&ms.entry, &ms.jentry)
	w.add(&ms.acc, &ms.acc, &ms.entry)
}

// jLookup sets r = ±d·P from t, which holds 1·P … 16·P in Jacobian
// coordinates, for −16 ≤ d ≤ 16, negated once more when flip is 1. It
// reads every entry whatever d is; d = 0 gives X = Y = Z = 0, whose Z = 0
// makes it the Jacobian identity, so that no identity needs to be chosen
// in, as a projective lookup would have to.
func (w *workspace[E, S]) jLookup(ls *lookupScratch[E], r *jacobian[E], t *[varTableSize]jacobian[E], d int8, flip int) {
	abs, neg := absSign(d)
	if w.words != 0 {
		w.gatherElements(unsafe.Pointer(r), unsafe.Pointer(t), len(t), 3, abs)
	} else {
		w.f.Zero(&r.X)
		w.f.Zero(&r.Y)
		w.f.Zero(&r.Z)
		for j := range t {
			w.jSelect(r, &t[j], ctEq(abs, uint8(j+1)))
		}
	}
	w.f.Neg(&ls.negY, &r.Y)
	w.f.Select(&r.Y, &ls.negY, &r.Y, neg^flip)
}

// ScalarBaseMult sets v = s·G, where G is the generator, and returns v, in
// constant time. It uses a table of (j+1)·2^(6i)·G in affine form, built on
// first use: s is cut into signed six-bit windows d_i and
// s·G = Σ d_i·2^(6i)·G costs one mixed addition per window and no doubling.
// Every table access scans all 32 entries of a row; a zero window adds an
// entry anyway and discards the sum with a masked select.
func (v *Point[E, S]) ScalarBaseMult(s *S) *Point[E, S] {
	c := curveOf(v)
	table := c.baseTableOnce()
	w := c.get()
	w.baseMult(&w.ct, s, table)
	v.p = w.ct.acc
	w.wipeScalars()
	w.wipe()
	c.put(w)
	return v
}

// baseMult sets ms.acc = s·G. The first c.baseSafe rows accumulate in
// Jacobian coordinates with the cheaper mixed addition jAddAffineCT, which
// cannot meet its exceptional cases there (safeBaseRows); the last rows, at
// most one or two, take the complete projective formula.
func (w *workspace[E, S]) baseMult(ms *ctMulScratch[E, S], s *S, table [][baseRowSize]affine[E]) {
	w.scalarToLE(ms.le, s)
	signedWindows(ms.bdig, ms.le, baseWindow)
	ms.jacc = jacobian[E]{} // Z = 0: the identity
	safe := w.c.baseSafe
	for i := range safe {
		abs := w.baseEntry(&ms.look, &ms.aentry, table, i, ms.bdig[i])
		w.jAddAffineCT(&ms.jentry, &ms.jacc, &ms.aentry)
		w.jSelect(&ms.jacc, &ms.jentry, 1-ctEq(abs, 0))
	}
	w.jToProjectiveCT(&ms.acc, &ms.jacc)
	for i := safe; i < len(table); i++ {
		abs := w.baseEntry(&ms.look, &ms.aentry, table, i, ms.bdig[i])
		w.addAffine(&ms.entry, &ms.acc, &ms.aentry)
		w.selectProjective(&ms.acc, &ms.entry, 1-ctEq(abs, 0))
	}
}

// baseEntry sets r = d·2^(6i)·G for the signed window d, reading the whole
// row i, and returns |d|; r is meaningless when d = 0.
func (w *workspace[E, S]) baseEntry(ls *lookupScratch[E], r *affine[E], table [][baseRowSize]affine[E], i int, d int8) uint8 {
	return w.aLookup(ls, r, table[i][:], d, 0)
}

// aLookup sets r = ±d·Q from t, which holds 1·Q … len(t)·Q in affine
// form, for −len(t) ≤ d ≤ len(t), negated once more when flip is 1, and
// returns |d|; r is meaningless when d = 0. It reads every entry whatever
// d is.
func (w *workspace[E, S]) aLookup(ls *lookupScratch[E], r *affine[E], t []affine[E], d int8, flip int) uint8 {
	abs, neg := absSign(d)
	if w.words != 0 {
		w.gatherElements(unsafe.Pointer(r), unsafe.Pointer(&t[0]), len(t), 2, abs)
	} else {
		*r = t[0]
		for j := 1; j < len(t); j++ {
			w.selectAffine(r, &t[j], ctEq(abs, uint8(j+1)))
		}
	}
	w.f.Neg(&ls.negY, &r.Y)
	w.f.Select(&r.Y, &ls.negY, &r.Y, neg^flip)
	return abs
}

// selectProjective sets r = q if cond is 1 and leaves r unchanged if cond
// is 0, with the same memory accesses either way.
func (w *scratch[E]) selectProjective(r, q *projective[E], cond int) {
	if w.words != 0 {
		selectWords(unsafe.Pointer(r), unsafe.Pointer(q), 3*w.words, cond)
		return
	}
	f := w.f
	f.Select(&r.X, &q.X, &r.X, cond)
	f.Select(&r.Y, &q.Y, &r.Y, cond)
	f.Select(&r.Z, &q.Z, &r.Z, cond)
}

// selectAffine sets r = q if cond is 1 and leaves r unchanged if cond is 0.
func (w *scratch[E]) selectAffine(r, q *affine[E], cond int) {
	if w.words != 0 {
		selectWords(unsafe.Pointer(r), unsafe.Pointer(q), 2*w.words, cond)
		return
	}
	f := w.f
	f.Select(&r.X, &q.X, &r.X, cond)
	f.Select(&r.Y, &q.Y, &r.Y, cond)
}

// gatherElements sets the point at dst, of coords coordinates, to entry
// idx−1 of the table of entries points, or to zero when idx = 0, reading
// the whole table: gather, or gatherStrided when only the low limbs of each
// base-field element can be nonzero (a field.Prime of fewer limbs than
// PrimeElement holds, alone or under a tower.Fp2).
func (w *scratch[E]) gatherElements(dst, table unsafe.Pointer, entries, coords int, idx uint8) {
	if w.limbs < w.stride {
		gatherStrided(dst, table, entries, coords*w.words/w.stride, w.stride, w.limbs, idx)
		return
	}
	gather(dst, table, entries, coords*w.words, idx)
}

// gatherLimbs is gatherWords for entries of elems elements of stride
// words, of which only the low limbs words can be nonzero (a field.Prime
// element of fewer limbs than PrimeElement holds): it reads and sets only
// those limbs of every element of every entry, and zeroes the others in
// dst.
func gatherLimbs(dst, table unsafe.Pointer, entries, elems, stride, limbs int, idx uint8) {
	n := elems * stride
	d := unsafe.Slice((*uint64)(dst), n)
	t := unsafe.Slice((*uint64)(table), entries*n)
	clear(d)
	for j := range entries {
		mask := -uint64(ctEq(idx, uint8(j+1)))
		e := t[j*n : j*n+n]
		for c := 0; c+stride <= n; c += stride {
			if limbs == 4 { // the 256-bit fields, unrolled
				dc, ec := (*[4]uint64)(d[c:c+4]), (*[4]uint64)(e[c:c+4])
				dc[0] |= mask & ec[0]
				dc[1] |= mask & ec[1]
				dc[2] |= mask & ec[2]
				dc[3] |= mask & ec[3]
				continue
			}
			dc, ec := d[c:c+limbs], e[c:c+limbs]
			for i := range dc {
				dc[i] |= mask & ec[i]
			}
		}
	}
}

// gatherWords sets the n words at dst to entry idx−1 of the table of
// entries consecutive entries of n words each, or to zero when idx = 0,
// reading every word of the table whatever idx is. It is the table lookup
// of selectWords fused into one pass.
func gatherWords(dst, table unsafe.Pointer, entries, n int, idx uint8) {
	d := unsafe.Slice((*uint64)(dst), n)
	t := unsafe.Slice((*uint64)(table), entries*n)
	clear(d)
	for j := range entries {
		mask := -uint64(ctEq(idx, uint8(j+1)))
		e := t[j*n : j*n+n]
		for i := range d {
			d[i] |= mask & e[i]
		}
	}
}

// selectWords copies the n 64-bit words at src over those at dst when cond
// is 1, and leaves dst unchanged when cond is 0, with the same memory
// accesses either way. It is used when the element type is an array of
// uint64 or a struct of such arrays without padding (New checks it with
// reflect, uint64Words), so that a table entry, which is a struct of such
// elements, is n contiguous words.
func selectWords(dst, src unsafe.Pointer, n, cond int) {
	d := unsafe.Slice((*uint64)(dst), n)
	s := unsafe.Slice((*uint64)(src), n)[:len(d)]
	mask := -uint64(cond)
	for i := range d {
		d[i] ^= mask & (d[i] ^ s[i])
	}
}
