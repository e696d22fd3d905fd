package curvetest

import (
	"bytes"
	"math/big"
	"testing"

	"github.com/curvekit/curvekit/curves/edwards"
	"github.com/curvekit/curvekit/field"
)

// Edwards checks the twisted Edwards curve c, and the schemes given as
// options, against the harness's math/big model: group laws on points of
// every order, scalar edge cases, constant-time against VarTime
// multiplication, rebuilt tables, RFC 8032 encodings and their rejection of
// bad input, torsion (IsSmallOrder, IsTorsionFree, MultByCofactor),
// hash-to-curve given WithHashToCurve (or found on the engine's points), and
// EdDSA given WithEdDSA. Failures are reported through t.Errorf; see the
// package documentation.
func Edwards[E, S any](t testing.TB, c *edwards.Curve[E, S], opts ...Option) {
	t.Helper()
	if c == nil {
		t.Fatal("curvetest: Edwards: nil curve")
	}
	cfg := newConfig(opts)
	r := &eRun[E, S]{checker: newChecker(t, c.Name(), cfg), c: c}
	if !r.buildModel() {
		return
	}
	r.run("Parameters", r.testParameters)
	r.run("Group", r.testGroup)
	r.run("Aliasing", r.testAliasing)
	r.run("Scalars", func() { checkScalarField(r.checker, c.ScalarField()) })
	r.run("ScalarMult", r.testScalarMult)
	r.run("VarTime", r.testVarTime)
	r.run("MultiScalarMultVarTime", r.testMSM)
	r.run("Tables", r.testTables)
	r.run("Torsion", r.testTorsion)
	r.run("Encoding", r.testEncoding)
	r.run("Rejection", r.testRejection)
	r.testHashes()
	for _, s := range cfg.eddsa {
		e, ok := s.(*edwards.Scheme[E, S])
		if !ok {
			r.run("EdDSA", func() { r.errorf("WithEdDSA(%T): not a scheme of this curve's types", s) })
			continue
		}
		r.testEdDSA(e)
	}
	r.hashCheck().options(cfg.hashes, "a hash to this curve's points")
}

// eRun is one run of the harness on a twisted Edwards curve.
type eRun[E, S any] struct {
	*checker
	c      *edwards.Curve[E, S]
	m      *eModel
	fixedP *ePoint
}

func (r *eRun[E, S]) buildModel() bool {
	c := r.c
	f := c.Field()
	var a, d E
	c.A(&a)
	c.D(&d)
	gx, gy := c.NewGeneratorPoint().Affine()
	r.m = &eModel{p: f.Modulus(), a: field.Big(f, &a), d: field.Big(f, &d), n: c.Order(),
		h: new(big.Int).SetUint64(c.Cofactor()), encLen: c.EncodingLen(),
		g: ePoint{field.Big(f, &gx), field.Big(f, &gy)}}
	ok := true
	r.run("Model", func() {
		if !r.m.onCurve(r.m.g) {
			r.errorf("the generator (%x, %x) is not on the curve", r.m.g.x, r.m.g.y)
			ok = false
		}
	})
	return ok
}

// point returns the engine point of the model point P.
func (r *eRun[E, S]) point(P ePoint) *edwards.Point[E, S] {
	f := r.c.Field()
	var x, y E
	if err := field.SetBig(f, &x, P.x); err != nil {
		r.errorf("SetBig(%x): %v", P.x, err)
	}
	if err := field.SetBig(f, &y, P.y); err != nil {
		r.errorf("SetBig(%x): %v", P.y, err)
	}
	v, err := r.c.NewIdentityPoint().SetAffine(&x, &y)
	if err != nil {
		r.errorf("SetAffine of the model point (%x, %x): %v", P.x, P.y, err)
		return r.c.NewIdentityPoint()
	}
	return v
}

// model returns the model point of v.
func (r *eRun[E, S]) model(v *edwards.Point[E, S]) ePoint {
	f := r.c.Field()
	x, y := v.Affine()
	return ePoint{field.Big(f, &x), field.Big(f, &y)}
}

// is reports a failure unless v is the model point want.
func (r *eRun[E, S]) is(v *edwards.Point[E, S], want ePoint, what string, args ...any) bool {
	r.t.Helper()
	got := r.model(v)
	if !r.m.equal(got, want) {
		r.errorf(what+": got (%x, %x), want (%x, %x)", append(args, got.x, got.y, want.x, want.y)...)
		return false
	}
	return true
}

func (r *eRun[E, S]) scalar(k *big.Int) *S { return scalarOf(r.checker, r.c.ScalarField(), k) }

// anyPoint returns a random point of the whole curve (of any order, most
// often h·n), found by lifting a random y.
func (r *eRun[E, S]) anyPoint() ePoint {
	for {
		if P, ok := r.m.lift(r.below(r.m.p), uint(r.rng.Uint32()&1)); ok {
			return P
		}
	}
}

// torsionPoint returns n·Q for a random point Q: a point of order dividing h.
// It tries a few times to find one other than the identity.
func (r *eRun[E, S]) torsionPoint() ePoint {
	T := r.m.identity()
	for range 8 {
		if T = r.m.mul(r.m.n, r.anyPoint()); !r.m.isIdentity(T) {
			break
		}
	}
	return T
}

// fixedPoint returns the run's fixed point of mixed order, with its model.
func (r *eRun[E, S]) fixedPoint() (*edwards.Point[E, S], ePoint) {
	if r.fixedP == nil {
		P := r.anyPoint()
		r.fixedP = &P
	}
	return r.point(*r.fixedP), *r.fixedP
}

func (r *eRun[E, S]) testParameters() {
	c, m := r.c, r.m
	r.check(m.n.Cmp(c.ScalarField().Modulus()) == 0, "Order() = %x differs from the scalar field's modulus", m.n)
	r.check(m.n.ProbablyPrime(20), "the order %x is not prime", m.n)
	r.check(m.isIdentity(m.mul(m.n, m.g)), "n·G ≠ O in the model")
	nm1 := new(big.Int).Sub(m.n, bigOne)
	r.check(m.equal(m.mul(nm1, m.g), m.neg(m.g)) && m.equal(m.mulMemo(nm1, m.g), m.neg(m.g)), "(n−1)·G ≠ −G in the model")
	r.check(big.Jacobi(m.a, m.p) == 1 && big.Jacobi(m.d, m.p) == -1, "a must be a square and d a non-square for complete formulas")
	r.check(c.Cofactor()%4 == 0, "the cofactor %d is not a multiple of 4", c.Cofactor())
	hn := new(big.Int).Mul(m.h, m.n)
	diff := new(big.Int).Sub(hn, new(big.Int).Add(m.p, bigOne))
	r.check(diff.Mul(diff, diff).Cmp(new(big.Int).Lsh(m.p, 2)) <= 0, "h·n = %x is outside the Hasse bound of p + 1", hn)
	r.check(m.isIdentity(m.mul(hn, r.anyPoint())), "h·n·Q ≠ O for a random point Q: the cofactor is wrong")
	r.check(8*m.encLen >= m.p.BitLen()+1, "EncodingLen() = %d cannot hold y and the sign of x", m.encLen)
	r.check(c.Modulus().Cmp(m.p) == 0, "Modulus() = %x", c.Modulus())
	r.is(c.NewGeneratorPoint(), m.g, "NewGeneratorPoint")
	r.is(c.NewIdentityPoint(), m.identity(), "NewIdentityPoint")
	r.check(c.NewIdentityPoint().IsIdentity() == 1 && c.NewGeneratorPoint().IsIdentity() == 0, "IsIdentity of O and G")
	v := c.NewIdentityPoint().ScalarBaseMult(r.scalar(nm1))
	r.check(v.Add(v, c.NewGeneratorPoint()).IsIdentity() == 1, "ScalarBaseMult: (n−1)·G + G ≠ O")
	v = c.NewIdentityPoint().ScalarMult(r.scalar(nm1), c.NewGeneratorPoint())
	r.check(v.Add(v, c.NewGeneratorPoint()).IsIdentity() == 1, "ScalarMult: (n−1)·G + G ≠ O")
}

func (r *eRun[E, S]) testGroup() {
	c, m := r.c, r.m
	pts := []ePoint{m.identity(), m.g, m.neg(m.g), r.torsionPoint()}
	for range r.cfg.rounds(4) {
		pts = append(pts, r.anyPoint())
	}
	eng := make([]*edwards.Point[E, S], len(pts))
	for i, P := range pts {
		eng[i] = r.point(P)
	}
	for i, P := range pts {
		p := eng[i]
		r.is(c.NewIdentityPoint().Double(p), m.add(P, P), "2·P%d", i)
		r.is(c.NewIdentityPoint().Negate(p), m.neg(P), "−P%d", i)
		r.check(c.NewIdentityPoint().Double(p).Equal(c.NewIdentityPoint().Add(p, p)) == 1, "2·P%d ≠ P%d + P%d", i, i, i)
		r.check(c.NewIdentityPoint().Add(p, c.NewIdentityPoint()).Equal(p) == 1, "P%d + O ≠ P%d", i, i)
		r.check(c.NewIdentityPoint().Subtract(p, p).IsIdentity() == 1, "P%d − P%d ≠ O", i, i)
		for j, Q := range pts {
			q := eng[j]
			r.is(c.NewIdentityPoint().Add(p, q), m.add(P, Q), "P%d + P%d", i, j)
			r.is(c.NewIdentityPoint().Subtract(p, q), m.add(P, m.neg(Q)), "P%d − P%d", i, j)
			r.check(c.NewIdentityPoint().Add(p, q).Equal(c.NewIdentityPoint().Add(q, p)) == 1, "P%d + P%d ≠ P%d + P%d", i, j, j, i)
			want := 0
			if m.equal(P, Q) {
				want = 1
			}
			r.check(p.Equal(q) == want, "Equal(P%d, P%d) = %d, want %d", i, j, p.Equal(q), want)
			r.check(c.NewIdentityPoint().Select(p, q, 1).Equal(p) == 1 && c.NewIdentityPoint().Select(p, q, 0).Equal(q) == 1, "Select(P%d, P%d)", i, j)
			s := eng[(i+j+1)%len(eng)]
			l := c.NewIdentityPoint().Add(c.NewIdentityPoint().Add(p, q), s)
			rr := c.NewIdentityPoint().Add(p, c.NewIdentityPoint().Add(q, s))
			r.check(l.Equal(rr) == 1, "(P%d + P%d) + R ≠ P%d + (P%d + R)", i, j, i, j)
		}
	}
}

func (r *eRun[E, S]) testAliasing() {
	c, m := r.c, r.m
	P, Pm := r.fixedPoint()
	Qm := r.anyPoint()
	Q := r.point(Qm)
	k := r.below(m.n)
	v := c.NewIdentityPoint()
	r.is(v.Set(P).Add(v, v), m.add(Pm, Pm), "v = v + v")
	r.is(v.Set(P).Add(v, Q), m.add(Pm, Qm), "v = v + q")
	r.is(v.Set(Q).Add(P, v), m.add(Pm, Qm), "v = p + v")
	r.is(v.Set(P).Subtract(v, Q), m.add(Pm, m.neg(Qm)), "v = v − q")
	r.is(v.Set(P).Subtract(Q, v), m.add(Qm, m.neg(Pm)), "v = q − v")
	r.is(v.Set(P).Double(v), m.add(Pm, Pm), "v = 2·v")
	r.is(v.Set(P).Negate(v), m.neg(Pm), "v = −v")
	r.is(v.Set(P).ScalarMult(r.scalar(k), v), m.mulMemo(k, Pm), "v = k·v")
	r.is(v.Set(P).DoubleScalarMultVarTime(r.scalar(k), v, r.scalar(k)), m.add(m.mulMemo(k, Pm), m.mulMemo(k, m.g)), "v = k·v + k·G")
	r.is(v.Set(P).MultiScalarMultVarTime([]*S{r.scalar(k)}, []*edwards.Point[E, S]{v}), m.mulMemo(k, Pm), "v = MSM(k, v)")
	r.is(v.Set(P).MultByCofactor(v), m.mul(m.h, Pm), "v = h·v")
	var zero edwards.Point[E, S]
	r.is(zero.Add(P, Q), m.add(Pm, Qm), "zero value.Add(P, Q)")
	before := P.Bytes()
	c.NewIdentityPoint().Add(P, Q)
	c.NewIdentityPoint().ScalarMult(r.scalar(k), P)
	r.check(bytes.Equal(P.Bytes(), before), "an operand changed")
}
