package x448

import (
	"bytes"
	"crypto/rand"
	"errors"
	"math/big"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// encodeU returns the 56-byte little-endian encoding of u (which may be
// ≥ p, for non-canonical encodings).
func encodeU(u *big.Int) []byte {
	b := make([]byte, PointSize)
	u.FillBytes(b)
	for l, r := 0, len(b)-1; l < r; l, r = l+1, r-1 {
		b[l], b[r] = b[r], b[l]
	}
	return b
}

// TestValidatePublicKeyRejectsLowOrder checks that ValidatePublicKey
// rejects u = 0, 1, p − 1 and the non-canonical p and p + 1 with
// ErrLowOrderPoint, and that each really has low order: X448 of it is all
// zeros for random scalars.
func TestValidatePublicKeyRejectsLowOrder(t *testing.T) {
	p := paramP()
	scalar := make([]byte, ScalarSize)
	for _, u := range []*big.Int{
		big.NewInt(0), big.NewInt(1), new(big.Int).Sub(p, big.NewInt(1)),
		p, new(big.Int).Add(p, big.NewInt(1)),
	} {
		point := encodeU(u)
		assert.ErrorIs(t, ValidatePublicKey(point), ErrLowOrderPoint, "%x", point)
		for range 3 {
			_, _ = rand.Read(scalar)
			_, err := X448(scalar, point)
			assert.ErrorIs(t, err, ErrLowOrderPoint, "%x", point)
		}
	}
}

// TestValidatePublicKeyAcceptsOtherPoints checks that public keys, the base
// point and the non-canonical p + 2 and 2^448 − 1 are accepted, and that
// wrong lengths match ErrInvalidLength.
func TestValidatePublicKeyAcceptsOtherPoints(t *testing.T) {
	for range 8 {
		pub, _, err := GenerateKey(nil)
		require.NoError(t, err)
		assert.NoError(t, ValidatePublicKey(pub))
	}
	p := paramP()
	for _, u := range []*big.Int{
		big.NewInt(5), new(big.Int).Add(p, big.NewInt(2)),
		new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 448), big.NewInt(1)),
	} {
		assert.NoError(t, ValidatePublicKey(encodeU(u)), u)
	}
	for _, n := range []int{0, 55, 57} {
		assert.ErrorIs(t, ValidatePublicKey(make([]byte, n)), ErrInvalidLength, n)
	}
}

// TestClampIsWhatX448Uses checks that Clamp is decodeScalar448 as RFC 7748
// §5 writes it, leaves its argument alone, and that X448 of the clamped
// scalar is X448 of the scalar.
func TestClampIsWhatX448Uses(t *testing.T) {
	for range 8 {
		k := make([]byte, ScalarSize)
		_, _ = rand.Read(k)
		orig := bytes.Clone(k)
		c, err := Clamp(k)
		require.NoError(t, err)
		assert.Equal(t, orig, k)
		want := bytes.Clone(k)
		want[0] &= 252
		want[55] |= 128
		assert.Equal(t, want, c)
		a, err := PublicKey(k)
		require.NoError(t, err)
		b, err := PublicKey(c)
		require.NoError(t, err)
		assert.Equal(t, a, b)
	}
	_, err := Clamp(make([]byte, 57))
	assert.ErrorIs(t, err, ErrInvalidLength)
}

// TestLengthErrorsMatchErrInvalidLength checks that every length error of
// the package matches ErrInvalidLength and carries one "x448: " prefix.
func TestLengthErrorsMatchErrInvalidLength(t *testing.T) {
	short := make([]byte, 55)
	_, e1 := X448(short, make([]byte, 56))
	_, e2 := PublicKey(short)
	_, e3 := Clamp(short)
	_, e4 := MarshalPKCS8PrivateKey(short)
	_, e5 := MarshalPKIXPublicKey(short)
	for i, err := range []error{e1, e2, e3, e4, e5, ValidatePublicKey(short)} {
		assert.ErrorIs(t, err, ErrInvalidLength, i)
		assert.Regexp(t, "^x448: [^:]*$", err.Error(), i)
	}
}

// FuzzValidatePublicKey checks that ValidatePublicKey rejects a point
// exactly when X448 of it is all zeros for two unrelated scalars.
func FuzzValidatePublicKey(f *testing.F) {
	p := paramP()
	for _, u := range []*big.Int{big.NewInt(0), big.NewInt(1), new(big.Int).Sub(p, big.NewInt(1)), p, big.NewInt(5)} {
		f.Add(encodeU(u))
	}
	f.Add(make([]byte, 55))
	f.Fuzz(func(t *testing.T, point []byte) {
		err := ValidatePublicKey(point)
		if len(point) != PointSize {
			require.ErrorIs(t, err, ErrInvalidLength)
			return
		}
		k1, k2 := bytes.Repeat([]byte{0x5a}, ScalarSize), bytes.Repeat([]byte{0xc3}, ScalarSize)
		_, e1 := X448(k1, point)
		_, e2 := X448(k2, point)
		low := errors.Is(e1, ErrLowOrderPoint) && errors.Is(e2, ErrLowOrderPoint)
		require.Equal(t, low, errors.Is(err, ErrLowOrderPoint), "%x", point)
		require.Equal(t, low, err != nil, "%x", point)
	})
}
