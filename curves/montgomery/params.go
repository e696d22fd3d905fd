package montgomery

import (
	"math/big"

	"github.com/curvekit/curvekit/field"
)

// Params returns the parameters c was built from, as New validated them: A,
// B (1 when it was nil), U and Z reduced modulo p, and Z set to the
// Elligator 2 constant in use where the map is defined. Order is nil when it
// was not given. Its big.Ints are
// copies, which the caller may modify; the hooks (Clamp, BaseMult)
// are the functions given.
func (c *Curve[E]) Params() Params[E] {
	p := c.params
	p.A, p.B, p.U = new(big.Int).Set(p.A), new(big.Int).Set(p.B), new(big.Int).Set(p.U)
	switch {
	case c.hasModel:
		p.Z = field.Big(c.f, &c.z)
	case p.Z != nil:
		p.Z = new(big.Int).Set(p.Z)
	}
	if c.n != nil {
		p.Order = new(big.Int).Set(c.n)
	}
	return p
}

// Modulus returns a new big.Int holding p, the modulus of the base field.
func (c *Curve[E]) Modulus() *big.Int { return c.f.Modulus() }
