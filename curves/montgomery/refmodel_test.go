package montgomery

import (
	"math/big"
)

// refCurve is a math/big model of a Montgomery curve B·v² = u³ + A·u² + u
// over GF(p), used as the oracle of the tests. It is slow and variable time.
type refCurve struct {
	p, a, b *big.Int
}

func (r refCurve) mod(x *big.Int) *big.Int { return x.Mod(x, r.p) }

func (r refCurve) inv(x *big.Int) *big.Int {
	if new(big.Int).Mod(x, r.p).Sign() == 0 {
		return new(big.Int)
	}
	return new(big.Int).ModInverse(x, r.p)
}

// ladder is RFC 7748 §5's pseudocode, literally: a24 = (A − 2)/4 and
// z_2 = E·(AA + a24·E), walking bits bits−1 … 0 of k.
func (r refCurve) ladder(k *big.Int, bits int, u *big.Int) *big.Int {
	p := r.p
	a24 := r.mod(new(big.Int).Mul(new(big.Int).Sub(r.a, big.NewInt(2)), new(big.Int).ModInverse(big.NewInt(4), p)))
	x1 := new(big.Int).Mod(u, p)
	x2, z2 := big.NewInt(1), big.NewInt(0)
	x3, z3 := new(big.Int).Set(x1), big.NewInt(1)
	swap := uint(0)
	for t := bits - 1; t >= 0; t-- {
		kt := k.Bit(t)
		swap ^= kt
		if swap == 1 {
			x2, x3 = x3, x2
			z2, z3 = z3, z2
		}
		swap = kt
		A := r.mod(new(big.Int).Add(x2, z2))
		AA := r.mod(new(big.Int).Mul(A, A))
		B := r.mod(new(big.Int).Sub(x2, z2))
		BB := r.mod(new(big.Int).Mul(B, B))
		E := r.mod(new(big.Int).Sub(AA, BB))
		C := r.mod(new(big.Int).Add(x3, z3))
		D := r.mod(new(big.Int).Sub(x3, z3))
		DA := r.mod(new(big.Int).Mul(D, A))
		CB := r.mod(new(big.Int).Mul(C, B))
		s := r.mod(new(big.Int).Add(DA, CB))
		x3 = r.mod(s.Mul(s, s))
		d := r.mod(new(big.Int).Sub(DA, CB))
		z3 = r.mod(new(big.Int).Mul(x1, d.Mul(d, d)))
		x2 = r.mod(new(big.Int).Mul(AA, BB))
		z2 = r.mod(new(big.Int).Mul(E, new(big.Int).Add(AA, new(big.Int).Mul(a24, E))))
	}
	if swap == 1 {
		x2, z2 = x3, z3
	}
	return r.mod(new(big.Int).Mul(x2, r.inv(z2)))
}

// refPoint is an affine point, or the point at infinity when inf is set.
type refPoint struct {
	u, v *big.Int
	inf  bool
}

// onCurve reports whether (u, v) satisfies the curve equation.
func (r refCurve) onCurve(P refPoint) bool {
	if P.inf {
		return true
	}
	l := r.mod(new(big.Int).Mul(r.b, new(big.Int).Mul(P.v, P.v)))
	rhs := new(big.Int).Mul(P.u, P.u)
	rhs.Add(rhs, new(big.Int).Mul(r.a, P.u))
	rhs.Add(rhs, big.NewInt(1))
	rhs.Mul(rhs, P.u)
	return l.Cmp(r.mod(rhs)) == 0
}

// lift returns a point with u-coordinate u, or false if u is on the twist.
func (r refCurve) lift(u *big.Int) (refPoint, bool) {
	rhs := new(big.Int).Mul(u, u)
	rhs.Add(rhs, new(big.Int).Mul(r.a, u))
	rhs.Add(rhs, big.NewInt(1))
	rhs.Mul(rhs, u)
	rhs.Mul(rhs, r.inv(r.b))
	r.mod(rhs)
	v := new(big.Int).ModSqrt(rhs, r.p)
	if v == nil {
		return refPoint{}, false
	}
	return refPoint{u: new(big.Int).Mod(u, r.p), v: v}, true
}

// add returns P + Q with the affine chord-and-tangent law.
func (r refCurve) add(P, Q refPoint) refPoint {
	switch {
	case P.inf:
		return Q
	case Q.inf:
		return P
	}
	var l *big.Int
	if P.u.Cmp(Q.u) == 0 {
		if r.mod(new(big.Int).Add(P.v, Q.v)).Sign() == 0 {
			return refPoint{inf: true}
		}
		// λ = (3u² + 2Au + 1)/(2Bv)
		num := new(big.Int).Mul(big.NewInt(3), new(big.Int).Mul(P.u, P.u))
		num.Add(num, new(big.Int).Mul(big.NewInt(2), new(big.Int).Mul(r.a, P.u)))
		num.Add(num, big.NewInt(1))
		den := new(big.Int).Mul(big.NewInt(2), new(big.Int).Mul(r.b, P.v))
		l = r.mod(num.Mul(num, r.inv(den)))
	} else {
		num := new(big.Int).Sub(Q.v, P.v)
		den := new(big.Int).Sub(Q.u, P.u)
		l = r.mod(num.Mul(num, r.inv(den)))
	}
	// u3 = B·λ² − A − u1 − u2, v3 = λ·(u1 − u3) − v1
	u3 := new(big.Int).Mul(r.b, new(big.Int).Mul(l, l))
	u3.Sub(u3, r.a)
	u3.Sub(u3, P.u)
	u3.Sub(u3, Q.u)
	r.mod(u3)
	v3 := new(big.Int).Mul(l, new(big.Int).Sub(P.u, u3))
	v3.Sub(v3, P.v)
	return refPoint{u: u3, v: r.mod(v3)}
}

// mul returns k·P by double and add.
func (r refCurve) mul(k *big.Int, P refPoint) refPoint {
	R := refPoint{inf: true}
	for i := k.BitLen() - 1; i >= 0; i-- {
		R = r.add(R, R)
		if k.Bit(i) == 1 {
			R = r.add(R, P)
		}
	}
	return R
}

// leBig reads a little-endian integer.
func leBig(b []byte) *big.Int {
	be := make([]byte, len(b))
	for i := range b {
		be[len(b)-1-i] = b[i]
	}
	return new(big.Int).SetBytes(be)
}

// bigLE writes x little-endian into n bytes.
func bigLE(x *big.Int, n int) []byte {
	b := x.FillBytes(make([]byte, n))
	for i, j := 0, n-1; i < j; i, j = i+1, j-1 {
		b[i], b[j] = b[j], b[i]
	}
	return b
}
