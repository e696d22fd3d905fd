package pairing

import (
	"math"
	"math/big"

	"github.com/curvekit/curvekit/field/tower"
)

// maxSeedWindow is the widest window of the exponentiation by the seed: a
// table of up to 2^(5−2) = 8 odd powers.
const maxSeedWindow = 5

// seedExp is the recoding of |x| that the final exponentiation raises
// elements of the cyclotomic subgroup to: its binary digits or its width-w
// NAF, whichever costs least, and whether to take them right to left with
// compressed squarings. In the cyclotomic subgroup an inverse is a
// conjugation (free), so negative digits cost what positive ones do, and a
// table of the odd powers a, a³, …, a^(2^(w−1) − 1) turns a run of w bits
// into one multiplication. BN254's seed has 28 one bits in 63:
// square-and-multiply makes 27 multiplications per exponentiation, the
// width-4 NAF 16 and 3 more for its table.
//
// A sparse seed such as BLS12-381's (6 one bits in 64) is better taken right
// to left: a is squared 63 times in Karabina's compressed form
// (CyclotomicSquareCompressed, six Fp2 squarings against nine), the powers
// a^(2^i) at the one bits are kept, all of them are decompressed with a
// single Fp2 inversion (CyclotomicDecompress) and multiplied together.
// gnark-crypto compresses two of the runs of its chain for BLS12-381 in the
// same way.
type seedExp struct {
	digits []int8 // least significant first; odd or zero, |d| < 2^(w−1)
	odd    int    // the number of odd powers in the table, 2^(w−2) (1 for binary)
	// compressed says the digits (binary) are taken right to left with
	// compressed squarings (expSeedCompressed).
	compressed bool
}

// maxCompressedPowers bounds the non-zero digits of a compressed recoding:
// the powers wait on the stack for their decompression.
const maxCompressedPowers = 8

// The costs of newSeedExp, in thirds of a cyclotomic squaring. Measured
// (field/tower's benchmarks, field.Prime with ADX, minimum of six runs) in
// thirds of each curve's CyclotomicSquare:
//
//	                         BN254   BLS12-381
//	compressed squaring        2.1      2.0
//	Fp12 multiplication        7.8      8.0
//	decompression, each        9.2      6.4   (batch of eight, inversion apart)
//	Fp2 inversion              6.2     19
//
// The constants round these between the curves. They decide nothing close
// for the two seeds in use: BN254's has 24 non-zero NAF digits, far more
// than a compressed run keeps (maxCompressedPowers), and its width-4 NAF
// (63 squarings, 16 multiplications) is within a squaring of the best
// signed-window chain (gnark-crypto's 60 and 17); BLS12-381's 6 one bits
// cost 226 thirds compressed against 229 by square-and-multiply, and the
// measured costs give the same order (223 against 229).
const (
	costSquare           = 3
	costSquareCompressed = 2
	costMul              = 8
	costDecompress       = 8
	costInverse          = 12
)

// newSeedExp returns the recoding of k > 0 with the least cost, over the
// binary digits and the widths 2 to maxSeedWindow from left to right, and
// the binary digits right to left with compressed squarings.
func newSeedExp(k *big.Int) seedExp {
	cost := func(s seedExp) int {
		nonZero := 0
		for _, v := range s.digits {
			if v != 0 {
				nonZero++
			}
		}
		if s.compressed {
			if nonZero > maxCompressedPowers {
				return math.MaxInt
			}
			return (len(s.digits)-1)*costSquareCompressed + nonZero*costDecompress + costInverse + (nonZero-1)*costMul
		}
		c := (len(s.digits) - 1) * costSquare
		if s.odd > 1 {
			c += costSquare + costMul*(s.odd-1) // the table: a², then a multiplication per entry
		}
		return c + (nonZero-1)*costMul
	}
	best := seedExp{odd: 1}
	for i := range k.BitLen() {
		best.digits = append(best.digits, int8(k.Bit(i)))
	}
	if s := (seedExp{digits: best.digits, odd: 1, compressed: true}); cost(s) < cost(best) {
		best = s
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
// recoding e.xExp. The exponent is public.
func (e *Engine[E]) expSeedAbs(z, a *tower.Fp12Element[E]) {
	if e.xExp.compressed {
		e.expSeedCompressed(z, a)
		return
	}
	e.expSeedWindow(z, a)
}

// expSeedCompressed sets z = a^|x| for a in the cyclotomic subgroup, or 0
// for a = 0, by compressed squarings right to left (see seedExp).
//
// Decompression fails only when one of the powers a^(2^i) has g2 = g3 = 0
// without being 1 (field/tower, fp12_karabina.go): a handful of elements
// out of about p⁴, which no pairing value is known to hit. Then the powers
// are computed again by expSeedWindow, on the same binary digits, as
// field/tower's squareRun does.
func (e *Engine[E]) expSeedCompressed(z, a *tower.Fp12Element[E]) {
	f12 := e.f12
	var pows [maxCompressedPowers]tower.Fp12Element[E] // a^(2^i) at the non-zero digits
	n := 0
	x := *a
	top := len(e.xExp.digits) - 1
	for i, d := range e.xExp.digits { // public digits
		if d != 0 {
			pows[n] = x
			n++
		}
		if i < top {
			f12.CyclotomicSquareCompressed(&x, &x)
		}
	}
	if f12.CyclotomicDecompress(pows[:n]) != 1 { // see above
		e.expSeedWindow(z, a)
		return
	}
	acc := pows[0]
	for j := 1; j < n; j++ {
		f12.Mul(&acc, &acc, &pows[j])
	}
	// a = 0 (from f = 0) has b = c = 0 and decompresses as 1.
	var zero tower.Fp12Element[E]
	f12.Select(z, &zero, &acc, f12.IsZero(a))
}

// expSeedWindow sets z = a^|x| for a in the cyclotomic subgroup by the
// recoding e.xExp: a left-to-right window exponentiation with
// CyclotomicSquare, a negative digit multiplying by the conjugate of its
// table entry.
func (e *Engine[E]) expSeedWindow(z, a *tower.Fp12Element[E]) {
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
