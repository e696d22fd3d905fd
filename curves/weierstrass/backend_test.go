package weierstrass

import (
	"crypto"
	"crypto/rand"
	"fmt"
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fnk256"
	"github.com/curvekit/curvekit/field/fnr256"
	"github.com/curvekit/curvekit/field/fpk256"
	"github.com/curvekit/curvekit/field/fpr256"
)

// plainField is fpr256 seen only through field.Field: it is not a type
// pickBackend knows, so a curve over it runs the generic formulas.
type plainField struct{ field.Field[fpr256.Element] }

type kernCurve = Curve[fpr256.Element, fnr256.Element]

// kernelCurves returns P-256 over fpr256, which runs the generated formulas
// chosen for the processor, and over plainField, which runs the generic
// ones.
func kernelCurves(t testing.TB) (k, g *kernCurve) {
	t.Helper()
	k = wipeTestCurve(t)
	require.NotEqual(t, any(&k.arith), any(k.be), "fpr256 must get generated formulas")
	return k, p256Over(t, k, plainField{fpr256.Field{}})
}

// portableCurve returns P-256 over fpr256 running the generated formulas
// over fpr256.Field, the baseline multiplication, whatever the processor.
func portableCurve(t testing.TB, k *kernCurve) *kernCurve {
	c := p256Over(t, k, fpr256.Field{})
	c.be = &arithFpr256{arith: &c.arith}
	return c
}

// p256Over returns P-256 as k has it, over the field f.
func p256Over(t testing.TB, k *kernCurve, f field.Field[fpr256.Element]) *kernCurve {
	p := Params[fpr256.Element, fnr256.Element]{
		Name: "P-256/" + fmt.Sprintf("%T", f), Field: f, Scalar: fnr256.Field{}, Cofactor: big.NewInt(1),
	}
	gx, gy, _ := k.NewGeneratorPoint().Affine()
	p.A, p.B, p.Gx, p.Gy = field.Big(k.f, &k.a), field.Big(k.f, &k.b), field.Big(k.f, &gx), field.Big(k.f, &gy)
	c, err := New(p)
	require.NoError(t, err)
	return c
}

// randomKernScalar returns a uniformly random scalar of c.
func randomKernScalar[E, S any](t *testing.T, c *Curve[E, S]) *S {
	t.Helper()
	b := make([]byte, 64)
	_, err := rand.Read(b)
	require.NoError(t, err)
	s := new(S)
	require.NoError(t, c.fs.SetWideBytes(s, b))
	return s
}

// kernScalar returns the scalar k mod n.
func kernScalar[E, S any](t testing.TB, c *Curve[E, S], k *big.Int) *S {
	t.Helper()
	s := new(S)
	require.NoError(t, field.SetBig(c.fs, s, new(big.Int).Mod(k, c.n)))
	return s
}

// TestKernelsAgree runs the point operations of P-256 over fpr256 (the
// generated formulas) and over plainField (the generic formulas) on the same inputs
// and requires identical coordinates: random points, the identity, the
// generator, P + P, P + (−P), P + O, each also with the receiver aliasing
// an argument, and ScalarMult, ScalarBaseMult, DoubleScalarMultVarTime
// (whose Jacobian additions meet equal and opposite operands for chosen
// scalars), MultiScalarMultVarTime, ECDH and ECDSA.
func TestKernelsAgree(t *testing.T) {
	k, g := kernelCurves(t)
	t.Run("selected", func(t *testing.T) { testKernelsAgree(t, k, g) })
	t.Run("portable", func(t *testing.T) { testKernelsAgree(t, portableCurve(t, k), g) })
}

func testKernelsAgree[E, S any](t *testing.T, k, g *Curve[E, S]) {
	var pts []*Point[E, S]
	pts = append(pts, k.NewIdentityPoint(), k.NewGeneratorPoint(), k.NewIdentityPoint().Negate(k.NewGeneratorPoint()))
	for range 10 {
		pts = append(pts, k.NewIdentityPoint().ScalarBaseMult(randomKernScalar(t, k)))
	}
	// A point as the other curve sees it: the same coordinates.
	mirror := func(p *Point[E, S]) *Point[E, S] { return &Point[E, S]{c: g, p: p.p} }
	same := func(a, b *Point[E, S], what string, i int) {
		t.Helper()
		require.Equal(t, a.p, b.p, "%s, case %d", what, i)
	}
	n := k.Order()
	for i, a := range pts {
		negA := k.NewIdentityPoint().Negate(a)
		for j, b := range []*Point[E, S]{a, negA, k.NewIdentityPoint(), pts[(i*7+3)%len(pts)]} {
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
		same(k.NewIdentityPoint().MultiScalarMultVarTime([]*S{s, s2}, []*Point[E, S]{a, pts[(i+1)%len(pts)]}),
			g.NewIdentityPoint().MultiScalarMultVarTime([]*S{s, s2}, []*Point[E, S]{mirror(a), mirror(pts[(i+1)%len(pts)])}),
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
		b1, b2 := make([]byte, k.scLen), make([]byte, k.scLen)
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
	t.Run("portable", func(t *testing.T) { testKernelsJacobianEdges(t, portableCurve(t, k), g) })
}

func testKernelsJacobianEdges[E, S any](t *testing.T, k, g *Curve[E, S]) {
	wk, wg := k.get(), g.get()
	defer k.put(wk)
	defer g.put(wg)
	var pts []projective[E]
	pts = append(pts, k.id, k.g)
	for range 6 {
		pts = append(pts, k.NewIdentityPoint().ScalarBaseMult(randomKernScalar(t, k)).p)
	}
	for i := range pts {
		p := &pts[i]
		var jk, jg jacobian[E]
		wk.jFromProjective(&jk, p)
		wg.jFromProjective(&jg, p)
		require.Equal(t, jg, jk, "jFromProjective %d", i)
		var rk, rg projective[E]
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
		var qk, qg affine[E]
		var pa projective[E]
		wk.jToProjectiveCT(&pa, &jk)
		wk.toAffine(&qk.X, &qk.Y, &pa)
		qg = qk
		for _, neg := range []bool{false, true} {
			for _, other := range []int{i, (i + 1) % len(pts)} {
				if other == 0 {
					other = 1
				}
				ak, ag := jk, jg
				var ok2 jacobian[E]
				wk.jFromProjective(&ok2, &pts[other])
				wk.jDoubleFormula(&ok2, &ok2)
				wk.jDoubleFormula(&ok2, &ok2)
				og := ok2
				// jAdd with p = ±q when other = i, aliasing r and p.
				wk.jAdd(&ak, &ak, &ok2, neg)
				wg.jAdd(&ag, &ag, &og, neg)
				require.Equal(t, ag, ak, "jAdd %d %d %v", i, other, neg)
				if other != i {
					// jAddCT on distinct points and with an identity
					// operand on either side (Z = 0 after doublings of O).
					var idk, idg jacobian[E]
					wk.jFromProjective(&idk, &pts[0])
					wk.jDoubleFormula(&idk, &idk)
					idg = idk
					for _, c := range [][2]*jacobian[E]{{&jk, &ok2}, {&idk, &ok2}, {&jk, &idk}, {&idk, &idk}} {
						var rk, rg jacobian[E]
						wk.jAddCT(&rk, c[0], c[1])
						cg := [2]jacobian[E]{*c[0], *c[1]}
						if c[0] == &idk {
							cg[0] = idg
						}
						wg.jAddCT(&rg, &cg[0], &cg[1])
						require.Equal(t, rg, rk, "jAddCT %d %d", i, other)
					}
				}
				ak, ag = jk, jg
				wk.jAddAffine(&ak, &ak, &qk, neg)
				wg.jAddAffine(&ag, &ag, &qg, neg)
				require.Equal(t, ag, ak, "jAddAffine %d %v", i, neg)
			}
		}
	}
}

// plainK256Field is fpk256 seen only through field.Field and MulSmall: it
// is not a type pickBackend knows, so a curve over it runs the generic
// formulas (with the same multiplications by 3·b).
type plainK256Field struct{ field.Field[fpk256.Element] }

func (plainK256Field) MulSmall(z, x *fpk256.Element, v uint32) { fpk256.Field{}.MulSmall(z, x, v) }

// k256Kernels returns secp256k1 (SEC 2 v2 §2.4.1; the GLV constants of
// libsecp256k1, as in curves_test.go) over fpk256 and over plainK256Field,
// with the endomorphism when glv is set.
func k256Kernels(t testing.TB, glv bool) (k, g *Curve[fpk256.Element, fnk256.Element]) {
	t.Helper()
	h := func(s string) *big.Int {
		x, ok := new(big.Int).SetString(s, 16)
		require.True(t, ok)
		return x
	}
	var endo *Endomorphism
	if glv {
		endo = &Endomorphism{
			Beta:   h("7ae96a2b657c07106e64479eac3434e99cf0497512f58995c1396c28719501ee"),
			Lambda: h("5363ad4cc05c30e0a5261c028812645a122e22ea20816678df02967c1b23bd72"),
			A1:     h("3086d221a7d46bcde86c90e49284eb15"),
			B1:     new(big.Int).Neg(h("e4437ed6010e88286f547fa90abfe4c3")),
			A2:     h("114ca50f7a8e2f3f657c1108d9d44cfd8"),
			B2:     h("3086d221a7d46bcde86c90e49284eb15"),
		}
	}
	build := func(f field.Field[fpk256.Element]) *Curve[fpk256.Element, fnk256.Element] {
		c, err := New(Params[fpk256.Element, fnk256.Element]{
			Name: "secp256k1", Field: f, Scalar: fnk256.Field{}, A: big.NewInt(0), B: big.NewInt(7),
			Gx:       h("79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798"),
			Gy:       h("483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8"),
			Cofactor: big.NewInt(1), Endomorphism: endo,
		})
		require.NoError(t, err)
		return c
	}
	k, g = build(fpk256.Field{}), build(plainK256Field{fpk256.Field{}})
	require.IsType(t, &arithFpk256{}, k.be)
	require.IsType(t, &arith[fpk256.Element]{}, g.be)
	require.NotNil(t, g.small)
	return k, g
}

// TestKernelsAZero runs TestKernelsAgree and TestKernelsJacobianEdges for
// secp256k1 (a = 0) over fpk256's generated formulas and the generic formulas, with
// and without the GLV endomorphism.
func TestKernelsAZero(t *testing.T) {
	for _, glv := range []bool{true, false} {
		k, g := k256Kernels(t, glv)
		t.Run(fmt.Sprintf("glv=%v", glv), func(t *testing.T) {
			testKernelsAgree(t, k, g)
			testKernelsJacobianEdges(t, k, g)
		})
	}
}

// BenchmarkKernels compares P-256 over fpr256 (generated formulas, for the
// processor and portable) and over
// plainField (generic formulas) in one run.
func BenchmarkKernels(b *testing.B) {
	k, g := kernelCurves(b)
	s := kernScalar(b, k, new(big.Int).SetBytes([]byte("curvekit weierstrass kernel bench")))
	for _, c := range []*kernCurve{k, portableCurve(b, k), g} {
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
