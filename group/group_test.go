package group_test

import (
	"bytes"
	"errors"
	"math/big"
	"testing"

	"github.com/curvekit/curvekit/group"
	"github.com/curvekit/curvekit/internal/h2ctest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// groups lists every implementation with its expected lengths.
var groups = []struct {
	name       string
	g          func() group.Group
	elem, scal int
}{
	{"ristretto255", group.Ristretto255, 32, 32},
	{"decaf448", group.Decaf448, 56, 56},
	{"P-256", group.P256, 33, 32},
	{"P-384", group.P384, 49, 48},
	{"P-521", group.P521, 67, 66},
	{"secp256k1", group.Secp256k1, 33, 32},
	{"edwards25519", group.Edwards25519, 32, 32},
	{"edwards448", group.Edwards448, 57, 57},
}

func forEachGroup(t *testing.T, f func(t *testing.T, g group.Group)) {
	for _, c := range groups {
		t.Run(c.name, func(t *testing.T) {
			g := c.g()
			require.Equal(t, c.elem, g.ElementLen())
			require.Equal(t, c.scal, g.ScalarLen())
			f(t, g)
		})
	}
}

// randomScalar draws a scalar, failing t on error.
func randomScalar(t *testing.T, g group.Group) group.Scalar {
	s, err := g.RandomScalar(nil)
	require.NoError(t, err)
	return s
}

// TestGroupLaws checks the group and scalar-field laws on random values:
// (a+b)·G = a·G + b·G, a·(b·G) = (ab)·G, P − P = O, P + O = P, n·G = O
// through the scalar's wrap-around, and the MSM against the sum of products.
func TestGroupLaws(t *testing.T) {
	forEachGroup(t, func(t *testing.T, g group.Group) {
		a, b := randomScalar(t, g), randomScalar(t, g)
		aG := g.NewElement().ScalarBaseMult(a)
		bG := g.NewElement().ScalarBaseMult(b)
		ab := g.NewScalar().Add(a, b)
		assert.Equal(t, 1, g.NewElement().ScalarBaseMult(ab).Equal(g.NewElement().Add(aG, bG)), "(a+b)G")
		abm := g.NewScalar().Multiply(a, b)
		assert.Equal(t, 1, g.NewElement().ScalarMult(a, bG).Equal(g.NewElement().ScalarBaseMult(abm)), "a(bG)")
		assert.Equal(t, 1, g.NewElement().Subtract(aG, aG).IsIdentity(), "P − P")
		assert.Equal(t, 1, g.NewElement().Add(aG, g.NewElement()).Equal(aG), "P + O")
		assert.Equal(t, 1, g.NewElement().Add(aG, g.NewElement().Negate(aG)).IsIdentity(), "P + (−P)")
		assert.Equal(t, 0, aG.IsIdentity())
		// Aliasing: the receiver as an argument.
		x := g.NewElement().Set(aG)
		x.Add(x, x)
		assert.Equal(t, 1, x.Equal(g.NewElement().ScalarBaseMult(g.NewScalar().Add(a, a))), "aliased Add")
		// (n − 1)·G = −G.
		nm1 := g.NewScalar().Negate(g.NewScalar().SetUint64(1))
		assert.Equal(t, 1, g.NewElement().ScalarBaseMult(nm1).Equal(g.NewElement().Negate(g.NewGenerator())), "(n−1)G")
		inv := g.NewScalar().Invert(a)
		assert.Equal(t, 1, g.NewScalar().Multiply(inv, a).Equal(g.NewScalar().SetUint64(1)), "a/a")
		assert.Equal(t, 1, g.NewElement().ScalarMult(inv, aG).Equal(g.NewGenerator()), "a⁻¹(aG)")
		msm := g.NewElement().MultiScalarMultVarTime([]group.Scalar{a, b}, []group.Element{bG, aG})
		assert.Equal(t, 1, msm.Equal(g.NewElement().ScalarBaseMult(g.NewScalar().Add(abm, abm))), "MSM")
		dbl := g.NewElement().DoubleScalarBaseMultVarTime(a, bG, b) // ab·G + b·G
		assert.Equal(t, 1, dbl.Equal(g.NewElement().ScalarBaseMult(g.NewScalar().Add(abm, b))), "double mult")
	})
}

// TestEncodingsRoundTrip checks that elements and scalars decode to what
// they encode, and that scalar encodings are of the group's length.
func TestEncodingsRoundTrip(t *testing.T) {
	forEachGroup(t, func(t *testing.T, g group.Group) {
		for range 4 {
			s := randomScalar(t, g)
			sb := s.Bytes()
			require.Len(t, sb, g.ScalarLen())
			s2, err := g.ParseScalar(sb)
			require.NoError(t, err)
			assert.Equal(t, 1, s2.Equal(s))
			P := g.NewElement().ScalarBaseMult(s)
			pb := P.Bytes()
			require.Len(t, pb, g.ElementLen())
			P2, err := g.ParseElement(pb)
			require.NoError(t, err)
			assert.Equal(t, 1, P2.Equal(P))
			assert.Equal(t, pb, P2.Bytes())
		}
	})
}

// TestBadEncodingsRejected checks that ParseElement refuses the identity,
// wrong lengths and strings that are no canonical element, and that
// ParseScalar refuses the order itself and wrong lengths.
func TestBadEncodingsRejected(t *testing.T) {
	forEachGroup(t, func(t *testing.T, g group.Group) {
		bad := [][]byte{nil, {0}, make([]byte, g.ElementLen()-1), make([]byte, g.ElementLen()+1),
			g.NewElement().Bytes(), bytes.Repeat([]byte{0xff}, g.ElementLen())}
		for _, b := range bad {
			_, err := g.ParseElement(b)
			assert.ErrorIs(t, err, group.ErrInvalidElement, "%x", b)
		}
		n := g.Order()
		nb := make([]byte, g.ScalarLen())
		little := g.NewScalar().SetUint64(1).Bytes()[0] == 1
		n.FillBytes(nb)
		if little {
			reverse(nb)
		}
		for _, b := range [][]byte{nil, nb, make([]byte, g.ScalarLen()+1), bytes.Repeat([]byte{0xff}, g.ScalarLen())} {
			_, err := g.ParseScalar(b)
			assert.ErrorIs(t, err, group.ErrInvalidScalar, "%x", b)
		}
		// n − 1 is the largest canonical scalar.
		new(big.Int).Sub(n, big.NewInt(1)).FillBytes(nb)
		if little {
			reverse(nb)
		}
		_, err := g.ParseScalar(nb)
		assert.NoError(t, err)
	})
}

// TestHashToElementErrors checks the empty tag is refused.
func TestHashToElementErrors(t *testing.T) {
	forEachGroup(t, func(t *testing.T, g group.Group) {
		_, err := g.HashToElement([]byte("m"), nil)
		assert.Error(t, err)
		_, err = g.HashToScalar([]byte("m"), nil)
		assert.Error(t, err)
	})
}

// TestMixedGroupsPanic checks that mixing groups is caught.
func TestMixedGroupsPanic(t *testing.T) {
	a, b := group.P256(), group.Secp256k1()
	assert.Panics(t, func() { a.NewElement().Add(a.NewGenerator(), b.NewGenerator()) })
	assert.Panics(t, func() { a.NewScalar().Add(a.NewScalar(), b.NewScalar()) })
	assert.Panics(t, func() { a.NewElement().ScalarBaseMult(b.NewScalar()) })
}

// TestHashToElementRFC9380 checks HashToElement against the RFC 9380
// random-oracle vectors of the suites the groups use, through the encoding
// of the expected affine point.
func TestHashToElementRFC9380(t *testing.T) {
	cases := []struct {
		file, suite string
		g           group.Group
		encode      func(x, y *big.Int, n int) []byte
	}{
		{"P256_XMD_SHA-256_SSWU_RO_.json", "P256_XMD:SHA-256_SSWU_RO_", group.P256(), sec1},
		{"P384_XMD_SHA-384_SSWU_RO_.json", "P384_XMD:SHA-384_SSWU_RO_", group.P384(), sec1},
		{"P521_XMD_SHA-512_SSWU_RO_.json", "P521_XMD:SHA-512_SSWU_RO_", group.P521(), sec1},
		{"secp256k1_XMD_SHA-256_SSWU_RO_.json", "secp256k1_XMD:SHA-256_SSWU_RO_", group.Secp256k1(), sec1},
		{"edwards25519_XMD_SHA-512_ELL2_RO_.json", "edwards25519_XMD:SHA-512_ELL2_RO_", group.Edwards25519(), rfc8032},
		{"edwards448_XOF_SHAKE256_ELL2_RO_.json", "edwards448_XOF:SHAKE256_ELL2_RO_", group.Edwards448(), rfc8032},
	}
	for _, c := range cases {
		t.Run(c.suite, func(t *testing.T) {
			f := h2ctest.Load(t, c.file, c.suite)
			for _, v := range f.Vectors {
				P, err := c.g.HashToElement([]byte(v.Msg), []byte(f.DST))
				require.NoError(t, err)
				want := c.encode(h2ctest.Int(t, v.P.X), h2ctest.Int(t, v.P.Y), c.g.ElementLen())
				assert.Equal(t, want, P.Bytes(), "msg %q", v.Msg)
			}
		})
	}
}

// sec1 is the compressed SEC 1 encoding of (x, y) in n bytes.
func sec1(x, y *big.Int, n int) []byte {
	b := make([]byte, n)
	b[0] = 2 | byte(y.Bit(0))
	x.FillBytes(b[1:])
	return b
}

// rfc8032 is the RFC 8032 encoding of (x, y) in n bytes: y little-endian
// with the parity of x in the top bit.
func rfc8032(x, y *big.Int, n int) []byte {
	b := make([]byte, n)
	y.FillBytes(b)
	reverse(b)
	b[n-1] |= byte(x.Bit(0)) << 7
	return b
}

func reverse(b []byte) {
	for i, j := 0, len(b)-1; i < j; i, j = i+1, j-1 {
		b[i], b[j] = b[j], b[i]
	}
}

var _ = errors.Is

// TestAliasing checks every element and scalar method with its receiver
// among its arguments against the same call into a fresh receiver.
func TestAliasing(t *testing.T) {
	forEachGroup(t, func(t *testing.T, g group.Group) {
		a, b := randomScalar(t, g), randomScalar(t, g)
		P := g.NewElement().ScalarBaseMult(a)
		Q := g.NewElement().ScalarBaseMult(b)
		elementOps := map[string]func(v, p, q group.Element) group.Element{
			"Add":        func(v, p, q group.Element) group.Element { return v.Add(p, q) },
			"Subtract":   func(v, p, q group.Element) group.Element { return v.Subtract(p, q) },
			"Negate":     func(v, p, _ group.Element) group.Element { return v.Negate(p) },
			"ScalarMult": func(v, p, _ group.Element) group.Element { return v.ScalarMult(a, p) },
			"Set":        func(v, p, _ group.Element) group.Element { return v.Set(p) },
			"DoubleScalarBaseMultVarTime": func(v, p, _ group.Element) group.Element {
				return v.DoubleScalarBaseMultVarTime(a, p, b)
			},
			"MultiScalarMultVarTime": func(v, p, q group.Element) group.Element {
				return v.MultiScalarMultVarTime([]group.Scalar{a, b}, []group.Element{p, q})
			},
		}
		for name, op := range elementOps {
			want := op(g.NewElement(), P, Q)
			v := g.NewElement().Set(P)
			assert.Equal(t, 1, op(v, v, Q).Equal(want), "%s with v = p", name)
			v = g.NewElement().Set(Q)
			assert.Equal(t, 1, op(v, P, v).Equal(op(g.NewElement(), P, Q)), "%s with v = q", name)
		}
		scalarOps := map[string]func(s, x, y group.Scalar) group.Scalar{
			"Add":      func(s, x, y group.Scalar) group.Scalar { return s.Add(x, y) },
			"Subtract": func(s, x, y group.Scalar) group.Scalar { return s.Subtract(x, y) },
			"Multiply": func(s, x, y group.Scalar) group.Scalar { return s.Multiply(x, y) },
			"Negate":   func(s, x, _ group.Scalar) group.Scalar { return s.Negate(x) },
			"Invert":   func(s, x, _ group.Scalar) group.Scalar { return s.Invert(x) },
		}
		for name, op := range scalarOps {
			want := op(g.NewScalar(), a, b)
			s := g.NewScalar().Set(a)
			assert.Equal(t, 1, op(s, s, b).Equal(want), "%s with s = x", name)
			s = g.NewScalar().Set(a)
			assert.Equal(t, 1, op(s, s, s).Equal(op(g.NewScalar(), a, a)), "%s with s = x = y", name)
		}
		assert.Equal(t, 1, g.NewScalar().Set(a).Zeroize().IsZero())
	})
}
