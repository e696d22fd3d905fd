package suite

import (
	"math/big"

	"github.com/curvekit/curvekit/bench/internal/testinput"
	"github.com/curvekit/curvekit/field"
)

// inputs returns the pseudo-random integers modulo p that every
// implementation in group is measured on: x and y for the binary operations,
// a square sq for Sqrt, and u, v with u/v a square for SqrtRatio.
func inputs(group string, p *big.Int) (x, y, sq, u, v *big.Int) {
	x = testinput.Element(p, group+"/x")
	y = testinput.Element(p, group+"/y")
	sq = testinput.Square(p, group+"/sq")
	v = testinput.Element(p, group+"/v")
	u = new(big.Int).Mul(testinput.Square(p, group+"/u"), v)
	u.Mod(u, p)
	return x, y, sq, u, v
}

// setElements sets x, y, sq, u, v to the inputs of group as elements of f,
// whose modulus is p. It panics if f rejects them, which would mean f's
// modulus is not p: a programming error in the case tables.
func setElements[E any](f field.Field[E], group string, p *big.Int, x, y, sq, u, v *E) {
	bx, by, bsq, bu, bv := inputs(group, p)
	for _, s := range []struct {
		e *E
		v *big.Int
	}{{x, bx}, {y, by}, {sq, bsq}, {u, bu}, {v, bv}} {
		if err := field.SetBig(f, s.e, s.v); err != nil {
			panic("suite: " + group + ": " + err.Error())
		}
	}
}
