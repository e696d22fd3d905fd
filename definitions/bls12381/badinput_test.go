package bls12381_test

import (
	"bytes"
	"errors"
	"math/big"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/definitions/bls12381"
)

// offSubgroupG1 returns the uncompressed encoding of a point of E(Fp) that
// is not in G1: the one with the smallest x ≥ 0 on the curve (the cofactor
// is 0x396c…aaab, so almost no point of E is in G1), and the compressed one.
func offSubgroupG1(t *testing.T) (unc, comp []byte) {
	p := bls12381.Modulus()
	for x := int64(0); x < 100; x++ {
		rhs := big.NewInt(x*x*x + 4)
		y := new(big.Int).ModSqrt(rhs, p)
		if y == nil {
			continue
		}
		unc = make([]byte, 96)
		big.NewInt(x).FillBytes(unc[:48])
		y.FillBytes(unc[48:])
		comp = bytes.Clone(unc[:48])
		comp[0] |= 0x80
		half := new(big.Int).Rsh(p, 1)
		if y.Cmp(half) > 0 {
			comp[0] |= 0x20
		}
		return unc, comp
	}
	t.Fatal("no point found")
	return nil, nil
}

// noPointX returns a compressed G1 encoding whose x has no point over it.
func noPointX(t *testing.T) []byte {
	p := bls12381.Modulus()
	for x := int64(0); x < 100; x++ {
		if big.Jacobi(new(big.Int).Mod(big.NewInt(x*x*x+4), p), p) == -1 {
			b := make([]byte, 48)
			big.NewInt(x).FillBytes(b)
			b[0] |= 0x80
			return b
		}
	}
	t.Fatal("none found")
	return nil
}

// TestBadEncodings checks that every malformed encoding is refused with the
// matching error, leaving the receiver unchanged.
func TestBadEncodings(t *testing.T) {
	g := bls12381.NewG1Generator()
	comp, unc := g.Bytes(), g.BytesUncompressed()
	with := func(b []byte, f func(b []byte)) []byte { b = bytes.Clone(b); f(b); return b }
	offUnc, offComp := offSubgroupG1(t)
	pBytes := bls12381.Modulus().FillBytes(make([]byte, 48))
	infC := make([]byte, 48)
	infC[0] = 0xc0
	infU := make([]byte, 96)
	infU[0] = 0x40
	cases := []struct {
		name string
		in   []byte
		err  error
	}{
		{"empty", nil, bls12381.ErrEncodingLength},
		{"47 bytes", comp[:47], bls12381.ErrEncodingLength},
		{"49 bytes", append(bytes.Clone(comp), 0), bls12381.ErrEncodingLength},
		{"95 bytes", unc[:95], bls12381.ErrEncodingLength},
		{"compressed without C", with(comp, func(b []byte) { b[0] &^= 0x80 }), bls12381.ErrEncodingFlags},
		{"uncompressed with C", with(unc, func(b []byte) { b[0] |= 0x80 }), bls12381.ErrEncodingFlags},
		{"uncompressed with S", with(unc, func(b []byte) { b[0] |= 0x20 }), bls12381.ErrEncodingFlags},
		{"infinity with S", with(infC, func(b []byte) { b[0] |= 0x20 }), bls12381.ErrEncodingFlags},
		{"infinity with x", with(infC, func(b []byte) { b[47] = 1 }), bls12381.ErrEncodingFlags},
		{"infinity with a high bit", with(infC, func(b []byte) { b[0] |= 0x01 }), bls12381.ErrEncodingFlags},
		{"uncompressed infinity with y", with(infU, func(b []byte) { b[95] = 1 }), bls12381.ErrEncodingFlags},
		{"uncompressed infinity with C", with(infU, func(b []byte) { b[0] |= 0x80 }), bls12381.ErrEncodingFlags},
		{"compressed infinity without C", with(infC, func(b []byte) { b[0] = 0x40 }), bls12381.ErrEncodingFlags},
		{"x = p", with(pBytes, func(b []byte) { b[0] |= 0x80 }), bls12381.ErrNotCanonical},
		{"x = p, uncompressed", append(bytes.Clone(pBytes), unc[48:]...), bls12381.ErrNotCanonical},
		{"y = p", append(bytes.Clone(unc[:48]), pBytes...), bls12381.ErrNotCanonical},
		{"x ≥ 2^381", with(comp, func(b []byte) { b[0] |= 0x1f }), bls12381.ErrNotCanonical},
		{"no point over x", noPointX(t), bls12381.ErrNotOnCurve},
		{"off the curve", with(unc, func(b []byte) { b[95] ^= 1 }), bls12381.ErrNotOnCurve},
		{"outside G1, uncompressed", offUnc, bls12381.ErrNotInSubgroup},
		{"outside G1, compressed", offComp, bls12381.ErrNotInSubgroup},
	}
	for _, c := range cases {
		v := bls12381.NewG1Generator()
		got, err := v.SetBytes(c.in)
		assert.Nil(t, got, c.name)
		assert.True(t, errors.Is(err, c.err), "%s: got %v, want %v", c.name, err, c.err)
		assert.Equal(t, 1, v.Equal(g), "%s: receiver changed", c.name)
	}
	// The identity's two valid encodings.
	for _, b := range [][]byte{infC, infU} {
		v, err := new(bls12381.G1).SetBytes(b)
		require.NoError(t, err)
		assert.Equal(t, 1, v.IsIdentity())
	}
	assert.Equal(t, infC, bls12381.NewG1().Bytes())
	assert.Equal(t, infU, bls12381.NewG1().BytesUncompressed())
}

// TestBadEncodingsG2 checks the G2 decoder on the same kinds of input,
// including a point of the twist outside G2 and a non-canonical c0 or c1.
func TestBadEncodingsG2(t *testing.T) {
	g := bls12381.NewG2Generator()
	comp, unc := g.Bytes(), g.BytesUncompressed()
	with := func(b []byte, f func(b []byte)) []byte { b = bytes.Clone(b); f(b); return b }
	pBytes := bls12381.Modulus().FillBytes(make([]byte, 48))
	infC := make([]byte, 96)
	infC[0] = 0xc0
	cases := []struct {
		name string
		in   []byte
		err  error
	}{
		{"95 bytes", comp[:95], bls12381.ErrEncodingLength},
		{"48 bytes", comp[:48], bls12381.ErrEncodingLength},
		{"compressed without C", with(comp, func(b []byte) { b[0] &^= 0x80 }), bls12381.ErrEncodingFlags},
		{"uncompressed with S", with(unc, func(b []byte) { b[0] |= 0x20 }), bls12381.ErrEncodingFlags},
		{"infinity with x", with(infC, func(b []byte) { b[60] = 1 }), bls12381.ErrEncodingFlags},
		{"c1 = p", with(comp, func(b []byte) { copy(b, pBytes); b[0] |= 0x80 }), bls12381.ErrNotCanonical},
		{"c0 = p", with(comp, func(b []byte) { copy(b[48:], pBytes) }), bls12381.ErrNotCanonical},
		{"off the curve", with(unc, func(b []byte) { b[191] ^= 1 }), bls12381.ErrNotOnCurve},
	}
	// A point of E' outside G2: x = u·k for the first k giving a point.
	for k := byte(1); k < 100; k++ {
		b := make([]byte, 96)
		b[47] = k // c1 = k, c0 = 0
		b[0] |= 0x80
		if _, err := new(bls12381.G2).SetBytes(b); errors.Is(err, bls12381.ErrNotOnCurve) {
			continue
		} else {
			cases = append(cases, struct {
				name string
				in   []byte
				err  error
			}{"outside G2", b, bls12381.ErrNotInSubgroup})
			break
		}
	}
	require.Len(t, cases, 9)
	for _, c := range cases {
		v := bls12381.NewG2Generator()
		got, err := v.SetBytes(c.in)
		assert.Nil(t, got, c.name)
		assert.True(t, errors.Is(err, c.err), "%s: got %v, want %v", c.name, err, c.err)
		assert.Equal(t, 1, v.Equal(g), "%s: receiver changed", c.name)
	}
	v, err := new(bls12381.G2).SetBytes(infC)
	require.NoError(t, err)
	assert.Equal(t, 1, v.IsIdentity())
}
