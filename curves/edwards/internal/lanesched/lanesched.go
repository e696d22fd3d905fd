// Package lanesched is the lane schedule of curves/edwards's a = −1 point
// formulas: the additions, doublings and conversions of formulas.go and
// coordinates.go there, rewritten so that every multiplication belongs to
// a stage of four independent products, one per lane of a vector. It is
// the one source of the vector kernels of edwards25519: the generators of
// internal/lanes25519 (internal/avx2gen for AVX2, internal/ifmagen for
// AVX-512 IFMA) read these formulas and emit their assembly, and
// curves/edwards's lane tests run them on ordinary field elements (Eval)
// against the engine's formulas and against every kernel.
//
// A formula is a list of stages. Each stage sets four named lanes from the
// lanes of the stage before it (the formula's input for the first stage):
//
//	(X, Y, Z, T) = (E, G, F, E)·(F, H, G, H)     Mul: lane by lane products
//	(A, B, C, S) = (X, Y, Z, X+Y)²               Square
//	(E, H, G, F) = (A+B−S, A+B, A−B, A−B+2C)     Linear
//
// The left factor of a stage is four linear expressions (sums of lanes
// with coefficients 1 and 2, at most one subtraction ahead of each other
// term; see Parse), the right factor of a product four names, all lanes of
// the stage before or all lanes of one operand of the formula (q, the
// cached point added; c, the scale of a conversion to cached). A kernel
// runs the stages in order; where a formula is written here, the
// generators add nothing to it but field arithmetic, lane permutations and
// blends.
package lanesched

import (
	"fmt"
	"strconv"
	"strings"
)

// Op is what a stage does with its left factor.
type Op int

const (
	Mul    Op = iota // lane j is Left[j]·Right[j]
	Square           // lane j is Left[j]²
	Linear           // lane j is Left[j]
)

// Term is Coef times lane Lane of the stage before.
type Term struct {
	Coef int // 1, 2, −1 or −2
	Lane int // 0..3
}

// Expr is a sum of terms, the first with a positive coefficient.
type Expr []Term

// Factor is the right factor of a product: lane j is lane Lanes[j] of the
// stage before (Operand "") or of the formula's operand Operand.
type Factor struct {
	Operand string
	Lanes   [4]int
}

// Stage is one step of a formula, parsed from its text.
type Stage struct {
	Text  string // as written, "(A, B, C, D) = (Y−X, Y+X, T, Z)·(qM, qP, qT, qZ)"
	Op    Op
	Out   [4]string
	Left  [4]Expr
	Right Factor // Mul only
}

// Formula is a lane formula: its input's lane names, the lane names of
// its operands, and its stages.
type Formula struct {
	Name     string
	Input    [4]string
	Operands map[string][4]string
	Stages   []Stage
}

// Output returns the lane names of the formula's result.
func (f *Formula) Output() [4]string { return f.Stages[len(f.Stages)-1].Out }

// Parse reads a formula from the text of its stages. It panics on a
// malformed stage, since the formulas are the constants of this package.
func Parse(name, input string, operands map[string]string, stages ...string) *Formula {
	f := &Formula{Name: name, Input: names(name, input), Operands: map[string][4]string{}}
	for op, ls := range operands {
		f.Operands[op] = names(name, ls)
	}
	prev := f.Input
	for _, text := range stages {
		s := parseStage(name, text, prev, f.Operands)
		f.Stages = append(f.Stages, s)
		prev = s.Out
	}
	return f
}

// names splits "A, B, C, D" into four names.
func names(formula, s string) [4]string {
	parts := strings.Split(s, ",")
	if len(parts) != 4 {
		panic(fmt.Sprintf("lanesched: %s: %q is not four lanes", formula, s))
	}
	var r [4]string
	for j, p := range parts {
		r[j] = strings.TrimSpace(p)
	}
	return r
}

// tuple returns the inside of "(…)" and the rest of s after it.
func tuple(formula, s string) (inside, rest string) {
	s = strings.TrimSpace(s)
	end := strings.Index(s, ")")
	if !strings.HasPrefix(s, "(") || end < 0 {
		panic(fmt.Sprintf("lanesched: %s: expected a tuple in %q", formula, s))
	}
	return s[1:end], strings.TrimSpace(s[end+1:])
}

func parseStage(formula, text string, prev [4]string, operands map[string][4]string) Stage {
	lhs, rhs, ok := strings.Cut(text, "=")
	if !ok {
		panic(fmt.Sprintf("lanesched: %s: no = in %q", formula, text))
	}
	out, rest := tuple(formula, lhs)
	if rest != "" {
		panic(fmt.Sprintf("lanesched: %s: trailing %q", formula, rest))
	}
	s := Stage{Text: text, Out: names(formula, out), Op: Linear}
	left, rest := tuple(formula, rhs)
	for j, e := range names(formula, left) {
		s.Left[j] = parseExpr(formula, e, prev)
	}
	switch {
	case rest == "":
	case rest == "²":
		s.Op = Square
	case strings.HasPrefix(rest, "·"):
		s.Op = Mul
		right, tail := tuple(formula, strings.TrimPrefix(rest, "·"))
		if tail != "" {
			panic(fmt.Sprintf("lanesched: %s: trailing %q", formula, tail))
		}
		s.Right = parseFactor(formula, names(formula, right), prev, operands)
	default:
		panic(fmt.Sprintf("lanesched: %s: cannot read %q", formula, rest))
	}
	return s
}

// lane returns the index of name in ls, or −1.
func lane(ls [4]string, name string) int {
	for j, l := range ls {
		if l == name {
			return j
		}
	}
	return -1
}

// parseFactor finds the four names of a right factor, all in prev or all
// in one operand.
func parseFactor(formula string, ns [4]string, prev [4]string, operands map[string][4]string) Factor {
	for _, src := range append([]string{""}, sortedKeys(operands)...) {
		ls := prev
		if src != "" {
			ls = operands[src]
		}
		f, ok := Factor{Operand: src}, true
		for j, n := range ns {
			f.Lanes[j] = lane(ls, n)
			ok = ok && f.Lanes[j] >= 0
		}
		if ok {
			return f
		}
	}
	panic(fmt.Sprintf("lanesched: %s: %v are not lanes of one vector", formula, ns))
}

func sortedKeys(m map[string][4]string) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	for i := range ks {
		for j := i + 1; j < len(ks); j++ {
			if ks[j] < ks[i] {
				ks[i], ks[j] = ks[j], ks[i]
			}
		}
	}
	return ks
}

// parseExpr reads a sum such as "A−B+2C" over the lanes prev: terms are
// an optional sign (+, − or -), an optional coefficient and a lane name.
// The first term must be positive: a kernel starts each lane from it.
func parseExpr(formula, s string, prev [4]string) Expr {
	s = strings.ReplaceAll(s, "−", "-")
	var e Expr
	for s != "" {
		sign := 1
		switch s[0] {
		case '+':
			s = s[1:]
		case '-':
			sign, s = -1, s[1:]
		default:
			if len(e) > 0 {
				panic(fmt.Sprintf("lanesched: %s: no sign before %q", formula, s))
			}
		}
		i := 0
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
		coef := 1
		if i > 0 {
			coef, _ = strconv.Atoi(s[:i])
		}
		s = s[i:]
		j := 0
		for j < len(s) && s[j] != '+' && s[j] != '-' {
			j++
		}
		l := lane(prev, strings.TrimSpace(s[:j]))
		if l < 0 || coef < 1 || coef > 2 {
			panic(fmt.Sprintf("lanesched: %s: bad term %q of %v", formula, s[:j], prev))
		}
		e = append(e, Term{sign * coef, l})
		s = s[j:]
	}
	if len(e) == 0 || e[0].Coef < 0 {
		panic(fmt.Sprintf("lanesched: %s: an expression must start with a positive term", formula))
	}
	return e
}

// Field is the arithmetic Eval needs.
type Field[E any] interface {
	Add(z, x, y *E)
	Sub(z, x, y *E)
	Mul(z, x, y *E)
	Square(z, x *E)
}

// Eval runs f on ordinary field elements: in holds the input's lanes,
// operands the lanes of each operand. It is the formula as the kernels
// compute it, lane by lane, for the tests that prove the two equal.
func Eval[E any](fd Field[E], f *Formula, in [4]E, operands map[string][4]E) [4]E {
	cur := in
	for _, s := range f.Stages {
		var left, out [4]E
		for j, e := range s.Left {
			left[j] = cur[e[0].Lane]
			if e[0].Coef == 2 {
				fd.Add(&left[j], &left[j], &left[j])
			}
			for _, t := range e[1:] {
				v := cur[t.Lane]
				if t.Coef == 2 || t.Coef == -2 {
					fd.Add(&v, &v, &v)
				}
				if t.Coef > 0 {
					fd.Add(&left[j], &left[j], &v)
				} else {
					fd.Sub(&left[j], &left[j], &v)
				}
			}
		}
		switch s.Op {
		case Linear:
			out = left
		case Square:
			for j := range out {
				fd.Square(&out[j], &left[j])
			}
		case Mul:
			right := cur
			if s.Right.Operand != "" {
				right = operands[s.Right.Operand]
			}
			for j := range out {
				fd.Mul(&out[j], &left[j], &right[s.Right.Lanes[j]])
			}
		}
		cur = out
	}
	return cur
}
