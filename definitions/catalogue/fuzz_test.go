package catalogue_test

import (
	"testing"

	"github.com/curvekit/curvekit/definitions/catalogue"
	"github.com/curvekit/curvekit/field"
)

// FuzzSetBytes feeds arbitrary bytes to the point decoders of every catalogue
// curve (SEC 1 for the Weierstrass curves, RFC 8032-style for the Edwards
// curves, RFC 7748 u-coordinates for the Montgomery curves): none may
// panic, an accepted point must re-encode to the input (or, for a
// compressed or non-canonical input, decode again to the same point), and
// a Montgomery u must give the same DH output as its canonical encoding.
func FuzzSetBytes(f *testing.F) {
	for _, e := range catalogue.All() {
		switch c := e.(type) {
		case *catalogue.Weierstrass:
			g := c.Curve().NewGeneratorPoint()
			f.Add(g.Bytes())
			f.Add(g.BytesCompressed())
		case *catalogue.Edwards:
			f.Add(c.Curve().NewGeneratorPoint().Bytes())
		}
	}
	f.Add([]byte{0})
	f.Add(make([]byte, 48))
	f.Fuzz(func(t *testing.T, b []byte) {
		for _, e := range catalogue.All() {
			switch c := e.(type) {
			case *catalogue.Weierstrass:
				curve := c.Curve()
				p, err := curve.NewIdentityPoint().SetBytes(b)
				if err != nil {
					continue
				}
				q, err := curve.NewIdentityPoint().SetBytes(p.Bytes())
				if err != nil || q.Equal(p) != 1 {
					t.Fatalf("%s: %x decodes, but its re-encoding does not give it back: %v", c.Name(), b, err)
				}
				if _, err := curve.NewPublicKey(b); err != nil {
					t.Fatalf("%s: %x decodes as a point but not as a public key: %v", c.Name(), b, err)
				}
			case *catalogue.Edwards:
				curve := c.Curve()
				p, err := curve.NewIdentityPoint().SetBytes(b)
				if err != nil {
					continue
				}
				if got := p.Bytes(); string(got) != string(b) {
					t.Fatalf("%s: %x decodes (strictly) but re-encodes as %x", c.Name(), b, got)
				}
			case *catalogue.Montgomery:
				curve := c.Curve()
				if len(b) != curve.PointSize() {
					continue
				}
				k := make([]byte, curve.ScalarSize())
				k[0] = 9
				out := make([]byte, curve.PointSize())
				err := curve.ScalarMult(out, k, b)
				var u field.PrimeElement
				if derr := curve.DecodeU(&u, b); derr != nil {
					t.Fatalf("%s: DecodeU refused %d bytes: %v", c.Name(), len(b), derr)
				}
				canonical := make([]byte, curve.PointSize())
				curve.EncodeU(canonical, &u)
				out2 := make([]byte, curve.PointSize())
				err2 := curve.ScalarMult(out2, k, canonical)
				if (err == nil) != (err2 == nil) || string(out) != string(out2) {
					t.Fatalf("%s: DH of %x differs from DH of its canonical form %x", c.Name(), b, canonical)
				}
			}
		}
	})
}
