package montgomery

import (
	"fmt"
	"math/big"
	"math/bits"

	"github.com/curvekit/curvekit/curves/internal/elligator"
	"github.com/curvekit/curvekit/field"
)

// The Edwards model. A Montgomery curve B·v² = u³ + A·u² + u is
// birationally equivalent to the twisted Edwards curve
//
//	a·x² + y² = 1 + d·x²·y²,   a = (A + 2)/B,  d = (A − 2)/B,
//
// through x = u/v, y = (u − 1)/(u + 1) (map 1), and, since replacing y by 1/y
// swaps a and d, also to the one with a = (A − 2)/B, d = (A + 2)/B through
// x = u/v, y = (u + 1)/(u − 1) (map 2). Both maps send the point at infinity
// to the identity (0, 1) and (0, 0) to (0, −1), and they are group
// isomorphisms. As a·d = (A² − 4)/B², when A² − 4 is not a square exactly
// one of (A ± 2)/B is a square; choosing the map that makes that one a, the
// model has a square a and a non-square d, so the addition law is complete
// (Bernstein–Lange), and the maps have no exceptional points on the curve:
// u = −1 (map 1) or u = 1 (map 2) would need v² = d, and v = 0 happens only
// at (0, 0). curve25519 uses map 1, whose model is edwards25519 up to the
// scaling x ↦ √(−486664)·x; curve448 uses map 2.
//
// curvekit adds Montgomery points (for hash_to_curve) on this model, in the
// extended coordinates of Hisil–Wong–Carter–Dawson, so that addition is
// complete and constant time.

// extended is a point (X : Y : Z : T) of the model, x = X/Z, y = Y/Z,
// T = X·Y/Z.
type extended[E any] struct {
	X, Y, Z, T E
}

// setModel sets up the model and the constants of Elligator 2 (see above
// and elligator.go); z is Params.Z.
func (c *Curve[E]) setModel(z *big.Int) error {
	f := c.f
	if !c.hasModel {
		return nil
	}
	c.ell2 = f.IsZero(&c.a) == 0
	var binv, ap2, am2, t E
	f.Inverse(&binv, &c.b)
	f.SetUint64(&t, 2)
	f.Add(&ap2, &c.a, &t)
	f.Mul(&ap2, &ap2, &binv) // (A + 2)/B
	f.Sub(&am2, &c.a, &t)
	f.Mul(&am2, &am2, &binv) // (A − 2)/B
	if f.Sqrt(&t, &ap2) == 1 {
		c.edA, c.edD = ap2, am2
	} else {
		c.swapped = true
		c.edA, c.edD = am2, ap2
	}
	if z != nil {
		if err := field.SetBig(f, &c.z, z); err != nil {
			return fmt.Errorf("montgomery: %s: Z = %v is not a field element: %w", c.name, z, err)
		}
		if f.Sqrt(&t, &c.z) == 1 {
			return fmt.Errorf("montgomery: %s: Z = %v is a square; Elligator 2 needs a non-square", c.name, z)
		}
	} else {
		c.z = elligator.FindZ(f) // RFC 9380 Appendix H.3 (find_z_ell2)
	}
	if c.ell2 {
		m, err := elligator.New(f, &c.a, &c.b, &c.z)
		if err != nil {
			return fmt.Errorf("montgomery: %s: Elligator 2: %w", c.name, err)
		}
		c.ell = m
	}
	return nil
}

// fracScratch is the memory of the maps between the curve and its Edwards
// model (fromAffine, toAffine, EdwardsY, EdwardsU), of onCurve and of
// mapToCurve: the numerator and denominator of the fraction each computes.
type fracScratch[E any] struct {
	num, den E
}

// addScratch is the memory of modelAdd: the values A … H of the addition,
// named as in the paper (f is X2 + Y2 before it is F).
type addScratch[E any] struct {
	a, b, c, d, e, f E
}

// onCurve reports whether u is the u-coordinate of a point of the curve
// rather than only of its quadratic twist: whether (u³ + A·u² + u)/B is a
// square. It is for validation of public values.
func (c *Curve[E]) onCurve(s *fracScratch[E], u *E) bool {
	f := c.f
	f.Add(&s.num, u, &c.a)   // u + A
	f.Mul(&s.num, &s.num, u) // u² + A·u
	f.Add(&s.num, &s.num, &c.one)
	f.Mul(&s.num, &s.num, u)    // u³ + A·u² + u
	f.Mul(&s.num, &s.num, &c.b) // a square exactly when divided by B it is
	return f.Sqrt(&s.den, &s.num) == 1
}

// modelAdd sets r = p + q on the model with the unified formulas of HWCD
// 2008 §3.1 (add-2008-hwcd), 9M plus multiplications by a and d, complete
// because a is a square and d is not. r may alias p or q.
func (c *Curve[E]) modelAdd(s *addScratch[E], r, p, q *extended[E]) {
	f := c.f
	f.Mul(&s.a, &p.X, &q.X)   // A = X1·X2
	f.Mul(&s.b, &p.Y, &q.Y)   // B = Y1·Y2
	f.Mul(&s.c, &p.T, &q.T)   //
	f.Mul(&s.c, &s.c, &c.edD) // C = d·T1·T2
	f.Mul(&s.d, &p.Z, &q.Z)   // D = Z1·Z2
	f.Add(&s.e, &p.X, &p.Y)   //
	f.Add(&s.f, &q.X, &q.Y)   //
	f.Mul(&s.e, &s.e, &s.f)   // (X1 + Y1)·(X2 + Y2)
	f.Sub(&s.e, &s.e, &s.a)   //
	f.Sub(&s.e, &s.e, &s.b)   // E = (X1 + Y1)·(X2 + Y2) − A − B
	f.Mul(&s.a, &s.a, &c.edA) // a·A
	f.Sub(&s.b, &s.b, &s.a)   // H = B − a·A
	f.Sub(&s.f, &s.d, &s.c)   // F = D − C
	f.Add(&s.d, &s.d, &s.c)   // G = D + C
	f.Mul(&r.X, &s.e, &s.f)   // X3 = E·F
	f.Mul(&r.Y, &s.d, &s.b)   // Y3 = G·H
	f.Mul(&r.T, &s.e, &s.b)   // T3 = E·H
	f.Mul(&r.Z, &s.f, &s.d)   // Z3 = F·G
}

// modelMulPublic sets r = k·p on the model for a public k > 0 by double and
// add; the running time depends on k only. r must not alias p.
func (c *Curve[E]) modelMulPublic(s *addScratch[E], r, p *extended[E], k uint64) {
	*r = *p
	for i := 62 - bits.LeadingZeros64(k); i >= 0; i-- {
		c.modelAdd(s, r, r, r)
		if k>>uint(i)&1 == 1 {
			c.modelAdd(s, r, r, p)
		}
	}
}

// fromAffine sets r to the image on the model of the curve point (u, v),
// which must be on the curve. Point (0, 0) goes to (0, −1); otherwise, with
// s = u + 1 and m = u − 1 for map 1 (swapped for map 2), x = u/v and
// y = m/s give (u·s : m·v : s·v : u·m).
func (c *Curve[E]) fromAffine(fs *fracScratch[E], r *extended[E], u, v *E) {
	f := c.f
	f.Add(&fs.num, u, &c.one) // u + 1
	f.Sub(&fs.den, u, &c.one) // u − 1
	if c.swapped {
		fs.num, fs.den = fs.den, fs.num
	}
	f.Mul(&r.X, u, &fs.num)
	f.Mul(&r.Y, &fs.den, v)
	f.Mul(&r.Z, v, &fs.num)
	f.Mul(&r.T, u, &fs.den)
	// v = 0 only at (0, 0): (0 : −1 : 1 : 0).
	isTwoTorsion := f.IsZero(v)
	f.Select(&r.Y, &c.minusOne, &r.Y, isTwoTorsion)
	f.Select(&r.Z, &c.one, &r.Z, isTwoTorsion)
}

// toAffine sets (u, v) to the curve point of the model point p and returns
// 1 if p is the identity (then u = v = 0: the point at infinity has no
// affine coordinates). With map 1, u = (Z + Y)/(Z − Y) and v = u·Z/X, so one
// inversion of (Z − Y)·X gives both; map 2 uses Y − Z for Z − Y. (0, −1)
// comes out as (0, 0) because Z + Y = 0 and X = 0 (Inverse(0) = 0).
func (c *Curve[E]) toAffine(fs *fracScratch[E], u, v *E, p *extended[E]) int {
	f := c.f
	f.Add(&fs.num, &p.Z, &p.Y) // Z + Y
	f.Sub(&fs.den, &p.Z, &p.Y) // Z − Y
	if c.swapped {
		f.Neg(&fs.den, &fs.den)
	}
	identity := f.IsZero(&fs.den)
	f.Mul(&fs.den, &fs.den, &p.X)
	f.Inverse(&fs.den, &fs.den)
	f.Mul(&fs.den, &fs.den, &fs.num) // (Z + Y)/((Z ∓ Y)·X)
	f.Mul(u, &fs.den, &p.X)
	f.Mul(v, &fs.den, &p.Z)
	return identity
}

// EdwardsY sets y to the y-coordinate of the image of a point with
// u-coordinate u on the Edwards model (see the package documentation):
// y = (u − 1)/(u + 1), or (u + 1)/(u − 1) on curves such as curve448 whose
// model needs map 2. For curve25519 this is RFC 7748 §4.1's map to
// edwards25519. It returns 0 when the denominator vanishes (u = −1, resp.
// u = 1, which is not on the curve), setting y = 0 as an inversion of 0
// does, and 1 otherwise. It runs in constant time.
func (c *Curve[E]) EdwardsY(y, u *E) int {
	w := c.get()
	f := c.f
	f.Sub(&w.frac.num, u, &c.one)
	f.Add(&w.frac.den, u, &c.one)
	if c.swapped {
		w.frac.num, w.frac.den = w.frac.den, w.frac.num
	}
	ok := 1 - f.IsZero(&w.frac.den)
	f.Inverse(&w.frac.den, &w.frac.den)
	f.Mul(y, &w.frac.num, &w.frac.den)
	c.put(w)
	return ok
}

// EdwardsU sets u to the u-coordinate of the curve point whose image on the
// Edwards model has y-coordinate y, the inverse of EdwardsY:
// u = (1 + y)/(1 − y), or (y + 1)/(y − 1) with map 2. It returns 0 when y is
// that of the identity (y = 1), setting u = 0 — the encoding RFC 7748 gives
// the point at infinity — and 1 otherwise. It runs in constant time.
func (c *Curve[E]) EdwardsU(u, y *E) int {
	w := c.get()
	f := c.f
	f.Add(&w.frac.num, &c.one, y)
	f.Sub(&w.frac.den, &c.one, y)
	if c.swapped {
		f.Neg(&w.frac.den, &w.frac.den)
	}
	ok := 1 - f.IsZero(&w.frac.den)
	f.Inverse(&w.frac.den, &w.frac.den)
	f.Mul(u, &w.frac.num, &w.frac.den)
	c.put(w)
	return ok
}
