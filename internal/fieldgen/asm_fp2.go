package main

import (
	"bytes"
	"fmt"
)

// The whole-Fp2 multiplication, squaring and product by ξ = k + u kernels
// of the ADX views Prime4ADX and Prime6ADX (prime_fp2_adx_amd64.s) and of
// the baseline views Prime4 and Prime4M1 (prime_fp2_mulq_amd64.s, MULQ in
// place of MULX, see montMulPSQ and primeFp2MulqAsm), for a tower
// Fp[u]/(u² + 1) over field.Prime. A pairing spends most of its time in
// Fp2 products; written with the view's base kernels, one Fp2
// multiplication is three multiplication calls and four addition or
// subtraction calls, each loading its operands and the modulus and storing
// its result. Here each Fp2 operation is one function: the Montgomery
// multiplications (MULX, ADCX, ADOX), the sums and differences of the
// coefficients and the final combinations, with the intermediates in a
// stack frame and no call.
//
// The multiplication is coarsely integrated operand scanning (CIOS), as
// in prime_adx6_amd64.s: n rows, each t += x_i·y (the low halves of
// x_i·y_j on the carry-flag chain, ADCX, the high halves on the
// overflow-flag chain, ADOX) and then one Montgomery round,
// m = t_0·inv mod 2^64 and t = (t + m·p)/2^64, the words shifting down by
// one register as they are added. Bounds: if t < y + p before a row, then
// after its round t < (y + p + (2^64 − 1)·(y + p))/2^64 = y + p; so for
// any x < 2^(64n) and y < p the result is below 2p, one masked
// subtraction of p makes it canonical, and every intermediate fits n + 1
// words when 2p < 2^(64n). The kernels therefore serve p < 2^(64n − 1)
// only (BN254: 254 bits, BLS12-381: 381 bits); the views test it.
//
// That bound is also what lets the first factor of the Karatsuba product
// be the unreduced sum x0 + x1 < 2p < 2^(64n): the multiplication takes
// any x, while its second factor y0 + y1 is reduced below p.
//
// Reductions are masked: the value minus p (or minus the subtrahend), the
// final borrow turned into an all-ones or zero mask by SBBQ, and p AND
// the mask added back. Straight-line code: no branch, and no memory
// address that depends on the operands (the straight-line test of
// prime_adx_amd64_test.go reads both files; internal/ctcheck disassembles
// the MULQ one).
//
// Measured (min-of-runs wall time on a loaded 2-core EPYC, field/tower
// benchmarks, ADX path): BN254 Fp2Mul 106 → 62 ns (gnark-crypto 54),
// Fp2Square 67 → 54 (37); BLS12-381 Fp2Mul 173 → 116 (112), Fp2Square
// 82 → 76 (77). The ADX views' multiplication has since moved to lazy
// reduction (asm_fp2lazy.go: double-width products, two reductions in place
// of three), and so has the baseline (MULQ) one (asm_fp2lazy_mulq.go).

// fp2Asm emits one kernel of prime_fp2_adx_amd64.s or
// prime_fp2_mulq_amd64.s.
type fp2Asm struct {
	body bytes.Buffer
	n    int
	inv  string // the FP operand of inv
	// mulq selects the baseline kernels (MULQ, ADDQ/ADCQ; no BMI2 or ADX)
	// of prime_fp2_mulq_amd64.s and prime_fp2lazy_mulq_amd64.s.
	mulq bool
	// rot is how far the rows of asm_fp2lazy.go's wideMul and redc have
	// rotated the accumulator registers: each row frees t_0 and renames
	// t_1..t_n to t_0..t_(n−1) instead of moving them.
	rot int
}

// mem is a memory operand: a base register and a byte offset.
type mem struct {
	base string
	off  int
}

func (m mem) limb(j int) string { return fmt.Sprintf("%d(%s)", m.off+8*j, m.base) }

// acc returns the accumulator registers: t_0..t_(n−1) and the top word.
func (k *fp2Asm) acc() []string {
	pool := []string{"R8", "R9", "R10", "R11", "R12", "R13", "R14"}[:k.n+1]
	t := make([]string, len(pool))
	for j := range t {
		t[j] = pool[(k.rot+j)%len(pool)]
	}
	return t
}

func (k *fp2Asm) ins(format string, args ...any) {
	k.body.WriteByte('\t')
	fmt.Fprintf(&k.body, format, args...)
	k.body.WriteByte('\n')
}

func (k *fp2Asm) comment(format string, args ...any) {
	k.body.WriteString("\n\t// ")
	fmt.Fprintf(&k.body, format, args...)
	k.body.WriteByte('\n')
}

// The modulus lives in R15 throughout; AX and BX are scratch, CX is zero
// for the carry tails and DX the MULX multiplier.
const fp2P = "R15"

// load sets t = a.
func (k *fp2Asm) load(a mem) {
	for j, r := range k.acc()[:k.n] {
		k.ins("MOVQ %s, %s", a.limb(j), r)
	}
}

// store writes t to z.
func (k *fp2Asm) store(z mem) {
	for j, r := range k.acc()[:k.n] {
		k.ins("MOVQ %s, %s", r, z.limb(j))
	}
}

// addBack adds p AND the mask in BX to t, dropping the carry out (it
// cancels the borrow that made the mask). ANDQ clears the carry flag, so
// the masked limbs of p are all made first, in the registers of
// temps, and then added in one carry chain.
func (k *fp2Asm) addBack() {
	tmp := k.temps()
	for j := range k.n {
		k.ins("MOVQ %d(%s), %s", 8*j, fp2P, tmp[j])
		k.ins("ANDQ BX, %s", tmp[j])
	}
	for j, r := range k.acc()[:k.n] {
		k.ins("%s %s, %s", carryOp(j, "ADDQ", "ADCQ"), tmp[j], r)
	}
}

// temps returns n registers outside the accumulator, BX, and R15: the
// masked limbs of p in addBack. At 6 limbs they include SI and DI, so
// the operand pointers are loaded again after every reduction.
func (k *fp2Asm) temps() []string {
	regs := []string{"AX", "CX", "DX", k.acc()[k.n]} // the top word of the accumulator is free here
	for r := 8 + k.n + 1; r <= 14; r++ {
		regs = append(regs, fmt.Sprintf("R%d", r))
	}
	return append(regs, "SI", "DI")[:k.n]
}

// subP subtracts p from t, turns the final borrow (less the carry word in
// BX, when carry is set) into the mask BX, and adds p back under it: for
// t < 2p, t mod p.
func (k *fp2Asm) subP(carry bool) {
	for j, r := range k.acc()[:k.n] {
		k.ins("%s %d(%s), %s", carryOp(j, "SUBQ", "SBBQ"), 8*j, fp2P, r)
	}
	if carry {
		k.ins("SBBQ $0, BX // −1 exactly when t < p")
	} else {
		k.ins("SBBQ BX, BX // −1 exactly when t < p")
	}
	k.addBack()
}

// sumUnreduced sets t = a + b for a, b < p, as an integer (below 2p, so
// in n words).
func (k *fp2Asm) sumUnreduced(a, b mem) {
	k.load(a)
	for j, r := range k.acc()[:k.n] {
		k.ins("%s %s, %s", carryOp(j, "ADDQ", "ADCQ"), b.limb(j), r)
	}
}

// addMod sets t = a + b mod p for a, b < p.
func (k *fp2Asm) addMod(a, b mem) {
	k.load(a)
	k.ins("XORL BX, BX")
	for j, r := range k.acc()[:k.n] {
		k.ins("%s %s, %s", carryOp(j, "ADDQ", "ADCQ"), b.limb(j), r)
	}
	k.ins("ADCQ $0, BX // the carry word of the sum")
	k.subP(true)
}

// subMod sets t = t − b mod p for t, b < p (a loads t first when not nil).
func (k *fp2Asm) subMod(a *mem, b mem) {
	if a != nil {
		k.load(*a)
	}
	for j, r := range k.acc()[:k.n] {
		k.ins("%s %s, %s", carryOp(j, "SUBQ", "SBBQ"), b.limb(j), r)
	}
	k.ins("SBBQ BX, BX // −1 exactly when the subtraction borrowed")
	k.addBack()
}

// montMul sets t = x·y·2^(−64n) mod p, canonical, for x < 2^(64n) and
// y < p (CIOS, see the top of this file; on MULQ, asm_fp2lazy_mulq.go's
// product scanning).
func (k *fp2Asm) montMul(x, y mem) {
	if k.mulq {
		k.montMulPSQ(x, y)
		return
	}
	k.montMulCIOS(x, y)
	k.ins("// t < y + p < 2p: subtract p once.")
	k.subP(false)
}

// montMulCIOS sets t = x·y·2^(−64n) mod p + (0 or p), below 2p: the rows
// and rounds of montMul without its final subtraction, shared with
// prime_adx6_amd64.s (asm_adx.go).
func (k *fp2Asm) montMulCIOS(x, y mem) {
	n, t := k.n, k.acc()
	for i := 0; i < n; i++ {
		k.ins("MOVQ %s, DX", x.limb(i))
		k.mulxRow(y.limbs(0, n), t, min(i, rowFresh))
		// The round: t_0 + m·p_0 ≡ 0 mod 2^64 leaves only its carry.
		k.ins("MOVQ %s, DX", t[0])
		k.ins("IMULQ %s, DX", k.inv)
		k.ins("XORQ CX, CX")
		k.ins("MULXQ 0(%s), AX, BX", fp2P)
		k.ins("ADCXQ %s, AX", t[0])
		k.ins("MOVQ BX, %s", t[0])
		k.ins("ADCXQ %s, %s", t[1], t[0])
		for j := 1; j < n; j++ {
			k.ins("MULXQ %d(%s), AX, %s", 8*j, fp2P, t[j])
			k.ins("ADOXQ AX, %s", t[j-1])
			k.ins("ADCXQ %s, %s", t[j+1], t[j])
		}
		k.ins("ADOXQ CX, %s", t[n-1])
	}
}

// text writes the kernel with its TEXT line.
func (k *fp2Asm) text(buf *bytes.Buffer, name, params string, frame, args int) {
	fmt.Fprintf(buf, "\n// func %s(%s)\n", name, params)
	fmt.Fprintf(buf, "TEXT ·%s(SB), NOSPLIT, $%d-%d\n", name, frame, args)
	buf.Write(k.body.Bytes())
	buf.WriteString("\tRET\n")
}

// emitFp2Square writes fp2Square%dADXAsm: z0 = (x0 + x1)(x0 − x1) and
// z1 = (2·x0)·x1, the first factors unreduced (below 2p).
func emitFp2Square(buf *bytes.Buffer, n int, mulq bool) {
	k := &fp2Asm{n: n, inv: "inv+40(FP)", mulq: mulq}
	w := 8 * n
	s, d, e, v := mem{"SP", 0}, mem{"SP", w}, mem{"SP", 2 * w}, mem{"SP", 3 * w}
	si, di := mem{"SI", 0}, mem{"DI", 0}
	k.ins("MOVQ p+32(FP), %s", fp2P)
	k.ins("MOVQ x0+16(FP), SI")
	k.ins("MOVQ x1+24(FP), DI")
	k.comment("s = x0 + x1 and e = 2·x0, unreduced (below 2p): first factors take any x.")
	k.sumUnreduced(si, di)
	k.store(s)
	k.sumUnreduced(si, si)
	k.store(e)
	k.comment("d = x0 − x1 mod p.")
	k.subMod(&si, di)
	k.store(d)
	k.comment("v = s·d, kept in the frame.")
	k.montMul(s, d)
	k.store(v)
	k.comment("z1 = e·x1, written once every read of x is done; then z0 = v.")
	k.ins("MOVQ x1+24(FP), DI")
	k.montMul(e, di)
	k.ins("MOVQ z1+8(FP), DI")
	k.store(di)
	k.load(v)
	k.ins("MOVQ z0+0(FP), DI")
	k.store(di)
	k.text(buf, fmt.Sprintf("fp2Square%d%sAsm", n, fp2Suffix(mulq)), "z0, z1, x0, x1, p *PrimeElement, inv uint64", 4*w, 48)
}

// fp2SmallMax bounds the k of fp2MulSmallNADXAsm: k ≤ 15, so k·x + y <
// 16p and four masked subtractions (of 8p, 4p, 2p and p) reduce it.
const fp2SmallMax = 15

// smallTimes sets t = k·x + y (− w when w is not nil) in n + 1 words, k
// in DX. Called with y = p and w < p, or y < p and no w, it is at most
// 15·(p − 1) + p < 16p, and never negative.
func (k *fp2Asm) smallTimes(x, y mem, w *mem) {
	n, t := k.n, k.acc()
	if k.mulq { // k read from the frame by MULQ; the high word rides in CX
		for j := 0; j < n; j++ {
			k.ins("MOVQ %s, AX", x.limb(j))
			k.ins("MULQ k+48(FP)")
			if j > 0 {
				k.ins("ADDQ CX, AX")
				k.ins("ADCQ $0, DX")
			}
			k.ins("MOVQ AX, %s", t[j])
			k.ins("MOVQ DX, CX")
		}
		k.ins("MOVQ CX, %s", t[n])
	} else {
		k.mulxRow(x.limbs(0, n), t, rowFirst)
	}
	for j := range n {
		k.ins("%s %s, %s", carryOp(j, "ADDQ", "ADCQ"), y.limb(j), t[j])
	}
	k.ins("ADCQ $0, %s", t[n])
	if w == nil {
		return
	}
	for j := range n {
		k.ins("%s %s, %s", carryOp(j, "SUBQ", "SBBQ"), w.limb(j), t[j])
	}
	k.ins("SBBQ $0, %s", t[n])
}

// reduceSmall reduces t < 16p (n + 1 words) below p: for m = 8p, 4p, 2p,
// p in turn (BX points to 2p, 4p, 8p, each a PrimeElement; p's limb n is
// zero), t is saved in the frame at save, m subtracted, and the saved
// words taken back by CMOVQCS (a load whatever the flag) where that
// borrowed. Each step halves the bound.
func (k *fp2Asm) reduceSmall(save mem) {
	t := k.acc()
	for _, m := range []mem{{"BX", 144}, {"BX", 72}, {"BX", 0}, {fp2P, 0}} {
		for j, r := range t {
			k.ins("MOVQ %s, %s", r, save.limb(j))
		}
		for j, r := range t {
			k.ins("%s %s, %s", carryOp(j, "SUBQ", "SBBQ"), m.limb(j), r)
		}
		for j, r := range t {
			k.ins("CMOVQCS %s, %s", save.limb(j), r)
		}
	}
}

// emitFp2MulSmall writes fp2MulSmall%dADXAsm: z0 = k·x0 − x1 and
// z1 = k·x1 + x0, the product by ξ = k + u for a public 0 ≤ k ≤ 15.
func emitFp2MulSmall(buf *bytes.Buffer, n int, mulq bool) {
	k := &fp2Asm{n: n, mulq: mulq}
	w := 8 * n
	save, a := mem{"SP", 0}, mem{"SP", w + 8}
	si, di := mem{"SI", 0}, mem{"DI", 0}
	k.ins("MOVQ p+32(FP), %s", fp2P)
	k.ins("MOVQ m+40(FP), BX")
	if !mulq {
		k.ins("MOVQ k+48(FP), DX")
	}
	k.ins("MOVQ x0+16(FP), SI")
	k.ins("MOVQ x1+24(FP), DI")
	k.comment("a = k·x0 + p − x1 mod p, kept in the frame.")
	k.smallTimes(si, mem{fp2P, 0}, &di)
	k.reduceSmall(save)
	k.store(a)
	k.comment("z1 = k·x1 + x0 mod p, written once every read of x is done.")
	k.smallTimes(di, si, nil)
	k.reduceSmall(save)
	k.ins("MOVQ z1+8(FP), DI")
	k.store(di)
	k.comment("z0 = a.")
	k.load(a)
	k.ins("MOVQ z0+0(FP), DI")
	k.store(di)
	k.text(buf, fmt.Sprintf("fp2MulSmall%d%sAsm", n, fp2Suffix(mulq)), "z0, z1, x0, x1, p, m *PrimeElement, k uint64", 2*w+8, 56)
}

// fp2AsmLimbs are the limb counts with ADX views (Prime4ADX, Prime6ADX).
var fp2AsmLimbs = []int{4, 6}

// primeFp2Asm returns prime_fp2_adx_amd64.s.
func primeFp2Asm() []byte {
	s := asmFileHeader(`// Whole-Fp2 squaring, u² = −1, for the ADX views of field.Prime
// (Prime4ADX, Prime6ADX) with p < 2^(64n − 1) (the multiplication is in
// prime_fp2lazy_adx_amd64.s): two CIOS Montgomery multiplications with MULX, ADCX and ADOX and the
// coefficient sums and differences in one function, no call; see
// internal/fieldgen/asm_fp2.go for the method and its bounds.
// Straight-line code, no memory address that depends on the operands.
`)
	for _, n := range fp2AsmLimbs { // the ADX multiplication is asm_fp2lazy.go's
		emitFp2Square(s, n, false)
		emitFp2MulSmall(s, n, false)
	}
	return append(bytes.TrimRight(s.Bytes(), "\n"), '\n')
}

// fp2Suffix names the kernels of either file: fp2Mul4ADXAsm, fp2Mul4Asm.
func fp2Suffix(mulq bool) string {
	if mulq {
		return ""
	}
	return "ADX"
}

// primeFp2MulqAsm returns prime_fp2_mulq_amd64.s, the squaring and
// product by k + u for processors without BMI2 and ADX (the views Prime4
// and Prime4M1): MULQ in place of MULX, one carry chain in place of two,
// and for the multiplications of the squaring asm_fp2lazy_mulq.go's
// product scanning. With the CIOS multiplication they beat the view's
// kernel calls at 4 limbs (valgrind, field/tower BN254: Fp2Square 695 →
// 632 instructions) but lost at 6 (BLS12-381 Fp2Square 1155 → 1258:
// seven instructions per partial product against five); product scanning
// took the 4-limb squaring from 554 to 464 instructions. The
// multiplication (and the 6-limb squaring) are in
// prime_fp2lazy_mulq_amd64.s.
func primeFp2MulqAsm() []byte {
	s := asmFileHeader(`// Whole-Fp2 squaring and product by k + u, u² = −1, for
// the baseline views of field.Prime of 4 limbs (Prime4, Prime4M1) with
// p < 2^255, for x86-64 without BMI2 or ADX: the kernels of
// prime_fp2_adx_amd64.s with MULQ and one carry chain, the
// multiplications by product scanning; see internal/fieldgen/asm_fp2.go
// and asm_fp2lazy_mulq.go. Straight-line code, no memory address that
// depends on the operands.
`)
	emitFp2Square(s, 4, true)
	emitFp2MulSmall(s, 4, true)
	return append(bytes.TrimRight(s.Bytes(), "\n"), '\n')
}
