// Command demo is a short tour of curvekit: Ed25519, X25519, ECDSA on P-256
// and secp256k1 with public-key recovery, a BIP-340 Schnorr signature, and a
// curve defined at run time over field.Prime. Every value is fixed (published
// test keys, RFC 6979 nonces), so the output is the same on every run, and
// every check compares curvekit with an independent result: the standard
// library, gnark-crypto, or a published test vector.
//
// Run it from the repository root with:
//
//	go run ./examples/demo
//
// It prints one line per check and exits with status 1 if any check fails.
package main

import (
	"fmt"
	"io"
	"os"

	"github.com/curvekit/curvekit/examples/internal/checklist"
)

func main() {
	if err := run(os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

// run prints the tour to w and returns an error naming every failed check.
func run(w io.Writer) error {
	l := checklist.New(w)
	l.Printf("curvekit demo: each check compares with an independent implementation or a published vector")
	for _, section := range []func(*checklist.List){
		ed25519Tour,
		x25519Tour,
		p256Tour,
		secp256k1Tour,
		bip340Tour,
		runtimeCurveTour,
	} {
		l.Printf("")
		section(l)
	}
	if err := l.Err("demo"); err != nil {
		return err
	}
	l.Printf("")
	l.Printf("all checks ok")
	return nil
}
