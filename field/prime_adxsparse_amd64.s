//go:build amd64 && !purego

#include "textflag.h"

// Montgomery multiplication and squaring for a 4-limb field.Prime of the
// P-256 shape p = q_2·2^192 + 2^96 − 1 (p ≡ −1 mod 2^64 with
// q = (p + 1)/2^64 = 2^32 + q_2·2^128: its limbs q_0 = 2^32, q_1 = 0), with
// the BMI2 and ADX instructions (prime_adx_amd64.go): z = x·y·2^-256 mod
// p, fully reduced, for x·y < p·2^256, the same limbs as
// montMul4pm1Generic and montMul4M1ADXAsm.
//
// Method: that of montMul4M1ADXAsm (prime_adxm1_amd64.s), a round of the
// reduction being s = ⌊s/2^64⌋ + s_0·q, where s_0·q = s_0·2^32 +
// s_0·q_2·2^128 is two shifts and one MULX instead of three MULX: the
// reduction field/fpr256's P-256 kernel does with its constant, here for
// any q_2 read from q. The bounds are those of montMul4M1ADXAsm.
// Straight-line code: no branch, and no memory address that depends on
// the operands.

// func montMul4SparseADXAsm(z, x, y, p, q *PrimeElement)
TEXT ·montMul4SparseADXAsm(SB), NOSPLIT, $0-40
	MOVQ x+8(FP), SI
	MOVQ y+16(FP), DI

	// The product x·y into t0..t7 (R8..R15): row x0 on one carry chain,
	// rows x1..x3 with the low halves on CF and the high halves on OF.
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

	// Montgomery reduction of the low half t0..t3 alone: four rounds of
	// s = s/2^64 + s_0·2^32 + s_0·q_2·2^128, with q_2 in SI.
	MOVQ q+32(FP), SI
	MOVQ 16(SI), SI

	// Round 0: m = s_0.
	MOVQ R8, DX
	MULXQ SI, AX, BX
	MOVQ R8, DI
	SHLQ $32, DI
	SHRQ $32, R8
	ADDQ DI, R9
	ADCQ R8, R10
	ADCQ AX, R11
	ADCQ $0, BX
	MOVQ BX, R8

	// Round 1: m = s_0.
	MOVQ R9, DX
	MULXQ SI, AX, BX
	MOVQ R9, DI
	SHLQ $32, DI
	SHRQ $32, R9
	ADDQ DI, R10
	ADCQ R9, R11
	ADCQ AX, R8
	ADCQ $0, BX
	MOVQ BX, R9

	// Round 2: m = s_0.
	MOVQ R10, DX
	MULXQ SI, AX, BX
	MOVQ R10, DI
	SHLQ $32, DI
	SHRQ $32, R10
	ADDQ DI, R11
	ADCQ R10, R8
	ADCQ AX, R9
	ADCQ $0, BX
	MOVQ BX, R10

	// Round 3: m = s_0.
	MOVQ R11, DX
	MULXQ SI, AX, BX
	MOVQ R11, DI
	SHLQ $32, DI
	SHRQ $32, R11
	ADDQ DI, R8
	ADCQ R11, R9
	ADCQ AX, R10
	ADCQ $0, BX
	MOVQ BX, R11

	// Plus the high half t4..t7: s + t4..t7 < 2p, in four words and a
	// carry in SI.
	XORQ SI, SI
	ADDQ R12, R8
	ADCQ R13, R9
	ADCQ R14, R10
	ADCQ R15, R11
	ADCQ $0, SI

	// z = s − p, or s when that borrows.
	MOVQ p+24(FP), DI
	MOVQ R8, AX
	SUBQ 0(DI), AX
	MOVQ R9, BX
	SBBQ 8(DI), BX
	MOVQ R10, CX
	SBBQ 16(DI), CX
	MOVQ R11, DX
	SBBQ 24(DI), DX
	SBBQ $0, SI // CF = (s < p)
	CMOVQCS R8, AX
	CMOVQCS R9, BX
	CMOVQCS R10, CX
	CMOVQCS R11, DX
	MOVQ z+0(FP), DI
	MOVQ AX, 0(DI)
	MOVQ BX, 8(DI)
	MOVQ CX, 16(DI)
	MOVQ DX, 24(DI)
	RET


// func montSquare4SparseADXAsm(z, x, p, q *PrimeElement)
TEXT ·montSquare4SparseADXAsm(SB), NOSPLIT, $0-32
	MOVQ x+8(FP), SI

	// The square x² into t0..t7 (R8..R15): the cross products x_i·x_j,
	// i < j, into t1..t6; then, on two chains, t1..t6 doubled (ADCX) while
	// the squares x_i² are added (ADOX).
	MOVQ 0(SI), DX
	MULXQ 8(SI), R9, R10
	MULXQ 16(SI), AX, R11
	ADDQ AX, R10
	MULXQ 24(SI), AX, R12
	ADCQ AX, R11
	ADCQ $0, R12
	XORQ CX, CX
	MOVQ 8(SI), DX
	MULXQ 16(SI), AX, BX
	ADCXQ AX, R11
	ADOXQ BX, R12
	MULXQ 24(SI), AX, R13
	ADCXQ AX, R12
	ADOXQ CX, R13
	ADCXQ CX, R13
	MOVQ 16(SI), DX
	MULXQ 24(SI), AX, R14
	ADDQ AX, R13
	ADCQ $0, R14

	XORQ CX, CX
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
	MULXQ DX, AX, R15
	ADCXQ R14, R14
	ADOXQ AX, R14
	ADCXQ CX, R15
	ADOXQ CX, R15

	// Montgomery reduction of the low half t0..t3 alone: four rounds of
	// s = s/2^64 + s_0·2^32 + s_0·q_2·2^128, with q_2 in SI.
	MOVQ q+24(FP), SI
	MOVQ 16(SI), SI

	// Round 0: m = s_0.
	MOVQ R8, DX
	MULXQ SI, AX, BX
	MOVQ R8, DI
	SHLQ $32, DI
	SHRQ $32, R8
	ADDQ DI, R9
	ADCQ R8, R10
	ADCQ AX, R11
	ADCQ $0, BX
	MOVQ BX, R8

	// Round 1: m = s_0.
	MOVQ R9, DX
	MULXQ SI, AX, BX
	MOVQ R9, DI
	SHLQ $32, DI
	SHRQ $32, R9
	ADDQ DI, R10
	ADCQ R9, R11
	ADCQ AX, R8
	ADCQ $0, BX
	MOVQ BX, R9

	// Round 2: m = s_0.
	MOVQ R10, DX
	MULXQ SI, AX, BX
	MOVQ R10, DI
	SHLQ $32, DI
	SHRQ $32, R10
	ADDQ DI, R11
	ADCQ R10, R8
	ADCQ AX, R9
	ADCQ $0, BX
	MOVQ BX, R10

	// Round 3: m = s_0.
	MOVQ R11, DX
	MULXQ SI, AX, BX
	MOVQ R11, DI
	SHLQ $32, DI
	SHRQ $32, R11
	ADDQ DI, R8
	ADCQ R11, R9
	ADCQ AX, R10
	ADCQ $0, BX
	MOVQ BX, R11

	// Plus the high half t4..t7: s + t4..t7 < 2p, in four words and a
	// carry in SI.
	XORQ SI, SI
	ADDQ R12, R8
	ADCQ R13, R9
	ADCQ R14, R10
	ADCQ R15, R11
	ADCQ $0, SI

	// z = s − p, or s when that borrows.
	MOVQ p+16(FP), DI
	MOVQ R8, AX
	SUBQ 0(DI), AX
	MOVQ R9, BX
	SBBQ 8(DI), BX
	MOVQ R10, CX
	SBBQ 16(DI), CX
	MOVQ R11, DX
	SBBQ 24(DI), DX
	SBBQ $0, SI // CF = (s < p)
	CMOVQCS R8, AX
	CMOVQCS R9, BX
	CMOVQCS R10, CX
	CMOVQCS R11, DX
	MOVQ z+0(FP), DI
	MOVQ AX, 0(DI)
	MOVQ BX, 8(DI)
	MOVQ CX, 16(DI)
	MOVQ DX, 24(DI)
	RET

