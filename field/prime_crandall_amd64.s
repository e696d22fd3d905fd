//go:build amd64 && !purego

#include "textflag.h"
#include "prime_adx4_amd64.h"
#include "prime_crandall4_amd64.h"

// Multiplication and squaring modulo a 4-limb Crandall modulus
// p = 2^(256−s) − d, c = 2^s·d < 2^64 (prime_crandall.go), with the BMI2 and
// ADX instructions MULX, ADCX and ADOX: z = x·y mod p, fully reduced, for
// any x, y < 2^256, the same limbs as crandallMul4Generic and
// crandallSquare4Generic. The 512-bit product is the one of the Montgomery
// kernels (prime_adx4_amd64.h); the reduction is crandallReduce4's five
// steps, REDUCE4_CRANDALL below, with the constants k of crandallShape:
// k[0] = c, k[1] = d, k[3] = 63 − s and k[4] = 2^(64−s) − 1. Straight-line
// code: no branch, and no memory address that depends on the operands
// (TestMontMulADXStraightLine reads this file too).

// REDUCE4_CRANDALL reduces t0..t7 (R8..R15) modulo p (in DI) with the
// constants k (in SI) and stores the result to z.
#define REDUCE4_CRANDALL \
	MOVQ 0(SI), DX; \
	XORQ CX, CX; \
	MULXQ R12, AX, BX; \
	ADCXQ AX, R8; \
	ADOXQ BX, R9; \
	MULXQ R13, AX, BX; \
	ADCXQ AX, R9; \
	ADOXQ BX, R10; \
	MULXQ R14, AX, BX; \
	ADCXQ AX, R10; \
	ADOXQ BX, R11; \
	MULXQ R15, AX, R12; \
	ADCXQ AX, R11; \
	ADOXQ CX, R12; \
	ADCXQ CX, R12; \
	MULXQ R12, AX, BX; \
	ADDQ AX, R8; \
	ADCQ BX, R9; \
	ADCQ $0, R10; \
	ADCQ $0, R11; \
	SBBQ CX, CX; \
	ANDQ DX, CX; \
	ADDQ CX, R8; \
	ADCQ $0, R9; \
	ADCQ $0, R10; \
	ADCQ $0, R11; \
	CRANDALL4_FOLD_TOP_FINISH

// The steps of REDUCE4_CRANDALL, as numbered in crandallReduce4:
//  1. u = t0..t3 + c·t4..t7, the low halves of c·t_i on ADCX and the high
//     halves on ADOX, its fifth word u4 ≤ c in R12;
//  2. + c·u4 (MULX, one carry chain), the carry out in CF;
//  3. + c masked by that carry (SBBQ makes the mask);
//  4. the top s bits of the top word, (t3 >> (63 − s)) >> 1 (two shifts,
//     so that s = 0 gives 0), times d, added back, and masked off;
//  5. − p, kept unless it borrows (CMOVQCS), and stored.

// func crandallMul4ADXAsm(z, x, y, p, k *PrimeElement)
TEXT ·crandallMul4ADXAsm(SB), NOSPLIT, $0-40
	MOVQ x+8(FP), SI
	MOVQ y+16(FP), DI

	// t0..t7 = x·y (prime_adx4_amd64.h).
	PRODUCT4_ADX

	MOVQ k+32(FP), SI
	MOVQ p+24(FP), DI
	REDUCE4_CRANDALL
	RET


// func crandallSquare4ADXAsm(z, x, p, k *PrimeElement)
TEXT ·crandallSquare4ADXAsm(SB), NOSPLIT, $0-32
	MOVQ x+8(FP), SI

	// t0..t7 = x² (prime_adx4_amd64.h).
	SQUARE4_ADX

	MOVQ k+24(FP), SI
	MOVQ p+16(FP), DI
	REDUCE4_CRANDALL
	RET
