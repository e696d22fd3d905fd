package primeorder

import (
	"math/big"

	"github.com/curvekit/curvekit/field"
)

// powWindow is the width of the sliding window of powChain: a table of the
// 2^(powWindow−1) odd powers x, x³, …, x^15.
const (
	powWindow    = 4
	powTableSize = 1 << (powWindow - 1)
)

// powStep is one window of a powChain: square the accumulator squarings
// times, then multiply it by x^(2·odd+1) (table entry odd).
type powStep struct {
	squarings int
	odd       int
}

// powChain computes x^e for one fixed, public exponent e by the sliding
// window method. Its sequence of squarings and multiplications, and the
// table entries it reads, depend only on e, so it runs in time independent
// of x. A field with a faster addition chain for e can provide it (fast).
type powChain[E any] struct {
	steps []powStep // the first step starts from 1 and has no squarings
	tail  int       // squarings after the last window
	fast  func(z, x *E)
}

// newPowChain returns the chain for e ≥ 1. If f is field/fp25519's field
// (p = 2^255 − 19) and e = (p − 5)/8, its Pow22523 addition chain, 251
// squarings and 11 multiplications, is used instead of the windows.
func newPowChain[E any](f field.Field[E], e *big.Int) powChain[E] {
	var pc powChain[E]
	p := f.Modulus()
	p25519 := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 255), big.NewInt(19))
	e25519 := new(big.Int).Rsh(new(big.Int).Sub(p25519, big.NewInt(5)), 3)
	if h, ok := f.(interface{ Pow22523(z, x *E) }); ok && p.Cmp(p25519) == 0 && e.Cmp(e25519) == 0 {
		pc.fast = h.Pow22523
		return pc
	}
	i := e.BitLen() - 1
	pending := 0
	for i >= 0 {
		if e.Bit(i) == 0 {
			pending++
			i--
			continue
		}
		// The longest window e[i..j] of at most powWindow bits ending in a 1.
		j := max(i-powWindow+1, 0)
		for e.Bit(j) == 0 {
			j++
		}
		v := 0
		for k := i; k >= j; k-- {
			v = v<<1 | int(e.Bit(k))
		}
		pending += i - j + 1
		if len(pc.steps) == 0 {
			pending = 0 // the accumulator starts as x^v
		}
		pc.steps = append(pc.steps, powStep{squarings: pending, odd: v >> 1})
		pending = 0
		i = j - 1
	}
	pc.tail = pending
	return pc
}

// exp sets z = x^e using the table t and the temporary x2. z may alias x.
func (pc *powChain[E]) exp(f field.Field[E], t *[powTableSize]E, x2, z, x *E) {
	if pc.fast != nil {
		pc.fast(z, x)
		return
	}
	t[0] = *x
	f.Square(x2, x) // x²
	for k := 1; k < powTableSize; k++ {
		f.Mul(&t[k], &t[k-1], x2) // x^(2k+1)
	}
	for n, st := range pc.steps {
		if n == 0 {
			*z = t[st.odd]
			continue
		}
		for range st.squarings {
			f.Square(z, z)
		}
		f.Mul(z, z, &t[st.odd])
	}
	for range pc.tail {
		f.Square(z, z)
	}
}

// sqrtRatioM1 is SQRT_RATIO_M1 of RFC 9496 (§4.2 for p ≡ 5 mod 8, §5.2 for
// p ≡ 3 mod 4). It sets z to the non-negative (Sgn0 = 0) square root of u/v
// and returns 1 when u/v is a square or u = 0 (z = 0 then); when v ≠ 0 and
// u/v is not a square, it sets z to the non-negative square root of ζ·u/v,
// where ζ is the non-square √−1 (Ristretto) or −1 (Decaf), and returns 0;
// when v = 0 ≠ u it sets z = 0 and returns 0. Unlike Field.SqrtRatio it
// keeps the root of the non-square branch, which the maps use. One
// exponentiation, constant time. z must not alias u or v, nor any value of s.
func (g *Group[E, S]) sqrtRatioM1(s *sqrtScratch[E], z, u, v *E) int {
	f := g.f
	var ok int
	if g.kind == ristretto {
		// r = u·v³·(u·v⁷)^((p−5)/8), which is (u/v)^((p+3)/8) when v ≠ 0:
		// its square times v is u·ζ for a fourth root of unity ζ.
		f.Square(&s.c0, v)                        // v²
		f.Mul(&s.c0, &s.c0, v)                    // v³
		f.Square(&s.c1, &s.c0)                    // v⁶
		f.Mul(&s.c1, &s.c1, v)                    // v⁷
		f.Mul(&s.c1, &s.c1, u)                    // u·v⁷
		g.pow.exp(f, &s.pow, &s.c3, &s.c1, &s.c1) // (u·v⁷)^((p−5)/8)
		f.Mul(&s.c0, &s.c0, u)                    // u·v³
		f.Mul(z, &s.c0, &s.c1)                    // r
		f.Square(&s.c0, z)                        // r²
		f.Mul(&s.c0, &s.c0, v)                    // check = v·r²
		f.Neg(&s.c1, u)                           // −u
		correct := f.Equal(&s.c0, u)
		flipped := f.Equal(&s.c0, &s.c1)
		f.Mul(&s.c2, &s.c1, &g.sqrtM1) // −u·√−1
		flippedI := f.Equal(&s.c0, &s.c2)
		f.Mul(&s.c2, z, &g.sqrtM1) // r·√−1
		f.Select(z, &s.c2, z, flipped|flippedI)
		ok = correct | flipped
	} else {
		// r = u·(u·v)^((p−3)/4): v·r² = u·χ(u·v), so r = ±√(u/v) when u/v
		// is a square and ±√(−u/v) otherwise.
		f.Mul(&s.c0, u, v)                        // u·v
		g.pow.exp(f, &s.pow, &s.c3, &s.c0, &s.c0) // (u·v)^((p−3)/4)
		f.Mul(z, &s.c0, u)                        // r
		f.Square(&s.c0, z)                        // r²
		f.Mul(&s.c0, &s.c0, v)                    // check = v·r²
		ok = f.Equal(&s.c0, u)
	}
	g.abs(z, z, &s.neg)
	return ok
}

// sqrtScratch is the memory of sqrtRatioM1: the temporaries c0, c1, c2 of
// the check, c3 and pow of the exponentiation, and neg of CT_ABS.
type sqrtScratch[E any] struct {
	c0, c1, c2, c3 E
	neg            E
	pow            [powTableSize]E
}

// abs sets z = −x if x is negative (Sgn0 = 1) and z = x otherwise: CT_ABS
// of RFC 9496. It sets neg = −x on the way; neg must not alias z or x.
func (g *Group[E, S]) abs(z, x, neg *E) {
	g.f.Neg(neg, x)
	g.f.Select(z, neg, x, g.f.Sgn0(x))
}

// condNeg sets z = −x if cond is 1 and z = x if it is 0: CT_NEG of RFC 9496.
// It sets neg = −x on the way; neg must not alias z or x.
func (g *Group[E, S]) condNeg(z, x *E, cond int, neg *E) {
	g.f.Neg(neg, x)
	g.f.Select(z, neg, x, cond)
}
