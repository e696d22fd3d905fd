package p256_test

import (
	"testing"

	"github.com/curvekit/curvekit/definitions/p256"
	"github.com/curvekit/curvekit/field/fnr256"
	"github.com/curvekit/curvekit/field/fpr256"
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
		ecdsatest.HashToCurve[fpr256.Element, fnr256.Element]{
			HashToCurve: p256.HashToCurve, EncodeToCurve: p256.EncodeToCurve, MapToCurve: p256.MapToCurve,
		},
		(*p256.PublicKey).Point, (*p256.PublicKey).EngineKey, (*p256.PrivateKey).EngineKey)
}
