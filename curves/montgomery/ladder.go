package montgomery

import "github.com/curvekit/curvekit/field"

// This file holds the Montgomery ladder of RFC 7748 §5, the one
// hand-written copy: the methods of arith, which call the field through the
// field.Field interface. internal/enginegen copies them for concrete
// fields (zz_ladder_*.go, see backend.go), where the compiler inlines the
// field's additions and keeps its calls static.

// arith holds a curve's field and the ladder constant, and is the receiver
// of the ladder's methods. It is immutable after New.
type arith[E any] struct {
	f        field.Field[E]
	ms       mulSmaller[E] // the field's MulSmall, nil when absent or a24 is too large
	a24      E             // (A + 2)/4, the ladder constant
	a24Small uint32        // (A + 2)/4 as an integer, when ms is set
}

// mulSmaller is the optional method of a field that multiplies by a small
// integer constant faster than Mul (fp25519 and fp448 have it).
type mulSmaller[E any] interface {
	MulSmall(z, x *E, c uint32)
}

// lscratch is the ladder's memory: x1 = u(P), the pair (x2 : z2), (x3 : z3)
// the ladder walks, and the temporaries t0, t1 of a step.
type lscratch[E any] struct {
	x1, x2, z2, x3, z3 E
	t0, t1             E
}

// ladder sets (s.x2 : s.z2) to the projective u-coordinate of k·P, where
// u(P) = s.x1, walking bits bits−1 … 0 of the little-endian k as RFC 7748
// §5 does: per bit a conditional swap and a step, whatever the bit, so
// that its time depends on bits only.
func (k *arith[E]) ladder(s *lscratch[E], n []byte, bits int) {
	f := k.f
	f.One(&s.x2)  // x_2 = 1
	f.Zero(&s.z2) // z_2 = 0
	s.x3 = s.x1   // x_3 = u
	f.One(&s.z3)  // z_3 = 1
	swap := 0
	for i := bits - 1; i >= 0; i-- {
		bit := int(n[i>>3]>>(i&7)) & 1 // k_t = (k >> t) & 1
		swap ^= bit                    // swap ^= k_t
		k.cswap(&s.x2, &s.x3, swap, &s.t0)
		k.cswap(&s.z2, &s.z3, swap, &s.t0)
		swap = bit // swap = k_t
		k.ladderStep(s)
	}
	k.cswap(&s.x2, &s.x3, swap, &s.t0)
	k.cswap(&s.z2, &s.z3, swap, &s.t0)
}

// ladderStep is one step of the ladder of RFC 7748 §5: a differential
// addition (x3 : z3) = (x2 : z2) + (x3 : z3), whose difference is P, and a
// doubling (x2 : z2) = 2·(x2 : z2), in 5M + 4S and one multiplication by
// a24. With AA = A², BB = B², E = AA − BB, the RFC writes
// z_2 = E·(AA + a24'·E) with a24' = (A − 2)/4; since AA = BB + E that is
// E·(BB + a24·E) with a24 = (A + 2)/4, the form used here.
func (k *arith[E]) ladderStep(s *lscratch[E]) {
	f := k.f
	f.Sub(&s.t0, &s.x3, &s.z3) // D = x_3 − z_3
	f.Sub(&s.t1, &s.x2, &s.z2) // B = x_2 − z_2
	f.Add(&s.x2, &s.x2, &s.z2) // A = x_2 + z_2
	f.Add(&s.z2, &s.x3, &s.z3) // C = x_3 + z_3
	f.Mul(&s.z3, &s.t0, &s.x2) // DA = D·A
	f.Mul(&s.z2, &s.z2, &s.t1) // CB = C·B
	f.Square(&s.t0, &s.t1)     // BB = B²
	f.Square(&s.t1, &s.x2)     // AA = A²
	f.Add(&s.x3, &s.z3, &s.z2) // DA + CB
	f.Sub(&s.z2, &s.z3, &s.z2) // DA − CB
	f.Mul(&s.x2, &s.t1, &s.t0) // x_2 = AA·BB
	f.Sub(&s.t1, &s.t1, &s.t0) // E = AA − BB
	f.Square(&s.z2, &s.z2)     // (DA − CB)²
	k.mulA24(&s.z3, &s.t1)     // a24·E
	f.Square(&s.x3, &s.x3)     // x_3 = (DA + CB)²
	f.Add(&s.t0, &s.t0, &s.z3) // BB + a24·E
	f.Mul(&s.z3, &s.x1, &s.z2) // z_3 = x_1·(DA − CB)²
	f.Mul(&s.z2, &s.t1, &s.t0) // z_2 = E·(BB + a24·E)
}

// cswap swaps a and b when swap is 1 and leaves them when it is 0, in
// constant time (RFC 7748 §5's cswap): field Selects, which blend with a
// mask, through t. The last one is a copy (both operands are t), written
// as a Select so that it stays the field's straight-line code rather than
// a call to runtime.memmove, which internal/ctcheck cannot follow. The
// generated copies, for elements that are arrays of limbs, exchange the
// limbs in place with the mask instead (internal/enginegen writes that
// method for them), the same swap in half the work.
func (k *arith[E]) cswap(a, b *E, swap int, t *E) {
	k.f.Select(t, b, a, swap) // t = swap ? b : a
	k.f.Select(b, a, b, swap) // b = swap ? a : b
	k.f.Select(a, t, t, swap) // a = t
}

// mulA24 sets z = a24·x, with the field's MulSmall when it has one and a24
// fits in 32 bits, and with Mul otherwise.
func (k *arith[E]) mulA24(z, x *E) {
	if k.ms != nil {
		k.ms.MulSmall(z, x, k.a24Small)
		return
	}
	k.f.Mul(z, x, &k.a24)
}
