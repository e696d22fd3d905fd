package primeorder

import (
	"crypto/rand"
	"math/big"
	"testing"

	"github.com/curvekit/curvekit/curves/edwards"
	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fn25519"
	"github.com/curvekit/curvekit/field/fn448"
	"github.com/curvekit/curvekit/field/fp25519"
	"github.com/curvekit/curvekit/field/fp448"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func dec(s string) *big.Int {
	x, ok := new(big.Int).SetString(s, 10)
	if !ok {
		panic(s)
	}
	return x
}

// The parameters of edwards25519 and edwards448 (RFC 8032 §5.1 and §5.2),
// for curves built here over fixed and runtime fields.
var (
	p25519  = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 255), big.NewInt(19))
	d25519  = dec("37095705934669439343138083508754565189542113879843219016388785533085940283555")
	l25519  = new(big.Int).Add(new(big.Int).Lsh(big.NewInt(1), 252), dec("27742317777372353535851937790883648493"))
	bx25519 = dec("15112221349535400772501151409588531511454012693041857206046113283949847762202")
	by25519 = dec("46316835694926478169428394003475163141307993866256225615783033603165251855960")

	p448  = new(big.Int).Sub(new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 448), new(big.Int).Lsh(big.NewInt(1), 224)), big.NewInt(1))
	q448  = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 446), dec("13818066809895115352007386748515426880336692474882178609894547503885"))
	bx448 = dec("224580040295924300187604334099896036246789641632564134246125461686950415467406032909029192869357953282578032075146446173674602635247710")
	by448 = dec("298819210078481492676017930443930673437544040154080242095928241372331506189835876003536878655418784733982303233503462500531545062832660")
)

func edwards25519Over[E, S any](t *testing.T, f field.Field[E], fs field.Field[S]) *edwards.Curve[E, S] {
	c, err := edwards.New(edwards.Params[E, S]{
		Name: "edwards25519", Field: f, Scalar: fs, A: big.NewInt(-1), D: d25519,
		Gx: bx25519, Gy: by25519, Cofactor: 8, EncodingLen: 32,
	})
	require.NoError(t, err)
	return c
}

func edwards448Over[E, S any](t *testing.T, f field.Field[E], fs field.Field[S]) *edwards.Curve[E, S] {
	c, err := edwards.New(edwards.Params[E, S]{
		Name: "edwards448", Field: f, Scalar: fs, A: big.NewInt(1), D: big.NewInt(-39081),
		Gx: bx448, Gy: by448, Cofactor: 4, EncodingLen: 57,
	})
	require.NoError(t, err)
	return c
}

func primeField(t *testing.T, p *big.Int, order field.ByteOrder) *field.Prime {
	f, err := field.NewPrime(p, order)
	require.NoError(t, err)
	return f
}

// differential compares a group over a runtime field with the same group
// over fixed fields, through encodings only: k·B, the map on random inputs,
// decoding, addition and equality.
func differential[E1, S1, E2, S2 any](t *testing.T, g1 *Group[E1, S1], g2 *Group[E2, S2]) {
	u := make([]byte, g1.UniformLen())
	sb := make([]byte, 64)
	for i := range 16 {
		_, err := rand.Read(u)
		require.NoError(t, err)
		if i == 0 {
			clear(u)
		}
		a1, err := g1.NewElement().SetUniformBytes(u)
		require.NoError(t, err)
		a2, err := g2.NewElement().SetUniformBytes(u)
		require.NoError(t, err)
		require.Equal(t, a2.Bytes(), a1.Bytes(), "map")

		_, err = rand.Read(sb)
		require.NoError(t, err)
		var s1 S1
		var s2 S2
		require.NoError(t, g1.fs.SetWideBytes(&s1, reverseIfBE(g1.fs, sb)))
		require.NoError(t, g2.fs.SetWideBytes(&s2, reverseIfBE(g2.fs, sb)))
		b1 := g1.NewElement().ScalarBaseMult(&s1)
		b2 := g2.NewElement().ScalarBaseMult(&s2)
		require.Equal(t, b2.Bytes(), b1.Bytes(), "ScalarBaseMult")
		c1 := g1.NewElement().ScalarMult(&s1, a1)
		c2 := g2.NewElement().ScalarMult(&s2, a2)
		require.Equal(t, c2.Bytes(), c1.Bytes(), "ScalarMult")
		c1.Add(c1, b1)
		c2.Add(c2, b2)
		enc := c2.Bytes()
		require.Equal(t, enc, c1.Bytes(), "Add")
		d1, err := g1.NewElement().SetCanonicalBytes(enc)
		require.NoError(t, err)
		assert.Equal(t, 1, d1.Equal(c1))
		if i > 0 { // the map sends 0 to the identity, so c1 = b1 for i = 0
			assert.Equal(t, 0, d1.Equal(b1))
		}
	}
}

// reverseIfBE returns b in the byte order of f from little-endian.
func reverseIfBE[S any](f field.Field[S], b []byte) []byte {
	c := append([]byte(nil), b...)
	if f.ByteOrder() == field.BigEndian {
		reverse(c)
	}
	return c
}

// TestRuntimeRistretto255 builds edwards25519 over field.Prime (both byte
// orders) and checks that its Ristretto group is ristretto255: the same
// encodings as the group over fp25519 and fn25519.
func TestRuntimeRistretto255(t *testing.T) {
	fixed, err := NewRistretto(edwards25519Over(t, fp25519.Field{}, fn25519.Field{}), nil)
	require.NoError(t, err)
	for _, order := range []field.ByteOrder{field.LittleEndian, field.BigEndian} {
		t.Run(order.String(), func(t *testing.T) {
			c := edwards25519Over(t, primeField(t, p25519, order), primeField(t, l25519, order))
			g, err := NewRistretto(c, nil)
			require.NoError(t, err)
			assert.Nil(t, g.pow.fast, "only fp25519 has the Pow22523 chain")
			differential(t, g, fixed)
		})
	}
}

// TestRuntimeDecaf448 does the same for decaf448 over field.Prime.
func TestRuntimeDecaf448(t *testing.T) {
	opts := &Options{GeneratorMultiple: 2}
	fixed, err := NewDecaf(edwards448Over(t, fp448.Field{}, fn448.Field{}), opts)
	require.NoError(t, err)
	c := edwards448Over(t, primeField(t, p448, field.BigEndian), primeField(t, q448, field.LittleEndian))
	g, err := NewDecaf(c, opts)
	require.NoError(t, err)
	differential(t, g, fixed)
}

// TestConstructionConditions checks that each constructor refuses the
// other construction's curve and curves that miss one of its conditions.
func TestConstructionConditions(t *testing.T) {
	e25519 := edwards25519Over(t, fp25519.Field{}, fn25519.Field{})
	e448 := edwards448Over(t, fp448.Field{}, fn448.Field{})
	_, err := NewDecaf(e25519, nil)
	assert.ErrorContains(t, err, "a = 1")
	_, err = NewRistretto(e448, nil)
	assert.ErrorContains(t, err, "a = −1")
	_, err = NewRistretto[fp25519.Element, fn25519.Element](nil, nil)
	assert.Error(t, err)
	_, err = NewRistretto(e25519, &Options{GeneratorMultiple: 0})
	assert.NoError(t, err)
	_, err = NewDecaf(e448, &Options{GeneratorMultiple: 0})
	assert.NoError(t, err)

	// Tiny curves that satisfy the engine but not the construction.
	for _, tc := range []struct {
		name    string
		p, a    int64
		h       uint64
		decaf   bool
		message string
	}{
		{"cofactor 4 for Ristretto", 1013, -1, 4, false, "cofactor 4"},
		{"cofactor 8 for Decaf", 1019, 1, 8, true, "cofactor 8"},
		{"p ≡ 1 mod 8 for Ristretto", 1009, -1, 8, false, "p ≡ 1 mod 8"},
		{"a = −1 for Decaf", 1013, -1, 4, true, "a = 1"},
		{"p ≡ 1 mod 4 for Decaf", 1013, 1, 4, true, "p ≡ 1 mod 4"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var gotErr error
			curve := findTinyCurve(t, tc.p, tc.a, tc.h, func(c *edwards.Curve[field.PrimeElement, field.PrimeElement]) error {
				if tc.decaf {
					_, gotErr = NewDecaf(c, nil)
				} else {
					_, gotErr = NewRistretto(c, nil)
				}
				return nil
			})
			require.NotNil(t, curve, "no curve found")
			require.Error(t, gotErr)
			assert.Contains(t, gotErr.Error(), tc.message)
			t.Log(gotErr)
		})
	}
}
