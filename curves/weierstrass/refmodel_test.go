package weierstrass_test

import (
	"math/big"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/field"
)

// refCurve is the math/big model of y² = x³ + a·x + b: affine coordinates
// and the textbook chord-and-tangent law, independent of the engine's
// projective formulas.
type refCurve struct {
	p, a, b, n *big.Int
	gx, gy     *big.Int
	byteLen    int
}

// refPoint is an affine point, or the identity when inf is set.
type refPoint struct {
	x, y *big.Int
	inf  bool
}

// refOf builds the model of c from its public parameters.
func refOf[E, S any](c *weierstrass.Curve[E, S]) *refCurve {
	f := c.Field()
	var a, b E
	c.A(&a)
	c.B(&b)
	gx, gy, _ := c.NewGeneratorPoint().Affine()
	return &refCurve{
		p: f.Modulus(), a: field.Big(f, &a), b: field.Big(f, &b), n: c.Order(),
		gx: field.Big(f, &gx), gy: field.Big(f, &gy), byteLen: f.ByteLen(),
	}
}

func (r *refCurve) mod(x *big.Int) *big.Int { return x.Mod(x, r.p) }

func (r *refCurve) g() refPoint { return refPoint{x: r.gx, y: r.gy} }

func (r *refCurve) neg(P refPoint) refPoint {
	if P.inf {
		return P
	}
	return refPoint{x: P.x, y: r.mod(new(big.Int).Neg(P.y))}
}

func (r *refCurve) add(P, Q refPoint) refPoint {
	switch {
	case P.inf:
		return Q
	case Q.inf:
		return P
	}
	var l *big.Int
	if P.x.Cmp(Q.x) == 0 {
		if new(big.Int).Add(P.y, Q.y).Mod(new(big.Int).Add(P.y, Q.y), r.p).Sign() == 0 {
			return refPoint{inf: true}
		}
		// λ = (3x² + a) / 2y
		num := new(big.Int).Mul(P.x, P.x)
		num.Mul(num, big.NewInt(3)).Add(num, r.a)
		den := new(big.Int).Lsh(P.y, 1)
		l = r.mod(num.Mul(num, new(big.Int).ModInverse(den, r.p)))
	} else {
		num := new(big.Int).Sub(Q.y, P.y)
		den := r.mod(new(big.Int).Sub(Q.x, P.x))
		l = r.mod(num.Mul(num, new(big.Int).ModInverse(den, r.p)))
	}
	x := new(big.Int).Mul(l, l)
	x = r.mod(x.Sub(x, P.x).Sub(x, Q.x))
	y := new(big.Int).Sub(P.x, x)
	y = r.mod(y.Mul(y, l).Sub(y, P.y))
	return refPoint{x: x, y: y}
}

func (r *refCurve) mul(k *big.Int, P refPoint) refPoint {
	acc := refPoint{inf: true}
	k = new(big.Int).Mod(k, r.n)
	for i := k.BitLen() - 1; i >= 0; i-- {
		acc = r.add(acc, acc)
		if k.Bit(i) == 1 {
			acc = r.add(acc, P)
		}
	}
	return acc
}

func (r *refCurve) onCurve(P refPoint) bool {
	if P.inf {
		return true
	}
	lhs := r.mod(new(big.Int).Mul(P.y, P.y))
	rhs := new(big.Int).Mul(P.x, P.x)
	rhs.Add(rhs, r.a).Mul(rhs, P.x).Add(rhs, r.b)
	return lhs.Cmp(r.mod(rhs)) == 0
}

// encode returns the uncompressed SEC 1 encoding of P (0x00 for O).
func (r *refCurve) encode(P refPoint) []byte {
	if P.inf {
		return []byte{0}
	}
	out := make([]byte, 1+2*r.byteLen)
	out[0] = 4
	P.x.FillBytes(out[1 : 1+r.byteLen])
	P.y.FillBytes(out[1+r.byteLen:])
	return out
}
