package edwards

import (
	"crypto/sha512"
	"math/big"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/hashes"
)

// TestHashToScalar checks HashToScalar on edwards25519 and edwards448, over
// the fixed and the runtime fields, against hash_to_field computed with
// math/big from the expander's output: OS2IP of L = ⌈(bits(n) + k)/8⌉
// uniform bytes, modulo n (RFC 9380 §5.2). expand_message_xmd itself is
// checked against RFC 9380's vectors in package hashes.
func TestHashToScalar(t *testing.T) {
	testCurves(t)
	exp, err := hashes.NewXMDExpander(sha512.New, []byte("curvekit HashToScalar test"), 128)
	require.NoError(t, err)
	want := func(n *big.Int, msg []byte) *big.Int {
		l := hashes.HashToFieldLen(n.BitLen(), 128)
		u := make([]byte, l)
		require.NoError(t, exp.Expand(u, msg))
		return new(big.Int).Mod(new(big.Int).SetBytes(u), n)
	}
	for _, msg := range [][]byte{nil, []byte("abc"), make([]byte, 300)} {
		check := func(name string, n *big.Int, got *big.Int) {
			assert.Zero(t, got.Cmp(want(n, msg)), "%s, msg %q", name, msg)
		}
		hashCheck(t, "edwards25519 fixed", ed25519Fixed, msg, exp, check)
		hashCheck(t, "edwards25519 prime", ed25519Prime, msg, exp, check)
		hashCheck(t, "edwards448 fixed", ed448Fixed, msg, exp, check)
		hashCheck(t, "edwards448 prime", ed448Prime, msg, exp, check)
	}
}

func hashCheck[E, S any](t *testing.T, name string, c *Curve[E, S], msg []byte, exp hashes.Expander, check func(string, *big.Int, *big.Int)) {
	var s S
	require.NoError(t, c.HashToScalar(&s, msg, exp))
	check(name, c.Order(), field.Big(c.fs, &s))
}
