package evm

import (
	"bytes"
	"errors"
	"fmt"

	"github.com/curvekit/curvekit/definitions/bls12381"
)

// Sizes of the EIP-2537 encodings, in bytes.
const (
	// FieldElementSize is an element of Fp: 16 bytes of zero padding and
	// 48 big-endian bytes of value.
	FieldElementSize = padSize + fpSize
	// G1PointSize is x ‖ y of a G1 point.
	G1PointSize = 2 * FieldElementSize
	// G2PointSize is x ‖ y of a G2 point, each c0 ‖ c1 in Fp2.
	G2PointSize = 4 * FieldElementSize
	// ScalarSize is a big-endian scalar of an MSM.
	ScalarSize = 32
	// G1MSMPairSize, G2MSMPairSize and PairingPairSize are the lengths of
	// one (point, scalar) pair of G1MSM and G2MSM and of one (G1, G2) pair
	// of PairingCheck.
	G1MSMPairSize   = G1PointSize + ScalarSize
	G2MSMPairSize   = G2PointSize + ScalarSize
	PairingPairSize = G1PointSize + G2PointSize

	padSize = 16 // the zero bytes in front of an element of Fp
	fpSize  = 48 // the bytes of its value
)

// Sentinel errors, matched with errors.Is; the error returned says where
// and what the bad input was.
var (
	// ErrInputLength is returned for an input of a length the precompile
	// does not take, including an empty MSM or pairing input.
	ErrInputLength = errors.New("evm: invalid input length")
	// ErrFieldPadding is returned for a field element whose 16 leading
	// bytes are not all zero.
	ErrFieldPadding = errors.New("evm: field element padding is not zero")
	// ErrFieldNotCanonical is returned for a field element not below p.
	ErrFieldNotCanonical = errors.New("evm: field element is not below p")
	// ErrNotOnCurve is returned for a point that is not on its curve.
	ErrNotOnCurve = errors.New("evm: point is not on the curve")
	// ErrNotInSubgroup is returned, by the MSMs and the pairing check, for a
	// point of the curve outside the subgroup of order r.
	ErrNotInSubgroup = errors.New("evm: point is not in the subgroup of order r")
)

// errInternal reports an error of the bls12381 package that the checks
// made here rule out.
var errInternal = errors.New("evm: internal error")

// modulusBytes is p in 48 big-endian bytes.
var modulusBytes = bls12381.Modulus().FillBytes(make([]byte, fpSize))

// fieldElement checks the 64-byte element in and returns its 48-byte value.
// what names the element in an error.
func fieldElement(in []byte, what string) ([]byte, error) {
	for _, b := range in[:padSize] {
		if b != 0 {
			return nil, fmt.Errorf("%w: %s", ErrFieldPadding, what)
		}
	}
	v := in[padSize:FieldElementSize]
	if bytes.Compare(v, modulusBytes) >= 0 {
		return nil, fmt.Errorf("%w: %s", ErrFieldNotCanonical, what)
	}
	return v, nil
}

// zcashPoint converts the EIP-2537 encoding in of a G1 point (coeffs = 1)
// or a G2 point (coeffs = 2) to the uncompressed ZCash encoding of the
// bls12381 package, after checking every field element; it checks neither
// the curve nor the subgroup. An Fp2 element c0 ‖ c1 becomes c1 ‖ c0, and
// all zeros, the point at infinity, becomes the ZCash infinity.
func zcashPoint(in []byte, coeffs int, what string) ([]byte, error) {
	out := make([]byte, 2*coeffs*fpSize)
	zero := true
	for i := range 2 * coeffs {
		v, err := fieldElement(in[i*FieldElementSize:(i+1)*FieldElementSize], what)
		if err != nil {
			return nil, err
		}
		j := i ^ (coeffs - 1) // G2: swap c0 and c1 within x and within y
		copy(out[j*fpSize:], v)
		zero = zero && allZero(v)
	}
	if zero {
		clear(out)
		out[0] = zcashInfinity
	}
	return out, nil
}

// eipPoint converts the uncompressed ZCash encoding z of a point with
// coeffs coefficients per coordinate to the EIP-2537 encoding.
func eipPoint(z []byte, coeffs int) []byte {
	out := make([]byte, 2*coeffs*FieldElementSize)
	if z[0]&zcashInfinity != 0 {
		return out
	}
	for i := range 2 * coeffs {
		j := i ^ (coeffs - 1)
		copy(out[i*FieldElementSize+padSize:], z[j*fpSize:(j+1)*fpSize])
	}
	return out
}

// zcashInfinity is the infinity flag of the ZCash encoding (bls12381's
// encoding.go), set in the first byte of the point at infinity.
const zcashInfinity = 0x40

// allZero reports whether every byte of b is 0.
func allZero(b []byte) bool {
	for _, x := range b {
		if x != 0 {
			return false
		}
	}
	return true
}

// pointError translates an error of the bls12381 decoders for a point
// whose field elements were already checked.
func pointError(err error, what string) error {
	switch {
	case errors.Is(err, bls12381.ErrNotOnCurve):
		return fmt.Errorf("%w: %s", ErrNotOnCurve, what)
	case errors.Is(err, bls12381.ErrNotInSubgroup):
		return fmt.Errorf("%w: %s", ErrNotInSubgroup, what)
	}
	return fmt.Errorf("%w: %s: %v", errInternal, what, err)
}

// decodeG1 returns the G1 point encoded by in (G1PointSize bytes), which
// must be in the subgroup.
func decodeG1(in []byte, what string) (*bls12381.G1, error) {
	z, err := zcashPoint(in, 1, what)
	if err != nil {
		return nil, err
	}
	p, err := new(bls12381.G1).SetBytes(z)
	if err != nil {
		return nil, pointError(err, what)
	}
	return p, nil
}

// decodeG2 returns the G2 point encoded by in (G2PointSize bytes), which
// must be in the subgroup.
func decodeG2(in []byte, what string) (*bls12381.G2, error) {
	z, err := zcashPoint(in, 2, what)
	if err != nil {
		return nil, err
	}
	p, err := new(bls12381.G2).SetBytes(z)
	if err != nil {
		return nil, pointError(err, what)
	}
	return p, nil
}

// lengthError returns ErrInputLength for n bytes given to the precompile
// name, which takes what.
func lengthError(name string, n int, what string) error {
	return fmt.Errorf("%w: %s takes %s, not %d bytes", ErrInputLength, name, what, n)
}
