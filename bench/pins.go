//go:build tools

// Package bench pins, through the usual tools.go idiom, the peer libraries
// that no benchmark imports yet, so that go mod tidy keeps their versions in
// go.mod. This file is never compiled (the tools build tag is never set);
// remove an import here once a benchmark or test uses the package.
package bench

import (
	// btcec v2 is the ECDSA/Schnorr peer for the secp256k1 engine rows.
	_ "github.com/btcsuite/btcd/btcec/v2"
)
