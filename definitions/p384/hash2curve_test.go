package p384_test

import (
	"crypto/sha512"
	"testing"

	"github.com/curvekit/curvekit/definitions/p384"
	"github.com/curvekit/curvekit/field/fnr384"
	"github.com/curvekit/curvekit/field/fpr384"
	"github.com/curvekit/curvekit/internal/h2ctest"
)

// suite is the package's hash-to-curve for the shared checks of h2ctest.
var suite = &h2ctest.Weierstrass[fpr384.Element, fnr384.Element]{
	Field: fpr384.Field{}, MapToCurve: p384.MapToCurve,
	HashToCurve: p384.HashToCurve, EncodeToCurve: p384.EncodeToCurve,
}

// TestHashToCurveVectors checks every vector of RFC 9380 Appendices J.3.1
// and J.3.2 (the RO_ and NU_ suites): the field elements u through
// MapToCurve, Q0 and Q1 (Q), and the final point P through HashToCurve and
// EncodeToCurve.
func TestHashToCurveVectors(t *testing.T) {
	h2ctest.VectorFiles(t, map[string]string{
		"P384_XMD_SHA-384_SSWU_RO_.json": p384.SuiteRO,
		"P384_XMD_SHA-384_SSWU_NU_.json": p384.SuiteNU,
	}, suite.Vectors)
}

// TestHashToCurveErrors checks the domain separation tag rules of RFC 9380
// §3.1 and §5.3.3 (an empty DST is refused, a long one is reduced to
// SHA-384("H2C-OVERSIZE-DST-" ‖ DST)) and that u = 0 and u = −1 map to
// valid points.
func TestHashToCurveErrors(t *testing.T) {
	reduce := func(b []byte) []byte { h := sha512.Sum384(b); return h[:] }
	suite.DSTRules(t, reduce, nil, "p384: ")
}
