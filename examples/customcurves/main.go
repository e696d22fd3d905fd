// Command customcurves defines curves that curvekit does not ship, at run
// time, from their published parameters: each is a field.Prime or two, one
// parameter struct and one call to an engine's New. It checks every one
// against an independent implementation or a published vector:
//
//   - P-384, a short Weierstrass curve: ECDSA signatures checked by
//     crypto/ecdsa and crypto/ecdsa's checked here, byte-identical RFC 6979
//     signatures, and ECDH agreeing with crypto/ecdh;
//   - Jubjub, the twisted Edwards curve of Zcash Sapling: EdDSA (RFC 8032
//     with SHA-512) whose public key and signature equation gnark-crypto's
//     Jubjub arithmetic confirms;
//   - Curve25519 built over field.Prime, a Montgomery curve: RFC 7748 §5.2
//     and a key agreement with crypto/ecdh;
//   - Jubjub's Montgomery form: x-only Diffie–Hellman confirmed by
//     gnark-crypto through the birational map.
//
// Run it from the repository root with:
//
//	go run ./examples/customcurves
//
// It prints one line per check and exits with status 1 if any check fails.
package main

import (
	"encoding/hex"
	"fmt"
	"io"
	"math/big"
	"os"

	"github.com/curvekit/curvekit/examples/internal/checklist"
)

func main() {
	if err := run(os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

// run prints every curve's checks to w and returns an error naming every
// failed check.
func run(w io.Writer) error {
	l := checklist.New(w)
	for i, section := range []func(*checklist.List){
		p384Tour,
		jubjubTour,
		curve25519Tour,
		jubjubDHTour,
	} {
		if i > 0 {
			l.Printf("")
		}
		section(l)
	}
	if err := l.Err("customcurves"); err != nil {
		return err
	}
	l.Printf("")
	l.Printf("all checks ok")
	return nil
}

// hexInt decodes a hexadecimal constant of this program.
func hexInt(s string) *big.Int {
	x, ok := new(big.Int).SetString(s, 16)
	if !ok {
		panic("customcurves: bad hex constant " + s)
	}
	return x
}

// decInt decodes a decimal constant of this program.
func decInt(s string) *big.Int {
	x, ok := new(big.Int).SetString(s, 10)
	if !ok {
		panic("customcurves: bad decimal constant " + s)
	}
	return x
}

// fromHex decodes a hex byte string constant of this program.
func fromHex(s string) []byte {
	b, err := hex.DecodeString(s)
	if err != nil {
		panic("customcurves: bad hex constant " + s)
	}
	return b
}
