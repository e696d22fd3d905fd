package weierstrass

import (
	"fmt"
	"math/big"

	"github.com/curvekit/curvekit/field"
)

// cofactorSamples is the number of points of the curve, other than the
// generator, on which New checks h·n·P = O and n·h_eff·P = O.
const cofactorSamples = 2

// setCofactor validates the cofactor h (nil for 1) and the clearing scalar
// h_eff (nil for h) and installs them. h must be positive and odd (the curve
// has no point of order 2, which New checked, so #E is odd), h·n must lie in
// the Hasse interval |#E − (q + 1)| ≤ 2√q, and h·n·P = O must hold for
// sample points P. h_eff must be positive, not a multiple of n (it would
// send every point to O), and map the samples into the subgroup:
// n·(h_eff·P) = O. These are necessary conditions; a wrong h that passes
// them would need #E to be another multiple of the samples' orders inside
// the Hasse interval.
func (c *Curve[E, S]) setCofactor(w *workspace[E, S], h, hEff *big.Int) error {
	fail := func(format string, args ...any) error {
		return fmt.Errorf("weierstrass: %s: "+format, append([]any{c.name}, args...)...)
	}
	if h == nil {
		h = big.NewInt(1)
	}
	if h.Sign() <= 0 || h.Bit(0) == 0 {
		return fail("Cofactor %v is not a positive odd integer: a curve without points of order 2 has an odd number of points", h)
	}
	q := fieldOrder(c.f)
	// Hasse: |#E − (q + 1)| ≤ 2√q, that is (#E − q − 1)² ≤ 4q.
	hn := new(big.Int).Mul(c.n, h)
	dev := new(big.Int).Sub(hn, q)
	dev.Sub(dev, big.NewInt(1))
	dev.Mul(dev, dev)
	if dev.Cmp(new(big.Int).Lsh(q, 2)) > 0 {
		return fail("Cofactor %v: h·n = %v is outside the Hasse bound for a field of %v elements", h, hn, q)
	}
	if hEff == nil {
		hEff = h
	}
	if hEff.Sign() <= 0 {
		return fail("ClearCofactor %v is not a positive integer", hEff)
	}
	if new(big.Int).Mod(hEff, c.n).Sign() == 0 {
		return fail("ClearCofactor %v is a multiple of the order n: it would map every point to the identity", hEff)
	}
	c.h, c.hEff = new(big.Int).Set(h), new(big.Int).Set(hEff)
	c.hOne = h.Cmp(big.NewInt(1)) == 0
	if hEff.Cmp(big.NewInt(1)) != 0 {
		c.hEffNAF = bigNAF(hEff)
	}
	hnNAF := bigNAF(hn)
	f, found := c.f, 0
	for x := int64(1); x < 1000 && found < cofactorSamples; x++ {
		if err := field.SetBig(f, &w.x, big.NewInt(x)); err != nil {
			break
		}
		w.rhs(&w.u, &w.x)
		if f.Sqrt(&w.y, &w.u) == 0 {
			continue
		}
		found++
		w.fromAffine(&w.p, &w.x, &w.y)
		w.mulPublic(&w.pm, &w.acc, &w.p, hnNAF)
		if w.isIdentity(&w.acc) != 1 {
			return fail("Cofactor %v is wrong: h·n·P ≠ O for the point P with x = %d", h, x)
		}
		w.clearCofactor(&w.endo, &w.pm, &w.p)
		w.mulPublic(&w.pm, &w.acc, &w.p, c.orderNAF)
		if w.isIdentity(&w.acc) != 1 {
			return fail("ClearCofactor %v does not clear the cofactor: n·h_eff·P ≠ O for the point P with x = %d", hEff, x)
		}
	}
	if found == 0 {
		return fail("found no point to check the cofactor with")
	}
	return nil
}

// clearCofactor sets r = h_eff·r, multiplying by the public h_eff (RFC 9380
// §7), with the memory of the public multiplication (ps) and of the
// endomorphism (es). It runs in time independent of r; r must not be in
// ps or es.
func (w *workspace[E, S]) clearCofactor(es *endoScratch[E], ps *publicMulScratch[E], r *projective[E]) {
	if w.c.hEffNAF == nil {
		return
	}
	if e := w.c.subEndo; e != nil && len(e.clear) > 0 {
		w.endoClear(es, ps, e, r)
		return
	}
	w.mulPublic(ps, r, r, w.c.hEffNAF)
}

// ClearCofactor sets v = h_eff·(x, y), the clear_cofactor of RFC 9380 §7, for
// a point (x, y) of the whole curve, in the subgroup of order n or not, and
// returns v; it returns nil and an error, leaving v unchanged, when (x, y) is
// not on the curve. With h = 1 it is SetAffine. It runs in time independent
// of x and y (h_eff is public).
func (v *Point[E, S]) ClearCofactor(x, y *E) (*Point[E, S], error) {
	c := curveOf(v)
	w := c.get()
	defer c.put(w)
	w.x, w.y = *x, *y
	if !w.onCurve(&w.eq, &w.x, &w.y) {
		return nil, errNotOnCurve
	}
	w.fromAffine(&w.acc, &w.x, &w.y)
	w.clearCofactor(&w.endo, &w.pm, &w.acc)
	v.p = w.acc
	return v, nil
}

// Cofactor returns a new big.Int holding h, the number of points of the
// curve divided by n.
func (c *Curve[E, S]) Cofactor() *big.Int { return new(big.Int).Set(c.h) }

// EffectiveCofactor returns a new big.Int holding h_eff, the scalar of
// cofactor clearing in hash-to-curve and ClearCofactor (Params.ClearCofactor,
// or h when none was given).
func (c *Curve[E, S]) EffectiveCofactor() *big.Int { return new(big.Int).Set(c.hEff) }
