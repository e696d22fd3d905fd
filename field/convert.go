package field

import (
	"errors"
	"math/big"
)

// SetBig sets z to the integer x, which must be in [0, p). It is meant for
// setup (curve constants, test oracles) and is not constant time.
func SetBig[E any](f Field[E], z *E, x *big.Int) error {
	if x.Sign() < 0 {
		return errors.New("field: negative integer " + x.String())
	}
	n := f.ByteLen()
	if x.BitLen() > 8*n {
		return NotReducedError()
	}
	b := x.FillBytes(make([]byte, n))
	if f.ByteOrder() == LittleEndian {
		reverse(b)
	}
	return f.SetBytes(z, b)
}

// Big returns x as a new big.Int in [0, p). It is meant for setup, tests and
// printing, and is not constant time.
func Big[E any](f Field[E], x *E) *big.Int {
	b := make([]byte, f.ByteLen())
	f.PutBytes(b, x)
	if f.ByteOrder() == LittleEndian {
		reverse(b)
	}
	return new(big.Int).SetBytes(b)
}

// reverse reverses b in place.
func reverse(b []byte) {
	for i, j := 0, len(b)-1; i < j; i, j = i+1, j-1 {
		b[i], b[j] = b[j], b[i]
	}
}
