// Package elligator is Elligator 2 (RFC 9380 §6.7.1), the map_to_curve of
// the hash-to-curve suites for Montgomery curves and, through a rational
// map, for twisted Edwards curves. It is written once here so that both
// engines use the same formula: curves/montgomery returns its output as an
// affine point (u, v), curves/edwards carries it to the Edwards curve with
// the rational map of RFC 9380 §6.8.2 without an inversion.
//
// The curve is K·t² = s³ + J·s² + s with J ≠ 0 and J² − 4 not a square. The
// map takes a field element u to a point (s, t) as RFC 9380 §6.7.1 does, but
// keeps s as a fraction sn/sd so that no inversion is needed: with
// c1 = J/K, c2 = 1/K² and the curve in the variable x = s/K,
//
//	y² = g(x) = x³ + c1·x² + c2·x,
//
// the two candidates are x1 = −c1/(1 + Z·u²) and x2 = −x1 − c1 = Z·u²·x1,
// and g(x2) = Z·u²·g(x1) (as x2·(x2 + c1) = x1·(x1 + c1)). Z is not a
// square, so for u ≠ 0 exactly one of g(x1), g(x2) is a square (or zero).
// With x1 = x1n/xd, xd = 1 + Z·u², g(x1) = gx1/xd³ and both square roots
// are SqrtRatio(·, xd³): two exponentiations and no inversion (one pair
// exponentiation on fields that offer SqrtRatioPair).
package elligator

import (
	"fmt"
	"math/big"

	"github.com/curvekit/curvekit/field"
)

// Pairer is an optional interface of a field: two SqrtRatio calls at the
// price of less than two (field/fp25519 has it). Map uses it when the field
// implements it.
type Pairer[E any] interface {
	SqrtRatioPair(z1, u1, v1, z2, u2, v2 *E) (ok1, ok2 int)
}

// Map is Elligator 2 for one curve K·t² = s³ + J·s² + s. It is immutable
// after New and safe for concurrent use; the memory of a call is a Scratch
// the caller owns.
type Map[E any] struct {
	f        field.Field[E]
	pair     Pairer[E] // nil when the field has no SqrtRatioPair
	z        E         // the non-square Z
	k        E         // K
	c1, c2   E         // J/K and 1/K²
	minusC1  E         // −J/K, the numerator of x1
	one, neg E         // 1 and −1
}

// Scratch is the working memory of Map.Map.
type Scratch[E any] struct {
	tv1, xd, xd2, x1n, x2n, gx1, gx2, gxd, y1, y2, t E
}

// FindZ returns the Z of RFC 9380 Appendix H.3 (find_z_ell2) for the prime
// field f: the first of 1, −1, 2, −2, 3, … that is not a square. Every odd
// prime field has one below p.
func FindZ[E any](f field.Field[E]) E {
	var z, t E
	for ctr := uint64(1); ; ctr++ {
		f.SetUint64(&z, ctr)
		if f.Sqrt(&t, &z) == 0 {
			return z
		}
		f.Neg(&z, &z)
		if f.Sqrt(&t, &z) == 0 {
			return z
		}
	}
}

// New returns Elligator 2 for K·t² = s³ + J·s² + s over f with the
// non-square z. It returns an error, naming the condition, when J = 0,
// K = 0, J² − 4 is a square (RFC 9380 §6.7.1's requirements: the map is
// not defined then) or z is a square.
func New[E any](f field.Field[E], j, k, z *E) (*Map[E], error) {
	var t, four E
	f.SetUint64(&four, 4)
	f.Square(&t, j)
	f.Sub(&t, &t, &four)
	switch {
	case f.IsZero(j) == 1:
		return nil, fmt.Errorf("the map is not defined: J = 0, and RFC 9380 §6.7.1 needs J ≠ 0 (x1 = −J/(K·(1 + Z·u²)) would be 0 for every u)")
	case f.IsZero(k) == 1:
		return nil, fmt.Errorf("the map is not defined: K = 0, and the Montgomery curve K·t² = s³ + J·s² + s is singular")
	case f.Sqrt(&t, &t) == 1:
		return nil, fmt.Errorf("the map is not defined: J² − 4 is a square, and RFC 9380 §6.7.1 needs a non-square")
	case f.Sqrt(&t, z) == 1:
		return nil, fmt.Errorf("the non-square Z = %v is a square", field.Big(f, z))
	}
	m := &Map[E]{f: f, z: *z, k: *k}
	if p, ok := f.(Pairer[E]); ok {
		m.pair = p
	}
	var kinv E
	f.Inverse(&kinv, k)
	f.Mul(&m.c1, j, &kinv) // J/K
	f.Square(&m.c2, &kinv) // 1/K²
	f.Neg(&m.minusC1, &m.c1)
	f.One(&m.one)
	f.Neg(&m.neg, &m.one)
	return m, nil
}

// Z returns the map's non-square Z as an integer in [0, p).
func (m *Map[E]) Z() *big.Int { return field.Big(m.f, &m.z) }

// Map sets (sn/sd, t) to map_to_curve_elligator2(u) of RFC 9380 §6.7.1: the
// point (s, t) = (sn/sd, t) of K·t² = s³ + J·s² + s. sd is never 0. Outputs
// may alias u. It runs in constant time: two SqrtRatio calls (or one
// SqrtRatioPair) and no inversion, whatever u is. The steps are numbered as
// those of §6.7.1, with x = x1n/xd or x2n/xd and g(x) = gx/xd³ kept as
// fractions.
func (m *Map[E]) Map(sn, sd, t, u *E, w *Scratch[E]) {
	f := m.f
	f.Square(&w.tv1, u)                //  1. tv1 = u²
	f.Mul(&w.tv1, &m.z, &w.tv1)        //  2. tv1 = Z·u²
	e1 := f.Equal(&w.tv1, &m.neg)      //  3. e1 = tv1 == −1
	f.Zero(&w.t)                       //
	f.Select(&w.tv1, &w.t, &w.tv1, e1) //  4. tv1 = CMOV(tv1, 0, e1)
	f.Add(&w.xd, &w.tv1, &m.one)       //  5. xd = tv1 + 1, never 0
	w.x1n = m.minusC1                  //  7. x1 = x1n/xd = −c1/xd
	f.Mul(&w.t, &m.c1, &w.xd)          //
	f.Add(&w.t, &w.t, &w.x1n)          //  8. (x1 + c1)·xd
	f.Mul(&w.t, &w.t, &w.x1n)          //  9. (x1 + c1)·x1·xd²
	f.Square(&w.xd2, &w.xd)            //
	f.Mul(&w.gx1, &m.c2, &w.xd2)       //
	f.Add(&w.gx1, &w.gx1, &w.t)        // 10. ((x1 + c1)·x1 + c2)·xd²
	f.Mul(&w.gx1, &w.gx1, &w.x1n)      // 11. gx1 = g(x1)·xd³
	f.Mul(&w.gxd, &w.xd2, &w.xd)       //     gxd = xd³
	f.Mul(&w.x2n, &w.tv1, &w.x1n)      // 12. x2 = −x1 − c1 = tv1·x1
	f.Mul(&w.gx2, &w.tv1, &w.gx1)      // 13. gx2 = tv1·gx1
	var e2 int                         // 14. e2 = is_square(gx1)
	if m.pair != nil {                 // (a property of the field, not of u)
		e2, _ = m.pair.SqrtRatioPair(&w.y1, &w.gx1, &w.gxd, &w.y2, &w.gx2, &w.gxd)
	} else {
		e2 = f.SqrtRatio(&w.y1, &w.gx1, &w.gxd)
		f.SqrtRatio(&w.y2, &w.gx2, &w.gxd)
	}
	f.Select(sn, &w.x1n, &w.x2n, e2)  // 15. x = CMOV(x2, x1, e2)
	f.Select(&w.y1, &w.y1, &w.y2, e2) // 16–17. y = sqrt(CMOV(gx2, gx1, e2))
	e3 := f.Sgn0(&w.y1)               // 18. e3 = sgn0(y) == 1
	f.Neg(&w.t, &w.y1)                //
	f.Select(&w.y1, &w.t, &w.y1, e2^e3)
	//                                   19. y = CMOV(y, −y, e2 XOR e3)
	f.Mul(sn, sn, &m.k)   // 20. s = x·K = (xn·K)/xd
	*sd = w.xd            //
	f.Mul(t, &w.y1, &m.k) // 21. t = y·K
}
