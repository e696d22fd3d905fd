package p521_test

import (
	"crypto/sha512"
	"testing"

	"github.com/curvekit/curvekit/definitions/p521"
	"github.com/curvekit/curvekit/field/fnr521"
	"github.com/curvekit/curvekit/field/fpr521"
	"github.com/curvekit/curvekit/internal/h2ctest"
)

// suite is the package's hash-to-curve for the shared checks of h2ctest.
var suite = &h2ctest.Weierstrass[fpr521.Element, fnr521.Element]{
	Field: fpr521.Field{}, MapToCurve: p521.MapToCurve,
	HashToCurve: p521.HashToCurve, EncodeToCurve: p521.EncodeToCurve,
}

// TestHashToCurveVectors checks every vector of RFC 9380 Appendices J.4.1
// and J.4.2 (the RO_ and NU_ suites): the field elements u through
// MapToCurve, Q0 and Q1 (Q), and the final point P through HashToCurve and
// EncodeToCurve.
func TestHashToCurveVectors(t *testing.T) {
	h2ctest.VectorFiles(t, map[string]string{
		"P521_XMD_SHA-512_SSWU_RO_.json": p521.SuiteRO,
		"P521_XMD_SHA-512_SSWU_NU_.json": p521.SuiteNU,
	}, suite.Vectors)
}

// TestHashToCurveErrors checks the domain separation tag rules of RFC 9380
// §3.1 and §5.3.3 (an empty DST is refused, a long one is reduced to
// SHA-512("H2C-OVERSIZE-DST-" ‖ DST)) and that u = 0 and u = −1 map to
// valid points.
func TestHashToCurveErrors(t *testing.T) {
	reduce := func(b []byte) []byte { h := sha512.Sum512(b); return h[:] }
	suite.DSTRules(t, reduce, nil, "p521: ")
}
