package field

import "math/big"

// maxWindow bounds the sliding window of exponent programs, and maxLadder
// the number of run entries; together they bound the table of an
// exponentiation to maxTable entries.
const (
	maxWindow = 6
	maxLadder = 8
	maxTable  = 1 + 1<<(maxWindow-1) + maxLadder
)

// expProgram is a fixed exponentiation schedule for a public exponent e,
// worked out once at construction; running it performs the same squarings
// and multiplications, with the same table indexes, whatever the base, so
// its time depends only on e.
//
// It first builds a table: the odd powers x, x³, …, x^(2^w − 1) of a sliding
// window (with x² as a helper), then optionally a ladder of run entries
// x^(2^k − 1) for k = b·2, b·4, …, each from the previous one by k/2
// squarings and one multiplication. The main pass starts from one entry and
// repeats "square some times, multiply by an entry": a run of k one bits of e
// costs one multiplication, a window of ≤ w bits too. newExpProgram tries
// every window width and ladder and keeps the cheapest, as internal/fieldgen
// does for the fixed fields.
type expProgram struct {
	zero    bool    // e = 0: the result is 1
	entries int     // table size
	build   []expOp // table construction, entry 0 being x
	first   int     // entry the main pass starts from
	steps   []expStep
}

// expOp sets table entry dst = entry[src]^(2^sq) · entry[mul], with no
// multiplication when mul is −1.
type expOp struct{ dst, src, sq, mul int }

// expStep squares the accumulator squarings times, then multiplies it by
// table entry index unless index is −1.
type expStep struct {
	squarings int
	index     int
}

// newExpProgram returns the cheapest program for e ≥ 0, counting a squaring
// and a multiplication as one operation each.
func newExpProgram(e *big.Int) expProgram {
	if e.Sign() == 0 {
		return expProgram{zero: true}
	}
	bits := make([]byte, e.BitLen()) // bits[i] is bit i of e
	for i := range bits {
		bits[i] = byte(e.Bit(i))
	}
	var best expProgram
	bestCost := -1
	for w := 1; w <= maxWindow; w++ {
		for base := 1; base <= w; base++ {
			for depth := 0; depth <= maxLadder; depth++ {
				if depth == 0 && base > 1 {
					continue
				}
				prog, ok := buildExpProgram(bits, w, base, depth)
				if !ok {
					break // deeper ladders outgrow e too
				}
				if c := prog.cost(); bestCost < 0 || c < bestCost {
					best, bestCost = prog, c
				}
			}
		}
	}
	return best
}

// buildExpProgram returns the program, for the exponent with the given
// bits (least significant first, the top one set), with window w and a
// ladder of depth run entries x^(2^(base·2^j) − 1), j = 1…depth; ok is false
// when the ladder outgrows the exponent.
func buildExpProgram(bits []byte, w, base, depth int) (prog expProgram, ok bool) {
	var odd [1 << maxWindow]int // odd[v]: the entry holding x^v
	prog.entries = 1
	add := func(op expOp) int {
		op.dst = prog.entries
		prog.entries++
		prog.build = append(prog.build, op)
		return op.dst
	}
	if w > 1 {
		x2 := add(expOp{src: 0, sq: 1, mul: -1})
		for v := 3; v < 1<<w; v += 2 {
			odd[v] = add(expOp{src: odd[v-2], mul: x2})
		}
	}
	type run struct{ length, entry int }
	var runs []run // longest last
	k, kEntry := base, odd[1<<base-1]
	for j := 0; j < depth; j++ {
		if 2*k > len(bits) {
			return prog, false
		}
		kEntry = add(expOp{src: kEntry, sq: k, mul: kEntry})
		k *= 2
		runs = append(runs, run{k, kEntry})
	}
	started, pending := false, 0
	emit := func(length, entry int) {
		if !started {
			prog.first, started = entry, true
		} else {
			prog.steps = append(prog.steps, expStep{squarings: pending + length, index: entry})
		}
		pending = 0
	}
	for i := len(bits) - 1; i >= 0; {
		if bits[i] == 0 {
			pending++
			i--
			continue
		}
		runLen := 0
		for i-runLen >= 0 && bits[i-runLen] == 1 {
			runLen++
		}
		r := len(runs) - 1
		for r >= 0 && runs[r].length > runLen {
			r--
		}
		if r >= 0 {
			emit(runs[r].length, runs[r].entry)
			i -= runs[r].length
			continue
		}
		j := max(i-w+1, 0)
		for bits[j] == 0 {
			j++
		}
		v := 0
		for b := i; b >= j; b-- {
			v = v<<1 | int(bits[b])
		}
		emit(i-j+1, odd[v])
		i = j - 1
	}
	if pending > 0 {
		prog.steps = append(prog.steps, expStep{squarings: pending, index: -1})
	}
	return prog, true
}

// cost returns the number of multiplications and squarings prog performs.
func (prog *expProgram) cost() int {
	c := 0
	for _, op := range prog.build {
		c += op.sq
		if op.mul >= 0 {
			c++
		}
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
	var table [maxTable]PrimeElement
	table[0] = *x
	for _, op := range prog.build {
		t := &table[op.dst]
		*t = table[op.src]
		for k := 0; k < op.sq; k++ {
			f.Square(t, t)
		}
		if op.mul >= 0 {
			f.Mul(t, t, &table[op.mul])
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

// squareN sets z = x^(2^k) by k squarings.
func (f *Prime) squareN(z, x *PrimeElement, k int) {
	*z = *x
	for i := 0; i < k; i++ {
		f.Square(z, z)
	}
}
