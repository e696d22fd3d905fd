package weierstrass_test

import (
	"bytes"
	"math/big"
	"math/rand/v2"
	"runtime"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/field"
)

// TestConformance runs the engine conformance suite on every test curve.
func TestConformance(t *testing.T) {
	t.Run("P-256", func(t *testing.T) { runConformance(t, p256(t)) })
	t.Run("P-256/Prime", func(t *testing.T) { runConformance(t, p256Prime(t)) })
	t.Run("secp256k1", func(t *testing.T) { runConformance(t, secp256k1(t)) })
	t.Run("secp256k1/noGLV", func(t *testing.T) { runConformance(t, secp256k1NoGLV(t)) })
	t.Run("secp256k1/Prime", func(t *testing.T) { runConformance(t, secp256k1Prime(t)) })
	t.Run("P-384/Prime", func(t *testing.T) { runConformance(t, p384Prime(t)) })
	t.Run("brainpoolP256r1/Prime", func(t *testing.T) { runConformance(t, brainpoolP256r1(t)) })
}

// suite bundles a curve, its model and helpers for the generic tests.
type suite[E, S any] struct {
	t   *testing.T
	c   *weierstrass.Curve[E, S]
	ref *refCurve
	rng *rand.Rand
}

// scalar returns k mod n as a scalar.
func (s *suite[E, S]) scalar(k *big.Int) *S {
	z := new(S)
	require.NoError(s.t, field.SetBig(s.c.ScalarField(), z, new(big.Int).Mod(k, s.ref.n)))
	return z
}

// edgeScalars returns scalars that stress recodings and carries.
func (s *suite[E, S]) edgeScalars() []*big.Int {
	n := s.ref.n
	out := []*big.Int{big.NewInt(0), big.NewInt(1), big.NewInt(2), big.NewInt(3), big.NewInt(15), big.NewInt(16),
		big.NewInt(17), big.NewInt(31), big.NewInt(32), big.NewInt(33), big.NewInt(63), big.NewInt(64)}
	for _, d := range []int64{1, 2, 3, 16, 17} {
		out = append(out, new(big.Int).Sub(n, big.NewInt(d)))
	}
	half := new(big.Int).Rsh(n, 1)
	out = append(out, half, new(big.Int).Add(half, big.NewInt(1)), new(big.Int).Sub(half, big.NewInt(1)))
	for _, k := range []uint{64, 127, 128, 129, 192, uint(n.BitLen() - 1)} {
		p := new(big.Int).Lsh(big.NewInt(1), k)
		out = append(out, p, new(big.Int).Sub(p, big.NewInt(1)))
	}
	// All-ones patterns of every window width.
	for _, w := range []uint{5, 6} {
		x := new(big.Int)
		for i := uint(0); i+w < uint(n.BitLen()); i += w {
			x.SetBit(x, int(i+w-1), 1)
		}
		out = append(out, x)
	}
	return out
}

// randScalar returns a uniformly random integer in [0, n).
func (s *suite[E, S]) randScalar() *big.Int {
	b := make([]byte, (s.ref.n.BitLen()+7)/8+8)
	for i := range b {
		b[i] = byte(s.rng.Uint32())
	}
	return new(big.Int).Mod(new(big.Int).SetBytes(b), s.ref.n)
}

// point returns the engine point for the model point P.
func (s *suite[E, S]) point(P refPoint) *weierstrass.Point[E, S] {
	v, err := s.c.NewIdentityPoint().SetBytesWithIdentity(s.ref.encode(P))
	require.NoError(s.t, err)
	return v
}

// check asserts that v equals the model point P.
func (s *suite[E, S]) check(v *weierstrass.Point[E, S], P refPoint, msg string, args ...any) {
	s.t.Helper()
	assert.Equal(s.t, s.ref.encode(P), v.Bytes(), append([]any{msg}, args...)...)
}

func runConformance[E, S any](t *testing.T, c *weierstrass.Curve[E, S]) {
	s := &suite[E, S]{t: t, c: c, ref: refOf(c), rng: rand.New(rand.NewPCG(1, uint64(c.Order().Bit(3))))}
	t.Run("Generator", func(t *testing.T) { s.t = t; s.testGenerator() })
	t.Run("Group", func(t *testing.T) { s.t = t; s.testGroup() })
	t.Run("Aliasing", func(t *testing.T) { s.t = t; s.testAliasing() })
	t.Run("ScalarMult", func(t *testing.T) { s.t = t; s.testScalarMult() })
	t.Run("DoubleScalarMultVarTime", func(t *testing.T) { s.t = t; s.testDoubleScalarMult() })
	t.Run("MultiScalarMultVarTime", func(t *testing.T) { s.t = t; s.testMSM() })
	t.Run("Encoding", func(t *testing.T) { s.t = t; s.testEncoding() })
	t.Run("Allocations", func(t *testing.T) { s.t = t; s.testAllocs() })
}

func (s *suite[E, S]) testGenerator() {
	t, c := s.t, s.c
	require.True(t, s.ref.onCurve(s.ref.g()))
	s.check(c.NewGeneratorPoint(), s.ref.g(), "generator")
	assert.Equal(t, []byte{0}, c.NewIdentityPoint().Bytes())
	assert.Equal(t, 1, c.NewIdentityPoint().IsIdentity())
	assert.Equal(t, 0, c.NewGeneratorPoint().IsIdentity())
	// n·G = O and (n−1)·G = −G through every multiplication path.
	nm1 := s.scalar(new(big.Int).Sub(s.ref.n, big.NewInt(1)))
	negG := c.NewIdentityPoint().Negate(c.NewGeneratorPoint())
	assert.Equal(t, 1, c.NewIdentityPoint().ScalarBaseMult(nm1).Equal(negG))
	assert.Equal(t, 1, c.NewIdentityPoint().ScalarMult(nm1, c.NewGeneratorPoint()).Equal(negG))
	x, y, inf := c.NewIdentityPoint().Affine()
	var zero E
	assert.Equal(t, 1, inf)
	assert.Equal(t, zero, x)
	assert.Equal(t, zero, y)
}

func (s *suite[E, S]) testGroup() {
	t, c, r := s.t, s.c, s.ref
	O := refPoint{inf: true}
	pts := []refPoint{O, r.g(), r.neg(r.g()), r.mul(big.NewInt(2), r.g())}
	for range 6 {
		pts = append(pts, r.mul(s.randScalar(), r.g()))
	}
	for i, P := range pts {
		p := s.point(P)
		s.check(c.NewIdentityPoint().Double(p), r.add(P, P), "2·P%d", i)
		s.check(c.NewIdentityPoint().Negate(p), r.neg(P), "−P%d", i)
		for j, Q := range pts {
			q := s.point(Q)
			s.check(c.NewIdentityPoint().Add(p, q), r.add(P, Q), "P%d + P%d", i, j)
			s.check(c.NewIdentityPoint().Subtract(p, q), r.add(P, r.neg(Q)), "P%d − P%d", i, j)
			want := 0
			if bytes.Equal(r.encode(P), r.encode(Q)) {
				want = 1
			}
			assert.Equal(t, want, p.Equal(q), "P%d == P%d", i, j)
			s.check(c.NewIdentityPoint().Select(p, q, 1), P, "Select 1")
			s.check(c.NewIdentityPoint().Select(p, q, 0), Q, "Select 0")
		}
	}
	// Equal sees through different projective representations.
	g2 := c.NewIdentityPoint().Add(c.NewGeneratorPoint(), c.NewGeneratorPoint())
	g2b := c.NewIdentityPoint().Double(c.NewGeneratorPoint())
	assert.Equal(t, 1, g2.Equal(g2b))
	id := c.NewIdentityPoint().Subtract(g2, g2b)
	assert.Equal(t, 1, id.IsIdentity())
	assert.Equal(t, 1, id.Equal(c.NewIdentityPoint()))
}

func (s *suite[E, S]) testAliasing() {
	c, r := s.c, s.ref
	P := r.mul(s.randScalar(), r.g())
	Q := r.mul(s.randScalar(), r.g())
	k := s.randScalar()
	v := s.point(P)
	s.check(v.Add(v, v), r.add(P, P), "v = v + v")
	v = s.point(P)
	s.check(v.Add(v, s.point(Q)), r.add(P, Q), "v = v + q")
	v = s.point(Q)
	s.check(v.Add(s.point(P), v), r.add(P, Q), "v = p + v")
	v = s.point(P)
	s.check(v.Subtract(v, v), refPoint{inf: true}, "v = v − v")
	v = s.point(P)
	s.check(v.Double(v), r.add(P, P), "v = 2v")
	v = s.point(P)
	s.check(v.Negate(v), r.neg(P), "v = −v")
	v = s.point(P)
	s.check(v.ScalarMult(s.scalar(k), v), r.mul(k, P), "v = k·v")
	v = s.point(P)
	s.check(v.DoubleScalarMultVarTime(s.scalar(k), v, s.scalar(k)), r.add(r.mul(k, P), r.mul(k, r.g())), "v = k·v + k·G")
	v = s.point(P)
	s.check(v.Select(v, v, 1), P, "v = Select(v, v)")
	var zero weierstrass.Point[E, S] // the zero value binds to its argument's curve
	s.check(zero.Set(s.point(P)), P, "zero.Set")
	_ = c
}

func (s *suite[E, S]) testScalarMult() {
	t, c, r := s.t, s.c, s.ref
	P := r.mul(s.randScalar(), r.g())
	p := s.point(P)
	ks := s.edgeScalars()
	for range 10 {
		ks = append(ks, s.randScalar())
	}
	for _, k := range ks {
		sk := s.scalar(k)
		s.check(c.NewIdentityPoint().ScalarBaseMult(sk), r.mul(k, r.g()), "ScalarBaseMult(%x)", k)
		s.check(c.NewIdentityPoint().ScalarMult(sk, p), r.mul(k, P), "ScalarMult(%x, P)", k)
		s.check(c.NewIdentityPoint().ScalarMult(sk, c.NewGeneratorPoint()), r.mul(k, r.g()), "ScalarMult(%x, G)", k)
	}
	// The identity times anything is the identity.
	s.check(c.NewIdentityPoint().ScalarMult(s.scalar(ks[len(ks)-1]), c.NewIdentityPoint()), refPoint{inf: true}, "k·O")
	_ = t
}

func (s *suite[E, S]) testDoubleScalarMult() {
	c, r := s.c, s.ref
	P := r.mul(s.randScalar(), r.g())
	p := s.point(P)
	ks := s.edgeScalars()
	for i, a := range ks {
		b := ks[(i*7+3)%len(ks)]
		if i%3 == 0 {
			b = s.randScalar()
		}
		want := r.add(r.mul(a, P), r.mul(b, r.g()))
		s.check(c.NewIdentityPoint().DoubleScalarMultVarTime(s.scalar(a), p, s.scalar(b)), want, "%x·P + %x·G", a, b)
	}
	// a·G + b·G with A = G, and a·P + b·G = O.
	k := s.randScalar()
	s.check(c.NewIdentityPoint().DoubleScalarMultVarTime(s.scalar(k), c.NewGeneratorPoint(), s.scalar(k)), r.mul(new(big.Int).Lsh(k, 1), r.g()), "k·G + k·G")
	negK := new(big.Int).Sub(r.n, k)
	s.check(c.NewIdentityPoint().DoubleScalarMultVarTime(s.scalar(k), c.NewGeneratorPoint(), s.scalar(negK)), refPoint{inf: true}, "k·G − k·G")
}

func (s *suite[E, S]) testMSM() {
	t, c, r := s.t, s.c, s.ref
	for _, n := range []int{0, 1, 2, 5, 40, 140} {
		if testing.Short() && n > 40 {
			continue
		}
		scalars := make([]*S, n)
		points := make([]*weierstrass.Point[E, S], n)
		want := refPoint{inf: true}
		for i := range n {
			k := s.randScalar()
			if i%7 == 3 {
				k = s.edgeScalars()[i%len(s.edgeScalars())]
			}
			P := r.mul(big.NewInt(int64(i+1)), r.g())
			if i%5 == 2 {
				P = refPoint{inf: true}
			}
			scalars[i], points[i] = s.scalar(k), s.point(P)
			want = r.add(want, r.mul(k, P))
		}
		v := c.NewIdentityPoint()
		s.check(v.MultiScalarMultVarTime(scalars, points), want, "MSM of %d terms", n)
	}
	_ = t
}

func (s *suite[E, S]) testEncoding() {
	t, c, r := s.t, s.c, s.ref
	l := r.byteLen
	for range 5 {
		P := r.mul(s.randScalar(), r.g())
		p := s.point(P)
		un, comp := p.Bytes(), p.BytesCompressed()
		require.Len(t, un, 1+2*l)
		require.Len(t, comp, 1+l)
		assert.Equal(t, byte(2+P.y.Bit(0)), comp[0])
		assert.Equal(t, un[1:1+l], comp[1:])
		q, err := c.NewIdentityPoint().SetBytes(comp)
		require.NoError(t, err)
		assert.Equal(t, 1, q.Equal(p))
		x, err := p.BytesX()
		require.NoError(t, err)
		assert.Equal(t, un[1:1+l], x)
		ax, ay, inf := p.Affine()
		assert.Equal(t, 0, inf)
		assert.Equal(t, P.x, field.Big(c.Field(), &ax))
		assert.Equal(t, P.y, field.Big(c.Field(), &ay))
		q2, err := c.NewIdentityPoint().SetAffine(&ax, &ay)
		require.NoError(t, err)
		assert.Equal(t, 1, q2.Equal(p))
		_, err = c.NewIdentityPoint().SetAffine(&ay, &ax)
		assert.Error(t, err, "SetAffine of (y, x)")
		// Tampering: flip the parity, bump y, bump the prefix.
		bad := bytes.Clone(un)
		bad[len(bad)-1] ^= 1
		_, err = c.NewIdentityPoint().SetBytes(bad)
		assert.Error(t, err, "off-curve y")
		bad = bytes.Clone(comp)
		bad[0] ^= 1
		q3, err := c.NewIdentityPoint().SetBytes(bad)
		require.NoError(t, err)
		assert.Equal(t, 1, q3.Equal(c.NewIdentityPoint().Negate(p)))
		for _, pre := range []byte{0x00, 0x01, 0x05, 0x06, 0x07, 0xff} {
			bad = bytes.Clone(un)
			bad[0] = pre
			_, err = c.NewIdentityPoint().SetBytes(bad)
			assert.Error(t, err, "prefix %#x", pre)
		}
		_, err = c.NewIdentityPoint().SetBytes(un[:len(un)-1])
		assert.Error(t, err, "short")
		_, err = c.NewIdentityPoint().SetBytes(append(bytes.Clone(un), 0))
		assert.Error(t, err, "long")
	}
	// The identity: refused by SetBytes, accepted by SetBytesWithIdentity.
	_, err := c.NewIdentityPoint().SetBytes([]byte{0})
	assert.Error(t, err)
	id, err := c.NewGeneratorPoint().SetBytesWithIdentity([]byte{0})
	require.NoError(t, err)
	assert.Equal(t, 1, id.IsIdentity())
	assert.Equal(t, []byte{0}, id.BytesCompressed())
	_, err = id.BytesX()
	assert.Error(t, err)
	_, err = c.NewIdentityPoint().SetBytes(nil)
	assert.Error(t, err)
	// x = p (not reduced) and an x with no point.
	pb := r.p.FillBytes(make([]byte, l))
	_, err = c.NewIdentityPoint().SetBytes(append([]byte{2}, pb...))
	assert.Error(t, err, "x = p")
	for x := int64(1); x < 100; x++ {
		rhs := new(big.Int).Mul(big.NewInt(x*x), big.NewInt(x))
		rhs.Add(rhs, new(big.Int).Mul(r.a, big.NewInt(x))).Add(rhs, r.b).Mod(rhs, r.p)
		if big.Jacobi(rhs, r.p) == -1 {
			enc := append([]byte{2}, big.NewInt(x).FillBytes(make([]byte, l))...)
			_, err = c.NewIdentityPoint().SetBytes(enc)
			assert.Error(t, err, "x = %d has no point", x)
			break
		}
	}
}

func (s *suite[E, S]) testAllocs() {
	t, c := s.t, s.c
	if testing.CoverMode() != "" || raceEnabled {
		t.Skip("allocation counts are not meaningful under coverage or the race detector")
	}
	p := c.NewGeneratorPoint().Double(c.NewGeneratorPoint())
	q := c.NewGeneratorPoint()
	v := c.NewIdentityPoint()
	k := s.scalar(s.randScalar())
	enc := p.Bytes()
	buf := make([]byte, 0, len(enc))
	var ue E
	c.Field().SetUint64(&ue, 7)
	c.NewIdentityPoint().ScalarBaseMult(k) // build the tables
	v.DoubleScalarMultVarTime(k, p, k)
	// Collect the garbage of earlier tests now, so that no collection empties
	// the workspace pool in the middle of a measurement.
	runtime.GC()
	runtime.GC()
	for name, f := range map[string]func(){
		"Add":                     func() { v.Add(p, q) },
		"Double":                  func() { v.Double(p) },
		"Equal":                   func() { v.Equal(p) },
		"ScalarMult":              func() { v.ScalarMult(k, p) },
		"ScalarBaseMult":          func() { v.ScalarBaseMult(k) },
		"DoubleScalarMultVarTime": func() { v.DoubleScalarMultVarTime(k, p, k) },
		"SetBytes":                func() { _, _ = v.SetBytes(enc) },
		"AppendBytes":             func() { buf = p.AppendBytes(buf[:0]) },
		"AppendBytesCompressed":   func() { buf = p.AppendBytesCompressed(buf[:0]) },
		"MapToCurve": func() {
			if s.c.HasSSWU() {
				_, _ = v.MapToCurve(&ue)
			}
		},
	} {
		assert.Zero(t, testing.AllocsPerRun(20, f), name)
	}
	assert.Equal(t, 1.0, testing.AllocsPerRun(20, func() { p.Bytes() }), "Bytes")
}
