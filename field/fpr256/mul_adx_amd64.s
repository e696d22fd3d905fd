//go:build amd64 && !purego

#include "textflag.h"

// Montgomery multiplication and squaring modulo the P-256 prime with the
// BMI2 and ADX instructions (MULX, ADCX, ADOX), for processors that have
// them (see mul_adx_amd64.go): z = x·y·2^-256 mod p, fully reduced, for
// x, y < p, computing the same limbs as mulGeneric and squareGeneric.
//
// Method: the 512-bit product t0..t7 first, row by row, the low halves of
// the partial products on the carry-flag chain (ADCX) and the high halves
// on the overflow-flag chain (ADOX); then a Montgomery reduction of the low
// half alone: four rounds of s = (s + m·p)/2^64 with m = s_0
// (−p⁻¹ ≡ 1 mod 2^64 because p ≡ −1). With p = 2^256 − 2^224 + 2^192 +
// 2^96 − 1, whose limbs are p0 = 2^64 − 1, p1 = 2^32 − 1, p2 = 0,
// p3 = 2^64 − 2^32 + 1, the terms m·p0 + m·p1·2^64 equal m·2^96 − m: s_0
// cancels, and only m·2^32 (two shifts) and m·p3·2^128 (one MULX) remain to
// add. s starts below 2^256 and stays below 2^192 + p < 2^256, so four words
// hold it, and ends at most p. MULX reads m from DX and leaves it there, so
// DX itself is shifted for m·2^32, and it writes the high word of m·p3
// straight into the register m has just left: the four words rotate through
// five registers (R8..R11, BX) with no moves, ending in BX, R8, R9, R10.
// The high half, below p since x·y < p², is added, and a masked
// subtraction of p (CMOVQCS on the final borrow) ends the kernel.
// Straight-line code: no branch, no memory access that depends on the
// operands.

// func mulADXAsm(z, x, y *Element)
TEXT ·mulADXAsm(SB), NOSPLIT, $0-24
	MOVQ x+8(FP), SI
	MOVQ y+16(FP), DI

	// The product x·y into t0..t7: row x0 on one carry chain, rows x1..x3
	// with the low halves on CF (ADCX) and the high halves on OF (ADOX).
	MOVQ 0(SI), DX
	MULXQ 0(DI), R8, R9
	MULXQ 8(DI), AX, R10
	ADDQ AX, R9
	MULXQ 16(DI), AX, R11
	ADCQ AX, R10
	MULXQ 24(DI), AX, R12
	ADCQ AX, R11
	ADCQ $0, R12
	XORQ CX, CX
	MOVQ 8(SI), DX
	MULXQ 0(DI), AX, BX
	ADCXQ AX, R9
	ADOXQ BX, R10
	MULXQ 8(DI), AX, BX
	ADCXQ AX, R10
	ADOXQ BX, R11
	MULXQ 16(DI), AX, BX
	ADCXQ AX, R11
	ADOXQ BX, R12
	MULXQ 24(DI), AX, R13
	ADCXQ AX, R12
	ADOXQ CX, R13
	ADCXQ CX, R13
	XORQ CX, CX
	MOVQ 16(SI), DX
	MULXQ 0(DI), AX, BX
	ADCXQ AX, R10
	ADOXQ BX, R11
	MULXQ 8(DI), AX, BX
	ADCXQ AX, R11
	ADOXQ BX, R12
	MULXQ 16(DI), AX, BX
	ADCXQ AX, R12
	ADOXQ BX, R13
	MULXQ 24(DI), AX, R14
	ADCXQ AX, R13
	ADOXQ CX, R14
	ADCXQ CX, R14
	XORQ CX, CX
	MOVQ 24(SI), DX
	MULXQ 0(DI), AX, BX
	ADCXQ AX, R11
	ADOXQ BX, R12
	MULXQ 8(DI), AX, BX
	ADCXQ AX, R12
	ADOXQ BX, R13
	MULXQ 16(DI), AX, BX
	ADCXQ AX, R13
	ADOXQ BX, R14
	MULXQ 24(DI), AX, R15
	ADCXQ AX, R14
	ADOXQ CX, R15
	ADCXQ CX, R15

	// Montgomery reduction of the low half t0..t3, as in squareADXAsm.
	MOVQ $0xffffffff00000001, CX // p3
	MOVQ R8, DX
	MULXQ CX, AX, BX
	SHLQ $32, DX
	SHRQ $32, R8
	ADDQ DX, R9
	ADCQ R8, R10
	ADCQ AX, R11
	ADCQ $0, BX
	MOVQ R9, DX
	MULXQ CX, AX, R8
	SHLQ $32, DX
	SHRQ $32, R9
	ADDQ DX, R10
	ADCQ R9, R11
	ADCQ AX, BX
	ADCQ $0, R8
	MOVQ R10, DX
	MULXQ CX, AX, R9
	SHLQ $32, DX
	SHRQ $32, R10
	ADDQ DX, R11
	ADCQ R10, BX
	ADCQ AX, R8
	ADCQ $0, R9
	MOVQ R11, DX
	MULXQ CX, AX, R10
	SHLQ $32, DX
	SHRQ $32, R11
	ADDQ DX, BX
	ADCQ R11, R8
	ADCQ AX, R9
	ADCQ $0, R10

	// Plus the high half t4..t7: below 2p, in four words (BX, R8, R9,
	// R10) and a carry.
	XORQ SI, SI
	ADDQ R12, BX
	ADCQ R13, R8
	ADCQ R14, R9
	ADCQ R15, R10
	ADCQ $0, SI

	// z = s − p, or s when that borrows.
	MOVQ BX, AX
	SUBQ $-1, AX
	MOVQ R8, DX
	MOVQ $0x00000000ffffffff, R13
	SBBQ R13, DX
	MOVQ R9, R11
	SBBQ $0, R11
	MOVQ R10, R12
	SBBQ CX, R12
	SBBQ $0, SI
	CMOVQCS BX, AX
	CMOVQCS R8, DX
	CMOVQCS R9, R11
	CMOVQCS R10, R12
	MOVQ z+0(FP), DI
	MOVQ AX, 0(DI)
	MOVQ DX, 8(DI)
	MOVQ R11, 16(DI)
	MOVQ R12, 24(DI)
	RET


// squareADXAsm is mulADXAsm(z, x, x) with the work of a squaring: the six
// products a_i·a_j (i < j) once, doubled with a shift, plus the four
// squares a_i², then a Montgomery reduction of the low half followed by
// the addition of the high half.
// func squareADXAsm(z, x *Element)
TEXT ·squareADXAsm(SB), NOSPLIT, $0-16
	MOVQ x+8(FP), SI

	// The products a_i·a_j, i < j, into t1..t6 (row a0 on one carry chain,
	// rows a1 and a2 on CF and OF).
	MOVQ 0(SI), DX
	MULXQ 8(SI), R9, R10
	MULXQ 16(SI), AX, R11
	MULXQ 24(SI), BX, R12
	ADDQ AX, R10
	ADCQ BX, R11
	ADCQ $0, R12
	XORQ CX, CX // zero, and CF = OF = 0
	MOVQ CX, R13
	MOVQ 8(SI), DX
	MULXQ 16(SI), AX, BX
	ADCXQ AX, R11
	ADOXQ BX, R12
	MULXQ 24(SI), AX, BX
	ADCXQ AX, R12
	ADOXQ BX, R13
	MOVQ 16(SI), DX
	MULXQ 24(SI), AX, R14
	ADCXQ AX, R13
	ADCXQ CX, R14
	ADOXQ CX, R14

	// Doubled, and the squares a_i² added, into t0..t7 in one pass: the
	// doubling on the carry-flag chain (ADCX t, t), the squares on the
	// overflow-flag chain (ADOX), so that the two run side by side. MULX
	// and MOV leave the flags alone; the XOR clears both.
	XORQ R15, R15
	MOVQ 0(SI), DX
	MULXQ DX, R8, AX
	ADCXQ R9, R9
	ADOXQ AX, R9
	MOVQ 8(SI), DX
	MULXQ DX, AX, BX
	ADCXQ R10, R10
	ADOXQ AX, R10
	ADCXQ R11, R11
	ADOXQ BX, R11
	MOVQ 16(SI), DX
	MULXQ DX, AX, BX
	ADCXQ R12, R12
	ADOXQ AX, R12
	ADCXQ R13, R13
	ADOXQ BX, R13
	MOVQ 24(SI), DX
	MULXQ DX, AX, BX
	ADCXQ R14, R14
	ADOXQ AX, R14
	ADCXQ R15, R15 // the doubling's carry out of t6
	ADOXQ BX, R15  // t7 = carry + hi(a3²) + OF, below 2^64 as x² < 2^512

	// Montgomery reduction of the low half t0..t3: four rounds of
	// s = (s + m·p)/2^64 with m = s0, as in mulADXAsm; s stays below
	// 2^192 + p < 2^256, so four words hold it (rotating through R8..R11
	// and BX).
	MOVQ $0xffffffff00000001, CX // p3
	MOVQ R8, DX
	MULXQ CX, AX, BX
	SHLQ $32, DX
	SHRQ $32, R8
	ADDQ DX, R9
	ADCQ R8, R10
	ADCQ AX, R11
	ADCQ $0, BX
	MOVQ R9, DX
	MULXQ CX, AX, R8
	SHLQ $32, DX
	SHRQ $32, R9
	ADDQ DX, R10
	ADCQ R9, R11
	ADCQ AX, BX
	ADCQ $0, R8
	MOVQ R10, DX
	MULXQ CX, AX, R9
	SHLQ $32, DX
	SHRQ $32, R10
	ADDQ DX, R11
	ADCQ R10, BX
	ADCQ AX, R8
	ADCQ $0, R9
	MOVQ R11, DX
	MULXQ CX, AX, R10
	SHLQ $32, DX
	SHRQ $32, R11
	ADDQ DX, BX
	ADCQ R11, R8
	ADCQ AX, R9
	ADCQ $0, R10

	// Plus the high half t4..t7: below 2p, in four words (BX, R8, R9,
	// R10) and a carry.
	XORQ SI, SI
	ADDQ R12, BX
	ADCQ R13, R8
	ADCQ R14, R9
	ADCQ R15, R10
	ADCQ $0, SI

	// z = s − p, or s when that borrows.
	MOVQ BX, AX
	SUBQ $-1, AX
	MOVQ R8, DX
	MOVQ $0x00000000ffffffff, R13
	SBBQ R13, DX
	MOVQ R9, R11
	SBBQ $0, R11
	MOVQ R10, R12
	SBBQ CX, R12
	SBBQ $0, SI
	CMOVQCS BX, AX
	CMOVQCS R8, DX
	CMOVQCS R9, R11
	CMOVQCS R10, R12
	MOVQ z+0(FP), DI
	MOVQ AX, 0(DI)
	MOVQ DX, 8(DI)
	MOVQ R11, 16(DI)
	MOVQ R12, 24(DI)
	RET
