package curvetest

import (
	"bytes"
	"math/big"
	"testing"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/field"
)

// Weierstrass checks the short Weierstrass curve c, and the schemes given as
// options, against the harness's math/big model: group laws, scalar edge
// cases, constant-time against VarTime multiplication, rebuilt tables, SEC 1
// encodings and their rejection of bad input, hash-to-curve when the curve
// has SSWU parameters, and ECDSA and ECDH with WithECDSA. Failures are
// reported through t.Errorf; see the package documentation.
func Weierstrass[E, S any](t testing.TB, c *weierstrass.Curve[E, S], opts ...Option) {
	t.Helper()
	if c == nil {
		t.Fatal("curvetest: Weierstrass: nil curve")
	}
	cfg := newConfig(opts)
	w := &wRun[E, S]{checker: newChecker(t, c.Name(), cfg), c: c}
	if !w.buildModel() {
		return
	}
	w.run("Parameters", w.testParameters)
	w.run("Group", w.testGroup)
	w.run("Aliasing", w.testAliasing)
	w.run("Scalars", func() { checkScalarField(w.checker, c.ScalarField()) })
	w.run("ScalarMult", w.testScalarMult)
	w.run("VarTime", w.testVarTime)
	w.run("MultiScalarMultVarTime", w.testMSM)
	w.run("Tables", w.testTables)
	w.run("Encoding", w.testEncoding)
	w.run("Rejection", w.testRejection)
	w.testHashes()
	for _, s := range cfg.ecdsa {
		e, ok := s.(*weierstrass.ECDSA[E, S])
		if !ok {
			w.run("ECDSA", func() { w.errorf("WithECDSA(%T): not a scheme of this curve's types", s) })
			continue
		}
		w.testECDSA(e)
	}
	w.hashCheck().options(cfg.hashes, "a hash to this curve's points")
}

// wRun is one run of the harness on a Weierstrass curve.
type wRun[E, S any] struct {
	*checker
	c *weierstrass.Curve[E, S]
	m *wModel
	// fixedP is a random point that several sections multiply, so that
	// the model's products are cached.
	fixedP *wPoint
}

// fixedPoint returns the run's fixed random point, with its model.
func (w *wRun[E, S]) fixedPoint() (*weierstrass.Point[E, S], wPoint) {
	if w.fixedP == nil {
		P := w.m.mulMemo(w.below(w.m.n), w.m.g)
		w.fixedP = &P
	}
	return w.point(*w.fixedP), *w.fixedP
}

func (w *wRun[E, S]) buildModel() bool {
	c := w.c
	f := c.Field()
	var a, b E
	c.A(&a)
	c.B(&b)
	gx, gy, inf := c.NewGeneratorPoint().Affine()
	w.m = &wModel{p: f.Modulus(), a: field.Big(f, &a), b: field.Big(f, &b), n: c.Order(),
		h: c.Cofactor(), fieldLen: c.FieldLen(),
		g: wPoint{x: field.Big(f, &gx), y: field.Big(f, &gy)}}
	ok := true
	w.run("Model", func() {
		if inf == 1 || !w.m.onCurve(w.m.g) {
			w.errorf("the generator (%x, %x) is not a point of y² = x³ + %x·x + %x", w.m.g.x, w.m.g.y, w.m.a, w.m.b)
			ok = false
		}
	})
	return ok
}

// point returns the engine point of the model point P of the subgroup.
func (w *wRun[E, S]) point(P wPoint) *weierstrass.Point[E, S] {
	v, err := w.c.NewIdentityPoint().SetBytesWithIdentity(w.m.encode(P))
	if err != nil {
		w.errorf("SetBytesWithIdentity of the model point %x: %v", w.m.encode(P), err)
		return w.c.NewIdentityPoint()
	}
	return v
}

// model returns the model point of v.
func (w *wRun[E, S]) model(v *weierstrass.Point[E, S]) wPoint {
	f := w.c.Field()
	x, y, inf := v.Affine()
	if inf == 1 {
		return wPoint{inf: true}
	}
	return wPoint{x: field.Big(f, &x), y: field.Big(f, &y)}
}

// is reports a failure unless v is the model point want.
func (w *wRun[E, S]) is(v *weierstrass.Point[E, S], want wPoint, what string, args ...any) bool {
	w.t.Helper()
	got := v.Bytes()
	if !bytes.Equal(got, w.m.encode(want)) {
		w.errorf(what+": got %x, want %x", append(args, got, w.m.encode(want))...)
		return false
	}
	return true
}

func (w *wRun[E, S]) scalar(k *big.Int) *S { return scalarOf(w.checker, w.c.ScalarField(), k) }

// randomPoint returns k·G for a random k, with its model.
func (w *wRun[E, S]) randomPoint() (*weierstrass.Point[E, S], wPoint) {
	k := w.below(w.m.n)
	P := w.m.mulMemo(k, w.m.g)
	return w.point(P), P
}

func (w *wRun[E, S]) testParameters() {
	c, m := w.c, w.m
	w.check(m.n.Cmp(c.ScalarField().Modulus()) == 0, "Order() = %x differs from the scalar field's modulus %x", m.n, c.ScalarField().Modulus())
	w.check(m.n.ProbablyPrime(20), "the order %x is not prime", m.n)
	w.check(m.mul(m.n, m.g).inf, "n·G ≠ O in the model")
	nm1 := new(big.Int).Sub(m.n, big.NewInt(1))
	w.check(m.encodeEq(m.mul(nm1, m.g), m.mulMemo(nm1, m.g)) && m.encodeEq(m.mul(nm1, m.g), m.neg(m.g)), "(n−1)·G ≠ −G in the model")
	// Hasse: |h·n − (p + 1)| ≤ 2·√p.
	hn := new(big.Int).Mul(m.h, m.n)
	diff := new(big.Int).Sub(hn, new(big.Int).Add(m.p, big.NewInt(1)))
	diff.Mul(diff, diff)
	w.check(diff.Cmp(new(big.Int).Lsh(m.p, 2)) <= 0, "h·n = %x is outside the Hasse bound of p + 1", hn)
	w.check(m.fieldLen == (m.p.BitLen()+7)/8, "FieldLen() = %d for a %d-bit p", m.fieldLen, m.p.BitLen())
	w.check(c.PointLen() == 1+2*m.fieldLen && c.CompressedPointLen() == 1+m.fieldLen,
		"PointLen() = %d, CompressedPointLen() = %d", c.PointLen(), c.CompressedPointLen())
	w.check(c.Modulus().Cmp(m.p) == 0, "Modulus() = %x, want %x", c.Modulus(), m.p)
	w.is(c.NewGeneratorPoint(), m.g, "NewGeneratorPoint")
	O := c.NewIdentityPoint()
	w.check(bytes.Equal(O.Bytes(), []byte{0}) && bytes.Equal(O.BytesCompressed(), []byte{0}), "the identity encodes as %x", O.Bytes())
	w.check(O.IsIdentity() == 1 && c.NewGeneratorPoint().IsIdentity() == 0, "IsIdentity of O and G")
	x, y, inf := O.Affine()
	w.check(inf == 1 && c.Field().IsZero(&x) == 1 && c.Field().IsZero(&y) == 1, "Affine(O) is not (0, 0, 1)")
	// n·G = O through the engine: (n−1)·G + G.
	snm1 := w.scalar(nm1)
	for name, v := range map[string]*weierstrass.Point[E, S]{
		"ScalarBaseMult": c.NewIdentityPoint().ScalarBaseMult(snm1),
		"ScalarMult":     c.NewIdentityPoint().ScalarMult(snm1, c.NewGeneratorPoint()),
	} {
		w.check(v.Add(v, c.NewGeneratorPoint()).IsIdentity() == 1, "%s: (n−1)·G + G ≠ O", name)
	}
}

func (w *wRun[E, S]) testGroup() {
	c, m := w.c, w.m
	O := wPoint{inf: true}
	pts := []wPoint{O, m.g, m.neg(m.g), m.mulMemo(big.NewInt(2), m.g)}
	for range w.cfg.rounds(6) {
		pts = append(pts, m.mulMemo(w.below(m.n), m.g))
	}
	eng := make([]*weierstrass.Point[E, S], len(pts))
	for i, P := range pts {
		eng[i] = w.point(P)
	}
	for i, P := range pts {
		p := eng[i]
		w.is(c.NewIdentityPoint().Double(p), m.add(P, P), "2·P%d", i)
		w.is(c.NewIdentityPoint().Negate(p), m.neg(P), "−P%d", i)
		w.check(c.NewIdentityPoint().Double(p).Equal(c.NewIdentityPoint().Add(p, p)) == 1, "2·P%d ≠ P%d + P%d", i, i, i)
		w.check(c.NewIdentityPoint().Add(p, c.NewIdentityPoint()).Equal(p) == 1, "P%d + O ≠ P%d", i, i)
		w.check(c.NewIdentityPoint().Subtract(p, p).IsIdentity() == 1, "P%d − P%d ≠ O", i, i)
		w.check(c.NewIdentityPoint().Add(p, c.NewIdentityPoint().Negate(p)).IsIdentity() == 1, "P%d + (−P%d) ≠ O", i, i)
		for j, Q := range pts {
			q := eng[j]
			w.is(c.NewIdentityPoint().Add(p, q), m.add(P, Q), "P%d + P%d", i, j)
			w.is(c.NewIdentityPoint().Subtract(p, q), m.add(P, m.neg(Q)), "P%d − P%d", i, j)
			w.check(c.NewIdentityPoint().Add(p, q).Equal(c.NewIdentityPoint().Add(q, p)) == 1, "P%d + P%d ≠ P%d + P%d", i, j, j, i)
			want := 0
			if bytes.Equal(m.encode(P), m.encode(Q)) {
				want = 1
			}
			w.check(p.Equal(q) == want, "Equal(P%d, P%d) = %d, want %d", i, j, p.Equal(q), want)
			w.check(c.NewIdentityPoint().Select(p, q, 1).Equal(p) == 1 && c.NewIdentityPoint().Select(p, q, 0).Equal(q) == 1, "Select(P%d, P%d)", i, j)
			r := eng[(i+j+1)%len(eng)]
			l := c.NewIdentityPoint().Add(c.NewIdentityPoint().Add(p, q), r)
			rr := c.NewIdentityPoint().Add(p, c.NewIdentityPoint().Add(q, r))
			w.check(l.Equal(rr) == 1, "(P%d + P%d) + R ≠ P%d + (P%d + R)", i, j, i, j)
		}
	}
	// Equal sees through different projective representations.
	g2 := c.NewIdentityPoint().Add(c.NewGeneratorPoint(), c.NewGeneratorPoint())
	g3 := c.NewIdentityPoint().Add(g2, c.NewGeneratorPoint())
	g3b := c.NewIdentityPoint().Add(c.NewIdentityPoint().Double(c.NewGeneratorPoint()), c.NewGeneratorPoint())
	w.check(g3.Equal(g3b) == 1, "G + G + G ≠ 2·G + G")
	w.check(c.NewIdentityPoint().Subtract(g3, g3b).Equal(c.NewIdentityPoint()) == 1, "3·G − 3·G ≠ O")
}

func (w *wRun[E, S]) testAliasing() {
	c, m := w.c, w.m
	P, Pm := w.randomPoint()
	Q, Qm := w.randomPoint()
	k := w.below(m.n)
	v := c.NewIdentityPoint()
	w.is(v.Set(P).Add(v, v), m.add(Pm, Pm), "v = v + v")
	w.is(v.Set(P).Add(v, Q), m.add(Pm, Qm), "v = v + q")
	w.is(v.Set(Q).Add(P, v), m.add(Pm, Qm), "v = p + v")
	w.is(v.Set(P).Subtract(v, v), wPoint{inf: true}, "v = v − v")
	w.is(v.Set(P).Subtract(Q, v), m.add(Qm, m.neg(Pm)), "v = q − v")
	w.is(v.Set(P).Double(v), m.add(Pm, Pm), "v = 2·v")
	w.is(v.Set(P).Negate(v), m.neg(Pm), "v = −v")
	w.is(v.Set(P).ScalarMult(w.scalar(k), v), m.mul(k, Pm), "v = k·v")
	w.is(v.Set(P).DoubleScalarMultVarTime(w.scalar(k), v, w.scalar(k)), m.add(m.mulMemo(k, Pm), m.mul(k, m.g)), "v = k·v + k·G")
	w.is(v.Set(P).MultiScalarMultVarTime([]*S{w.scalar(k)}, []*weierstrass.Point[E, S]{v}), m.mul(k, Pm), "v = MSM(k, v)")
	w.is(v.Set(P).Select(v, v, 1), Pm, "v = Select(v, v)")
	var zero weierstrass.Point[E, S] // the zero value binds to its argument's curve
	w.is(zero.Set(P), Pm, "zero value.Set(P)")
	var zero2 weierstrass.Point[E, S]
	w.is(zero2.Add(P, Q), m.add(Pm, Qm), "zero value.Add(P, Q)")
	// Inputs are unchanged by operations that do not alias them.
	before := P.Bytes()
	c.NewIdentityPoint().Add(P, Q)
	c.NewIdentityPoint().ScalarMult(w.scalar(k), P)
	w.check(bytes.Equal(P.Bytes(), before), "an operand changed")
}
