package testinput

import (
	"crypto/sha512"
	"strconv"
)

// Bytes returns n pseudo-random bytes derived from label, for seeds,
// messages, digests and auxiliary randomness: the SHA-512 based expansion
// that Element uses, under its own domain so that Bytes(label, n) and
// Element(p, label) are unrelated.
func Bytes(label string, n int) []byte {
	buf := make([]byte, 0, n+sha512.Size)
	for i := 0; len(buf) < n; i++ {
		h := sha512.Sum512([]byte("curvekit bench bytes|" + label + "|" + strconv.Itoa(i)))
		buf = append(buf, h[:]...)
	}
	return buf[:n]
}

// Reader is an io.Reader of deterministic pseudo-random bytes derived from a
// label, for APIs that draw their randomness from a reader (batch
// verification coefficients, hedged signatures). Successive reads continue
// one stream.
type Reader struct {
	label string
	block int
	buf   []byte
}

// NewReader returns a Reader of the stream derived from label.
func NewReader(label string) *Reader { return &Reader{label: label} }

// Read fills p and never fails.
func (r *Reader) Read(p []byte) (int, error) {
	n := 0
	for n < len(p) {
		if len(r.buf) == 0 {
			r.buf = Bytes(r.label+"|reader|"+strconv.Itoa(r.block), sha512.Size)
			r.block++
		}
		c := copy(p[n:], r.buf)
		r.buf = r.buf[c:]
		n += c
	}
	return n, nil
}
