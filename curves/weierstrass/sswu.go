package weierstrass

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/hashes"
)

// SSWU configures hashing to the curve with the simplified
// Shallue–van de Woestijne–Ulas map of RFC 9380 §6.6.2, directly when
// a·b ≠ 0 (P-256, P-384) or through an isogenous curve when a·b = 0
// (secp256k1, §6.6.3).
type SSWU struct {
	// Z is the non-square constant of the map, an integer that New reduces
	// modulo p: −10 (or p − 10) for P-256, −12 for P-384, −11 for secp256k1
	// (RFC 9380 §8). New checks the criteria of RFC 9380 §H.2: Z is not a square,
	// Z ≠ −1, g(x) − Z has no root (a cubic without roots is irreducible)
	// and g(B/(Z·A)) is a square, for g(x) = x³ + A·x + B of the curve the
	// map targets, and names the criterion a Z fails.
	//
	// A nil Z over a prime field is found as RFC 9380 §H.2's find_z_sswu
	// finds it: the first of 1, −1, 2, −2, … that meets the criteria, which
	// gives the Z of every suite of RFC 9380 §8 (the curve's Params report
	// it). Over an extension field Z must be given.
	Z *big.Int
	// Isogeny, when set, is the curve the map targets and the isogeny from
	// it to the curve being defined. It is required when a·b = 0.
	Isogeny *Isogeny
}

// Isogeny is an isogeny E' → E given by its rational maps (RFC 9380 §6.6.3):
//
//	x = XNum(x') / XDen(x'),  y = y' · YNum(x') / YDen(x')
//
// with E': y'² = x'³ + A·x' + B and A·B ≠ 0. Coefficients are integers,
// which New reduces modulo p, lowest degree first, leading coefficients
// included (RFC 9380 Appendix E writes the monic denominators' leading 1
// implicitly).
type Isogeny struct {
	A, B                   *big.Int
	XNum, XDen, YNum, YDen []*big.Int
}

// sswuParams is a validated SSWU configuration.
type sswuParams[E any] struct {
	a, b, z                E // the coefficients of the target curve and Z
	iso                    bool
	xNum, xDen, yNum, yDen []E // the isogeny's polynomials
	// sqrtRatio, when the field offers one (sqrtRatioZField), is RFC 9380's
	// sqrt_ratio for this Z in one call; nil means two SqrtRatio calls.
	sqrtRatio func(z, u, v *E) int
}

// sqrtRatioZField is a field that computes RFC 9380's sqrt_ratio(u, v) for a
// fixed non-square Z faster than two SqrtRatio calls (field/tower's Fp2:
// one inversion and a shared norm root).
type sqrtRatioZField[E any] interface {
	NewSqrtRatioZ(z *E) (func(z, u, v *E) int, error)
}

// hscratch is the working memory of the map.
type hscratch[E any] struct {
	tv1, tv2, tv3, tv4, tv5, tv6, x, y, y1, y2 E
	xn, xd, yn, yd                             E
	u                                          [2]E
}

var errNoSSWU = errors.New("weierstrass: the curve has no SSWU parameters for hashing to it")

// setSSWU validates s and installs it.
func (c *Curve[E, S]) setSSWU(w *workspace[E, S], s *SSWU) error {
	fail := func(format string, args ...any) error {
		return fmt.Errorf("weierstrass: %s: SSWU: "+format, append([]any{c.name}, args...)...)
	}
	f := c.f
	m := &sswuParams[E]{}
	if iso := s.Isogeny; iso != nil {
		if iso.A == nil || iso.B == nil || len(iso.XNum) == 0 || len(iso.XDen) == 0 || len(iso.YNum) == 0 || len(iso.YDen) == 0 {
			return fail("incomplete isogeny")
		}
		m.iso = true
		for _, poly := range []struct {
			dst *[]E
			src []*big.Int
		}{{&m.xNum, iso.XNum}, {&m.xDen, iso.XDen}, {&m.yNum, iso.YNum}, {&m.yDen, iso.YDen}} {
			*poly.dst = make([]E, len(poly.src))
			for i, k := range poly.src {
				if k == nil || field.SetBig(f, &(*poly.dst)[i], k) != nil {
					return fail("isogeny coefficient %v is not a field element", k)
				}
			}
		}
		for _, set := range []struct {
			z    *E
			x    *big.Int
			what string
		}{{&m.a, iso.A, "A"}, {&m.b, iso.B, "B"}} {
			if set.x.Sign() < 0 || field.SetBig(f, set.z, set.x) != nil {
				return fail("isogeny %s = %v is not a field element", set.what, set.x)
			}
		}
	} else {
		m.a, m.b = c.a, c.b
	}
	f.Mul(&w.u, &m.a, &m.b)
	if f.IsZero(&w.u) == 1 {
		return fail("the target curve has a·b = 0: give an isogenous curve (RFC 9380 §6.6.3)")
	}
	q := fieldOrder(f)
	if s.Z == nil {
		if c.deg != 1 {
			return fail("nil Z: the search of RFC 9380 §H.2 runs over prime fields only; give Z")
		}
		z, ok := findZ(f, &m.a, &m.b, q)
		if !ok {
			return fail("nil Z, and no Z with |Z| < %d meets RFC 9380 §H.2", maxZSearch)
		}
		m.z = z
		s.Z = field.Big(f, &z) // s is New's copy: Params reports the Z found
	} else {
		if s.Z.Sign() < 0 || field.SetBig(f, &m.z, s.Z) != nil {
			return fail("Z = %v is not a field element", s.Z)
		}
		if why := checkZ(f, &m.a, &m.b, &m.z, q); why != "" {
			return fail("Z = %v fails RFC 9380 §H.2: %s", s.Z, why)
		}
	}
	if sf, ok := f.(sqrtRatioZField[E]); ok {
		fn, err := sf.NewSqrtRatioZ(&m.z)
		if err != nil {
			return fail("%v", err)
		}
		m.sqrtRatio = fn
	}
	c.sswu = m
	// The map must land on the curve (this catches a wrong isogeny).
	for i := range uint64(4) {
		f.SetUint64(&w.h.u[0], i)
		w.mapToCurve(&w.acc, &w.h.u[0])
		if w.isIdentity(&w.acc) == 1 {
			continue
		}
		w.toAffine(&w.x, &w.y, &w.acc)
		if !w.onCurve(&w.eq, &w.x, &w.y) {
			c.sswu = nil
			return fail("map_to_curve(%d) is not on the curve: wrong isogeny or parameters", i)
		}
	}
	return nil
}

// HasSSWU reports whether the curve was given SSWU parameters, which
// MapToCurve, HashToCurve and EncodeToCurve need.
func (c *Curve[E, S]) HasSSWU() bool { return c.sswu != nil }

// MapToCurve sets v = clear_cofactor(map_to_curve(u)) for the field element
// u (RFC 9380 §6.6.2–6.6.3 and §7), and returns v, in constant time. It
// returns nil and an error if the curve has no SSWU parameters.
func (v *Point[E, S]) MapToCurve(u *E) (*Point[E, S], error) {
	c := curveOf(v)
	if c.sswu == nil {
		return nil, errNoSSWU
	}
	w := c.get()
	defer c.put(w)
	w.h.u[0] = *u
	w.mapToCurve(&w.acc, &w.h.u[0])
	w.clearCofactor(&w.endo, &w.pm, &w.acc)
	v.p = w.acc
	return v, nil
}

// HashToCurve sets v to hash_to_curve(msg) of RFC 9380 §3, the random-oracle
// encoding: two field elements from hash_to_field with exp (which carries
// the suite's hash, DST and security level), mapped, added and cleared of
// the cofactor. It returns v, or nil and an error if the curve has no SSWU
// parameters or the expander fails.
func (v *Point[E, S]) HashToCurve(msg []byte, exp hashes.Expander) (*Point[E, S], error) {
	return v.hashToCurve(msg, exp, 2)
}

// EncodeToCurve sets v to encode_to_curve(msg) of RFC 9380 §3, the
// nonuniform encoding from a single field element, and returns v.
func (v *Point[E, S]) EncodeToCurve(msg []byte, exp hashes.Expander) (*Point[E, S], error) {
	return v.hashToCurve(msg, exp, 1)
}

// hashToCurve is HashToCurve (count = 2) and EncodeToCurve (count = 1).
func (v *Point[E, S]) hashToCurve(msg []byte, exp hashes.Expander, count int) (*Point[E, S], error) {
	c := curveOf(v)
	if c.sswu == nil {
		return nil, errNoSSWU
	}
	w := c.get()
	defer c.put(w)
	if err := hashes.HashToField(c.f, exp, msg, count, w.h.u[:]); err != nil {
		return nil, err
	}
	w.mapToCurve(&w.acc, &w.h.u[0])
	if count == 2 {
		w.mapToCurve(&w.q, &w.h.u[1])
		w.add(&w.acc, &w.acc, &w.q)
	}
	w.clearCofactor(&w.endo, &w.pm, &w.acc)
	v.p = w.acc
	return v, nil
}

// mapToCurve sets r = map_to_curve(u): the straight-line simplified SWU of
// RFC 9380 Appendix F.2 onto the target curve, followed by the isogeny when
// there is one. sqrt_ratio is the field's own for Z when it has one
// (sqrtRatioZField); otherwise it is built from the field's SqrtRatio, which
// only answers for squares: both SqrtRatio(tv2, tv6) and
// SqrtRatio(Z·tv2, tv6) are computed and the valid one selected.
func (w *workspace[E, S]) mapToCurve(r *projective[E], u *E) {
	f, m, h := w.f, w.c.sswu, &w.h
	f.Square(&h.tv1, u)                                // 1. tv1 = u²
	f.Mul(&h.tv1, &m.z, &h.tv1)                        // 2. tv1 = Z·tv1
	f.Square(&h.tv2, &h.tv1)                           // 3. tv2 = tv1²
	f.Add(&h.tv2, &h.tv2, &h.tv1)                      // 4. tv2 = tv2 + tv1
	f.Add(&h.tv3, &h.tv2, &w.one)                      // 5. tv3 = tv2 + 1
	f.Mul(&h.tv3, &m.b, &h.tv3)                        // 6. tv3 = B·tv3
	f.Neg(&h.tv4, &h.tv2)                              //
	f.Select(&h.tv4, &h.tv4, &m.z, 1-f.IsZero(&h.tv2)) // 7. tv4 = CMOV(Z, −tv2, tv2 ≠ 0)
	f.Mul(&h.tv4, &m.a, &h.tv4)                        // 8. tv4 = A·tv4
	f.Square(&h.tv2, &h.tv3)                           // 9. tv2 = tv3²
	f.Square(&h.tv6, &h.tv4)                           // 10. tv6 = tv4²
	f.Mul(&h.tv5, &m.a, &h.tv6)                        // 11. tv5 = A·tv6
	f.Add(&h.tv2, &h.tv2, &h.tv5)                      // 12. tv2 = tv2 + tv5
	f.Mul(&h.tv2, &h.tv2, &h.tv3)                      // 13. tv2 = tv2·tv3
	f.Mul(&h.tv6, &h.tv6, &h.tv4)                      // 14. tv6 = tv6·tv4
	f.Mul(&h.tv5, &m.b, &h.tv6)                        // 15. tv5 = B·tv6
	f.Add(&h.tv2, &h.tv2, &h.tv5)                      // 16. tv2 = tv2 + tv5
	f.Mul(&h.x, &h.tv1, &h.tv3)                        // 17. x = tv1·tv3
	var isQR int                                       // 18. (is_gx1_square, y1) = sqrt_ratio(tv2, tv6)
	if m.sqrtRatio != nil {                            //     y1 = sqrt(tv2/tv6) or sqrt(Z·tv2/tv6)
		isQR = m.sqrtRatio(&h.y1, &h.tv2, &h.tv6)
	} else {
		isQR = f.SqrtRatio(&h.y1, &h.tv2, &h.tv6)
		f.Mul(&h.tv5, &m.z, &h.tv2)
		f.SqrtRatio(&h.y2, &h.tv5, &h.tv6)
		f.Select(&h.y1, &h.y1, &h.y2, isQR)
	}
	f.Mul(&h.y, &h.tv1, u)               // 19. y = tv1·u
	f.Mul(&h.y, &h.y, &h.y1)             // 20. y = y·y1
	f.Select(&h.x, &h.tv3, &h.x, isQR)   // 21. x = CMOV(x, tv3, is_gx1_square)
	f.Select(&h.y, &h.y1, &h.y, isQR)    // 22. y = CMOV(y, y1, is_gx1_square)
	e1 := 1 - (f.Sgn0(u) ^ f.Sgn0(&h.y)) // 23. e1 = sgn0(u) == sgn0(y)
	f.Neg(&h.tv5, &h.y)
	f.Select(&h.y, &h.y, &h.tv5, e1) // 24. y = CMOV(−y, y, e1)
	f.Inverse(&h.tv5, &h.tv4)
	f.Mul(&h.x, &h.x, &h.tv5) // 25. x = x / tv4
	if !m.iso {
		w.fromAffine(r, &h.x, &h.y)
		return
	}
	// The isogeny, in projective form to avoid inversions:
	// (XNum·YDen : y'·YNum·XDen : XDen·YDen). A zero denominator means the
	// identity (RFC 9380 §6.6.3), which Z = 0 encodes; make it (0 : 1 : 0).
	w.horner(&h.xn, m.xNum, &h.x)
	w.horner(&h.xd, m.xDen, &h.x)
	w.horner(&h.yn, m.yNum, &h.x)
	w.horner(&h.yd, m.yDen, &h.x)
	f.Mul(&r.X, &h.xn, &h.yd)
	f.Mul(&r.Y, &h.y, &h.yn)
	f.Mul(&r.Y, &r.Y, &h.xd)
	f.Mul(&r.Z, &h.xd, &h.yd)
	w.setIdentity(&w.tmp)
	w.selectProjective(r, &w.tmp, f.IsZero(&r.Z))
}

// horner sets z = Σ poly[i]·x^i.
func (w *workspace[E, S]) horner(z *E, poly []E, x *E) {
	f := w.f
	*z = poly[len(poly)-1]
	for i := len(poly) - 2; i >= 0; i-- {
		f.Mul(z, z, x)
		f.Add(z, z, &poly[i])
	}
}

// maxZSearch bounds the search of findZ: candidates ±1, ±2, … below it.
const maxZSearch = 1 << 10

// findZ returns the Z of RFC 9380 Appendix H.2 for the curve
// y² = x³ + a·x + b over the prime field f of q elements: the first of 1, −1,
// 2, −2, 3, … (the order of the appendix's find_z_sswu, whose counter starts
// at F.gen() = 1 for a prime field) that meets the four criteria of checkZ.
func findZ[E any](f field.Field[E], a, b *E, q *big.Int) (E, bool) {
	var z E
	for ctr := uint64(1); ctr < maxZSearch; ctr++ {
		f.SetUint64(&z, ctr)
		for range 2 {
			if checkZ(f, a, b, &z, q) == "" {
				return z, true
			}
			f.Neg(&z, &z)
		}
	}
	return z, false
}

// checkZ returns "" when z meets the criteria of RFC 9380 Appendix H.2 for
// the simplified SWU map to y² = g(x) = x³ + a·x + b (a·b ≠ 0) over f, a
// field of q elements, and otherwise the first criterion it fails:
//
//  1. Z is not a square in f;
//  2. Z ≠ −1;
//  3. g(x) − Z is irreducible (a cubic: it has no root in f);
//  4. g(B/(Z·A)) is a square in f.
func checkZ[E any](f field.Field[E], a, b, z *E, q *big.Int) string {
	var t, u E
	if f.Sqrt(&t, z) == 1 {
		return "Z is a square" // 0 included
	}
	f.One(&t)
	f.Add(&t, &t, z)
	if f.IsZero(&t) == 1 {
		return "Z = −1"
	}
	f.Sub(&t, b, z)
	if cubicHasRoot(f, a, &t, q) {
		return "g(x) − Z is reducible"
	}
	f.Mul(&t, z, a)
	f.Inverse(&t, &t)
	f.Mul(&t, &t, b) // x = B/(Z·A)
	f.Square(&u, &t)
	f.Add(&u, &u, a)
	f.Mul(&u, &u, &t)
	f.Add(&u, &u, b) // g(x) = (x² + A)·x + B
	if f.Sqrt(&t, &u) == 0 {
		return "g(B/(Z·A)) is not a square"
	}
	return ""
}
