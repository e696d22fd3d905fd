package main

import (
	"bytes"
	"fmt"
	"math/bits"
	"strings"
)

// asmKernel emits one amd64 Montgomery multiplication or squaring kernel in
// Go assembler syntax, for baseline x86-64 (MULQ, ADDQ/ADCQ, CMOVQCS: no
// MULX or ADX, so no CPU feature check). The code is straight-line: no
// branches at all.
//
// The method is finely integrated product scanning (FIPS): the result is
// built column by column, where column k holds every product whose limb
// indices sum to k, x_i·y_(k−i) and the reduction terms m_i·p_(k−i), in a
// three-word accumulator: MULQ leaves a product in DX:AX, and ADDQ AX, a0;
// ADCQ DX, a1; ADCQ $0, a2 adds it. For k < n, once the column is complete,
// its low word a0 gives the Montgomery digit m_k = a0·(−p⁻¹) mod 2^64 and
// a0 + m_k·p_0 ≡ 0 mod 2^64 is dropped (the division by 2^64); for k ≥ n the
// low word is output limb k − n. This keeps the running state to three words
// plus the n digits and outputs, far fewer registers than operand scanning's
// n + 2 running limbs, which is what makes the compiled Go kernels spill at
// 8 and 9 limbs.
//
// The digit m_k is a long-latency step (IMULQ, then MULQ by p_0 and p_1),
// and everything after it in the column chain would wait for it. So the
// kernel adds every term of column k + 1 that does not involve m_k into a
// fourth accumulator word first, and the two terms that do (m_k·p_0, whose
// low word only carries, and m_k·p_1) last: the out-of-order core overlaps
// the products of the next column with the digit's latency.
//
// Registers: AX and DX belong to MULQ; the accumulators, the x, y and p
// pointers and as many digits and output limbs as fit share the other
// thirteen (BP included: every kernel has a frame, so the assembler saves
// it); the rest live in stack slots and are used as memory operands. No
// global symbol is referenced, so R15 is usable under -dynlink.
type asmKernel struct {
	body    bytes.Buffer
	name    string
	n       int
	square  bool
	runtime bool     // modulus and inverse read from the arguments
	pm1     bool     // −p⁻¹ mod 2^64 = 1, p_0 = 2^64 − 1
	p       []uint64 // baked modulus limbs
	inv     uint64   // baked −p⁻¹ mod 2^64

	free     []string // unallocated registers
	slotUsed []bool   // stack slots in use
	xr, yr   string   // pointers to x and y
	pr       string   // pointer to p (runtime kernels)
	digit    []string // location of m_i
	out      []string // location of output limb t_j
}

// asmRegisters are the registers a kernel may allocate, in order.
var asmRegisters = []string{"BX", "CX", "SI", "DI", "R8", "R9", "R10", "R11", "R12", "R13", "R14", "R15", "BP"}

func (k *asmKernel) ins(format string, args ...any) {
	k.body.WriteByte('\t')
	fmt.Fprintf(&k.body, format, args...)
	k.body.WriteByte('\n')
}

func (k *asmKernel) comment(format string, args ...any) {
	k.body.WriteString("\n\t// ")
	fmt.Fprintf(&k.body, format, args...)
	k.body.WriteByte('\n')
}

// alloc takes a free register; it panics when there is none, which the
// spill rule of keep prevents.
func (k *asmKernel) alloc() string {
	if len(k.free) == 0 {
		panic("fieldgen: " + k.name + ": out of registers")
	}
	r := k.free[0]
	k.free = k.free[1:]
	return r
}

func isReg(loc string) bool { return !strings.Contains(loc, "(") }

// release returns a register or stack slot.
func (k *asmKernel) release(loc string) {
	if isReg(loc) {
		k.free = append(k.free, loc)
		return
	}
	var s int
	fmt.Sscanf(loc, "%d(SP)", &s)
	k.slotUsed[s/8] = false
}

// keep finds a home for a value in register r that must outlive the
// accumulator: r itself while registers remain for the accumulator words
// still to come (reserve), else a stack slot.
func (k *asmKernel) keep(r string, reserve int) string {
	if len(k.free) >= reserve {
		return r
	}
	s := 0
	for s < len(k.slotUsed) && k.slotUsed[s] {
		s++
	}
	if s == len(k.slotUsed) {
		k.slotUsed = append(k.slotUsed, false)
	}
	k.slotUsed[s] = true
	loc := fmt.Sprintf("%d(SP)", 8*s)
	k.ins("MOVQ %s, %s", r, loc)
	k.free = append(k.free, r)
	return loc
}

// pZero reports whether limb j of a baked modulus is zero.
func (k *asmKernel) pZero(j int) bool { return !k.runtime && k.p[j] == 0 }

// loadP emits AX = p_j.
func (k *asmKernel) loadP(dst string, j int) {
	if k.runtime {
		k.ins("MOVQ %d(%s), %s", 8*j, k.pr, dst)
	} else {
		k.ins("MOVQ $%#016x, %s", k.p[j], dst)
	}
}

// addDXAX emits w[0..2] += DX:AX.
func (k *asmKernel) addDXAX(w []string) {
	k.ins("ADDQ AX, %s", w[0])
	k.ins("ADCQ DX, %s", w[1])
	k.ins("ADCQ $0, %s", w[2])
}

// term is one product of a column.
type term struct {
	kind byte // 'y' x_i·y_j, 'x' cross product x_i·x_j (counted twice), 'd' x_i², 'm' m_i·p_j
	i, j int
}

// terms returns the products of column c, reduction terms last in order of
// digit, without m_c·p_0 (handled by the digit step) and without the
// products by zero limbs of a baked modulus.
func (k *asmKernel) terms(c int) []term {
	n := k.n
	var ts []term
	for i := max(0, c-n+1); i <= min(c, n-1); i++ {
		j := c - i
		switch {
		case !k.square:
			ts = append(ts, term{'y', i, j})
		case i < j:
			ts = append(ts, term{'x', i, j})
		case i == j:
			ts = append(ts, term{'d', i, i})
		}
	}
	for i := max(0, c-n+1); i <= min(c-1, n-1); i++ {
		if !k.pZero(c - i) {
			ts = append(ts, term{'m', i, c - i})
		}
	}
	return ts
}

// product emits DX:AX = the product of term t.
func (k *asmKernel) product(t term) {
	switch t.kind {
	case 'y':
		k.ins("MOVQ %d(%s), AX", 8*t.i, k.xr)
		k.ins("MULQ %d(%s)", 8*t.j, k.yr)
	case 'x':
		k.ins("MOVQ %d(%s), AX", 8*t.i, k.xr)
		k.ins("MULQ %d(%s)", 8*t.j, k.xr)
	case 'd':
		k.ins("MOVQ %d(%s), AX", 8*t.i, k.xr)
		k.ins("MULQ AX")
	case 'm':
		k.loadP("AX", t.j)
		k.ins("MULQ %s", k.digit[t.i])
	}
}

// sumTerms emits e[0..2] = Σ ts, a fresh three-word sum (ts not empty):
// cross products first, doubled at once, then the rest. (Summing long
// columns in two interleaved chains measured no faster: the products, not
// the chain of additions, set the pace.)
func (k *asmKernel) sumTerms(ts []term, e []string) {
	var sorted []term
	cross := 0
	for _, t := range ts {
		if t.kind == 'x' {
			sorted = append(sorted, t)
			cross++
		}
	}
	for _, t := range ts {
		if t.kind != 'x' {
			sorted = append(sorted, t)
		}
	}
	k.ins("XORL %s, %s", e[2], e[2])
	for i, t := range sorted {
		k.product(t)
		if i == 0 {
			k.ins("MOVQ AX, %s", e[0])
			k.ins("MOVQ DX, %s", e[1])
		} else {
			k.addDXAX(e)
		}
		if i == cross-1 {
			k.ins("ADDQ %s, %s // double the cross products", e[0], e[0])
			k.ins("ADCQ %s, %s", e[1], e[1])
			k.ins("ADCQ %s, %s", e[2], e[2])
		}
	}
}

// emit writes the whole kernel (TEXT line, body, RET) to buf.
//
// Each step c finishes column c in acc (three words, the low one complete)
// and starts column c + 1 in a fresh sum e of its terms that do not need the
// digit m_c; e then takes the carry words of acc and, once m_c is known,
// the carry of the low word plus m_c·p_0 and the product m_c·p_1. The fresh
// sum keeps the products of column c + 1 off the chain of additions that
// waits for m_c.
func (k *asmKernel) emit(buf *bytes.Buffer) {
	n := k.n
	k.free = append([]string(nil), asmRegisters...)
	k.digit = make([]string, n)
	k.out = make([]string, n)
	argInv := "inv+32(FP)"
	if k.square {
		argInv = "inv+24(FP)"
	}
	k.xr = k.alloc()
	k.ins("MOVQ x+8(FP), %s", k.xr)
	if k.square {
		k.yr = k.xr
	} else {
		k.yr = k.alloc()
		k.ins("MOVQ y+16(FP), %s", k.yr)
	}
	if k.runtime {
		k.pr = k.alloc()
		if k.square {
			k.ins("MOVQ p+16(FP), %s", k.pr)
		} else {
			k.ins("MOVQ p+24(FP), %s", k.pr)
		}
	}
	// The last column that uses digit m_i, so that its home can be reused.
	lastUse := make([]int, n)
	for c := 0; c <= 2*n-2; c++ {
		for _, t := range k.terms(c) {
			if t.kind == 'm' {
				lastUse[t.i] = c
			}
		}
	}
	const reserve = 3 // the fresh sum of the next step

	acc := []string{k.alloc(), k.alloc(), k.alloc()}
	k.comment("Column 0.")
	k.ins("XORL %s, %s", acc[2], acc[2])
	k.ins("MOVQ 0(%s), AX", k.xr)
	if k.square {
		k.ins("MULQ AX")
	} else {
		k.ins("MULQ 0(%s)", k.yr)
	}
	k.ins("MOVQ AX, %s", acc[0])
	k.ins("MOVQ DX, %s", acc[1])
	for c := 0; c <= 2*n-2; c++ {
		a0 := acc[0]
		if c < n {
			k.comment("m_%d = t·(−p⁻¹) mod 2^64 from the low word of column %d; column %d without m_%d, then with.", c, c, c+1, c)
			switch {
			case k.pm1:
				// −p⁻¹ = 1: the digit is the low word itself.
			case k.runtime:
				k.ins("IMULQ %s, %s", argInv, a0)
			default:
				k.ins("MOVQ $%#016x, AX", k.inv)
				k.ins("IMULQ AX, %s", a0)
			}
		} else {
			k.comment("Column %d gives output limb %d; then column %d.", c, c-n, c+1)
		}
		var e []string
		if c == 2*n-2 {
			// Column 2n − 1 has no products: it is the carry words.
			e = []string{acc[1], acc[2]}
		} else {
			e = []string{k.alloc(), k.alloc(), k.alloc()}
			var ts []term
			for _, t := range k.terms(c + 1) {
				if t.kind != 'm' || t.i != c {
					ts = append(ts, t) // m_c·p_1 comes after the digit step
				}
			}
			k.sumTerms(ts, e)
			k.ins("ADDQ %s, %s", acc[1], e[0])
			k.ins("ADCQ %s, %s", acc[2], e[1])
			k.ins("ADCQ $0, %s", e[2])
			k.free = append(k.free, acc[1], acc[2])
		}
		if c < n {
			// a0 + m_c·p_0 ≡ 0 mod 2^64: only its carry, a0 ≠ 0, and the
			// high word of m_c·p_0 remain.
			if sh, ok := k.lowShift(); ok {
				k.digitShift(a0, e, sh)
			} else if k.pm1 {
				// a0 + a0·(2^64 − 1) = a0·2^64.
				k.ins("ADDQ %s, %s", a0, e[0])
			} else {
				k.loadP("AX", 0)
				k.ins("MULQ %s", a0)
				k.ins("NEGQ AX // CF = (a0 ≠ 0), the carry of a0 + low(m·p_0) ≡ 0")
				k.ins("ADCQ DX, %s", e[0])
			}
			if _, ok := k.lowShift(); !ok {
				k.ins("ADCQ $0, %s", e[1])
				k.ins("ADCQ $0, %s", e[2])
			}
			if _, ok := k.lowShift(); !ok && !k.pZero(1) {
				k.loadP("AX", 1)
				k.ins("MULQ %s", a0)
				k.addDXAX(e)
			}
		}
		// Free the digits this step used for the last time.
		for i := 0; i < min(c, n); i++ {
			if lastUse[i] == c+1 {
				k.release(k.digit[i])
			}
		}
		if c == 2*n-3 {
			// The last limbs of x and y have been read.
			k.free = append(k.free, k.xr)
			if !k.square {
				k.free = append(k.free, k.yr)
			}
		}
		if c < n {
			k.digit[c] = k.keep(a0, reserve)
		} else {
			k.out[c-n] = k.keep(a0, reserve)
		}
		acc = e
	}
	// acc[0] is output limb n−1, acc[1] the carry above it.
	k.out[n-1] = acc[0]
	k.finalSub(acc[1])

	frame := 8 * max(1, len(k.slotUsed))
	args := 40
	if k.square {
		args = 32
	}
	if !k.runtime {
		args -= 16
	}
	what := "x·y"
	if k.square {
		what = "x²"
	}
	fmt.Fprintf(buf, "// %s sets z = %s·2^-%d mod p (Montgomery, %d limbs), fully reduced.\n", k.name, what, 64*n, n)
	fmt.Fprintf(buf, "TEXT ·%s(SB), NOSPLIT, $%d-%d\n", k.name, frame, args)
	buf.Write(k.body.Bytes())
	buf.WriteString("\tRET\n\n")
}

// lowShift reports whether a baked modulus with −p⁻¹ = 1 has p_1 = 2^s − 1
// (P-256: s = 32) and returns s. Then the digit m = a0 contributes
// a0 + m·p_0 + m·p_1·2^64 = m·2^(64+s): a shifted copy of m, no product.
func (k *asmKernel) lowShift() (int, bool) {
	if k.runtime || !k.pm1 || k.p[1]&(k.p[1]+1) != 0 || k.p[1] == 0 {
		return 0, false
	}
	return bits.OnesCount64(k.p[1]), true
}

// digitShift emits e += m·2^s, for m in register m, at the start of the
// next column.
func (k *asmKernel) digitShift(m string, e []string, s int) {
	if s == 64 {
		k.ins("ADDQ %s, %s // m·2^(64+64) from m + m·p_0 + m·p_1·2^64", m, e[1])
		k.ins("ADCQ $0, %s", e[2])
		return
	}
	k.ins("MOVQ %s, AX // m·2^(64+%d) from m + m·p_0 + m·p_1·2^64", m, s)
	k.ins("SHLQ $%d, AX", s)
	k.ins("MOVQ %s, DX", m)
	k.ins("SHRQ $%d, DX", 64-s)
	k.addDXAX(e)
}

// finalSub emits z = t − p if t ≥ p else t, for t = top·2^(64n) + Σ t_j <
// 2p: the difference is written to z (limbs kept in registers where some
// are free), then the borrow of top − 0 selects t back with CMOVQCS. MOVQ
// and CMOV leave the flags alone, so one borrow chain runs through all of it.
func (k *asmKernel) finalSub(top string) {
	n := k.n
	zr := k.alloc()
	k.comment("Final subtraction: z = t − p, or t when that borrows.")
	k.ins("MOVQ z+0(FP), %s", zr)
	d := make([]string, n)
	for j := 0; j < n; j++ {
		op := "SBBQ"
		if j == 0 {
			op = "SUBQ"
		}
		r := "AX"
		if len(k.free) > 0 {
			r = k.alloc()
			d[j] = r
		}
		k.ins("MOVQ %s, %s", k.out[j], r)
		switch {
		case k.runtime:
			k.ins("%s %d(%s), %s", op, 8*j, k.pr, r)
		case int64(k.p[j]) >= -1<<31 && int64(k.p[j]) < 1<<31:
			k.ins("%s $%d, %s", op, int64(k.p[j]), r)
		default:
			k.ins("MOVQ $%#016x, DX", k.p[j])
			k.ins("%s DX, %s", op, r)
		}
		if d[j] == "" {
			k.ins("MOVQ AX, %d(%s)", 8*j, zr)
		}
	}
	k.ins("SBBQ $0, %s // CF = (t < p)", top)
	for j := 0; j < n; j++ {
		if d[j] != "" {
			k.ins("CMOVQCS %s, %s", k.out[j], d[j])
			k.ins("MOVQ %s, %d(%s)", d[j], 8*j, zr)
			continue
		}
		k.ins("MOVQ %d(%s), AX", 8*j, zr)
		k.ins("CMOVQCS %s, AX", k.out[j])
		k.ins("MOVQ AX, %d(%s)", 8*j, zr)
	}
}
