package curvetest

import (
	"bytes"
	"math/big"

	"github.com/curvekit/curvekit/curves/edwards"
)

// testScalarMult compares ScalarBaseMult, ScalarMult of G and ScalarMult of
// a point of mixed order with the model for every edge scalar and random
// ones. A scalar is an integer modulo n, so for a point outside the
// subgroup the product is (k mod n)·P.
func (r *eRun[E, S]) testScalarMult() {
	c, m := r.c, r.m
	P, Pm := r.fixedPoint()
	for _, k := range r.scalars(m.n, r.cfg.rounds(8)) {
		sk := r.scalar(k)
		kG := m.mulMemo(k, m.g)
		r.is(c.NewIdentityPoint().ScalarBaseMult(sk), kG, "ScalarBaseMult(%x)", k)
		r.is(new(edwards.Point[E, S]).ScalarMult(sk, c.NewGeneratorPoint()), kG, "ScalarMult(%x, G)", k)
		r.is(c.NewIdentityPoint().ScalarMult(sk, P), m.mulMemo(k, Pm), "ScalarMult(%x, P)", k)
		r.is(c.NewIdentityPoint().ScalarMult(sk, c.NewIdentityPoint()), m.identity(), "ScalarMult(%x, O)", k)
	}
	// NewScalarFromBig refuses n and negative integers, and accepts n − 1.
	_, err := c.NewScalarFromBig(m.n)
	r.isError(err, "NewScalarFromBig(n)")
	_, err = c.NewScalarFromBig(big.NewInt(-1))
	r.isError(err, "NewScalarFromBig(−1)")
	if s, err := c.NewScalarFromBig(new(big.Int).Sub(m.n, bigOne)); r.noError(err, "NewScalarFromBig(n − 1)") {
		r.is(c.NewIdentityPoint().ScalarBaseMult(s), m.neg(m.g), "ScalarBaseMult(NewScalarFromBig(n − 1))")
	}
}

// testVarTime compares the variable-time multiplications with the model and
// with the constant-time ones.
func (r *eRun[E, S]) testVarTime() {
	c, m := r.c, r.m
	P, Pm := r.fixedPoint()
	ks := r.scalars(m.n, r.cfg.rounds(4))
	for i, a := range ks {
		b := ks[(i*7+3)%len(ks)]
		got := c.NewIdentityPoint().DoubleScalarMultVarTime(r.scalar(a), P, r.scalar(b))
		r.is(got, m.add(m.mulMemo(a, Pm), m.mulMemo(b, m.g)), "DoubleScalarMultVarTime(%x, P, %x)", a, b)
		ct := c.NewIdentityPoint().Add(c.NewIdentityPoint().ScalarMult(r.scalar(a), P), c.NewIdentityPoint().ScalarBaseMult(r.scalar(b)))
		r.check(ct.Equal(got) == 1, "DoubleScalarMultVarTime(%x, P, %x) ≠ ScalarMult + ScalarBaseMult", a, b)
	}
	T := r.torsionPoint()
	k := r.below(m.n)
	r.is(c.NewIdentityPoint().DoubleScalarMultVarTime(r.scalar(k), r.point(T), r.scalar(k)), m.add(m.mul(k, T), m.mulMemo(k, m.g)), "k·T + k·G for T of small order")
	type varTimeMult interface {
		ScalarMultVarTime(s *S, p *edwards.Point[E, S]) *edwards.Point[E, S]
	}
	if vt, ok := any(c.NewIdentityPoint()).(varTimeMult); ok {
		for _, k := range ks {
			r.is(vt.ScalarMultVarTime(r.scalar(k), P), m.mulMemo(k, Pm), "ScalarMultVarTime(%x, P)", k)
		}
	}
}

// testMSM compares MultiScalarMultVarTime with the model's sum of products,
// with points of every order, repeated points and identities among the terms.
func (r *eRun[E, S]) testMSM() {
	c, m := r.c, r.m
	edges := edgeScalars(m.n)
	_, Pm := r.fixedPoint()
	T := r.torsionPoint()
	bases := []ePoint{m.g, Pm, T, m.add(Pm, T), m.mulMemo(big.NewInt(3), m.g)}
	sizes := []int{0, 1, 2, 3, 8, 33}
	if r.cfg.long {
		sizes = append(sizes, 129, 400)
	}
	for _, n := range sizes {
		scalars := make([]*S, n)
		points := make([]*edwards.Point[E, S], n)
		want := m.identity()
		ct := c.NewIdentityPoint()
		for i := range n {
			k := r.below(m.n)
			if i%3 == 1 {
				k = edges[(i*5)%len(edges)]
			}
			P := bases[i%len(bases)]
			if i%7 == 5 {
				P = m.identity()
			}
			scalars[i], points[i] = r.scalar(k), r.point(P)
			want = m.add(want, m.mulMemo(k, P))
			ct.Add(ct, c.NewIdentityPoint().ScalarMult(scalars[i], points[i]))
		}
		got := c.NewIdentityPoint().MultiScalarMultVarTime(scalars, points)
		r.is(got, want, "MultiScalarMultVarTime of %d terms", n)
		r.check(got.Equal(ct) == 1, "MultiScalarMultVarTime of %d terms ≠ Σ ScalarMult", n)
	}
}

// testTables builds a second curve from c's parameters, with fresh tables,
// and compares its multiplications with c's.
func (r *eRun[E, S]) testTables() {
	c, m := r.c, r.m
	c2, err := edwards.New(c.Params())
	if !r.noError(err, "edwards.New(c.Params())") {
		return
	}
	P, _ := r.fixedPoint()
	P2, err := c2.NewIdentityPoint().SetBytes(P.Bytes())
	if !r.noError(err, "decoding a point on the rebuilt curve") {
		return
	}
	for _, k := range r.scalars(m.n, r.cfg.rounds(4)) {
		sk := r.scalar(k)
		a := c.NewIdentityPoint().ScalarBaseMult(sk).Bytes()
		b := c2.NewIdentityPoint().ScalarBaseMult(sk).Bytes()
		r.check(bytes.Equal(a, b), "ScalarBaseMult(%x): %x on the curve, %x on its rebuild", k, a, b)
		a = c.NewIdentityPoint().DoubleScalarMultVarTime(sk, P, sk).Bytes()
		b = c2.NewIdentityPoint().DoubleScalarMultVarTime(sk, P2, sk).Bytes()
		r.check(bytes.Equal(a, b), "DoubleScalarMultVarTime(%x): %x on the curve, %x on its rebuild", k, a, b)
	}
}

// testTorsion checks the classification of points by order: the identity,
// points of small order, the generator's subgroup and points of mixed
// order, and multiplication by the cofactor.
func (r *eRun[E, S]) testTorsion() {
	c, m := r.c, r.m
	O := c.NewIdentityPoint()
	r.check(O.IsSmallOrder() == 1 && O.IsTorsionFree() == 1, "the identity: IsSmallOrder = %d, IsTorsionFree = %d", O.IsSmallOrder(), O.IsTorsionFree())
	G := c.NewGeneratorPoint()
	r.check(G.IsSmallOrder() == 0 && G.IsTorsionFree() == 1, "G: IsSmallOrder = %d, IsTorsionFree = %d", G.IsSmallOrder(), G.IsTorsionFree())
	found := 0
	for range r.cfg.rounds(4) {
		Q := r.anyPoint()
		T := m.mul(m.n, Q)
		hQ := m.mul(m.h, Q)
		q, t := r.point(Q), r.point(T)
		r.is(c.NewIdentityPoint().MultByCofactor(q), hQ, "MultByCofactor(Q)")
		r.check(c.NewIdentityPoint().MultByCofactor(q).IsTorsionFree() == 1, "h·Q is not torsion-free")
		small, free := 0, 0
		if m.isIdentity(m.mul(m.h, Q)) {
			small = 1
		}
		if m.isIdentity(T) {
			free = 1
		}
		r.check(q.IsSmallOrder() == small && q.IsTorsionFree() == free, "Q = %x: IsSmallOrder = %d, IsTorsionFree = %d, want %d, %d",
			q.Bytes(), q.IsSmallOrder(), q.IsTorsionFree(), small, free)
		r.check(t.IsSmallOrder() == 1, "n·Q = %x: IsSmallOrder = 0", t.Bytes())
		if !m.isIdentity(T) {
			found++
			r.check(t.IsTorsionFree() == 0, "n·Q = %x of small order: IsTorsionFree = 1", t.Bytes())
			r.check(c.NewIdentityPoint().MultByCofactor(t).IsIdentity() == 1, "h·T ≠ O for T = %x of small order", t.Bytes())
			// Decoding accepts points of small order (RFC 8032 does).
			if d, err := c.NewIdentityPoint().SetBytes(m.encode(T)); r.noError(err, "SetBytes of a point of small order") {
				r.check(d.Equal(t) == 1, "SetBytes(%x) of small order", m.encode(T))
			}
		}
	}
	r.check(found > 0, "found no point of small order other than the identity")
	// The points of order 2 and 4 every twisted Edwards curve has: (0, −1)
	// and (±1/√a, 0).
	two := ePoint{big.NewInt(0), new(big.Int).Sub(m.p, bigOne)}
	r.check(m.onCurve(two), "(0, −1) is off the curve")
	t2 := r.point(two)
	r.check(t2.IsSmallOrder() == 1 && t2.IsTorsionFree() == 0 && c.NewIdentityPoint().Double(t2).IsIdentity() == 1, "(0, −1) does not have order 2")
}
