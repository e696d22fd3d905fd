package edwards

import (
	"github.com/curvekit/curvekit/curves/edwards/internal/lanes25519"
	"github.com/curvekit/curvekit/field"
)

// This file holds the point formulas, transcribed from
//
//	[HWCD08] H. Hisil, K. K.-H. Wong, G. Carter, E. Dawson, "Twisted Edwards
//	         Curves Revisited", ASIACRYPT 2008, https://eprint.iacr.org/2008/522
//	[EFD]    the Explicit-Formulas Database, twisted Edwards curves in
//	         extended coordinates, https://hyperelliptic.org/EFD/g1p/auto-twisted-extended.html
//
// with the source line as a trailing comment. Every formula is complete when a
// is a square and d is not (HWCD08 §3.1, after Bernstein–Lange), which New
// checks, so no input needs a special case.
//
// The results of additions and doublings are left in "completed" form (the
// paper's intermediate E, F, G, H), from which the caller converts to the form
// its next step needs: extended (4M) before an addition, projective (3M)
// before a doubling. This saves one multiplication per doubling in chains.
//
// The formulas are the methods of arith, which call the field through the
// field.Field interface; internal/enginegen copies them for concrete fields
// (zz_formulas_*.go, see backend.go). A formula whose name says its a
// (sumMinusOne, doubleOne, ...) is straight-line code; the methods that pick
// one (addCached, double, ...) branch only on the curve's a and on whether
// they subtract, both public.

// aKind selects the specialisation of the formulas for the curve's a.
type aKind int

const (
	aGeneral  aKind = iota // any square a: one extra multiplication by a
	aMinusOne              // a = −1: the 8M addition of HWCD08 §4.2
	aOne                   // a = 1 (untwisted Edwards): the multiplication by a vanishes
)

// extended is a point in extended coordinates (X : Y : Z : T) with
// x = X/Z, y = Y/Z and T = XY/Z (HWCD08 §3).
type extended[E any] struct{ X, Y, Z, T E }

// projective is a point in projective coordinates (X : Y : Z),
// x = X/Z, y = Y/Z.
type projective[E any] struct{ X, Y, Z E }

// completed is the result of an addition or doubling before its last four
// multiplications: x = X/Z and y = Y/T. In the paper's names X = E, Y = H,
// Z = G and T = F, and the extended result is (E·F : G·H : F·G : E·H).
type completed[E any] struct{ X, Y, Z, T E }

// cached is an addition operand prepared once and used many times: for
// a = −1 it holds (Y+X, Y−X, 2Z, 2d·T), otherwise (X, Y, Z, d·T).
type cached[E any] struct{ A, B, Z, T E }

// affine is a cached operand with Z = 1, for precomputed tables: for a = −1
// it holds (y+x, y−x, 2d·x·y), otherwise (x, y, d·x·y).
type affine[E any] struct{ A, B, T E }

// arith holds a curve's field and the constants the formulas need, and is
// the receiver of every point formula (this file and coordinates.go). It is
// immutable after New and shared by every workspace of the curve.
type arith[E any] struct {
	f    field.Field[E]
	be   backend[E] // the formulas New picked for the field (backend.go)
	kind aKind
	a    E // the curve coefficient a
	d    E // the curve coefficient d
	k    E // the factor in cached T: 2d when a = −1, d otherwise
	one  E
	// pair is the field's SqrtRatioPair when it has one, nil otherwise.
	pair SqrtRatioPairer[E]
	// words is the number of 64-bit words of E when E is an array of uint64
	// (every field of curvekit), which lets table lookups select whole
	// entries at once; 0 means the lookups go through Field.Select.
	words int
	// lanes is the vector-lane backend New picked (lanes.go), or nil, and
	// laneScale its factor (1, 1, 2d, 2) for conversions to cached lanes.
	lanes     laneKernels[E]
	laneScale lanes25519.Point
}

// fscratch holds the temporaries of the formulas, named after the paper's
// values: a, b, c, d are A, B, C, D of an addition or A, B, C of a
// doubling; e is X1+Y1 or (X1+Y1)², g is X2+Y2 (when a general curve
// subtracts, e and g first hold −d·T2 and −X2, read before they are
// overwritten); ext and prj are the operand of a chained addition or
// doubling (addCachedC, addAffineC, doubleC) converted from completed form.
// Every formula writes its result from these, after it has read all of
// its operands, so outputs may alias inputs.
type fscratch[E any] struct {
	a, b, c, d, e, g E
	ext              extended[E]
	prj              projective[E]
}

// mulA sets z = a·x, using the specialisation for a.
func (k *arith[E]) mulA(z, x *E) {
	switch k.kind {
	case aOne:
		k.f.Set(z, x)
	case aMinusOne:
		k.f.Neg(z, x)
	default:
		k.f.Mul(z, x, &k.a)
	}
}

// addCached sets r = p + q, or r = p − q when sub is set (sub is public).
func (k *arith[E]) addCached(r *completed[E], p *extended[E], q *cached[E], sub bool, s *fscratch[E]) {
	f := k.f
	if k.kind == aMinusOne {
		// q = (Y2+X2, Y2−X2, 2·Z2, 2d·T2); −q = (Y2−X2, Y2+X2, 2·Z2,
		// −2d·T2): Y+X and Y−X trade places, and C changes sign, which
		// makes F and G trade places.
		f.Mul(&s.d, &p.Z, &q.Z) // D = Z1·2·Z2, with 2·Z2 stored in q
		if sub {
			k.sumMinusOne(&r.X, &r.Y, &r.T, &r.Z, p, &q.B, &q.A, &q.T, &s.d, s)
			return
		}
		k.sumMinusOne(&r.X, &r.Y, &r.Z, &r.T, p, &q.A, &q.B, &q.T, &s.d, s)
		return
	}
	// q = (X2, Y2, Z2, d·T2); −q = (−X2, Y2, Z2, −d·T2).
	qx, qt := &q.A, &q.T
	if sub {
		f.Neg(&s.g, qx)
		f.Neg(&s.e, qt)
		qx, qt = &s.g, &s.e
	}
	f.Mul(&s.d, &p.Z, &q.Z) // D = Z1·Z2
	k.sumGeneral(r, p, qx, &q.B, qt, &s.d, s)
	k.finishH(r, s)
}

// addAffine sets r = p + q, or r = p − q when sub is set, for a table entry
// q with Z2 = 1 (the "madd" variants: D needs no multiplication).
func (k *arith[E]) addAffine(r *completed[E], p *extended[E], q *affine[E], sub bool, s *fscratch[E]) {
	f := k.f
	if k.kind == aMinusOne {
		// madd-2008-hwcd-3 [EFD]: add-2008-hwcd-3 with Z2 = 1.
		f.Add(&s.d, &p.Z, &p.Z) // D = 2·Z1
		if sub {
			k.sumMinusOne(&r.X, &r.Y, &r.T, &r.Z, p, &q.B, &q.A, &q.T, &s.d, s)
			return
		}
		k.sumMinusOne(&r.X, &r.Y, &r.Z, &r.T, p, &q.A, &q.B, &q.T, &s.d, s)
		return
	}
	// madd-2008-hwcd [EFD]: add-2008-hwcd with Z2 = 1, so D = Z1.
	qx, qt := &q.A, &q.T
	if sub {
		f.Neg(&s.g, qx)
		f.Neg(&s.e, qt)
		qx, qt = &s.g, &s.e
	}
	k.sumGeneral(r, p, qx, &q.B, qt, &p.Z, s)
	k.finishH(r, s)
}

// sumMinusOne is add-2008-hwcd-3 [EFD] (HWCD08 §4.2, a = −1) for p extended
// and an operand whose Y+X, Y−X and 2d·T are qPlus, qMinus and qt, given D:
// it stores E, H, G and F at e, h, g and ff. Subtraction passes the
// operand's qPlus and qMinus swapped and g and ff swapped.
func (k *arith[E]) sumMinusOne(e, h, g, ff *E, p *extended[E], qPlus, qMinus, qt, d *E, s *fscratch[E]) {
	f := k.f
	f.Sub(&s.a, &p.Y, &p.X)
	f.Mul(&s.a, &s.a, qMinus) // A = (Y1−X1)·(Y2−X2)
	f.Add(&s.b, &p.Y, &p.X)
	f.Mul(&s.b, &s.b, qPlus) // B = (Y1+X1)·(Y2+X2)
	f.Mul(&s.c, &p.T, qt)    // C = T1·2d·T2
	f.Sub(e, &s.b, &s.a)     // E = B − A
	f.Add(h, &s.b, &s.a)     // H = B + A
	f.Sub(ff, d, &s.c)       // F = D − C
	f.Add(g, d, &s.c)        // G = D + C
}

// sumGeneral is add-2008-hwcd [EFD] (HWCD08 §3.1) for p extended and an
// operand whose X, Y and d·T are qx, qy and qt, given D, without its last
// line: it stores E, G and F in r and leaves A and B in s for finishH. qt
// may be s.e and qx s.g: each is read before it is written.
func (k *arith[E]) sumGeneral(r *completed[E], p *extended[E], qx, qy, qt, d *E, s *fscratch[E]) {
	f := k.f
	f.Mul(&s.a, &p.X, qx) // A = X1·X2
	f.Mul(&s.b, &p.Y, qy) // B = Y1·Y2
	f.Mul(&s.c, &p.T, qt) // C = T1·d·T2
	f.Add(&s.e, &p.X, &p.Y)
	f.Add(&s.g, qx, qy)
	f.Mul(&r.X, &s.e, &s.g) // (X1+Y1)·(X2+Y2)
	f.Sub(&r.X, &r.X, &s.a)
	f.Sub(&r.X, &r.X, &s.b) // E = (X1+Y1)·(X2+Y2) − A − B
	f.Sub(&r.T, d, &s.c)    // F = D − C
	f.Add(&r.Z, d, &s.c)    // G = D + C
}

// finishH sets r.Y = H = B − a·A from the A and B sumGeneral left in s.
func (k *arith[E]) finishH(r *completed[E], s *fscratch[E]) {
	if k.kind == aOne {
		k.f.Sub(&r.Y, &s.b, &s.a) // H = B − A
		return
	}
	k.f.Mul(&s.a, &s.a, &k.a)
	k.f.Sub(&r.Y, &s.b, &s.a) // H = B − a·A
}

// double sets r = 2p: dbl-2008-hwcd [EFD], HWCD08 §3.3,
//
//	A = X1², B = Y1², C = 2·Z1², D = a·A, E = (X1+Y1)² − A − B,
//	G = D + B, F = G − C, H = D − B,
//
// with the last lines specialised for a.
func (k *arith[E]) double(r *completed[E], p *projective[E], s *fscratch[E]) {
	k.doubleSquares(p, s)
	switch k.kind {
	case aMinusOne:
		k.doubleMinusOne(r, s)
	case aOne:
		k.doubleOne(r, s)
	default:
		k.doubleGeneral(r, s)
	}
}

// doubleSquares sets s.a = A, s.b = B, s.c = C and s.e = (X1+Y1)², the
// first lines of dbl-2008-hwcd for p.
func (k *arith[E]) doubleSquares(p *projective[E], s *fscratch[E]) {
	f := k.f
	f.Square(&s.a, &p.X) // A = X1²
	f.Square(&s.b, &p.Y) // B = Y1²
	f.Square(&s.c, &p.Z)
	f.Add(&s.c, &s.c, &s.c) // C = 2·Z1²
	f.Add(&s.e, &p.X, &p.Y)
	f.Square(&s.e, &s.e) // (X1+Y1)²
}

// doubleMinusOne finishes dbl-2008-hwcd for a = −1, where D = −A. The
// result is scaled by −1, which leaves the point unchanged and saves the
// negation: −E, −F, −G, −H.
func (k *arith[E]) doubleMinusOne(r *completed[E], s *fscratch[E]) {
	f := k.f
	f.Add(&r.Y, &s.a, &s.b) // −H = A + B
	f.Sub(&r.X, &r.Y, &s.e) // −E = A + B − (X1+Y1)²
	f.Sub(&r.Z, &s.a, &s.b) // −G = A − B
	f.Add(&r.T, &s.c, &r.Z) // −F = C − G
}

// doubleOne finishes dbl-2008-hwcd for a = 1, where D = A.
func (k *arith[E]) doubleOne(r *completed[E], s *fscratch[E]) {
	f := k.f
	f.Add(&r.Z, &s.a, &s.b) // G = A + B
	f.Sub(&r.X, &s.e, &r.Z) // E = (X1+Y1)² − A − B
	f.Sub(&r.T, &r.Z, &s.c) // F = G − C
	f.Sub(&r.Y, &s.a, &s.b) // H = A − B
}

// doubleGeneral finishes dbl-2008-hwcd for any a.
func (k *arith[E]) doubleGeneral(r *completed[E], s *fscratch[E]) {
	f := k.f
	f.Sub(&r.X, &s.e, &s.a)
	f.Sub(&r.X, &r.X, &s.b) // E = (X1+Y1)² − A − B
	f.Mul(&s.a, &s.a, &k.a) // D = a·A
	f.Add(&r.Z, &s.a, &s.b) // G = D + B
	f.Sub(&r.T, &r.Z, &s.c) // F = G − C
	f.Sub(&r.Y, &s.a, &s.b) // H = D − B
}
