package x448

import "github.com/curvekit/curvekit/field/fp448"

// a24 = (A + 2)/4 = (156326 + 2)/4, the ladder constant in the form
// z2 = E·(BB + a24·E) (see curves/montgomery's genericLadder).
const a24 = 39082

// ladder is the Montgomery ladder of RFC 7748 §5 written against fp448
// directly, so that the compiler inlines the additions and swaps and keeps
// the elements on the stack, and so that it can use fp448.MulSmall, a
// package function the engine's generic ladder cannot see. It is the
// curve's montgomery.LadderFunc; the engine checks it against its generic
// ladder at construction. It sets (x2 : z2) = k·P for u(P) = x1, walking
// bits bits−1 … 0 of k, in time independent of x1 and k.
func ladder(x2out, z2out, x1p *fp448.Element, k []byte, bits int) {
	var f fp448.Field
	x1 := *x1p
	var x2, z2, x3, z3, t0, t1 fp448.Element
	f.One(&x2)
	x3 = x1
	f.One(&z3)
	swap := 0
	for i := bits - 1; i >= 0; i-- {
		bit := int(k[i>>3]>>(i&7)) & 1
		swap ^= bit
		cswap(&x2, &x3, swap)
		cswap(&z2, &z3, swap)
		swap = bit
		f.Sub(&t0, &x3, &z3)          // D = x3 − z3
		f.Sub(&t1, &x2, &z2)          // B = x2 − z2
		f.Add(&x2, &x2, &z2)          // A = x2 + z2
		f.Add(&z2, &x3, &z3)          // C = x3 + z3
		f.Mul(&z3, &t0, &x2)          // DA = D·A
		f.Mul(&z2, &z2, &t1)          // CB = C·B
		f.Square(&t0, &t1)            // BB = B²
		f.Square(&t1, &x2)            // AA = A²
		f.Add(&x3, &z3, &z2)          // DA + CB
		f.Sub(&z2, &z3, &z2)          // DA − CB
		f.Mul(&x2, &t1, &t0)          // x2 = AA·BB
		f.Sub(&t1, &t1, &t0)          // E = AA − BB
		f.Square(&z2, &z2)            // (DA − CB)²
		fp448.MulSmall(&z3, &t1, a24) // a24·E
		f.Square(&x3, &x3)            // x3 = (DA + CB)²
		f.Add(&t0, &t0, &z3)          // BB + a24·E
		f.Mul(&z3, &x1, &z2)          // z3 = x1·(DA − CB)²
		f.Mul(&z2, &t1, &t0)          // z2 = E·(BB + a24·E)
	}
	cswap(&x2, &x3, swap)
	cswap(&z2, &z3, swap)
	*x2out, *z2out = x2, z2
}

// cswap swaps a and b when c is 1 and leaves them when c is 0, with a mask
// and no branch: the conditional swap of RFC 7748 §5.
func cswap(a, b *fp448.Element, c int) {
	m := -uint64(c)
	for i := range a {
		t := m & (a[i] ^ b[i])
		a[i] ^= t
		b[i] ^= t
	}
}
