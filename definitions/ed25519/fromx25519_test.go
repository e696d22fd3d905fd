package ed25519

import (
	"crypto/ecdh"
	"encoding/hex"
	"math/big"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPublicKeyFromX25519RoundTrip checks, on the RFC 8032 test keys, that
// PublicKeyFromX25519 inverts ToX25519 given the key's sign bit, that the
// other sign gives −A, and that the u it inverts is the X25519 public key
// crypto/ecdh computes from the key pair's scalar.
func TestPublicKeyFromX25519RoundTrip(t *testing.T) {
	for _, v := range rfc8032Vectors {
		priv, err := NewKeyFromSeed(unhex(t, v.seed))
		require.NoError(t, err)
		pub := priv.PublicKey()
		scalar, err := priv.ToX25519()
		require.NoError(t, err)
		ek, err := ecdh.X25519().NewPrivateKey(scalar)
		require.NoError(t, err)
		u := ek.PublicKey().Bytes()
		mine, err := pub.ToX25519()
		require.NoError(t, err)
		require.Equal(t, u, mine, v.name)

		sign := int(pub[31] >> 7)
		got, err := PublicKeyFromX25519(u, sign)
		require.NoError(t, err, v.name)
		assert.Equal(t, hex.EncodeToString(pub), hex.EncodeToString(got), v.name)

		neg, err := PublicKeyFromX25519(u, 1-sign)
		require.NoError(t, err, v.name)
		A, err := pub.Point()
		require.NoError(t, err)
		assert.Equal(t, Curve().NewIdentityPoint().Negate(A).Bytes(), []byte(neg), v.name)
	}
}

// onCurve25519 reports, with math/big, whether u³ + 486662·u² + u is a
// square mod p (u is the u of a point of curve25519, not of its twist).
func onCurve25519(u int64) bool {
	x := big.NewInt(u)
	r := new(big.Int).Mul(x, x)
	r.Mul(r, x)
	r.Add(r, new(big.Int).Mul(big.NewInt(486662), new(big.Int).Mul(x, x)))
	r.Add(r, x).Mod(r, paramP)
	e := new(big.Int).Rsh(new(big.Int).Sub(paramP, big.NewInt(1)), 1)
	return new(big.Int).Exp(r, e, paramP).Cmp(big.NewInt(1)) == 0
}

// leU encodes a small u as 32 bytes little-endian.
func leU(u int64) []byte {
	b := big.NewInt(u).FillBytes(make([]byte, 32))
	slices.Reverse(b)
	return b
}

// TestPublicKeyFromX25519Rejects checks the documented errors: wrong
// length, sign not 0 or 1, u ≥ p, u = −1, small order (u = 0, 1 and the
// two u of order 8), twist points, and points with a small-order component.
func TestPublicKeyFromX25519Rejects(t *testing.T) {
	bad := map[string][]byte{
		"u = p − 1": unhex(t, "ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f"),
		"u = p":     unhex(t, "edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f"),
		"bit 255":   unhex(t, "0900000000000000000000000000000000000000000000000000000000000080"),
		"u = 0":     leU(0),
		"u = 1":     leU(1),
		"order 8 a": unhex(t, "e0eb7a7c3b41b8ae1656e3faf19fc46ada098deb9c32b1fd866205165f49b800"),
		"order 8 b": unhex(t, "5f9c95bca3508c24b1d0b1559c83ef5b04445cc4581c8e86d8224eddd09f1157"),
		"short":     make([]byte, 31),
	}
	// A point of the key plus the point (0, −1) of order 2.
	pub, _, err := GenerateKey(nil)
	require.NoError(t, err)
	A, err := pub.Point()
	require.NoError(t, err)
	T2, err := Curve().NewIdentityPoint().SetBytes(unhex(t, "ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f"))
	require.NoError(t, err)
	bad["mixed order"] = montgomeryU(Curve().NewIdentityPoint().Add(A, T2).Bytes())
	twist := 0
	for u := int64(2); twist < 3; u++ {
		if !onCurve25519(u) {
			bad["twist u = "+itoa(int(u))] = leU(u)
			twist++
		}
	}
	for name, u := range bad {
		for _, sign := range []int{0, 1} {
			_, err := PublicKeyFromX25519(u, sign)
			assert.Error(t, err, "%s sign %d", name, sign)
			if err != nil {
				assert.Regexp(t, "^ed25519: ", err.Error())
			}
		}
	}
	for _, sign := range []int{-1, 2} {
		_, err := PublicKeyFromX25519(leU(9), sign)
		assert.Error(t, err, sign)
	}
	// The base point u = 9 converts to B (x of B is even: sign 0).
	B, err := PublicKeyFromX25519(leU(9), 0)
	require.NoError(t, err)
	assert.Equal(t, Curve().NewGeneratorPoint().Bytes(), []byte(B))
}
