//go:build amd64 && !purego

#include "textflag.h"

// Montgomery multiplication for a 6-limb field.Prime with p < 2^383, with
// the BMI2 and ADX instructions MULX, ADCX and ADOX (prime_adx6_amd64.go):
// z = x·y·2^-384 mod p, fully reduced, for x < 2^384 and y < p, p read
// through p and −p⁻¹ mod 2^64 from inv (inv = 1 for p ≡ −1 mod 2^64 is the
// same code). The limbs are those of montMul6Generic and
// montMul6pm1Generic.
//
// Method (coarsely integrated operand scanning, CIOS): six rows, each
// t += x_i·y (the low halves of x_i·y_j on the carry-flag chain, ADCX, the
// high halves on the overflow-flag chain, ADOX, the top word into A) and
// then one Montgomery round, m = t0·inv mod 2^64 and t = (t + m·p)/2^64,
// in which the words shift down by one register as they are added: the
// high halves of m·p_j and the old t_(j+1) on CF, the low halves on OF.
// The accumulator t0..t5 lives in R8..R13 and A in R14; x, y and p are
// read through SI, DI and R15, CX holds zero for the carry tails.
//
// Bounds: after each round t < y + p < 2p (x_i < 2^64, y < p, m < 2^64),
// so with p < 2^383 the accumulator fits six words with no carry word,
// and t + x_i·y + m·p < 2^65·p < 2^448 fits the seven of a round. That is
// why the kernel is for p < 2^383 only (Specialize checks it): a seventh
// word would cost a register this layout does not have. A masked
// subtraction of p (CMOVQCS on the final borrow) ends it. Straight-line
// code: no branch, and no memory address that depends on the operands.

// func montMul6ADXAsm(z, x, y, p *PrimeElement, inv uint64)
TEXT ·montMul6ADXAsm(SB), NOSPLIT, $0-40
	MOVQ x+8(FP), SI
	MOVQ y+16(FP), DI
	MOVQ p+24(FP), R15

	// Row 0: t0..t5, A = x0·y, on one carry chain (MULX leaves the flags).
	MOVQ 0(SI), DX
	MULXQ 0(DI), R8, R9
	MULXQ 8(DI), AX, R10
	ADDQ AX, R9
	MULXQ 16(DI), AX, R11
	ADCQ AX, R10
	MULXQ 24(DI), AX, R12
	ADCQ AX, R11
	MULXQ 32(DI), AX, R13
	ADCQ AX, R12
	MULXQ 40(DI), AX, R14
	ADCQ AX, R13
	ADCQ $0, R14

	// Round 0: m = t0·inv; (t + m·p)/2^64 into t0..t5, t0 + m·p0 = 0 mod 2^64.
	MOVQ R8, DX
	IMULQ inv+32(FP), DX
	XORQ CX, CX
	MULXQ 0(R15), AX, BX
	ADCXQ R8, AX
	MOVQ BX, R8
	ADCXQ R9, R8
	MULXQ 8(R15), AX, R9
	ADOXQ AX, R8
	ADCXQ R10, R9
	MULXQ 16(R15), AX, R10
	ADOXQ AX, R9
	ADCXQ R11, R10
	MULXQ 24(R15), AX, R11
	ADOXQ AX, R10
	ADCXQ R12, R11
	MULXQ 32(R15), AX, R12
	ADOXQ AX, R11
	ADCXQ R13, R12
	MULXQ 40(R15), AX, R13
	ADOXQ AX, R12
	ADCXQ R14, R13
	ADOXQ CX, R13

	// Row 1: t += x1·y, the low halves on CF, the high halves on OF; A = the top word.
	MOVQ 8(SI), DX
	XORQ CX, CX
	MULXQ 0(DI), AX, BX
	ADCXQ AX, R8
	ADOXQ BX, R9
	MULXQ 8(DI), AX, BX
	ADCXQ AX, R9
	ADOXQ BX, R10
	MULXQ 16(DI), AX, BX
	ADCXQ AX, R10
	ADOXQ BX, R11
	MULXQ 24(DI), AX, BX
	ADCXQ AX, R11
	ADOXQ BX, R12
	MULXQ 32(DI), AX, BX
	ADCXQ AX, R12
	ADOXQ BX, R13
	MULXQ 40(DI), AX, R14
	ADCXQ AX, R13
	ADOXQ CX, R14
	ADCXQ CX, R14

	// Round 1: m = t0·inv; (t + m·p)/2^64 into t0..t5, t0 + m·p0 = 0 mod 2^64.
	MOVQ R8, DX
	IMULQ inv+32(FP), DX
	XORQ CX, CX
	MULXQ 0(R15), AX, BX
	ADCXQ R8, AX
	MOVQ BX, R8
	ADCXQ R9, R8
	MULXQ 8(R15), AX, R9
	ADOXQ AX, R8
	ADCXQ R10, R9
	MULXQ 16(R15), AX, R10
	ADOXQ AX, R9
	ADCXQ R11, R10
	MULXQ 24(R15), AX, R11
	ADOXQ AX, R10
	ADCXQ R12, R11
	MULXQ 32(R15), AX, R12
	ADOXQ AX, R11
	ADCXQ R13, R12
	MULXQ 40(R15), AX, R13
	ADOXQ AX, R12
	ADCXQ R14, R13
	ADOXQ CX, R13

	// Row 2: t += x2·y, the low halves on CF, the high halves on OF; A = the top word.
	MOVQ 16(SI), DX
	XORQ CX, CX
	MULXQ 0(DI), AX, BX
	ADCXQ AX, R8
	ADOXQ BX, R9
	MULXQ 8(DI), AX, BX
	ADCXQ AX, R9
	ADOXQ BX, R10
	MULXQ 16(DI), AX, BX
	ADCXQ AX, R10
	ADOXQ BX, R11
	MULXQ 24(DI), AX, BX
	ADCXQ AX, R11
	ADOXQ BX, R12
	MULXQ 32(DI), AX, BX
	ADCXQ AX, R12
	ADOXQ BX, R13
	MULXQ 40(DI), AX, R14
	ADCXQ AX, R13
	ADOXQ CX, R14
	ADCXQ CX, R14

	// Round 2: m = t0·inv; (t + m·p)/2^64 into t0..t5, t0 + m·p0 = 0 mod 2^64.
	MOVQ R8, DX
	IMULQ inv+32(FP), DX
	XORQ CX, CX
	MULXQ 0(R15), AX, BX
	ADCXQ R8, AX
	MOVQ BX, R8
	ADCXQ R9, R8
	MULXQ 8(R15), AX, R9
	ADOXQ AX, R8
	ADCXQ R10, R9
	MULXQ 16(R15), AX, R10
	ADOXQ AX, R9
	ADCXQ R11, R10
	MULXQ 24(R15), AX, R11
	ADOXQ AX, R10
	ADCXQ R12, R11
	MULXQ 32(R15), AX, R12
	ADOXQ AX, R11
	ADCXQ R13, R12
	MULXQ 40(R15), AX, R13
	ADOXQ AX, R12
	ADCXQ R14, R13
	ADOXQ CX, R13

	// Row 3: t += x3·y, the low halves on CF, the high halves on OF; A = the top word.
	MOVQ 24(SI), DX
	XORQ CX, CX
	MULXQ 0(DI), AX, BX
	ADCXQ AX, R8
	ADOXQ BX, R9
	MULXQ 8(DI), AX, BX
	ADCXQ AX, R9
	ADOXQ BX, R10
	MULXQ 16(DI), AX, BX
	ADCXQ AX, R10
	ADOXQ BX, R11
	MULXQ 24(DI), AX, BX
	ADCXQ AX, R11
	ADOXQ BX, R12
	MULXQ 32(DI), AX, BX
	ADCXQ AX, R12
	ADOXQ BX, R13
	MULXQ 40(DI), AX, R14
	ADCXQ AX, R13
	ADOXQ CX, R14
	ADCXQ CX, R14

	// Round 3: m = t0·inv; (t + m·p)/2^64 into t0..t5, t0 + m·p0 = 0 mod 2^64.
	MOVQ R8, DX
	IMULQ inv+32(FP), DX
	XORQ CX, CX
	MULXQ 0(R15), AX, BX
	ADCXQ R8, AX
	MOVQ BX, R8
	ADCXQ R9, R8
	MULXQ 8(R15), AX, R9
	ADOXQ AX, R8
	ADCXQ R10, R9
	MULXQ 16(R15), AX, R10
	ADOXQ AX, R9
	ADCXQ R11, R10
	MULXQ 24(R15), AX, R11
	ADOXQ AX, R10
	ADCXQ R12, R11
	MULXQ 32(R15), AX, R12
	ADOXQ AX, R11
	ADCXQ R13, R12
	MULXQ 40(R15), AX, R13
	ADOXQ AX, R12
	ADCXQ R14, R13
	ADOXQ CX, R13

	// Row 4: t += x4·y, the low halves on CF, the high halves on OF; A = the top word.
	MOVQ 32(SI), DX
	XORQ CX, CX
	MULXQ 0(DI), AX, BX
	ADCXQ AX, R8
	ADOXQ BX, R9
	MULXQ 8(DI), AX, BX
	ADCXQ AX, R9
	ADOXQ BX, R10
	MULXQ 16(DI), AX, BX
	ADCXQ AX, R10
	ADOXQ BX, R11
	MULXQ 24(DI), AX, BX
	ADCXQ AX, R11
	ADOXQ BX, R12
	MULXQ 32(DI), AX, BX
	ADCXQ AX, R12
	ADOXQ BX, R13
	MULXQ 40(DI), AX, R14
	ADCXQ AX, R13
	ADOXQ CX, R14
	ADCXQ CX, R14

	// Round 4: m = t0·inv; (t + m·p)/2^64 into t0..t5, t0 + m·p0 = 0 mod 2^64.
	MOVQ R8, DX
	IMULQ inv+32(FP), DX
	XORQ CX, CX
	MULXQ 0(R15), AX, BX
	ADCXQ R8, AX
	MOVQ BX, R8
	ADCXQ R9, R8
	MULXQ 8(R15), AX, R9
	ADOXQ AX, R8
	ADCXQ R10, R9
	MULXQ 16(R15), AX, R10
	ADOXQ AX, R9
	ADCXQ R11, R10
	MULXQ 24(R15), AX, R11
	ADOXQ AX, R10
	ADCXQ R12, R11
	MULXQ 32(R15), AX, R12
	ADOXQ AX, R11
	ADCXQ R13, R12
	MULXQ 40(R15), AX, R13
	ADOXQ AX, R12
	ADCXQ R14, R13
	ADOXQ CX, R13

	// Row 5: t += x5·y, the low halves on CF, the high halves on OF; A = the top word.
	MOVQ 40(SI), DX
	XORQ CX, CX
	MULXQ 0(DI), AX, BX
	ADCXQ AX, R8
	ADOXQ BX, R9
	MULXQ 8(DI), AX, BX
	ADCXQ AX, R9
	ADOXQ BX, R10
	MULXQ 16(DI), AX, BX
	ADCXQ AX, R10
	ADOXQ BX, R11
	MULXQ 24(DI), AX, BX
	ADCXQ AX, R11
	ADOXQ BX, R12
	MULXQ 32(DI), AX, BX
	ADCXQ AX, R12
	ADOXQ BX, R13
	MULXQ 40(DI), AX, R14
	ADCXQ AX, R13
	ADOXQ CX, R14
	ADCXQ CX, R14

	// Round 5: m = t0·inv; (t + m·p)/2^64 into t0..t5, t0 + m·p0 = 0 mod 2^64.
	MOVQ R8, DX
	IMULQ inv+32(FP), DX
	XORQ CX, CX
	MULXQ 0(R15), AX, BX
	ADCXQ R8, AX
	MOVQ BX, R8
	ADCXQ R9, R8
	MULXQ 8(R15), AX, R9
	ADOXQ AX, R8
	ADCXQ R10, R9
	MULXQ 16(R15), AX, R10
	ADOXQ AX, R9
	ADCXQ R11, R10
	MULXQ 24(R15), AX, R11
	ADOXQ AX, R10
	ADCXQ R12, R11
	MULXQ 32(R15), AX, R12
	ADOXQ AX, R11
	ADCXQ R13, R12
	MULXQ 40(R15), AX, R13
	ADOXQ AX, R12
	ADCXQ R14, R13
	ADOXQ CX, R13

	// Final subtraction: z = t − p, or t when that borrows.
	MOVQ R8, AX
	SUBQ 0(R15), AX
	MOVQ R9, BX
	SBBQ 8(R15), BX
	MOVQ R10, CX
	SBBQ 16(R15), CX
	MOVQ R11, DX
	SBBQ 24(R15), DX
	MOVQ R12, SI
	SBBQ 32(R15), SI
	MOVQ R13, DI
	SBBQ 40(R15), DI
	CMOVQCS R8, AX
	CMOVQCS R9, BX
	CMOVQCS R10, CX
	CMOVQCS R11, DX
	CMOVQCS R12, SI
	CMOVQCS R13, DI
	MOVQ z+0(FP), R14
	MOVQ AX, 0(R14)
	MOVQ BX, 8(R14)
	MOVQ CX, 16(R14)
	MOVQ DX, 24(R14)
	MOVQ SI, 32(R14)
	MOVQ DI, 40(R14)
	RET
