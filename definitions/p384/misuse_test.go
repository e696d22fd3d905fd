package p384_test

import (
	"testing"

	"github.com/curvekit/curvekit/definitions/p384"
	"github.com/curvekit/curvekit/field/fnr384"
	"github.com/curvekit/curvekit/field/fpr384"
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
		ecdsatest.HashToCurve[fpr384.Element, fnr384.Element]{
			HashToCurve: p384.HashToCurve, EncodeToCurve: p384.EncodeToCurve, MapToCurve: p384.MapToCurve,
		},
		(*p384.PublicKey).Point, (*p384.PublicKey).EngineKey, (*p384.PrivateKey).EngineKey)
}
