package primeorder

import (
	"crypto/rand"
	"math/big"
	"testing"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fn25519"
	"github.com/curvekit/curvekit/field/fn448"
	"github.com/curvekit/curvekit/field/fp25519"
	"github.com/curvekit/curvekit/field/fp448"
	"github.com/stretchr/testify/require"
)

// sqrtRatioM1Model is SQRT_RATIO_M1 over math/big, with ζ the non-square
// of the construction.
func sqrtRatioM1Model(p, u, v, zeta *big.Int) (*big.Int, int) {
	even := func(r *big.Int) *big.Int {
		if r.Bit(0) == 1 {
			return new(big.Int).Sub(p, r)
		}
		return r
	}
	if v.Sign() == 0 {
		if u.Sign() == 0 {
			return new(big.Int), 1
		}
		return new(big.Int), 0
	}
	x := new(big.Int).Mul(u, new(big.Int).ModInverse(v, p))
	x.Mod(x, p)
	if r := new(big.Int).ModSqrt(x, p); r != nil {
		return even(r), 1
	}
	x.Mul(x, zeta).Mod(x, p)
	return even(new(big.Int).ModSqrt(x, p)), 0
}

// testSqrtRatioM1 compares the group's sqrtRatioM1 with the model on edge
// and random operands.
func testSqrtRatioM1[E, S any](t *testing.T, g *Group[E, S]) {
	f := g.f
	p := f.Modulus()
	zeta := new(big.Int).Sub(p, big.NewInt(1))
	if g.kind == ristretto {
		zeta = field.Big(f, &g.sqrtM1)
	}
	vals := []*big.Int{big.NewInt(0), big.NewInt(1), big.NewInt(2), new(big.Int).Sub(p, big.NewInt(1))}
	for range 12 {
		r, err := rand.Int(rand.Reader, p)
		require.NoError(t, err)
		vals = append(vals, r)
	}
	w := g.get()
	defer g.put(w)
	for _, u := range vals {
		for _, v := range vals {
			var ue, ve, z E
			require.NoError(t, field.SetBig(f, &ue, u))
			require.NoError(t, field.SetBig(f, &ve, v))
			ok := g.sqrtRatioM1(&w.rm.sqrt, &z, &ue, &ve)
			want, wantOK := sqrtRatioM1Model(p, u, v, zeta)
			require.Equal(t, wantOK, ok, "u = %v, v = %v", u, v)
			require.Equal(t, want.String(), field.Big(f, &z).String(), "u = %v, v = %v", u, v)
		}
	}
}

// TestSqrtRatioM1 runs testSqrtRatioM1 on both constructions over fixed
// fields (with fp25519's addition chain) and over field.Prime (with the
// sliding-window chain).
func TestSqrtRatioM1(t *testing.T) {
	r1, err := NewRistretto(edwards25519Over(t, fp25519.Field{}, fn25519.Field{}), nil)
	require.NoError(t, err)
	require.NotNil(t, r1.pow.fast)
	testSqrtRatioM1(t, r1)
	r2, err := NewRistretto(edwards25519Over(t, primeField(t, p25519, field.LittleEndian), primeField(t, l25519, field.LittleEndian)), nil)
	require.NoError(t, err)
	testSqrtRatioM1(t, r2)
	d1, err := NewDecaf(edwards448Over(t, fp448.Field{}, fn448.Field{}), nil)
	require.NoError(t, err)
	testSqrtRatioM1(t, d1)
	d2, err := NewDecaf(edwards448Over(t, primeField(t, p448, field.BigEndian), primeField(t, q448, field.LittleEndian)), nil)
	require.NoError(t, err)
	testSqrtRatioM1(t, d2)
}

// TestPowChain checks the sliding-window chain against math/big for
// exponents with long runs of ones and zeros.
func TestPowChain(t *testing.T) {
	f := primeField(t, p25519, field.LittleEndian)
	var table [powTableSize]field.PrimeElement
	var x2 field.PrimeElement
	x := big.NewInt(123456789)
	var xe, z field.PrimeElement
	require.NoError(t, field.SetBig[field.PrimeElement](f, &xe, x))
	for _, e := range []*big.Int{
		big.NewInt(1), big.NewInt(2), big.NewInt(15), big.NewInt(16), big.NewInt(17), big.NewInt(0x8001),
		new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 100), big.NewInt(1)),
		new(big.Int).Lsh(big.NewInt(1), 100),
		new(big.Int).Rsh(new(big.Int).Sub(p448, big.NewInt(3)), 2),
	} {
		pc := newPowChain[field.PrimeElement](f, e)
		pc.exp(f, &table, &x2, &z, &xe)
		require.Equal(t, new(big.Int).Exp(x, e, p25519).String(), field.Big[field.PrimeElement](f, &z).String(), "e = %v", e)
	}
}
