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
}

// Params returns the parameters c was built from, as New validated them:
// A, D, Gx and Gy reduced modulo p, Order set to n and EncodingLen to the
// length in use. Its big.Ints are copies, which the caller may modify.
func (c *Curve[E, S]) Params() Params[E, S] {
	p := c.params
	p.A, p.D = new(big.Int).Set(p.A), new(big.Int).Set(p.D)
	p.Gx, p.Gy = new(big.Int).Set(p.Gx), new(big.Int).Set(p.Gy)
	p.Order = new(big.Int).Set(c.n)
	p.EncodingLen = c.encLen
	return p
}

// Modulus returns a new big.Int holding p, the modulus of the base field.
func (c *Curve[E, S]) Modulus() *big.Int { return c.f.Modulus() }
