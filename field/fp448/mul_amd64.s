//go:build amd64 && !purego

#include "textflag.h"

// Multiply and square kernels for amd64, hand-written after mulGeneric and
// squareGeneric in mul.go: the same formulas, the same order of carries and
// so bit-for-bit the same outputs (mul_amd64_test.go checks this). They use
// only baseline amd64 instructions (MULQ, ADD/ADC, SHRD), so no CPU feature
// test is needed. Each product is MOVQ a, AX; MULQ b; then a 128-bit
// ADD/ADC (or SUB/SBB) into an accumulator register pair. Go's compiler
// spills most of mulGeneric's 128-bit temporaries, which is why these exist.
//
// Registers: SI = x, DI = y (mulAsm only), BX = 2^56 − 1, CX and R14 = the carries into
// the next low (limbs 0–3) and high (limbs 4–7) coefficient, R8:R9 = a
// temporary sum, R10:R11 = low accumulator, R12:R13 = high accumulator.

// MULSET sets hi:lo = a·b.
#define MULSET(a, b, lo, hi) \
	MOVQ a, AX; MULQ b; MOVQ AX, lo; MOVQ DX, hi

// MULADD adds a·b to hi:lo.
#define MULADD(a, b, lo, hi) \
	MOVQ a, AX; MULQ b; ADDQ AX, lo; ADCQ DX, hi

// MULSUB subtracts a·b from hi:lo (mod 2^128; the final sum is positive).
#define MULSUB(a, b, lo, hi) \
	MOVQ a, AX; MULQ b; SUBQ AX, lo; SBBQ DX, hi

// START sets R10:R11 = CX + R8:R9 and R12:R13 = R14 − R8:R9, the low and
// high accumulators seeded with the carries and ±w.
#define START \
	MOVQ R8, R10; MOVQ R9, R11; ADDQ CX, R10; ADCQ $0, R11; \
	MOVQ R14, R12; XORQ R13, R13; SUBQ R8, R12; SBBQ R9, R13

// FINISH stores the low 56 bits of the accumulators to the frame slots
// rlo and rhi and leaves their carries (accumulator >> 56) in CX and R14.
#define FINISH(rlo, rhi) \
	MOVQ R10, AX; ANDQ BX, AX; MOVQ AX, rlo; \
	MOVQ R12, AX; ANDQ BX, AX; MOVQ AX, rhi; \
	SHRQ $56, R11, R10; MOVQ R10, CX; \
	SHRQ $56, R13, R12; MOVQ R12, R14

// FOLD finishes both kernels: the carry CX (weight 2^224) goes to limb 4,
// the carry R14 (weight 2^448 ≡ 2^224 + 1) to limbs 0 and 4, limbs 0 and 4
// carry once into limbs 1 and 5, and the eight limbs R0..R7 are stored to z.
#define FOLD \
	MOVQ R4, R8; ADDQ CX, R8; ADDQ R14, R8; \
	MOVQ R0, R9; ADDQ R14, R9; \
	MOVQ R8, AX; SHRQ $56, AX; ANDQ BX, R8; ADDQ R5, AX; \
	MOVQ R9, DX; SHRQ $56, DX; ANDQ BX, R9; ADDQ R1, DX; \
	MOVQ z+0(FP), DI; \
	MOVQ R9, 0(DI); MOVQ DX, 8(DI); \
	MOVQ R2, R10; MOVQ R10, 16(DI); \
	MOVQ R3, R10; MOVQ R10, 24(DI); \
	MOVQ R8, 32(DI); MOVQ AX, 40(DI); \
	MOVQ R6, R10; MOVQ R10, 48(DI); \
	MOVQ R7, R10; MOVQ R10, 56(DI)

// Frame slots (hardware SP). Both kernels keep the output limbs r0..r7 at
// 0..56 and their precomputed operands above.
#define R0 0(SP)
#define R1 8(SP)
#define R2 16(SP)
#define R3 24(SP)
#define R4 32(SP)
#define R5 40(SP)
#define R6 48(SP)
#define R7 56(SP)
#define S0 64(SP)
#define S1 72(SP)
#define S2 80(SP)
#define S3 88(SP)

// mulAsm frame: t_j = y_j + y_{j+4}, u_j = t_j + y_{j+4}.
#define T0 96(SP)
#define T1 104(SP)
#define T2 112(SP)
#define T3 120(SP)
#define U1 128(SP)
#define U2 136(SP)
#define U3 144(SP)

// squareAsm frame: d_j = 2·x_j, e_j = 2·s_j.
#define D0 96(SP)
#define D1 104(SP)
#define D2 112(SP)
#define D4 120(SP)
#define D5 128(SP)
#define D6 136(SP)
#define E0 144(SP)
#define E1 152(SP)
#define E2 160(SP)

// ADDT adds R8:R9 to both accumulators.
#define ADDT \
	ADDQ R8, R10; ADCQ R9, R11; ADDQ R8, R12; ADCQ R9, R13

// func mulAsm(z, x, y *Element)
TEXT ·mulAsm(SB), NOSPLIT, $152-24
	MOVQ x+8(FP), SI
	MOVQ y+16(FP), DI
	MOVQ $0x00ffffffffffffff, BX

	// s_j = x_j + x_{j+4}, t_j = y_j + y_{j+4}, u_j = t_j + y_{j+4}.
	MOVQ 0(SI), AX; ADDQ 32(SI), AX; MOVQ AX, S0
	MOVQ 8(SI), AX; ADDQ 40(SI), AX; MOVQ AX, S1
	MOVQ 16(SI), AX; ADDQ 48(SI), AX; MOVQ AX, S2
	MOVQ 24(SI), AX; ADDQ 56(SI), AX; MOVQ AX, S3
	MOVQ 0(DI), AX; ADDQ 32(DI), AX; MOVQ AX, T0
	MOVQ 8(DI), AX; ADDQ 40(DI), AX; MOVQ AX, T1; ADDQ 40(DI), AX; MOVQ AX, U1
	MOVQ 16(DI), AX; ADDQ 48(DI), AX; MOVQ AX, T2; ADDQ 48(DI), AX; MOVQ AX, U2
	MOVQ 24(DI), AX; ADDQ 56(DI), AX; MOVQ AX, T3; ADDQ 56(DI), AX; MOVQ AX, U3
	XORQ CX, CX
	XORQ R14, R14

	// i = 0: w = x0y0 + x1y7 + x2y6 + x3y5
	MULSET(0(SI), 0(DI), R8, R9)
	MULADD(8(SI), 56(DI), R8, R9)
	MULADD(16(SI), 48(DI), R8, R9)
	MULADD(24(SI), 40(DI), R8, R9)
	START
	// low += h = x4y4 + x5t3 + x6t2 + x7t1
	MULADD(32(SI), 32(DI), R10, R11)
	MULADD(40(SI), T3, R10, R11)
	MULADD(48(SI), T2, R10, R11)
	MULADD(56(SI), T1, R10, R11)
	// high += m = s0t0 + s1u3 + s2u2 + s3u1
	MULADD(S0, T0, R12, R13)
	MULADD(S1, U3, R12, R13)
	MULADD(S2, U2, R12, R13)
	MULADD(S3, U1, R12, R13)
	FINISH(R0, R4)

	// i = 1: w = x0y1 + x1y0 + x2y7 + x3y6
	MULSET(0(SI), 8(DI), R8, R9)
	MULADD(8(SI), 0(DI), R8, R9)
	MULADD(16(SI), 56(DI), R8, R9)
	MULADD(24(SI), 48(DI), R8, R9)
	START
	// h = x4y5 + x5y4 + x6t3 + x7t2
	MULADD(32(SI), 40(DI), R10, R11)
	MULADD(40(SI), 32(DI), R10, R11)
	MULADD(48(SI), T3, R10, R11)
	MULADD(56(SI), T2, R10, R11)
	// m = s0t1 + s1t0 + s2u3 + s3u2
	MULADD(S0, T1, R12, R13)
	MULADD(S1, T0, R12, R13)
	MULADD(S2, U3, R12, R13)
	MULADD(S3, U2, R12, R13)
	FINISH(R1, R5)

	// i = 2: w = x0y2 + x1y1 + x2y0 + x3y7
	MULSET(0(SI), 16(DI), R8, R9)
	MULADD(8(SI), 8(DI), R8, R9)
	MULADD(16(SI), 0(DI), R8, R9)
	MULADD(24(SI), 56(DI), R8, R9)
	START
	// h = x4y6 + x5y5 + x6y4 + x7t3
	MULADD(32(SI), 48(DI), R10, R11)
	MULADD(40(SI), 40(DI), R10, R11)
	MULADD(48(SI), 32(DI), R10, R11)
	MULADD(56(SI), T3, R10, R11)
	// m = s0t2 + s1t1 + s2t0 + s3u3
	MULADD(S0, T2, R12, R13)
	MULADD(S1, T1, R12, R13)
	MULADD(S2, T0, R12, R13)
	MULADD(S3, U3, R12, R13)
	FINISH(R2, R6)

	// i = 3: w = x0y3 + x1y2 + x2y1 + x3y0
	MULSET(0(SI), 24(DI), R8, R9)
	MULADD(8(SI), 16(DI), R8, R9)
	MULADD(16(SI), 8(DI), R8, R9)
	MULADD(24(SI), 0(DI), R8, R9)
	START
	// h = x4y7 + x5y6 + x6y5 + x7y4
	MULADD(32(SI), 56(DI), R10, R11)
	MULADD(40(SI), 48(DI), R10, R11)
	MULADD(48(SI), 40(DI), R10, R11)
	MULADD(56(SI), 32(DI), R10, R11)
	// m = s0t3 + s1t2 + s2t1 + s3t0
	MULADD(S0, T3, R12, R13)
	MULADD(S1, T2, R12, R13)
	MULADD(S2, T1, R12, R13)
	MULADD(S3, T0, R12, R13)
	FINISH(R3, R7)

	FOLD
	RET

// func squareAsm(z, x *Element)
TEXT ·squareAsm(SB), NOSPLIT, $168-16
	MOVQ x+8(FP), SI
	MOVQ $0x00ffffffffffffff, BX

	MOVQ 0(SI), AX; ADDQ 32(SI), AX; MOVQ AX, S0; ADDQ AX, AX; MOVQ AX, E0
	MOVQ 8(SI), AX; ADDQ 40(SI), AX; MOVQ AX, S1; ADDQ AX, AX; MOVQ AX, E1
	MOVQ 16(SI), AX; ADDQ 48(SI), AX; MOVQ AX, S2; ADDQ AX, AX; MOVQ AX, E2
	MOVQ 24(SI), AX; ADDQ 56(SI), AX; MOVQ AX, S3
	MOVQ 0(SI), AX; ADDQ AX, AX; MOVQ AX, D0
	MOVQ 8(SI), AX; ADDQ AX, AX; MOVQ AX, D1
	MOVQ 16(SI), AX; ADDQ AX, AX; MOVQ AX, D2
	MOVQ 32(SI), AX; ADDQ AX, AX; MOVQ AX, D4
	MOVQ 40(SI), AX; ADDQ AX, AX; MOVQ AX, D5
	MOVQ 48(SI), AX; ADDQ AX, AX; MOVQ AX, D6
	XORQ CX, CX
	XORQ R14, R14

	// i = 0: low = L0 + H0 + M4 − L4, high = M0 − L0 + M4 + H4.
	MULSET(0(SI), 0(SI), R8, R9)     // L0 = x0²
	START
	MULSET(E1, S3, R8, R9)           // M4 = 2s1s3 + s2²
	MULADD(S2, S2, R8, R9)
	ADDT
	MULADD(32(SI), 32(SI), R10, R11) // H0 = x4²
	MULSUB(D1, 24(SI), R10, R11)     // L4 = 2x1x3 + x2²
	MULSUB(16(SI), 16(SI), R10, R11)
	MULADD(S0, S0, R12, R13)         // M0 = s0²
	MULADD(D5, 56(SI), R12, R13)     // H4 = 2x5x7 + x6²
	MULADD(48(SI), 48(SI), R12, R13)
	FINISH(R0, R4)

	// i = 1: low = L1 + H1 + M5 − L5, high = M1 − L1 + M5 + H5.
	MULSET(D0, 8(SI), R8, R9)        // L1 = 2x0x1
	START
	MULSET(E2, S3, R8, R9)           // M5 = 2s2s3
	ADDT
	MULADD(D4, 40(SI), R10, R11)     // H1 = 2x4x5
	MULSUB(D2, 24(SI), R10, R11)     // L5 = 2x2x3
	MULADD(E0, S1, R12, R13)         // M1 = 2s0s1
	MULADD(D6, 56(SI), R12, R13)     // H5 = 2x6x7
	FINISH(R1, R5)

	// i = 2: low = L2 + H2 + M6 − L6, high = M2 − L2 + M6 + H6.
	MULSET(D0, 16(SI), R8, R9)       // L2 = 2x0x2 + x1²
	MULADD(8(SI), 8(SI), R8, R9)
	START
	MULSET(S3, S3, R8, R9)           // M6 = s3²
	ADDT
	MULADD(D4, 48(SI), R10, R11)     // H2 = 2x4x6 + x5²
	MULADD(40(SI), 40(SI), R10, R11)
	MULSUB(24(SI), 24(SI), R10, R11) // L6 = x3²
	MULADD(E0, S2, R12, R13)         // M2 = 2s0s2 + s1²
	MULADD(S1, S1, R12, R13)
	MULADD(56(SI), 56(SI), R12, R13) // H6 = x7²
	FINISH(R2, R6)

	// i = 3: low = L3 + H3, high = M3 − L3.
	MULSET(D0, 24(SI), R8, R9)       // L3 = 2x0x3 + 2x1x2
	MULADD(D1, 16(SI), R8, R9)
	START
	MULADD(D4, 56(SI), R10, R11)     // H3 = 2x4x7 + 2x5x6
	MULADD(D5, 48(SI), R10, R11)
	MULADD(E0, S3, R12, R13)         // M3 = 2s0s3 + 2s1s2
	MULADD(E1, S2, R12, R13)
	FINISH(R3, R7)

	FOLD
	RET
