package bn254_test

import (
	"bytes"
	"testing"

	"github.com/curvekit/curvekit/definitions/bn254"
)

// FuzzG1SetBytes checks that the G1 decoder never panics, and that whatever
// it accepts re-encodes to the same bytes in the same form.
func FuzzG1SetBytes(f *testing.F) {
	g := bn254.NewG1Generator()
	f.Add(g.Bytes())
	f.Add(g.BytesCompressed())
	f.Add(bn254.NewG1().Bytes())
	f.Add(bn254.NewG1().BytesCompressed())
	f.Add([]byte{0x80})
	f.Fuzz(func(t *testing.T, b []byte) {
		p, err := new(bn254.G1).SetBytes(b)
		if err != nil {
			return
		}
		enc := p.Bytes()
		if len(b) == bn254.G1CompressedSize {
			enc = p.BytesCompressed()
		}
		if !bytes.Equal(enc, b) {
			t.Fatalf("%x decodes but encodes as %x", b, enc)
		}
	})
}

// FuzzG2SetBytes is FuzzG1SetBytes for G2.
func FuzzG2SetBytes(f *testing.F) {
	g := bn254.NewG2Generator()
	f.Add(g.Bytes())
	f.Add(g.BytesCompressed())
	f.Add(bn254.NewG2().Bytes())
	f.Add(bn254.NewG2().BytesCompressed())
	f.Fuzz(func(t *testing.T, b []byte) {
		p, err := new(bn254.G2).SetBytes(b)
		if err != nil {
			return
		}
		enc := p.Bytes()
		if len(b) == bn254.G2CompressedSize {
			enc = p.BytesCompressed()
		}
		if !bytes.Equal(enc, b) {
			t.Fatalf("%x decodes but encodes as %x", b, enc)
		}
	})
}
