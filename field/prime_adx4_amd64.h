// Shared pieces of the 4-limb MULX/ADCX/ADOX Montgomery kernels of
// prime_adx_amd64.s, prime_adxm1_amd64.s and prime_adxsparse_amd64.s: the
// three differ only in their reduction, so the 512-bit product and square
// are written once, here. Straight-line code: no branch, and no memory
// address that depends on the operands (TestMontMulADXStraightLine reads
// this file too).

// PRODUCT4_ADX sets t0..t7 (R8..R15) to x·y for the 4-limb x at (SI) and
// y at (DI): row x0 on one carry chain, rows x1..x3 with the low halves of
// x_i·y_j on CF (ADCX) and the high halves on OF (ADOX). It clobbers AX,
// BX, CX and DX.
#define PRODUCT4_ADX \
	MOVQ 0(SI), DX; \
	MULXQ 0(DI), R8, R9; \
	MULXQ 8(DI), AX, R10; \
	ADDQ AX, R9; \
	MULXQ 16(DI), AX, R11; \
	ADCQ AX, R10; \
	MULXQ 24(DI), AX, R12; \
	ADCQ AX, R11; \
	ADCQ $0, R12; \
	XORQ CX, CX; \
	MOVQ 8(SI), DX; \
	MULXQ 0(DI), AX, BX; \
	ADCXQ AX, R9; \
	ADOXQ BX, R10; \
	MULXQ 8(DI), AX, BX; \
	ADCXQ AX, R10; \
	ADOXQ BX, R11; \
	MULXQ 16(DI), AX, BX; \
	ADCXQ AX, R11; \
	ADOXQ BX, R12; \
	MULXQ 24(DI), AX, R13; \
	ADCXQ AX, R12; \
	ADOXQ CX, R13; \
	ADCXQ CX, R13; \
	XORQ CX, CX; \
	MOVQ 16(SI), DX; \
	MULXQ 0(DI), AX, BX; \
	ADCXQ AX, R10; \
	ADOXQ BX, R11; \
	MULXQ 8(DI), AX, BX; \
	ADCXQ AX, R11; \
	ADOXQ BX, R12; \
	MULXQ 16(DI), AX, BX; \
	ADCXQ AX, R12; \
	ADOXQ BX, R13; \
	MULXQ 24(DI), AX, R14; \
	ADCXQ AX, R13; \
	ADOXQ CX, R14; \
	ADCXQ CX, R14; \
	XORQ CX, CX; \
	MOVQ 24(SI), DX; \
	MULXQ 0(DI), AX, BX; \
	ADCXQ AX, R11; \
	ADOXQ BX, R12; \
	MULXQ 8(DI), AX, BX; \
	ADCXQ AX, R12; \
	ADOXQ BX, R13; \
	MULXQ 16(DI), AX, BX; \
	ADCXQ AX, R13; \
	ADOXQ BX, R14; \
	MULXQ 24(DI), AX, R15; \
	ADCXQ AX, R14; \
	ADOXQ CX, R15; \
	ADCXQ CX, R15;

// SQUARE4_ADX sets t0..t7 (R8..R15) to x² for the 4-limb x at (SI): the
// cross products x_i·x_j, i < j, into t1..t6; then, on two chains, t1..t6
// doubled (ADCX) while the squares x_i² are added (ADOX). It clobbers AX,
// BX, CX and DX.
#define SQUARE4_ADX \
	MOVQ 0(SI), DX; \
	MULXQ 8(SI), R9, R10; \
	MULXQ 16(SI), AX, R11; \
	ADDQ AX, R10; \
	MULXQ 24(SI), AX, R12; \
	ADCQ AX, R11; \
	ADCQ $0, R12; \
	XORQ CX, CX; \
	MOVQ 8(SI), DX; \
	MULXQ 16(SI), AX, BX; \
	ADCXQ AX, R11; \
	ADOXQ BX, R12; \
	MULXQ 24(SI), AX, R13; \
	ADCXQ AX, R12; \
	ADOXQ CX, R13; \
	ADCXQ CX, R13; \
	MOVQ 16(SI), DX; \
	MULXQ 24(SI), AX, R14; \
	ADDQ AX, R13; \
	ADCQ $0, R14; \
	XORQ CX, CX; \
	MOVQ 0(SI), DX; \
	MULXQ DX, R8, AX; \
	ADCXQ R9, R9; \
	ADOXQ AX, R9; \
	MOVQ 8(SI), DX; \
	MULXQ DX, AX, BX; \
	ADCXQ R10, R10; \
	ADOXQ AX, R10; \
	ADCXQ R11, R11; \
	ADOXQ BX, R11; \
	MOVQ 16(SI), DX; \
	MULXQ DX, AX, BX; \
	ADCXQ R12, R12; \
	ADOXQ AX, R12; \
	ADCXQ R13, R13; \
	ADOXQ BX, R13; \
	MOVQ 24(SI), DX; \
	MULXQ DX, AX, R15; \
	ADCXQ R14, R14; \
	ADOXQ AX, R14; \
	ADCXQ CX, R15; \
	ADOXQ CX, R15;

// FINISH4_SUBP: after a reduction that leaves the sum s + t4..t7 in R8..R11
// with its carry in SI (the p ≡ −1 and P-256-shape kernels), the masked
// subtraction of p (in DI) and the store to z; shared by those kernels'
// multiplication and squaring.
#define FINISH4_SUBP \
	MOVQ R8, AX; \
	SUBQ 0(DI), AX; \
	MOVQ R9, BX; \
	SBBQ 8(DI), BX; \
	MOVQ R10, CX; \
	SBBQ 16(DI), CX; \
	MOVQ R11, DX; \
	SBBQ 24(DI), DX; \
	SBBQ $0, SI; \
	CMOVQCS R8, AX; \
	CMOVQCS R9, BX; \
	CMOVQCS R10, CX; \
	CMOVQCS R11, DX; \
	MOVQ z+0(FP), DI; \
	MOVQ AX, 0(DI); \
	MOVQ BX, 8(DI); \
	MOVQ CX, 16(DI); \
	MOVQ DX, 24(DI);
