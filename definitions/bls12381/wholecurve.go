package bls12381

import "github.com/curvekit/curvekit/curves/weierstrass"

// Points of the whole curves E(Fp) and E'(Fp2), inside G1 and G2 or not.
// G1 and G2 can hold only elements of the subgroups of order r; the
// functions of this file serve the protocols that compute on the whole
// curve, such as Ethereum's G1ADD and G2ADD precompiles (EIP-2537), which
// add points without checking their subgroup.

// AddCurvePointsG1 returns the uncompressed encoding (96 bytes) of p + q for
// two points of E(Fp): y² = x³ + 4 given in the uncompressed encoding, which
// need not be in G1. It returns an error matching one of the package's Err
// values for an invalid encoding or a point off the curve, and never
// ErrNotInSubgroup. Execution time depends on the inputs: it is for public
// points.
func AddCurvePointsG1(p, q []byte) ([]byte, error) {
	g := get()
	return addCurvePoints(&g.c1, p, q, G1UncompressedSize)
}

// AddCurvePointsG2 is AddCurvePointsG1 for E'(Fp2): y² = x³ + 4(1 + u), with
// the 192-byte uncompressed encodings of G2.
func AddCurvePointsG2(p, q []byte) ([]byte, error) {
	g := get()
	return addCurvePoints(&g.c2, p, q, G2UncompressedSize)
}

// addCurvePoints decodes p and q on the curve of c, each of size bytes, adds
// them with the engine's complete formulas and encodes the sum.
func addCurvePoints[E any](c *codec[E], p, q []byte, size int) ([]byte, error) {
	if len(p) != size || len(q) != size {
		return nil, ErrEncodingLength
	}
	a, err := c.decodeAffine(p)
	if err != nil {
		return nil, err
	}
	b, err := c.decodeAffine(q)
	if err != nil {
		return nil, err
	}
	s, err := c.curve.AddAffineVarTime(&a, &b)
	if err != nil { // both are on the curve: decodeAffine checked
		return nil, errInternal
	}
	return c.encodeAffine(make([]byte, 0, size), &s, false), nil
}

// MapToG1 returns clear_cofactor(map_to_curve(u)) of the suites
// BLS12381G1_XMD:SHA-256_SSWU_RO_ and _NU_ (RFC 9380 §6.6.3 with the
// 11-isogeny of Appendix E.2, and §7 with h_eff = 1 − x) for the element u
// of Fp given in 48 big-endian bytes: the hash-to-curve map without
// hash_to_field, which Ethereum's MAP_FP_TO_G1 precompile exposes. u must be
// below p, otherwise MapToG1 returns ErrNotCanonical. It runs in time
// independent of u.
func MapToG1(u []byte) (*G1, error) {
	g := get()
	var e Fp
	if len(u) != fpBytes || g.fp.SetBytes(&e, u) != nil {
		return nil, ErrNotCanonical
	}
	v := NewG1()
	return v, mapToCurve(&v.p, &e)
}

// MapToG2 is MapToG1 for G2 (RFC 9380 §8.8.2: the 3-isogeny of Appendix E.3
// and the h_eff of G2), for u = c0 + c1·u in Fp2 given as c1 ‖ c0, each in
// 48 big-endian bytes below p (the package's order for Fp2). Ethereum's
// MAP_FP2_TO_G2 precompile orders the coefficients the other way.
func MapToG2(u []byte) (*G2, error) {
	g := get()
	var e Fp2
	if len(u) != fp2Bytes || g.fp2.SetBytes(&e, u) != nil {
		return nil, ErrNotCanonical
	}
	v := NewG2()
	return v, mapToCurve(&v.p, &e)
}

// mapToCurve sets p to the engine's map of u, which cannot fail on a curve
// with SSWU parameters.
func mapToCurve[E any](p *weierstrass.Point[E, Fr], u *E) error {
	if _, err := p.MapToCurve(u); err != nil {
		return errInternal
	}
	return nil
}
