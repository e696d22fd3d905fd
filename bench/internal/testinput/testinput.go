// Package testinput derives the deterministic pseudo-random field elements
// that the benchmarks and differential tests of the bench module use, and
// converts integers to and from fixed-length byte encodings.
package testinput

import (
	"crypto/sha512"
	"math/big"
	"strconv"
)

// Element returns an integer in [2, p − 1) derived from label: the SHA-512
// based expansion of label reduced modulo p, so it is uniform enough to stand
// for a random element and never one of the special values 0, 1 or p − 1
// (the derivation retries with a counter in that negligible case).
func Element(p *big.Int, label string) *big.Int {
	pm1 := new(big.Int).Sub(p, big.NewInt(1))
	for ctr := 0; ; ctr++ {
		var buf []byte
		// Expand to twice the size of p so that the reduction is unbiased
		// enough, whatever the size of p.
		for i := 0; len(buf) < 2*len(p.Bytes())+16; i++ {
			h := sha512.Sum512([]byte("curvekit bench input|" + label + "|" + strconv.Itoa(ctr) + "|" + strconv.Itoa(i)))
			buf = append(buf, h[:]...)
		}
		x := new(big.Int).SetBytes(buf)
		x.Mod(x, p)
		if x.Cmp(big.NewInt(1)) > 0 && x.Cmp(pm1) != 0 {
			return x
		}
	}
}

// Square returns the square modulo p of Element(p, label), a quadratic
// residue with a square root that is not special.
func Square(p *big.Int, label string) *big.Int {
	x := Element(p, label)
	x.Mul(x, x)
	return x.Mod(x, p)
}

// NonSquare returns an element derived from label that is not a square modulo
// the odd prime p.
func NonSquare(p *big.Int, label string) *big.Int {
	for i := 0; ; i++ {
		x := Element(p, label+"|nonsquare|"+strconv.Itoa(i))
		if big.Jacobi(x, p) == -1 {
			return x
		}
	}
}

// BE returns the n-byte big-endian encoding of x, which must fit.
func BE(x *big.Int, n int) []byte {
	return x.FillBytes(make([]byte, n))
}

// LE returns the n-byte little-endian encoding of x, which must fit.
func LE(x *big.Int, n int) []byte {
	b := BE(x, n)
	reverse(b)
	return b
}

// FromBE returns the integer encoded big-endian by b.
func FromBE(b []byte) *big.Int {
	return new(big.Int).SetBytes(b)
}

// FromLE returns the integer encoded little-endian by b.
func FromLE(b []byte) *big.Int {
	c := append([]byte(nil), b...)
	reverse(c)
	return new(big.Int).SetBytes(c)
}

// reverse reverses b in place.
func reverse(b []byte) {
	for i, j := 0, len(b)-1; i < j; i, j = i+1, j-1 {
		b[i], b[j] = b[j], b[i]
	}
}

// MustHex parses the hexadecimal integer s, for moduli and other constants
// written in the source. It panics on a malformed constant.
func MustHex(s string) *big.Int {
	x, ok := new(big.Int).SetString(s, 16)
	if !ok {
		panic("testinput: malformed hexadecimal constant " + s)
	}
	return x
}
