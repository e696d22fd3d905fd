package curvetest

import (
	"bytes"
	"math/big"

	"github.com/curvekit/curvekit/curves/weierstrass"
)

// testScalarMult compares ScalarBaseMult, ScalarMult of G and ScalarMult of a
// random point with the model for every edge scalar and random ones.
func (w *wRun[E, S]) testScalarMult() {
	c, m := w.c, w.m
	P, Pm := w.fixedPoint()
	for _, k := range w.scalars(m.n, w.cfg.rounds(10)) {
		sk := w.scalar(k)
		kG := m.mulMemo(k, m.g)
		w.is(c.NewIdentityPoint().ScalarBaseMult(sk), kG, "ScalarBaseMult(%x)", k)
		w.is(c.NewIdentityPoint().ScalarMult(sk, c.NewGeneratorPoint()), kG, "ScalarMult(%x, G)", k)
		w.is(c.NewIdentityPoint().ScalarMult(sk, P), m.mulMemo(k, Pm), "ScalarMult(%x, P)", k)
		w.is(c.NewIdentityPoint().ScalarMult(sk, c.NewIdentityPoint()), wPoint{inf: true}, "ScalarMult(%x, O)", k)
	}
	// (a + b)·P = a·P + b·P with a carry past n.
	a := new(big.Int).Sub(m.n, big.NewInt(5))
	b := big.NewInt(9)
	sum := c.NewIdentityPoint().Add(c.NewIdentityPoint().ScalarMult(w.scalar(a), P), c.NewIdentityPoint().ScalarMult(w.scalar(b), P))
	w.is(sum, m.mul(big.NewInt(4), Pm), "(n−5)·P + 9·P")
}

// testVarTime compares the variable-time multiplications with the model and
// with the constant-time ones.
func (w *wRun[E, S]) testVarTime() {
	c, m := w.c, w.m
	P, Pm := w.fixedPoint()
	ks := w.scalars(m.n, w.cfg.rounds(4))
	for i, a := range ks {
		b := ks[(i*7+3)%len(ks)]
		want := m.add(m.mulMemo(a, Pm), m.mulMemo(b, m.g))
		got := c.NewIdentityPoint().DoubleScalarMultVarTime(w.scalar(a), P, w.scalar(b))
		w.is(got, want, "DoubleScalarMultVarTime(%x, P, %x)", a, b)
		ct := c.NewIdentityPoint().Add(c.NewIdentityPoint().ScalarMult(w.scalar(a), P), c.NewIdentityPoint().ScalarBaseMult(w.scalar(b)))
		w.check(ct.Equal(got) == 1, "DoubleScalarMultVarTime(%x, P, %x) ≠ ScalarMult + ScalarBaseMult", a, b)
	}
	k := w.below(m.n)
	negK := new(big.Int).Sub(m.n, k)
	w.is(c.NewIdentityPoint().DoubleScalarMultVarTime(w.scalar(k), c.NewGeneratorPoint(), w.scalar(negK)), wPoint{inf: true}, "k·G + (n−k)·G")
	w.is(c.NewIdentityPoint().DoubleScalarMultVarTime(w.scalar(k), c.NewIdentityPoint(), w.scalar(k)), m.mulMemo(k, m.g), "k·O + k·G")
	w.is(c.NewIdentityPoint().DoubleScalarMultVarTime(w.scalar(k), c.NewGeneratorPoint(), w.scalar(k)), m.mulMemo(new(big.Int).Mod(new(big.Int).Lsh(k, 1), m.n), m.g), "k·G + k·G")
	// An engine that has ScalarMultVarTime must agree with ScalarMult.
	type varTimeMult interface {
		ScalarMultVarTime(s *S, p *weierstrass.Point[E, S]) *weierstrass.Point[E, S]
	}
	if vt, ok := any(c.NewIdentityPoint()).(varTimeMult); ok {
		for _, k := range ks {
			w.is(vt.ScalarMultVarTime(w.scalar(k), P), m.mul(k, Pm), "ScalarMultVarTime(%x, P)", k)
		}
	}
}

// testMSM compares MultiScalarMultVarTime with the model's sum of products
// and with the sum of constant-time products, for sizes on both sides of the
// Straus/Pippenger switch (128 terms), with repeated points, identities and
// edge scalars among the terms. Beyond 40 terms the default run compares
// with the constant-time sum only, which is cheaper than the model.
func (w *wRun[E, S]) testMSM() {
	c, m := w.c, w.m
	edges := edgeScalars(m.n)
	sizes := []int{0, 1, 2, 3, 5, 8, 33, 40, 140}
	if w.cfg.long {
		sizes = append(sizes, 129, 200)
	}
	for _, n := range sizes {
		scalars := make([]*S, n)
		points := make([]*weierstrass.Point[E, S], n)
		want := wPoint{inf: true}
		ct := c.NewIdentityPoint()
		for i := range n {
			k := w.below(m.n)
			if i%3 == 1 {
				k = edges[(i*5)%len(edges)]
			}
			P := m.mulMemo(big.NewInt(int64(i%7+1)), m.g)
			if i%5 == 2 {
				P = wPoint{inf: true}
			}
			scalars[i], points[i] = w.scalar(k), w.point(P)
			if n <= 40 || w.cfg.long {
				want = m.add(want, m.mulMemo(k, P))
			}
			ct.Add(ct, c.NewIdentityPoint().ScalarMult(scalars[i], points[i]))
		}
		got := c.NewIdentityPoint().MultiScalarMultVarTime(scalars, points)
		if n <= 40 || w.cfg.long {
			w.is(got, want, "MultiScalarMultVarTime of %d terms", n)
		}
		w.check(got.Equal(ct) == 1, "MultiScalarMultVarTime of %d terms ≠ Σ ScalarMult", n)
	}
}

// testTables builds a second curve from c's parameters, whose precomputed
// tables are built anew, and compares its fixed-base and double-scalar
// multiplications with c's.
func (w *wRun[E, S]) testTables() {
	c, m := w.c, w.m
	c2, err := weierstrass.New(c.Params())
	if !w.noError(err, "weierstrass.New(c.Params())") {
		return
	}
	P, _ := w.randomPoint()
	P2, err := c2.NewIdentityPoint().SetBytes(P.Bytes())
	if !w.noError(err, "decoding a point on the rebuilt curve") {
		return
	}
	for _, k := range w.scalars(m.n, w.cfg.rounds(4)) {
		sk := w.scalar(k)
		a := c.NewIdentityPoint().ScalarBaseMult(sk).Bytes()
		b := c2.NewIdentityPoint().ScalarBaseMult(sk).Bytes()
		w.check(bytes.Equal(a, b), "ScalarBaseMult(%x): %x on the curve, %x on its rebuild", k, a, b)
		a = c.NewIdentityPoint().DoubleScalarMultVarTime(sk, P, sk).Bytes()
		b = c2.NewIdentityPoint().DoubleScalarMultVarTime(sk, P2, sk).Bytes()
		w.check(bytes.Equal(a, b), "DoubleScalarMultVarTime(%x): %x on the curve, %x on its rebuild", k, a, b)
	}
	w.check(c2.Name() == c.Name() && c2.Cofactor().Cmp(c.Cofactor()) == 0 && c2.HasSSWU() == c.HasSSWU() &&
		c2.HasEndomorphism() == c.HasEndomorphism(), "the rebuilt curve differs in name, cofactor, SSWU or endomorphism")
}
