package group

import (
	"errors"
	"fmt"
)

// wideReducer is implemented by every group of this package: it reduces a
// little-endian string of up to twice the scalar length modulo the order.
type wideReducer interface {
	reduceWideLE(b []byte) (Scalar, error)
}

// ScalarFromUniformBytes returns the little-endian integer b reduced modulo
// the order of g, in time that depends only on len(b). b may be up to twice
// as long as the group's scalar field elements (64 bytes for the 256-bit
// groups, 114 for edwards448); a longer b is an error.
//
// It is the reduction that RFC 8032 and RFC 9591 apply to a raw digest:
// FROST(Ed25519, SHA-512) and FROST(ristretto255, SHA-512) reduce a SHA-512
// output, FROST(Ed448, SHAKE256) a 114-byte SHAKE256 output (RFC 9591 §6.1,
// §6.2, §6.3). HashToScalar does not cover these, as it hashes with RFC 9380
// expand_message first. The input should be uniform and at least 16 bytes
// longer than the order for the result to be close to uniform.
func ScalarFromUniformBytes(g Group, b []byte) (Scalar, error) {
	if g == nil {
		return nil, errors.New("group: ScalarFromUniformBytes: nil group")
	}
	r, ok := g.(wideReducer)
	if !ok {
		return nil, fmt.Errorf("group: %s does not support wide reduction", g.Name())
	}
	return r.reduceWideLE(b)
}

func (g *primeOrderGroup[E, S]) reduceWideLE(b []byte) (Scalar, error) { return g.sf.reduceLE(b) }
func (g *edwardsGroup[E, S]) reduceWideLE(b []byte) (Scalar, error)    { return g.sf.reduceLE(b) }
func (g *weierGroup[E, S]) reduceWideLE(b []byte) (Scalar, error)      { return g.sf.reduceLE(b) }
