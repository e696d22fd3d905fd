package montgomery

import (
	"errors"

	"github.com/curvekit/curvekit/curves/internal/elligator"
)

// errNoCofactor is returned by EncodeToCurve and HashToCurve on curves built
// without an Order, whose cofactor is unknown.
var errNoCofactor = errors.New("montgomery: the curve has no known order and cofactor: cannot clear the cofactor")

// MapToCurve sets (u, v) to the Elligator 2 image of t, map_to_curve of
// RFC 9380 §6.7.1 for the curve K·t² = s³ + J·s² + s with J = A and K = B,
// with the curve's non-square Z (Params.Z). The map is curvekit's one
// Elligator 2 (curves/internal/elligator, shared with curves/edwards),
// followed by one inversion for the affine u. The result is a point of the
// curve, not necessarily of the prime-order subgroup. It runs in constant
// time: two square roots and one inversion whatever t is. It returns an
// error only on curves where A = 0 or A² − 4 is a square, where the map is
// not defined.
func (c *Curve[E]) MapToCurve(u, v, t *E) error {
	if !c.ell2 {
		return errNoModel
	}
	w := c.get()
	w.u = *t
	c.mapToCurve(&w.frac, &w.ell, &w.u, &w.v, &w.u)
	*u, *v = w.u, w.v
	c.put(w)
	return nil
}

// mapToCurve is MapToCurve on workspace values; s, t may alias in. The map
// leaves s = sn/sd as the fraction (fs.num, fs.den) = (sn, sd), and one
// inversion gives s.
func (c *Curve[E]) mapToCurve(fs *fracScratch[E], es *elligator.Scratch[E], s, t, in *E) {
	f := c.f
	c.ell.Map(&fs.num, &fs.den, t, in, es)
	f.Inverse(&fs.den, &fs.den)
	f.Mul(s, &fs.num, &fs.den)
}

// EncodeToCurve sets (u, v) = clear_cofactor(map_to_curve(t)), the
// encode_to_curve of RFC 9380 §3 after hash_to_field produced t (a
// nonuniform encoding: "NU_" suites). The cofactor is cleared by
// multiplying by h on the Edwards model (see the package documentation). It
// returns 1 if the result is the point at infinity, which has no affine
// coordinates (u = v = 0 then; it happens only for t in a set of at most a
// handful of values, those mapped to points of small order). It runs in
// constant time, and returns an error on curves without Elligator 2 or
// without a known cofactor.
func (c *Curve[E]) EncodeToCurve(u, v, t *E) (int, error) {
	if err := c.hashable(); err != nil {
		return 0, err
	}
	w := c.get()
	w.u = *t
	c.mapToCurve(&w.frac, &w.ell, &w.u, &w.v, &w.u)
	c.fromAffine(&w.frac, &w.p, &w.u, &w.v)
	c.modelMulPublic(&w.add, &w.q, &w.p, c.h)
	id := c.toAffine(&w.frac, &w.u, &w.v, &w.q)
	*u, *v = w.u, w.v
	c.put(w)
	return id, nil
}

// HashToCurve sets (u, v) = clear_cofactor(map_to_curve(t0) +
// map_to_curve(t1)), the hash_to_curve of RFC 9380 §3 after hash_to_field
// produced t0 and t1 (a random-oracle encoding: "RO_" suites). The addition
// and the cofactor clearing are done on the Edwards model, whose addition
// law is complete (see the package documentation); the maps to and from it
// are group isomorphisms, so the result is the Montgomery sum. It returns 1
// if the result is the point at infinity (u = v = 0 then; negligibly
// likely). It runs in constant time, and returns an error on curves without
// Elligator 2 or without a known cofactor.
func (c *Curve[E]) HashToCurve(u, v, t0, t1 *E) (int, error) {
	if err := c.hashable(); err != nil {
		return 0, err
	}
	w := c.get()
	w.u = *t0
	c.mapToCurve(&w.frac, &w.ell, &w.u, &w.v, &w.u)
	c.fromAffine(&w.frac, &w.p, &w.u, &w.v)
	w.u = *t1
	c.mapToCurve(&w.frac, &w.ell, &w.u, &w.v, &w.u)
	c.fromAffine(&w.frac, &w.q, &w.u, &w.v)
	c.modelAdd(&w.add, &w.r, &w.p, &w.q)
	c.modelMulPublic(&w.add, &w.q, &w.r, c.h)
	id := c.toAffine(&w.frac, &w.u, &w.v, &w.q)
	*u, *v = w.u, w.v
	c.put(w)
	return id, nil
}

// hashable returns the reason EncodeToCurve and HashToCurve cannot run on
// c, or nil.
func (c *Curve[E]) hashable() error {
	if !c.ell2 {
		return errNoModel
	}
	if c.n == nil {
		return errNoCofactor
	}
	return nil
}
