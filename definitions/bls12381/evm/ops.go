package evm

import (
	"fmt"

	"github.com/curvekit/curvekit/definitions/bls12381"
)

// G1Add is BLS12_G1ADD (0x0b): the sum of two G1 points (x ‖ y, 128 bytes
// each), which must be on the curve but need not be in the subgroup.
func G1Add(input []byte) ([]byte, error) {
	return add(input, 1, "BLS12_G1ADD", bls12381.AddCurvePointsG1)
}

// G2Add is BLS12_G2ADD (0x0d): the sum of two G2 points (256 bytes each),
// which must be on the twist but need not be in the subgroup.
func G2Add(input []byte) ([]byte, error) {
	return add(input, 2, "BLS12_G2ADD", bls12381.AddCurvePointsG2)
}

// add decodes the two points of input, with coeffs coefficients per
// coordinate, and adds them with sum, which takes and returns the
// uncompressed ZCash encodings.
func add(input []byte, coeffs int, name string, sum func(p, q []byte) ([]byte, error)) ([]byte, error) {
	size := 2 * coeffs * FieldElementSize
	if len(input) != 2*size {
		return nil, lengthError(name, len(input), fmt.Sprintf("%d bytes", 2*size))
	}
	p, err := zcashPoint(input[:size], coeffs, "first point")
	if err != nil {
		return nil, err
	}
	q, err := zcashPoint(input[size:], coeffs, "second point")
	if err != nil {
		return nil, err
	}
	s, err := sum(p, q)
	if err != nil {
		return nil, pointError(err, name+" operand")
	}
	return eipPoint(s, coeffs), nil
}

// G1MSM is BLS12_G1MSM (0x0c): Σ kᵢ·Pᵢ for k ≥ 1 pairs of a G1 point in the
// subgroup (128 bytes) and a 32-byte scalar. Execution time depends on the
// inputs, which are public.
func G1MSM(input []byte) ([]byte, error) {
	k, err := pairs(input, G1MSMPairSize, "BLS12_G1MSM")
	if err != nil {
		return nil, err
	}
	ps := make([]*bls12381.G1, k)
	ks := make([]*bls12381.Scalar, k)
	for i := range k {
		pair := input[i*G1MSMPairSize : (i+1)*G1MSMPairSize]
		if ps[i], err = decodeG1(pair[:G1PointSize], pairName(i)); err != nil {
			return nil, err
		}
		ks[i] = scalar(pair[G1PointSize:])
	}
	r := new(bls12381.G1).MultiScalarMultVarTime(ks, ps)
	return eipPoint(r.BytesUncompressed(), 1), nil
}

// G2MSM is BLS12_G2MSM (0x0e): Σ kᵢ·Qᵢ for k ≥ 1 pairs of a G2 point in the
// subgroup (256 bytes) and a 32-byte scalar. Execution time depends on the
// inputs, which are public.
func G2MSM(input []byte) ([]byte, error) {
	k, err := pairs(input, G2MSMPairSize, "BLS12_G2MSM")
	if err != nil {
		return nil, err
	}
	qs := make([]*bls12381.G2, k)
	ks := make([]*bls12381.Scalar, k)
	for i := range k {
		pair := input[i*G2MSMPairSize : (i+1)*G2MSMPairSize]
		if qs[i], err = decodeG2(pair[:G2PointSize], pairName(i)); err != nil {
			return nil, err
		}
		ks[i] = scalar(pair[G2PointSize:])
	}
	r := new(bls12381.G2).MultiScalarMultVarTime(ks, qs)
	return eipPoint(r.BytesUncompressed(), 2), nil
}

// PairingCheck is BLS12_PAIRING_CHECK (0x0f): for k ≥ 1 pairs of a G1 point
// and a G2 point (384 bytes), both in their subgroups, it returns 32 bytes
// holding the integer 1 if e(P₁, Q₁)·…·e(Pₖ, Qₖ) = 1 in GT, and 0
// otherwise.
func PairingCheck(input []byte) ([]byte, error) {
	k, err := pairs(input, PairingPairSize, "BLS12_PAIRING_CHECK")
	if err != nil {
		return nil, err
	}
	ps := make([]*bls12381.G1, k)
	qs := make([]*bls12381.G2, k)
	for i := range k {
		pair := input[i*PairingPairSize : (i+1)*PairingPairSize]
		if ps[i], err = decodeG1(pair[:G1PointSize], pairName(i)); err != nil {
			return nil, err
		}
		if qs[i], err = decodeG2(pair[G1PointSize:], pairName(i)); err != nil {
			return nil, err
		}
	}
	ok, err := bls12381.PairingCheck(ps, qs)
	if err != nil { // the slices have the same length
		return nil, fmt.Errorf("%w: %v", errInternal, err)
	}
	out := make([]byte, 32)
	if ok {
		out[31] = 1
	}
	return out, nil
}

// MapFpToG1 is BLS12_MAP_FP_TO_G1 (0x10): the G1 point
// clear_cofactor(map_to_curve(u)) of RFC 9380's BLS12-381 G1 suites for the
// element u of Fp (64 bytes).
func MapFpToG1(input []byte) ([]byte, error) {
	if len(input) != FieldElementSize {
		return nil, lengthError("BLS12_MAP_FP_TO_G1", len(input), "64 bytes")
	}
	u, err := fieldElement(input, "u")
	if err != nil {
		return nil, err
	}
	p, err := bls12381.MapToG1(u)
	if err != nil { // u was checked to be below p
		return nil, fmt.Errorf("%w: %v", errInternal, err)
	}
	return eipPoint(p.BytesUncompressed(), 1), nil
}

// MapFp2ToG2 is BLS12_MAP_FP2_TO_G2 (0x11): the G2 point
// clear_cofactor(map_to_curve(u)) of RFC 9380's BLS12-381 G2 suites for the
// element u = c0 + c1·u of Fp2 (c0 ‖ c1, 128 bytes).
func MapFp2ToG2(input []byte) ([]byte, error) {
	if len(input) != 2*FieldElementSize {
		return nil, lengthError("BLS12_MAP_FP2_TO_G2", len(input), "128 bytes")
	}
	c0, err := fieldElement(input[:FieldElementSize], "c0")
	if err != nil {
		return nil, err
	}
	c1, err := fieldElement(input[FieldElementSize:], "c1")
	if err != nil {
		return nil, err
	}
	q, err := bls12381.MapToG2(append(append(make([]byte, 0, 2*fpSize), c1...), c0...))
	if err != nil {
		return nil, fmt.Errorf("%w: %v", errInternal, err)
	}
	return eipPoint(q.BytesUncompressed(), 2), nil
}

// pairs returns the number of pairs of size bytes in input, or an error
// when input is empty or not a whole number of pairs.
func pairs(input []byte, size int, name string) (int, error) {
	if len(input) == 0 || len(input)%size != 0 {
		return 0, lengthError(name, len(input), fmt.Sprintf("a positive multiple of %d bytes", size))
	}
	return len(input) / size, nil
}

// pairName names pair i (from 0) in errors.
func pairName(i int) string { return fmt.Sprintf("pair %d", i) }

// scalar returns the 32-byte big-endian integer b reduced modulo r: the
// multiples of a point P of order r repeat with period r, so k·P = (k mod
// r)·P for every 256-bit k, as EIP-2537 allows.
func scalar(b []byte) *bls12381.Scalar {
	s, err := new(bls12381.Scalar).SetUniformBytes(b)
	if err != nil { // b is 32 bytes, which SetUniformBytes takes
		panic("evm: internal error: " + err.Error())
	}
	return s
}
