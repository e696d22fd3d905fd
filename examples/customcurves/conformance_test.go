package main

import (
	"crypto"
	"testing"

	"github.com/curvekit/curvekit/curves/curvetest"
	"github.com/curvekit/curvekit/curves/weierstrass"
)

// TestConformance checks the three curves this program defines with the
// curvetest harness, one call per curve: its group law, scalar edge cases,
// encodings and their rejection of bad input, and its schemes.
func TestConformance(t *testing.T) {
	p384, err := newP384()
	if err != nil {
		t.Fatal(err)
	}
	ecdsa, err := weierstrass.NewECDSA(p384, weierstrass.ECDSAParams{Hash: crypto.SHA384})
	if err != nil {
		t.Fatal(err)
	}
	curvetest.Weierstrass(t, p384, curvetest.WithECDSA(ecdsa))

	jubjub, err := newJubjub()
	if err != nil {
		t.Fatal(err)
	}
	eddsa, err := newJubjubEdDSA(jubjub)
	if err != nil {
		t.Fatal(err)
	}
	curvetest.Edwards(t, jubjub, curvetest.WithEdDSA(eddsa))

	curve25519, err := newCurve25519()
	if err != nil {
		t.Fatal(err)
	}
	curvetest.Montgomery(t, curve25519)
}
