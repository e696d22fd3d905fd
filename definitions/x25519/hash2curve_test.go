package x25519

import (
	"crypto/sha512"
	"math/big"
	"testing"

	"github.com/curvekit/curvekit/definitions/ed25519"
	"github.com/curvekit/curvekit/field/fp25519"
	"github.com/curvekit/curvekit/internal/h2ctest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// p25519 = 2^255 − 19.
var p25519 = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 255), big.NewInt(19))

// suite is the package's hash-to-curve for the shared checks of h2ctest.
var suite = &h2ctest.Montgomery{
	P: p25519, A: 486662, Size: PointSize, HashToCurve: HashToCurve, EncodeToCurve: EncodeToCurve,
}

// TestHashToCurveVectors runs every vector of RFC 9380 Appendix J.7.1
// (curve25519_XMD:SHA-512_ELL2_RO_ and _NU_, testdata/h2c) through
// HashToCurve and EncodeToCurve.
func TestHashToCurveVectors(t *testing.T) {
	h2ctest.VectorFiles(t, map[string]string{
		"curve25519_XMD_SHA-512_ELL2_RO_.json": SuiteRO,
		"curve25519_XMD_SHA-512_ELL2_NU_.json": SuiteNU,
	}, suite.Vectors)
}

// TestHashToCurveDST checks the domain separation tag rules of RFC 9380
// §3.1 and §5.3.3: an empty tag is an error, a tag of 255 bytes is used as
// is, and a longer one gives the same point as its reduction
// SHA-512("H2C-OVERSIZE-DST-" ‖ DST).
func TestHashToCurveDST(t *testing.T) {
	reduce := func(b []byte) []byte { h := sha512.Sum512(b); return h[:] }
	suite.DSTRules(t, reduce, errEmptyDST, "x25519: ")
}

// TestEncodeToCurveInfinity checks the claim of EncodeToCurve's doc that
// t = 0 maps to the point at infinity, reported as u = v = 0: Elligator 2
// sends 0 to (0, 0), of order 2, as −486662 is not a square mod p.
func TestEncodeToCurveInfinity(t *testing.T) {
	var zero, u, v fp25519.Element
	id, err := Curve().EncodeToCurve(&u, &v, &zero)
	require.NoError(t, err)
	assert.Equal(t, 1, id)
	ub, vb := encodePoint(&u, &v)
	assert.Equal(t, make([]byte, PointSize), ub)
	assert.Equal(t, make([]byte, PointSize), vb)
}

// edwardsEncoding returns the RFC 8032 encoding of the image of the
// curve25519 point (u, v) on edwards25519 under the birational map of
// RFC 7748 §4.1 as RFC 9380 §6.8.2 fixes it, (x, y) = (c1·u/v,
// (u − 1)/(u + 1)) with c1 = sqrt(−486664) of sgn0 0, in math/big; u = v = 0
// (the point at infinity) gives the identity.
func edwardsEncoding(u, v *big.Int) []byte {
	p := p25519
	x, y := new(big.Int), big.NewInt(1)
	if u.Sign() != 0 || v.Sign() != 0 {
		c1 := new(big.Int).ModSqrt(new(big.Int).Sub(p, big.NewInt(486664)), p)
		if c1.Bit(0) == 1 {
			c1.Sub(p, c1)
		}
		x.Mul(c1, u).Mul(x, new(big.Int).ModInverse(v, p)).Mod(x, p)
		y.Sub(u, big.NewInt(1)).Mul(y, new(big.Int).ModInverse(new(big.Int).Add(u, big.NewInt(1)), p)).Mod(y, p)
	}
	b := y.FillBytes(make([]byte, 32))
	for i, j := 0, 31; i < j; i, j = i+1, j-1 {
		b[i], b[j] = b[j], b[i]
	}
	b[31] |= byte(x.Bit(0)) << 7
	return b
}

// FuzzHashToCurve checks that HashToCurve and EncodeToCurve never panic,
// fail exactly on an empty DST, return canonical coordinates of a point of
// curve25519, and agree with edwards25519's suites under the same DST: the
// birational map is a group isomorphism that commutes with Elligator 2, the
// addition and the cofactor clearing, so the edwards25519 suites' output is
// the image of curve25519's (RFC 9380 §6.8.2, Appendix G.2.2).
func FuzzHashToCurve(f *testing.F) {
	h2ctest.FuzzSeeds(f, "QUUX-V01-CS02-with-"+SuiteRO, 64)
	f.Fuzz(func(t *testing.T, msg, dst []byte) {
		for _, h := range []struct {
			x  func(msg, dst []byte) ([]byte, []byte, error)
			ed func(msg, dst []byte) (*ed25519.Point, error)
		}{{HashToCurve, ed25519.HashToCurve}, {EncodeToCurve, ed25519.EncodeToCurve}} {
			ub, vb, err := h.x(msg, dst)
			if len(dst) == 0 {
				require.Error(t, err)
				continue
			}
			require.NoError(t, err)
			u, v := suite.OnCurve(t, ub, vb)
			q, err := h.ed(msg, dst)
			require.NoError(t, err)
			require.Equal(t, q.Bytes(), edwardsEncoding(u, v))
		}
	})
}
