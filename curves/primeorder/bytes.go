package primeorder

import "github.com/curvekit/curvekit/field"

// RFC 9496 encodes field elements little-endian whatever the field's own
// byte order; these helpers convert through w.buf.

// putLE writes the little-endian encoding of x into out (EncodingLen bytes).
func (g *Group[E, S]) putLE(w *workspace[E], out []byte, x *E) {
	g.f.PutBytes(out, x)
	if g.f.ByteOrder() == field.BigEndian {
		reverse(out)
	}
}

// setLE sets z to the canonical little-endian field element in b
// (EncodingLen bytes), or returns an error for a value ≥ p, leaving z
// unchanged.
func (g *Group[E, S]) setLE(w *workspace[E], z *E, b []byte) error {
	t := w.buf[g.size:]
	copy(t, b)
	if g.f.ByteOrder() == field.BigEndian {
		reverse(t)
	}
	return g.f.SetBytes(z, t)
}

// uniformToField sets z to the little-endian integer in b (EncodingLen
// bytes) with the bits at and above the field's bit length cleared, reduced
// modulo p: the field-element decoding of RFC 9496 §4.3.4 and §5.3.4, which
// accepts non-canonical values.
func (g *Group[E, S]) uniformToField(w *workspace[E], z *E, b []byte) {
	t := w.buf[g.size:]
	copy(t, b)
	if extra := 8*g.size - g.f.BitLen(); extra > 0 {
		t[g.size-1] &= 0xff >> extra
	}
	if g.f.ByteOrder() == field.BigEndian {
		reverse(t)
	}
	if err := g.f.SetWideBytes(z, t); err != nil {
		panic("primeorder: internal error: " + err.Error())
	}
}

// reverse reverses b in place.
func reverse(b []byte) {
	for i, j := 0, len(b)-1; i < j; i, j = i+1, j-1 {
		b[i], b[j] = b[j], b[i]
	}
}
