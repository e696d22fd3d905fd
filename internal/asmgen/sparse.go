// Package asmgen emits the x86-64 assembly text of field arithmetic that
// more than one generator writes: internal/fieldgen writes the P-256-shape
// kernels of field/fpr256 and field.Prime with it, and internal/enginegen
// writes the same kernels inline in the point formulas it turns into one
// assembly function. Each emitter writes the instructions of one field
// operation on operands in memory, so that a kernel and its inline copies
// are the same text.
package asmgen

import (
	"bytes"
	"fmt"
)

// Mem is a field element of four limbs in memory: limb j at Off + 8j from
// the register Base (SP for a frame slot).
type Mem struct {
	Base string
	Off  int
}

// Limb returns the operand of limb j.
func (m Mem) Limb(j int) string { return fmt.Sprintf("%d(%s)", m.Off+8*j, m.Base) }

// Asm collects assembly text, one instruction a line.
type Asm struct{ bytes.Buffer }

// Ins writes one instruction.
func (a *Asm) Ins(format string, args ...any) {
	a.WriteByte('\t')
	fmt.Fprintf(a, format, args...)
	a.WriteByte('\n')
}

// Comment writes a comment line after an empty line.
func (a *Asm) Comment(text string) { a.WriteString("\n\t// " + text + "\n") }

// t are the registers of the 512-bit product t0..t7 of the Sparse kernels.
var t = []string{"R8", "R9", "R10", "R11", "R12", "R13", "R14", "R15"}

// Sparse emits the baseline x86-64 (MULQ) Montgomery multiplication and
// squaring, and the modular addition and subtraction, for a 4-limb modulus
// of the P-256 shape, p = p_3·2^192 + 2^(64+s) − 1 with 0 < s < 64 (P-256:
// s = 32, p_3 = 2^64 − 2^32 + 1): p ≡ −1 mod 2^64, so the Montgomery
// digit of a round is the low word itself, p_1 = 2^s − 1 and p_2 = 0.
//
// The multiplication and squaring separate the product from the
// reduction:
//
//  1. the 512-bit product t0..t7: for the multiplication column by column
//     (Mul); for the squaring the six cross products x_i·x_j (i < j) once,
//     row by row, into t1..t6, doubled by one ADDQ/ADCQ chain into t1..t7,
//     then the four squares x_i² added, the high word of each riding into
//     the next square's pair (MULQ clobbers the flags, so each square's
//     carry is folded into its high word before the next MULQ);
//  2. four Montgomery rounds on the low half s = t0..t3 alone: with
//     m = s_0, s + m·p = (s − s_0) + m·2^(64+s) + m·p_3·2^192, so
//     (s + m·p)/2^64 adds m·2^s (two shifts) and m·p_3·2^128 (one MULQ)
//     to the three upper words, whose top word is the high word of
//     m·p_3 plus the carry. s stays below 2^256: it starts there, and
//     ⌊s/2^64⌋ + m·2^s + m·p_3·2^128 < 2^192 + 2^127 + (2^64 − 1)²·2^128
//     < 2^256. After four rounds s = (t_low + M·p)/2^256 ≤ p for the
//     digits M < 2^256;
//  3. the high half t4..t7 added (it is below p when x·y < p·2^256, so the
//     sum is below 2p, in four words and a carry), and a masked
//     subtraction of p (CMOVQCS on the final borrow) (Reduce).
//
// Straight-line code, no memory access that depends on the operands.
// Registers: R8..R15 (t0..t7), AX and DX (MULQ), BX and CX, DI (p_3),
// and SI when P is nil (the modulus pointer); the operands' base
// registers must be other than these, or SI and DI read before they are
// written (x and y of the kernels). No frame, so BP is left alone.
type Sparse struct {
	P    []uint64 // the modulus, baked in as immediates, or nil
	PArg string   // without P: the argument that points to the modulus
	S    int      // the s of the shape
}

// Square emits t0..t7 = x² for x < 2^256.
func (k Sparse) Square(b *Asm, x Mem) {
	b.Comment("The cross products x_i·x_j, i < j, into t1..t6: row x0, then x1, then x2.")
	crossRow0(b, x)
	// Row x1: x1·x2 at t3, x1·x3 at t4; the partial sum stays below 2^384,
	// so nothing carries out of t5.
	b.Ins("XORL %s, %s", t[5], t[5])
	b.Ins("MOVQ %s, AX", x.Limb(1))
	b.Ins("MULQ %s", x.Limb(2))
	b.Ins("ADDQ AX, %s", t[3])
	b.Ins("ADCQ DX, %s", t[4])
	b.Ins("ADCQ $0, %s", t[5])
	b.Ins("MOVQ %s, AX", x.Limb(1))
	b.Ins("MULQ %s", x.Limb(3))
	b.Ins("ADDQ AX, %s", t[4])
	b.Ins("ADCQ DX, %s // no carry out: the partial sum is below 2^384", t[5])
	b.Ins("MOVQ %s, AX", x.Limb(2))
	b.Ins("MULQ %s", x.Limb(3))
	b.Ins("ADDQ AX, %s", t[5])
	b.Ins("ADCQ $0, DX")
	b.Ins("MOVQ DX, %s", t[6])

	b.Comment("Doubled into t1..t7.")
	b.Ins("XORL %s, %s", t[7], t[7])
	b.Ins("ADDQ %s, %s", t[1], t[1])
	for j := 2; j <= 7; j++ {
		b.Ins("ADCQ %s, %s", t[j], t[j])
	}

	b.Comment("Plus the squares x_i²·2^(128i); each carry rides in the high word of\n\t// its square (below 2^64 − 1), added to the next pair.")
	b.Ins("MOVQ %s, AX", x.Limb(0))
	b.Ins("MULQ AX")
	b.Ins("MOVQ AX, %s", t[0])
	b.Ins("MOVQ DX, BX")
	for i := 1; i <= 3; i++ {
		b.Ins("MOVQ %s, AX", x.Limb(i))
		b.Ins("MULQ AX")
		b.Ins("ADDQ BX, %s", t[2*i-1])
		b.Ins("ADCQ AX, %s", t[2*i])
		if i < 3 {
			b.Ins("ADCQ $0, DX")
			b.Ins("MOVQ DX, BX")
		} else {
			b.Ins("ADCQ DX, %s // below 2^64: x² < 2^512", t[7])
		}
	}
}

// Mul emits t0..t7 = x·y: mulqProduct.
func (k Sparse) Mul(b *Asm, x, y Mem) { mulqProduct(b, x, y) }

// mulqProduct emits t0..t7 = x·y for 4-word x and y on MULQ, column by
// column (product scanning), column k summing x_i·y_(k−i) into t_k,
// t_(k+1) and the carry word t_(k+2), which is zeroed first: the
// accumulator of column k + 1 is then the two words the column leaves
// above t_k, with no moves between columns. MULQ overwrites the carry
// flag, so no carry chain runs across two products. Sparse (P-256) and
// Fp25519 both multiply with it.
func mulqProduct(b *Asm, x, y Mem) {
	b.Comment("The product x·y into t0..t7, column by column.")
	b.Ins("MOVQ %s, AX", x.Limb(0))
	b.Ins("MULQ %s", y.Limb(0))
	b.Ins("MOVQ AX, %s", t[0])
	b.Ins("MOVQ DX, %s", t[1])
	for c := 1; c <= 6; c++ {
		first := true
		for i := max(0, c-3); i <= min(c, 3); i++ {
			b.Ins("MOVQ %s, AX", x.Limb(i))
			b.Ins("MULQ %s", y.Limb(c-i))
			switch {
			case c == 1 && first:
				// t2 is still free: the first product's high word and
				// carry go there directly.
				b.Ins("ADDQ AX, %s", t[1])
				b.Ins("ADCQ $0, DX")
				b.Ins("MOVQ DX, %s", t[2])
				b.Ins("XORL %s, %s", t[3], t[3])
			case c == 6:
				// The last column: x_3·y_3 plus the carries is below 2^128.
				b.Ins("ADDQ AX, %s", t[6])
				b.Ins("ADCQ DX, %s", t[7])
			default:
				b.Ins("ADDQ AX, %s", t[c])
				b.Ins("ADCQ DX, %s", t[c+1])
				b.Ins("ADCQ $0, %s", t[c+2])
			}
			first = false
		}
		if c < 5 {
			// Zero the carry word of the next column (flags are free here).
			b.Ins("XORL %s, %s", t[c+3], t[c+3])
		}
	}
}

// Reduce emits the end of both kernels: the four Montgomery rounds on
// t0..t3 (R8..R11), the addition of t4..t7 (R12..R15) and the masked
// subtraction of p, with the store to z. The high word of the last round
// stays in DX. p_3 comes from the immediate of a baked modulus, or from
// the modulus PArg points to, which also gives the limbs of the final
// subtraction. zLoad, when not empty, is the instruction that loads z's
// base register (after the last use of DI as p_3).
func (k Sparse) Reduce(b *Asm, zLoad string, z Mem) {
	b.Comment(fmt.Sprintf("Four Montgomery rounds on t0..t3: m = s_0, s = ⌊s/2^64⌋ + m·2^%d + m·p_3·2^128.", k.S))
	k.loadP3(b)
	w := []string{t[0], t[1], t[2], t[3]}
	for r := range 4 {
		b.Ins("MOVQ DI, AX")
		b.Ins("MULQ %s", w[0])
		b.Ins("MOVQ %s, CX", w[0])
		b.Ins("SHLQ $%d, CX", k.S)
		b.Ins("SHRQ $%d, %s", 64-k.S, w[0])
		b.Ins("ADDQ CX, %s", w[1])
		b.Ins("ADCQ %s, %s", w[0], w[2])
		b.Ins("ADCQ AX, %s", w[3])
		b.Ins("ADCQ $0, DX")
		if r < 3 {
			b.Ins("MOVQ DX, %s", w[0])
		}
		w = append(w[1:], w[0])
	}
	out := []string{t[0], t[1], t[2], "DX"} // DX: the top word of the last round
	k.addHigh(b, out)
	k.subP(b, out, zLoad, z)
}

// loadP3 emits DI = p_3, from the immediate of a baked modulus or from the
// modulus PArg points to (its pointer left in SI).
func (k Sparse) loadP3(b *Asm) {
	if k.P != nil {
		b.Ins("MOVQ $%#016x, DI // p_3", k.P[3])
	} else {
		b.Ins("MOVQ %s, SI", k.PArg)
		b.Ins("MOVQ 24(SI), DI // p_3")
	}
}

// addHigh emits the addition of the high half t4..t7 to the reduced low
// half s (four registers other than R12..R15), the carry into BX.
func (k Sparse) addHigh(b *Asm, s []string) {
	b.Comment("Plus the high half t4..t7: below 2p, in four words and the carry BX.")
	b.Ins("XORL BX, BX")
	for j := range 4 {
		b.Ins("%s %s, %s", carryOp(j, "ADDQ", "ADCQ"), t[4+j], s[j])
	}
	b.Ins("ADCQ $0, BX")
}

// subP emits the final subtraction of Reduce and Add: z = s − p, or s
// when that borrows (less the carry word BX), s < 2p in the registers s
// (none of R12..R15), with p_3 in DI.
func (k Sparse) subP(b *Asm, s []string, zLoad string, z Mem) {
	b.Comment("Final subtraction: z = t − p, or t when that borrows.")
	d := t[4:]
	for j := range 4 {
		op := carryOp(j, "SUBQ", "SBBQ")
		b.Ins("MOVQ %s, %s", s[j], d[j])
		switch {
		case j == 3:
			b.Ins("%s DI, %s", op, d[j])
		case k.P == nil:
			b.Ins("%s %d(SI), %s", op, 8*j, d[j])
		case int64(k.P[j]) >= -1<<31 && int64(k.P[j]) < 1<<31:
			b.Ins("%s $%d, %s", op, int64(k.P[j]), d[j])
		default:
			b.Ins("MOVQ $%#016x, AX", k.P[j])
			b.Ins("%s AX, %s", op, d[j])
		}
	}
	b.Ins("SBBQ $0, BX // CF = (t < p)")
	for j := range 4 {
		b.Ins("CMOVQCS %s, %s", s[j], d[j])
	}
	if zLoad != "" {
		b.Ins("%s", zLoad)
	}
	for j := range 4 {
		b.Ins("MOVQ %s, %s", d[j], z.Limb(j))
	}
}

// Add emits z = x + y mod p for x, y < p: s = x + y in R8..R11 and the
// carry BX, then the final subtraction of Reduce. P must be baked in.
// x and y are read before z is written, so z may alias either.
func (k Sparse) Add(b *Asm, x, y Mem, zLoad string, z Mem) {
	s := t[:4]
	b.Ins("XORL BX, BX")
	for j := range 4 {
		b.Ins("MOVQ %s, %s", x.Limb(j), s[j])
	}
	for j := range 4 {
		b.Ins("%s %s, %s", carryOp(j, "ADDQ", "ADCQ"), y.Limb(j), s[j])
	}
	b.Ins("ADCQ $0, BX")
	b.Ins("MOVQ $%#016x, DI // p_3", k.P[3])
	k.subP(b, s, zLoad, z)
}

// Sub emits z = x − y mod p for x, y < p: d = x − y in R8..R11, the
// borrow saved as the mask BX = −b, then p·b added as the limbs of p
// masked by BX (p_j = 2^64 − 1 is BX itself, p_j = 0 a carry only). P must
// be baked in. x and y are read before z is written.
func (k Sparse) Sub(b *Asm, x, y Mem, zLoad string, z Mem) {
	d := t[:4]
	for j := range 4 {
		b.Ins("MOVQ %s, %s", x.Limb(j), d[j])
	}
	for j := range 4 {
		b.Ins("%s %s, %s", carryOp(j, "SUBQ", "SBBQ"), y.Limb(j), d[j])
	}
	b.Ins("SBBQ BX, BX // BX = −borrow")
	m := t[4:]
	for j := range 4 {
		switch k.P[j] {
		case 0:
		case ^uint64(0):
			b.Ins("MOVQ BX, %s", m[j])
		default:
			b.Ins("MOVQ $%#016x, %s", k.P[j], m[j])
			b.Ins("ANDQ BX, %s", m[j])
		}
	}
	for j := range 4 {
		op := carryOp(j, "ADDQ", "ADCQ")
		if k.P[j] == 0 {
			b.Ins("%s $0, %s", op, d[j])
		} else {
			b.Ins("%s %s, %s", op, m[j], d[j])
		}
	}
	if zLoad != "" {
		b.Ins("%s", zLoad)
	}
	for j := range 4 {
		b.Ins("MOVQ %s, %s", d[j], z.Limb(j))
	}
}

// carryOp is the first instruction of a carry chain at limb 0, the
// carrying one after.
func carryOp(j int, first, rest string) string {
	if j == 0 {
		return first
	}
	return rest
}

// The masked choices of a constant-time formula, on four-limb elements of
// any of these fields: they only move and combine words, with no branch
// and no address that depends on a value.

// IsZeroMask emits mask = all ones if the four limbs of x are zero and 0
// otherwise (x OR-ed into one word w; w − 1 borrows exactly when w = 0, and
// SBBQ turns the borrow into the mask), stored at mask.
func IsZeroMask(b *Asm, x, mask Mem) {
	b.Comment("The mask: all ones if x = 0, else 0.")
	b.Ins("MOVQ %s, AX", x.Limb(0))
	for j := 1; j < 4; j++ {
		b.Ins("ORQ %s, AX", x.Limb(j))
	}
	b.Ins("SUBQ $1, AX")
	b.Ins("SBBQ AX, AX")
	b.Ins("MOVQ AX, %s", mask.Limb(0))
}

// SelectMask emits z = x where the mask at mask is all ones and z = y
// where it is 0, limb by limb y ⊕ (mask ∧ (x ⊕ y)); it reads x and y before
// it loads z's base (zLoad, if not "") and writes z.
func SelectMask(b *Asm, x, y, mask Mem, zLoad string, z Mem) {
	b.Comment("z = x if the mask is all ones, else y.")
	b.Ins("MOVQ %s, CX", mask.Limb(0))
	for j := range 4 {
		b.Ins("MOVQ %s, %s", x.Limb(j), t[j])
		b.Ins("MOVQ %s, AX", y.Limb(j))
		b.Ins("XORQ AX, %s", t[j])
		b.Ins("ANDQ CX, %s", t[j])
		b.Ins("XORQ AX, %s", t[j])
	}
	if zLoad != "" {
		b.Ins("%s", zLoad)
	}
	for j := range 4 {
		b.Ins("MOVQ %s, %s", t[j], z.Limb(j))
	}
}

// Copy emits z = x; it reads x before it loads z's base (zLoad, if not "").
func Copy(b *Asm, x Mem, zLoad string, z Mem) {
	for j := range 4 {
		b.Ins("MOVQ %s, %s", x.Limb(j), t[j])
	}
	if zLoad != "" {
		b.Ins("%s", zLoad)
	}
	for j := range 4 {
		b.Ins("MOVQ %s, %s", t[j], z.Limb(j))
	}
}
