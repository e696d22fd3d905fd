package weierstrass

import (
	"fmt"
	"math/big"
	"math/bits"

	"github.com/curvekit/curvekit/curves"
	"github.com/curvekit/curvekit/field"
)

// SubgroupEndomorphism is a curve-specific speedup of the two cofactor
// operations, for curves with h > 1 that have an efficiently computable
// endomorphism ψ acting on the subgroup of order n as multiplication by an
// integer λ: BLS12-381's G1 (σ(x, y) = (β·x, y), λ = −x²) and G2 (the
// untwist-Frobenius-twist ψ, λ = x), for the seed x.
//
//   - The subgroup test: a point P of the curve is in the subgroup exactly
//     when ψ(P) = λ·P. That this holds only for the subgroup is a theorem
//     about the particular curve, ψ and λ (Scott, "A note on group
//     membership tests for G1, G2 and GT on BLS pairing-friendly curves",
//     ePrint 2021/1130), which the engine cannot prove; New checks it on the
//     generator and on sample points outside the subgroup. λ is much
//     smaller than n (64 or 128 bits against 255 for BLS12-381), which makes
//     the test several times faster than n·P = O.
//   - Cofactor clearing, when Clear is set: h_eff·P = Σ Clear[i]·ψ^i(P) for
//     every point P of the curve, with coefficients much smaller than h_eff
//     (Budroni and Pintore, "Efficient hash maps to G2 on BLS curves", ePrint
//     2017/419: for BLS12-381's G2, (x² − x − 1)·P + (x − 1)·ψ(P) + 2·ψ²(P)
//     is the h_eff of RFC 9380 §8.8.2). New checks it against h_eff·P on
//     sample points.
type SubgroupEndomorphism[E any] struct {
	// Map sets (X : Y : Z) to ψ(X : Y : Z), in place, on projective
	// coordinates. It must be constant time.
	Map func(X, Y, Z *E)
	// Eigenvalue is λ, signed: ψ(P) = λ·P on the subgroup.
	Eigenvalue *big.Int
	// Clear, when not empty, holds the signed coefficients c_i of
	// h_eff·P = Σ c_i·ψ^i(P), at most four of them.
	Clear []*big.Int
	// Test, when set, replaces the subgroup test ψ(P) = λ·P by a shorter
	// one (see EndomorphismTest).
	Test *EndomorphismTest
}

// EndomorphismTest is a subgroup test shorter than ψ(P) = λ·P: a point P of
// the curve is in the subgroup exactly when
//
//	Σ A[i]·ψ^i(P) + M·(Σ B[i]·ψ^i(P)) = O,
//
// with small coefficients A[i], B[i] and a multiplier M about half as long
// as λ, so that the test costs one multiplication by M, a few ψ maps and
// additions. On BN curves' G2, where λ = 6x² has twice the length of the
// seed x, Dai, Lin, Zhao and Zhou ("Fast subgroup membership testings for
// G1, G2 and GT on pairing-friendly curves", ePrint 2022/348, §5.1) show
// that Q is in G2 exactly when (x+1)·Q + ψ(x·Q) + ψ²(x·Q) = ψ³(2x·Q), which
// is this form with A = (1), M = x and B = (1, 1, 1, −2).
//
// That no point outside the subgroup passes is a theorem about the curve,
// which the engine cannot prove. New checks what it can: that the
// polynomial Σ A[i]·λ^i + M·Σ B[i]·λ^i vanishes modulo n (so that every
// point of the subgroup passes), and that the test agrees with n·P = O on
// the generator and on sample points of the whole curve and their cleared
// images.
type EndomorphismTest struct {
	// M is the multiplier, signed.
	M *big.Int
	// A and B are the signed coefficients of the two polynomials in ψ,
	// each at most maxTestCoefficient in absolute value; B must not be
	// empty.
	A, B []int
}

// maxTestCoefficient bounds the coefficients of an EndomorphismTest, which
// are multiplied in by double-and-add.
const maxTestCoefficient = 16

// subgroupEndo is a validated SubgroupEndomorphism.
type subgroupEndo[E any] struct {
	mapFn     func(X, Y, Z *E)
	lambda    signedNAF // width 2, for mulAffine
	test      bool      // the EndomorphismTest below replaces ψ(P) = λ·P
	testM     signedNAF // its M, width 2
	testA     []int     // its A
	testB     []int     // its B
	clear     []signedNAF
	clearZero []bool // c_i = 0: the term is skipped
}

// signedNAF is a public signed integer as a NAF of width 2 to 5 of its
// absolute value and its sign.
type signedNAF struct {
	naf []int8
	neg bool
}

// newSignedNAF returns k as a signedNAF, in the NAF width of 2 to 5 that
// costs mulPublic the fewest additions: one per non-zero digit after the
// first and one per odd multiple in its table after p, plus a doubling for
// a table. A sparse k gains from a narrow table: the BLS12-381 seed x needs
// 5 additions at width 2 and 7 at width 5, BN254's x 16 at width 4 and 18
// at width 5.
func newSignedNAF(k *big.Int) signedNAF {
	abs := new(big.Int).Abs(k)
	le := abs.Bytes()
	for i, j := 0, len(le)-1; i < j; i, j = i+1, j-1 {
		le[i], le[j] = le[j], le[i]
	}
	var best []int8
	bestCost := 0
	for w := uint(2); w <= varNAFWidth; w++ {
		naf := make([]int8, 8*len(le)+1)
		curves.NonAdjacentFormVarTime(naf, le, w)
		weight, size := 0, 0
		for _, d := range naf {
			if d != 0 {
				weight++
				size = max(size, (int(d)+1)/2, (1-int(d))/2)
			}
		}
		cost := weight + size - 1
		if size > 1 {
			cost++ // the doubling 2p
		}
		if best == nil || cost < bestCost {
			best, bestCost = naf, cost
		}
	}
	return signedNAF{naf: best, neg: k.Sign() < 0}
}

// newAffineNAF returns k as a signedNAF of width 2, digits 0 and ±1, the
// form mulAffine takes, or an error when 2^len(NAF) + 1 is not below n:
// mulAffine's exceptional additions are then possible for points of the
// subgroup (see mulAffine).
func newAffineNAF(k, n *big.Int) (signedNAF, error) {
	abs := new(big.Int).Abs(k)
	le := abs.Bytes()
	for i, j := 0, len(le)-1; i < j; i, j = i+1, j-1 {
		le[i], le[j] = le[j], le[i]
	}
	naf := make([]int8, 8*len(le)+1)
	curves.NonAdjacentFormVarTime(naf, le, 2)
	top := len(naf) - 1
	for top >= 0 && naf[top] == 0 {
		top--
	}
	naf = naf[:top+1]
	if len(naf) >= n.BitLen()-1 {
		return signedNAF{}, fmt.Errorf("%v has %d bits, too many for an order of %d bits", k, abs.BitLen(), n.BitLen())
	}
	return signedNAF{naf: naf, neg: k.Sign() < 0}, nil
}

// affineMulScratch is the memory of mulAffine: the point and its negation
// as affine points, and the Jacobian accumulator.
type affineMulScratch[E any] struct {
	pos, neg affine[E]
	acc      jacobian[E]
}

// mulAffine sets r = k·p for the public signed k of newAffineNAF and the
// point p with Z = 1, by double-and-add in Jacobian coordinates with mixed
// additions of ±p (jAddAffineCT: 8M + 3S against 12M + 2m_3b for the
// complete projective addition), with the memory as. It returns 1 when an
// addition met the accumulator equal or opposite to ±p, where the
// Jacobian addition is not the group law and r is not k·p, and 0
// otherwise. For p in the subgroup of prime order n this never happens:
// the accumulator before an addition is m·p for a prefix m of k's NAF,
// 2 ≤ m < 2^len(NAF), and m ± 1 is then neither 0 nor n (newAffineNAF
// bounds the length); a caller that only needs to know whether p is in the
// subgroup can therefore refuse p on a 1. Its running time depends on k
// only. r must not be in as.
func (w *workspace[E, S]) mulAffine(as *affineMulScratch[E], r, p *projective[E], k signedNAF) int {
	if len(k.naf) == 0 { // k = 0
		w.setIdentity(r)
		return 0
	}
	as.pos = affine[E]{X: p.X, Y: p.Y}
	as.neg.X = p.X
	w.f.Neg(&as.neg.Y, &p.Y)
	as.acc = jacobian[E]{X: p.X, Y: p.Y, Z: p.Z} // the top digit is 1
	bad, run := 0, 0                             // run: doublings owed to as.acc
	for i := len(k.naf) - 2; i >= 0; i-- {
		run++
		d := k.naf[i]
		if d == 0 {
			continue
		}
		w.jDoubleN(&as.acc, run)
		run = 0
		q := &as.pos
		if d < 0 {
			q = &as.neg
		}
		w.jAddAffineCT(&as.acc, &as.acc, q)
		// Z = Z1·H is 0 exactly when the operands were equal or opposite.
		bad |= w.f.IsZero(&as.acc.Z)
	}
	w.jDoubleN(&as.acc, run)
	w.jToProjectiveCT(r, &as.acc)
	if k.neg {
		w.negate(r, r)
	}
	return bad
}

// setSubgroupEndomorphism validates s and installs it: ψ(G) = λ·G, the
// test agrees with n·P = O on sample points of the whole curve and on their
// cleared images, and Clear (if given) agrees with h_eff on them.
func (c *Curve[E, S]) setSubgroupEndomorphism(w *workspace[E, S], s *SubgroupEndomorphism[E]) error {
	fail := func(format string, args ...any) error {
		return fmt.Errorf("weierstrass: %s: SubgroupEndomorphism: "+format, append([]any{c.name}, args...)...)
	}
	if c.hOne {
		return fail("the curve has cofactor 1: every point is in the subgroup")
	}
	if s.Map == nil || s.Eigenvalue == nil {
		return fail("nil Map or Eigenvalue")
	}
	lambda, err := newAffineNAF(s.Eigenvalue, c.n)
	if err != nil {
		return fail("Eigenvalue: %v", err)
	}
	e := &subgroupEndo[E]{mapFn: s.Map, lambda: lambda}
	if len(s.Clear) > maxClearTerms {
		return fail("Clear has %d coefficients, more than %d", len(s.Clear), maxClearTerms)
	}
	for i, k := range s.Clear {
		if k == nil {
			return fail("nil Clear[%d]", i)
		}
		e.clear = append(e.clear, newSignedNAF(k))
		e.clearZero = append(e.clearZero, k.Sign() == 0)
	}
	// endoTest takes affine points (Z = 1); the cleared images below are
	// not.
	test := func(p *projective[E]) bool {
		if w.isIdentity(p) == 1 {
			return w.endoTest(&w.endo, e, p)
		}
		var x, y E
		var a projective[E]
		w.toAffine(&x, &y, p)
		w.fromAffine(&a, &x, &y)
		return w.endoTest(&w.endo, e, &a)
	}
	if !test(&c.g) {
		return fail("ψ(G) ≠ λ·G for λ = %v", s.Eigenvalue)
	}
	if t := s.Test; t != nil {
		if err := c.checkEndomorphismTest(t, s.Eigenvalue); err != nil {
			return fail("Test: %v", err)
		}
		m, err := newAffineNAF(t.M, c.n)
		if err != nil {
			return fail("Test: M: %v", err)
		}
		e.test, e.testM, e.testA, e.testB = true, m, t.A, t.B
		if !test(&c.g) {
			return fail("Test fails on the generator")
		}
	}
	f, found := c.f, 0
	for x := int64(1); x < 1000 && found < cofactorSamples; x++ {
		if field.SetBig(f, &w.x, big.NewInt(x)) != nil {
			break
		}
		w.rhs(&w.u, &w.x)
		if f.Sqrt(&w.y, &w.u) == 0 {
			continue
		}
		found++
		w.fromAffine(&w.p, &w.x, &w.y)
		w.mulPublic(&w.pm, &w.acc, &w.p, c.orderNAF)
		inGroup := w.isIdentity(&w.acc) == 1
		if test(&w.p) != inGroup {
			return fail("the test ψ(P) = λ·P disagrees with n·P = O for the point P with x = %d", x)
		}
		if len(e.clear) > 0 {
			w.clearCofactor(&w.endo, &w.pm, &w.p) // h_eff·P, by the scalar
			w.q = w.p
			w.fromAffine(&w.p, &w.x, &w.y)
			w.endoClear(&w.endo, &w.pm, e, &w.p)
			if w.equal(&w.p, &w.q) != 1 {
				return fail("Σ Clear[i]·ψ^i(P) ≠ h_eff·P for the point P with x = %d", x)
			}
		} else {
			w.clearCofactor(&w.endo, &w.pm, &w.p)
		}
		if !test(&w.p) {
			return fail("the test ψ(P) = λ·P fails on h_eff·P for the point P with x = %d", x)
		}
	}
	if found == 0 {
		return fail("found no point to check the endomorphism with")
	}
	c.subEndo = e
	return nil
}

// checkEndomorphismTest checks the shape of t and that its polynomial in
// ψ vanishes at ψ's eigenvalue λ modulo n (see EndomorphismTest).
func (c *Curve[E, S]) checkEndomorphismTest(t *EndomorphismTest, lambda *big.Int) error {
	if t.M == nil || len(t.B) == 0 {
		return fmt.Errorf("nil M or empty B")
	}
	poly := func(cs []int) *big.Int { // Σ cs[i]·λ^i mod n
		sum, pow := new(big.Int), big.NewInt(1)
		for i, k := range cs {
			if k < -maxTestCoefficient || k > maxTestCoefficient {
				return nil
			}
			if i > 0 {
				pow.Mul(pow, lambda).Mod(pow, c.n)
			}
			sum.Add(sum, new(big.Int).Mul(big.NewInt(int64(k)), pow))
		}
		return sum
	}
	a, b := poly(t.A), poly(t.B)
	if a == nil || b == nil {
		return fmt.Errorf("a coefficient is above %d in absolute value", maxTestCoefficient)
	}
	if a.Add(a, b.Mul(b, t.M)).Mod(a, c.n).Sign() != 0 {
		return fmt.Errorf("the polynomial Σ A[i]·λ^i + M·Σ B[i]·λ^i is not 0 mod n: points of the subgroup fail it")
	}
	return nil
}

// endoScratch is the memory of the endomorphism's subgroup test and
// cofactor clearing (endoTest, endoPoly, endoClear): a copy of the point p,
// its images img = ψ^i(p), a running sum and a partial one, the signed
// image and small multiple of endoPoly's terms, and mulAffine's memory.
type endoScratch[E any] struct {
	p, img, sum, part projective[E]
	signed, term      projective[E]
	mul               affineMulScratch[E]
	// tables holds each Clear term's odd multiples for endoClear.
	tables [maxClearTerms][varNAFSize]projective[E]
}

// maxClearTerms is the most coefficients a SubgroupEndomorphism's Clear may
// have: h_eff as a polynomial in ψ needs at most φ(k) of them for the
// embedding degree k (4 for BLS12 and BN, whose ψ satisfies a quartic on
// the twist's points).
const maxClearTerms = 4

// endoTest reports whether p is in the subgroup, with the memory es: by the
// EndomorphismTest Σ A[i]·ψ^i(p) + Σ B[i]·ψ^i(M·p) = O if there is one (ψ
// commutes with M, so that the multiplication takes the affine p), by
// ψ(p) = λ·p otherwise. p must be the identity or have Z = 1, as fromAffine
// leaves it: the multiplication by M or λ is mulAffine's, and p is refused
// when mulAffine reports an exceptional addition, which no point of the
// subgroup causes. It runs in time that depends on the public M, A, B and
// λ only. p may be in es.
func (w *workspace[E, S]) endoTest(es *endoScratch[E], e *subgroupEndo[E], p *projective[E]) bool {
	es.p = *p
	var ok, bad int
	if e.test {
		bad = w.mulAffine(&es.mul, &es.part, &es.p, e.testM) // M·p
		w.endoPoly(es, e, &es.sum, &es.part, e.testB)        // Σ B[i]·ψ^i(M·p)
		w.endoPoly(es, e, &es.part, &es.p, e.testA)          // Σ A[i]·ψ^i(p)
		w.add(&es.sum, &es.sum, &es.part)
		ok = w.isIdentity(&es.sum)
	} else {
		es.img = *p
		e.mapFn(&es.img.X, &es.img.Y, &es.img.Z)
		bad = w.mulAffine(&es.mul, &es.part, &es.p, e.lambda)
		ok = w.equal(&es.part, &es.img)
	}
	return w.isIdentity(&es.p)|ok&^bad == 1
}

// endoPoly sets r = Σ cs[i]·ψ^i(p) for small public coefficients cs, by
// double-and-add from each term's top bit, with es.img, es.signed and
// es.term; r and p must not be any of those three, nor each other. A
// coefficient ±1 costs no group operation, and the first non-zero term is
// copied into r rather than added to the identity, so that the BN test
// (1, 1, 1, −2) costs three additions and one doubling. Its running time
// depends on cs only.
func (w *workspace[E, S]) endoPoly(es *endoScratch[E], e *subgroupEndo[E], r, p *projective[E], cs []int) {
	es.img = *p // ψ^i(p)
	first := true
	for i, k := range cs {
		if i > 0 {
			e.mapFn(&es.img.X, &es.img.Y, &es.img.Z)
		}
		if k == 0 {
			continue
		}
		es.signed = es.img
		if k < 0 {
			w.negate(&es.signed, &es.signed)
			k = -k
		}
		es.term = es.signed
		for j := bits.Len(uint(k)) - 2; j >= 0; j-- {
			w.double(&es.term, &es.term)
			if k>>j&1 == 1 {
				w.add(&es.term, &es.term, &es.signed)
			}
		}
		if first {
			*r, first = es.term, false
			continue
		}
		w.add(r, r, &es.term)
	}
	if first { // every coefficient is 0
		w.setIdentity(r)
	}
}

// endoClear sets r = Σ c_i·ψ^i(r), with the memory es and ps; r must not
// be in either. It is one joint double-and-add over all terms (Straus's
// method): each term's odd multiples ±ψ^i(r) go in a table, and one
// accumulator is doubled once per digit position of the longest
// coefficient, taking every term's digit at that position. The doublings
// are shared: BLS12-381's h_eff = (x² − x − 1) + (x − 1)·ψ + 2·ψ² costs
// the 127 doublings of x² − x − 1 instead of those of each term in turn
// (190), as RFC 9380 Appendix G.4's chain does with its two
// multiplications by x. Its running time depends on the coefficients only.
func (w *workspace[E, S]) endoClear(es *endoScratch[E], ps *publicMulScratch[E], e *subgroupEndo[E], r *projective[E]) {
	es.img = *r // ψ^i(r)
	top := -1
	for i, k := range e.clear {
		if i > 0 {
			e.mapFn(&es.img.X, &es.img.Y, &es.img.Z)
		}
		if e.clearZero[i] {
			continue
		}
		es.signed = es.img
		if k.neg {
			w.negate(&es.signed, &es.signed)
		}
		w.oddMultiplesN(es.tables[i][:nafTableSize(k.naf)], &ps.dbl, &es.signed)
		top = max(top, len(k.naf)-1)
	}
	started, run := false, 0 // run: doublings owed to ps.acc
	for j := top; j >= 0; j-- {
		if started {
			run++
		}
		for i, k := range e.clear {
			if e.clearZero[i] || j >= len(k.naf) || k.naf[j] == 0 {
				continue
			}
			w.doubleRun(ps, &ps.acc, run)
			run = 0
			if d := k.naf[j]; d > 0 {
				ps.neg = es.tables[i][d/2]
			} else {
				w.negate(&ps.neg, &es.tables[i][-d/2])
			}
			if !started {
				ps.acc, started = ps.neg, true
			} else {
				w.add(&ps.acc, &ps.acc, &ps.neg)
			}
		}
	}
	if !started { // every coefficient is 0
		w.setIdentity(r)
		return
	}
	w.doubleRun(ps, &ps.acc, run)
	*r = ps.acc
}
