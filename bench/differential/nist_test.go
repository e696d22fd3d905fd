package differential

import (
	"crypto/elliptic"
	"strconv"
	"testing"

	circlgroup "github.com/cloudflare/circl/group"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/bench/internal/testinput"
	"github.com/curvekit/curvekit/definitions/p384"
	"github.com/curvekit/curvekit/definitions/p521"
)

// TestNISTHashToCurveAgainstCircl hashes random messages of random lengths
// to P-384 and P-521 with curvekit and with circl's group package, on the
// RO_ and NU_ suites of RFC 9380 with an application's tag: the points must
// be the same (as uncompressed SEC 1 encodings). It also checks that
// curvekit's ScalarBaseMult agrees with circl's MulGen on the same scalars.
func TestNISTHashToCurveAgainstCircl(t *testing.T) {
	curves := []struct {
		name        string
		g           circlgroup.Group
		std         elliptic.Curve
		suite       string
		hashToCurve func(msg, dst []byte) ([]byte, error)
		encode      func(msg, dst []byte) ([]byte, error)
		baseMult    func(d []byte) ([]byte, error)
	}{
		{"P-384", circlgroup.P384, elliptic.P384(), p384.SuiteRO,
			func(m, d []byte) ([]byte, error) { p, err := p384.HashToCurve(m, d); return p.Bytes(), err },
			func(m, d []byte) ([]byte, error) { p, err := p384.EncodeToCurve(m, d); return p.Bytes(), err },
			func(d []byte) ([]byte, error) {
				k, err := p384.NewPrivateKey(d)
				return k.PublicKey().Bytes(), err
			}},
		{"P-521", circlgroup.P521, elliptic.P521(), p521.SuiteRO,
			func(m, d []byte) ([]byte, error) { p, err := p521.HashToCurve(m, d); return p.Bytes(), err },
			func(m, d []byte) ([]byte, error) { p, err := p521.EncodeToCurve(m, d); return p.Bytes(), err },
			func(d []byte) ([]byte, error) {
				k, err := p521.NewPrivateKey(d)
				return k.PublicKey().Bytes(), err
			}},
	}
	for _, c := range curves {
		t.Run(c.name, func(t *testing.T) {
			dst := []byte("curvekit-differential-" + c.suite)
			for i := range 24 {
				label := c.name + "/h2c/" + strconv.Itoa(i)
				msg := testinput.Bytes(label, i*11)
				got, err := c.hashToCurve(msg, dst)
				require.NoError(t, err)
				want, err := c.g.HashToElement(msg, dst).MarshalBinary()
				require.NoError(t, err)
				assert.Equal(t, want, got, "%s: HashToCurve", label)
				got, err = c.encode(msg, dst)
				require.NoError(t, err)
				want, err = c.g.HashToElementNonUniform(msg, dst).MarshalBinary()
				require.NoError(t, err)
				assert.Equal(t, want, got, "%s: EncodeToCurve", label)

				n := c.std.Params().N
				d := testinput.BE(testinput.Element(n, label+"/d"), (n.BitLen()+7)/8)
				got, err = c.baseMult(d)
				require.NoError(t, err)
				s := c.g.NewScalar()
				require.NoError(t, s.UnmarshalBinary(d))
				want, err = c.g.NewElement().MulGen(s).MarshalBinary()
				require.NoError(t, err)
				assert.Equal(t, want, got, "%s: d·G", label)
			}
		})
	}
}
