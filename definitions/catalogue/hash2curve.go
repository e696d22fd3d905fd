package catalogue

import (
	"crypto/sha512"
	"errors"
	"fmt"
	"math/big"

	"github.com/curvekit/curvekit/curves/edwards"
	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/hashes"
)

// EdwardsPoint is a point of an EdwardsCurve.
type EdwardsPoint = edwards.Point[field.PrimeElement, field.PrimeElement]

// h2cSuite is the hash-to-curve suite of an Edwards curve of the catalogue:
// the engine's Elligator 2 and rational map (RFC 9380 §6.8.2) with Z found
// by RFC 9380 Appendix H.3, hash_to_field over expand_message_xmd with
// SHA-512 (or expand_message_xof with SHAKE256) at security level k, and
// cofactor clearing by h.
type h2cSuite struct {
	id    string   // the curve's part of the suite ID (RFC 9380 §8.10)
	xof   bool     // expand_message_xof with SHAKE256 rather than _xmd with SHA-512
	k     int      // the security level in bits
	scale *big.Int // c of the rational map x = c·s/t; nil for the generic map (1)
}

// suites returns the identifiers of the random-oracle and nonuniform suites.
func (s *h2cSuite) suites() (ro, nu string) {
	exp := "XMD:SHA-512"
	if s.xof {
		exp = "XOF:SHAKE256"
	}
	base := s.id + "_" + exp + "_ELL2_"
	return base + "RO_", base + "NU_"
}

// errEmptyDST is returned for an empty domain separation tag, which RFC 9380
// §3.1 forbids.
var errEmptyDST = errors.New("catalogue: hash-to-curve domain separation tag is empty")

// expander returns the suite's expand_message for dst.
func (s *h2cSuite) expander(dst []byte) (hashes.Expander, error) {
	if len(dst) == 0 {
		return nil, errEmptyDST
	}
	var exp hashes.Expander
	var err error
	if s.xof {
		exp, err = hashes.NewXOFExpander(hashes.SHAKE256, dst, s.k)
	} else {
		exp, err = hashes.NewXMDExpander(sha512.New, dst, s.k)
	}
	if err != nil {
		return nil, fmt.Errorf("catalogue: hash_to_field: %w", err)
	}
	return exp, nil
}

// HashToCurveSuites returns the identifiers, in the form of RFC 9380 §8.10,
// of the suites of HashToCurve (random oracle, ro) and EncodeToCurve
// (nonuniform, nu), e.g. "Jubjub_XMD:SHA-512_ELL2_RO_". No standard defines
// hash-to-curve suites for these curves: the identifiers name curvekit's
// choices (expand_message_xmd with SHA-512 at k = 128 for Jubjub and Baby
// Jubjub, 192 for Curve41417 and 256 for E-521; for E448,
// expand_message_xof with SHAKE256 at k = 224 and the scale √156324 of
// RFC 7748 §4.2's map, which makes its points the images of those of
// RFC 9380's curve448_XOF:SHAKE256_ELL2 suites), and interoperate only with
// code that makes the same ones.
func (c *Edwards) HashToCurveSuites() (ro, nu string) { return c.h2c.suites() }

// HashToCurve returns hash_to_curve(msg) of RFC 9380 §3 with the domain
// separation tag dst: a point of the subgroup of order n, indistinguishable
// from a random oracle's output. It is the engine's HashToCurve (Elligator 2
// on the birationally equivalent Montgomery curve, the rational map of
// RFC 9380 §6.8.2 and multiplication by the cofactor) with the suite
// HashToCurveSuites names. dst must not be empty (RFC 9380 §3.1); one longer
// than 255 bytes is hashed down as §5.3.3 prescribes. It runs in time
// independent of the contents of msg and dst.
func (c *Edwards) HashToCurve(msg, dst []byte) (*EdwardsPoint, error) {
	exp, err := c.h2c.expander(dst)
	if err != nil {
		return nil, err
	}
	return c.Curve().NewIdentityPoint().HashToCurve(msg, exp)
}

// EncodeToCurve returns encode_to_curve(msg) of RFC 9380 §3 with dst: one
// map instead of HashToCurve's two, cheaper but not uniform (it reaches only
// part of the subgroup), for protocols whose proofs allow a nonuniform
// encoding. dst is handled as in HashToCurve.
func (c *Edwards) EncodeToCurve(msg, dst []byte) (*EdwardsPoint, error) {
	exp, err := c.h2c.expander(dst)
	if err != nil {
		return nil, err
	}
	return c.Curve().NewIdentityPoint().EncodeToCurve(msg, exp)
}

// evenSqrt returns the square root of x modulo p whose least significant
// bit is 0 (sgn0 = 0, the convention of RFC 9380 Appendix G.2.2 for the
// scale of a rational map); x must be a square.
func evenSqrt(x, p *big.Int) *big.Int {
	r := new(big.Int).ModSqrt(new(big.Int).Mod(x, p), p)
	if r == nil {
		panic("catalogue: internal error: " + x.String() + " is not a square")
	}
	if r.Bit(0) == 1 {
		r.Sub(p, r)
	}
	return r
}
