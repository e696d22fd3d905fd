package p384_test

import (
	"testing"

	"github.com/curvekit/curvekit/internal/ecdsatest"
)

// The fuzz targets are shared with the other NIST curves
// (internal/ecdsatest), seeded with the RFC 6979 key.

// FuzzNewPublicKey: NewPublicKey never panics, an accepted key re-encodes to
// its input, and uncompressed keys are accepted exactly when crypto/ecdh
// accepts them.
func FuzzNewPublicKey(f *testing.F) { ecdsatest.FuzzNewPublicKey(f, std(), rfc6979X) }

// FuzzParseDERSignature: ParseDERSignature never panics and an accepted
// signature re-encodes to exactly its input.
func FuzzParseDERSignature(f *testing.F) { ecdsatest.FuzzParseDERSignature(f, std(), rfc6979X) }

// FuzzVerify: VerifyASN1 agrees with crypto/ecdsa.VerifyASN1.
func FuzzVerify(f *testing.F) { ecdsatest.FuzzVerify(f, std(), rfc6979X) }

// FuzzRecoverPublicKey: RecoverPublicKey never panics and a recovered key
// verifies its signature.
func FuzzRecoverPublicKey(f *testing.F) { ecdsatest.FuzzRecoverPublicKey(f, std(), rfc6979X) }
