package edwards

import (
	"math/big"

	"github.com/curvekit/curvekit/field"
)

// refPoint is an affine point of the math/big reference model.
type refPoint struct{ x, y *big.Int }

// refCurve is the math/big reference model of a curve: affine coordinates
// and the unified addition law
//
//	x3 = (x1·y2 + y1·x2) / (1 + d·x1·x2·y1·y2)
//	y3 = (y1·y2 − a·x1·x2) / (1 − d·x1·x2·y1·y2)
//
// (Bernstein–Birkner–Joye–Lange–Peters 2008, "Twisted Edwards curves", §3).
type refCurve struct{ p, a, d, n *big.Int }

// refOf returns the reference model of c.
func refOf[E, S any](c *Curve[E, S]) *refCurve {
	return &refCurve{p: c.f.Modulus(), a: field.Big(c.f, &c.a), d: field.Big(c.f, &c.d), n: c.Order()}
}

func (r *refCurve) mod(x *big.Int) *big.Int { return x.Mod(x, r.p) }

func (r *refCurve) inv(x *big.Int) *big.Int { return new(big.Int).ModInverse(x, r.p) }

// identity returns (0, 1).
func (r *refCurve) identity() refPoint { return refPoint{big.NewInt(0), big.NewInt(1)} }

// add returns P + Q.
func (r *refCurve) add(P, Q refPoint) refPoint {
	x1y2 := new(big.Int).Mul(P.x, Q.y)
	y1x2 := new(big.Int).Mul(P.y, Q.x)
	x1x2 := new(big.Int).Mul(P.x, Q.x)
	y1y2 := new(big.Int).Mul(P.y, Q.y)
	dxxyy := r.mod(new(big.Int).Mul(r.d, new(big.Int).Mul(x1x2, y1y2)))
	xn := r.mod(new(big.Int).Add(x1y2, y1x2))
	xd := r.mod(new(big.Int).Add(big.NewInt(1), dxxyy))
	yn := r.mod(new(big.Int).Sub(y1y2, new(big.Int).Mul(r.a, x1x2)))
	yd := r.mod(new(big.Int).Sub(big.NewInt(1), dxxyy))
	return refPoint{r.mod(xn.Mul(xn, r.inv(xd))), r.mod(yn.Mul(yn, r.inv(yd)))}
}

// neg returns −P.
func (r *refCurve) neg(P refPoint) refPoint {
	return refPoint{r.mod(new(big.Int).Neg(P.x)), new(big.Int).Set(P.y)}
}

// mul returns k·P for k ≥ 0 by double-and-add.
func (r *refCurve) mul(k *big.Int, P refPoint) refPoint {
	acc := r.identity()
	for i := k.BitLen() - 1; i >= 0; i-- {
		acc = r.add(acc, acc)
		if k.Bit(i) == 1 {
			acc = r.add(acc, P)
		}
	}
	return acc
}

// onCurve reports whether P satisfies a·x² + y² = 1 + d·x²·y².
func (r *refCurve) onCurve(P refPoint) bool {
	xx := new(big.Int).Mul(P.x, P.x)
	yy := new(big.Int).Mul(P.y, P.y)
	lhs := r.mod(new(big.Int).Add(new(big.Int).Mul(r.a, xx), yy))
	rhs := r.mod(new(big.Int).Add(big.NewInt(1), new(big.Int).Mul(r.d, new(big.Int).Mul(xx, yy))))
	return lhs.Cmp(rhs) == 0
}

// encode returns the RFC 8032 encoding of P in n bytes.
func (r *refCurve) encode(P refPoint, n int) []byte {
	out := make([]byte, n)
	be := P.y.FillBytes(make([]byte, n))
	for i := range out {
		out[i] = be[n-1-i]
	}
	out[n-1] |= byte(P.x.Bit(0)) << 7
	return out
}

// refPointOf returns the affine coordinates of v as big integers.
func refPointOf[E, S any](v *Point[E, S]) refPoint {
	x, y := v.Affine()
	return refPoint{field.Big(v.c.f, &x), field.Big(v.c.f, &y)}
}
