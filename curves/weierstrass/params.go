package weierstrass

import (
	"math/big"
)

// reduce replaces the field constants of p (A, B, Gx, Gy, the SSWU and
// isogeny constants, β) by their residues modulo the field modulus fp, and λ
// by its residue modulo the order fn, in new values: the caller's Params,
// SSWU and Endomorphism are left untouched. A nil fp (an extension field,
// whose constants are not integers modulo p) copies the field constants
// without reducing them. Cofactor and ClearCofactor are copied. nil stays nil (New reports it);
// the lattice basis of the endomorphism is signed and kept as it is.
func (p *Params[E, S]) reduce(fp, fn *big.Int) {
	for _, x := range []**big.Int{&p.A, &p.B, &p.Gx, &p.Gy} {
		*x = modOrNil(*x, fp)
	}
	p.Cofactor, p.ClearCofactor = copyOrNil(p.Cofactor), copyOrNil(p.ClearCofactor)
	if s := p.SSWU; s != nil {
		r := &SSWU{Z: modOrNil(s.Z, fp)}
		if iso := s.Isogeny; iso != nil {
			r.Isogeny = &Isogeny{
				A: modOrNil(iso.A, fp), B: modOrNil(iso.B, fp),
				XNum: modAll(iso.XNum, fp), XDen: modAll(iso.XDen, fp),
				YNum: modAll(iso.YNum, fp), YDen: modAll(iso.YDen, fp),
			}
		}
		p.SSWU = r
	}
	if g := p.GLS; g != nil {
		p.GLS = &GLSEndomorphism[E]{Map: g.Map, Eigenvalue: modOrNil(g.Eigenvalue, fn), Dimension: g.Dimension}
	}
	if e := p.Endomorphism; e != nil {
		p.Endomorphism = &Endomorphism{
			Beta: modOrNil(e.Beta, fp), Lambda: modOrNil(e.Lambda, fn),
			A1: copyOrNil(e.A1), B1: copyOrNil(e.B1), A2: copyOrNil(e.A2), B2: copyOrNil(e.B2),
		}
	}
}

// modOrNil returns x mod m as a new big.Int, or nil for a nil x; a nil m
// copies x.
func modOrNil(x, m *big.Int) *big.Int {
	if x == nil {
		return nil
	}
	if m == nil {
		return new(big.Int).Set(x)
	}
	return new(big.Int).Mod(x, m)
}

// copyOrNil returns a copy of x, or nil for a nil x.
func copyOrNil(x *big.Int) *big.Int {
	if x == nil {
		return nil
	}
	return new(big.Int).Set(x)
}

// modAll returns the residues of xs modulo m in a new slice (nil entries
// stay nil), or nil for a nil xs.
func modAll(xs []*big.Int, m *big.Int) []*big.Int {
	if xs == nil {
		return nil
	}
	r := make([]*big.Int, len(xs))
	for i, x := range xs {
		r[i] = modOrNil(x, m)
	}
	return r
}

// Params returns the parameters c was built from, as New validated them:
// the field constants reduced modulo p (λ modulo n) and Order set to n. Its
// big.Ints, SSWU and Endomorphism are copies, which the caller may modify.
func (c *Curve[E, S]) Params() Params[E, S] {
	p := c.params
	p.Order = new(big.Int).Set(c.n)
	p.Cofactor, p.ClearCofactor = c.h, c.hEff
	// Reducing reduced values copies them.
	if c.deg == 1 {
		p.reduce(c.p, c.n)
	} else {
		p.reduce(nil, c.n)
	}
	return p
}

// Modulus returns a new big.Int holding p, the modulus of the base field.
func (c *Curve[E, S]) Modulus() *big.Int { return new(big.Int).Set(c.p) }
