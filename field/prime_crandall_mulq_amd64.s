//go:build amd64 && !purego

#include "textflag.h"
#include "prime_crandall4_amd64.h"

// Multiplication and squaring modulo a 4-limb Crandall modulus
// p = 2^(256−s) − d, c = 2^s·d < 2^64 (prime_crandall.go), with the
// baseline x86-64 instructions MULQ, ADDQ and ADCQ, for processors without
// BMI2 and ADX (kindCrandall4, reached through Prime4C): z = x·y mod p,
// fully reduced, for any x, y < 2^256, the same limbs as
// crandallMul4Generic and crandallSquare4Generic. The 512-bit product goes
// to t0..t7 in R8..R15; REDUCE4_CRANDALL_MULQ then runs crandallReduce4's
// five steps with the constants k of crandallShape: k[0] = c, k[1] = d,
// k[3] = 63 − s and k[4] = 2^(64−s) − 1. Straight-line code: no branch, and
// no memory address that depends on the operands (internal/ctcheck
// disassembles these kernels, and TestMontMulADXStraightLine reads this
// file).
//
// MULQ writes its product to DX:AX and clobbers the flags, so no carry
// chain can run across two products. The product is therefore summed
// column by column: column k holds every x_i·y_j with i + j = k, below
// 2^130 with the carry of the column before, in three registers
// (lo, hi, top); lo is then limb t_k, and hi, top open column k + 1.

// MULADD4 adds x_i·y_j, the limbs at off_x(SI) and off_y(DI), to the
// column (lo, hi, top).
#define MULADD4(offx, offy, lo, hi, top) \
	MOVQ offx(SI), AX; \
	MULQ offy(DI); \
	ADDQ AX, lo; \
	ADCQ DX, hi; \
	ADCQ $0, top

// REDUCE4_CRANDALL_MULQ reduces t0..t7 (R8..R15) modulo p (in DI) with
// the constants k (in SI) and stores the result to z. The steps, as
// numbered in crandallReduce4:
//  1. c·t4..t7 as five words (R12, BX, R13, R14, DX), each high half added
//     to the next low half, then added to t0..t3 on one chain: the fifth
//     word u4 ≤ c of u in DX;
//  2. + c·u4, the carry out in CF;
//  3. + c masked by that carry (SBBQ makes the mask);
//  4. the top s bits of the top word, (t3 >> (63 − s)) >> 1 (two shifts,
//     so that s = 0 gives 0), times d, added back, and masked off;
//  5. − p, kept unless it borrows (CMOVQCS), and stored.
#define REDUCE4_CRANDALL_MULQ \
	MOVQ 0(SI), CX; \
	MOVQ CX, AX; \
	MULQ R12; \
	MOVQ AX, R12; \
	MOVQ DX, BX; \
	MOVQ CX, AX; \
	MULQ R13; \
	ADDQ AX, BX; \
	ADCQ $0, DX; \
	MOVQ DX, R13; \
	MOVQ CX, AX; \
	MULQ R14; \
	ADDQ AX, R13; \
	ADCQ $0, DX; \
	MOVQ DX, R14; \
	MOVQ CX, AX; \
	MULQ R15; \
	ADDQ AX, R14; \
	ADCQ $0, DX; \
	ADDQ R12, R8; \
	ADCQ BX, R9; \
	ADCQ R13, R10; \
	ADCQ R14, R11; \
	ADCQ $0, DX; \
	MOVQ CX, AX; \
	MULQ DX; \
	ADDQ AX, R8; \
	ADCQ DX, R9; \
	ADCQ $0, R10; \
	ADCQ $0, R11; \
	SBBQ AX, AX; \
	ANDQ CX, AX; \
	ADDQ AX, R8; \
	ADCQ $0, R9; \
	ADCQ $0, R10; \
	ADCQ $0, R11; \
	CRANDALL4_FOLD_TOP_FINISH

// func crandallMul4Asm(z, x, y, p, k *PrimeElement)
TEXT ·crandallMul4Asm(SB), NOSPLIT, $0-40
	MOVQ x+8(FP), SI
	MOVQ y+16(FP), DI

	// Column 0: t0 = R8, the high half opens column 1.
	MOVQ 0(SI), AX
	MULQ 0(DI)
	MOVQ AX, R8
	MOVQ DX, R9

	// Column 1 in (R9, R10, R11).
	XORL R10, R10
	XORL R11, R11
	MULADD4(0, 8, R9, R10, R11)
	MULADD4(8, 0, R9, R10, R11)

	// Column 2 in (R10, R11, R12).
	XORL R12, R12
	MULADD4(0, 16, R10, R11, R12)
	MULADD4(8, 8, R10, R11, R12)
	MULADD4(16, 0, R10, R11, R12)

	// Column 3 in (R11, R12, R13).
	XORL R13, R13
	MULADD4(0, 24, R11, R12, R13)
	MULADD4(8, 16, R11, R12, R13)
	MULADD4(16, 8, R11, R12, R13)
	MULADD4(24, 0, R11, R12, R13)

	// Column 4 in (R12, R13, R14).
	XORL R14, R14
	MULADD4(8, 24, R12, R13, R14)
	MULADD4(16, 16, R12, R13, R14)
	MULADD4(24, 8, R12, R13, R14)

	// Column 5 in (R13, R14, R15).
	XORL R15, R15
	MULADD4(16, 24, R13, R14, R15)
	MULADD4(24, 16, R13, R14, R15)

	// Column 6 in (R14, R15): the product is below 2^512, so nothing
	// carries out of t7.
	MOVQ 24(SI), AX
	MULQ 24(DI)
	ADDQ AX, R14
	ADCQ DX, R15

	MOVQ k+32(FP), SI
	MOVQ p+24(FP), DI
	REDUCE4_CRANDALL_MULQ
	RET

// func crandallSquare4Asm(z, x, p, k *PrimeElement)
TEXT ·crandallSquare4Asm(SB), NOSPLIT, $0-32
	MOVQ x+8(FP), SI

	// The six cross products x_i·x_j, i < j, once, into t1..t6 = R9..R14:
	// the row x0·(x1, x2, x3), then x1·x2, x1·x3 and x2·x3, each carry
	// caught by the limb above; every partial sum is below the whole cross
	// sum, below 2^448, so nothing carries out of R14; and the sum of the
	// row and x1·x2, x1·x3 is below 2^384 (the cross products of
	// 2^256 − 1 sum to 2^384 − 2^258 + …), so x1·x3 carries nothing into R14.
	MOVQ 0(SI), AX
	MULQ 8(SI)
	MOVQ AX, R9
	MOVQ DX, R10
	MOVQ 0(SI), AX
	MULQ 16(SI)
	ADDQ AX, R10
	ADCQ $0, DX
	MOVQ DX, R11
	MOVQ 0(SI), AX
	MULQ 24(SI)
	ADDQ AX, R11
	ADCQ $0, DX
	MOVQ DX, R12
	XORL R13, R13
	MOVQ 8(SI), AX
	MULQ 16(SI)
	ADDQ AX, R11
	ADCQ DX, R12
	ADCQ $0, R13
	XORL R14, R14
	MOVQ 8(SI), AX
	MULQ 24(SI)
	ADDQ AX, R12
	ADCQ DX, R13
	MOVQ 16(SI), AX
	MULQ 24(SI)
	ADDQ AX, R13
	ADCQ DX, R14

	// Doubled on one carry chain, the top bit into t7 = R15.
	XORL R15, R15
	ADDQ R9, R9
	ADCQ R10, R10
	ADCQ R11, R11
	ADCQ R12, R12
	ADCQ R13, R13
	ADCQ R14, R14
	ADCQ $0, R15

	// Plus the squares x_i² at 2^(128i), on one carry chain that BX holds
	// across each MULQ: SBBQ saves the carry as 0 or −1, and NEGQ sets the
	// carry flag again exactly when BX is not zero.
	MOVQ 0(SI), AX
	MULQ AX
	MOVQ AX, R8
	ADDQ DX, R9
	SBBQ BX, BX
	MOVQ 8(SI), AX
	MULQ AX
	NEGQ BX
	ADCQ AX, R10
	ADCQ DX, R11
	SBBQ BX, BX
	MOVQ 16(SI), AX
	MULQ AX
	NEGQ BX
	ADCQ AX, R12
	ADCQ DX, R13
	SBBQ BX, BX
	MOVQ 24(SI), AX
	MULQ AX
	NEGQ BX
	ADCQ AX, R14
	ADCQ DX, R15

	MOVQ k+24(FP), SI
	MOVQ p+16(FP), DI
	REDUCE4_CRANDALL_MULQ
	RET
