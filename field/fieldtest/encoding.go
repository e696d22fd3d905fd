package fieldtest

import (
	"bytes"
	"math/big"
	"math/rand/v2"
	"reflect"

	"github.com/curvekit/curvekit/field"
)

// testParameters checks Modulus, BitLen, ByteLen and ByteOrder against each
// other.
func (s *suite[E]) testParameters(t tb) {
	t.Helper()
	f, p := s.f, s.p
	if p.Sign() <= 0 || p.Bit(0) == 0 || !p.ProbablyPrime(32) {
		t.Errorf("Modulus() = %#x is not an odd prime", p)
		t.FailNow()
	}
	checkInt(t, f.BitLen(), p.BitLen(), "BitLen()")
	// The contract says ByteLen = ⌈BitLen/8⌉. One byte more is accepted, and
	// logged, for encodings that a standard fixes longer (RFC 8032 encodes
	// Ed448 scalars, 446 bits, in 57 bytes).
	minLen := (p.BitLen() + 7) / 8
	switch n := f.ByteLen(); n {
	case minLen:
	case minLen + 1:
		t.Logf("ByteLen() = %d is one more than ⌈BitLen/8⌉ = %d", n, minLen)
	default:
		t.Errorf("ByteLen() = %d, want ⌈BitLen/8⌉ = %d", n, minLen)
		t.FailNow()
	}
	if o := f.ByteOrder(); o != field.BigEndian && o != field.LittleEndian {
		t.Errorf("ByteOrder() = %d, neither BigEndian nor LittleEndian", o)
		t.FailNow()
	}
	// A caller may modify the result, so it must be a new big.Int each time.
	if m1, m2 := f.Modulus(), f.Modulus(); m1 == m2 || m1.Cmp(p) != 0 {
		t.Errorf("Modulus() returns a shared big.Int (or a changing value)")
		t.FailNow()
	}
}

// testEncoding checks that SetBytes and PutBytes round-trip every value in
// the field's byte order and that PutBytes is canonical after arithmetic.
func (s *suite[E]) testEncoding(t tb, rng *rand.Rand) {
	t.Helper()
	values := append([]*big.Int(nil), s.edges...)
	for range 4 * s.opts.Iterations {
		values = append(values, s.randInt(rng))
	}
	out := make([]byte, s.n)
	for _, x := range values {
		b := s.encode(x, s.n)
		var z E
		if err := s.f.SetBytes(&z, b); err != nil {
			t.Errorf("SetBytes(%x) (the encoding of %#x): %v", b, x, err)
			t.FailNow()
		}
		for i := range out {
			out[i] = 0xa5
		}
		s.f.PutBytes(out, &z)
		if !bytes.Equal(out, b) {
			t.Errorf("PutBytes after SetBytes(%x) wrote %x", b, out)
			t.FailNow()
		}
		// The same value reached through arithmetic must encode the same way.
		m := s.messy(t, rng, x)
		s.f.PutBytes(out, &m)
		if !bytes.Equal(out, b) {
			t.Errorf("PutBytes of %#x computed by arithmetic wrote %x, want %x", x, out, b)
			t.FailNow()
		}
	}
}

// testEncodingRejects checks that SetBytes rejects wrong lengths and
// unreduced values with the right errors, leaving the receiver unchanged, and
// that PutBytes panics on a wrong length.
func (s *suite[E]) testEncodingRejects(t tb, rng *rand.Rand) {
	t.Helper()
	n := s.n
	var bad [][]byte
	for _, l := range []int{0, n - 1, n + 1, 2 * n} {
		bad = append(bad, s.randBytes(rng, l))
	}
	bad = append(bad, nil, s.encode(s.p, n)[:n-1], append(s.encode(big.NewInt(1), n), 0))
	for _, b := range bad {
		s.checkRejected(t, rng, b, field.ErrLength, "SetBytes of %d bytes", len(b))
	}

	one := big.NewInt(1)
	top := new(big.Int).Lsh(one, uint(8*n)) // 2^(8n)
	unreduced := []*big.Int{
		s.p, new(big.Int).Add(s.p, one), new(big.Int).Sub(top, one),
		new(big.Int).Add(s.p, new(big.Int).Lsh(one, uint(s.p.BitLen()-1))),
		new(big.Int).Lsh(one, uint(s.p.BitLen())),
	}
	for k := 0; k < 8*n; k += 1 + rng.IntN(8) {
		unreduced = append(unreduced, new(big.Int).Add(s.p, new(big.Int).Lsh(one, uint(k))))
	}
	span := new(big.Int).Sub(top, s.p)
	for range s.opts.Iterations {
		r := new(big.Int).SetBytes(s.randBytes(rng, n))
		unreduced = append(unreduced, r.Add(r.Mod(r, span), s.p))
	}
	for _, x := range unreduced {
		if x.Cmp(top) >= 0 {
			continue
		}
		s.checkRejected(t, rng, s.encode(x, n), field.ErrNotReduced, "SetBytes of %#x ≥ p", x)
	}

	var x E
	s.f.One(&x)
	for _, l := range []int{0, n - 1, n + 1, 2 * n} {
		if !panics(func() { s.f.PutBytes(make([]byte, l), &x) }) {
			t.Errorf("PutBytes into a %d-byte buffer did not panic (ByteLen is %d)", l, n)
			t.FailNow()
		}
	}
}

// checkRejected checks that SetBytes(b) fails with target and leaves a
// random receiver unchanged, representation included.
func (s *suite[E]) checkRejected(t tb, rng *rand.Rand, b []byte, target error, what string, args ...any) {
	t.Helper()
	z, _ := s.randElem(t, rng)
	before := z
	checkErr(t, s.f.SetBytes(&z, b), target, what, args...)
	if !reflect.DeepEqual(z, before) {
		t.Errorf("SetBytes(%x) failed but changed the receiver from %v to %v", b, before, z)
		t.FailNow()
	}
}

// testWideBytes checks SetWideBytes at every length from 0 to 2·ByteLen
// against math/big, and its rejection of longer inputs.
func (s *suite[E]) testWideBytes(t tb, rng *rand.Rand) {
	t.Helper()
	n := s.n
	reps := max(2, s.opts.Iterations/8)
	for l := 0; l <= 2*n; l++ {
		inputs := [][]byte{make([]byte, l), bytes.Repeat([]byte{0xff}, l)}
		for range reps {
			inputs = append(inputs, s.randBytes(rng, l))
		}
		if l >= n { // multiples of p, and p − 1 shifted up
			kp := new(big.Int).Mul(s.p, new(big.Int).SetBytes(s.randBytes(rng, l-n+1)))
			inputs = append(inputs, s.encode(kp, l), s.encode(new(big.Int).Sub(s.p, big.NewInt(1)), l))
		}
		for _, b := range inputs {
			var z E
			if err := s.f.SetWideBytes(&z, b); err != nil {
				t.Errorf("SetWideBytes of %d bytes (at most %d allowed): %v", l, 2*n, err)
				t.FailNow()
			}
			s.check(t, &z, s.decode(b), "SetWideBytes(%x)", b)
		}
	}
	for _, l := range []int{2*n + 1, 2*n + 2, 3 * n, 4*n + 5} {
		b := s.randBytes(rng, l)
		z, _ := s.randElem(t, rng)
		before := z
		checkErr(t, s.f.SetWideBytes(&z, b), field.ErrLength, "SetWideBytes of %d bytes", l)
		if !reflect.DeepEqual(z, before) {
			t.Errorf("SetWideBytes of %d bytes failed but changed the receiver", l)
			t.FailNow()
		}
	}
}

// testConstants checks the zero value, Zero, One, Set and SetUint64.
func (s *suite[E]) testConstants(t tb, rng *rand.Rand) {
	t.Helper()
	var zero E
	checkInt(t, s.f.IsZero(&zero), 1, "IsZero(zero value of E)")
	s.check(t, &zero, new(big.Int), "the zero value of E")
	for range s.opts.Iterations {
		x, xv := s.randElem(t, rng)
		z := x
		s.f.Zero(&z)
		s.check(t, &z, new(big.Int), "Zero")
		s.f.One(&z)
		s.check(t, &z, big.NewInt(1), "One")
		s.f.Set(&z, &x)
		s.check(t, &z, xv, "Set(%#x)", xv)
	}
	values := []uint64{0, 1, 2, 3, 1<<32 - 1, 1 << 32, 1<<51 - 1, 1 << 51, 1<<56 - 1, 1 << 56,
		1<<63 - 1, 1 << 63, 1<<64 - 2, 1<<64 - 1}
	if s.p.IsUint64() {
		p := s.p.Uint64()
		values = append(values, p-1, p)
		if p < 1<<63 {
			values = append(values, p+1, 2*p)
		}
	}
	for range 4 * s.opts.Iterations {
		values = append(values, rng.Uint64()>>rng.UintN(64))
	}
	for _, v := range values {
		z, _ := s.randElem(t, rng)
		s.f.SetUint64(&z, v)
		s.check(t, &z, new(big.Int).SetUint64(v), "SetUint64(%d)", v)
	}
}

// panics reports whether fn panics.
func panics(fn func()) (did bool) {
	defer func() {
		if recover() != nil {
			did = true
		}
	}()
	fn()
	return false
}
