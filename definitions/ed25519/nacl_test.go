package ed25519

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSignOpenMessage checks NaCl signed messages: the layout, opening, and
// that OpenMessage neither modifies nor aliases its input, whether or not
// the signature verifies.
func TestSignOpenMessage(t *testing.T) {
	priv, err := NewKeyFromSeed(bytes.Repeat([]byte{9}, SeedSize))
	require.NoError(t, err)
	pub := priv.PublicKey()
	for _, msg := range [][]byte{nil, {}, []byte("x"), bytes.Repeat([]byte("nacl"), 100)} {
		signed, err := SignMessage(priv, msg)
		require.NoError(t, err)
		sig, err := Sign(priv, msg)
		require.NoError(t, err)
		assert.Equal(t, append(sig, msg...), signed)

		before := clone(signed)
		opened, ok := OpenMessage(pub, signed)
		assert.True(t, ok)
		assert.Equal(t, string(msg), string(opened))
		assert.Equal(t, before, signed)
		if len(opened) > 0 {
			opened[0] ^= 0xff
			assert.Equal(t, before, signed, "the opened message must not alias the input")
		}

		for i := range signed {
			tampered := clone(signed)
			tampered[i] ^= 0x10
			saved := clone(tampered)
			opened, ok := OpenMessage(pub, tampered)
			assert.False(t, ok, "byte %d", i)
			assert.Nil(t, opened)
			assert.Equal(t, saved, tampered)
		}
	}
	for _, n := range []int{0, 1, 63} {
		opened, ok := OpenMessage(pub, make([]byte, n))
		assert.False(t, ok)
		assert.Nil(t, opened)
	}
}
