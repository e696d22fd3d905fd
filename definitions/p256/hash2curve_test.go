package p256_test

import (
	"crypto/sha256"
	"testing"

	"github.com/curvekit/curvekit/definitions/p256"
	"github.com/curvekit/curvekit/field/fnr256"
	"github.com/curvekit/curvekit/field/fpr256"
	"github.com/curvekit/curvekit/internal/h2ctest"
)

// suite is the package's hash-to-curve for the shared checks of h2ctest.
var suite = &h2ctest.Weierstrass[fpr256.Element, fnr256.Element]{
	Field: fpr256.Field{}, MapToCurve: p256.MapToCurve,
	HashToCurve: p256.HashToCurve, EncodeToCurve: p256.EncodeToCurve,
}

// TestHashToCurveVectors checks every vector of RFC 9380 Appendix J.1.1 (the
// RO_ and NU_ suites): the field elements u through MapToCurve, Q0 and Q1
// (Q), and the final point P through HashToCurve and EncodeToCurve.
func TestHashToCurveVectors(t *testing.T) {
	h2ctest.VectorFiles(t, map[string]string{
		"P256_XMD_SHA-256_SSWU_RO_.json": p256.SuiteRO,
		"P256_XMD_SHA-256_SSWU_NU_.json": p256.SuiteNU,
	}, suite.Vectors)
}

// TestHashToCurveErrors checks the domain separation tag rules of RFC 9380
// §3.1 and §5.3.3 (an empty DST is refused, a long one is reduced to
// SHA-256("H2C-OVERSIZE-DST-" ‖ DST)) and that u = 0 and u = −1 map to
// valid points.
func TestHashToCurveErrors(t *testing.T) {
	reduce := func(b []byte) []byte { h := sha256.Sum256(b); return h[:] }
	suite.DSTRules(t, reduce, nil, "p256: ")
}
