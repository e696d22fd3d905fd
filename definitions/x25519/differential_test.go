package x25519

import (
	"crypto/ecdh"
	"crypto/rand"
	"math/big"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/crypto/curve25519"
)

// randomPoint returns 32 random bytes, biased towards the edges: bit 255
// set, non-canonical values in [p, 2^255), small values.
func randomPoint(t testing.TB, i int) []byte {
	b := make([]byte, 32)
	_, err := rand.Read(b)
	require.NoError(t, err)
	switch i % 5 {
	case 1:
		b[31] |= 0x80 // bit 255, ignored
	case 2:
		// p + r for a small r: non-canonical.
		p := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 255), big.NewInt(19))
		p.Add(p, big.NewInt(int64(b[0]%19)))
		for j, x := range p.FillBytes(make([]byte, 32)) {
			b[31-j] = x
		}
	case 3:
		clear(b[1:]) // a small u
	}
	return b
}

// TestDifferential compares X25519 and PublicKey with crypto/ecdh and
// golang.org/x/crypto/curve25519 on random inputs.
func TestDifferential(t *testing.T) {
	for i := range 200 {
		scalar := make([]byte, 32)
		_, err := rand.Read(scalar)
		require.NoError(t, err)
		point := randomPoint(t, i)

		got, err := X25519(scalar, point)
		want, errX := curve25519.X25519(scalar, point)
		require.Equal(t, errX == nil, err == nil, "scalar %x point %x: %v / %v", scalar, point, err, errX)
		assert.Equal(t, want, got)

		k, err := ecdh.X25519().NewPrivateKey(scalar)
		require.NoError(t, err)
		pk, err := ecdh.X25519().NewPublicKey(point)
		require.NoError(t, err)
		wantE, errE := k.ECDH(pk)
		require.Equal(t, errE == nil, errX == nil)
		assert.Equal(t, wantE, want)

		pub, err := PublicKey(scalar)
		require.NoError(t, err)
		assert.Equal(t, k.PublicKey().Bytes(), pub)
		wantPub, err := curve25519.X25519(scalar, curve25519.Basepoint)
		require.NoError(t, err)
		assert.Equal(t, wantPub, pub)
	}
}
