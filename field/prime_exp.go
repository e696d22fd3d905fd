package field

import "math/big"

// maxWindow bounds the sliding window of exponent programs; the table of odd
// powers x, x³, …, x^(2^w − 1) then has at most 32 entries.
const maxWindow = 6

// expProgram is a left-to-right sliding-window exponentiation by one fixed,
// public exponent e, worked out once at construction. Running it performs the
// same squarings and multiplications, in the same order and with the same
// table indexes, whatever the base: its time depends only on e.
type expProgram struct {
	zero     bool      // e = 0: the result is 1
	tableLen int       // number of odd powers x^(2i+1) to precompute
	first    int       // table index of the leading window
	steps    []expStep // then, per step: square, multiply by a table entry
}

// expStep squares the accumulator squarings times, then multiplies it by
// table entry index (x^(2·index+1)) unless index is −1.
type expStep struct {
	squarings int
	index     int
}

// newExpProgram returns the cheapest sliding-window program for e ≥ 0 over
// window widths 1…maxWindow, counting a squaring and a multiplication as
// one operation each.
func newExpProgram(e *big.Int) expProgram {
	if e.Sign() == 0 {
		return expProgram{zero: true}
	}
	var best expProgram
	bestCost := -1
	for w := 1; w <= maxWindow; w++ {
		prog := slidingWindow(e, w)
		if c := prog.cost(); bestCost < 0 || c < bestCost {
			best, bestCost = prog, c
		}
	}
	return best
}

// slidingWindow splits e > 0 into windows of at most w bits that start and
// end with a 1 bit, scanning from the most significant bit.
func slidingWindow(e *big.Int, w int) expProgram {
	prog := expProgram{tableLen: 1 << (w - 1)}
	started := false
	pending := 0 // squarings owed before the next multiplication
	for i := e.BitLen() - 1; i >= 0; {
		if e.Bit(i) == 0 {
			pending++
			i--
			continue
		}
		j := max(i-w+1, 0)
		for e.Bit(j) == 0 {
			j++
		}
		v := 0
		for k := i; k >= j; k-- {
			v = v<<1 | int(e.Bit(k))
		}
		if !started {
			prog.first = v >> 1
			started = true
		} else {
			prog.steps = append(prog.steps, expStep{squarings: pending + i - j + 1, index: v >> 1})
		}
		pending = 0
		i = j - 1
	}
	if pending > 0 {
		prog.steps = append(prog.steps, expStep{squarings: pending, index: -1})
	}
	return prog
}

// cost returns the number of multiplications and squarings prog performs.
func (prog *expProgram) cost() int {
	c := 0
	if prog.tableLen > 1 {
		c = prog.tableLen // one squaring for x², then tableLen − 1 multiplications
	}
	for _, s := range prog.steps {
		c += s.squarings
		if s.index >= 0 {
			c++
		}
	}
	return c
}

// exp sets z = x^e for the exponent e of prog. Its sequence of operations
// depends only on prog.
func (f *Prime) exp(z, x *PrimeElement, prog *expProgram) {
	if prog.zero {
		*z = f.one
		return
	}
	var table [1 << (maxWindow - 1)]PrimeElement
	table[0] = *x
	if prog.tableLen > 1 {
		var x2 PrimeElement
		f.Square(&x2, x)
		for i := 1; i < prog.tableLen; i++ {
			f.Mul(&table[i], &table[i-1], &x2)
		}
	}
	acc := table[prog.first]
	for _, s := range prog.steps {
		for k := 0; k < s.squarings; k++ {
			f.Square(&acc, &acc)
		}
		if s.index >= 0 {
			f.Mul(&acc, &acc, &table[s.index])
		}
	}
	*z = acc
}

// Inverse sets z = 1/x, and z = 0 when x = 0, as x^(p−2) (Fermat's little
// theorem) with a fixed sliding-window schedule over the public exponent.
func (f *Prime) Inverse(z, x *PrimeElement) {
	f.exp(z, x, &f.invExp)
}

// squareN sets z = x^(2^k) by k squarings.
func (f *Prime) squareN(z, x *PrimeElement, k int) {
	*z = *x
	for i := 0; i < k; i++ {
		f.Square(z, z)
	}
}
