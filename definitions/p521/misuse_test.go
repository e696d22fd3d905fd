package p521_test

import (
	"testing"

	"github.com/curvekit/curvekit/definitions/p521"
	"github.com/curvekit/curvekit/field/fnr521"
	"github.com/curvekit/curvekit/field/fpr521"
	"github.com/curvekit/curvekit/internal/ecdsatest"
)

// TestMisuseReturnsErrors walks the exported API with nil, zero-value and
// wrong-length arguments — the ECDSA API shared with the other definitions
// through ecdsatest.Misuse, then the rest of a NIST definition's API
// (crypto/ecdsa and crypto/ecdh conversions, hash-to-curve) through
// ecdsatest.StdlibMisuse: every call returns an error matching the
// documented sentinel (or false, or nil) and none panics.
func TestMisuseReturnsErrors(t *testing.T) {
	ecdsatest.Misuse(t, api())
	ecdsatest.StdlibMisuse(t, std(),
		ecdsatest.HashToCurve[fpr521.Element, fnr521.Element]{
			HashToCurve: p521.HashToCurve, EncodeToCurve: p521.EncodeToCurve, MapToCurve: p521.MapToCurve,
		},
		(*p521.PublicKey).Point, (*p521.PublicKey).EngineKey, (*p521.PrivateKey).EngineKey)
}
