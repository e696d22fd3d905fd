//go:build amd64 && !purego

#include "textflag.h"
#include "prime_adx4_amd64.h"

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

// REDUCE4_SPARSE: the four reduction rounds of the kernels below (t0..t7 in
// R8..R15, q in SI), shared by the multiplication and the squaring. MULX
// reads the digit from DX and leaves it there, so DX itself is shifted for
// s_0·2^32.
#define REDUCE4_SPARSE \
	MOVQ 16(SI), SI; \
	MOVQ R8, DX; \
	MULXQ SI, AX, BX; \
	SHLQ $32, DX; \
	SHRQ $32, R8; \
	ADDQ DX, R9; \
	ADCQ R8, R10; \
	ADCQ AX, R11; \
	ADCQ $0, BX; \
	MOVQ BX, R8; \
	MOVQ R9, DX; \
	MULXQ SI, AX, BX; \
	SHLQ $32, DX; \
	SHRQ $32, R9; \
	ADDQ DX, R10; \
	ADCQ R9, R11; \
	ADCQ AX, R8; \
	ADCQ $0, BX; \
	MOVQ BX, R9; \
	MOVQ R10, DX; \
	MULXQ SI, AX, BX; \
	SHLQ $32, DX; \
	SHRQ $32, R10; \
	ADDQ DX, R11; \
	ADCQ R10, R8; \
	ADCQ AX, R9; \
	ADCQ $0, BX; \
	MOVQ BX, R10; \
	MOVQ R11, DX; \
	MULXQ SI, AX, BX; \
	SHLQ $32, DX; \
	SHRQ $32, R11; \
	ADDQ DX, R8; \
	ADCQ R11, R9; \
	ADCQ AX, R10; \
	ADCQ $0, BX; \
	MOVQ BX, R11; \
	XORQ SI, SI; \
	ADDQ R12, R8; \
	ADCQ R13, R9; \
	ADCQ R14, R10; \
	ADCQ R15, R11; \
	ADCQ $0, SI;



// func montMul4SparseADXAsm(z, x, y, p, q *PrimeElement)
TEXT ·montMul4SparseADXAsm(SB), NOSPLIT, $0-40
	MOVQ x+8(FP), SI
	MOVQ y+16(FP), DI

	// t0..t7 = x·y (prime_adx4_amd64.h).
	PRODUCT4_ADX

	// Montgomery reduction of the low half t0..t3 alone: four rounds of
	// s = s/2^64 + s_0·2^32 + s_0·q_2·2^128, with q_2 in SI.
	MOVQ q+32(FP), SI
	REDUCE4_SPARSE
	MOVQ p+24(FP), DI
	FINISH4_SUBP
	RET


// func montSquare4SparseADXAsm(z, x, p, q *PrimeElement)
TEXT ·montSquare4SparseADXAsm(SB), NOSPLIT, $0-32
	MOVQ x+8(FP), SI

	// t0..t7 = x² (prime_adx4_amd64.h).
	SQUARE4_ADX

	// Montgomery reduction of the low half t0..t3 alone: four rounds of
	// s = s/2^64 + s_0·2^32 + s_0·q_2·2^128, with q_2 in SI.
	MOVQ q+24(FP), SI
	REDUCE4_SPARSE
	MOVQ p+16(FP), DI
	FINISH4_SUBP
	RET

