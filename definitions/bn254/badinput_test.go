package bn254_test

import (
	"bytes"
	"errors"
	"math/big"
	"testing"

	gnark "github.com/consensys/gnark-crypto/ecc/bn254"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/definitions/bn254"
)

// offSubgroupG2 returns a point of the twist E' outside G2, found and
// checked by gnark-crypto: x = k·u for the first k > 0 with a point over it
// (the cofactor is 2p − r, so almost no point of E' is in G2).
func offSubgroupG2(t testing.TB) gnark.G2Affine {
	_, _, _, g2 := gnark.Generators()
	var b gnark.G2Affine // b' from the generator: y² − x³
	var x3 = g2.X
	x3.Square(&x3).Mul(&x3, &g2.X)
	var bt = g2.Y
	bt.Square(&bt).Sub(&bt, &x3)
	for k := uint64(1); k < 100; k++ {
		b.X.A0.SetZero()
		b.X.A1.SetUint64(k)
		var rhs = b.X
		rhs.Square(&rhs).Mul(&rhs, &b.X).Add(&rhs, &bt)
		if rhs.Legendre() != 1 {
			continue
		}
		b.Y.Sqrt(&rhs)
		require.True(t, b.IsOnCurve())
		require.False(t, b.IsInSubGroup())
		return b
	}
	t.Fatal("no point found")
	return b
}

// noPointX returns a compressed G1 encoding whose x has no point over it.
func noPointX(t *testing.T) []byte {
	p := bn254.Modulus()
	for x := int64(0); x < 100; x++ {
		if big.Jacobi(new(big.Int).Mod(big.NewInt(x*x*x+3), p), p) == -1 {
			b := make([]byte, 32)
			big.NewInt(x).FillBytes(b)
			b[0] |= 0x80
			return b
		}
	}
	t.Fatal("none found")
	return nil
}

func with(b []byte, f func(b []byte)) []byte { b = bytes.Clone(b); f(b); return b }

type badCase struct {
	name string
	in   []byte
	err  error
}

// TestBadEncodingsG1 checks that every malformed G1 encoding is refused
// with the matching error, leaving the receiver unchanged.
func TestBadEncodingsG1(t *testing.T) {
	g := new(bn254.G1).ScalarBaseMult(new(bn254.Scalar).SetUint64(7))
	unc, comp := g.Bytes(), g.BytesCompressed()
	pBytes := bn254.Modulus().FillBytes(make([]byte, 32))
	infC := make([]byte, 32)
	infC[0] = 0x40
	cases := []badCase{
		{"empty", nil, bn254.ErrEncodingLength},
		{"31 bytes", comp[:31], bn254.ErrEncodingLength},
		{"33 bytes", append(bytes.Clone(comp), 0), bn254.ErrEncodingLength},
		{"63 bytes", unc[:63], bn254.ErrEncodingLength},
		{"65 bytes", append(bytes.Clone(unc), 0), bn254.ErrEncodingLength},
		{"compressed without flags", with(comp, func(b []byte) { b[0] &^= 0xc0 }), bn254.ErrEncodingFlags},
		{"infinity with x", with(infC, func(b []byte) { b[31] = 1 }), bn254.ErrEncodingFlags},
		{"infinity with a high bit", with(infC, func(b []byte) { b[0] |= 0x01 }), bn254.ErrEncodingFlags},
		{"all zeros compressed", make([]byte, 32), bn254.ErrEncodingFlags},
		{"x = p", with(pBytes, func(b []byte) { b[0] |= 0x80 }), bn254.ErrNotCanonical},
		{"x = p, uncompressed", append(bytes.Clone(pBytes), unc[32:]...), bn254.ErrNotCanonical},
		{"y = p", append(bytes.Clone(unc[:32]), pBytes...), bn254.ErrNotCanonical},
		{"uncompressed with a flag", with(unc, func(b []byte) { b[0] |= 0x80 }), bn254.ErrNotCanonical},
		{"x ≥ 2^254", with(comp, func(b []byte) { b[0] |= 0x3f }), bn254.ErrNotCanonical},
		{"no point over x", noPointX(t), bn254.ErrNotOnCurve},
		{"off the curve", with(unc, func(b []byte) { b[63] ^= 1 }), bn254.ErrNotOnCurve},
		{"(0, 1)", with(make([]byte, 64), func(b []byte) { b[63] = 1 }), bn254.ErrNotOnCurve},
	}
	for _, c := range cases {
		v := new(bn254.G1).Set(g)
		got, err := v.SetBytes(c.in)
		assert.Nil(t, got, c.name)
		assert.True(t, errors.Is(err, c.err), "%s: got %v, want %v", c.name, err, c.err)
		assert.Equal(t, 1, v.Equal(g), "%s: receiver changed", c.name)
	}
	// The identity's two valid encodings.
	for _, b := range [][]byte{infC, make([]byte, 64)} {
		v, err := new(bn254.G1).SetBytes(b)
		require.NoError(t, err)
		assert.Equal(t, 1, v.IsIdentity())
	}
	assert.Equal(t, infC, bn254.NewG1().BytesCompressed())
	assert.Equal(t, make([]byte, 64), bn254.NewG1().Bytes())
	var zero bn254.G1 // the zero value is the identity
	assert.Equal(t, make([]byte, 64), zero.Bytes())
}

// TestBadEncodingsG2 checks the G2 decoder on the same kinds of input,
// including a point of the twist outside G2 (gnark-crypto's) and a
// non-canonical c0 or c1.
func TestBadEncodingsG2(t *testing.T) {
	g := new(bn254.G2).ScalarBaseMult(new(bn254.Scalar).SetUint64(7))
	unc, comp := g.Bytes(), g.BytesCompressed()
	pBytes := bn254.Modulus().FillBytes(make([]byte, 32))
	infC := make([]byte, 64)
	infC[0] = 0x40
	off := offSubgroupG2(t)
	offUnc, offComp := off.RawBytes(), off.Bytes()
	cases := []badCase{
		{"127 bytes", unc[:127], bn254.ErrEncodingLength},
		{"32 bytes", comp[:32], bn254.ErrEncodingLength},
		{"compressed without flags", with(comp, func(b []byte) { b[0] &^= 0xc0 }), bn254.ErrEncodingFlags},
		{"infinity with x", with(infC, func(b []byte) { b[60] = 1 }), bn254.ErrEncodingFlags},
		{"c1 = p", with(comp, func(b []byte) { copy(b, pBytes); b[0] |= 0x80 }), bn254.ErrNotCanonical},
		{"c0 = p", with(comp, func(b []byte) { copy(b[32:], pBytes) }), bn254.ErrNotCanonical},
		{"y.c0 = p", with(unc, func(b []byte) { copy(b[96:], pBytes) }), bn254.ErrNotCanonical},
		{"off the curve", with(unc, func(b []byte) { b[127] ^= 1 }), bn254.ErrNotOnCurve},
		{"outside G2, uncompressed", offUnc[:], bn254.ErrNotInSubgroup},
		{"outside G2, compressed", offComp[:], bn254.ErrNotInSubgroup},
	}
	for _, c := range cases {
		v := new(bn254.G2).Set(g)
		got, err := v.SetBytes(c.in)
		assert.Nil(t, got, c.name)
		assert.True(t, errors.Is(err, c.err), "%s: got %v, want %v", c.name, err, c.err)
		assert.Equal(t, 1, v.Equal(g), "%s: receiver changed", c.name)
	}
	for _, b := range [][]byte{infC, make([]byte, 128)} {
		v, err := new(bn254.G2).SetBytes(b)
		require.NoError(t, err)
		assert.Equal(t, 1, v.IsIdentity())
	}
	assert.Equal(t, infC, bn254.NewG2().BytesCompressed())
	assert.Equal(t, make([]byte, 128), bn254.NewG2().Bytes())
}

// TestSubgroupTestAgreesWithGnark checks the ψ(Q) = 6x²·Q test against
// gnark-crypto's IsInSubGroup on points of the twist inside and outside G2:
// cleared multiples of off-subgroup points are accepted, the points and
// their sums with G2 points refused.
func TestSubgroupTestAgreesWithGnark(t *testing.T) {
	off := offSubgroupG2(t)
	_, _, _, g2 := gnark.Generators()
	var sum gnark.G2Affine
	sum.Add(&off, &g2)
	var cleared gnark.G2Affine
	cleared.ClearCofactor(&off)
	var r gnark.G2Affine // r·off: in the subgroup of order 2p − r, outside G2
	r.ScalarMultiplication(&off, bn254.Order())
	for _, q := range []gnark.G2Affine{off, sum, cleared, r} {
		raw := q.RawBytes()
		_, err := new(bn254.G2).SetBytes(raw[:])
		assert.Equal(t, q.IsInSubGroup(), err == nil, "%x: %v", raw, err)
	}
}

// TestG2SubgroupRandomTwistPoints checks G2's decoder on random points of
// the twist E' without cofactor clearing, which lie outside G2 (the
// cofactor 2p − r leaves them there with probability 1 − 1/(2p − r)), as
// gnark-crypto's IsInSubGroup confirms: they, their sums with a G2 point,
// their multiples r·P (of order dividing 2p − r) and their multiples of
// the small orders 10069 and 5864401 (prime factors of 2p − r, where the
// multiplication by x of the test meets its exceptional additions most
// often) are refused with ErrNotInSubgroup; their cleared images are
// accepted and decode to the same point.
func TestG2SubgroupRandomTwistPoints(t *testing.T) {
	_, _, _, g2 := gnark.Generators()
	var bt, x3 = g2.Y, g2.X // b' = y² − x³ from the generator
	x3.Square(&x3).Mul(&x3, &g2.X)
	bt.Square(&bt).Sub(&bt, &x3)
	h2 := new(big.Int).Sub(new(big.Int).Lsh(bn254.Modulus(), 1), bn254.Order())
	small := func(l int64) *big.Int { // 2p − r over the small factor l
		q, m := new(big.Int).DivMod(h2, big.NewInt(l), new(big.Int))
		require.Zero(t, m.Sign(), "%d does not divide 2p − r", l)
		return q
	}
	refused, accepted := 0, 0
	for i := range 24 {
		var p gnark.G2Affine
		for {
			_, err := p.X.SetRandom()
			require.NoError(t, err)
			rhs := p.X
			rhs.Square(&rhs).Mul(&rhs, &p.X).Add(&rhs, &bt)
			if rhs.Legendre() == 1 {
				p.Y.Sqrt(&rhs)
				break
			}
		}
		require.True(t, p.IsOnCurve())
		var sum, byR, o1, o2, cleared gnark.G2Affine
		sum.Add(&p, &g2)
		byR.ScalarMultiplication(&p, bn254.Order())
		o1.ScalarMultiplication(&p, small(10069))
		o2.ScalarMultiplication(&p, small(5864401))
		cleared.ClearCofactor(&p)
		for name, q := range map[string]*gnark.G2Affine{"P": &p, "P + G": &sum, "r·P": &byR, "order 10069": &o1, "order 5864401": &o2} {
			if q.IsInfinity() {
				continue
			}
			require.False(t, q.IsInSubGroup(), "point %d, %s", i, name)
			raw := q.RawBytes()
			_, err := new(bn254.G2).SetBytes(raw[:])
			assert.ErrorIs(t, err, bn254.ErrNotInSubgroup, "point %d, %s", i, name)
			refused++
		}
		require.True(t, cleared.IsInSubGroup())
		raw := cleared.RawBytes()
		v, err := new(bn254.G2).SetBytes(raw[:])
		if assert.NoError(t, err, "point %d cleared", i) {
			assert.Equal(t, raw[:], v.Bytes(), "point %d cleared", i)
			accepted++
		}
	}
	t.Logf("%d points refused, %d accepted", refused, accepted)
}
