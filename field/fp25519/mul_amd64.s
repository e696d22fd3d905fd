//go:build amd64 && !purego

#include "textflag.h"

// Hand-written amd64 kernels for mul.go: the products of mulGeneric and
// squareGeneric, and the same values mod p (mul_amd64_test.go checks that
// they agree; the Go kernels reduce their columns serially, so the limbs
// may differ). Each 128-bit column sum lives in a register pair (lo, hi);
// a product is MULQ into DX:AX, then ADDQ/ADCQ.
//
//	column 0: R9:R8    column 1: R11:R10    column 2: R13:R12
//	column 3: R15:R14  column 4: DI:BX
//
// x is read through SI, y through CX; neither kernel needs a stack frame.
// No global is referenced, so R15 is free even under -dynlink.

// mask51 is 2^51 − 1.
#define mask51 $0x7ffffffffffff

// reduceColumns finishes a kernel: it turns the five column sums into limbs
// below 2^51 + 2^18 and stores them at z. First every column is split at
// bit 51 at once: SHLQ $13, lo, hi leaves the carry c_k = column >> 51 in
// hi, ANDQ leaves column mod 2^51 in lo; then l0 = lo0 + 19·c4 and
// l_k = lo_k + c_(k−1). Second, one 64-bit carry pass of the same shape:
// every carry l_k >> 51 is taken before any limb is masked and added to.
#define reduceColumns \
	MOVQ   mask51, AX \
	SHLQ   $13, R8, R9 \
	ANDQ   AX, R8 \
	SHLQ   $13, R10, R11 \
	ANDQ   AX, R10 \
	SHLQ   $13, R12, R13 \
	ANDQ   AX, R12 \
	SHLQ   $13, R14, R15 \
	ANDQ   AX, R14 \
	SHLQ   $13, BX, DI \
	ANDQ   AX, BX \
	IMUL3Q $19, DI, DI \
	ADDQ   DI, R8 \
	ADDQ   R9, R10 \
	ADDQ   R11, R12 \
	ADDQ   R13, R14 \
	ADDQ   R15, BX \
	MOVQ   R8, R9 \
	SHRQ   $51, R9 \
	MOVQ   R10, R11 \
	SHRQ   $51, R11 \
	MOVQ   R12, R13 \
	SHRQ   $51, R13 \
	MOVQ   R14, R15 \
	SHRQ   $51, R15 \
	MOVQ   BX, DI \
	SHRQ   $51, DI \
	ANDQ   AX, R8 \
	ANDQ   AX, R10 \
	ANDQ   AX, R12 \
	ANDQ   AX, R14 \
	ANDQ   AX, BX \
	IMUL3Q $19, DI, DI \
	ADDQ   DI, R8 \
	ADDQ   R9, R10 \
	ADDQ   R11, R12 \
	ADDQ   R13, R14 \
	ADDQ   R15, BX \
	MOVQ   z+0(FP), DI \
	MOVQ   R8, 0(DI) \
	MOVQ   R10, 8(DI) \
	MOVQ   R12, 16(DI) \
	MOVQ   R14, 24(DI) \
	MOVQ   BX, 32(DI)

// first sets the column pair hi:lo = DX:AX.
#define first(lo, hi) \
	MOVQ AX, lo \
	MOVQ DX, hi

// acc adds DX:AX to the column pair hi:lo.
#define acc(lo, hi) \
	ADDQ AX, lo \
	ADCQ DX, hi

// func mulAsm(z, x, y *Element)
TEXT ·mulAsm(SB), NOSPLIT, $0-24
	MOVQ x+8(FP), SI
	MOVQ y+16(FP), CX

	// A wrapped product a_i·b_j (i + j ≥ 5) is computed as (19·b_j)·a_i, the
	// IMUL3Q forming 19·b_j (below 2^57) straight from memory into AX.

	// Column 0: a0·b0 + a1·19b4 + a2·19b3 + a3·19b2 + a4·19b1.
	MOVQ 0(SI), AX
	MULQ 0(CX)
	first(R8, R9)
	IMUL3Q $19, 32(CX), AX
	MULQ   8(SI)
	acc(R8, R9)
	IMUL3Q $19, 24(CX), AX
	MULQ   16(SI)
	acc(R8, R9)
	IMUL3Q $19, 16(CX), AX
	MULQ   24(SI)
	acc(R8, R9)
	IMUL3Q $19, 8(CX), AX
	MULQ   32(SI)
	acc(R8, R9)

	// Column 1: a0·b1 + a1·b0 + a2·19b4 + a3·19b3 + a4·19b2.
	MOVQ 0(SI), AX
	MULQ 8(CX)
	first(R10, R11)
	MOVQ 8(SI), AX
	MULQ 0(CX)
	acc(R10, R11)
	IMUL3Q $19, 32(CX), AX
	MULQ   16(SI)
	acc(R10, R11)
	IMUL3Q $19, 24(CX), AX
	MULQ   24(SI)
	acc(R10, R11)
	IMUL3Q $19, 16(CX), AX
	MULQ   32(SI)
	acc(R10, R11)

	// Column 2: a0·b2 + a1·b1 + a2·b0 + a3·19b4 + a4·19b3.
	MOVQ 0(SI), AX
	MULQ 16(CX)
	first(R12, R13)
	MOVQ 8(SI), AX
	MULQ 8(CX)
	acc(R12, R13)
	MOVQ 16(SI), AX
	MULQ 0(CX)
	acc(R12, R13)
	IMUL3Q $19, 32(CX), AX
	MULQ   24(SI)
	acc(R12, R13)
	IMUL3Q $19, 24(CX), AX
	MULQ   32(SI)
	acc(R12, R13)

	// Column 3: a0·b3 + a1·b2 + a2·b1 + a3·b0 + a4·19b4.
	MOVQ 0(SI), AX
	MULQ 24(CX)
	first(R14, R15)
	MOVQ 8(SI), AX
	MULQ 16(CX)
	acc(R14, R15)
	MOVQ 16(SI), AX
	MULQ 8(CX)
	acc(R14, R15)
	MOVQ 24(SI), AX
	MULQ 0(CX)
	acc(R14, R15)
	IMUL3Q $19, 32(CX), AX
	MULQ   32(SI)
	acc(R14, R15)

	// Column 4: a0·b4 + a1·b3 + a2·b2 + a3·b1 + a4·b0.
	MOVQ 0(SI), AX
	MULQ 32(CX)
	first(BX, DI)
	MOVQ 8(SI), AX
	MULQ 24(CX)
	acc(BX, DI)
	MOVQ 16(SI), AX
	MULQ 16(CX)
	acc(BX, DI)
	MOVQ 24(SI), AX
	MULQ 8(CX)
	acc(BX, DI)
	MOVQ 32(SI), AX
	MULQ 0(CX)
	acc(BX, DI)

	reduceColumns
	RET

// func squareAsm(z, x *Element)
TEXT ·squareAsm(SB), NOSPLIT, $0-16
	MOVQ x+8(FP), SI

	// Column 0: a0² + 38a1·a4 + 38a2·a3.
	MOVQ   0(SI), AX
	MULQ   0(SI)
	first(R8, R9)
	IMUL3Q $38, 8(SI), AX
	MULQ   32(SI)
	acc(R8, R9)
	IMUL3Q $38, 16(SI), AX
	MULQ   24(SI)
	acc(R8, R9)

	// Column 1: 2a0·a1 + 38a2·a4 + 19a3·a3.
	MOVQ   0(SI), AX
	ADDQ   AX, AX
	MULQ   8(SI)
	first(R10, R11)
	IMUL3Q $38, 16(SI), AX
	MULQ   32(SI)
	acc(R10, R11)
	IMUL3Q $19, 24(SI), AX
	MULQ   24(SI)
	acc(R10, R11)

	// Column 2: 2a0·a2 + a1² + 38a3·a4.
	MOVQ   0(SI), AX
	ADDQ   AX, AX
	MULQ   16(SI)
	first(R12, R13)
	MOVQ   8(SI), AX
	MULQ   8(SI)
	acc(R12, R13)
	IMUL3Q $38, 24(SI), AX
	MULQ   32(SI)
	acc(R12, R13)

	// Column 3: 2a0·a3 + 2a1·a2 + 19a4·a4.
	MOVQ   0(SI), AX
	ADDQ   AX, AX
	MULQ   24(SI)
	first(R14, R15)
	MOVQ   8(SI), AX
	ADDQ   AX, AX
	MULQ   16(SI)
	acc(R14, R15)
	IMUL3Q $19, 32(SI), AX
	MULQ   32(SI)
	acc(R14, R15)

	// Column 4: 2a0·a4 + 2a1·a3 + a2².
	MOVQ   0(SI), AX
	ADDQ   AX, AX
	MULQ   32(SI)
	first(BX, DI)
	MOVQ   8(SI), AX
	ADDQ   AX, AX
	MULQ   24(SI)
	acc(BX, DI)
	MOVQ   16(SI), AX
	MULQ   16(SI)
	acc(BX, DI)

	reduceColumns
	RET
