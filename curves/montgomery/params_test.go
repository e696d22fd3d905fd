package montgomery

import (
	"math/big"
	"testing"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fp25519"
	"github.com/curvekit/curvekit/field/fp448"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestNewValidation checks that New rejects each kind of bad parameter with
// an error naming the curve and the culprit.
func TestNewValidation(t *testing.T) {
	testCurves(t)
	nextPrime := new(big.Int).Add(l25519, big.NewInt(2))
	for !nextPrime.ProbablyPrime(20) {
		nextPrime.Add(nextPrime, big.NewInt(2))
	}
	twistU := big.NewInt(2)
	for {
		if _, ok := (refCurve{p: p25519, a: big.NewInt(486662), b: big.NewInt(1)}).lift(twistU); !ok {
			break
		}
		twistU.Add(twistU, big.NewInt(1))
	}
	badBase := func(u, w *fp25519.Element, k []byte) error {
		var f fp25519.Field
		f.SetUint64(u, 9)
		f.One(w)
		return nil
	}
	cases := []struct {
		name   string
		modify func(p *Params[fp25519.Element])
		want   string
	}{
		{"nil field", func(p *Params[fp25519.Element]) { p.Field = nil }, "nil Field"},
		{"nil A", func(p *Params[fp25519.Element]) { p.A = nil }, "nil Field, A or U"},
		{"singular A = p + 2", func(p *Params[fp25519.Element]) { p.A = new(big.Int).Add(p25519, big.NewInt(2)) }, "singular"},
		{"singular A = 2", func(p *Params[fp25519.Element]) { p.A = big.NewInt(2) }, "singular"},
		{"singular A = −2", func(p *Params[fp25519.Element]) { p.A = new(big.Int).Sub(p25519, big.NewInt(2)) }, "singular"},
		{"B = 0", func(p *Params[fp25519.Element]) { p.B = big.NewInt(0) }, "B = 0"},
		{"base u = 0", func(p *Params[fp25519.Element]) { p.U = big.NewInt(0) }, "order 2"},
		{"base on the twist", func(p *Params[fp25519.Element]) { p.U = twistU }, "twist"},
		{"order not prime", func(p *Params[fp25519.Element]) { p.Order = new(big.Int).Add(l25519, big.NewInt(1)) }, "not prime"},
		{"wrong order", func(p *Params[fp25519.Element]) { p.Order = nextPrime }, "n·G ≠ O"},
		{"odd cofactor", func(p *Params[fp25519.Element]) { p.Cofactor = 7 }, "cofactor 7"},
		{"cofactor off Hasse", func(p *Params[fp25519.Element]) { p.Cofactor = 4 }, "Hasse"},
		{"ScalarBits 0", func(p *Params[fp25519.Element]) { p.ScalarBits = 0 }, "ScalarBits = 0"},
		{"ScalarBits 257", func(p *Params[fp25519.Element]) { p.ScalarBits = 257 }, "ScalarBits = 257"},
		{"Z square", func(p *Params[fp25519.Element]) { p.Z = big.NewInt(4) }, "Z = 4 is a square"},
		{"bad BaseMult", func(p *Params[fp25519.Element]) { p.BaseMult = badBase }, "BaseMult disagrees"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			p := params25519[fp25519.Element](fp25519.Field{})
			tc.modify(&p)
			c, err := New(p)
			require.Error(t, err)
			assert.Nil(t, c)
			assert.Contains(t, err.Error(), tc.want)
			assert.Contains(t, err.Error(), "montgomery: curve25519")
		})
	}
	// A small-order base point: u = 1 has order 4.
	p := params25519[fp25519.Element](fp25519.Field{})
	p.U = big.NewInt(1)
	_, err := New(p)
	assert.ErrorContains(t, err, "n·G ≠ O")
}

// TestNewWithoutOrder builds M-221 (y² = x³ + 117050·x² + x over
// 2^221 − 3, Aranha–Barreto–Pereira–Ricardini) without its order: the
// order checks are skipped, the ladder still works (Diffie–Hellman commutes
// and matches the model), and the hash functions refuse to clear an
// unknown cofactor.
func TestNewWithoutOrder(t *testing.T) {
	p := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 221), big.NewInt(3))
	f, err := field.NewPrime(p, field.LittleEndian)
	require.NoError(t, err)
	c, err := New(Params[field.PrimeElement]{Name: "M-221", Field: f, A: big.NewInt(117050),
		U: big.NewInt(4), ScalarBits: 221})
	require.NoError(t, err)
	assert.Nil(t, c.Order())
	assert.Zero(t, c.Cofactor())
	assert.Nil(t, c.ms, "field.Prime has no MulSmall")
	ref := refCurve{p: p, a: big.NewInt(117050), b: big.NewInt(1)}
	n := c.PointSize()
	for range 4 {
		a, b := randBytes(t, n), randBytes(t, n)
		A, B, s1, s2 := make([]byte, n), make([]byte, n), make([]byte, n), make([]byte, n)
		require.NoError(t, c.ScalarBaseMult(A, a))
		require.NoError(t, c.ScalarBaseMult(B, b))
		assert.Equal(t, bigLE(ref.ladder(leBig(a), 221, big.NewInt(4)), n), A)
		require.NoError(t, c.ScalarMult(s1, a, B))
		require.NoError(t, c.ScalarMult(s2, b, A))
		assert.Equal(t, s1, s2)
	}
	var u, v, x field.PrimeElement
	require.NoError(t, c.MapToCurve(&u, &v, &x))
	_, err = c.EncodeToCurve(&u, &v, &x)
	assert.ErrorContains(t, err, "cofactor")
}

// TestMulSmallDetection checks which curves use the MulSmall fast path.
func TestMulSmallDetection(t *testing.T) {
	testCurves(t)
	assert.NotNil(t, fixed25519.ms)
	assert.Equal(t, uint32(121666), fixed25519.a24Small)
	_, has := any(fp448.Field{}).(mulSmaller[fp448.Element])
	assert.Equal(t, has, fixed448.ms != nil)
}

// TestAccessors checks the simple getters.
func TestAccessors(t *testing.T) {
	testCurves(t)
	c := fixed25519
	assert.Equal(t, "curve25519", c.Name())
	assert.Equal(t, "curve25519", c.String())
	assert.Equal(t, 0, c.Order().Cmp(l25519))
	assert.Equal(t, uint64(8), c.Cofactor())
	assert.Equal(t, 32, c.ScalarSize())
	assert.Equal(t, 32, c.PointSize())
	assert.Equal(t, 56, fixed448.ScalarSize())
	var z fp25519.Element
	c.A(&z)
	assert.Equal(t, "486662", field.Big(c.Field(), &z).String())
	c.B(&z)
	assert.Equal(t, "1", field.Big(c.Field(), &z).String())
	c.BaseU(&z)
	assert.Equal(t, "9", field.Big(c.Field(), &z).String())
	assert.False(t, c.swapped)
	assert.True(t, fixed448.swapped)
}

// TestParamsReduced checks that New reduces constants given as negative
// integers or integers ≥ p modulo p: a curve with B = −1 is the curve with
// B = p − 1, and A, U and Z shifted by multiples of p give curve25519 back,
// MulSmall fast path included.
func TestParamsReduced(t *testing.T) {
	testCurves(t)
	f := fp25519.Field{}
	build := func(modify func(p *Params[fp25519.Element])) *Curve[fp25519.Element] {
		t.Helper()
		p := params25519[fp25519.Element](f)
		modify(&p)
		c, err := New(p)
		require.NoError(t, err)
		return c
	}
	// same checks that c and d have the same constants and compute the
	// same Elligator 2 images and Diffie–Hellman outputs.
	same := func(c, d *Curve[fp25519.Element]) {
		t.Helper()
		var x, y fp25519.Element
		for _, get := range []func(c *Curve[fp25519.Element], z *fp25519.Element){
			(*Curve[fp25519.Element]).A, (*Curve[fp25519.Element]).B, (*Curve[fp25519.Element]).BaseU,
		} {
			get(c, &x)
			get(d, &y)
			assert.Equal(t, 1, f.Equal(&x, &y))
		}
		assert.Equal(t, 1, f.Equal(&c.z, &d.z), "Z")
		assert.Equal(t, c.a24Small, d.a24Small)
		for i := range uint64(4) {
			var tt, cu, cv, du, dv fp25519.Element
			f.SetUint64(&tt, 3*i+1)
			require.NoError(t, c.MapToCurve(&cu, &cv, &tt))
			require.NoError(t, d.MapToCurve(&du, &dv, &tt))
			assert.Equal(t, 1, f.Equal(&cu, &du)&f.Equal(&cv, &dv), "MapToCurve(%d)", 3*i+1)
			k := randBytes(t, 32)
			a, b := make([]byte, 32), make([]byte, 32)
			require.NoError(t, c.ScalarBaseMult(a, k))
			require.NoError(t, d.ScalarBaseMult(b, k))
			assert.Equal(t, a, b)
		}
	}
	pm1 := new(big.Int).Sub(p25519, big.NewInt(1))
	minusOne := build(func(p *Params[fp25519.Element]) { p.B = big.NewInt(-1) })
	same(minusOne, build(func(p *Params[fp25519.Element]) { p.B = pm1 }))
	var b fp25519.Element
	minusOne.B(&b)
	assert.Equal(t, 0, field.Big[fp25519.Element](f, &b).Cmp(pm1))

	shifted := build(func(p *Params[fp25519.Element]) {
		p.A = new(big.Int).Add(big.NewInt(486662), p25519)                      // A + p
		p.U = new(big.Int).Sub(big.NewInt(9), new(big.Int).Lsh(p25519, 1))      // U − 2p
		p.B = new(big.Int).Add(big.NewInt(1), new(big.Int).Mul(p25519, p25519)) // 1 + p²
		p.Z = new(big.Int).Sub(big.NewInt(2), p25519)                           // Z = 2 − p
	})
	assert.NotNil(t, shifted.ms, "the reduced A keeps the MulSmall path")
	same(fixed25519, shifted)
	negA := build(func(p *Params[fp25519.Element]) { p.A = new(big.Int).Sub(big.NewInt(486662), p25519) })
	same(fixed25519, negA)
}
