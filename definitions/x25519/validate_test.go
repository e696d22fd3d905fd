package x25519

import (
	"bytes"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// sodiumBlocklist is libsodium's list of low-order Curve25519 encodings
// (crypto_scalarmult/curve25519/ref10/x25519_ref10.c, has_small_order),
// which it compares with bit 255 ignored.
var sodiumBlocklist = []string{
	"0000000000000000000000000000000000000000000000000000000000000000",
	"0100000000000000000000000000000000000000000000000000000000000000",
	"e0eb7a7c3b41b8ae1656e3faf19fc46ada098deb9c32b1fd866205165f49b800",
	"5f9c95bca3508c24b1d0b1559c83ef5b04445cc4581c8e86d8224eddd09f1157",
	"ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",
	"edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",
	"eeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",
}

// TestValidatePublicKeyRejectsTheBlocklist checks that ValidatePublicKey
// rejects every blocklisted encoding, with bit 255 clear and set, with
// ErrLowOrderPoint, and that each really has low order: X25519 of it is
// all zeros for random scalars.
func TestValidatePublicKeyRejectsTheBlocklist(t *testing.T) {
	scalar := make([]byte, ScalarSize)
	for _, h := range sodiumBlocklist {
		for _, top := range []byte{0, 0x80} {
			point, err := hex.DecodeString(h)
			require.NoError(t, err)
			point[31] |= top
			assert.ErrorIs(t, ValidatePublicKey(point), ErrLowOrderPoint, "%x", point)
			for range 3 {
				_, _ = rand.Read(scalar)
				_, err := X25519(scalar, point)
				assert.ErrorIs(t, err, ErrLowOrderPoint, "%x", point)
			}
		}
	}
	// The engine's list is libsodium's canonical entries, in its order.
	for i, u := range lowOrder {
		b := make([]byte, PointSize)
		u.FillBytes(b)
		for l, r := 0, len(b)-1; l < r; l, r = l+1, r-1 {
			b[l], b[r] = b[r], b[l]
		}
		assert.Equal(t, sodiumBlocklist[i], hex.EncodeToString(b))
	}
}

// TestValidatePublicKeyAcceptsOtherPoints checks that public keys,
// their copies with bit 255 set, and non-canonical encodings of u = 2 and
// u = 18 (p + 2, p + 18), which are not of small order, are accepted, and
// that wrong lengths match ErrInvalidLength.
func TestValidatePublicKeyAcceptsOtherPoints(t *testing.T) {
	for range 16 {
		pub, _, err := GenerateKey(nil)
		require.NoError(t, err)
		assert.NoError(t, ValidatePublicKey(pub))
		pub[31] |= 0x80
		assert.NoError(t, ValidatePublicKey(pub))
	}
	for _, h := range []string{
		"efffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f", // p + 2
		"ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f", // p + 18
		"0900000000000000000000000000000000000000000000000000000000000000", // the base point
	} {
		point, err := hex.DecodeString(h)
		require.NoError(t, err)
		assert.NoError(t, ValidatePublicKey(point), h)
	}
	for _, n := range []int{0, 31, 33} {
		assert.ErrorIs(t, ValidatePublicKey(make([]byte, n)), ErrInvalidLength, n)
	}
}

// TestClampIsWhatX25519Uses checks that Clamp is decodeScalar25519 as RFC
// 7748 §5 writes it, leaves its argument alone, and that X25519 of the
// clamped scalar is X25519 of the scalar.
func TestClampIsWhatX25519Uses(t *testing.T) {
	for range 8 {
		k := make([]byte, ScalarSize)
		_, _ = rand.Read(k)
		orig := bytes.Clone(k)
		c, err := Clamp(k)
		require.NoError(t, err)
		assert.Equal(t, orig, k)
		want := bytes.Clone(k)
		want[0] &= 248
		want[31] &= 127
		want[31] |= 64
		assert.Equal(t, want, c)
		a, err := PublicKey(k)
		require.NoError(t, err)
		b, err := PublicKey(c)
		require.NoError(t, err)
		assert.Equal(t, a, b)
	}
	_, err := Clamp(make([]byte, 31))
	assert.ErrorIs(t, err, ErrInvalidLength)
}

// TestScalarBaseMultIsPublicKey checks that ScalarBaseMult returns nil and
// the public key of the scalar.
func TestScalarBaseMultIsPublicKey(t *testing.T) {
	var k, dst [32]byte
	for range 8 {
		_, _ = rand.Read(k[:])
		require.NoError(t, ScalarBaseMult(&dst, &k))
		want, err := PublicKey(k[:])
		require.NoError(t, err)
		assert.Equal(t, want, dst[:])
	}
}

// TestLengthErrorsMatchErrInvalidLength checks that every length error of
// the package matches ErrInvalidLength and carries one "x25519: " prefix.
func TestLengthErrorsMatchErrInvalidLength(t *testing.T) {
	short := make([]byte, 31)
	_, e1 := X25519(short, make([]byte, 32))
	_, e2 := PublicKey(short)
	_, e3 := ECDHPrivateKey(short)
	_, e4 := ECDHPublicKey(short)
	_, e5 := Clamp(short)
	for i, err := range []error{e1, e2, e3, e4, e5, ValidatePublicKey(short)} {
		assert.ErrorIs(t, err, ErrInvalidLength, i)
		assert.Regexp(t, "^x25519: [^:]*$", err.Error(), i)
	}
}

// FuzzValidatePublicKey checks that ValidatePublicKey rejects a point
// exactly when X25519 of it is all zeros for two unrelated scalars: the
// blocklist is complete and rejects nothing else.
func FuzzValidatePublicKey(f *testing.F) {
	for _, h := range sodiumBlocklist {
		b, _ := hex.DecodeString(h)
		f.Add(b)
	}
	f.Add(make([]byte, 31))
	f.Fuzz(func(t *testing.T, point []byte) {
		err := ValidatePublicKey(point)
		if len(point) != PointSize {
			require.ErrorIs(t, err, ErrInvalidLength)
			return
		}
		k1, k2 := bytes.Repeat([]byte{0x5a}, ScalarSize), bytes.Repeat([]byte{0xc3}, ScalarSize)
		_, e1 := X25519(k1, point)
		_, e2 := X25519(k2, point)
		low := errors.Is(e1, ErrLowOrderPoint) && errors.Is(e2, ErrLowOrderPoint)
		require.Equal(t, low, errors.Is(err, ErrLowOrderPoint), "%x", point)
		require.Equal(t, low, err != nil, "%x", point)
	})
}
