package curvetest

import (
	"math/big"
	"testing"

	"github.com/curvekit/curvekit/internal/h2ctest"
	"github.com/stretchr/testify/assert"
)

// TestModelElligator2 checks the harness's math/big map_to_curve against
// every map output of RFC 9380 Appendix J.5 (edwards25519_XMD:SHA-512_ELL2,
// Q0 and Q1 of the RO_ suite, Q of the NU_ suite): on edwards25519 with
// Z = 2 and the scale c = √(−486664) of RFC 7748 §4.1's map (the even
// root), the model must give the vectors' points, so that the engine's
// MapToCurve is checked against a map known to be right.
func TestModelElligator2(t *testing.T) {
	p := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 255), big.NewInt(19))
	d, _ := new(big.Int).SetString("37095705934669439343138083508754565189542113879843219016388785533085940283555", 10)
	m := &eModel{p: p, a: new(big.Int).Sub(p, big.NewInt(1)), d: d}
	c := new(big.Int).ModSqrt(new(big.Int).Sub(p, big.NewInt(486664)), p)
	if c.Bit(0) == 1 {
		c.Sub(p, c)
	}
	n := 0
	for name, suite := range map[string]string{
		"edwards25519_XMD_SHA-512_ELL2_RO_.json": "edwards25519_XMD:SHA-512_ELL2_RO_",
		"edwards25519_XMD_SHA-512_ELL2_NU_.json": "edwards25519_XMD:SHA-512_ELL2_NU_",
	} {
		f := h2ctest.Load(t, name, suite)
		for _, v := range f.Vectors {
			for i, q := range v.MapOutputs(f.RandomOracle) {
				got := m.elligator2(h2ctest.Int(t, v.U[i]), big.NewInt(2), c)
				assert.Zero(t, got.x.Cmp(h2ctest.Int(t, q.X)), "%s %q u[%d]: x", suite, v.Msg, i)
				assert.Zero(t, got.y.Cmp(h2ctest.Int(t, q.Y)), "%s %q u[%d]: y", suite, v.Msg, i)
				n++
			}
		}
	}
	assert.Equal(t, 15, n, "map outputs checked")
}
