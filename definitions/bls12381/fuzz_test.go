package bls12381_test

import (
	"bytes"
	"testing"

	"github.com/curvekit/curvekit/definitions/bls12381"
)

// FuzzG1SetBytes checks that the G1 decoder never panics, and that whatever
// it accepts re-encodes to the same bytes in the same form.
func FuzzG1SetBytes(f *testing.F) {
	g := bls12381.NewG1Generator()
	f.Add(g.Bytes())
	f.Add(g.BytesUncompressed())
	f.Add(bls12381.NewG1().Bytes())
	f.Add(bls12381.NewG1().BytesUncompressed())
	f.Add([]byte{0x80})
	f.Fuzz(func(t *testing.T, b []byte) {
		p, err := new(bls12381.G1).SetBytes(b)
		if err != nil {
			return
		}
		enc := p.Bytes()
		if len(b) == bls12381.G1UncompressedSize {
			enc = p.BytesUncompressed()
		}
		if !bytes.Equal(enc, b) {
			t.Fatalf("%x decodes but encodes as %x", b, enc)
		}
	})
}

// FuzzG2SetBytes is FuzzG1SetBytes for G2.
func FuzzG2SetBytes(f *testing.F) {
	g := bls12381.NewG2Generator()
	f.Add(g.Bytes())
	f.Add(g.BytesUncompressed())
	f.Add(bls12381.NewG2().Bytes())
	f.Add(bls12381.NewG2().BytesUncompressed())
	f.Fuzz(func(t *testing.T, b []byte) {
		p, err := new(bls12381.G2).SetBytes(b)
		if err != nil {
			return
		}
		enc := p.Bytes()
		if len(b) == bls12381.G2UncompressedSize {
			enc = p.BytesUncompressed()
		}
		if !bytes.Equal(enc, b) {
			t.Fatalf("%x decodes but encodes as %x", b, enc)
		}
	})
}
