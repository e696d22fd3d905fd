//go:build amd64 && !purego

#include "textflag.h"
#include "prime_adx4_amd64.h"

// Montgomery multiplication and squaring for a 4-limb field.Prime with
// p ≡ −1 mod 2^64 (−p⁻¹ ≡ 1 mod 2^64, the P-256 shape), with the BMI2 and
// ADX instructions MULX, ADCX and ADOX (prime_adx_amd64.go): z = x·y·2^-256
// mod p, fully reduced, for x·y < p·2^256, the same limbs as
// montMul4pm1Generic and montMul4ADXAsm.
//
// Method: the 512-bit product t0..t7 as in montMul4ADXAsm (and the square
// as in montSquare4ADXAsm); then a Montgomery reduction of the low half
// t0..t3 alone, whose constant is q = (p + 1)/2^64 (three limbs, q < 2^192)
// instead of p. Because p ≡ −1, the Montgomery multiplier of a round is
// m = s_0 itself, and s + m·p = s − s_0 + s_0·(p + 1), so a round
// s = (s + m·p)/2^64 is s = ⌊s/2^64⌋ + s_0·q: three MULX and no IMUL per
// round, where the general kernel needs four and an IMUL. s starts below
// 2^256 and stays there (⌊s/2^64⌋ + s_0·q < 2^192 + (2^64 − 1)(2^192 − 1)
// < 2^256), so four words hold it; after four rounds s = (t0..t3 +
// M·p)/2^256 ≤ p. The high half t4..t7 is below p since x·y < p·2^256, so
// s + t4..t7 < 2p, and a masked subtraction of p (CMOVQCS on the final
// borrow) ends the kernel, as in field/fpr256's P-256 kernel, whose
// reduction this one generalises to any such p. Straight-line code: no
// branch, and no memory address that depends on the operands.

// REDUCE4_M1: the four reduction rounds of the kernels below (t0..t7 in
// R8..R15, q in SI), shared by the multiplication and the squaring.
#define REDUCE4_M1 \
	MOVQ R8, DX; \
	XORQ CX, CX; \
	MULXQ 0(SI), AX, BX; \
	ADCXQ AX, R9; \
	ADOXQ BX, R10; \
	MULXQ 8(SI), AX, BX; \
	ADCXQ AX, R10; \
	ADOXQ BX, R11; \
	MULXQ 16(SI), AX, R8; \
	ADCXQ AX, R11; \
	ADCXQ CX, R8; \
	ADOXQ CX, R8; \
	MOVQ R9, DX; \
	XORQ CX, CX; \
	MULXQ 0(SI), AX, BX; \
	ADCXQ AX, R10; \
	ADOXQ BX, R11; \
	MULXQ 8(SI), AX, BX; \
	ADCXQ AX, R11; \
	ADOXQ BX, R8; \
	MULXQ 16(SI), AX, R9; \
	ADCXQ AX, R8; \
	ADCXQ CX, R9; \
	ADOXQ CX, R9; \
	MOVQ R10, DX; \
	XORQ CX, CX; \
	MULXQ 0(SI), AX, BX; \
	ADCXQ AX, R11; \
	ADOXQ BX, R8; \
	MULXQ 8(SI), AX, BX; \
	ADCXQ AX, R8; \
	ADOXQ BX, R9; \
	MULXQ 16(SI), AX, R10; \
	ADCXQ AX, R9; \
	ADCXQ CX, R10; \
	ADOXQ CX, R10; \
	MOVQ R11, DX; \
	XORQ CX, CX; \
	MULXQ 0(SI), AX, BX; \
	ADCXQ AX, R8; \
	ADOXQ BX, R9; \
	MULXQ 8(SI), AX, BX; \
	ADCXQ AX, R9; \
	ADOXQ BX, R10; \
	MULXQ 16(SI), AX, R11; \
	ADCXQ AX, R10; \
	ADCXQ CX, R11; \
	ADOXQ CX, R11; \
	XORQ SI, SI; \
	ADDQ R12, R8; \
	ADCQ R13, R9; \
	ADCQ R14, R10; \
	ADCQ R15, R11; \
	ADCQ $0, SI;



// func montMul4M1ADXAsm(z, x, y, p, q *PrimeElement)
TEXT ·montMul4M1ADXAsm(SB), NOSPLIT, $0-40
	MOVQ x+8(FP), SI
	MOVQ y+16(FP), DI

	// t0..t7 = x·y (prime_adx4_amd64.h).
	PRODUCT4_ADX

	// Montgomery reduction of the low half t0..t3 alone: four rounds of
	// s = s/2^64 + s_0·q, the low halves of s_0·q_j on ADCX, the high
	// halves on ADOX, with q in SI.
	MOVQ q+32(FP), SI
	REDUCE4_M1
	MOVQ p+24(FP), DI
	FINISH4_SUBP
	RET


// func montSquare4M1ADXAsm(z, x, p, q *PrimeElement)
TEXT ·montSquare4M1ADXAsm(SB), NOSPLIT, $0-32
	MOVQ x+8(FP), SI

	// t0..t7 = x² (prime_adx4_amd64.h).
	SQUARE4_ADX

	// Montgomery reduction of the low half t0..t3 alone: four rounds of
	// s = s/2^64 + s_0·q, the low halves of s_0·q_j on ADCX, the high
	// halves on ADOX, with q in SI.
	MOVQ q+24(FP), SI
	REDUCE4_M1
	MOVQ p+16(FP), DI
	FINISH4_SUBP
	RET
