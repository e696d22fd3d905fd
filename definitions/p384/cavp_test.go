package p384_test

import (
	"testing"

	"github.com/curvekit/curvekit/internal/ecdsatest"
)

// TestCAVPSigVer runs the P-384 sections of NIST CAVP's SigVer.rsp
// (ecdsatest.CAVPSigVer): 15 cases for each of SHA-1, SHA-224, SHA-256,
// SHA-384 and SHA-512.
func TestCAVPSigVer(t *testing.T) { ecdsatest.CAVPSigVer(t, std()) }
