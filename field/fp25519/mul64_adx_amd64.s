//go:build amd64 && !purego

#include "textflag.h"

// Multiplication and squaring of Element64 (radix 2^64) modulo
// p = 2^255 − 19 with the BMI2 and ADX instructions MULX, ADCX and ADOX,
// for processors that have them (see mul64_adx_amd64.go). They compute the
// same limbs as mul64Generic and square64Generic (mul64.go): the 512-bit
// product t0..t7 in R8..R15, then REDUCE38. Straight-line code: no branch,
// no memory access that depends on the operands.

// REDUCE38 sets the four limbs at 0(DI) to t = R8..R15 (little-endian)
// modulo p, below 2^256, as reduce512 does: t_lo + 38·t_hi with 2^256 ≡ 38.
// The products 38·t4 … 38·t7 go in with their low halves on the carry chain
// (ADCX) and their high halves on the overflow chain (ADOX); the fifth limb
// u (below 39 plus the two carries) re-enters times 38, and a last carry
// out, possible only when the sum wrapped to a value below 38, adds a last
// 38 through a mask. Clobbers AX, BX, CX, DX.
#define REDUCE38 \
	MOVQ  $38, DX      \
	XORQ  CX, CX       \ // CX = 0; clears CF and OF
	MULXQ R12, AX, BX  \ // 38·t4
	ADCXQ AX, R8       \
	ADOXQ BX, R9       \
	MULXQ R13, AX, BX  \ // 38·t5
	ADCXQ AX, R9       \
	ADOXQ BX, R10      \
	MULXQ R14, AX, BX  \ // 38·t6
	ADCXQ AX, R10      \
	ADOXQ BX, R11      \
	MULXQ R15, AX, R12 \ // 38·t7, its high half into u = R12
	ADCXQ AX, R11      \
	ADOXQ CX, R12      \
	ADCXQ CX, R12      \
	IMUL3Q $38, R12, R12 \ // 38·u, below 2^11
	ADDQ  R12, R8      \
	ADCQ  CX, R9       \
	ADCQ  CX, R10      \
	ADCQ  CX, R11      \
	SBBQ  AX, AX       \ // −carry
	ANDQ  $38, AX      \
	ADDQ  AX, R8       \
	MOVQ  R8, 0(DI)    \
	MOVQ  R9, 8(DI)    \
	MOVQ  R10, 16(DI)  \
	MOVQ  R11, 24(DI)

// func mul64ADXAsm(z, x, y *Element64)
TEXT ·mul64ADXAsm(SB), NOSPLIT, $0-24
	MOVQ x+8(FP), SI
	MOVQ y+16(FP), DI

	// Row x0 into t0..t4 on one carry chain.
	MOVQ  0(SI), DX
	MULXQ 0(DI), R8, R9
	MULXQ 8(DI), AX, R10
	ADDQ  AX, R9
	MULXQ 16(DI), AX, R11
	ADCQ  AX, R10
	MULXQ 24(DI), AX, R12
	ADCQ  AX, R11
	ADCQ  $0, R12

	// Row x1 into t1..t5: low halves on CF (ADCX), high halves on OF (ADOX).
	XORQ  CX, CX
	MOVQ  8(SI), DX
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

	// Row x2 into t2..t6.
	XORQ  CX, CX
	MOVQ  16(SI), DX
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

	// Row x3 into t3..t7.
	XORQ  CX, CX
	MOVQ  24(SI), DX
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

	MOVQ z+0(FP), DI
	REDUCE38
	RET

// func square64ADXAsm(z, x *Element64)
TEXT ·square64ADXAsm(SB), NOSPLIT, $0-16
	MOVQ x+8(FP), SI

	// The cross products x_i·x_j (i < j) into t1..t6: x0·(x1, x2, x3) on
	// one carry chain, then x1·(x2, x3) on two, then x2·x3.
	MOVQ  0(SI), DX
	MULXQ 8(SI), R9, R10
	MULXQ 16(SI), AX, R11
	ADDQ  AX, R10
	MULXQ 24(SI), AX, R12
	ADCQ  AX, R11
	ADCQ  $0, R12
	XORQ  CX, CX
	MOVQ  8(SI), DX
	MULXQ 16(SI), AX, BX
	ADCXQ AX, R11
	ADOXQ BX, R12
	MULXQ 24(SI), AX, R13
	ADCXQ AX, R12
	ADOXQ CX, R13
	ADCXQ CX, R13
	MOVQ  16(SI), DX
	MULXQ 24(SI), AX, R14
	ADDQ  AX, R13
	ADCQ  $0, R14

	// Doubled on CF (each limb added to itself, t7 = R15 taking the top
	// bit) while the squares x_i² go in on OF.
	XORQ  R15, R15
	MOVQ  0(SI), DX
	MULXQ DX, R8, AX
	ADCXQ R9, R9
	ADOXQ AX, R9
	MOVQ  8(SI), DX
	MULXQ DX, AX, BX
	ADCXQ R10, R10
	ADOXQ AX, R10
	ADCXQ R11, R11
	ADOXQ BX, R11
	MOVQ  16(SI), DX
	MULXQ DX, AX, BX
	ADCXQ R12, R12
	ADOXQ AX, R12
	ADCXQ R13, R13
	ADOXQ BX, R13
	MOVQ  24(SI), DX
	MULXQ DX, AX, BX
	ADCXQ R14, R14
	ADOXQ AX, R14
	ADCXQ R15, R15
	ADOXQ BX, R15

	MOVQ z+0(FP), DI
	REDUCE38
	RET
