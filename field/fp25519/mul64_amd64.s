//go:build amd64 && !purego

#include "textflag.h"

// Multiplication and squaring of Element64 (radix 2^64) modulo
// p = 2^255 − 19 with the baseline x86-64 instructions MULQ, ADDQ and ADCQ,
// for processors without BMI2 and ADX (see mul64_amd64.go; Field64ADX has
// the MULX/ADCX/ADOX kernels, mul64_adx_amd64.s). They compute the same
// limbs as mul64Generic and square64Generic (mul64.go): the 512-bit product
// t0..t7 in R8..R15, then REDUCE38MULQ. Straight-line code: no branch, no
// memory access that depends on the operands.
//
// MULQ leaves its product in DX:AX and overwrites the carry flag, so one
// carry chain cannot run across two products. The product is therefore
// summed column by column (product scanning): column k of x·y is the sum of
// the x_i·y_j with i + j = k, below 2^130, held in three registers
// (lo, hi, top) while its products go in with ADDQ/ADCQ/ADCQ; lo is then
// limb t_k, and (hi, top) begin the next column.

// PRODUCT adds x_i·y_j (the limbs at xi(SI) and yj(DI)) to the column
// (lo, hi, top).
#define PRODUCT(xi, yj, lo, hi, top) \
	MOVQ xi(SI), AX \
	MULQ yj(DI)     \
	ADDQ AX, lo     \
	ADCQ DX, hi     \
	ADCQ $0, top

// REDUCE38MULQ sets the four limbs at z+0(FP) to t = R8..R15
// (little-endian) modulo p, below 2^256, as reduce512 does: t_lo + 38·t_hi
// with 2^256 ≡ 38. First 38·t_hi as five limbs r0..r4 (r4 below 38) in R12,
// BX, R13, R14, DX, each product's high half added to the next one's low
// half; then t_lo + r, whose fifth limb u (below 39) re-enters times 38
// (below 2^11); a last carry out, possible only when that sum wrapped to a
// value below 38, adds a last 38 through a mask. Clobbers AX, BX, DX, DI.
#define REDUCE38MULQ \
	MOVQ   $38, AX     \
	MULQ   R12         \ // 38·t4
	MOVQ   AX, R12     \ // r0
	MOVQ   DX, BX      \
	MOVQ   $38, AX     \
	MULQ   R13         \ // 38·t5
	ADDQ   AX, BX      \ // r1
	ADCQ   $0, DX      \
	MOVQ   DX, R13     \
	MOVQ   $38, AX     \
	MULQ   R14         \ // 38·t6
	ADDQ   AX, R13     \ // r2
	ADCQ   $0, DX      \
	MOVQ   DX, R14     \
	MOVQ   $38, AX     \
	MULQ   R15         \ // 38·t7
	ADDQ   AX, R14     \ // r3
	ADCQ   $0, DX      \ // r4
	ADDQ   R12, R8     \
	ADCQ   BX, R9      \
	ADCQ   R13, R10    \
	ADCQ   R14, R11    \
	ADCQ   $0, DX      \ // u
	IMUL3Q $38, DX, DX \ // 38·u
	ADDQ   DX, R8      \
	ADCQ   $0, R9      \
	ADCQ   $0, R10     \
	ADCQ   $0, R11     \
	SBBQ   AX, AX      \ // −carry
	ANDQ   $38, AX     \
	ADDQ   AX, R8      \
	MOVQ   z+0(FP), DI \
	MOVQ   R8, 0(DI)   \
	MOVQ   R9, 8(DI)   \
	MOVQ   R10, 16(DI) \
	MOVQ   R11, 24(DI)

// func mul64Asm(z, x, y *Element64)
TEXT ·mul64Asm(SB), NOSPLIT, $0-24
	MOVQ x+8(FP), SI
	MOVQ y+16(FP), DI

	// Column 0: x0·y0; t0 = R8, the high half begins column 1.
	MOVQ 0(SI), AX
	MULQ 0(DI)
	MOVQ AX, R8
	MOVQ DX, R9

	// Column 1: x0·y1 + x1·y0 in (R9, R10, R11). The first high half plus
	// a carry cannot wrap (a product's high half is below 2^64 − 1).
	MOVQ 0(SI), AX
	MULQ 8(DI)
	ADDQ AX, R9
	ADCQ $0, DX
	MOVQ DX, R10
	MOVQ $0, R11
	PRODUCT(8, 0, R9, R10, R11)

	// Column 2: x0·y2 + x1·y1 + x2·y0 in (R10, R11, R12).
	MOVQ $0, R12
	PRODUCT(0, 16, R10, R11, R12)
	PRODUCT(8, 8, R10, R11, R12)
	PRODUCT(16, 0, R10, R11, R12)

	// Column 3: x0·y3 + x1·y2 + x2·y1 + x3·y0 in (R11, R12, R13).
	MOVQ $0, R13
	PRODUCT(0, 24, R11, R12, R13)
	PRODUCT(8, 16, R11, R12, R13)
	PRODUCT(16, 8, R11, R12, R13)
	PRODUCT(24, 0, R11, R12, R13)

	// Column 4: x1·y3 + x2·y2 + x3·y1 in (R12, R13, R14).
	MOVQ $0, R14
	PRODUCT(8, 24, R12, R13, R14)
	PRODUCT(16, 16, R12, R13, R14)
	PRODUCT(24, 8, R12, R13, R14)

	// Column 5: x2·y3 + x3·y2 in (R13, R14, R15).
	MOVQ $0, R15
	PRODUCT(16, 24, R13, R14, R15)
	PRODUCT(24, 16, R13, R14, R15)

	// Column 6: x3·y3 in (R14, R15); nothing carries out of t7, the
	// product being below 2^512.
	MOVQ 24(SI), AX
	MULQ 24(DI)
	ADDQ AX, R14
	ADCQ DX, R15

	REDUCE38MULQ
	RET

// func square64Asm(z, x *Element64)
TEXT ·square64Asm(SB), NOSPLIT, $0-16
	MOVQ x+8(FP), SI

	// The cross products x_i·x_j (i < j) once, into t1..t6 = R9..R14:
	// x0·(x1, x2, x3) as a row, then x1·x2, x1·x3 and x2·x3 added in, each
	// carry caught by the next limb. Every partial sum is below the full
	// cross sum, below 2^448, so nothing carries out of R14.
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
	MOVQ 8(SI), AX
	MULQ 16(SI)
	ADDQ AX, R11
	ADCQ DX, R12
	MOVQ $0, R13 // MOVQ leaves the carry flag alone
	ADCQ $0, R13
	MOVQ 8(SI), AX
	MULQ 24(SI)
	ADDQ AX, R12
	ADCQ DX, R13
	MOVQ $0, R14
	ADCQ $0, R14
	MOVQ 16(SI), AX
	MULQ 24(SI)
	ADDQ AX, R13
	ADCQ DX, R14

	// Doubled: each limb added to itself on one carry chain, t7 = R15
	// taking the top bit.
	MOVQ $0, R15
	ADDQ R9, R9
	ADCQ R10, R10
	ADCQ R11, R11
	ADCQ R12, R12
	ADCQ R13, R13
	ADCQ R14, R14
	ADCQ $0, R15

	// Plus the squares x_i² at 2^(128·i), on one carry chain that BX keeps
	// across each MULQ: SBBQ saves the carry as 0 or −1, NEGQ turns it back
	// into the carry flag (NEGQ sets it exactly when BX is not zero).
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
	ADCQ DX, R15 // no carry out: x² < 2^512

	REDUCE38MULQ
	RET
