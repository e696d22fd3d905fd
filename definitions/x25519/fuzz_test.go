package x25519

import (
	"crypto/ecdh"
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"
)

// refX25519 is RFC 7748 §5's X25519 in math/big, a literal transcription of
// the pseudocode: the oracle of the fuzz target.
func refX25519(scalar, point []byte) []byte {
	p := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 255), big.NewInt(19))
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
	k.SetBit(k, 2, 0)
	k.SetBit(k, 255, 0)
	k.SetBit(k, 254, 1)
	u := le(point)
	u.SetBit(u, 255, 0)
	x1 := u.Mod(u, p)
	x2, z2, x3, z3 := big.NewInt(1), big.NewInt(0), new(big.Int).Set(x1), big.NewInt(1)
	mod := func(x *big.Int) *big.Int { return x.Mod(x, p) }
	mul := func(a, b *big.Int) *big.Int { return mod(new(big.Int).Mul(a, b)) }
	swap := uint(0)
	for t := 254; t >= 0; t-- {
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
		z2 = mul(E, mod(new(big.Int).Add(AA, mul(big.NewInt(121665), E))))
	}
	if swap == 1 {
		x2, z2 = x3, z3
	}
	if z2.Sign() != 0 {
		z2.ModInverse(z2, p)
	}
	r := mul(x2, z2).FillBytes(make([]byte, 32))
	for i, j := 0, 31; i < j; i, j = i+1, j-1 {
		r[i], r[j] = r[j], r[i]
	}
	return r
}

// FuzzX25519 compares X25519 with the math/big oracle and crypto/ecdh, and
// checks that its inputs are left alone.
func FuzzX25519(f *testing.F) {
	f.Add(make([]byte, 32), make([]byte, 32))
	f.Add(make([]byte, 32), []byte{9, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff})
	f.Fuzz(func(t *testing.T, scalar, point []byte) {
		s0, p0 := string(scalar), string(point)
		out, err := X25519(scalar, point)
		require.Equal(t, s0, string(scalar))
		require.Equal(t, p0, string(point))
		if len(scalar) != 32 || len(point) != 32 {
			require.Error(t, err)
			return
		}
		want := refX25519(scalar, point)
		if string(want) == string(make([]byte, 32)) {
			require.ErrorIs(t, err, ErrLowOrderPoint)
			return
		}
		require.NoError(t, err)
		require.Equal(t, want, out)
		k, _ := ecdh.X25519().NewPrivateKey(scalar)
		pk, _ := ecdh.X25519().NewPublicKey(point)
		std, err := k.ECDH(pk)
		require.NoError(t, err)
		require.Equal(t, std, out)
	})
}
