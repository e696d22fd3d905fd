package main

import (
	"fmt"
	"math/big"
	"strings"
)

// maxWindow bounds the window of the generated exponentiation chains.
const maxWindow = 6

// chain is a fixed exponentiation schedule for an exponent e: a table of
// powers of x built first, then a left-to-right pass that starts from one
// table entry and repeats "square some times, multiply by a table entry".
//
// The table holds the odd powers x, x³, …, x^(2^w − 1) of a sliding window,
// and optionally "run" entries x^(2^k − 1) for k = b·2, b·4, …, each built
// from the previous one by k/2 squarings and one multiplication. A run of k
// one bits in e then costs a single multiplication in the main pass, and a
// leading run costs nothing more than building its entry. bestChain tries
// every window width and run ladder and keeps the cheapest, counting
// squarings and multiplications alike.
type chain struct {
	e       *big.Int
	entries []*big.Int // exponent of each table entry; entry 0 is x itself
	build   []chainOp
	first   int // table entry the main pass starts from
	steps   []chainStep
}

// chainOp builds table entry dst = entry[src]^(2^sq) · entry[mul] (no
// multiplication when mul is −1).
type chainOp struct{ dst, src, sq, mul int }

// chainStep squares the accumulator squarings times, then multiplies it by
// table entry index unless index is −1.
type chainStep struct {
	squarings int
	index     int
}

// bestChain returns the cheapest chain for e > 0.
func bestChain(e *big.Int) *chain {
	if e.Sign() <= 0 {
		panic("fieldgen: exponent must be positive")
	}
	var best *chain
	for w := 1; w <= maxWindow; w++ {
		for base := 1; base <= w; base++ {
			for depth := 0; depth <= 8; depth++ {
				if depth == 0 && base > 1 {
					continue
				}
				c := newChain(e, w, base, depth)
				if c != nil && (best == nil || c.cost() < best.cost()) {
					best = c
				}
			}
		}
	}
	return best
}

// newChain builds the chain with window w and a run ladder of depth entries
// x^(2^(base·2^j) − 1), j = 1…depth, or nil if the ladder outgrows e.
func newChain(e *big.Int, w, base, depth int) *chain {
	c := &chain{e: e, entries: []*big.Int{big.NewInt(1)}}
	index := map[string]int{"1": 0}
	addEntry := func(op chainOp, v *big.Int) int {
		op.dst = len(c.entries)
		c.entries = append(c.entries, v)
		c.build = append(c.build, op)
		index[v.String()] = op.dst
		return op.dst
	}
	if w > 1 {
		x2 := addEntry(chainOp{src: 0, sq: 1, mul: -1}, big.NewInt(2))
		prev := 0
		for v := int64(3); v < 1<<w; v += 2 {
			prev = addEntry(chainOp{src: prev, sq: 0, mul: x2}, big.NewInt(v))
		}
	}
	// The run ladder: x^(2^k − 1) for k = base, 2·base, 4·base, …
	type run struct{ length, entry int }
	var runs []run // longest last
	k := base
	kEntry := index[ones(base).String()]
	for j := 0; j < depth; j++ {
		if 2*k > e.BitLen() {
			return nil
		}
		kEntry = addEntry(chainOp{src: kEntry, sq: k, mul: kEntry}, ones(2*k))
		k *= 2
		runs = append(runs, run{k, kEntry})
	}
	// Tokenise e from the top: runs of ones as long as a ladder entry use the
	// longest such entry; everything else goes through windows of ≤ w bits.
	started := false
	pending := 0
	emit := func(length, entry int) {
		if !started {
			c.first, started = entry, true
		} else {
			c.steps = append(c.steps, chainStep{squarings: pending + length, index: entry})
		}
		pending = 0
	}
	for i := e.BitLen() - 1; i >= 0; {
		if e.Bit(i) == 0 {
			pending++
			i--
			continue
		}
		runLen := 0
		for i-runLen >= 0 && e.Bit(i-runLen) == 1 {
			runLen++
		}
		used := false
		for r := len(runs) - 1; r >= 0; r-- {
			if runs[r].length <= runLen {
				emit(runs[r].length, runs[r].entry)
				i -= runs[r].length
				used = true
				break
			}
		}
		if used {
			continue
		}
		j := max(i-w+1, 0)
		for e.Bit(j) == 0 {
			j++
		}
		v := new(big.Int)
		for b := i; b >= j; b-- {
			v.Lsh(v, 1)
			v.SetBit(v, 0, e.Bit(b))
		}
		emit(i-j+1, index[v.String()])
		i = j - 1
	}
	if pending > 0 {
		c.steps = append(c.steps, chainStep{squarings: pending, index: -1})
	}
	return c
}

// ones returns 2^k − 1.
func ones(k int) *big.Int {
	return new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(k)), big.NewInt(1))
}

// counts returns the squarings and multiplications of the chain.
func (c *chain) counts() (squarings, muls int) {
	for _, op := range c.build {
		squarings += op.sq
		if op.mul >= 0 {
			muls++
		}
	}
	for _, s := range c.steps {
		squarings += s.squarings
		if s.index >= 0 {
			muls++
		}
	}
	return squarings, muls
}

func (c *chain) cost() int {
	s, m := c.counts()
	return s + m
}

// costString describes the chain's work for docs.
func (c *chain) costString() string {
	s, m := c.counts()
	return fmt.Sprintf("%d squarings and %d multiplications", s, m)
}

// emit returns a function name(z, x *Element) computing x^e by the chain,
// each step commented with the exponent it reaches.
func (c *chain) emit(name, what string) string {
	var sb strings.Builder
	w := func(format string, args ...any) {
		fmt.Fprintf(&sb, format, args...)
		sb.WriteByte('\n')
	}
	w("// %s sets z = x^e for e = %s = %#x,", name, what, c.e)
	w("// by a fixed chain (%s): the operations", c.costString())
	w("// depend on e only, never on x.")
	w("func %s(z, x *Element) {", name)
	if len(c.entries) > 1 {
		w("var t [%d]Element", len(c.entries))
		w("t[0] = *x")
		for _, op := range c.build {
			v := c.entries[op.dst]
			check := new(big.Int).Lsh(c.entries[op.src], uint(op.sq))
			if op.mul >= 0 {
				check.Add(check, c.entries[op.mul])
			}
			if check.Cmp(v) != 0 {
				panic("fieldgen: chain table entry does not hold its exponent")
			}
			switch {
			case op.sq == 0:
				w("mul(&t[%d], &t[%d], &t[%d]) // x^%#x", op.dst, op.src, op.mul, v)
				continue
			case op.sq == 1:
				w("square(&t[%d], &t[%d])", op.dst, op.src)
			default:
				w("t[%d] = t[%d]", op.dst, op.src)
				w("squareN(&t[%d], %d)", op.dst, op.sq)
			}
			if op.mul >= 0 {
				w("mul(&t[%d], &t[%d], &t[%d]) // x^%#x", op.dst, op.dst, op.mul, v)
			} else {
				w("// t[%d] = x^%#x", op.dst, v)
			}
		}
		w("r := t[%d] // x^%#x", c.first, c.entries[c.first])
	} else {
		w("r := *x // x^1")
	}
	acc := new(big.Int).Set(c.entries[c.first])
	for _, s := range c.steps {
		acc.Lsh(acc, uint(s.squarings))
		if s.squarings == 1 {
			w("square(&r, &r)")
		} else {
			w("squareN(&r, %d)", s.squarings)
		}
		if s.index < 0 {
			w("// x^%#x", acc)
			continue
		}
		acc.Add(acc, c.entries[s.index])
		if len(c.entries) > 1 {
			w("mul(&r, &r, &t[%d]) // x^%#x", s.index, acc)
		} else {
			w("mul(&r, &r, x) // x^%#x", acc)
		}
	}
	if acc.Cmp(c.e) != 0 {
		panic("fieldgen: chain does not compute its exponent")
	}
	w("*z = r")
	w("}")
	return sb.String()
}
