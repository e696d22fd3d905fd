package edwards

import (
	"math/big"
)

// reduce replaces the constants of p by their residues modulo mod in new
// big.Ints, leaving the caller's values untouched; nil stays nil (New
// reports it).
func (p *Params[E, S]) reduce(mod *big.Int) {
	for _, x := range []**big.Int{&p.A, &p.D, &p.Gx, &p.Gy} {
		if *x != nil {
			*x = new(big.Int).Mod(*x, mod)
		}
	}
	if e := p.Elligator2; e != nil {
		p.Elligator2 = &Elligator2{Z: modOrNil(e.Z, mod), Scale: modOrNil(e.Scale, mod)}
	}
}

// modOrNil returns x mod m as a new big.Int, or nil for a nil x.
func modOrNil(x, m *big.Int) *big.Int {
	if x == nil {
		return nil
	}
	return new(big.Int).Mod(x, m)
}

// Params returns the parameters c was built from, as New validated them:
// A, D, Gx and Gy reduced modulo p, Order set to n, EncodingLen to the
// length in use and, with Elligator2 parameters, Z to the one in use. Its big.Ints are copies, which the caller may modify.
func (c *Curve[E, S]) Params() Params[E, S] {
	p := c.params
	p.A, p.D = new(big.Int).Set(p.A), new(big.Int).Set(p.D)
	p.Gx, p.Gy = new(big.Int).Set(p.Gx), new(big.Int).Set(p.Gy)
	p.Order = new(big.Int).Set(c.n)
	p.EncodingLen = c.encLen
	if e := p.Elligator2; e != nil {
		p.Elligator2 = &Elligator2{Z: new(big.Int).Set(e.Z), Scale: modOrNil(e.Scale, c.f.Modulus())}
	}
	return p
}

// Modulus returns a new big.Int holding p, the modulus of the base field.
func (c *Curve[E, S]) Modulus() *big.Int { return c.f.Modulus() }
