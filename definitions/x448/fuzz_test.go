package x448

import (
	"crypto/rand"
	"math/big"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// p448 = 2^448 − 2^224 − 1.
var p448 = new(big.Int).Sub(new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 448), new(big.Int).Lsh(big.NewInt(1), 224)), big.NewInt(1))

// refX448 is RFC 7748 §5's X448 in math/big, a literal transcription of
// the pseudocode (a24 = 39081, z_2 = E·(AA + a24·E)): the oracle of the
// tests.
func refX448(scalar, point []byte) []byte {
	p := p448
	le := func(b []byte) *big.Int {
		be := make([]byte, len(b))
		for i := range b {
			be[len(b)-1-i] = b[i]
		}
		return new(big.Int).SetBytes(be)
	}
	k := le(scalar)
	k.SetBit(k, 0, 0)
	k.SetBit(k, 1, 0)
	k.SetBit(k, 447, 1)
	x1 := le(point)
	x1.Mod(x1, p)
	x2, z2, x3, z3 := big.NewInt(1), big.NewInt(0), new(big.Int).Set(x1), big.NewInt(1)
	mod := func(x *big.Int) *big.Int { return x.Mod(x, p) }
	mul := func(a, b *big.Int) *big.Int { return mod(new(big.Int).Mul(a, b)) }
	swap := uint(0)
	for t := 447; t >= 0; t-- {
		kt := k.Bit(t)
		if swap^kt == 1 {
			x2, x3, z2, z3 = x3, x2, z3, z2
		}
		swap = kt
		A := mod(new(big.Int).Add(x2, z2))
		AA := mul(A, A)
		B := mod(new(big.Int).Sub(x2, z2))
		BB := mul(B, B)
		E := mod(new(big.Int).Sub(AA, BB))
		C := mod(new(big.Int).Add(x3, z3))
		D := mod(new(big.Int).Sub(x3, z3))
		DA, CB := mul(D, A), mul(C, B)
		s, d := mod(new(big.Int).Add(DA, CB)), mod(new(big.Int).Sub(DA, CB))
		x3, z3 = mul(s, s), mul(x1, mul(d, d))
		x2 = mul(AA, BB)
		z2 = mul(E, mod(new(big.Int).Add(AA, mul(big.NewInt(39081), E))))
	}
	if swap == 1 {
		x2, z2 = x3, z3
	}
	if z2.Sign() != 0 {
		z2.ModInverse(z2, p)
	}
	r := mul(x2, z2).FillBytes(make([]byte, 56))
	for i, j := 0, 55; i < j; i, j = i+1, j-1 {
		r[i], r[j] = r[j], r[i]
	}
	return r
}

// TestDifferential compares X448 and PublicKey with the math/big oracle on
// random inputs, including non-canonical and small points (circl is
// compared in bench/).
func TestDifferential(t *testing.T) {
	base := make([]byte, 56)
	base[0] = 5
	for i := range 40 {
		scalar, point := make([]byte, 56), make([]byte, 56)
		_, err := rand.Read(scalar)
		require.NoError(t, err)
		_, err = rand.Read(point)
		require.NoError(t, err)
		switch i % 4 {
		case 1: // p + r, non-canonical
			q := new(big.Int).Add(p448, big.NewInt(int64(point[0]%100)))
			for j, x := range q.FillBytes(make([]byte, 56)) {
				point[55-j] = x
			}
		case 2:
			clear(point[1:])
		}
		want := refX448(scalar, point)
		got, err := X448(scalar, point)
		if string(want) == string(make([]byte, 56)) {
			assert.ErrorIs(t, err, ErrLowOrderPoint)
		} else {
			require.NoError(t, err)
			assert.Equal(t, want, got, "scalar %x point %x", scalar, point)
		}
		pub, err := PublicKey(scalar)
		require.NoError(t, err)
		assert.Equal(t, refX448(scalar, base), pub)
	}
}

// FuzzX448 compares X448 with the math/big oracle, and checks that its
// inputs are left alone.
func FuzzX448(f *testing.F) {
	f.Add(make([]byte, 56), make([]byte, 56))
	five := make([]byte, 56)
	five[0] = 5
	f.Add(make([]byte, 56), five)
	f.Fuzz(func(t *testing.T, scalar, point []byte) {
		s0, p0 := string(scalar), string(point)
		out, err := X448(scalar, point)
		require.Equal(t, s0, string(scalar))
		require.Equal(t, p0, string(point))
		if len(scalar) != 56 || len(point) != 56 {
			require.Error(t, err)
			return
		}
		want := refX448(scalar, point)
		if string(want) == string(make([]byte, 56)) {
			require.ErrorIs(t, err, ErrLowOrderPoint)
			return
		}
		require.NoError(t, err)
		require.Equal(t, want, out)
	})
}
