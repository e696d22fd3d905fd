package fieldtest

import (
	"bytes"
	"math/big"
	"reflect"
	"testing"

	"github.com/curvekit/curvekit/field"
)

// newFuzzSuite returns a suite for fuzz targets, which need no edge lists.
func newFuzzSuite[E any](fld field.Field[E]) *suite[E] {
	return &suite[E]{f: fld, p: fld.Modulus(), n: fld.ByteLen(), le: fld.ByteOrder() == field.LittleEndian}
}

// fuzzSeeds returns encodings of interesting integers in n bytes: 0, 1,
// p−1, p, p+1 and 2^(8n)−1.
func (s *suite[E]) fuzzSeeds(n int) [][]byte {
	one := big.NewInt(1)
	top := new(big.Int).Lsh(one, uint(8*n))
	var seeds [][]byte
	for _, x := range []*big.Int{
		new(big.Int), one, new(big.Int).Sub(s.p, one), s.p, new(big.Int).Add(s.p, one),
		new(big.Int).Sub(top, one),
	} {
		if x.Cmp(top) < 0 {
			seeds = append(seeds, s.encode(x, n))
		}
	}
	return seeds
}

// FuzzSetBytes fuzzes the decoders of fld: SetBytes must accept exactly the
// ByteLen-byte encodings of integers below p, round-trip them through
// PutBytes, and reject everything else with field.ErrLength or
// field.ErrNotReduced, leaving the receiver unchanged; SetWideBytes must
// reduce every input of up to 2·ByteLen bytes mod p and reject longer ones.
// Use it as
//
//	func FuzzSetBytes(f *testing.F) { fieldtest.FuzzSetBytes(f, Field{}) }
func FuzzSetBytes[E any](f *testing.F, fld field.Field[E]) {
	s := newFuzzSuite(fld)
	n := s.n
	for _, seed := range s.fuzzSeeds(n) {
		f.Add(seed)
	}
	f.Add([]byte{})
	f.Add(make([]byte, n-1))
	f.Add(make([]byte, n+1))
	f.Add(bytes.Repeat([]byte{0xff}, 2*n))
	f.Add(bytes.Repeat([]byte{0xff}, 2*n+1))
	f.Fuzz(func(t *testing.T, b []byte) {
		tt := stdT{t}
		val := s.decode(b)
		var z E
		fld.SetUint64(&z, 5)
		before := z
		err := fld.SetBytes(&z, b)
		switch {
		case len(b) != n:
			checkErr(tt, err, field.ErrLength, "SetBytes of %d bytes", len(b))
		case val.Cmp(s.p) >= 0:
			checkErr(tt, err, field.ErrNotReduced, "SetBytes(%x)", b)
		default:
			if err != nil {
				t.Fatalf("SetBytes(%x): %v", b, err)
			}
			out := make([]byte, n)
			fld.PutBytes(out, &z)
			if !bytes.Equal(out, b) {
				t.Fatalf("PutBytes after SetBytes(%x) wrote %x", b, out)
			}
		}
		if err != nil && !reflect.DeepEqual(z, before) {
			t.Fatalf("SetBytes(%x) failed but changed the receiver", b)
		}

		z = before
		err = fld.SetWideBytes(&z, b)
		if len(b) > 2*n {
			checkErr(tt, err, field.ErrLength, "SetWideBytes of %d bytes", len(b))
			if !reflect.DeepEqual(z, before) {
				t.Fatalf("SetWideBytes of %d bytes failed but changed the receiver", len(b))
			}
			return
		}
		if err != nil {
			t.Fatalf("SetWideBytes(%x): %v", b, err)
		}
		s.check(tt, &z, val, "SetWideBytes(%x)", b)
	})
}

// FuzzArith fuzzes the arithmetic of fld against math/big: the two inputs
// are reduced from the fuzzer's bytes with SetWideBytes (truncated to
// 2·ByteLen), then Add, Sub, Mul, Square, Neg, Inverse, Sqrt, SqrtRatio and
// Equal are checked, the binary operations also with their output aliasing an
// input. Use it as
//
//	func FuzzArith(f *testing.F) { fieldtest.FuzzArith(f, Field{}) }
func FuzzArith[E any](f *testing.F, fld field.Field[E]) {
	s := newFuzzSuite(fld)
	seeds := s.fuzzSeeds(s.n)
	for _, a := range seeds {
		for _, b := range seeds {
			f.Add(a, b)
		}
	}
	f.Add(bytes.Repeat([]byte{0xff}, 2*s.n), []byte{2})
	f.Fuzz(func(t *testing.T, a, b []byte) {
		tt := stdT{t}
		in := func(b []byte) (E, *big.Int) {
			b = b[:min(len(b), 2*s.n)]
			var x E
			if err := fld.SetWideBytes(&x, b); err != nil {
				t.Fatalf("SetWideBytes(%x): %v", b, err)
			}
			return x, s.mod(s.decode(b))
		}
		x, xv := in(a)
		y, yv := in(b)
		for _, op := range s.binaryOps() {
			want := op.want(xv, yv)
			var z E
			op.op(&z, &x, &y)
			s.check(tt, &z, want, "%s(%#x, %#x)", op.name, xv, yv)
			z = x
			op.op(&z, &z, &y)
			s.check(tt, &z, want, "%s(z, z, y) with z = %#x, y = %#x", op.name, xv, yv)
			z = y
			op.op(&z, &x, &z)
			s.check(tt, &z, want, "%s(z, x, z) with x = %#x, z = %#x", op.name, xv, yv)
		}
		for _, op := range s.unaryOps() {
			var z E
			op.op(&z, &x)
			s.check(tt, &z, op.want(xv), "%s(%#x)", op.name, xv)
		}
		checkInt(tt, fld.Equal(&x, &y), boolInt(xv.Cmp(yv) == 0), "Equal(%#x, %#x)", xv, yv)

		var z E
		ok := fld.Sqrt(&z, &x)
		s.checkRoot(tt, ok, &z, big.Jacobi(xv, s.p) >= 0, func(zv *big.Int) bool {
			return s.mod(new(big.Int).Mul(zv, zv)).Cmp(xv) == 0
		}, "Sqrt(%#x)", xv)
		ok = fld.SqrtRatio(&z, &x, &y)
		square := xv.Sign() == 0 ||
			yv.Sign() != 0 && big.Jacobi(s.mod(new(big.Int).Mul(xv, s.inverse(yv))), s.p) >= 0
		s.checkRoot(tt, ok, &z, square, func(zv *big.Int) bool {
			lhs := new(big.Int).Mul(zv, zv)
			return s.mod(lhs.Mul(lhs, yv)).Cmp(xv) == 0
		}, "SqrtRatio(%#x, %#x)", xv, yv)
	})
}
