package curvetest

import "math/big"

// mModel is the math/big model of the Montgomery curve B·v² = u³ + A·u² + u
// over GF(p): the x-only ladder of RFC 7748 §5, written from the RFC, which
// computes u(k·P) for points of the curve and of its quadratic twist alike.
type mModel struct {
	p, A, B, a24 *big.Int
	n, h         *big.Int // nil n when the order is not known
	u            *big.Int // the base point's u
}

func (m *mModel) mod(x *big.Int) *big.Int { return x.Mod(x, m.p) }

// ladder returns u(k·P) for u(P) = u, walking bits bits of k from the top,
// with u = 0 for the point at infinity.
func (m *mModel) ladder(k *big.Int, bits int, u *big.Int) *big.Int {
	x1 := new(big.Int).Mod(u, m.p)
	x2, z2 := big.NewInt(1), big.NewInt(0)
	x3, z3 := new(big.Int).Set(x1), big.NewInt(1)
	swap := uint(0)
	mul := func(a, b *big.Int) *big.Int { return m.mod(new(big.Int).Mul(a, b)) }
	for t := bits - 1; t >= 0; t-- {
		kt := k.Bit(t)
		if swap^kt == 1 {
			x2, x3 = x3, x2
			z2, z3 = z3, z2
		}
		swap = kt
		A := m.mod(new(big.Int).Add(x2, z2))
		AA := mul(A, A)
		B := m.mod(new(big.Int).Sub(x2, z2))
		BB := mul(B, B)
		E := m.mod(new(big.Int).Sub(AA, BB))
		C := m.mod(new(big.Int).Add(x3, z3))
		D := m.mod(new(big.Int).Sub(x3, z3))
		DA := mul(D, A)
		CB := mul(C, B)
		s := m.mod(new(big.Int).Add(DA, CB))
		d := m.mod(new(big.Int).Sub(DA, CB))
		x3, z3 = mul(s, s), mul(x1, mul(d, d))
		x2 = mul(AA, BB)
		z2 = mul(E, m.mod(new(big.Int).Add(BB, mul(m.a24, E)))) // a24 = (A + 2)/4 pairs with BB (RFC 7748 pairs (A − 2)/4 with AA)
	}
	if swap == 1 {
		x2, z2 = x3, z3
	}
	zi := new(big.Int).Exp(z2, new(big.Int).Sub(m.p, big.NewInt(2)), m.p)
	return mul(x2, zi)
}

// rhs returns (u³ + A·u² + u)/B, which is v² for a point of the curve.
func (m *mModel) rhs(u *big.Int) *big.Int {
	r := new(big.Int).Add(u, m.A)
	r.Mul(r, u).Add(r, bigOne).Mul(r, u)
	return m.mod(r.Mul(r, new(big.Int).ModInverse(m.B, m.p)))
}

// onCurve reports whether u is the u-coordinate of a point of the curve
// (rather than of its twist).
func (m *mModel) onCurve(u *big.Int) bool { return big.Jacobi(m.rhs(u), m.p) >= 0 }

// onCurveUV reports whether B·v² = u³ + A·u² + u.
func (m *mModel) onCurveUV(u, v *big.Int) bool {
	return m.mod(new(big.Int).Mul(v, v)).Cmp(m.rhs(u)) == 0
}
