package weierstrass

import (
	"crypto"
	"crypto/rand"
	"fmt"
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fnr256"
	"github.com/curvekit/curvekit/field/fpr256"
)

// plainField is fpr256 seen only through field.Field: it lacks
// KernelsAMinus3, so a curve over it runs the generic formulas.
type plainField struct{ field.Field[fpr256.Element] }

type kernCurve = Curve[fpr256.Element, fnr256.Element]
type kernPoint = Point[fpr256.Element, fnr256.Element]

// portableField is fpr256 whose KernelsSelector returns fpr256.Field
// itself: the kernels built on the portable multiplication, which the
// engine uses where the processor lacks BMI2 and ADX.
type portableField struct{ fpr256.Field }

func (portableField) WeierstrassKernels() any { return fpr256.Field{} }

// kernelCurves returns P-256 over fpr256, which runs the kernels chosen
// for the processor, and over plainField, which runs the generic formulas.
func kernelCurves(t testing.TB) (k, g *kernCurve) {
	t.Helper()
	k = wipeTestCurve(t)
	require.NotNil(t, k.k3, "fpr256 must provide KernelsAMinus3")
	return k, p256Over(t, k, plainField{fpr256.Field{}})
}

// p256Over returns P-256 as k has it, over the field f.
func p256Over(t testing.TB, k *kernCurve, f field.Field[fpr256.Element]) *kernCurve {
	p := Params[fpr256.Element, fnr256.Element]{
		Name: "P-256/" + fmt.Sprintf("%T", f), Field: f, Scalar: fnr256.Field{}, Cofactor: 1,
	}
	gx, gy, _ := k.NewGeneratorPoint().Affine()
	p.A, p.B, p.Gx, p.Gy = field.Big(k.f, &k.a), field.Big(k.f, &k.b), field.Big(k.f, &gx), field.Big(k.f, &gy)
	c, err := New(p)
	require.NoError(t, err)
	return c
}

// TestKernelsSelected checks that the engine takes the kernels from
// fpr256's KernelsSelector, and takes none from plainField.
func TestKernelsSelected(t *testing.T) {
	k, g := kernelCurves(t)
	require.Equal(t, fpr256.Field{}.WeierstrassKernels(), k.k3)
	require.Nil(t, g.k3)
	require.Equal(t, fpr256.Field{}, p256Over(t, k, portableField{}).k3)
}

// randomKernScalar returns a uniformly random scalar of c.
func randomKernScalar(t *testing.T, c *kernCurve) *fnr256.Element {
	t.Helper()
	b := make([]byte, 64)
	_, err := rand.Read(b)
	require.NoError(t, err)
	s := new(fnr256.Element)
	require.NoError(t, c.fs.SetWideBytes(s, b))
	return s
}

// kernScalar returns the scalar k mod n.
func kernScalar(t testing.TB, c *kernCurve, k *big.Int) *fnr256.Element {
	t.Helper()
	s := new(fnr256.Element)
	require.NoError(t, field.SetBig(c.fs, s, new(big.Int).Mod(k, c.n)))
	return s
}

// TestKernelsAgree runs the point operations of P-256 over fpr256 (the
// kernels) and over plainField (the generic formulas) on the same inputs
// and requires identical coordinates: random points, the identity, the
// generator, P + P, P + (−P), P + O, each also with the receiver aliasing
// an argument, and ScalarMult, ScalarBaseMult, DoubleScalarMultVarTime
// (whose Jacobian additions meet equal and opposite operands for chosen
// scalars), MultiScalarMultVarTime, ECDH and ECDSA.
func TestKernelsAgree(t *testing.T) {
	k, g := kernelCurves(t)
	t.Run("selected", func(t *testing.T) { testKernelsAgree(t, k, g) })
	t.Run("portable", func(t *testing.T) { testKernelsAgree(t, p256Over(t, k, portableField{}), g) })
}

func testKernelsAgree(t *testing.T, k, g *kernCurve) {
	var pts []*kernPoint
	pts = append(pts, k.NewIdentityPoint(), k.NewGeneratorPoint(), k.NewIdentityPoint().Negate(k.NewGeneratorPoint()))
	for range 10 {
		pts = append(pts, k.NewIdentityPoint().ScalarBaseMult(randomKernScalar(t, k)))
	}
	// A point as the other curve sees it: the same coordinates.
	mirror := func(p *kernPoint) *kernPoint { return &kernPoint{c: g, p: p.p} }
	same := func(a, b *kernPoint, what string, i int) {
		t.Helper()
		require.Equal(t, a.p, b.p, "%s, case %d", what, i)
	}
	n := k.Order()
	for i, a := range pts {
		negA := k.NewIdentityPoint().Negate(a)
		for j, b := range []*kernPoint{a, negA, k.NewIdentityPoint(), pts[(i*7+3)%len(pts)]} {
			a2, b2 := mirror(a), mirror(b)
			c := i*4 + j
			same(k.NewIdentityPoint().Add(a, b), g.NewIdentityPoint().Add(a2, b2), "Add", c)
			same(k.NewIdentityPoint().Subtract(a, b), g.NewIdentityPoint().Subtract(a2, b2), "Subtract", c)
			v1, v2 := k.NewIdentityPoint().Set(a), g.NewIdentityPoint().Set(a2)
			same(v1.Add(v1, v1), v2.Add(v2, v2), "Add aliased", c)
			same(v1.Double(v1), v2.Double(v2), "Double aliased", c)
			same(v1.Subtract(v1, b), v2.Subtract(v2, b2), "Subtract aliased", c)
		}
		same(k.NewIdentityPoint().Double(a), g.NewIdentityPoint().Double(mirror(a)), "Double", i)
		s, s2 := randomKernScalar(t, k), randomKernScalar(t, k)
		same(k.NewIdentityPoint().ScalarMult(s, a), g.NewIdentityPoint().ScalarMult(s, mirror(a)), "ScalarMult", i)
		same(k.NewIdentityPoint().ScalarBaseMult(s), g.NewIdentityPoint().ScalarBaseMult(s), "ScalarBaseMult", i)
		same(k.NewIdentityPoint().DoubleScalarMultVarTime(s, a, s2),
			g.NewIdentityPoint().DoubleScalarMultVarTime(s, mirror(a), s2), "DoubleScalarMultVarTime", i)
		same(k.NewIdentityPoint().MultiScalarMultVarTime([]*fnr256.Element{s, s2}, []*kernPoint{a, pts[(i+1)%len(pts)]}),
			g.NewIdentityPoint().MultiScalarMultVarTime([]*fnr256.Element{s, s2}, []*kernPoint{mirror(a), mirror(pts[(i+1)%len(pts)])}),
			"MultiScalarMultVarTime", i)
	}
	// Scalars that make the Jacobian additions of DoubleScalarMultVarTime
	// meet equal, opposite and identity operands: a·G + b·G with a = ±b and
	// small values, and a·P + b·G with P = G.
	G, G2 := k.NewGeneratorPoint(), g.NewGeneratorPoint()
	for _, ab := range [][2]int64{{1, 1}, {1, -1}, {3, 3}, {5, -5}, {0, 1}, {1, 0}, {0, 0}, {2, 3}, {17, -17}, {255, 255}} {
		a, b := kernScalar(t, k, big.NewInt(ab[0])), kernScalar(t, k, big.NewInt(ab[1]))
		same(k.NewIdentityPoint().DoubleScalarMultVarTime(a, G, b), g.NewIdentityPoint().DoubleScalarMultVarTime(a, G2, b),
			"DoubleScalarMultVarTime small", int(ab[0]))
		half := new(big.Int).Rsh(n, 1)
		a = kernScalar(t, k, new(big.Int).Add(half, big.NewInt(ab[0])))
		same(k.NewIdentityPoint().ScalarMult(a, G), g.NewIdentityPoint().ScalarMult(a, G2), "ScalarMult near n/2", int(ab[0]))
		a = kernScalar(t, k, new(big.Int).Sub(n, big.NewInt(ab[0])))
		same(k.NewIdentityPoint().ScalarMult(a, G), g.NewIdentityPoint().ScalarMult(a, G2), "ScalarMult near n", int(ab[0]))
		same(k.NewIdentityPoint().ScalarBaseMult(a), g.NewIdentityPoint().ScalarBaseMult(a), "ScalarBaseMult near n", int(ab[0]))
	}

	// ECDH and deterministic ECDSA give the same bytes.
	ek, err := NewECDSA(k, ECDSAParams{Hash: crypto.SHA256})
	require.NoError(t, err)
	eg, err := NewECDSA(g, ECDSAParams{Hash: crypto.SHA256})
	require.NoError(t, err)
	digest := make([]byte, 32)
	for i := range 4 {
		d1, d2 := randomKernScalar(t, k), randomKernScalar(t, k)
		b1, b2 := make([]byte, 32), make([]byte, 32)
		k.fs.PutBytes(b1, d1)
		k.fs.PutBytes(b2, d2)
		k1, err := k.NewPrivateKey(b1)
		require.NoError(t, err)
		k2, err := k.NewPrivateKey(b2)
		require.NoError(t, err)
		g1, err := g.NewPrivateKey(b1)
		require.NoError(t, err)
		g2, err := g.NewPrivateKey(b2)
		require.NoError(t, err)
		require.Equal(t, k2.PublicKey().Bytes(), g2.PublicKey().Bytes())
		s1, err := k1.ECDH(k2.PublicKey())
		require.NoError(t, err)
		s2, err := g1.ECDH(g2.PublicKey())
		require.NoError(t, err)
		require.Equal(t, s1, s2, "ECDH %d", i)
		digest[i] = byte(i + 1)
		sk, err := ek.Sign(k1, digest, nil)
		require.NoError(t, err)
		sg, err := eg.Sign(g1, digest, nil)
		require.NoError(t, err)
		require.Equal(t, sk.Bytes(), sg.Bytes(), "Sign %d", i)
		require.NoError(t, ek.Verify(k1.PublicKey(), digest, sk, nil))
		require.NoError(t, eg.Verify(g1.PublicKey(), digest, sg, nil))
	}
}

// TestKernelsJacobianEdges calls the Jacobian formulas of both curves
// directly on the identity, P, −P and unrelated points, with every
// aliasing the engine uses, and requires identical coordinates.
func TestKernelsJacobianEdges(t *testing.T) {
	k, g := kernelCurves(t)
	t.Run("selected", func(t *testing.T) { testKernelsJacobianEdges(t, k, g) })
	t.Run("portable", func(t *testing.T) { testKernelsJacobianEdges(t, p256Over(t, k, portableField{}), g) })
}

func testKernelsJacobianEdges(t *testing.T, k, g *kernCurve) {
	wk, wg := k.get(), g.get()
	defer k.put(wk)
	defer g.put(wg)
	var pts []projective[fpr256.Element]
	pts = append(pts, k.id, k.g)
	for range 6 {
		pts = append(pts, k.NewIdentityPoint().ScalarBaseMult(randomKernScalar(t, k)).p)
	}
	for i := range pts {
		p := &pts[i]
		var jk, jg jacobian[fpr256.Element]
		wk.jFromProjective(&jk, p)
		wg.jFromProjective(&jg, p)
		require.Equal(t, jg, jk, "jFromProjective %d", i)
		var rk, rg projective[fpr256.Element]
		wk.jToProjectiveCT(&rk, &jk)
		wg.jToProjectiveCT(&rg, &jg)
		require.Equal(t, rg, rk, "jToProjectiveCT %d", i)
		wk.jDoubleFormula(&jk, &jk)
		wg.jDoubleFormula(&jg, &jg)
		require.Equal(t, jg, jk, "jDoubleFormula %d", i)
		if i == 0 {
			continue // the incomplete additions need p ≠ O
		}
		// Scale the Jacobian point by a non-trivial Z, so that the affine
		// operand and the Jacobian one differ in representation.
		wk.jDoubleFormula(&jk, &jk)
		wg.jDoubleFormula(&jg, &jg)
		var qk, qg affine[fpr256.Element]
		var pa projective[fpr256.Element]
		wk.jToProjectiveCT(&pa, &jk)
		wk.toAffine(&qk.X, &qk.Y, &pa)
		qg = qk
		for _, neg := range []bool{false, true} {
			for _, other := range []int{i, (i + 1) % len(pts)} {
				if other == 0 {
					other = 1
				}
				ak, ag := jk, jg
				var ok2 jacobian[fpr256.Element]
				wk.jFromProjective(&ok2, &pts[other])
				wk.jDoubleFormula(&ok2, &ok2)
				wk.jDoubleFormula(&ok2, &ok2)
				og := ok2
				// jAdd with p = ±q when other = i, aliasing r and p.
				wk.jAdd(&ak, &ak, &ok2, neg)
				wg.jAdd(&ag, &ag, &og, neg)
				require.Equal(t, ag, ak, "jAdd %d %d %v", i, other, neg)
				ak, ag = jk, jg
				wk.jAddAffine(&ak, &ak, &qk, neg)
				wg.jAddAffine(&ag, &ag, &qg, neg)
				require.Equal(t, ag, ak, "jAddAffine %d %v", i, neg)
			}
		}
	}
}

// BenchmarkKernels compares P-256 over fpr256 (kernels) and over
// plainField (generic formulas) in one run.
func BenchmarkKernels(b *testing.B) {
	k, g := kernelCurves(b)
	s := kernScalar(b, k, new(big.Int).SetBytes([]byte("curvekit weierstrass kernel bench")))
	for _, c := range []*kernCurve{k, p256Over(b, k, portableField{}), g} {
		P := c.NewGeneratorPoint().Double(c.NewGeneratorPoint())
		v := c.NewIdentityPoint()
		b.Run(c.name+"/ScalarMult", func(b *testing.B) {
			for b.Loop() {
				v.ScalarMult(s, P)
			}
		})
		b.Run(c.name+"/ScalarBaseMult", func(b *testing.B) {
			for b.Loop() {
				v.ScalarBaseMult(s)
			}
		})
		b.Run(c.name+"/DoubleScalarMultVarTime", func(b *testing.B) {
			for b.Loop() {
				v.DoubleScalarMultVarTime(s, P, s)
			}
		})
	}
}
