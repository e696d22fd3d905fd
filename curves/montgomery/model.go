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

// onCurve reports whether u is the u-coordinate of a point of the curve
// rather than only of its quadratic twist: whether (u³ + A·u² + u)/B is a
// square. It is for validation of public values and uses w.t0 and w.t1.
func (w *workspace[E]) onCurve(c *Curve[E], u *E) bool {
	f := c.f
	f.Add(&w.t0, u, &c.a)  // u + A
	f.Mul(&w.t0, &w.t0, u) // u² + A·u
	f.Add(&w.t0, &w.t0, &c.one)
	f.Mul(&w.t0, &w.t0, u)    // u³ + A·u² + u
	f.Mul(&w.t0, &w.t0, &c.b) // a square exactly when divided by B it is
	return f.Sqrt(&w.t1, &w.t0) == 1
}

// modelAdd sets r = p + q on the model with the unified formulas of HWCD
// 2008 §3.1 (add-2008-hwcd), 9M plus multiplications by a and d, complete
// because a is a square and d is not. r may alias p or q. It uses w.t0–w.t3
// and w.u, w.v.
func (c *Curve[E]) modelAdd(w *workspace[E], r, p, q *extended[E]) {
	f := c.f
	f.Mul(&w.t0, &p.X, &q.X)    // A = X1·X2
	f.Mul(&w.t1, &p.Y, &q.Y)    // B = Y1·Y2
	f.Mul(&w.t2, &p.T, &q.T)    //
	f.Mul(&w.t2, &w.t2, &c.edD) // C = d·T1·T2
	f.Mul(&w.t3, &p.Z, &q.Z)    // D = Z1·Z2
	f.Add(&w.u, &p.X, &p.Y)     //
	f.Add(&w.v, &q.X, &q.Y)     //
	f.Mul(&w.u, &w.u, &w.v)     // (X1 + Y1)·(X2 + Y2)
	f.Sub(&w.u, &w.u, &w.t0)    //
	f.Sub(&w.u, &w.u, &w.t1)    // E = (X1 + Y1)·(X2 + Y2) − A − B
	f.Mul(&w.t0, &w.t0, &c.edA) // a·A
	f.Sub(&w.t1, &w.t1, &w.t0)  // H = B − a·A
	f.Sub(&w.v, &w.t3, &w.t2)   // F = D − C
	f.Add(&w.t3, &w.t3, &w.t2)  // G = D + C
	f.Mul(&r.X, &w.u, &w.v)     // X3 = E·F
	f.Mul(&r.Y, &w.t3, &w.t1)   // Y3 = G·H
	f.Mul(&r.T, &w.u, &w.t1)    // T3 = E·H
	f.Mul(&r.Z, &w.v, &w.t3)    // Z3 = F·G
}

// modelMulPublic sets r = k·p on the model for a public k > 0 by double and
// add; the running time depends on k only. r must not alias p.
func (c *Curve[E]) modelMulPublic(w *workspace[E], r, p *extended[E], k uint64) {
	*r = *p
	for i := 62 - bits.LeadingZeros64(k); i >= 0; i-- {
		c.modelAdd(w, r, r, r)
		if k>>uint(i)&1 == 1 {
			c.modelAdd(w, r, r, p)
		}
	}
}

// fromAffine sets r to the image on the model of the curve point (u, v),
// which must be on the curve. Point (0, 0) goes to (0, −1); otherwise, with
// s = u + 1 and m = u − 1 for map 1 (swapped for map 2), x = u/v and
// y = m/s give (u·s : m·v : s·v : u·m). It uses w.t0, w.t1.
func (c *Curve[E]) fromAffine(w *workspace[E], r *extended[E], u, v *E) {
	f := c.f
	f.Add(&w.t0, u, &c.one) // u + 1
	f.Sub(&w.t1, u, &c.one) // u − 1
	if c.swapped {
		w.t0, w.t1 = w.t1, w.t0
	}
	f.Mul(&r.X, u, &w.t0)
	f.Mul(&r.Y, &w.t1, v)
	f.Mul(&r.Z, v, &w.t0)
	f.Mul(&r.T, u, &w.t1)
	// v = 0 only at (0, 0): (0 : −1 : 1 : 0).
	isTwoTorsion := f.IsZero(v)
	f.Select(&r.Y, &c.minusOne, &r.Y, isTwoTorsion)
	f.Select(&r.Z, &c.one, &r.Z, isTwoTorsion)
}

// toAffine sets (u, v) to the curve point of the model point p and returns
// 1 if p is the identity (then u = v = 0: the point at infinity has no
// affine coordinates). With map 1, u = (Z + Y)/(Z − Y) and v = u·Z/X, so one
// inversion of (Z − Y)·X gives both; map 2 uses Y − Z for Z − Y. (0, −1)
// comes out as (0, 0) because Z + Y = 0 and X = 0 (Inverse(0) = 0). It uses
// w.t0, w.t1.
func (c *Curve[E]) toAffine(w *workspace[E], u, v *E, p *extended[E]) int {
	f := c.f
	f.Add(&w.t0, &p.Z, &p.Y) // Z + Y
	f.Sub(&w.t1, &p.Z, &p.Y) // Z − Y
	if c.swapped {
		f.Neg(&w.t1, &w.t1)
	}
	identity := f.IsZero(&w.t1)
	f.Mul(&w.t1, &w.t1, &p.X)
	f.Inverse(&w.t1, &w.t1)
	f.Mul(&w.t1, &w.t1, &w.t0) // (Z + Y)/((Z ∓ Y)·X)
	f.Mul(u, &w.t1, &p.X)
	f.Mul(v, &w.t1, &p.Z)
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
	f.Sub(&w.t0, u, &c.one)
	f.Add(&w.t1, u, &c.one)
	if c.swapped {
		w.t0, w.t1 = w.t1, w.t0
	}
	ok := 1 - f.IsZero(&w.t1)
	f.Inverse(&w.t1, &w.t1)
	f.Mul(y, &w.t0, &w.t1)
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
	f.Add(&w.t0, &c.one, y)
	f.Sub(&w.t1, &c.one, y)
	if c.swapped {
		f.Neg(&w.t1, &w.t1)
	}
	ok := 1 - f.IsZero(&w.t1)
	f.Inverse(&w.t1, &w.t1)
	f.Mul(u, &w.t0, &w.t1)
	c.put(w)
	return ok
}
