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
	"strings"
)

func main() {
	if err := run(os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

// run prints the tour to w and returns an error naming every failed check.
func run(w io.Writer) error {
	r := &report{w: w}
	fmt.Fprintln(w, "curvekit demo: each check compares with an independent implementation or a published vector")
	for _, section := range []func(*report){
		ed25519Tour,
		x25519Tour,
		p256Tour,
		secp256k1Tour,
		bip340Tour,
		runtimeCurveTour,
	} {
		fmt.Fprintln(w)
		section(r)
	}
	if len(r.failed) > 0 {
		return fmt.Errorf("demo: %d check(s) failed: %s", len(r.failed), strings.Join(r.failed, "; "))
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "all checks ok")
	return nil
}

// report prints the tour and records the checks that fail.
type report struct {
	w       io.Writer
	section string
	failed  []string
}

// title starts a section.
func (r *report) title(s string) {
	r.section = s
	fmt.Fprintln(r.w, s)
}

// value prints a labelled value, shortened to its first 16 bytes.
func (r *report) value(label string, b []byte) {
	if len(b) > 16 {
		fmt.Fprintf(r.w, "  %-31s %x…\n", label, b[:16])
		return
	}
	fmt.Fprintf(r.w, "  %-31s %x\n", label, b)
}

// check prints "ok" or "FAIL" for a named check and records a failure.
func (r *report) check(name string, ok bool) {
	verdict := "ok"
	if !ok {
		verdict = "FAIL"
		r.failed = append(r.failed, r.section+": "+name)
	}
	fmt.Fprintf(r.w, "  %-31s %s\n", name, verdict)
}

// must records an error as a failed check; it reports whether err is nil.
func (r *report) must(step string, err error) bool {
	if err != nil {
		fmt.Fprintf(r.w, "  %-31s FAIL: %v\n", step, err)
		r.failed = append(r.failed, r.section+": "+step+": "+err.Error())
		return false
	}
	return true
}
