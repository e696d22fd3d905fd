package xdh

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestClampIsDecodeScalar checks Clamp(3, 255) and Clamp(2, 448) against
// decodeScalar25519 and decodeScalar448 as RFC 7748 §5 writes them, on
// all-zero, all-one and patterned scalars.
func TestClampIsDecodeScalar(t *testing.T) {
	rfc25519 := func(k []byte) {
		k[0] &= 248
		k[31] &= 127
		k[31] |= 64
	}
	rfc448 := func(k []byte) {
		k[0] &= 252
		k[55] |= 128
	}
	for _, c := range []struct {
		size      int
		clamp     func([]byte)
		reference func([]byte)
	}{{32, Clamp(3, 255), rfc25519}, {56, Clamp(2, 448), rfc448}} {
		for _, fill := range []func(i int) byte{
			func(int) byte { return 0 }, func(int) byte { return 0xff },
			func(i int) byte { return byte(37*i + 11) },
		} {
			a, b := make([]byte, c.size), make([]byte, c.size)
			for i := range a {
				a[i], b[i] = fill(i), fill(i)
			}
			c.clamp(a)
			c.reference(b)
			assert.Equal(t, b, a)
		}
	}
}
