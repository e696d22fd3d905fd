package edwards

import (
	"math/bits"
	"sync"

	"github.com/curvekit/curvekit/curves/edwards/internal/lanes25519"
)

// Half-size verification. Verify checks that
//
//	D = [S]B − [k]A − R
//
// is O (Stdlib) or of small order, [h]D = O (the cofactored policies), with a
// 253-bit S and k on edwards25519. With a ≡ t·k (mod h·n), 0 < t < n, and
// |a| and t of about half the bits of h·n (halfscalar.go),
//
//	E = [t·S mod n]B − [a]A − [t]R = [t]·D
//
// exactly, for every A and R of the curve: B has order n, and the order of
// A divides h·n. The scalar of B is full-size but B is fixed, so it is split
// as lo + 2^s·hi with s ≥ H against precomputed tables of B and 2^s·B, and E
// is a sum of four terms with half-size scalars that shares one chain of
// about bits(n)/2 doublings instead of bits(n): Pornin's speedup (eprint
// 2020/454), for the price of a table of odd multiples of R, the lattice
// reduction, and the two tables of B (2^8 entries each, built on first use:
// 30 KB each for edwards25519, 48 KB for edwards448, and 40 KB more each in
// lane layout where the lane kernels below are used).
//
// The shortened check decides the original one exactly when:
//
//   - cofactored: [h]E = [t]·[h]D, where [h]D lies in the subgroup of prime
//     order n and 0 < t < n, so [h]E = O if and only if [h]D = O, for every
//     t;
//   - cofactorless (Stdlib): the order of D divides h·n, so [t]D = O if and
//     only if D = O exactly when gcd(t, h) = 1 (t odd for a power-of-two
//     cofactor). If the vector of the reduction has t sharing a factor with
//     h (a third of the time for h = 8), a neighbouring lattice vector of at
//     most halfSlackBits more bits with a coprime t is used (alternative);
//     when there is none, for about one challenge in 200 on edwards25519 and
//     one in 400 on edwards448, Verify runs the full-size check.
//
// So [t]D = O with D ≠ O, which needs D to have a small-order component
// (from a small-order part of A or R, absent from honest keys and
// signatures) of order dividing t, never decides a Stdlib check.
//
// On a field with fast lane kernels (fp25519 with AVX-512 IFMA or AVX2), the four
// terms accumulate in lane layout, which does a doubling or an addition in
// about 40% of the time of the scalar kernels (halflanes.go).

// halfSlackBits is how many bits beyond H = ⌈bits(h·n)/2⌉ a Stdlib
// alternative vector may have: each costs one doubling, and at 8 the
// full-size fallback is rare (measured for edwards25519 and edwards448 in
// TestHalfLatticeSplit).
const halfSlackBits = 8

// halfBaseWidth is the NAF width of B's two half scalars: tables of
// 2^(w−2) = 256 odd multiples of B and of 2^s·B. Width 10 rather than the
// baseNAFWidth 8 of the other VarTime paths saves about five additions per
// verification (digit density 1/11 instead of 1/9 over two ~bits(n)/2-bit
// scalars), about 2% of an Ed25519 verification.
const (
	halfBaseWidth = 10
	halfBaseSize  = 1 << (halfBaseWidth - 2)
)

// halfCurve is the per-curve state of half-size verification: the lattice
// constants and the tables of odd multiples of B and 2^shift·B. A curve
// builds it on first use (Curve.halfCurveOnce) and keeps it.
type halfCurve[E, S any] struct {
	lat   halfLattice
	slack int                     // halfSlackBits; tests lower it
	shift int                     // s: B's scalar is split as lo + 2^s·hi
	base1 [halfBaseSize]affine[E] // (2j+1)·B
	base2 [halfBaseSize]affine[E] // (2j+1)·2^s·B
	lanes laneKernels[E]          // the curve's lane backend, or nil (lanes.go, halflanes.go)
	// laneBase1 and laneBase2 are base1 and base2 as cached lane points,
	// when lanes is set.
	laneBase1, laneBase2 *[halfBaseSize]lanes25519.Point
	pool                 sync.Pool // of *halfScratch[E, S]
}

// halfScratch is the working memory of one half-size verification.
type halfScratch[E, S any] struct {
	lat          latticeScratch
	k            latNat
	v, prev, alt halfVector
	tableA       [varNAFSize]cached[E] // odd multiples of A'
	tableR       [varNAFSize]cached[E] // odd multiples of −R
	odd          multiplesScratch[E]   // the memory that builds them
	ts           S                     // t as a scalar
	aLE, tLE     [8 * latWords]byte    // |a| and t, little-endian
	sparseA      []nafDigit            // NAF digits of |a|
	sparseR      []nafDigit            // NAF digits of t
	nafLo, nafHi []wideDigit           // NAF digits of B's lo and hi
	lanes        halfLaneScratch[E]    // for halfMulLanes
}

// newHalfCurve computes c's half-size verification state, or returns nil.
func newHalfCurve[E, S any](c *Curve[E, S]) *halfCurve[E, S] {
	lat, ok := newHalfLattice(c.n, c.h)
	if !ok {
		return nil
	}
	hc := &halfCurve[E, S]{lat: lat, slack: halfSlackBits, shift: (lat.half + 7) / 8 * 8, lanes: c.lanes}
	hc.pool.New = func() any { return new(halfScratch[E, S]) }
	w := c.get()
	defer c.put(w)
	// P = 2^shift·B; the odd multiples of B and of P, normalised together.
	points := make([]extended[E], 2*halfBaseSize)
	w.extToProjective(&w.pr, &c.g)
	for range hc.shift {
		w.double(&w.cp, &w.pr)
		w.toProjective(&w.pr, &w.cp)
	}
	w.toExtended(&w.acc, &w.cp)
	for i, p := range []*extended[E]{&c.g, &w.acc} {
		row := points[i*halfBaseSize : (i+1)*halfBaseSize]
		row[0] = *p
		w.extToProjective(&w.pr, p)
		w.double(&w.cp, &w.pr)
		w.toExtended(&w.q, &w.cp)
		w.toCached(&w.cq, &w.q) // 2p
		for j := 1; j < halfBaseSize; j++ {
			w.addCached(&w.cp, &row[j-1], &w.cq, false)
			w.toExtended(&row[j], &w.cp)
		}
	}
	table := w.normalize(points)
	copy(hc.base1[:], table[:halfBaseSize])
	copy(hc.base2[:], table[halfBaseSize:])
	if hc.lanes != nil {
		hc.laneBase1, hc.laneBase2 = new([halfBaseSize]lanes25519.Point), new([halfBaseSize]lanes25519.Point)
		for j := range halfBaseSize {
			hc.lanes.FromAffine(&hc.laneBase1[j], aff3(&hc.base1[j]))
			hc.lanes.FromAffine(&hc.laneBase2[j], aff3(&hc.base2[j]))
		}
	}
	return hc
}

// verifyHalf finishes Verify on the half-size path with hc's state: A is in
// w.p, R in w.q, S in st.sSig and k in st.k, all public. It reports
// done = false, having changed nothing, when the path cannot decide policy's
// check for this k (see the file comment); otherwise valid is the verdict.
func (s *Scheme[E, S]) verifyHalf(hc *halfCurve[E, S], st *signState[S], w *workspace[E, S], policy Policy) (done, valid bool) {
	c := s.c
	hs := hc.pool.Get().(*halfScratch[E, S])
	defer hc.pool.Put(hs)
	w.scalarToLE(w.sle, &st.k)
	vec := hc.vector(hs, w.sle, policy)
	if vec == nil {
		return false, false
	}

	// B's scalar t·S mod n, split at bit shift.
	fs := c.fs
	sl := fs.ByteLen()
	lat := &hc.lat
	wordsToLE(hs.tLE[:], &vec.t)
	copyOrder(w.sbuf, hs.tLE[:sl], fs.ByteOrder())
	if bitLen(&vec.t, lat.nw) > 8*sl || fs.SetBytes(&hs.ts, w.sbuf) != nil {
		return false, false // t ≥ n, possible only for a tiny n
	}
	fs.Mul(&w.s2, &hs.ts, &st.sSig)
	w.scalarToLE(w.sle2, &w.s2)
	wordsToLE(hs.aLE[:], &vec.aAbs)

	// E = [lo]B + [hi](2^s·B) + [|a|]A' + [t](−R), A' = −sign(a)·A.
	if !vec.aNeg {
		w.negate(&w.p, &w.p)
	}
	w.negate(&w.q, &w.q)
	nb := 8 * lat.nw
	hs.sparseA = appendNAF(hs.sparseA[:0], hs.aLE[:nb], varNAFWidth)
	hs.sparseR = appendNAF(hs.sparseR[:0], hs.tLE[:nb], varNAFWidth)
	hs.nafLo = appendWideNAF(hs.nafLo[:0], w.sle2[:hc.shift/8], halfBaseWidth)
	hs.nafHi = appendWideNAF(hs.nafHi[:0], w.sle2[hc.shift/8:], halfBaseWidth)
	if hc.lanes != nil {
		// The cofactored check [h]E = O takes its doublings in lanes too
		// when h is a power of two.
		dbl := 0
		if policy != Stdlib && c.h&(c.h-1) == 0 {
			dbl = bits.TrailingZeros64(c.h)
		}
		w.halfMulLanes(hc.lanes, hs, hc.laneBase1, hc.laneBase2, dbl)
		if dbl > 0 {
			return true, w.isIdentity(&w.acc) == 1
		}
	} else {
		w.oddMultiplesInto(&hs.odd, &hs.tableA, &w.p)
		w.oddMultiplesInto(&hs.odd, &hs.tableR, &w.q)
		w.halfMulVarTime(hs, &w.cp, &hc.base1, &hc.base2)
		w.toExtended(&w.acc, &w.cp)
	}
	if policy == Stdlib {
		return true, w.isIdentity(&w.acc) == 1
	}
	return true, w.smallOrder(&w.pub, &w.acc)
}

// vector returns a vector (a, t) with a ≡ t·k (mod h·n) for the challenge
// k (little-endian bytes), of at most H bits, or H + slack for the
// alternative of a Stdlib check; or nil when the half-size path cannot
// decide policy's check for this k. It uses hs's lattice fields.
func (hc *halfCurve[E, S]) vector(hs *halfScratch[E, S], k []byte, policy Policy) *halfVector {
	lat := &hc.lat
	hs.k = latNat{}
	wordsFromLE(&hs.k, k)
	moved := lat.split(&hs.lat, &hs.v, &hs.prev, &hs.k)
	if policy != Stdlib || lat.coprime(&hs.v.t) {
		return &hs.v
	}
	if !moved {
		return nil // t = 1: cannot happen, 1 is coprime to h
	}
	for e := 0; e <= hc.slack; e++ {
		if lat.alternative(&hs.lat, &hs.alt, &hs.v, &hs.prev, lat.half+e) && lat.coprime(&hs.alt.t) {
			return &hs.alt
		}
	}
	return nil
}

// halfMulVarTime sets acc (completed) to the sum of the four terms whose
// non-zero NAF digits are in hs.sparseA (hs.tableA), hs.sparseR
// (hs.tableR), hs.nafLo (base1, the odd multiples of B) and hs.nafHi
// (base2), with one chain of doublings. Execution time depends on the
// digits.
func (w *workspace[E, S]) halfMulVarTime(hs *halfScratch[E, S], acc *completed[E], base1, base2 *[halfBaseSize]affine[E]) {
	a, r, lo, hi := hs.sparseA, hs.sparseR, hs.nafLo, hs.nafHi
	ia, ir, il, ih := len(a)-1, len(r)-1, len(lo)-1, len(hi)-1
	top := max(topPos(a), topPos(r), topPos(lo), topPos(hi))
	// As in doubleMulVarTime, the accumulator starts at O and the first
	// digit's entry is taken as it is.
	*acc = w.c.completedID
	first := true
	for i := top; i >= 0; i-- {
		if !first {
			w.doubleC(acc, acc)
		}
		if ia >= 0 && a[ia].pos() == i {
			w.addNAFCached(acc, &hs.tableA, a[ia].digit(), first)
			first = false
			ia--
		}
		if ir >= 0 && r[ir].pos() == i {
			w.addNAFCached(acc, &hs.tableR, r[ir].digit(), first)
			first = false
			ir--
		}
		if il >= 0 && lo[il].pos() == i {
			w.addNAFAffine(acc, base1, lo[il].digit(), first)
			first = false
			il--
		}
		if ih >= 0 && hi[ih].pos() == i {
			w.addNAFAffine(acc, base2, hi[ih].digit(), first)
			first = false
			ih--
		}
	}
}

// addNAFCached adds d·P to acc, where table holds the odd multiples of
// P, or sets acc to d·P when first is set.
func (w *workspace[E, S]) addNAFCached(acc *completed[E], table *[varNAFSize]cached[E], d int8, first bool) {
	switch {
	case first:
		w.cachedToCompleted(acc, &table[abs8(d)/2], d < 0)
	case d > 0:
		w.addCachedC(acc, acc, &table[d/2], false)
	default:
		w.addCachedC(acc, acc, &table[-d/2], true)
	}
}

// addNAFAffine is addNAFCached for a precomputed affine table.
func (w *workspace[E, S]) addNAFAffine(acc *completed[E], table *[halfBaseSize]affine[E], d int16, first bool) {
	switch {
	case first:
		w.affineToCompleted(acc, &table[max(d, -d)/2], d < 0)
	case d > 0:
		w.addAffineC(acc, acc, &table[d/2], false)
	default:
		w.addAffineC(acc, acc, &table[-d/2], true)
	}
}

// topPos returns the position of the last digit of s, or −1 if it is empty.
func topPos[D interface{ pos() int }](s []D) int {
	if len(s) == 0 {
		return -1
	}
	return s[len(s)-1].pos()
}

// wordsFromLE sets z to the little-endian integer b (at most 8·latWords
// bytes).
func wordsFromLE(z *latNat, b []byte) {
	for i, x := range b {
		z[i/8] |= uint64(x) << (8 * (i % 8))
	}
}

// wordsToLE writes x little-endian into b (at most 8·latWords bytes; the
// words beyond are dropped).
func wordsToLE(b []byte, x *latNat) {
	for i := range b {
		b[i] = byte(x[i/8] >> (8 * (i % 8)))
	}
}
