package curvetest

import (
	"bytes"
	"math/big"

	"github.com/curvekit/curvekit/curves/montgomery"
	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/hashes"
)

// testSmallOrder multiplies points of small order: (0, 0) and n·Q for
// random points Q of the curve, whose products are the point at infinity
// (the all-zero output and ErrZeroOutput) whenever the clamped scalar is a
// multiple of their order.
func (r *mRun[E]) testSmallOrder() {
	m := r.m
	us := []*big.Int{big.NewInt(0)}
	if m.n != nil {
		for range 4 {
			if T := m.ladder(m.n, m.n.BitLen(), r.curveU()); T.Sign() != 0 {
				us = append(us, T)
			}
		}
		r.check(len(us) > 1 || m.h.Cmp(big.NewInt(2)) == 0, "found no point of small order besides (0, 0)")
	}
	for _, u := range us {
		for _, k := range r.scalarBytes(r.cfg.rounds(2)) {
			r.checkScalarMult(k, r.encodeU(u), "small-order u")
		}
	}
}

// testLengths checks that wrong lengths are errors that leave dst alone.
func (r *mRun[E]) testLengths() {
	c := r.c
	l, sl := c.PointSize(), c.ScalarSize()
	k, u := r.bytes(sl), r.encodeU(r.m.u)
	for _, tc := range []struct {
		dst, k, u []byte
		what      string
	}{
		{make([]byte, l-1), k, u, "a short dst"},
		{make([]byte, l+1), k, u, "a long dst"},
		{make([]byte, l), k[:sl-1], u, "a short scalar"},
		{make([]byte, l), append(bytes.Clone(k), 0), u, "a long scalar"},
		{make([]byte, l), k, u[:l-1], "a short u"},
		{make([]byte, l), k, append(bytes.Clone(u), 0), "a long u"},
	} {
		dst := bytes.Repeat([]byte{0xa5}, len(tc.dst))
		r.isError(c.ScalarMult(dst, tc.k, tc.u), "ScalarMult with %s", tc.what)
		r.check(bytes.Count(dst, []byte{0xa5}) == len(dst), "ScalarMult with %s wrote dst", tc.what)
		if len(tc.u) == l {
			dst = bytes.Repeat([]byte{0xa5}, len(tc.dst))
			r.isError(c.ScalarBaseMult(dst, tc.k), "ScalarBaseMult with %s", tc.what)
			r.check(bytes.Count(dst, []byte{0xa5}) == len(dst), "ScalarBaseMult with %s wrote dst", tc.what)
		}
	}
	var z E
	r.isError(c.DecodeU(&z, u[:l-1]), "DecodeU of %d bytes", l-1)
	r.isError(c.DecodeU(&z, append(bytes.Clone(u), 0)), "DecodeU of %d bytes", l+1)
	if r.noError(c.DecodeU(&z, u), "DecodeU") {
		got := make([]byte, l)
		c.EncodeU(got, &z)
		r.check(bytes.Equal(got, u), "EncodeU(DecodeU(%x)) = %x", u, got)
	}
}

// testTables builds a second curve from c's parameters and compares its
// fixed-base multiplication with c's.
func (r *mRun[E]) testTables() {
	c2, err := montgomery.New(r.c.Params())
	if !r.noError(err, "montgomery.New(c.Params())") {
		return
	}
	l := r.c.PointSize()
	for _, k := range r.scalarBytes(r.cfg.rounds(2)) {
		a, b := make([]byte, l), make([]byte, l)
		err1, err2 := r.c.ScalarBaseMult(a, k), c2.ScalarBaseMult(b, k)
		r.check(bytes.Equal(a, b) && (err1 == nil) == (err2 == nil), "ScalarBaseMult(%x): %x on the curve, %x on its rebuild", k, a, b)
	}
}

// testEdwardsMaps checks that EdwardsU inverts EdwardsY on points of the
// curve.
func (r *mRun[E]) testEdwardsMaps() {
	f := r.c.Field()
	for range r.cfg.rounds(4) {
		u := r.curveU()
		var eu, y, back E
		if !r.noError(field.SetBig(f, &eu, u), "SetBig") {
			return
		}
		if r.c.EdwardsY(&y, &eu) == 0 {
			continue // u = ∓1, not on the curve's Edwards model
		}
		ok := r.c.EdwardsU(&back, &y)
		r.check(ok == 1 && field.Big(f, &back).Cmp(u) == 0, "EdwardsU(EdwardsY(%x)) = %x (%d)", u, field.Big(f, &back), ok)
	}
}

// testElligator checks map_to_curve, encode_to_curve and hash_to_curve
// where the curve has Elligator 2 (and, for the last two, a known order).
func (r *mRun[E]) testElligator() {
	c, m := r.c, r.m
	f := c.Field()
	var u, v, t E
	if c.MapToCurve(&u, &v, &t) != nil {
		return
	}
	r.run("MapToCurve", func() {
		for i := range r.cfg.rounds(8) {
			if i > 0 && !r.noError(f.SetWideBytes(&t, r.bytes(f.ByteLen()+8)), "SetWideBytes") {
				return
			}
			if !r.noError(c.MapToCurve(&u, &v, &t), "MapToCurve(t%d)", i) {
				continue
			}
			bu, bv := field.Big(f, &u), field.Big(f, &v)
			r.check(m.onCurveUV(bu, bv), "MapToCurve(t%d) = (%x, %x) is off the curve", i, bu, bv)
			var u2, v2 E
			r.check(c.MapToCurve(&u2, &v2, &t) == nil && f.Equal(&u, &u2) == 1 && f.Equal(&v, &v2) == 1, "MapToCurve(t%d) is not deterministic", i)
		}
	})
	if m.n == nil {
		return
	}
	hash := func(ro bool) func(msg, dst []byte) (MontgomeryPoint, error) {
		return func(msg, dst []byte) (MontgomeryPoint, error) {
			exp, err := xmd(dst)
			if err != nil {
				return MontgomeryPoint{}, err
			}
			var ts [2]E
			count := 1
			if ro {
				count = 2
			}
			if err := hashes.HashToField(f, exp, msg, count, ts[:count]); err != nil {
				return MontgomeryPoint{}, err
			}
			var u, v E
			if ro {
				_, err = c.HashToCurve(&u, &v, &ts[0], &ts[1])
			} else {
				_, err = c.EncodeToCurve(&u, &v, &ts[0])
			}
			bu, bv := make([]byte, c.PointSize()), make([]byte, c.PointSize())
			c.EncodeU(bu, &u)
			c.EncodeU(bv, &v)
			return MontgomeryPoint{bu, bv}, err
		}
	}
	h := r.hashCheck()
	h.hash("engine", true, hash(true))
	h.hash("engine", false, hash(false))
}

// inSubgroup reports whether P is a point of the curve of order n.
func (r *mRun[E]) inSubgroup(P MontgomeryPoint) bool {
	m := r.m
	if len(P.U) != r.c.PointSize() || len(P.V) != r.c.PointSize() {
		return false
	}
	u, v := getInt(P.U, field.LittleEndian), getInt(P.V, field.LittleEndian)
	if u.Cmp(m.p) >= 0 || v.Cmp(m.p) >= 0 {
		return false
	}
	if u.Sign() == 0 && v.Sign() == 0 {
		return true // the point at infinity, which encode_to_curve may return
	}
	return u.Sign() != 0 && m.onCurveUV(u, v) && m.ladder(m.n, m.n.BitLen(), u).Sign() == 0
}

// hashCheck returns the hash checks of the curve's points as
// MontgomeryPoint values, encoded as u ‖ v.
func (r *mRun[E]) hashCheck() hashCheck[MontgomeryPoint] {
	return hashCheck[MontgomeryPoint]{r.checker, func(p MontgomeryPoint) []byte { return append(bytes.Clone(p.U), p.V...) }, r.inSubgroup}
}
