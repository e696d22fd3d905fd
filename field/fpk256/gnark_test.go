package fpk256

import (
	"testing"

	gfp "github.com/consensys/gnark-crypto/ecc/secp256k1/fp"
	"github.com/stretchr/testify/require"
)

// This file checks the field against gnark-crypto's secp256k1 fp package, an
// independent implementation (Montgomery form), through the byte encodings.

// toGnark returns x as a gnark-crypto element.
func toGnark(t *testing.T, x *Element) gfp.Element {
	t.Helper()
	var b [32]byte
	F.PutBytes(b[:], x)
	g, err := gfp.BigEndian.Element(&b)
	require.NoError(t, err)
	return g
}

// requireSameAsGnark checks that x and g hold the same value.
func requireSameAsGnark(t *testing.T, g *gfp.Element, x *Element, msgAndArgs ...any) {
	t.Helper()
	want := g.Bytes()
	var got [32]byte
	F.PutBytes(got[:], x)
	require.Equal(t, want, got, msgAndArgs...)
}

func TestAgainstGnark(t *testing.T) {
	require.Equal(t, 0, gfp.Modulus().Cmp(F.Modulus()))
	r := newRand(9)
	vs := testValues(r, 60)
	for i := range vs {
		x := vs[i]
		gx := toGnark(t, &x)
		var z Element
		var g gfp.Element

		F.Square(&z, &x)
		g.Square(&gx)
		requireSameAsGnark(t, &g, &z, "square %x", x)
		F.Neg(&z, &x)
		g.Neg(&gx)
		requireSameAsGnark(t, &g, &z, "neg %x", x)
		F.Inverse(&z, &x)
		g.Inverse(&gx)
		requireSameAsGnark(t, &g, &z, "inverse %x", x)
		F.MulSmall(&z, &x, 21)
		g.Mul(&gx, new(gfp.Element).SetUint64(21))
		requireSameAsGnark(t, &g, &z, "mulsmall %x", x)

		// Square roots: same answer to "is it a square", roots equal up to sign.
		ok := F.Sqrt(&z, &x)
		gr := new(gfp.Element).Sqrt(&gx)
		require.Equal(t, gr != nil, ok == 1, "sqrt %x", x)
		require.Equal(t, gx.Legendre() >= 0, ok == 1)
		if gr != nil {
			var gn gfp.Element
			gn.Neg(gr)
			gz := toGnark(t, &z)
			require.True(t, gz.Equal(gr) || gz.Equal(&gn), "sqrt %x", x)
		}

		for j := range vs {
			y := vs[j]
			gy := toGnark(t, &y)
			F.Mul(&z, &x, &y)
			g.Mul(&gx, &gy)
			requireSameAsGnark(t, &g, &z, "mul %x %x", x, y)
			F.Add(&z, &x, &y)
			g.Add(&gx, &gy)
			requireSameAsGnark(t, &g, &z, "add %x %x", x, y)
			F.Sub(&z, &x, &y)
			g.Sub(&gx, &gy)
			requireSameAsGnark(t, &g, &z, "sub %x %x", x, y)
		}
	}
}

func TestWideBytesAgainstGnark(t *testing.T) {
	r := newRand(10)
	for i := 0; i < 200; i++ {
		b := make([]byte, 1+r.IntN(64))
		for j := range b {
			b[j] = byte(r.Uint32())
		}
		var z Element
		require.NoError(t, F.SetWideBytes(&z, b))
		var g gfp.Element
		g.SetBytes(b) // reduces any big-endian length modulo p
		requireSameAsGnark(t, &g, &z, "%x", b)
	}
}
