package fieldtest

import (
	"bytes"
	"math/big"
	"math/rand/v2"

	"github.com/curvekit/curvekit/field"
)

// testEncoding checks round trips, the rejection of wrong lengths and of
// either coefficient ≥ p (receiver unchanged), and PutBytes's length panic.
func (s *qsuite[E]) testEncoding(t tb, rng *rand.Rand) {
	t.Helper()
	out := make([]byte, 2*s.n)
	for _, v := range s.values(rng, 4*s.opts.Iterations) {
		x := s.elem(t, v)
		s.f.PutBytes(out, &x)
		if b := s.encode(v); !bytes.Equal(out, b) {
			t.Errorf("PutBytes(SetBytes(%x)) = %x", b, out)
			t.FailNow()
		}
	}
	keep := s.elem(t, s.random(rng))
	before := s.model(&keep)
	reject := func(b []byte, target error, what string) {
		t.Helper()
		z := keep
		err := s.f.SetBytes(&z, b)
		checkErr(t, err, target, "SetBytes(%s)", what)
		s.check(t, &z, before, "receiver after SetBytes(%s)", what)
	}
	for _, l := range []int{0, 1, s.n, 2*s.n - 1, 2*s.n + 1, 4 * s.n} {
		reject(make([]byte, l), field.ErrLength, "a wrong length")
	}
	big1 := new(big.Int).Lsh(big.NewInt(1), uint(8*s.n))
	for _, bad := range []*big.Int{s.p, new(big.Int).Add(s.p, big.NewInt(1)), big1.Sub(big1, big.NewInt(1))} {
		for i := range 2 {
			v := s.random(rng)
			v[i] = bad
			reject(s.encode(v), field.ErrNotReduced, "a coefficient ≥ p")
		}
	}
	if !panics(func() { s.f.PutBytes(make([]byte, 2*s.n-1), &keep) }) {
		t.Errorf("PutBytes into a short buffer does not panic")
	}
}

// testWideBytes checks SetWideBytes at every even length up to 2·ByteLen:
// each half, in coefficient order, reduced modulo p; odd and oversize
// lengths are errors that leave the receiver unchanged.
func (s *qsuite[E]) testWideBytes(t tb, rng *rand.Rand) {
	t.Helper()
	for l := 0; l <= 4*s.n+2; l++ {
		b := make([]byte, l)
		for i := range b {
			b[i] = byte(rng.Uint32())
		}
		z := s.elem(t, s.random(rng))
		before := s.model(&z)
		err := s.f.SetWideBytes(&z, b)
		if l%2 == 1 || l > 4*s.n {
			if err == nil {
				t.Errorf("SetWideBytes accepts %d bytes", l)
				t.FailNow()
			}
			s.check(t, &z, before, "receiver after a rejected SetWideBytes of %d bytes", l)
			continue
		}
		if err != nil {
			t.Errorf("SetWideBytes(%d bytes): %v", l, err)
			t.FailNow()
		}
		a, c := s.decodeCoeff(b[:l/2]), s.decodeCoeff(b[l/2:])
		if !s.c0 {
			a, c = c, a
		}
		s.check(t, &z, q2{a, c}, "SetWideBytes(%x)", b)
	}
}

// testArithmetic checks the constants and every operation against the
// model, on edge and random values.
func (s *qsuite[E]) testArithmetic(t tb, rng *rand.Rand) {
	t.Helper()
	var z E
	s.f.Zero(&z)
	s.check(t, &z, q2{big.NewInt(0), big.NewInt(0)}, "Zero")
	s.f.One(&z)
	s.check(t, &z, q2{big.NewInt(1), big.NewInt(0)}, "One")
	for _, v := range []uint64{0, 1, 2, 1 << 63, ^uint64(0), rng.Uint64()} {
		s.f.SetUint64(&z, v)
		s.check(t, &z, q2{new(big.Int).SetUint64(v), big.NewInt(0)}, "SetUint64(%d)", v)
	}
	values := s.values(rng, 2*s.opts.Iterations)
	for _, xv := range values {
		x := s.elem(t, xv)
		s.f.Neg(&z, &x)
		s.check(t, &z, s.neg(xv), "Neg(%v)", xv)
		s.f.Square(&z, &x)
		s.check(t, &z, s.mul(xv, xv), "Square(%v)", xv)
		s.f.Inverse(&z, &x)
		s.check(t, &z, s.inv(xv), "Inverse(%v)", xv)
		s.f.Set(&z, &x)
		s.check(t, &z, xv, "Set(%v)", xv)
	}
	for i, xv := range values {
		for j, yv := range values {
			if (i+j)%7 != 0 && i >= len(s.edges) && j >= len(s.edges) {
				continue // every edge pair, a sample of the random ones
			}
			x, y := s.elem(t, xv), s.elem(t, yv)
			s.f.Add(&z, &x, &y)
			s.check(t, &z, s.add(xv, yv), "Add(%v, %v)", xv, yv)
			s.f.Sub(&z, &x, &y)
			s.check(t, &z, s.sub(xv, yv), "Sub(%v, %v)", xv, yv)
			s.f.Mul(&z, &x, &y)
			s.check(t, &z, s.mul(xv, yv), "Mul(%v, %v)", xv, yv)
		}
	}
	// Ring laws on random triples.
	for range s.opts.Iterations {
		av, bv, cv := s.random(rng), s.random(rng), s.random(rng)
		a, b, c := s.elem(t, av), s.elem(t, bv), s.elem(t, cv)
		var l, r, u E
		s.f.Add(&u, &b, &c)
		s.f.Mul(&l, &a, &u) // a(b + c)
		s.f.Mul(&r, &a, &b)
		s.f.Mul(&u, &a, &c)
		s.f.Add(&r, &r, &u) // ab + ac
		checkInt(t, s.f.Equal(&l, &r), 1, "a(b+c) = ab+ac for a = %v, b = %v, c = %v", av, bv, cv)
		s.f.Mul(&l, &a, &b)
		s.f.Mul(&l, &l, &c)
		s.f.Mul(&r, &b, &c)
		s.f.Mul(&r, &a, &r)
		checkInt(t, s.f.Equal(&l, &r), 1, "(ab)c = a(bc) for a = %v, b = %v, c = %v", av, bv, cv)
	}
}

// testAliasing checks outputs aliasing inputs and inputs aliasing each other.
func (s *qsuite[E]) testAliasing(t tb, rng *rand.Rand) {
	t.Helper()
	bin := map[string]struct {
		op   func(z, x, y *E)
		want func(x, y q2) q2
	}{"Add": {s.f.Add, s.add}, "Sub": {s.f.Sub, s.sub}, "Mul": {s.f.Mul, s.mul}}
	un := map[string]struct {
		op   func(z, x *E)
		want func(x q2) q2
	}{"Neg": {s.f.Neg, s.neg}, "Square": {s.f.Square, func(x q2) q2 { return s.mul(x, x) }},
		"Inverse": {s.f.Inverse, s.inv}, "Set": {s.f.Set, func(x q2) q2 { return x }}}
	for range s.opts.Iterations {
		xv, yv := s.random(rng), s.random(rng)
		for name, b := range bin {
			x, y := s.elem(t, xv), s.elem(t, yv)
			b.op(&x, &x, &y)
			s.check(t, &x, b.want(xv, yv), "%s(x, x, y)", name)
			x = s.elem(t, xv)
			b.op(&y, &x, &y)
			s.check(t, &y, b.want(xv, yv), "%s(y, x, y)", name)
			x = s.elem(t, xv)
			b.op(&x, &x, &x)
			s.check(t, &x, b.want(xv, xv), "%s(x, x, x)", name)
		}
		for name, u := range un {
			x := s.elem(t, xv)
			u.op(&x, &x)
			s.check(t, &x, u.want(xv), "%s(x, x)", name)
		}
		x := s.elem(t, s.mul(xv, xv))
		checkInt(t, s.f.Sqrt(&x, &x), 1, "Sqrt(x, x) of a square")
		s.f.Square(&x, &x)
		s.check(t, &x, s.mul(xv, xv), "Sqrt(x, x)² for x = %v²", xv)
		if s.isZero(yv) {
			continue
		}
		w := s.mul(s.mul(xv, xv), s.inv(yv))
		u, v := s.elem(t, s.mul(xv, xv)), s.elem(t, yv)
		ok := s.f.SqrtRatio(&u, &u, &v)
		s.checkRoot(t, ok, &u, w, "SqrtRatio(u, u, v)")
		u, v = s.elem(t, s.mul(xv, xv)), s.elem(t, yv)
		ok = s.f.SqrtRatio(&v, &u, &v)
		s.checkRoot(t, ok, &v, w, "SqrtRatio(v, u, v)")
	}
}

// testPredicates checks Equal, IsZero, Select and Sgn0.
func (s *qsuite[E]) testPredicates(t tb, rng *rand.Rand) {
	t.Helper()
	values := s.values(rng, 2*s.opts.Iterations)
	for i, xv := range values {
		x := s.elem(t, xv)
		yv := values[(i*5+1)%len(values)]
		y := s.elem(t, yv)
		same := s.mod(xv[0]).Cmp(s.mod(yv[0])) == 0 && s.mod(xv[1]).Cmp(s.mod(yv[1])) == 0
		checkInt(t, s.f.Equal(&x, &y), boolInt(same), "Equal(%v, %v)", xv, yv)
		checkInt(t, s.f.Equal(&x, &x), 1, "Equal(%v, itself)", xv)
		checkInt(t, s.f.IsZero(&x), boolInt(s.isZero(xv)), "IsZero(%v)", xv)
		checkInt(t, s.f.Sgn0(&x), s.sgn0(xv), "Sgn0(%v)", xv)
		var z E
		s.f.Select(&z, &x, &y, 1)
		s.check(t, &z, xv, "Select(x, y, 1)")
		s.f.Select(&z, &x, &y, 0)
		s.check(t, &z, yv, "Select(x, y, 0)")
	}
}

// checkRoot checks Sqrt's or SqrtRatio's result on w: a root of sign 0 and
// 1 when w is a square, 0 and 0 otherwise.
func (s *qsuite[E]) checkRoot(t tb, ok int, z *E, w q2, what string, args ...any) {
	t.Helper()
	if !s.isSquare(w) {
		checkInt(t, ok, 0, what+" result (a non-square)", args...)
		s.check(t, z, q2{big.NewInt(0), big.NewInt(0)}, what+" (a non-square)", args...)
		return
	}
	checkInt(t, ok, 1, what+" result (a square)", args...)
	zv := s.model(z)
	if sq := s.mul(zv, zv); sq[0].Cmp(s.mod(w[0])) != 0 || sq[1].Cmp(s.mod(w[1])) != 0 {
		t.Errorf(what+" = %v, which is not a square root", append(args, zv)...)
		t.FailNow()
	}
	checkInt(t, s.f.Sgn0(z), 0, "Sgn0 of "+what, args...)
}

// nonSquare returns a non-square of Fp2: u·n for the smallest non-square n
// of Fp times a square.
func (s *qsuite[E]) nonSquare(rng *rand.Rand) q2 {
	for {
		v := s.random(rng)
		if !s.isSquare(v) {
			return v
		}
	}
}

// testSqrt checks Sqrt on edge values, squares, non-squares, elements of Fp
// (all squares of Fp2) and of u·Fp.
func (s *qsuite[E]) testSqrt(t tb, rng *rand.Rand) {
	t.Helper()
	values := s.values(rng, s.opts.Iterations)
	for range s.opts.Iterations {
		r := s.random(rng)
		sq := s.mul(r, r)
		values = append(values, sq, s.mul(sq, s.nonSquare(rng)),
			q2{r[0], big.NewInt(0)}, q2{big.NewInt(0), r[1]})
	}
	for _, xv := range values {
		x := s.elem(t, xv)
		z := s.elem(t, s.random(rng))
		ok := s.f.Sqrt(&z, &x)
		s.checkRoot(t, ok, &z, xv, "Sqrt(%v)", xv)
	}
}

// testSqrtRatio checks SqrtRatio on random quotients, u = 0 and v = 0.
func (s *qsuite[E]) testSqrtRatio(t tb, rng *rand.Rand) {
	t.Helper()
	zero := q2{big.NewInt(0), big.NewInt(0)}
	pairs := [][2]q2{{zero, zero}, {zero, s.random(rng)}, {s.random(rng), zero}}
	for range 2 * s.opts.Iterations {
		r, v := s.random(rng), s.random(rng)
		pairs = append(pairs, [2]q2{s.mul(s.mul(r, r), v), v}, [2]q2{s.random(rng), v})
	}
	for _, pr := range pairs {
		uv, vv := pr[0], pr[1]
		u, v := s.elem(t, uv), s.elem(t, vv)
		z := s.elem(t, s.random(rng))
		ok := s.f.SqrtRatio(&z, &u, &v)
		switch {
		case s.isZero(uv):
			checkInt(t, ok, 1, "SqrtRatio(0, %v)", vv)
			s.check(t, &z, zero, "SqrtRatio(0, %v)", vv)
		case s.isZero(vv):
			checkInt(t, ok, 0, "SqrtRatio(%v, 0)", uv)
			s.check(t, &z, zero, "SqrtRatio(%v, 0)", uv)
		default:
			s.checkRoot(t, ok, &z, s.mul(uv, s.inv(vv)), "SqrtRatio(%v, %v)", uv, vv)
		}
	}
}

// testBatchInverse checks field.BatchInverse over the extension, zeros
// included.
func (s *qsuite[E]) testBatchInverse(t tb, rng *rand.Rand) {
	t.Helper()
	vs := s.values(rng, s.opts.Iterations)[len(s.edges)-9:]
	src := make([]E, len(vs))
	for i, v := range vs {
		src[i] = s.elem(t, v)
	}
	dst := make([]E, len(vs))
	field.BatchInverse(s.f, dst, src)
	for i, v := range vs {
		s.check(t, &dst[i], s.inv(v), "BatchInverse entry %d (%v)", i, v)
	}

}
