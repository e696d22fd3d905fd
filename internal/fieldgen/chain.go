package main

import (
	"fmt"
	"math/big"
	"strings"
)

// maxWindow bounds the window of the generated exponentiation chains.
const maxWindow = 6

// chain is a left-to-right sliding-window exponentiation by a fixed exponent:
// a table of the odd powers x, x³, …, x^(2·tableLen − 1), the leading window
// as a table entry, then steps of squarings each followed by a multiplication
// by a table entry. It is the same schedule field.Prime builds at run time,
// here emitted as straight-line code.
type chain struct {
	e        *big.Int
	tableLen int
	first    int
	steps    []chainStep
}

// chainStep squares squarings times, then multiplies by table entry index
// (x^(2·index+1)) unless index is −1.
type chainStep struct {
	squarings int
	index     int
}

// bestChain returns the cheapest sliding-window chain for e > 0 over window
// widths 1…maxWindow, counting squarings and multiplications alike.
func bestChain(e *big.Int) *chain {
	if e.Sign() <= 0 {
		panic("fieldgen: exponent must be positive")
	}
	var best *chain
	for w := 1; w <= maxWindow; w++ {
		c := slidingWindow(e, w)
		if best == nil || c.cost() < best.cost() {
			best = c
		}
	}
	return best
}

// slidingWindow splits e into windows of at most w bits that start and end
// with a 1 bit, from the most significant bit down.
func slidingWindow(e *big.Int, w int) *chain {
	c := &chain{e: e, tableLen: 1 << (w - 1)}
	started := false
	pending := 0
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
			c.first, started = v>>1, true
		} else {
			c.steps = append(c.steps, chainStep{squarings: pending + i - j + 1, index: v >> 1})
		}
		pending = 0
		i = j - 1
	}
	if pending > 0 {
		c.steps = append(c.steps, chainStep{squarings: pending, index: -1})
	}
	return c
}

// counts returns the squarings and multiplications of the chain.
func (c *chain) counts() (squarings, muls int) {
	if c.tableLen > 1 {
		squarings, muls = 1, c.tableLen-1
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
// each step commented with the exponent reached.
func (c *chain) emit(name, what string) string {
	var sb strings.Builder
	w := func(format string, args ...any) {
		fmt.Fprintf(&sb, format, args...)
		sb.WriteByte('\n')
	}
	w("// %s sets z = x^e for e = %s = %#x,", name, what, c.e)
	w("// by a fixed sliding-window chain (%s): the", c.costString())
	w("// operations depend on e only, never on x.")
	w("func %s(z, x *Element) {", name)
	acc := big.NewInt(int64(2*c.first + 1))
	if c.tableLen > 1 {
		w("var t [%d]Element // t[i] = x^(2i+1)", c.tableLen)
		w("var x2 Element")
		w("t[0] = *x")
		w("square(&x2, x)")
		w("for i := 1; i < len(t); i++ {")
		w("mul(&t[i], &t[i-1], &x2)")
		w("}")
		w("r := t[%d] // x^%#x", c.first, acc)
	} else {
		w("r := *x // x^1")
	}
	for _, s := range c.steps {
		acc.Lsh(acc, uint(s.squarings))
		if s.squarings == 1 {
			w("square(&r, &r)")
		} else {
			w("squareN(&r, %d)", s.squarings)
		}
		if s.index >= 0 {
			acc.Add(acc, big.NewInt(int64(2*s.index+1)))
			if c.tableLen > 1 {
				w("mul(&r, &r, &t[%d]) // x^%#x", s.index, acc)
			} else {
				w("mul(&r, &r, x) // x^%#x", acc)
			}
		} else {
			sb.WriteString("// x^" + fmt.Sprintf("%#x", acc) + "\n")
		}
	}
	if acc.Cmp(c.e) != 0 {
		panic("fieldgen: chain does not compute its exponent")
	}
	w("*z = r")
	w("}")
	return sb.String()
}
