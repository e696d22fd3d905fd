package fieldtest

import (
	"math/big"
	"math/rand/v2"
	"slices"

	"github.com/curvekit/curvekit/field"
)

// nonResidue returns the smallest quadratic non-residue mod p.
func (s *suite[E]) nonResidue() *big.Int {
	for n := big.NewInt(2); ; n.Add(n, big.NewInt(1)) {
		if big.Jacobi(n, s.p) == -1 {
			return n
		}
	}
}

// testInverse checks Inverse on random values in messy forms, and that every
// form of 0 inverts to 0 (the edge values are covered by testArithmetic).
func (s *suite[E]) testInverse(t tb, rng *rand.Rand) {
	t.Helper()
	zeros := []*big.Int{new(big.Int), new(big.Int)}
	for range 4 * s.opts.Iterations {
		zeros = append(zeros, s.randInt(rng))
	}
	for i, xv := range zeros {
		if i < 2 {
			xv.SetInt64(0)
		}
		x := s.messy(t, rng, xv)
		z, _ := s.randElem(t, rng)
		s.f.Inverse(&z, &x)
		s.check(t, &z, s.inverse(xv), "Inverse(%#x)", xv)
	}
}

// checkRoot checks the result of Sqrt(z, x) or SqrtRatio(z, u, v) on
// w = x or u/v: when w is a square (0 included), ok = 1, z² = w and Sgn0(z) =
// 0 (which makes the root unique); otherwise ok = 0 and z = 0. square says
// whether w is a square, isRoot whether z² = w.
func (s *suite[E]) checkRoot(t tb, ok int, z *E, square bool, isRoot func(z *big.Int) bool, what string, args ...any) {
	t.Helper()
	if !square {
		checkInt(t, ok, 0, what+" result (a non-square)", args...)
		s.check(t, z, new(big.Int), what+" (a non-square)", args...)
		return
	}
	checkInt(t, ok, 1, what+" result (a square)", args...)
	zv := s.big(z)
	if !isRoot(zv) {
		t.Errorf(what+" = %#x, which is not a square root", append(args, zv)...)
		t.FailNow()
	}
	checkInt(t, s.f.Sgn0(z), 0, "Sgn0 of "+what, args...)
	checkInt(t, int(zv.Bit(0)), 0, "parity of "+what, args...)
}

// testSqrt checks Sqrt on edge values, random values, squares and
// non-squares.
func (s *suite[E]) testSqrt(t tb, rng *rand.Rand) {
	t.Helper()
	var values []*big.Int
	for x := range s.edgeSample(rng) {
		values = append(values, x)
	}
	slices.SortFunc(values, (*big.Int).Cmp) // map order is random; keep runs reproducible
	nr := s.nonResidue()
	for range 2 * s.opts.Iterations {
		r := s.randInt(rng)
		sq := s.mod(new(big.Int).Mul(r, r))
		values = append(values, s.randInt(rng), sq, s.mod(new(big.Int).Mul(sq, nr)))
	}
	values = append(values, nr)
	for _, xv := range values {
		x := s.messy(t, rng, xv)
		z, _ := s.randElem(t, rng)
		ok := s.f.Sqrt(&z, &x)
		isRoot := func(zv *big.Int) bool { return s.mod(new(big.Int).Mul(zv, zv)).Cmp(xv) == 0 }
		s.checkRoot(t, ok, &z, big.Jacobi(xv, s.p) >= 0, isRoot, "Sqrt(%#x)", xv)
	}
}

// testSqrtRatio checks SqrtRatio on (0, v), (u, 0), (0, 0), ratios that are
// squares and ratios that are not.
func (s *suite[E]) testSqrtRatio(t tb, rng *rand.Rand) {
	t.Helper()
	nr := s.nonResidue()
	var cases [][2]*big.Int
	zero, one := new(big.Int), big.NewInt(1)
	pm1 := new(big.Int).Sub(s.p, one)
	for _, v := range append([]*big.Int{zero, one, pm1}, s.small...) {
		cases = append(cases, [2]*big.Int{zero, v}, [2]*big.Int{v, zero})
	}
	for _, u := range s.small {
		cases = append(cases, [2]*big.Int{u, u}, [2]*big.Int{u, s.mod(new(big.Int).Neg(u))})
	}
	for range 2 * s.opts.Iterations {
		r, v := s.randInt(rng), s.randNonZero(rng)
		sq := new(big.Int).Mul(r, r)
		cases = append(cases,
			[2]*big.Int{s.mod(sq.Mul(sq, v)), v},                 // (r²·v)/v = r²
			[2]*big.Int{s.mod(new(big.Int).Mul(sq, nr)), v},      // a non-square unless r = 0
			[2]*big.Int{s.randInt(rng), s.randInt(rng)},          // anything
			[2]*big.Int{s.randNonZero(rng), s.mod(new(big.Int))}, // (u, 0)
			[2]*big.Int{s.mod(new(big.Int)), s.randNonZero(rng)}, // (0, v)
		)
	}
	for _, c := range cases {
		uv, vv := c[0], c[1]
		u, v := s.messy(t, rng, uv), s.messy(t, rng, vv)
		z, _ := s.randElem(t, rng)
		ok := s.f.SqrtRatio(&z, &u, &v)
		var square bool
		switch {
		case uv.Sign() == 0:
			square = true // the contract: z = 0, result 1, whatever v is
		case vv.Sign() == 0:
			square = false
		default:
			w := new(big.Int).Mul(uv, s.inverse(vv))
			square = big.Jacobi(s.mod(w), s.p) >= 0
		}
		isRoot := func(zv *big.Int) bool {
			lhs := new(big.Int).Mul(zv, zv)
			return s.mod(lhs.Mul(lhs, vv)).Cmp(uv) == 0 // z²·v = u
		}
		s.checkRoot(t, ok, &z, square, isRoot, "SqrtRatio(%#x, %#x)", uv, vv)
		if uv.Sign() == 0 {
			s.check(t, &z, zero, "SqrtRatio(0, %#x)", vv)
		}
	}
}

// testBatchInverse checks field.BatchInverse on slices with zeros at random
// positions, into a separate slice and in place.
func (s *suite[E]) testBatchInverse(t tb, rng *rand.Rand) {
	t.Helper()
	for _, n := range []int{0, 1, 2, 3, 8, 17} {
		for _, zeroProb := range []float64{0, 0.3, 1} {
			src := make([]E, n)
			vals := make([]*big.Int, n)
			for i := range src {
				vals[i] = new(big.Int)
				if rng.Float64() >= zeroProb {
					vals[i] = s.randNonZero(rng)
				}
				src[i] = s.messy(t, rng, vals[i])
			}
			dst := make([]E, n)
			field.BatchInverse(s.f, dst, src)
			for i := range dst {
				s.check(t, &dst[i], s.inverse(vals[i]), "BatchInverse element %d of %d (%#x)", i, n, vals[i])
				s.check(t, &src[i], vals[i], "BatchInverse source element %d of %d", i, n)
			}
			field.BatchInverse(s.f, src, src)
			for i := range src {
				s.check(t, &src[i], s.inverse(vals[i]), "in-place BatchInverse element %d of %d (%#x)", i, n, vals[i])
			}
		}
	}
}
