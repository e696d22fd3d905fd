package curvetest

import (
	"bytes"
	"math/big"

	"github.com/curvekit/curvekit/curves/edwards"
	"github.com/curvekit/curvekit/field"
)

// testEncoding checks the RFC 8032 encodings of points of every order
// against the model, and their decoding by SetBytes and SetBytesLenient.
func (r *eRun[E, S]) testEncoding() {
	c, m := r.c, r.m
	pts := []ePoint{m.identity(), m.g, r.torsionPoint()}
	for range r.cfg.rounds(4) {
		pts = append(pts, r.anyPoint())
	}
	for i, P := range pts {
		p := r.point(P)
		enc := p.Bytes()
		r.check(bytes.Equal(enc, m.encode(P)), "P%d: Bytes() = %x, want %x", i, enc, m.encode(P))
		r.check(bytes.Equal(p.AppendBytes([]byte{7}), append([]byte{7}, enc...)), "P%d: AppendBytes", i)
		for name, dec := range map[string]func([]byte) (*edwards.Point[E, S], error){
			"SetBytes": c.NewIdentityPoint().SetBytes, "SetBytesLenient": c.NewIdentityPoint().SetBytesLenient,
		} {
			if q, err := dec(enc); r.noError(err, "P%d: %s(%x)", i, name, enc) {
				r.is(q, P, "P%d: %s(%x)", i, name, enc)
			}
		}
		X, Y, Z, T := p.ExtendedCoordinates()
		if q, err := c.NewIdentityPoint().SetExtendedCoordinates(&X, &Y, &Z, &T); r.noError(err, "SetExtendedCoordinates") {
			r.check(q.Equal(p) == 1, "P%d: SetExtendedCoordinates(ExtendedCoordinates()) differs", i)
		}
	}
}

// testRejection feeds the decoders malformed encodings.
func (r *eRun[E, S]) testRejection() {
	c, m := r.c, r.m
	l := m.encLen
	refuse := func(b []byte, lenientToo bool, what string, args ...any) {
		r.t.Helper()
		v := c.NewGeneratorPoint()
		q, err := v.SetBytes(b)
		r.isError(err, "SetBytes "+what, args...)
		r.check(q == nil && v.Equal(c.NewGeneratorPoint()) == 1, "SetBytes "+what+" returned a point or changed its receiver", args...)
		if lenientToo {
			_, err = c.NewIdentityPoint().SetBytesLenient(b)
			r.isError(err, "SetBytesLenient "+what, args...)
		}
	}
	// accept checks that SetBytesLenient decodes b to P.
	accept := func(b []byte, P ePoint, what string, args ...any) {
		r.t.Helper()
		if q, err := c.NewIdentityPoint().SetBytesLenient(b); r.noError(err, "SetBytesLenient "+what, args...) {
			r.is(q, P, "SetBytesLenient "+what, args...)
		}
	}
	enc := c.NewGeneratorPoint().Bytes()
	refuse(nil, true, "of nothing")
	refuse(enc[:l-1], true, "of %d bytes", l-1)
	refuse(append(bytes.Clone(enc), 0), true, "of %d bytes", l+1)
	// x = 0 with the sign bit set: the identity (0, 1) and (0, −1).
	for _, y := range []*big.Int{big.NewInt(1), new(big.Int).Sub(m.p, bigOne)} {
		P := ePoint{big.NewInt(0), y}
		b := m.encode(P)
		b[l-1] |= 0x80
		refuse(b, false, "of x = 0 with the sign bit set (y = %x)", y)
		accept(b, P, "of x = 0 with the sign bit set (y = %x)", y)
	}
	// Non-canonical y + p, where it fits below the sign bit.
	limit := new(big.Int).Lsh(bigOne, uint(8*l-1))
	tried := 0
	for y := big.NewInt(0); y.Cmp(big.NewInt(64)) < 0 && tried < 4; y.Add(y, bigOne) {
		yp := new(big.Int).Add(y, m.p)
		if yp.Cmp(limit) >= 0 {
			break
		}
		for sign := uint(0); sign < 2; sign++ {
			P, ok := m.lift(y, sign)
			if !ok {
				continue
			}
			tried++
			b := putInt(make([]byte, l), yp, field.LittleEndian)
			b[l-1] |= byte(sign) << 7
			refuse(b, false, "of y + p = %x", yp)
			accept(b, P, "of y + p = %x", yp)
		}
	}
	// The all-ones y below the sign bit (≥ p).
	b := bytes.Repeat([]byte{0xff}, l)
	b[l-1] = 0x7f
	refuse(b, false, "of y = 2^%d − 1", 8*l-1)
	// Bits set between y and the sign bit, when the encoding has room
	// (edwards448: 57 bytes for a 448-bit y).
	if m.p.BitLen() < 8*l-1 {
		b := m.encode(m.g)
		b[l-1] |= 0x40
		refuse(b, false, "with bit %d set", 8*l-2)
	}
	// A y that no point has.
	noPoint := 0
	for y := int64(2); y < 1000 && noPoint < 2; y++ {
		if _, ok := m.lift(big.NewInt(y), 0); !ok {
			noPoint++
			refuse(m.encode(ePoint{big.NewInt(0), big.NewInt(y)}), true, "of y = %d, which no point has", y)
		}
	}
	// SetAffine and SetExtendedCoordinates refuse points off the curve.
	f := c.Field()
	var x, y, z, t E
	if field.SetBig(f, &x, m.g.y) == nil && field.SetBig(f, &y, m.g.x) == nil && !m.onCurve(ePoint{m.g.y, m.g.x}) {
		_, err := c.NewIdentityPoint().SetAffine(&x, &y)
		r.isError(err, "SetAffine(y, x)")
		f.One(&z)
		f.Mul(&t, &x, &y)
		_, err = c.NewIdentityPoint().SetExtendedCoordinates(&x, &y, &z, &t)
		r.isError(err, "SetExtendedCoordinates of (y, x)")
	}
	gx, gy := c.NewGeneratorPoint().Affine()
	f.One(&z)
	f.Add(&t, &gx, &gy) // T ≠ X·Y/Z
	_, err := c.NewIdentityPoint().SetExtendedCoordinates(&gx, &gy, &z, &t)
	r.isError(err, "SetExtendedCoordinates with T ≠ X·Y/Z")
	f.Zero(&z)
	_, err = c.NewIdentityPoint().SetExtendedCoordinates(&gx, &gy, &z, &t)
	r.isError(err, "SetExtendedCoordinates with Z = 0")
}

// inSubgroup reports whether p is in the subgroup of order n, by the engine
// and by the model.
func (r *eRun[E, S]) inSubgroup(p *edwards.Point[E, S]) bool {
	return p.IsTorsionFree() == 1 && r.m.isIdentity(r.m.mul(r.m.n, r.model(p)))
}

// hashCheck returns the hash checks of the curve's points.
func (r *eRun[E, S]) hashCheck() hashCheck[*edwards.Point[E, S]] {
	return hashCheck[*edwards.Point[E, S]]{r.checker, (*edwards.Point[E, S]).Bytes, r.inSubgroup}
}
