package edwards

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/curvekit/curvekit/field"
)

// ErrScalarOutOfRange is matched (with errors.Is) by the error of
// NewScalarFromBig for an integer outside [0, n).
var ErrScalarOutOfRange = errors.New("edwards: scalar out of range")

// NewScalarFromBig returns a new scalar of c's scalar field (integers
// modulo n, the order of the generator) holding k. It returns an error
// matching ErrScalarOutOfRange if k is negative or k ≥ n, rather than
// reducing k, so that two different integers never give the same scalar
// silently; reduce with new(big.Int).Mod(k, c.Order()) first to accept any
// integer. It returns an error for a nil c or k.
//
// It is meant for protocols whose specifications compute with integers
// (a threshold share, a key imported from a big.Int), and for tests.
// math/big is not constant time, so neither is this function: execution
// time depends on the bit length of k. The errors never quote k, which may
// be secret.
func (c *Curve[E, S]) NewScalarFromBig(k *big.Int) (*S, error) {
	if c == nil {
		return nil, errors.New("edwards: NewScalarFromBig on a nil *Curve")
	}
	if k == nil {
		return nil, errors.New("edwards: NewScalarFromBig of a nil *big.Int")
	}
	if k.Sign() < 0 {
		return nil, fmt.Errorf("%w: negative integer", ErrScalarOutOfRange)
	}
	if k.Cmp(c.n) >= 0 {
		return nil, fmt.Errorf("%w: integer ≥ the order n of %s", ErrScalarOutOfRange, c.name)
	}
	s := new(S)
	if err := field.SetBig(c.fs, s, k); err != nil {
		// New checks that the scalar field's modulus is n, so every k in
		// [0, n) is an element.
		return nil, fmt.Errorf("edwards: internal error: %w", err)
	}
	return s, nil
}
