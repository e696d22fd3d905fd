package curvetest

import (
	"bytes"
	"errors"
	"math/big"
	"testing"

	"github.com/curvekit/curvekit/curves/montgomery"
	"github.com/curvekit/curvekit/field"
)

// MontgomeryPoint is a point (u, v) of a Montgomery curve as the hash
// functions of WithHashToCurve return it for Montgomery: U and V
// little-endian in PointSize bytes each (RFC 7748's byte order), both zero
// for the point at infinity.
type MontgomeryPoint struct{ U, V []byte }

// Montgomery checks the Montgomery curve c against the harness's math/big
// model of the RFC 7748 ladder: ScalarMultU, ScalarMult and ScalarBaseMult on
// edge and random scalars (clamped as the curve clamps) and on u-coordinates
// of the curve and of its twist, of small order, non-canonical and with the
// ignored top bits set; Diffie–Hellman agreement, the all-zero output, wrong
// lengths, rebuilt tables, the Edwards model maps, and Elligator 2 with
// hash_to_curve and encode_to_curve where the curve has them (and
// hash-to-curve functions given WithHashToCurve, returning MontgomeryPoint).
func Montgomery[E any](t testing.TB, c *montgomery.Curve[E], opts ...Option) {
	t.Helper()
	if c == nil {
		t.Fatal("curvetest: Montgomery: nil curve")
	}
	cfg := newConfig(opts)
	r := &mRun[E]{checker: newChecker(t, c.Name(), cfg), c: c}
	r.buildModel()
	r.run("Parameters", r.testParameters)
	r.run("ScalarMultU", r.testScalarMultU)
	r.run("ScalarMult", r.testScalarMult)
	r.run("ScalarBaseMult", r.testScalarBaseMult)
	r.run("SmallOrder", r.testSmallOrder)
	r.run("Lengths", r.testLengths)
	r.run("Tables", r.testTables)
	r.run("EdwardsMaps", r.testEdwardsMaps)
	r.testElligator()
	r.hashCheck().options(cfg.hashes, "a hash returning curvetest.MontgomeryPoint")
	if len(cfg.ecdsa)+len(cfg.eddsa) > 0 {
		r.run("Options", func() { r.errorf("WithECDSA and WithEdDSA do not apply to a Montgomery curve") })
	}
}

// mRun is one run of the harness on a Montgomery curve.
type mRun[E any] struct {
	*checker
	c      *montgomery.Curve[E]
	m      *mModel
	params montgomery.Params[E]
}

func (r *mRun[E]) buildModel() {
	c := r.c
	f := c.Field()
	var A, B, U E
	c.A(&A)
	c.B(&B)
	c.BaseU(&U)
	p := f.Modulus()
	m := &mModel{p: p, A: field.Big(f, &A), B: field.Big(f, &B), u: field.Big(f, &U), n: c.Order()}
	m.a24 = new(big.Int).Add(m.A, big.NewInt(2))
	m.a24.Mul(m.a24, new(big.Int).ModInverse(big.NewInt(4), p)).Mod(m.a24, p)
	if m.n != nil {
		m.h = new(big.Int).SetUint64(c.Cofactor())
	}
	r.m, r.params = m, c.Params()
}

// scalarInt returns the integer the ladder uses for the scalar bytes k: the
// curve's clamping applied to a copy, and the bits from ScalarBits up
// dropped.
func (r *mRun[E]) scalarInt(k []byte) *big.Int {
	k = bytes.Clone(k)
	if r.params.Clamp != nil {
		r.params.Clamp(k)
	}
	x := getInt(k, field.LittleEndian)
	return x.Mod(x, new(big.Int).Lsh(bigOne, uint(r.params.ScalarBits)))
}

// uInt returns the u-coordinate the engine decodes from b: the bits from
// the field's bit length up ignored, the rest reduced modulo p.
func (r *mRun[E]) uInt(b []byte) *big.Int {
	x := getInt(b, field.LittleEndian)
	x.Mod(x, new(big.Int).Lsh(bigOne, uint(r.c.Field().BitLen())))
	return x.Mod(x, r.m.p)
}

func (r *mRun[E]) encodeU(u *big.Int) []byte {
	return putInt(make([]byte, r.c.PointSize()), u, field.LittleEndian)
}

// scalarBytes returns the scalars of the checks, ScalarSize bytes each: edge
// integers (0, 1, 2, n − 1, n, n + 1, 2^ScalarBits − 1, all ones, the top
// bit alone) and random ones.
func (r *mRun[E]) scalarBytes(random int) [][]byte {
	l := r.c.ScalarSize()
	ints := []*big.Int{big.NewInt(0), big.NewInt(1), big.NewInt(2), big.NewInt(8),
		new(big.Int).Lsh(bigOne, uint(r.params.ScalarBits-1)),
		new(big.Int).Sub(new(big.Int).Lsh(bigOne, uint(r.params.ScalarBits)), bigOne)}
	if n := r.m.n; n != nil {
		for _, d := range []int64{-1, 0, 1} {
			ints = append(ints, new(big.Int).Add(n, big.NewInt(d)))
		}
		ints = append(ints, new(big.Int).Mul(n, r.m.h))
	}
	var out [][]byte
	for _, k := range ints {
		if k.BitLen() <= 8*l {
			out = append(out, putInt(make([]byte, l), k, field.LittleEndian))
		}
	}
	out = append(out, bytes.Repeat([]byte{0xff}, l))
	for range random {
		out = append(out, r.bytes(l))
	}
	return out
}

// anyU returns a random u-coordinate, of the curve or of its twist.
func (r *mRun[E]) anyU() *big.Int { return r.below(r.m.p) }

// curveU returns a random u-coordinate of a point of the curve.
func (r *mRun[E]) curveU() *big.Int {
	for {
		if u := r.anyU(); r.m.onCurve(u) {
			return u
		}
	}
}

func (r *mRun[E]) testParameters() {
	c, m := r.c, r.m
	r.check(m.onCurve(m.u), "the base point u = %x is on the twist, not on the curve", m.u)
	aa := new(big.Int).Mul(m.A, m.A)
	r.check(m.mod(aa.Sub(aa, big.NewInt(4))).Sign() != 0 && m.B.Sign() != 0, "the curve is singular (A² = 4 or B = 0)")
	r.check(c.Modulus().Cmp(m.p) == 0, "Modulus() = %x", c.Modulus())
	r.check(c.PointSize() == c.Field().ByteLen() && c.ScalarSize() == (r.params.ScalarBits+7)/8, "PointSize() = %d, ScalarSize() = %d", c.PointSize(), c.ScalarSize())
	if m.n == nil {
		return
	}
	r.check(m.n.ProbablyPrime(20), "the order %x is not prime", m.n)
	r.check(m.ladder(m.n, m.n.BitLen(), m.u).Sign() == 0, "n·G ≠ O in the model")
	r.check(m.ladder(m.h, m.h.BitLen(), m.u).Sign() != 0, "h·G = O in the model")
	hn := new(big.Int).Mul(m.h, m.n)
	diff := new(big.Int).Sub(hn, new(big.Int).Add(m.p, bigOne))
	r.check(diff.Mul(diff, diff).Cmp(new(big.Int).Lsh(m.p, 2)) <= 0, "h·n = %x is outside the Hasse bound of p + 1", hn)
	r.check(m.ladder(hn, hn.BitLen(), r.curveU()).Sign() == 0, "h·n·Q ≠ O for a random point Q: the cofactor is wrong")
}

func (r *mRun[E]) testScalarMultU() {
	c, m := r.c, r.m
	f := c.Field()
	us := []*big.Int{m.u, big.NewInt(0), big.NewInt(1), new(big.Int).Sub(m.p, bigOne), r.curveU()}
	for range r.cfg.rounds(1) {
		us = append(us, r.anyU())
	}
	ks := r.scalarBytes(r.cfg.rounds(2))
	ks = append(ks, []byte{}, []byte{3}, r.bytes(2*c.PointSize()))
	for _, u := range us {
		var eu, z E
		if !r.noError(field.SetBig(f, &eu, u), "SetBig(%x)", u) {
			continue
		}
		for _, k := range ks {
			want := m.ladder(getInt(k, field.LittleEndian), 8*len(k), u)
			isZero := c.ScalarMultU(&z, k, &eu)
			got := field.Big(f, &z)
			r.check(got.Cmp(want) == 0, "ScalarMultU(%x, u = %x) = %x, want %x", k, u, got, want)
			r.check(isZero == b2i(want.Sign() == 0), "ScalarMultU(%x, u = %x) returned %d for the result %x", k, u, isZero, want)
		}
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// wantScalarMult returns the output and error ScalarMult must give.
func (r *mRun[E]) wantScalarMult(k, u []byte) ([]byte, error) {
	out := r.m.ladder(r.scalarInt(k), r.params.ScalarBits, r.uInt(u))
	if out.Sign() == 0 {
		return make([]byte, r.c.PointSize()), montgomery.ErrZeroOutput
	}
	return r.encodeU(out), nil
}

// checkScalarMult compares ScalarMult(k, u) with the model.
func (r *mRun[E]) checkScalarMult(k, u []byte, what string) {
	r.t.Helper()
	dst := make([]byte, r.c.PointSize())
	err := r.c.ScalarMult(dst, k, u)
	want, wantErr := r.wantScalarMult(k, u)
	r.check(bytes.Equal(dst, want), "ScalarMult(%x, %s %x) = %x, want %x", k, what, u, dst, want)
	r.check(errors.Is(err, wantErr) || err == wantErr, "ScalarMult(%x, %s %x): error %v, want %v", k, what, u, err, wantErr)
}

func (r *mRun[E]) testScalarMult() {
	m := r.m
	l := r.c.PointSize()
	top := new(big.Int).Lsh(bigOne, uint(r.c.Field().BitLen()))
	for _, k := range r.scalarBytes(r.cfg.rounds(3)) {
		r.checkScalarMult(k, r.encodeU(m.u), "the base point")
		u := r.curveU()
		r.checkScalarMult(k, r.encodeU(u), "a curve point")
		r.checkScalarMult(k, r.encodeU(r.anyU()), "a point")
		// Non-canonical u: u + p where it fits below the ignored bits,
		// and the ignored bits set.
		if up := new(big.Int).Add(u, m.p); up.Cmp(top) < 0 {
			r.checkScalarMult(k, r.encodeU(up), "u + p =")
		}
		small := big.NewInt(int64(r.rng.Uint32() % 20))
		if up := new(big.Int).Add(small, m.p); up.Cmp(top) < 0 {
			r.checkScalarMult(k, r.encodeU(up), "u + p =")
		}
		if 8*l > r.c.Field().BitLen() {
			b := r.encodeU(u)
			b[l-1] |= 0xff << (r.c.Field().BitLen() % 8)
			r.checkScalarMult(k, b, "u with the ignored bits set,")
		}
	}
	// Diffie–Hellman: a·(b·G) = b·(a·G).
	for range r.cfg.rounds(2) {
		a, b := r.bytes(r.c.ScalarSize()), r.bytes(r.c.ScalarSize())
		A, B := make([]byte, l), make([]byte, l)
		if r.noError(r.c.ScalarBaseMult(A, a), "ScalarBaseMult") && r.noError(r.c.ScalarBaseMult(B, b), "ScalarBaseMult") {
			s1, s2 := make([]byte, l), make([]byte, l)
			r.noError(r.c.ScalarMult(s1, a, B), "ScalarMult")
			r.noError(r.c.ScalarMult(s2, b, A), "ScalarMult")
			r.check(bytes.Equal(s1, s2), "a·(b·G) = %x ≠ b·(a·G) = %x", s1, s2)
		}
	}
}

func (r *mRun[E]) testScalarBaseMult() {
	l := r.c.PointSize()
	G := r.encodeU(r.m.u)
	for _, k := range r.scalarBytes(r.cfg.rounds(4)) {
		dst := make([]byte, l)
		err := r.c.ScalarBaseMult(dst, k)
		want, wantErr := r.wantScalarMult(k, G)
		r.check(bytes.Equal(dst, want) && (err == wantErr || errors.Is(err, wantErr)),
			"ScalarBaseMult(%x) = %x, %v, want %x, %v", k, dst, err, want, wantErr)
		viaLadder := make([]byte, l)
		err2 := r.c.ScalarMult(viaLadder, k, G)
		r.check(bytes.Equal(dst, viaLadder) && (err == nil) == (err2 == nil), "ScalarBaseMult(%x) ≠ ScalarMult(%x, G)", k, k)
	}
}
