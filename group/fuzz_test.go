package group_test

import (
	"bytes"
	"errors"
	"testing"

	"github.com/curvekit/curvekit/group"
)

// fuzzGroup picks a group by the fuzzer's index byte.
func fuzzGroup(i byte) group.Group { return groups[int(i)%len(groups)].g() }

// FuzzParseElement checks that ParseElement never panics, that every error
// wraps ErrInvalidElement, and that an accepted string is canonical (it
// re-encodes to itself) and not the identity.
func FuzzParseElement(f *testing.F) {
	for i, c := range groups {
		g := c.g()
		f.Add(byte(i), g.NewGenerator().Bytes())
		f.Add(byte(i), g.NewElement().Bytes())
		f.Add(byte(i), bytes.Repeat([]byte{0xff}, g.ElementLen()))
	}
	f.Fuzz(func(t *testing.T, i byte, b []byte) {
		g := fuzzGroup(i)
		e, err := g.ParseElement(b)
		if err != nil {
			if !errors.Is(err, group.ErrInvalidElement) {
				t.Fatalf("%s: error %v does not wrap ErrInvalidElement", g.Name(), err)
			}
			return
		}
		if !bytes.Equal(e.Bytes(), b) {
			t.Fatalf("%s: %x decodes to an element encoded as %x", g.Name(), b, e.Bytes())
		}
		if e.IsIdentity() == 1 {
			t.Fatalf("%s: the identity %x was accepted", g.Name(), b)
		}
	})
}

// FuzzParseScalar checks that ParseScalar never panics, wraps
// ErrInvalidScalar, and accepts only canonical encodings.
func FuzzParseScalar(f *testing.F) {
	for i, c := range groups {
		g := c.g()
		f.Add(byte(i), g.NewScalar().SetUint64(1).Bytes())
		f.Add(byte(i), bytes.Repeat([]byte{0xff}, g.ScalarLen()))
	}
	f.Fuzz(func(t *testing.T, i byte, b []byte) {
		g := fuzzGroup(i)
		s, err := g.ParseScalar(b)
		if err != nil {
			if !errors.Is(err, group.ErrInvalidScalar) {
				t.Fatalf("%s: error %v does not wrap ErrInvalidScalar", g.Name(), err)
			}
			return
		}
		if !bytes.Equal(s.Bytes(), b) {
			t.Fatalf("%s: %x decodes to a scalar encoded as %x", g.Name(), b, s.Bytes())
		}
	})
}
