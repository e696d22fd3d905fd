package fp25519

import (
	"bytes"
	"errors"
	"math/big"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"github.com/curvekit/curvekit/field"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// leBytes returns x as n little-endian bytes (x < 2^(8n)).
func leBytes(x *big.Int, n int) []byte {
	b := x.FillBytes(make([]byte, n))
	slices.Reverse(b)
	return b
}

// fromLE returns the little-endian integer b.
func fromLE(b []byte) *big.Int {
	r := slices.Clone(b)
	slices.Reverse(r)
	return new(big.Int).SetBytes(r)
}

func TestPutBytesRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 22))
	for _, x := range testElements(rng, 300) {
		var b [32]byte
		f.PutBytes(b[:], &x)
		require.Equal(t, leBytes(toBig(&x), 32), b[:], "PutBytes(%x)", x)

		var y Element
		require.NoError(t, f.SetBytes(&y, b[:]))
		require.Equal(t, 1, f.Equal(&x, &y))
		require.Less(t, y[0]|y[1]|y[2]|y[3]|y[4], uint64(1)<<51, "SetBytes output is canonical")
	}
}

func TestSetBytesRejectsNonCanonical(t *testing.T) {
	sentinel := Element{1, 2, 3, 4, 5}
	p := f.Modulus()
	two256 := new(big.Int).Lsh(bigOne, 256)
	bad := []*big.Int{
		p,
		new(big.Int).Add(p, bigOne),
		new(big.Int).Add(p, big.NewInt(18)), // 2^255 − 1
		new(big.Int).Lsh(bigOne, 255),       // bit 255 alone
		new(big.Int).Sub(two256, bigOne),    // all ones
		new(big.Int).Add(new(big.Int).Lsh(bigOne, 255), big.NewInt(5)),
	}
	for _, v := range bad {
		z := sentinel
		err := f.SetBytes(&z, leBytes(v, 32))
		require.Error(t, err, "SetBytes(%v)", v)
		assert.True(t, errors.Is(err, field.ErrNotReduced), "%v", err)
		assert.Equal(t, sentinel, z, "receiver changed on error")
	}
	// Every canonical value with bit 255 clear and the top bytes at their
	// maximum is accepted up to p − 1.
	var z Element
	require.NoError(t, f.SetBytes(&z, leBytes(new(big.Int).Sub(p, bigOne), 32)))
	assertBig(t, new(big.Int).Sub(p, bigOne), toBig(&z))
}

func TestSetBytesLength(t *testing.T) {
	sentinel := Element{1, 2, 3, 4, 5}
	for _, n := range []int{0, 1, 31, 33, 64} {
		z := sentinel
		err := f.SetBytes(&z, make([]byte, n))
		require.Error(t, err, "length %d", n)
		assert.True(t, errors.Is(err, field.ErrLength), "%v", err)
		assert.Contains(t, err.Error(), "want 32")
		assert.Equal(t, sentinel, z)
	}
}

func TestPutBytesPanicsOnWrongLength(t *testing.T) {
	x := Element{1}
	for _, n := range []int{0, 31, 33} {
		assert.PanicsWithValue(t, "fp25519: PutBytes buffer is "+strconv.Itoa(n)+" bytes, want 32",
			func() { f.PutBytes(make([]byte, n), &x) })
	}
}

func TestSetWideBytes(t *testing.T) {
	rng := rand.New(rand.NewPCG(23, 24))
	for n := 0; n <= 64; n++ {
		cases := [][]byte{make([]byte, n), bytes.Repeat([]byte{0xff}, n)}
		for range 20 {
			b := make([]byte, n)
			for i := range b {
				b[i] = byte(rng.Uint32())
			}
			cases = append(cases, b)
		}
		if n == 32 {
			cases = append(cases, leBytes(bigP, 32), leBytes(new(big.Int).Add(bigP, big.NewInt(18)), 32))
		}
		if n == 64 {
			twoP := new(big.Int).Lsh(bigP, 1)
			cases = append(cases, leBytes(twoP, 64), leBytes(new(big.Int).Mul(bigP, bigP), 64))
		}
		for _, b := range cases {
			z := Element{9, 9, 9, 9, 9}
			require.NoError(t, f.SetWideBytes(&z, b), "len %d", n)
			requireLoose(t, &z)
			want := new(big.Int).Mod(fromLE(b), bigP)
			requireBig(t, want, toBig(&z), "SetWideBytes(%x)", b)
		}
	}
	for _, n := range []int{65, 100} {
		sentinel := Element{1, 2, 3, 4, 5}
		z := sentinel
		err := f.SetWideBytes(&z, make([]byte, n))
		require.Error(t, err)
		assert.True(t, errors.Is(err, field.ErrLength), "%v", err)
		assert.Contains(t, err.Error(), strconv.Itoa(n))
		assert.Equal(t, sentinel, z)
	}
}

func FuzzSetBytes(f0 *testing.F) {
	f0.Add(make([]byte, 32))
	f0.Add(leBytes(bigP, 32))
	f0.Add(leBytes(new(big.Int).Sub(bigP, bigOne), 32))
	f0.Add(bytes.Repeat([]byte{0xff}, 32))
	f0.Add([]byte{1, 2, 3})
	f0.Fuzz(func(t *testing.T, b []byte) {
		sentinel := Element{1, 2, 3, 4, 5}
		z := sentinel
		err := f.SetBytes(&z, b)
		switch {
		case len(b) != 32:
			require.ErrorIs(t, err, field.ErrLength)
			require.Equal(t, sentinel, z)
		case fromLE(b).Cmp(bigP) >= 0:
			require.ErrorIs(t, err, field.ErrNotReduced)
			require.Equal(t, sentinel, z)
		default:
			require.NoError(t, err)
			requireBig(t, fromLE(b), toBig(&z))
			var out [32]byte
			f.PutBytes(out[:], &z)
			require.Equal(t, b, out[:])
		}
		if len(b) <= 64 {
			var w Element
			require.NoError(t, f.SetWideBytes(&w, b))
			requireBig(t, new(big.Int).Mod(fromLE(b), bigP), toBig(&w))
		}
	})
}

func FuzzMul(f0 *testing.F) {
	f0.Add(make([]byte, 64))
	f0.Add(bytes.Repeat([]byte{0xff}, 64))
	f0.Fuzz(func(t *testing.T, b []byte) {
		if len(b) < 80 {
			b = append(b, make([]byte, 80-len(b))...)
		}
		// Ten limbs of up to 52 bits each: x and y, loosely reduced.
		var x, y Element
		for i := range 5 {
			x[i] = leUint(b[8*i:]) >> 12
			y[i] = leUint(b[40+8*i:]) >> 12
		}
		var z, s Element
		f.Mul(&z, &x, &y)
		f.Square(&s, &x)
		requireLoose(t, &z)
		requireLoose(t, &s)
		want := new(big.Int).Mul(toBig(&x), toBig(&y))
		requireBig(t, want.Mod(want, bigP), toBig(&z))
		wantS := new(big.Int).Mul(toBig(&x), toBig(&x))
		requireBig(t, wantS.Mod(wantS, bigP), toBig(&s))
	})
}

// leUint reads 8 little-endian bytes.
func leUint(b []byte) uint64 {
	var v uint64
	for i := 7; i >= 0; i-- {
		v = v<<8 | uint64(b[i])
	}
	return v
}
