package curvetest

import "math/big"

// wModel is the math/big model of y² = x³ + a·x + b over GF(p): affine
// coordinates and the textbook chord-and-tangent law, independent of the
// engine's projective formulas and tables.
type wModel struct {
	p, a, b, n *big.Int
	h          *big.Int
	g          wPoint
	fieldLen   int
	// memo caches the products k·P of mulMemo by P's encoding and k, and
	// powers the affine 2^i·P of the points mulMemo multiplies.
	memo   map[string]wPoint
	powers map[string][]wPoint
}

// mulMemo is mul with a cache: the harness multiplies the generator and a
// few fixed points by the same edge scalars in several sections.
func (m *wModel) mulMemo(k *big.Int, P wPoint) wPoint {
	key := string(m.encode(P)) + "|" + k.Text(16)
	if R, ok := m.memo[key]; ok {
		return R
	}
	if m.memo == nil {
		m.memo, m.powers = map[string]wPoint{}, map[string][]wPoint{}
	}
	pows, ok := m.powers[string(m.encode(P))]
	if !ok {
		pows = []wPoint{P}
		for i := 1; i < m.n.BitLen()+1; i++ {
			pows = append(pows, m.add(pows[i-1], pows[i-1]))
		}
		m.powers[string(m.encode(P))] = pows
	}
	// k·P = Σ k_i·2^i·P, additions only.
	var X, Y, Z *big.Int
	for i := 0; i < k.BitLen(); i++ {
		if k.Bit(i) == 0 || pows[i].inf {
			continue
		}
		if Z == nil {
			X, Y, Z = new(big.Int).Set(pows[i].x), new(big.Int).Set(pows[i].y), big.NewInt(1)
			continue
		}
		X, Y, Z = m.jacAddAffine(X, Y, Z, pows[i])
	}
	R := m.affine(X, Y, Z)
	m.memo[key] = R
	return R
}

// affine returns the affine form of (X : Y : Z), nil Z being the identity.
func (m *wModel) affine(X, Y, Z *big.Int) wPoint {
	if Z == nil {
		return wPoint{inf: true}
	}
	zi := new(big.Int).ModInverse(Z, m.p)
	zi2 := m.mod(new(big.Int).Mul(zi, zi))
	x := m.mod(new(big.Int).Mul(X, zi2))
	y := m.mod(new(big.Int).Mul(Y, zi2.Mul(zi2, zi)))
	return wPoint{x: x, y: y}
}

// wPoint is an affine point, or the identity O when inf is set.
type wPoint struct {
	x, y *big.Int
	inf  bool
}

func (m *wModel) mod(x *big.Int) *big.Int { return x.Mod(x, m.p) }

func (m *wModel) neg(P wPoint) wPoint {
	if P.inf {
		return P
	}
	return wPoint{x: P.x, y: m.mod(new(big.Int).Neg(P.y))}
}

// add returns P + Q: λ = (y2 − y1)/(x2 − x1), or (3x1² + a)/(2y1) when
// P = Q; x3 = λ² − x1 − x2, y3 = λ·(x1 − x3) − y1.
func (m *wModel) add(P, Q wPoint) wPoint {
	switch {
	case P.inf:
		return Q
	case Q.inf:
		return P
	}
	var l *big.Int
	if P.x.Cmp(Q.x) == 0 {
		if m.mod(new(big.Int).Add(P.y, Q.y)).Sign() == 0 {
			return wPoint{inf: true}
		}
		num := new(big.Int).Mul(P.x, P.x)
		num.Mul(num, big.NewInt(3)).Add(num, m.a)
		den := new(big.Int).Lsh(P.y, 1)
		l = m.mod(num.Mul(num, new(big.Int).ModInverse(m.mod(den), m.p)))
	} else {
		num := new(big.Int).Sub(Q.y, P.y)
		den := m.mod(new(big.Int).Sub(Q.x, P.x))
		l = m.mod(num.Mul(num, new(big.Int).ModInverse(den, m.p)))
	}
	x := new(big.Int).Mul(l, l)
	x = m.mod(x.Sub(x, P.x).Sub(x, Q.x))
	y := new(big.Int).Sub(P.x, x)
	y = m.mod(y.Mul(y, l).Sub(y, P.y))
	return wPoint{x: x, y: y}
}

// mul returns k·P for k ≥ 0, by double-and-add in Jacobian coordinates
// (x = X/Z², y = Y/Z³) with one inversion at the end, so that the model stays
// fast enough to check every multiplication of a run: doubling M = 3·X² +
// a·Z⁴, S = 4·X·Y², X' = M² − 2·S, Y' = M·(S − X') − 8·Y⁴, Z' = 2·Y·Z, and
// the mixed addition of the affine P with H = x·Z² − X, R = y·Z³ − Y.
func (m *wModel) mul(k *big.Int, P wPoint) wPoint {
	if P.inf {
		return P
	}
	var X, Y, Z *big.Int // Z = nil is the identity
	for i := k.BitLen() - 1; i >= 0; i-- {
		if Z != nil {
			X, Y, Z = m.jacDouble(X, Y, Z)
		}
		if k.Bit(i) == 0 {
			continue
		}
		if Z == nil {
			X, Y, Z = new(big.Int).Set(P.x), new(big.Int).Set(P.y), big.NewInt(1)
			continue
		}
		X, Y, Z = m.jacAddAffine(X, Y, Z, P)
	}
	return m.affine(X, Y, Z)
}

// jacDouble returns 2·(X : Y : Z); a nil Z is the identity.
func (m *wModel) jacDouble(X, Y, Z *big.Int) (*big.Int, *big.Int, *big.Int) {
	if Z == nil || Y.Sign() == 0 {
		return nil, nil, nil
	}
	YY := m.mod(new(big.Int).Mul(Y, Y))
	ZZ := m.mod(new(big.Int).Mul(Z, Z))
	S := m.mod(new(big.Int).Lsh(new(big.Int).Mul(X, YY), 2))
	M := new(big.Int).Mul(X, X)
	M.Mul(M, big.NewInt(3)).Add(M, new(big.Int).Mul(m.a, new(big.Int).Mul(ZZ, ZZ)))
	m.mod(M)
	X3 := new(big.Int).Mul(M, M)
	X3 = m.mod(X3.Sub(X3, new(big.Int).Lsh(S, 1)))
	Y3 := new(big.Int).Mul(M, new(big.Int).Sub(S, X3))
	Y3 = m.mod(Y3.Sub(Y3, new(big.Int).Lsh(new(big.Int).Mul(YY, YY), 3)))
	Z3 := m.mod(new(big.Int).Lsh(new(big.Int).Mul(Y, Z), 1))
	return X3, Y3, Z3
}

// jacAddAffine returns (X : Y : Z) + P for an affine P.
func (m *wModel) jacAddAffine(X, Y, Z *big.Int, P wPoint) (*big.Int, *big.Int, *big.Int) {
	ZZ := m.mod(new(big.Int).Mul(Z, Z))
	H := m.mod(new(big.Int).Sub(new(big.Int).Mul(P.x, ZZ), X))
	R := m.mod(new(big.Int).Sub(new(big.Int).Mul(P.y, new(big.Int).Mul(ZZ, Z)), Y))
	if H.Sign() == 0 {
		if R.Sign() == 0 {
			return m.jacDouble(X, Y, Z)
		}
		return nil, nil, nil
	}
	HH := m.mod(new(big.Int).Mul(H, H))
	HHH := m.mod(new(big.Int).Mul(HH, H))
	V := m.mod(new(big.Int).Mul(X, HH))
	X3 := new(big.Int).Mul(R, R)
	X3 = m.mod(X3.Sub(X3, HHH).Sub(X3, new(big.Int).Lsh(V, 1)))
	Y3 := new(big.Int).Mul(R, new(big.Int).Sub(V, X3))
	Y3 = m.mod(Y3.Sub(Y3, new(big.Int).Mul(Y, HHH)))
	Z3 := m.mod(new(big.Int).Mul(Z, H))
	return X3, Y3, Z3
}

// rhs returns x³ + a·x + b.
func (m *wModel) rhs(x *big.Int) *big.Int {
	r := new(big.Int).Mul(x, x)
	r.Add(r, m.a).Mul(r, x).Add(r, m.b)
	return m.mod(r)
}

func (m *wModel) onCurve(P wPoint) bool {
	return P.inf || m.mod(new(big.Int).Mul(P.y, P.y)).Cmp(m.rhs(P.x)) == 0
}

// lift returns a point with x-coordinate x, if there is one.
func (m *wModel) lift(x *big.Int) (wPoint, bool) {
	y := new(big.Int).ModSqrt(m.rhs(x), m.p)
	if y == nil {
		return wPoint{}, false
	}
	return wPoint{x: new(big.Int).Set(x), y: y}, true
}

// encode returns the uncompressed SEC 1 encoding of P (0x00 for O).
func (m *wModel) encode(P wPoint) []byte {
	if P.inf {
		return []byte{0}
	}
	out := make([]byte, 1+2*m.fieldLen)
	out[0] = 4
	P.x.FillBytes(out[1 : 1+m.fieldLen])
	P.y.FillBytes(out[1+m.fieldLen:])
	return out
}

// compress returns the compressed SEC 1 encoding of P (0x00 for O).
func (m *wModel) compress(P wPoint) []byte {
	if P.inf {
		return []byte{0}
	}
	out := make([]byte, 1+m.fieldLen)
	out[0] = byte(2 + P.y.Bit(0))
	P.x.FillBytes(out[1:])
	return out
}

// encodeEq reports whether P and Q are the same point.
func (m *wModel) encodeEq(P, Q wPoint) bool { return string(m.encode(P)) == string(m.encode(Q)) }
