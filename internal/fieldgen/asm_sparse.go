package main

import (
	"bytes"
	"fmt"
)

// The baseline x86-64 (MULQ) multiplication and squaring kernels for a
// 4-limb modulus of the P-256 shape, p = p_3·2^192 + 2^(64+s) − 1 with
// 0 < s < 64 (P-256: s = 32, p_3 = 2^64 − 2^32 + 1): p ≡ −1 mod 2^64, so
// the Montgomery digit of a round is the low word itself, p_1 = 2^s − 1
// and p_2 = 0. field/fpr256 gets them with p baked in, field.Prime's
// Prime4M1 view with p read at run time (sparsePrimeFiles).
//
// asm.go's product-scanning kernels interleave the reduction with the
// product column by column and double the cross products of each column
// separately, which costs a squaring nearly what a multiplication costs.
// These kernels separate the two, as field/fpr256's ADX kernels do:
//
//  1. the 512-bit product t0..t7: for the multiplication column by column
//     (emitSparseMul); for the squaring the six cross products x_i·x_j
//     (i < j) once, row by row, into t1..t6, doubled by one ADDQ/ADCQ
//     chain into t1..t7, then the four squares x_i² added, the high word
//     of each riding into the next square's pair (MULQ clobbers the flags,
//     so each square's carry is folded into its high word before the next
//     MULQ);
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
//     subtraction of p (CMOVQCS on the final borrow).
//
// For fpr256 the squaring is 125 instructions and the multiplication 151,
// neither with a frame, against 153 and 169 with an 8-byte frame for the
// product-scanning kernels (valgrind: the kernel benchmark 184 → 149 and
// 200 → 175 instructions per call, P-256 ECDH 731k → 650k against
// crypto/ecdh's 633k–637k). Straight-line code, no memory access that
// depends on the operands; internal/ctcheck disassembles both.

// sparseShape reports whether a baked 4-limb modulus p has the P-256 shape
// above and returns s.
func sparseShape(p []uint64) (int, bool) {
	if len(p) != 4 || p[0] != ^uint64(0) || p[2] != 0 || p[1] == 0 || p[1]&(p[1]+1) != 0 || p[1] == ^uint64(0) {
		return 0, false
	}
	s := 0
	for v := p[1]; v != 0; v >>= 1 {
		s++
	}
	return s, true
}

// sparseSquareDoc explains the kernels in the generated file.
const sparseSquareDoc = `// mulAsm and squareAsm are not product scanning: p has the P-256 shape
// p_3·2^192 + 2^(64+s) − 1, and they first compute the 512-bit product or
// square t0..t7 (for the square the six cross products once, doubled, plus
// the four squares), then reduce the low half alone in four Montgomery
// rounds of s = ⌊s/2^64⌋ + m·2^s + m·p_3·2^128 with m = s_0 (two shifts and
// one MULQ each), add the high half and subtract p under a mask. See
// internal/fieldgen/asm_sparse.go for the bounds.
`

// emitSparseSquare writes squareAsm for the baked modulus p of the P-256
// shape with parameter s: z = x²·2^-256 mod p, fully reduced, for x < p.
// Registers: SI holds x, R8..R15 the words t0..t7, DI p_3, BX and CX
// carries and shifted digits; AX and DX belong to MULQ. No frame, so BP is
// left alone.
func emitSparseSquare(buf *bytes.Buffer, name string, p []uint64, s int) {
	argSize, pArg := 16, ""
	if p == nil {
		argSize, pArg = 24, "p+16(FP)"
	}
	var b bytes.Buffer
	ins := func(format string, args ...any) {
		b.WriteByte('\t')
		fmt.Fprintf(&b, format, args...)
		b.WriteByte('\n')
	}
	comment := func(text string) { b.WriteString("\n\t// " + text + "\n") }
	t := []string{"R8", "R9", "R10", "R11", "R12", "R13", "R14", "R15"}

	ins("MOVQ x+8(FP), SI")
	comment("The cross products x_i·x_j, i < j, into t1..t6: row x0, then x1, then x2.")
	ins("MOVQ 0(SI), AX")
	ins("MULQ 8(SI)")
	ins("MOVQ AX, %s", t[1])
	ins("MOVQ DX, %s", t[2])
	for j := 2; j <= 3; j++ {
		ins("MOVQ 0(SI), AX")
		ins("MULQ %d(SI)", 8*j)
		ins("ADDQ AX, %s", t[j])
		ins("ADCQ $0, DX")
		ins("MOVQ DX, %s", t[j+1])
	}
	// Row x1: x1·x2 at t3, x1·x3 at t4; the partial sum stays below 2^384,
	// so nothing carries out of t5.
	ins("XORL %s, %s", t[5], t[5])
	ins("MOVQ 8(SI), AX")
	ins("MULQ 16(SI)")
	ins("ADDQ AX, %s", t[3])
	ins("ADCQ DX, %s", t[4])
	ins("ADCQ $0, %s", t[5])
	ins("MOVQ 8(SI), AX")
	ins("MULQ 24(SI)")
	ins("ADDQ AX, %s", t[4])
	ins("ADCQ DX, %s // no carry out: the partial sum is below 2^384", t[5])
	ins("MOVQ 16(SI), AX")
	ins("MULQ 24(SI)")
	ins("ADDQ AX, %s", t[5])
	ins("ADCQ $0, DX")
	ins("MOVQ DX, %s", t[6])

	comment("Doubled into t1..t7.")
	ins("XORL %s, %s", t[7], t[7])
	ins("ADDQ %s, %s", t[1], t[1])
	for j := 2; j <= 7; j++ {
		ins("ADCQ %s, %s", t[j], t[j])
	}

	comment("Plus the squares x_i²·2^(128i); each carry rides in the high word of\n\t// its square (below 2^64 − 1), added to the next pair.")
	ins("MOVQ 0(SI), AX")
	ins("MULQ AX")
	ins("MOVQ AX, %s", t[0])
	ins("MOVQ DX, BX")
	for i := 1; i <= 3; i++ {
		ins("MOVQ %d(SI), AX", 8*i)
		ins("MULQ AX")
		ins("ADDQ BX, %s", t[2*i-1])
		ins("ADCQ AX, %s", t[2*i])
		if i < 3 {
			ins("ADCQ $0, DX")
			ins("MOVQ DX, BX")
		} else {
			ins("ADCQ DX, %s // below 2^64: x² < 2^512", t[7])
		}
	}

	sparseReduce(ins, comment, p, pArg, s)

	fmt.Fprintf(buf, "// %s sets z = x²·2^-256 mod p (Montgomery, 4 limbs), fully reduced, for x < p.\n", name)
	fmt.Fprintf(buf, "TEXT ·%s(SB), NOSPLIT, $0-%d\n", name, argSize)
	buf.Write(b.Bytes())
	buf.WriteString("\tRET\n\n")
}

// sparseReduce emits the end of both kernels: the four Montgomery rounds
// on t0..t3 (R8..R11), the addition of t4..t7 (R12..R15) and the masked
// subtraction of p, with the store to z. The high word of the last round
// stays in DX. p_3 comes from the immediate of a baked modulus, or, when p
// is nil, from the modulus pointed to by argument pArg, which also gives
// the limbs of the final subtraction.
func sparseReduce(ins func(string, ...any), comment func(string), p []uint64, pArg string, s int) {
	t := []string{"R8", "R9", "R10", "R11", "R12", "R13", "R14", "R15"}
	comment(fmt.Sprintf("Four Montgomery rounds on t0..t3: m = s_0, s = ⌊s/2^64⌋ + m·2^%d + m·p_3·2^128.", s))
	if p != nil {
		ins("MOVQ $%#016x, DI // p_3", p[3])
	} else {
		ins("MOVQ %s, SI", pArg)
		ins("MOVQ 24(SI), DI // p_3")
	}
	w := []string{t[0], t[1], t[2], t[3]}
	for r := range 4 {
		ins("MOVQ DI, AX")
		ins("MULQ %s", w[0])
		ins("MOVQ %s, CX", w[0])
		ins("SHLQ $%d, CX", s)
		ins("SHRQ $%d, %s", 64-s, w[0])
		ins("ADDQ CX, %s", w[1])
		ins("ADCQ %s, %s", w[0], w[2])
		ins("ADCQ AX, %s", w[3])
		ins("ADCQ $0, DX")
		if r < 3 {
			ins("MOVQ DX, %s", w[0])
		}
		w = append(w[1:], w[0])
	}
	s3 := "DX" // the top word of the last round
	out := []string{t[0], t[1], t[2], s3}

	comment("Plus the high half t4..t7: below 2p, in four words and the carry BX.")
	ins("XORL BX, BX")
	for j := range 4 {
		op := "ADCQ"
		if j == 0 {
			op = "ADDQ"
		}
		ins("%s %s, %s", op, t[4+j], out[j])
	}
	ins("ADCQ $0, BX")

	comment("Final subtraction: z = t − p, or t when that borrows.")
	d := t[4:]
	for j := range 4 {
		op := "SBBQ"
		if j == 0 {
			op = "SUBQ"
		}
		ins("MOVQ %s, %s", out[j], d[j])
		switch {
		case j == 3:
			ins("%s DI, %s", op, d[j])
		case p == nil:
			ins("%s %d(SI), %s", op, 8*j, d[j])
		case int64(p[j]) >= -1<<31 && int64(p[j]) < 1<<31:
			ins("%s $%d, %s", op, int64(p[j]), d[j])
		default:
			ins("MOVQ $%#016x, AX", p[j])
			ins("%s AX, %s", op, d[j])
		}
	}
	ins("SBBQ $0, BX // CF = (t < p)")
	for j := range 4 {
		ins("CMOVQCS %s, %s", out[j], d[j])
	}
	ins("MOVQ z+0(FP), DI")
	for j := range 4 {
		ins("MOVQ %s, %d(DI)", d[j], 8*j)
	}
}

// emitSparseMul writes mulAsm for the baked modulus p of the P-256 shape
// with parameter s: z = x·y·2^-256 mod p, fully reduced, for x·y < p·2^256.
// The product t0..t7 is built column by column (product scanning), column k
// summing x_i·y_(k−i) into t_k, t_(k+1) and the carry word t_(k+2), which
// is zeroed first: the accumulator of column k + 1 is then the two words
// the column leaves above t_k, with no moves between columns. Then the
// reduction of the squaring. Registers: SI and DI hold x and y, R8..R15 the
// words t0..t7; BX and CX are free for sparseReduce.
func emitSparseMul(buf *bytes.Buffer, name string, p []uint64, s int) {
	argSize, pArg := 24, ""
	if p == nil {
		argSize, pArg = 32, "p+24(FP)"
	}
	var b bytes.Buffer
	ins := func(format string, args ...any) {
		b.WriteByte('\t')
		fmt.Fprintf(&b, format, args...)
		b.WriteByte('\n')
	}
	comment := func(text string) { b.WriteString("\n\t// " + text + "\n") }
	t := []string{"R8", "R9", "R10", "R11", "R12", "R13", "R14", "R15"}

	ins("MOVQ x+8(FP), SI")
	ins("MOVQ y+16(FP), DI")
	comment("The product x·y into t0..t7, column by column.")
	ins("MOVQ 0(SI), AX")
	ins("MULQ 0(DI)")
	ins("MOVQ AX, %s", t[0])
	ins("MOVQ DX, %s", t[1])
	for k := 1; k <= 6; k++ {
		first := true
		for i := max(0, k-3); i <= min(k, 3); i++ {
			ins("MOVQ %d(SI), AX", 8*i)
			ins("MULQ %d(DI)", 8*(k-i))
			switch {
			case k == 1 && first:
				// t2 is still free: the first product's high word and
				// carry go there directly.
				ins("ADDQ AX, %s", t[1])
				ins("ADCQ $0, DX")
				ins("MOVQ DX, %s", t[2])
				ins("XORL %s, %s", t[3], t[3])
			case k == 6:
				// The last column: x_3·y_3 plus the carries is below 2^128.
				ins("ADDQ AX, %s", t[6])
				ins("ADCQ DX, %s", t[7])
			default:
				ins("ADDQ AX, %s", t[k])
				ins("ADCQ DX, %s", t[k+1])
				ins("ADCQ $0, %s", t[k+2])
			}
			first = false
		}
		if k < 5 {
			// Zero the carry word of the next column (flags are free here).
			ins("XORL %s, %s", t[k+3], t[k+3])
		}
	}

	sparseReduce(ins, comment, p, pArg, s)

	fmt.Fprintf(buf, "// %s sets z = x·y·2^-256 mod p (Montgomery, 4 limbs), fully reduced, for x·y < p·2^256.\n", name)
	fmt.Fprintf(buf, "TEXT ·%s(SB), NOSPLIT, $0-%d\n", name, argSize)
	buf.Write(b.Bytes())
	buf.WriteString("\tRET\n\n")
}

// sparsePrimeFiles adds the P-256-shape kernels of field.Prime to out:
// montMul4SparseAsm and montSquare4SparseAsm read p (its limb p_3, and all
// four for the final subtraction) through their last argument, and s is 32
// (NewPrime's adx4Sparse test: q = (p + 1)/2^64 has q_0 = 2^32, q_1 = 0).
// Prime4M1 calls them, through montMul4Sparse and montSquare4Sparse, for
// such p on processors without BMI2 and ADX; elsewhere (purego, other
// architectures) those are montMul4pm1 and montSquare4pm1.
func sparsePrimeFiles(out map[string][]byte) error {
	s := asmFileHeader(`// Montgomery multiplication and squaring for baseline x86-64 (MULQ, no
// CPU feature check) for a 4-limb field.Prime of the P-256 shape
// p = p_3·2^192 + 2^96 − 1: the 512-bit product or square, then four
// Montgomery rounds on its low half of two shifts and one MULQ each, the
// high half added and p subtracted under a mask. The same code as
// field/fpr256's kernels with p read through the last argument; see
// internal/fieldgen/asm_sparse.go. Straight-line code, no memory access
// that depends on the operands.
`)
	s.WriteString("\n")
	emitSparseMul(s, "montMul4SparseAsm", nil, 32)
	emitSparseSquare(s, "montSquare4SparseAsm", nil, 32)
	out["prime_sparse_amd64.s"] = append(bytes.TrimRight(s.Bytes(), "\n"), '\n')

	const doc = `// montMul4Sparse sets z = x·y·2^-256 mod p for p of the P-256 shape
// p_3·2^192 + 2^96 − 1 (Prime.adx4 == adx4Sparse), fully reduced, for
// x·y < p·2^256: montMul4pm1's result.
`
	const docSq = `// montSquare4Sparse sets z = x²·2^-256 mod p for p of the P-256 shape,
// fully reduced, for x < p: montSquare4pm1's result.
`
	a := []byte(asmTag + header + "package field\n\n" + doc +
		"func montMul4Sparse(z, x, y, p *PrimeElement) {\ncountMul()\nmontMul4SparseAsm(z, x, y, p)\n}\n\n" + docSq +
		"func montSquare4Sparse(z, x, p *PrimeElement) {\ncountSquare()\nmontSquare4SparseAsm(z, x, p)\n}\n\n" +
		"// montMul4SparseAsm is montMul4Sparse in assembly (prime_sparse_amd64.s).\n//\n//go:noescape\nfunc montMul4SparseAsm(z, x, y, p *PrimeElement)\n\n" +
		"// montSquare4SparseAsm is montSquare4Sparse in assembly (prime_sparse_amd64.s).\n//\n//go:noescape\nfunc montSquare4SparseAsm(z, x, p *PrimeElement)\n")
	g := []byte(genericTag + header + "package field\n\n" + doc +
		"func montMul4Sparse(z, x, y, p *PrimeElement) { montMul4pm1(z, x, y, p, 1) }\n\n" + docSq +
		"func montSquare4Sparse(z, x, p *PrimeElement) { montSquare4pm1(z, x, p, 1) }\n")
	var err error
	if out["prime_sparse_amd64.go"], err = gofmt("prime_sparse_amd64.go", a); err != nil {
		return err
	}
	out["prime_sparse_generic.go"], err = gofmt("prime_sparse_generic.go", g)
	return err
}
