package curvetest

import (
	"math/big"

	"github.com/curvekit/curvekit/field"
)

// eModel is the math/big model of the twisted Edwards curve
// a·x² + y² = 1 + d·x²·y² over GF(p), with the unified addition law of
// Bernstein, Birkner, Joye, Lange and Peters ("Twisted Edwards curves",
// 2008, §6) in projective coordinates, independent of the engine's extended
// coordinates.
type eModel struct {
	p, a, d, n, h *big.Int
	g             ePoint
	encLen        int
	memo          map[string]ePoint
	powers        map[string][]eProj
}

// ePoint is an affine point (x, y); the identity is (0, 1).
type ePoint struct{ x, y *big.Int }

// eProj is a projective point (X : Y : Z), x = X/Z, y = Y/Z.
type eProj struct{ X, Y, Z *big.Int }

func (m *eModel) mod(x *big.Int) *big.Int { return x.Mod(x, m.p) }

func (m *eModel) identity() ePoint { return ePoint{big.NewInt(0), big.NewInt(1)} }

func (m *eModel) proj(P ePoint) eProj {
	return eProj{new(big.Int).Set(P.x), new(big.Int).Set(P.y), big.NewInt(1)}
}

func (m *eModel) affine(P eProj) ePoint {
	zi := new(big.Int).ModInverse(P.Z, m.p)
	return ePoint{m.mod(new(big.Int).Mul(P.X, zi)), m.mod(new(big.Int).Mul(P.Y, zi))}
}

// padd returns P + Q: A = Z1·Z2, B = A², C = X1·X2, D = Y1·Y2, E = d·C·D,
// F = B − E, G = B + E, X3 = A·F·((X1 + Y1)·(X2 + Y2) − C − D),
// Y3 = A·G·(D − a·C), Z3 = F·G. Complete when a is a square and d is not.
func (m *eModel) padd(P, Q eProj) eProj {
	A := m.mod(new(big.Int).Mul(P.Z, Q.Z))
	B := m.mod(new(big.Int).Mul(A, A))
	C := m.mod(new(big.Int).Mul(P.X, Q.X))
	D := m.mod(new(big.Int).Mul(P.Y, Q.Y))
	E := m.mod(new(big.Int).Mul(m.d, new(big.Int).Mul(C, D)))
	F := m.mod(new(big.Int).Sub(B, E))
	G := m.mod(new(big.Int).Add(B, E))
	t := new(big.Int).Mul(new(big.Int).Add(P.X, P.Y), new(big.Int).Add(Q.X, Q.Y))
	t.Sub(t, C).Sub(t, D)
	X3 := m.mod(new(big.Int).Mul(m.mod(new(big.Int).Mul(A, F)), m.mod(t)))
	u := new(big.Int).Sub(D, new(big.Int).Mul(m.a, C))
	Y3 := m.mod(new(big.Int).Mul(m.mod(new(big.Int).Mul(A, G)), m.mod(u)))
	Z3 := m.mod(new(big.Int).Mul(F, G))
	return eProj{X3, Y3, Z3}
}

func (m *eModel) add(P, Q ePoint) ePoint { return m.affine(m.padd(m.proj(P), m.proj(Q))) }

func (m *eModel) neg(P ePoint) ePoint {
	return ePoint{m.mod(new(big.Int).Neg(P.x)), new(big.Int).Set(P.y)}
}

// mul returns k·P for k ≥ 0, by double-and-add.
func (m *eModel) mul(k *big.Int, P ePoint) ePoint {
	acc, pp := m.proj(m.identity()), m.proj(P)
	for i := k.BitLen() - 1; i >= 0; i-- {
		acc = m.padd(acc, acc)
		if k.Bit(i) == 1 {
			acc = m.padd(acc, pp)
		}
	}
	return m.affine(acc)
}

// mulMemo is mul with a cache of products and of the powers 2^i·P, for the
// points the harness multiplies by many scalars.
func (m *eModel) mulMemo(k *big.Int, P ePoint) ePoint {
	pk := string(m.encode(P))
	key := pk + "|" + k.Text(16)
	if R, ok := m.memo[key]; ok {
		return R
	}
	if m.memo == nil {
		m.memo, m.powers = map[string]ePoint{}, map[string][]eProj{}
	}
	pows, ok := m.powers[pk]
	if !ok {
		pows = []eProj{m.proj(P)}
		for i := 1; i <= m.n.BitLen()+1; i++ {
			pows = append(pows, m.padd(pows[i-1], pows[i-1]))
		}
		m.powers[pk] = pows
	}
	if k.BitLen() >= len(pows) {
		return m.mul(k, P)
	}
	acc := m.proj(m.identity())
	for i := 0; i < k.BitLen(); i++ {
		if k.Bit(i) == 1 {
			acc = m.padd(acc, pows[i])
		}
	}
	R := m.affine(acc)
	m.memo[key] = R
	return R
}

func (m *eModel) onCurve(P ePoint) bool {
	xx := new(big.Int).Mul(P.x, P.x)
	yy := new(big.Int).Mul(P.y, P.y)
	lhs := m.mod(new(big.Int).Add(new(big.Int).Mul(m.a, xx), yy))
	rhs := m.mod(new(big.Int).Add(big.NewInt(1), new(big.Int).Mul(m.d, new(big.Int).Mul(xx, yy))))
	return lhs.Cmp(rhs) == 0
}

func (m *eModel) isIdentity(P ePoint) bool { return P.x.Sign() == 0 && P.y.Cmp(bigOne) == 0 }

func (m *eModel) equal(P, Q ePoint) bool { return P.x.Cmp(Q.x) == 0 && P.y.Cmp(Q.y) == 0 }

// lift returns the point with y-coordinate y and x of parity sign, from
// x² = (y² − 1)/(d·y² − a), if there is one.
func (m *eModel) lift(y *big.Int, sign uint) (ePoint, bool) {
	yy := m.mod(new(big.Int).Mul(y, y))
	num := m.mod(new(big.Int).Sub(yy, bigOne))
	den := m.mod(new(big.Int).Sub(new(big.Int).Mul(m.d, yy), m.a))
	if den.Sign() == 0 {
		return ePoint{}, false
	}
	x := new(big.Int).ModSqrt(m.mod(num.Mul(num, new(big.Int).ModInverse(den, m.p))), m.p)
	if x == nil || (x.Sign() == 0 && sign == 1) {
		return ePoint{}, false
	}
	if x.Bit(0) != sign {
		x = m.mod(x.Neg(x))
	}
	return ePoint{x, m.mod(new(big.Int).Set(y))}, true
}

// encode returns the RFC 8032 encoding of P: y little-endian in encLen
// bytes, with the low bit of x in the top bit of the last byte.
func (m *eModel) encode(P ePoint) []byte {
	out := putInt(make([]byte, m.encLen), P.y, field.LittleEndian)
	out[m.encLen-1] |= byte(P.x.Bit(0)) << 7
	return out
}
