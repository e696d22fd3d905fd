package curvetest

import (
	"bytes"
	"math/big"

	"github.com/curvekit/curvekit/field"
)

// testEncoding checks the SEC 1 encodings of random points against the
// model: uncompressed, compressed, x-only and affine coordinates, and their
// decoding.
func (w *wRun[E, S]) testEncoding() {
	c, m := w.c, w.m
	f := c.Field()
	for range w.cfg.rounds(5) {
		p, P := w.randomPoint()
		un, comp := p.Bytes(), p.BytesCompressed()
		w.check(bytes.Equal(un, m.encode(P)), "Bytes() = %x, want %x", un, m.encode(P))
		w.check(bytes.Equal(comp, m.compress(P)), "BytesCompressed() = %x, want %x", comp, m.compress(P))
		w.check(bytes.Equal(p.AppendBytes([]byte{7}), append([]byte{7}, un...)), "AppendBytes")
		w.check(bytes.Equal(p.AppendBytesCompressed([]byte{7}), append([]byte{7}, comp...)), "AppendBytesCompressed")
		for _, enc := range [][]byte{un, comp} {
			q, err := c.NewIdentityPoint().SetBytes(enc)
			if w.noError(err, "SetBytes(%x)", enc) {
				w.is(q, P, "SetBytes(%x)", enc)
			}
			q, err = c.NewIdentityPoint().SetBytesWithIdentity(enc)
			if w.noError(err, "SetBytesWithIdentity(%x)", enc) {
				w.is(q, P, "SetBytesWithIdentity(%x)", enc)
			}
		}
		x, err := p.BytesX()
		if w.noError(err, "BytesX") {
			w.check(bytes.Equal(x, un[1:1+m.fieldLen]), "BytesX() = %x, want %x", x, un[1:1+m.fieldLen])
		}
		ax, ay, inf := p.Affine()
		w.check(inf == 0 && field.Big(f, &ax).Cmp(P.x) == 0 && field.Big(f, &ay).Cmp(P.y) == 0, "Affine() differs from the model")
		q, err := c.NewIdentityPoint().SetAffine(&ax, &ay)
		if w.noError(err, "SetAffine") {
			w.is(q, P, "SetAffine(Affine())")
		}
		// The other square root: the compressed prefix's parity flipped.
		bad := bytes.Clone(comp)
		bad[0] ^= 1
		q, err = c.NewIdentityPoint().SetBytes(bad)
		if w.noError(err, "SetBytes of −P compressed") {
			w.is(q, m.neg(P), "SetBytes(%x) (−P)", bad)
		}
	}
	// The identity: refused by SetBytes, accepted by SetBytesWithIdentity.
	_, err := c.NewIdentityPoint().SetBytes([]byte{0})
	w.isError(err, "SetBytes(00) (the identity)")
	id, err := c.NewGeneratorPoint().SetBytesWithIdentity([]byte{0})
	if w.noError(err, "SetBytesWithIdentity(00)") {
		w.check(id.IsIdentity() == 1, "SetBytesWithIdentity(00) is not the identity")
	}
	_, err = c.NewIdentityPoint().BytesX()
	w.isError(err, "BytesX of the identity")
}

// testRejection feeds the decoders malformed encodings: every one must be
// refused with an error, leaving the receiver unchanged.
func (w *wRun[E, S]) testRejection() {
	c, m := w.c, w.m
	l := m.fieldLen
	p, P := w.randomPoint()
	un, comp := p.Bytes(), p.BytesCompressed()
	refuse := func(b []byte, what string, args ...any) {
		w.t.Helper()
		v := c.NewGeneratorPoint()
		r, err := v.SetBytes(b)
		w.isError(err, "SetBytes "+what, args...)
		w.check(r == nil, "SetBytes "+what+" returned a point", args...)
		w.check(v.Equal(c.NewGeneratorPoint()) == 1, "SetBytes "+what+" changed its receiver", args...)
		_, err = c.NewIdentityPoint().SetBytesWithIdentity(b)
		w.isError(err, "SetBytesWithIdentity "+what, args...)
	}
	refuse(nil, "of nothing")
	for _, enc := range [][]byte{un, comp} {
		refuse(enc[:len(enc)-1], "of %d bytes", len(enc)-1)
		refuse(append(bytes.Clone(enc), 0), "of %d bytes", len(enc)+1)
		refuse(enc[:1], "of the prefix alone")
	}
	for _, pre := range []byte{0x00, 0x01, 0x02, 0x03, 0x05, 0x06, 0x07, 0xff} {
		if pre != 4 {
			bad := bytes.Clone(un)
			bad[0] = pre
			refuse(bad, "with prefix %#x on %d bytes", pre, len(bad))
		}
	}
	for _, pre := range []byte{0x00, 0x01, 0x04, 0x05, 0xff} {
		bad := bytes.Clone(comp)
		bad[0] = pre
		refuse(bad, "with prefix %#x on %d bytes", pre, len(bad))
	}
	refuse([]byte{0, 0}, "00 00")
	// Off the curve: y + 1.
	bad := bytes.Clone(un)
	new(big.Int).Add(P.y, big.NewInt(1)).Mod(new(big.Int).Add(P.y, big.NewInt(1)), m.p).FillBytes(bad[1+l:])
	if !m.onCurve(wPoint{x: P.x, y: new(big.Int).SetBytes(bad[1+l:])}) {
		refuse(bad, "of a point off the curve (y + 1)")
	}
	// Non-canonical coordinates: x + p and y + p where they fit, x = p, and
	// the all-ones x.
	top := new(big.Int).Lsh(big.NewInt(1), uint(8*l))
	if xp := new(big.Int).Add(P.x, m.p); xp.Cmp(top) < 0 {
		bad = bytes.Clone(un)
		xp.FillBytes(bad[1 : 1+l])
		refuse(bad, "with x + p")
		bad = bytes.Clone(comp)
		xp.FillBytes(bad[1:])
		refuse(bad, "compressed, with x + p")
	}
	if yp := new(big.Int).Add(P.y, m.p); yp.Cmp(top) < 0 {
		bad = bytes.Clone(un)
		yp.FillBytes(bad[1+l:])
		refuse(bad, "with y + p")
	}
	refuse(append([]byte{2}, m.p.FillBytes(make([]byte, l))...), "compressed, with x = p")
	refuse(append([]byte{3}, bytes.Repeat([]byte{0xff}, l)...), "compressed, with x = 2^%d − 1", 8*l)
	// An x with no point.
	noPoint := 0
	for x := int64(1); x < 1000 && noPoint < 2; x++ {
		if _, ok := m.lift(big.NewInt(x)); !ok {
			noPoint++
			refuse(append([]byte{2}, big.NewInt(x).FillBytes(make([]byte, l))...), "of x = %d, which no point has", x)
		}
	}
	// Points of the curve outside the subgroup of order n, when h > 1.
	if c.Cofactor().Cmp(bigOne) != 0 {
		found := 0
		for x := int64(1); x < 2000 && found < 3; x++ {
			Q, ok := m.lift(big.NewInt(x))
			if !ok || m.mul(m.n, Q).inf {
				continue
			}
			found++
			refuse(m.encode(Q), "of a point outside the subgroup (x = %d)", x)
			refuse(m.compress(Q), "compressed, of a point outside the subgroup (x = %d)", x)
			var ex, ey E
			f := c.Field()
			if field.SetBig(f, &ex, Q.x) == nil && field.SetBig(f, &ey, Q.y) == nil {
				_, err := c.NewIdentityPoint().SetAffine(&ex, &ey)
				w.isError(err, "SetAffine of a point outside the subgroup (x = %d)", x)
			}
		}
		w.check(found > 0, "found no point outside the subgroup to test with")
	}
	// SetAffine of a point off the curve.
	f := c.Field()
	var ex, ey E
	if field.SetBig(f, &ex, P.y) == nil && field.SetBig(f, &ey, P.x) == nil && !m.onCurve(wPoint{x: P.y, y: P.x}) {
		_, err := c.NewIdentityPoint().SetAffine(&ex, &ey)
		w.isError(err, "SetAffine(y, x)")
	}
}
