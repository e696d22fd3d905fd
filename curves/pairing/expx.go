package pairing

import (
	"math/big"

	"github.com/curvekit/curvekit/field/tower"
)

// maxSeedWindow is the widest window of the exponentiation by the seed: a
// table of up to 2^(5−2) = 8 odd powers.
const maxSeedWindow = 5

// seedExp is the recoding of |x| that the final exponentiation raises
// elements of the cyclotomic subgroup to: its binary digits or its width-w
// NAF, whichever costs least. In the cyclotomic subgroup an inverse is a
// conjugation (free), so negative digits cost what positive ones do, and a
// table of the odd powers a, a³, …, a^(2^(w−1) − 1) turns a run of w bits
// into one multiplication. BN254's seed has 28 one bits in 63:
// square-and-multiply makes 27 multiplications per exponentiation, the
// width-4 NAF 16 and 3 more for its table; BLS12-381's sparse seed (6 one
// bits) keeps its binary digits, as its NAF is one digit longer.
type seedExp struct {
	digits []int8 // least significant first; odd or zero, |d| < 2^(w−1)
	odd    int    // the number of odd powers in the table, 2^(w−2) (1 for binary)
}

// newSeedExp returns the recoding of k > 0 with the least cost, over the
// binary digits and the widths 2 to maxSeedWindow, counting a
// multiplication in Fp12 as four cyclotomic squarings (18 products in Fp2
// against 6 squarings).
func newSeedExp(k *big.Int) seedExp {
	cost := func(s seedExp) int {
		c := len(s.digits) - 1 // squarings
		if s.odd > 1 {
			c += 1 + 4*(s.odd-1) // the table: a², then a multiplication per entry
		}
		first := true
		for _, v := range s.digits {
			if v != 0 && !first {
				c += 4
			}
			first = first && v == 0
		}
		return c
	}
	best := seedExp{odd: 1}
	for i := range k.BitLen() {
		best.digits = append(best.digits, int8(k.Bit(i)))
	}
	for w := uint(2); w <= maxSeedWindow; w++ {
		if s := (seedExp{digits: wNAF(k, w), odd: 1 << (w - 2)}); cost(s) < cost(best) {
			best = s
		}
	}
	return best
}

// wNAF returns the width-w non-adjacent form of k > 0 (w ≥ 2), least
// significant digit first: odd digits of absolute value below 2^(w−1), each
// followed by at least w − 1 zeros.
func wNAF(k *big.Int, w uint) []int8 {
	k = new(big.Int).Set(k)
	mask := uint64(1)<<w - 1
	var d []int8
	for k.Sign() > 0 {
		var z int64
		if k.Bit(0) == 1 {
			z = int64(k.Uint64() & mask) // k mod 2^w
			if z >= 1<<(w-1) {
				z -= 1 << w
			}
			k.Sub(k, big.NewInt(z))
		}
		d = append(d, int8(z))
		k.Rsh(k, 1)
	}
	return d
}

// expSeedAbs sets z = a^|x| for a in the cyclotomic subgroup by the
// recoding e.xExp: a left-to-right window exponentiation with
// CyclotomicSquare, a negative digit multiplying by the conjugate of its
// table entry. The exponent is public.
func (e *Engine[E]) expSeedAbs(z, a *tower.Fp12Element[E]) {
	f12 := e.f12
	var table [1 << (maxSeedWindow - 2)]tower.Fp12Element[E] // a^(2j+1)
	var sq, acc, t tower.Fp12Element[E]
	table[0] = *a
	if e.xExp.odd > 1 {
		f12.CyclotomicSquare(&sq, a)
		for j := 1; j < e.xExp.odd; j++ {
			f12.Mul(&table[j], &table[j-1], &sq)
		}
	}
	started := false
	for i := len(e.xExp.digits) - 1; i >= 0; i-- {
		if started {
			f12.CyclotomicSquare(&acc, &acc)
		}
		d := int(e.xExp.digits[i])
		switch {
		case d > 0 && started:
			f12.Mul(&acc, &acc, &table[d/2])
		case d > 0:
			acc, started = table[d/2], true
		case d < 0 && started:
			f12.Conjugate(&t, &table[-d/2])
			f12.Mul(&acc, &acc, &t)
		case d < 0: // the top digit is positive: not reached
			f12.Conjugate(&acc, &table[-d/2])
			started = true
		}
	}
	*z = acc
}
