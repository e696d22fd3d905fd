package fieldtest

import (
	"math/big"
	"math/rand/v2"
)

// binaryOp is one of Add, Sub, Mul with its math/big model.
type binaryOp[E any] struct {
	name string
	op   func(z, x, y *E)
	want func(x, y *big.Int) *big.Int
}

// unaryOp is one of Set, Neg, Square, Inverse with its math/big model.
type unaryOp[E any] struct {
	name string
	op   func(z, x *E)
	want func(x *big.Int) *big.Int
	// slow marks an exponentiation, run on a sample of the edge values
	// rather than all of them (see suite.edgeSample).
	slow bool
}

func (s *suite[E]) binaryOps() []binaryOp[E] {
	return []binaryOp[E]{
		{"Add", s.f.Add, func(x, y *big.Int) *big.Int { return new(big.Int).Add(x, y) }},
		{"Sub", s.f.Sub, func(x, y *big.Int) *big.Int { return new(big.Int).Sub(x, y) }},
		{"Mul", s.f.Mul, func(x, y *big.Int) *big.Int { return new(big.Int).Mul(x, y) }},
	}
}

func (s *suite[E]) unaryOps() []unaryOp[E] {
	return []unaryOp[E]{
		{"Set", s.f.Set, func(x *big.Int) *big.Int { return x }, false},
		{"Neg", s.f.Neg, func(x *big.Int) *big.Int { return new(big.Int).Neg(x) }, false},
		{"Square", s.f.Square, func(x *big.Int) *big.Int { return new(big.Int).Mul(x, x) }, false},
		{"Inverse", s.f.Inverse, s.inverse, true},
	}
}

// inverse returns 1/x mod p, or 0 for x = 0.
func (s *suite[E]) inverse(x *big.Int) *big.Int {
	if s.mod(x).Sign() == 0 {
		return new(big.Int)
	}
	return new(big.Int).ModInverse(x, s.p)
}

// messy returns x as an element reached by a random short computation, so
// that properties also see the non-canonical internal forms (unsaturated or
// unreduced limbs) that arithmetic produces, not only those of SetBytes.
func (s *suite[E]) messy(t tb, rng *rand.Rand, x *big.Int) E {
	t.Helper()
	r := s.randInt(rng)
	rr := s.elem(t, r)
	var z E
	switch rng.IntN(6) {
	case 0:
		z = s.elem(t, x)
	case 1: // (x − r) + r
		z = s.elem(t, s.mod(new(big.Int).Sub(x, r)))
		s.f.Add(&z, &z, &rr)
	case 2: // (x + r) − r
		z = s.elem(t, s.mod(new(big.Int).Add(x, r)))
		s.f.Sub(&z, &z, &rr)
	case 3: // −(−x)
		z = s.elem(t, s.mod(new(big.Int).Neg(x)))
		s.f.Neg(&z, &z)
	case 4: // (x·r)·(1/r), or x·1
		if r.Sign() == 0 {
			r.SetInt64(1)
			rr = s.elem(t, r)
		}
		z = s.elem(t, s.mod(new(big.Int).Mul(x, r)))
		inv := s.elem(t, s.inverse(r))
		s.f.Mul(&z, &z, &inv)
	case 5: // x + 0 + 0 − 0
		var zero E
		z = s.elem(t, x)
		s.f.Add(&z, &z, &zero)
		s.f.Add(&z, &zero, &z)
		s.f.Sub(&z, &z, &zero)
	}
	return z
}

// randMessy returns a random edge-biased value as a messy element.
func (s *suite[E]) randMessy(t tb, rng *rand.Rand) (E, *big.Int) {
	t.Helper()
	x := s.randInt(rng)
	return s.messy(t, rng, x), x
}

// testArithmetic checks every unary operation on every edge value and every
// binary operation on edge and random pairs against math/big.
func (s *suite[E]) testArithmetic(t tb, rng *rand.Rand) {
	t.Helper()
	values := append([]*big.Int(nil), s.edges...)
	for range 4 * s.opts.Iterations {
		values = append(values, s.randInt(rng))
	}
	sample := s.edgeSample(rng)
	for _, xv := range values {
		x := s.messy(t, rng, xv)
		for _, u := range s.unaryOps() {
			if u.slow && !sample[xv] {
				continue
			}
			z, _ := s.randElem(t, rng)
			u.op(&z, &x)
			s.check(t, &z, u.want(xv), "%s(%#x)", u.name, xv)
		}
	}
	for _, pair := range s.pairs(rng) {
		xv, yv := pair[0], pair[1]
		x, y := s.messy(t, rng, xv), s.messy(t, rng, yv)
		for _, b := range s.binaryOps() {
			z, _ := s.randElem(t, rng)
			b.op(&z, &x, &y)
			s.check(t, &z, b.want(xv, yv), "%s(%#x, %#x)", b.name, xv, yv)
		}
	}
}

// testAliasing checks every operation with its output aliasing each input and
// with inputs aliasing each other.
func (s *suite[E]) testAliasing(t tb, rng *rand.Rand) {
	t.Helper()
	cases := s.small
	for range 2 * s.opts.Iterations {
		cases = append(cases, s.randInt(rng))
	}
	for i, xv := range cases {
		yv := cases[(i*7+3)%len(cases)]
		x, y := s.messy(t, rng, xv), s.messy(t, rng, yv)
		for _, b := range s.binaryOps() {
			want, wantSq := b.want(xv, yv), b.want(xv, xv)
			z := x
			b.op(&z, &z, &y)
			s.check(t, &z, want, "%s(z, z, y) with z = %#x, y = %#x", b.name, xv, yv)
			z = y
			b.op(&z, &x, &z)
			s.check(t, &z, want, "%s(z, x, z) with x = %#x, z = %#x", b.name, xv, yv)
			x2 := x
			b.op(&z, &x2, &x2)
			s.check(t, &z, wantSq, "%s(z, x, x) with x = %#x", b.name, xv)
			z = x
			b.op(&z, &z, &z)
			s.check(t, &z, wantSq, "%s(z, z, z) with z = %#x", b.name, xv)
		}
		// Aliasing bugs do not depend much on the values: the exponentiations
		// (Inverse, Sqrt, SqrtRatio) are aliased on every third case only.
		slow := i%3 == 0
		for _, u := range s.unaryOps() {
			if u.slow && !slow {
				continue
			}
			z := x
			u.op(&z, &z)
			s.check(t, &z, u.want(xv), "%s(z, z) with z = %#x", u.name, xv)
		}
		s.checkSelectAliasing(t, x, y, xv, yv)
		if !slow {
			continue
		}

		// Sqrt(z, z) and SqrtRatio with every aliasing match the unaliased calls.
		var want E
		wantOK := s.f.Sqrt(&want, &x)
		z := x
		checkInt(t, s.f.Sqrt(&z, &z), wantOK, "Sqrt(z, z) result with z = %#x", xv)
		s.check(t, &z, s.big(&want), "Sqrt(z, z) with z = %#x", xv)

		wantOK = s.f.SqrtRatio(&want, &x, &y)
		var wantSame E
		x2 := x
		wantSameOK := s.f.SqrtRatio(&wantSame, &x, &x2)
		for _, c := range []struct {
			name   string
			call   func(z *E) int
			ok     int
			result *E
		}{
			{"SqrtRatio(z, z, v)", func(z *E) int { *z = x; return s.f.SqrtRatio(z, z, &y) }, wantOK, &want},
			{"SqrtRatio(z, u, z)", func(z *E) int { *z = y; return s.f.SqrtRatio(z, &x, z) }, wantOK, &want},
			{"SqrtRatio(z, u, u)", func(z *E) int { u := x; return s.f.SqrtRatio(z, &u, &u) }, wantSameOK, &wantSame},
			{"SqrtRatio(z, z, z)", func(z *E) int { *z = x; return s.f.SqrtRatio(z, z, z) }, wantSameOK, &wantSame},
		} {
			var z E
			checkInt(t, c.call(&z), c.ok, "%s result with u = %#x, v = %#x", c.name, xv, yv)
			s.check(t, &z, s.big(c.result), "%s with u = %#x, v = %#x", c.name, xv, yv)
		}
	}
}

// checkSelectAliasing checks Select with its output aliasing each input and
// with both inputs the same.
func (s *suite[E]) checkSelectAliasing(t tb, x, y E, xv, yv *big.Int) {
	t.Helper()
	for cond := 0; cond <= 1; cond++ {
		pick := [2]*big.Int{yv, xv}[cond]
		z := x
		s.f.Select(&z, &z, &y, cond)
		s.check(t, &z, pick, "Select(z, z, b, %d) with z = %#x, b = %#x", cond, xv, yv)
		z = y
		s.f.Select(&z, &x, &z, cond)
		s.check(t, &z, pick, "Select(z, a, z, %d) with a = %#x, z = %#x", cond, xv, yv)
		x2 := x
		s.f.Select(&z, &x2, &x2, cond)
		s.check(t, &z, xv, "Select(z, a, a, %d) with a = %#x", cond, xv)
		z = x
		s.f.Select(&z, &z, &z, cond)
		s.check(t, &z, xv, "Select(z, z, z, %d) with z = %#x", cond, xv)
	}
}

// testRingLaws checks the field axioms on internal representations, with
// Equal and IsZero rather than encodings.
func (s *suite[E]) testRingLaws(t tb, rng *rand.Rand) {
	t.Helper()
	f := s.f
	eq := func(a, b *E, law string, xv, yv, wv *big.Int) {
		t.Helper()
		if f.Equal(a, b) != 1 || f.Equal(b, a) != 1 {
			t.Errorf("%s fails for x = %#x, y = %#x, w = %#x: %#x ≠ %#x", law, xv, yv, wv, s.big(a), s.big(b))
			t.FailNow()
		}
	}
	var one, zero E
	f.One(&one)
	for range 4 * s.opts.Iterations {
		x, xv := s.randMessy(t, rng)
		y, yv := s.randMessy(t, rng)
		w, wv := s.randMessy(t, rng)
		var a, b, c E
		f.Add(&a, &x, &y)
		f.Add(&a, &a, &w)
		f.Add(&b, &y, &w)
		f.Add(&b, &x, &b)
		eq(&a, &b, "(x + y) + w = x + (y + w)", xv, yv, wv)
		f.Mul(&a, &x, &y)
		f.Mul(&a, &a, &w)
		f.Mul(&b, &y, &w)
		f.Mul(&b, &x, &b)
		eq(&a, &b, "(x·y)·w = x·(y·w)", xv, yv, wv)
		f.Add(&a, &x, &y)
		f.Add(&b, &y, &x)
		eq(&a, &b, "x + y = y + x", xv, yv, wv)
		f.Mul(&a, &x, &y)
		f.Mul(&b, &y, &x)
		eq(&a, &b, "x·y = y·x", xv, yv, wv)
		f.Add(&a, &y, &w)
		f.Mul(&a, &x, &a)
		f.Mul(&b, &x, &y)
		f.Mul(&c, &x, &w)
		f.Add(&b, &b, &c)
		eq(&a, &b, "x·(y + w) = x·y + x·w", xv, yv, wv)
		f.Add(&a, &x, &zero)
		eq(&a, &x, "x + 0 = x", xv, yv, wv)
		f.Mul(&a, &x, &one)
		eq(&a, &x, "x·1 = x", xv, yv, wv)
		f.Mul(&a, &x, &zero)
		checkInt(t, f.IsZero(&a), 1, "IsZero(x·0) with x = %#x", xv)
		f.Neg(&a, &x)
		f.Add(&a, &a, &x)
		checkInt(t, f.IsZero(&a), 1, "IsZero(−x + x) with x = %#x", xv)
		f.Sub(&a, &x, &x)
		checkInt(t, f.IsZero(&a), 1, "IsZero(x − x) with x = %#x", xv)
		f.Neg(&a, &x)
		f.Neg(&a, &a)
		eq(&a, &x, "−(−x) = x", xv, yv, wv)
		f.Sub(&a, &x, &y)
		f.Neg(&b, &y)
		f.Add(&b, &x, &b)
		eq(&a, &b, "x − y = x + (−y)", xv, yv, wv)
		f.Sub(&a, &y, &x)
		f.Neg(&a, &a)
		f.Sub(&b, &x, &y)
		eq(&a, &b, "−(y − x) = x − y", xv, yv, wv)
		f.Add(&a, &x, &y)
		f.Sub(&a, &a, &y)
		eq(&a, &x, "(x + y) − y = x", xv, yv, wv)
		f.Square(&a, &x)
		f.Mul(&b, &x, &x)
		eq(&a, &b, "x² = x·x", xv, yv, wv)
		f.Inverse(&a, &x)
		f.Mul(&a, &a, &x)
		want := one
		if xv.Sign() == 0 {
			want = zero
		}
		eq(&a, &want, "x·(1/x) = 1 (0 for x = 0)", xv, yv, wv)
	}
}
