package tower

// expWindow is the window width of the constant-time exponentiations: a
// table of 2^4 = 16 powers, four squarings and one multiplication per
// exponent nibble.
const expWindow = 4

// Exp sets z = x^e for the exponent e, a big-endian byte string (any length;
// leading zero bytes count). It runs in time that depends on len(e) only:
// a fixed 4-bit window over every nibble of e, with the table entry picked
// by a scan of all sixteen entries with Select, and the multiplication by
// x⁰ = 1 performed like the others.
func (f *Fp12[E]) Exp(z, x *Fp12Element[E], e []byte) { f.exp(z, x, e, false) }

// CyclotomicExp is Exp for x in the cyclotomic subgroup (see
// CyclotomicSquare), squaring with CyclotomicSquare: exponentiation in GT by
// a secret, in time that depends on len(e) only. For other x the result is
// wrong.
func (f *Fp12[E]) CyclotomicExp(z, x *Fp12Element[E], e []byte) { f.exp(z, x, e, true) }

// exp is Exp, squaring with CyclotomicSquare when cyclotomic is true.
func (f *Fp12[E]) exp(z, x *Fp12Element[E], e []byte, cyclotomic bool) {
	var table [1 << expWindow]Fp12Element[E]
	f.One(&table[0])
	table[1] = *x
	for i := 2; i < len(table); i++ {
		f.Mul(&table[i], &table[i-1], x)
	}
	var acc, t Fp12Element[E]
	f.One(&acc)
	for _, byt := range e {
		for _, nibble := range [2]int{int(byt >> 4), int(byt & 15)} {
			for range expWindow {
				if cyclotomic { // a public choice
					f.CyclotomicSquare(&acc, &acc)
				} else {
					f.Square(&acc, &acc)
				}
			}
			for j := range table {
				f.Select(&t, &table[j], &t, eq(j, nibble))
			}
			f.Mul(&acc, &acc, &t)
		}
	}
	*z = acc
}

// eq returns 1 if a = b and 0 otherwise, without branching, for small
// non-negative a and b.
func eq(a, b int) int {
	d := uint64(a ^ b)
	return int(1 ^ (d|-d)>>63)
}

// ExpVarTime sets z = x^e for the big-endian exponent e by left-to-right
// square-and-multiply. Execution time depends on e (its length and its
// bits); use it for public exponents only.
func (f *Fp12[E]) ExpVarTime(z, x *Fp12Element[E], e []byte) {
	f.expVarTime(z, x, e, false)
}

// CyclotomicExpVarTime sets z = x^e for x in the cyclotomic subgroup (see
// CyclotomicSquare) and the big-endian exponent e, squaring with
// CyclotomicSquare: the exponentiations by the curve seed of a final
// exponentiation. For other x the result is wrong. Execution time depends
// on e; use it for public exponents only.
func (f *Fp12[E]) CyclotomicExpVarTime(z, x *Fp12Element[E], e []byte) {
	f.expVarTime(z, x, e, true)
}

// expVarTime sets z = x^e by square-and-multiply, squaring with
// CyclotomicSquare when cyclotomic is true (runs of squarings between two
// multiplications then go through squareRun, compressed when long) and
// Square otherwise.
func (f *Fp12[E]) expVarTime(z, x *Fp12Element[E], e []byte, cyclotomic bool) {
	var acc, base Fp12Element[E]
	base = *x
	f.One(&acc)
	started := false
	owed := 0 // squarings of acc due before its next multiplication
	for _, byt := range e {
		for bit := 7; bit >= 0; bit-- {
			if started {
				owed++
			}
			if byt>>bit&1 == 1 {
				f.squareTimes(&acc, owed, cyclotomic)
				owed = 0
				f.Mul(&acc, &acc, &base)
				started = true
			}
		}
	}
	f.squareTimes(&acc, owed, cyclotomic)
	*z = acc
}

// squareTimes sets x = x^(2^n), by squareRun when cyclotomic is true.
func (f *Fp12[E]) squareTimes(x *Fp12Element[E], n int, cyclotomic bool) {
	if cyclotomic {
		f.squareRun(x, n)
		return
	}
	for range n {
		f.Square(x, x)
	}
}
