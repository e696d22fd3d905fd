package pairing

import (
	"math/big"

	"github.com/curvekit/curvekit/field/tower"
)

// maxSeedWindow is the widest window of the exponentiation by the seed: a
// table of up to 2^(5−2) = 8 odd powers.
const maxSeedWindow = 5

// seedExp is the recoding of |x| that the final exponentiation raises
// elements of the cyclotomic subgroup to: its width-w NAF, for the w that
// needs the fewest multiplications. In the cyclotomic subgroup an inverse
// is a conjugation (free), so the negative digits cost what the positive
// ones do, and a table of the odd powers a, a³, …, a^(2^(w−1) − 1) turns
// a run of w bits into one multiplication. BN254's seed has 28 one bits
// in 63: square-and-multiply makes 27 multiplications per exponentiation,
// the width-4 NAF about 16 with its table; a sparse seed such as
// BLS12-381's (6 one bits) keeps width 2, the plain NAF.
type seedExp struct {
	naf []int8 // least significant digit first; odd digits, |d| < 2^(w−1)
	odd int    // the number of odd powers in the table, 2^(w−2)
}

// newSeedExp returns the recoding of k > 0 with the fewest multiplications:
// over the widths 2 to maxSeedWindow, the table's 2^(w−2) − 1 plus one per
// non-zero digit.
func newSeedExp(k *big.Int) seedExp {
	var best seedExp
	bestCost := -1
	for w := uint(2); w <= maxSeedWindow; w++ {
		d := wNAF(k, w)
		cost := 1<<(w-2) - 1
		for _, v := range d {
			if v != 0 {
				cost++
			}
		}
		if bestCost < 0 || cost < bestCost {
			best, bestCost = seedExp{naf: d, odd: 1 << (w - 2)}, cost
		}
	}
	return best
}

// wNAF returns the width-w non-adjacent form of k > 0, least significant
// digit first: odd digits of absolute value below 2^(w−1), each followed by
// at least w − 1 zeros.
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
	for i := len(e.xExp.naf) - 1; i >= 0; i-- {
		if started {
			f12.CyclotomicSquare(&acc, &acc)
		}
		d := int(e.xExp.naf[i])
		switch {
		case d > 0 && started:
			f12.Mul(&acc, &acc, &table[d/2])
		case d > 0:
			acc, started = table[d/2], true
		case d < 0 && started:
			f12.Conjugate(&t, &table[-d/2])
			f12.Mul(&acc, &acc, &t)
		case d < 0: // the top digit of a NAF is positive
			f12.Conjugate(&acc, &table[-d/2])
			started = true
		}
	}
	*z = acc
}
