package asmgen

import "fmt"

// The MULX/ADCX/ADOX (BMI2 and ADX) rows, products and squares: one row
// t += DX·a on the two carry chains (MulxRow) serves internal/fieldgen's
// kernels of field.Prime (the CIOS rows, the 4-limb product and square,
// the reduction rounds, the whole-Fp2 kernels) and SparseADX below, whose
// kernels fieldgen writes as field/fpr256's ADX multiplication and squaring
// and internal/enginegen inline in P-256's Jacobian doubling.
//
// Registers: DX is the multiplier, AX and BX receive the halves of each
// product, CX is zeroed for the carry tails; the operands are memory or
// registers other than these.

// The shapes of a row t += DX·a (a: the operands a_0..a_(k−1), t: k + 1
// registers).
const (
	// RowFirst sets t = DX·a, t empty, on one carry chain (MULX leaves
	// the flags alone, so ADDQ/ADCQ carry across it).
	RowFirst = iota
	// RowFresh adds DX·a to t_0..t_(k−1) and writes t_k, the high half of
	// the last product plus both carries: the low halves of DX·a_j on CF
	// (ADCX), the high halves on OF (ADOX), CX zero.
	RowFresh
	// RowInto adds DX·a to t_0..t_k, t_k holding a word already; the two
	// carries out of t_k are left in CF and OF for the caller (ripple).
	RowInto
)

// Kernels are the field operations of a kernel family, as Sparse,
// SparseADX (P-256) and Fp25519 (2^255 − 19, MULQ or ADX) emit them: Mul or Square writes the 512-bit product t0..t7,
// Reduce reduces it into z; Add and Sub write z directly. Each reads all
// its operands before it writes z (loading z's base register with zLoad,
// when not empty, first), so z may alias them.
type Kernels interface {
	Mul(b *Asm, x, y Mem)
	Square(b *Asm, x Mem)
	Reduce(b *Asm, zLoad string, z Mem)
	Add(b *Asm, x, y Mem, zLoad string, z Mem)
	Sub(b *Asm, x, y Mem, zLoad string, z Mem)
}

// Ins is where an emitter writes its instructions, one a call.
type Ins func(format string, args ...any)

// MulxRow emits one row t += DX·a of the given shape.
func MulxRow(ins Ins, a, t []string, shape int) {
	n := len(a)
	switch {
	case shape == RowFirst:
		ins("MULXQ %s, %s, %s", a[0], t[0], t[1])
		for j := 1; j < n; j++ {
			ins("MULXQ %s, AX, %s", a[j], t[j+1])
			ins("%s AX, %s", carryOp(j-1, "ADDQ", "ADCQ"), t[j])
		}
		if n > 1 {
			ins("ADCQ $0, %s", t[n])
		}
	case shape == RowFresh && n == 1: // one chain is enough
		ins("MULXQ %s, AX, %s", a[0], t[1])
		ins("ADDQ AX, %s", t[0])
		ins("ADCQ $0, %s", t[1])
	case shape == RowFresh:
		ins("XORQ CX, CX")
		for j := 0; j < n-1; j++ {
			ins("MULXQ %s, AX, BX", a[j])
			ins("ADCXQ AX, %s", t[j])
			ins("ADOXQ BX, %s", t[j+1])
		}
		ins("MULXQ %s, AX, %s", a[n-1], t[n])
		ins("ADCXQ AX, %s", t[n-1])
		ins("ADOXQ CX, %s", t[n])
		ins("ADCXQ CX, %s", t[n])
	default: // RowInto
		ins("XORQ CX, CX")
		for j := 0; j < n; j++ {
			ins("MULXQ %s, AX, BX", a[j])
			ins("ADCXQ AX, %s", t[j])
			ins("ADOXQ BX, %s", t[j+1])
		}
	}
}

// MulxProduct emits t_0..t_(2n−1) = x·y for the n limbs x and y, row by
// row (separated operand scanning: row x_0 first, x_1..x_(n−1)
// accumulated on both chains).
func MulxProduct(ins Ins, x, y, t []string) {
	n := len(x)
	for i := range n {
		ins("MOVQ %s, DX", x[i])
		MulxRow(ins, y, t[i:i+n+1], min(i, RowFresh))
	}
}

// MulxSquare emits t_0..t_(2n−1) = x² for the n limbs x: the cross
// products x_i·x_j, i < j, into t_1..t_(2n−2); then, on two chains, those
// doubled (ADCX) while the squares x_i² are added (ADOX).
func MulxSquare(ins Ins, x, t []string) {
	n := len(x)
	for i := 0; i < n-1; i++ {
		ins("MOVQ %s, DX", x[i])
		MulxRow(ins, x[i+1:], t[2*i+1:i+n+1], min(i, RowFresh))
	}
	ins("XORQ CX, CX")
	for i := range n {
		ins("MOVQ %s, DX", x[i])
		switch i {
		case 0:
			ins("MULXQ DX, %s, AX", t[0])
			ins("ADCXQ %s, %s", t[1], t[1])
			ins("ADOXQ AX, %s", t[1])
		case n - 1:
			ins("MULXQ DX, AX, %s", t[2*n-1])
			ins("ADCXQ %s, %s", t[2*n-2], t[2*n-2])
			ins("ADOXQ AX, %s", t[2*n-2])
			ins("ADCXQ CX, %s", t[2*n-1])
			ins("ADOXQ CX, %s", t[2*n-1])
		default:
			ins("MULXQ DX, AX, BX")
			ins("ADCXQ %s, %s", t[2*i], t[2*i])
			ins("ADOXQ AX, %s", t[2*i])
			ins("ADCXQ %s, %s", t[2*i+1], t[2*i+1])
			ins("ADOXQ BX, %s", t[2*i+1])
		}
	}
}

// SparseADX is Sparse with MULX, ADCX and ADOX: the product and the square
// of MulxProduct and MulxSquare into t0..t7 (R8..R15), and the same four
// Montgomery rounds on t0..t3 with the digit's product m·p_3 by MULX, which
// reads m from DX and leaves it there, so DX itself is shifted for m·2^s
// and the high word goes straight into the register the digit has just
// left: the four words rotate through five registers (R8..R11 and CX)
// with no moves, ending in CX, R8, R9, R10. The addition of the high half,
// the masked subtraction of p, Add and Sub are Sparse's. The bounds are
// Sparse's (the same rounds); straight-line code, no memory access that
// depends on the operands. Registers: Sparse's and CX; only on processors
// with BMI2 and ADX.
type SparseADX struct{ Sparse }

// limbs returns the operands of m's four limbs.
func (m Mem) limbs() []string { return []string{m.Limb(0), m.Limb(1), m.Limb(2), m.Limb(3)} }

// Square emits t0..t7 = x² for x < 2^256.
func (k SparseADX) Square(b *Asm, x Mem) {
	b.Comment("t0..t7 = x²: the cross products, then doubled (CF) with the squares (OF).")
	MulxSquare(b.Ins, x.limbs(), t)
}

// Mul emits t0..t7 = x·y, row by row.
func (k SparseADX) Mul(b *Asm, x, y Mem) {
	b.Comment("t0..t7 = x·y: row x0, then rows x1..x3 with the low halves on CF, the high on OF.")
	MulxProduct(b.Ins, x.limbs(), y.limbs(), t)
}

// Reduce emits the end of both kernels, as Sparse.Reduce does, with the
// rounds on MULX.
func (k SparseADX) Reduce(b *Asm, zLoad string, z Mem) {
	b.Comment(fmt.Sprintf("Four Montgomery rounds on t0..t3: m = s_0, s = ⌊s/2^64⌋ + m·2^%d + m·p_3·2^128.", k.S))
	k.loadP3(b)
	w := []string{t[0], t[1], t[2], t[3], "CX"} // the four words and the free register
	for range 4 {
		b.Ins("MOVQ %s, DX", w[0])
		b.Ins("MULXQ DI, AX, %s", w[4])
		b.Ins("SHLQ $%d, DX", k.S)
		b.Ins("SHRQ $%d, %s", 64-k.S, w[0])
		b.Ins("ADDQ DX, %s", w[1])
		b.Ins("ADCQ %s, %s", w[0], w[2])
		b.Ins("ADCQ AX, %s", w[3])
		b.Ins("ADCQ $0, %s", w[4])
		w = append(w[1:], w[0])
	}
	k.addHigh(b, w[:4])
	k.subP(b, w[:4], zLoad, z)
}
