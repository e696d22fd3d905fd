package ed25519

import (
	"bytes"
	"crypto/ecdh"
	"math/big"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// montgomeryU computes u = (1 + y)/(1 − y) mod p from an encoded Edwards
// point with math/big, independently of the engine, and encodes it as
// RFC 7748 does (32 bytes, little-endian).
func montgomeryU(enc []byte) []byte {
	le := slices.Clone(enc)
	le[31] &= 0x7f
	slices.Reverse(le)
	y := new(big.Int).SetBytes(le)
	one := big.NewInt(1)
	num := new(big.Int).Add(one, y)
	den := new(big.Int).Sub(one, y)
	den.Mod(den, paramP).ModInverse(den, paramP)
	u := num.Mul(num, den).Mod(num, paramP)
	out := u.FillBytes(make([]byte, 32))
	slices.Reverse(out)
	return out
}

// TestToX25519 checks the conversions against crypto/ecdh and math/big:
// X25519(priv.ToX25519(), 9) = pub.ToX25519() = (1 + y)/(1 − y), and two
// converted key pairs agree on a shared secret.
func TestToX25519(t *testing.T) {
	r := testRand(t)
	var prev *ecdh.PrivateKey
	var prevPub []byte
	for i := range 20 {
		seed := make([]byte, SeedSize)
		r.Read(seed)
		priv, err := NewKeyFromSeed(seed)
		require.NoError(t, err)
		xPriv, err := priv.ToX25519()
		require.NoError(t, err)
		xPub, err := priv.PublicKey().ToX25519()
		require.NoError(t, err)
		assert.Equal(t, montgomeryU(priv.PublicKey()), xPub, "key %d", i)

		k, err := ecdh.X25519().NewPrivateKey(xPriv)
		require.NoError(t, err)
		assert.Equal(t, xPub, k.PublicKey().Bytes(), "key %d", i)
		// The private key is the clamped scalar itself.
		assert.Zero(t, xPriv[0]&7)
		assert.Equal(t, byte(0x40), xPriv[31]&0xc0)

		if prev != nil {
			peer, err := ecdh.X25519().NewPublicKey(prevPub)
			require.NoError(t, err)
			s1, err := k.ECDH(peer)
			require.NoError(t, err)
			s2, err := prev.ECDH(k.PublicKey())
			require.NoError(t, err)
			assert.Equal(t, s1, s2)
		}
		prev, prevPub = k, xPub
	}
}

// TestToX25519Rejects checks the refusals: non-canonical encodings, points
// of small order, points outside the prime-order subgroup, non-points.
func TestToX25519Rejects(t *testing.T) {
	rejected := map[string]string{
		"identity":                "0100000000000000000000000000000000000000000000000000000000000000",
		"order 2":                 "ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",
		"order 4":                 "0000000000000000000000000000000000000000000000000000000000000080",
		"order 8":                 "26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05",
		"non-canonical identity":  "eeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",
		"y = 2, not on the curve": "0200000000000000000000000000000000000000000000000000000000000000",
	}
	for name, h := range rejected {
		_, err := PublicKey(unhex(t, h)).ToX25519()
		assert.Error(t, err, name)
	}
	// A + T for a point T of order 8 has a component of small order.
	priv, err := NewKeyFromSeed(bytes.Repeat([]byte{5}, SeedSize))
	require.NoError(t, err)
	A, err := priv.PublicKey().Point()
	require.NoError(t, err)
	T, err := Curve().NewIdentityPoint().SetBytes(unhex(t, rejected["order 8"]))
	require.NoError(t, err)
	mixed := Curve().NewIdentityPoint().Add(A, T).Bytes()
	_, err = PublicKey(mixed).ToX25519()
	assert.ErrorContains(t, err, "not in the prime-order subgroup")
}
