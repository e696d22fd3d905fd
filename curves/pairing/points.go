package pairing

import (
	"math/big"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/tower"
)

// G1Affine is a point of E(Fp): y² = x³ + b in affine coordinates, or the
// point at infinity when Infinity is set (X and Y are then ignored). It is a
// plain value; the engine's entry points check that it lies on E.
//
// The G1 and G2 group types (encodings, constant-time arithmetic, fast
// subgroup checks) belong to the Weierstrass engine; these types are the
// pairing's inputs only.
type G1Affine[E any] struct {
	X, Y     E
	Infinity bool
}

// G2Affine is a point of the sextic twist E'(Fp2): y² = x³ + b' in affine
// coordinates, or the point at infinity when Infinity is set.
type G2Affine[E any] struct {
	X, Y     tower.Fp2Element[E]
	Infinity bool
}

// IsOnCurveG1 reports whether p lies on E (the point at infinity does). It
// runs in Fp2 on (x, 0) and (y, 0), where the tower's arithmetic does not
// allocate; see the package doc.
func (e *Engine[E]) IsOnCurveG1(p *G1Affine[E]) bool {
	if p.Infinity {
		return true
	}
	var x, y tower.Fp2Element[E]
	e.f2.Zero(&x) // through the tower: e.fp would make x escape
	e.f2.Zero(&y)
	x.C0, y.C0 = p.X, p.Y
	return e.onCurve(&x, &y, &e.b)
}

// IsOnCurveG2 reports whether q lies on the twist E' (the point at infinity
// does).
func (e *Engine[E]) IsOnCurveG2(q *G2Affine[E]) bool {
	if q.Infinity {
		return true
	}
	return e.onCurve(&q.X, &q.Y, &e.twistB)
}

// onCurve reports whether y² = x³ + b in Fp2.
func (e *Engine[E]) onCurve(x, y, b *tower.Fp2Element[E]) bool {
	var l, r tower.Fp2Element[E]
	e.f2.Square(&l, y)
	e.f2.Square(&r, x)
	e.f2.Mul(&r, &r, x)
	e.f2.Add(&r, &r, b)
	return e.f2.Equal(&l, &r) == 1
}

// IsInSubgroupG1VarTime reports whether p is on E and r·p = O, by a
// double-and-add multiplication by r. It is a stand-in for the fast
// endomorphism checks the G1 group type will bring. Execution time depends
// on p.
func (e *Engine[E]) IsInSubgroupG1VarTime(p *G1Affine[E]) bool {
	if !e.IsOnCurveG1(p) {
		return false
	}
	if p.Infinity {
		return true
	}
	_, _, inf := scalarMultVarTime[E](e.fp, &p.X, &p.Y, e.r)
	return inf
}

// IsInSubgroupG2VarTime reports whether q is on E' and r·q = O, by a
// double-and-add multiplication by r. It is a stand-in for the fast
// endomorphism checks the G2 group type will bring. Execution time depends
// on q.
func (e *Engine[E]) IsInSubgroupG2VarTime(q *G2Affine[E]) bool {
	if !e.IsOnCurveG2(q) {
		return false
	}
	if q.Infinity {
		return true
	}
	_, _, inf := scalarMultVarTime[tower.Fp2Element[E]](e.f2, &q.X, &q.Y, e.r)
	return inf
}

// scalarMultVarTime returns k·(x, y) on y² = x³ + b over f (b is not used by
// the a = 0 formulas), for k ≥ 0, by left-to-right double-and-add in Jacobian
// coordinates, as (x', y', false), or (_, _, true) for the point at
// infinity. It is the setup and subgroup-check arithmetic of this package
// only: the formulas are dbl-2009-l and madd-2007-bl of the Explicit-Formulas
// Database (Bernstein–Lange) for a = 0, with the exceptional cases branched
// on. Execution time depends on k and on the point.
func scalarMultVarTime[F any](f field.Field[F], x, y *F, k *big.Int) (F, F, bool) {
	var X, Y, Z F
	f.One(&X)
	f.One(&Y)
	f.Zero(&Z) // O
	for i := k.BitLen() - 1; i >= 0; i-- {
		jacDouble(f, &X, &Y, &Z)
		if k.Bit(i) == 1 {
			jacAddAffine(f, &X, &Y, &Z, x, y)
		}
	}
	if f.IsZero(&Z) == 1 {
		return X, Y, true
	}
	var zi, zi2 F
	f.Inverse(&zi, &Z)
	f.Square(&zi2, &zi)
	f.Mul(&X, &X, &zi2) // x = X/Z²
	f.Mul(&zi2, &zi2, &zi)
	f.Mul(&Y, &Y, &zi2) // y = Y/Z³
	return X, Y, false
}

// jacDouble sets (X, Y, Z) = 2·(X, Y, Z) for a = 0: dbl-2009-l.
func jacDouble[F any](f field.Field[F], X, Y, Z *F) {
	var a, b, c, d, ee, ff, t F
	f.Square(&a, X)     // A = X1²
	f.Square(&b, Y)     // B = Y1²
	f.Square(&c, &b)    // C = B²
	f.Add(&t, X, &b)    //
	f.Square(&t, &t)    //
	f.Sub(&t, &t, &a)   //
	f.Sub(&t, &t, &c)   //
	f.Add(&d, &t, &t)   // D = 2((X1 + B)² − A − C)
	f.Add(&ee, &a, &a)  //
	f.Add(&ee, &ee, &a) // E = 3A
	f.Square(&ff, &ee)  // F = E²
	f.Mul(Z, Y, Z)      //
	f.Add(Z, Z, Z)      // Z3 = 2·Y1·Z1
	f.Sub(X, &ff, &d)   //
	f.Sub(X, X, &d)     // X3 = F − 2D
	f.Sub(&t, &d, X)    //
	f.Mul(&t, &ee, &t)  //
	f.Add(&c, &c, &c)   //
	f.Add(&c, &c, &c)   //
	f.Add(&c, &c, &c)   // 8C
	f.Sub(Y, &t, &c)    // Y3 = E(D − X3) − 8C
}

// jacAddAffine sets (X, Y, Z) = (X, Y, Z) + (x, y): madd-2007-bl, with the
// cases O + P, P + P and P + (−P) handled apart.
func jacAddAffine[F any](f field.Field[F], X, Y, Z *F, x, y *F) {
	if f.IsZero(Z) == 1 {
		*X, *Y = *x, *y
		f.One(Z)
		return
	}
	var z1z1, u2, s2, h, hh, i, j, r, v, t F
	f.Square(&z1z1, Z)   // Z1Z1 = Z1²
	f.Mul(&u2, x, &z1z1) // U2 = X2·Z1Z1
	f.Mul(&s2, y, Z)     //
	f.Mul(&s2, &s2, &z1z1)
	f.Sub(&h, &u2, X) // H = U2 − X1
	f.Sub(&r, &s2, Y) //
	f.Add(&r, &r, &r) // r = 2(S2 − Y1)
	if f.IsZero(&h) == 1 {
		if f.IsZero(&r) == 1 {
			jacDouble(f, X, Y, Z)
			return
		}
		f.One(X)
		f.One(Y)
		f.Zero(Z)
		return
	}
	f.Square(&hh, &h)   // HH = H²
	f.Add(&i, &hh, &hh) //
	f.Add(&i, &i, &i)   // I = 4HH
	f.Mul(&j, &h, &i)   // J = H·I
	f.Mul(&v, X, &i)    // V = X1·I
	f.Square(&t, &r)    //
	f.Sub(&t, &t, &j)   //
	f.Sub(&t, &t, &v)   //
	f.Sub(&t, &t, &v)   // X3 = r² − J − 2V
	f.Mul(&j, Y, &j)    //
	f.Add(&j, &j, &j)   // 2·Y1·J
	f.Sub(&v, &v, &t)   //
	f.Mul(&v, &r, &v)   //
	f.Sub(Y, &v, &j)    // Y3 = r(V − X3) − 2·Y1·J
	f.Add(&u2, Z, &h)   //
	f.Square(&u2, &u2)  //
	f.Sub(&u2, &u2, &z1z1)
	f.Sub(Z, &u2, &hh) // Z3 = (Z1 + H)² − Z1Z1 − HH
	*X = t
}

// Psi sets z = ψ(q), the p-power Frobenius endomorphism carried to the
// twist (untwist, raise the coordinates to the p-th power, twist back):
// ψ(x, y) = (x̄·c_x, ȳ·c_y) with the factors engine.go derives from the
// tower. On G2, ψ acts as multiplication by p (mod r); BN's Miller loop uses
// it, and fast G2 subgroup checks and cofactor clearing are built on it.
// q must be on E' (not checked); ψ(O) = O.
func (e *Engine[E]) Psi(z, q *G2Affine[E]) {
	if q.Infinity {
		*z = G2Affine[E]{Infinity: true}
		return
	}
	var x, y tower.Fp2Element[E]
	e.f2.Conjugate(&x, &q.X)
	e.f2.Mul(&z.X, &x, &e.frob[0])
	e.f2.Conjugate(&y, &q.Y)
	e.f2.Mul(&z.Y, &y, &e.frob[1])
	z.Infinity = false
}
