//go:build amd64 && !purego

#include "textflag.h"

// AVX-512 IFMA kernels for lanes.go: eight independent multiplications or
// squarings modulo 2^255 − 19 at once, one element per 64-bit lane. A value
// in lanes layout is five 512-bit vectors, limb k of the eight elements in
// vector k (radix 2^51, limbs below 2^52).
//
// VPMADD52LUQ b, a, acc adds the low 52 bits of the 104-bit product of the
// low 52 bits of a and b to acc; VPMADD52HUQ adds its bits 52..103. With
// radix 2^51 the product x_i·y_j at column i+j is lo + 2^52·hi, so its high
// half counts twice in column i+j+1. The column sums are
//
//	C_m = L_m + 2·H_(m−1),  m = 0..9  (L: sums of lo, H: sums of hi)
//
// and the result is c_k = C_k + 19·C_(k+5) for k = 0..4 (2^255 ≡ 19), then
// one carry pass of the shape of mul.go's: every carry c_k >> 51 is taken
// before any limb is masked and added to.
//
// Bounds, for inputs with limbs below 2^52: lo, hi < 2^52; at most five
// products per column, so L_m, H_m ≤ 5·2^52 (for a square the doubled
// off-diagonal terms and the diagonal term are again at most five products'
// worth), C_m ≤ 15·2^52 and c_k ≤ 20·15·2^52 < 2^61. The carries are below
// 2^10, so the output limbs are below 2^51 + 19·2^10 < 2^52: valid inputs
// for these kernels and for mul.go's.
//
// Registers: x in Z0–Z4, y in Z23–Z27, L_0..L_8 in Z5–Z13, H_0..H_8 in
// Z14–Z22, the constants 2^51 − 1 in Z30 and 19 in Z31; the result ends in
// Z5–Z9.

#include "lanes_amd64.h"

// func lanesMulIFMA(z, x, y *lanes)
TEXT ·lanesMulIFMA(SB), NOSPLIT, $0-24
	MOVQ z+0(FP), DI
	MOVQ x+8(FP), SI
	MOVQ y+16(FP), DX
	constants
	load5(SI, Z0, Z1, Z2, Z3, Z4)
	load5(DX, Z23, Z24, Z25, Z26, Z27)
	mulRegs
	storeResult(DI)
	VZEROUPPER
	RET

// func lanesSquareNIFMA(z, x *lanes, n int)
// n ≥ 1 squarings, the value kept in registers between them.
TEXT ·lanesSquareNIFMA(SB), NOSPLIT, $0-24
	MOVQ z+0(FP), DI
	MOVQ x+8(FP), SI
	MOVQ n+16(FP), CX
	constants
	load5(SI, Z0, Z1, Z2, Z3, Z4)

loop:
	squareColumns
	reduce
	VMOVDQA64 Z5, Z0
	VMOVDQA64 Z6, Z1
	VMOVDQA64 Z7, Z2
	VMOVDQA64 Z8, Z3
	VMOVDQA64 Z9, Z4
	DECQ      CX
	JNZ       loop

	storeResult(DI)
	VZEROUPPER
	RET

// func lanesSquareN2IFMA(z1, z2, x1, x2 *lanes, n int)
// n ≥ 1 squarings of x1 and of x2, alternating: the two chains are
// independent, so the processor overlaps one's squaring with the other's.
// x1 stays in Z0–Z4, x2 in Z23–Z27 (free: squarings use no y).
TEXT ·lanesSquareN2IFMA(SB), NOSPLIT, $0-40
	MOVQ z1+0(FP), DI
	MOVQ z2+8(FP), DX
	MOVQ x1+16(FP), SI
	MOVQ x2+24(FP), R8
	MOVQ n+32(FP), CX
	constants
	load5(SI, Z0, Z1, Z2, Z3, Z4)
	load5(R8, Z23, Z24, Z25, Z26, Z27)

loop2:
	squareColumns
	reduce
	VMOVDQA64 Z5, Z0
	VMOVDQA64 Z6, Z1
	VMOVDQA64 Z7, Z2
	VMOVDQA64 Z8, Z3
	VMOVDQA64 Z9, Z4
	squareColumnsOf(Z23, Z24, Z25, Z26, Z27)
	reduce
	VMOVDQA64 Z5, Z23
	VMOVDQA64 Z6, Z24
	VMOVDQA64 Z7, Z25
	VMOVDQA64 Z8, Z26
	VMOVDQA64 Z9, Z27
	DECQ      CX
	JNZ       loop2

	VMOVDQU64 Z0, 0(DI)
	VMOVDQU64 Z1, 64(DI)
	VMOVDQU64 Z2, 128(DI)
	VMOVDQU64 Z3, 192(DI)
	VMOVDQU64 Z4, 256(DI)
	VMOVDQU64 Z23, 0(DX)
	VMOVDQU64 Z24, 64(DX)
	VMOVDQU64 Z25, 128(DX)
	VMOVDQU64 Z26, 192(DX)
	VMOVDQU64 Z27, 256(DX)
	VZEROUPPER
	RET
