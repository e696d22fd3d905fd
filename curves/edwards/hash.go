package edwards

import (
	"crypto/sha3"
	"hash"
)

// SHAKE256Hash returns a constructor of SHAKE256 with a fixed output of size
// bytes, as a hash.Hash: SHAKE256Hash(114) is H of Ed448 and SHAKE256Hash(64)
// its PH (RFC 8032 §5.2). Sum reads the output from a copy of the state, so
// writing may continue after it.
func SHAKE256Hash(size int) func() hash.Hash {
	return func() hash.Hash { return &shakeHash{s: sha3.NewSHAKE256(), size: size} }
}

// shakeHash is SHAKE256 with a fixed output length.
type shakeHash struct {
	s    *sha3.SHAKE
	size int
}

// Write absorbs p.
func (h *shakeHash) Write(p []byte) (int, error) { return h.s.Write(p) }

// Sum appends the next size bytes of output to b without changing the
// state.
func (h *shakeHash) Sum(b []byte) []byte {
	c := *h.s // squeezing changes the state; read from a copy
	n := len(b)
	b = append(b, make([]byte, h.size)...)
	c.Read(b[n:])
	return b
}

// Reset returns the state to that of a new SHAKE256.
func (h *shakeHash) Reset() { h.s.Reset() }

// Size returns the output length.
func (h *shakeHash) Size() int { return h.size }

// BlockSize returns SHAKE256's rate, 136 bytes.
func (h *shakeHash) BlockSize() int { return h.s.BlockSize() }
