package montgomery

import (
	"math/big"
	"testing"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fp25519"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestParamsAccessor checks Modulus and Params: the constants come back
// reduced, B and Z filled in, copies that the caller may modify, and the
// parameters rebuild the curve.
func TestParamsAccessor(t *testing.T) {
	testCurves(t)
	c := fixed25519
	assert.Zero(t, c.Modulus().Cmp(p25519))
	c.Modulus().SetInt64(1)
	assert.Zero(t, c.Modulus().Cmp(p25519))

	p := params25519[fp25519.Element](fp25519.Field{})
	p.A = new(big.Int).Sub(big.NewInt(486662), p25519) // A − p
	p.B = nil                                          // 1
	p.Z = nil                                          // found: 2
	d, err := New(p)
	require.NoError(t, err)
	got := d.Params()
	assert.Equal(t, "486662", got.A.String())
	assert.Equal(t, "1", got.B.String())
	assert.Equal(t, "9", got.U.String())
	assert.Equal(t, "2", got.Z.String(), "RFC 9380 §6.7.1: Z = 2 for curve25519")
	assert.Zero(t, got.Order.Cmp(l25519))
	assert.Equal(t, 255, got.ScalarBits)
	got.A.SetInt64(3)
	got.Order.SetInt64(4)
	again := d.Params()
	assert.Equal(t, "486662", again.A.String(), "Params shares its A")
	assert.Zero(t, again.Order.Cmp(l25519), "Params shares its Order")
	e, err := New(again)
	require.NoError(t, err)
	k := randBytes(t, 32)
	a, b := make([]byte, 32), make([]byte, 32)
	require.NoError(t, d.ScalarBaseMult(a, k))
	require.NoError(t, e.ScalarBaseMult(b, k))
	assert.Equal(t, a, b)

	// Without an order, Params says so with a nil Order.
	m221 := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 221), big.NewInt(3))
	f, err := field.NewPrime(m221, field.LittleEndian)
	require.NoError(t, err)
	m, err := New(Params[field.PrimeElement]{Name: "M-221", Field: f, A: big.NewInt(117050), U: big.NewInt(4), ScalarBits: 221})
	require.NoError(t, err)
	assert.Nil(t, m.Params().Order)
	assert.Zero(t, m.Modulus().Cmp(m221))
}
