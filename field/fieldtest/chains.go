package fieldtest

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"strings"
)

// chainRegisters is the number of registers a chain computes in.
const chainRegisters = 4

// chainState mirrors a register file of elements in math/big.
type chainState[E any] struct {
	s     *suite[E]
	r     [chainRegisters]E
	v     [chainRegisters]*big.Int
	trace []string // the most recent operations, for failure messages
}

func (c *chainState[E]) log(format string, args ...any) {
	const keep = 12
	if len(c.trace) == keep {
		c.trace = c.trace[1:]
	}
	c.trace = append(c.trace, fmt.Sprintf(format, args...))
}

// verify checks register d against its model with the cheap predicates, and
// all registers fully when full is set.
func (c *chainState[E]) verify(t tb, d int, full bool, step int) {
	t.Helper()
	s := c.s
	fail := func(msg string, args ...any) {
		t.Helper()
		t.Errorf("chain step %d: %s\nlast operations:\n  %s", step, fmt.Sprintf(msg, args...),
			strings.Join(c.trace, "\n  "))
		t.FailNow()
	}
	if got, want := s.f.IsZero(&c.r[d]), boolInt(c.v[d].Sign() == 0); got != want {
		fail("IsZero(r%d) = %d, want %d (r%d = %#x)", d, got, want, d, c.v[d])
	}
	if got, want := s.f.Sgn0(&c.r[d]), int(c.v[d].Bit(0)); got != want {
		fail("Sgn0(r%d) = %d, want %d (r%d = %#x)", d, got, want, d, c.v[d])
	}
	if !full {
		return
	}
	for i := range c.r {
		if got := s.big(&c.r[i]); got.Cmp(c.v[i]) != 0 {
			fail("r%d = %#x, want %#x", i, got, c.v[i])
		}
		for j := range c.r {
			if got, want := s.f.Equal(&c.r[i], &c.r[j]), boolInt(c.v[i].Cmp(c.v[j]) == 0); got != want {
				fail("Equal(r%d, r%d) = %d, want %d (%#x, %#x)", i, j, got, want, c.v[i], c.v[j])
			}
		}
	}
}

// testChains runs long random sequences of operations on a few registers,
// with arbitrary aliasing and streaks of additions and subtractions that
// never pass through an encoding, and checks them against math/big. It
// catches lazily reduced representations whose limbs drift out of bounds.
func (s *suite[E]) testChains(t tb, rng *rand.Rand) {
	t.Helper()
	f := s.f
	c := &chainState[E]{s: s}
	for i := range c.r {
		c.r[i], c.v[i] = s.randMessy(t, rng)
		c.log("r%d = %#x", i, c.v[i])
	}
	steps := 48 * s.opts.Iterations
	for step := 0; step < steps; step++ {
		d, a, b := rng.IntN(chainRegisters), rng.IntN(chainRegisters), rng.IntN(chainRegisters)
		va, vb := c.v[a], c.v[b]
		switch op := rng.IntN(20); {
		case op < 6:
			f.Add(&c.r[d], &c.r[a], &c.r[b])
			c.v[d] = s.mod(new(big.Int).Add(va, vb))
			c.log("r%d = r%d + r%d", d, a, b)
		case op < 11:
			f.Sub(&c.r[d], &c.r[a], &c.r[b])
			c.v[d] = s.mod(new(big.Int).Sub(va, vb))
			c.log("r%d = r%d − r%d", d, a, b)
		case op < 14:
			f.Mul(&c.r[d], &c.r[a], &c.r[b])
			c.v[d] = s.mod(new(big.Int).Mul(va, vb))
			c.log("r%d = r%d · r%d", d, a, b)
		case op == 14:
			f.Square(&c.r[d], &c.r[a])
			c.v[d] = s.mod(new(big.Int).Mul(va, va))
			c.log("r%d = r%d²", d, a)
		case op == 15:
			f.Neg(&c.r[d], &c.r[a])
			c.v[d] = s.mod(new(big.Int).Neg(va))
			c.log("r%d = −r%d", d, a)
		case op == 16:
			cond := rng.IntN(2)
			f.Select(&c.r[d], &c.r[a], &c.r[b], cond)
			c.v[d] = [2]*big.Int{vb, va}[cond]
			c.log("r%d = Select(r%d, r%d, %d)", d, a, b, cond)
		case op == 17:
			// A streak of doublings and subtractions without multiplication.
			k := 1 + rng.IntN(40)
			for range k {
				if rng.IntN(3) == 0 {
					f.Sub(&c.r[d], &c.r[d], &c.r[b])
					c.v[d] = s.mod(new(big.Int).Sub(c.v[d], c.v[b]))
				} else {
					f.Add(&c.r[d], &c.r[d], &c.r[d])
					c.v[d] = s.mod(new(big.Int).Lsh(c.v[d], 1))
				}
			}
			c.log("r%d: streak of %d doublings and subtractions of r%d", d, k, b)
		case op == 18:
			if rng.IntN(4) == 0 {
				f.Inverse(&c.r[d], &c.r[a])
				c.v[d] = s.inverse(va)
				c.log("r%d = 1/r%d", d, a)
			} else {
				c.r[d], c.v[d] = s.randMessy(t, rng)
				c.log("r%d = %#x", d, c.v[d])
			}
		default:
			u := rng.Uint64() >> rng.UintN(64)
			f.SetUint64(&c.r[d], u)
			c.v[d] = s.mod(new(big.Int).SetUint64(u))
			c.log("r%d = SetUint64(%d)", d, u)
		}
		c.verify(t, d, step%16 == 15 || step == steps-1, step)
	}
}

// testPredicates checks Equal, IsZero, Sgn0 and Select against math/big on
// edge and random values in messy forms.
func (s *suite[E]) testPredicates(t tb, rng *rand.Rand) {
	t.Helper()
	f := s.f
	for _, xv := range s.edges {
		x := s.messy(t, rng, xv)
		checkInt(t, f.IsZero(&x), boolInt(xv.Sign() == 0), "IsZero(%#x)", xv)
		checkInt(t, f.Sgn0(&x), int(xv.Bit(0)), "Sgn0(%#x)", xv)
		x2 := s.messy(t, rng, xv)
		checkInt(t, f.Equal(&x, &x2), 1, "Equal(%#x, %#x) (two forms)", xv, xv)
		checkInt(t, f.Equal(&x, &x), 1, "Equal(x, x) with x = %#x", xv)
	}
	pairs := s.pairs(rng)
	for range s.opts.Iterations { // values close to each other
		xv := s.randInt(rng)
		d := new(big.Int).Lsh(big.NewInt(1), uint(rng.IntN(s.p.BitLen())))
		pairs = append(pairs, [2]*big.Int{xv, s.mod(d.Add(d, xv))})
	}
	for _, pair := range pairs {
		xv, yv := pair[0], pair[1]
		x, y := s.messy(t, rng, xv), s.messy(t, rng, yv)
		checkInt(t, f.Equal(&x, &y), boolInt(xv.Cmp(yv) == 0), "Equal(%#x, %#x)", xv, yv)
		for cond := 0; cond <= 1; cond++ {
			z, _ := s.randElem(t, rng)
			f.Select(&z, &x, &y, cond)
			s.check(t, &z, [2]*big.Int{yv, xv}[cond], "Select(%#x, %#x, %d)", xv, yv, cond)
		}
	}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
