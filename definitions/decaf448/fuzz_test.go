package decaf448

import (
	"bytes"
	"encoding/hex"
	"testing"
)

// FuzzSetCanonicalBytes checks that whatever decodes re-encodes to the same
// bytes (encodings are canonical) and that failures leave the receiver
// unchanged.
func FuzzSetCanonicalBytes(f *testing.F) {
	v := loadVectors(f)
	for _, m := range v.Multiples {
		b, _ := hex.DecodeString(m)
		f.Add(b)
	}
	for _, c := range v.BadEncodings {
		b, _ := hex.DecodeString(c.Hex)
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		g := NewGenerator()
		e, err := g.SetCanonicalBytes(b)
		if err != nil {
			if e != nil || g.Equal(NewGenerator()) != 1 {
				t.Fatalf("failed decoding of %x changed the receiver", b)
			}
			return
		}
		if !bytes.Equal(e.Bytes(), b) {
			t.Fatalf("%x decodes but encodes as %x", b, e.Bytes())
		}
	})
}

// FuzzSetUniformBytes checks that the map accepts every 112-byte input and
// produces an element whose encoding decodes to it.
func FuzzSetUniformBytes(f *testing.F) {
	v := loadVectors(f)
	for _, c := range v.OneWayMap {
		b, _ := hex.DecodeString(c.Input)
		f.Add(b)
	}
	f.Add(make([]byte, UniformSize))
	f.Add(bytes.Repeat([]byte{0xff}, UniformSize))
	f.Fuzz(func(t *testing.T, b []byte) {
		e, err := new(Element).SetUniformBytes(b)
		if len(b) != UniformSize {
			if err == nil {
				t.Fatalf("accepted %d bytes", len(b))
			}
			return
		}
		if err != nil {
			t.Fatal(err)
		}
		d, err := new(Element).SetCanonicalBytes(e.Bytes())
		if err != nil || d.Equal(e) != 1 {
			t.Fatalf("map(%x) = %x does not decode to itself: %v", b, e.Bytes(), err)
		}
	})
}
