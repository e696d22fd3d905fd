//go:build amd64 && !purego

#include "textflag.h"
#include "prime_adx4_amd64.h"

// Montgomery multiplication for a 4-limb field.Prime with the BMI2 and ADX
// instructions MULX, ADCX and ADOX (prime_adx_amd64.go): z = x·y·2^-256 mod
// p, fully reduced, for x·y < p·2^256, any odd p < 2^256 read through p and
// −p⁻¹ mod 2^64 from inv; the same limbs as montMul4Generic and
// montMul4pm1Generic (for p ≡ −1 mod 2^64, inv = 1 and the same code
// serves).
//
// montSquare4ADXAsm is the same with the product x² computed as the cross
// products x_i·x_j (i < j), doubled, plus the squares x_i².
//
// Method (separated operand scanning): first the 512-bit product
// t = t0..t7, row by row, the low halves of the partial products x_i·y_j on
// the carry-flag chain (ADCX) and the high halves on the overflow-flag
// chain (ADOX), as in the P-256 kernel of field/fpr256. Then four
// Montgomery rounds: m = t_i·inv mod 2^64 and t += m·p·2^(64i), the low
// halves of m·p_j on ADCX, the high halves on ADOX, which makes t_i zero;
// the two carries left at the top of a round ripple up through t_(i+5) ..
// t_7 into a ninth word t_8 on both chains. t stays below
// 2^512 + 2^256·p < 2^513, so t_8 is 0 or 1, and t_4..t_8 = (x·y + M·p)/2^256
// is below 2·p; a masked subtraction of p (CMOVQCS on the final borrow)
// ends the kernel. Straight-line code: no branch, and no memory address
// that depends on the operands.

// func montMul4ADXAsm(z, x, y, p *PrimeElement, inv uint64)
TEXT ·montMul4ADXAsm(SB), NOSPLIT, $0-40
	MOVQ x+8(FP), SI
	MOVQ y+16(FP), DI

	// t0..t7 = x·y (prime_adx4_amd64.h).
	PRODUCT4_ADX

	// Montgomery reduction: four rounds t += m·p·2^(64i), m = t_i·inv, with
	// p in SI and t8 in DI.
	MOVQ p+24(FP), SI
	XORL DI, DI

	// Round 0: m = t0·inv; t0 becomes 0.
	MOVQ R8, DX
	IMULQ inv+32(FP), DX
	XORQ CX, CX
	MULXQ 0(SI), AX, BX
	ADCXQ AX, R8
	ADOXQ BX, R9
	MULXQ 8(SI), AX, BX
	ADCXQ AX, R9
	ADOXQ BX, R10
	MULXQ 16(SI), AX, BX
	ADCXQ AX, R10
	ADOXQ BX, R11
	MULXQ 24(SI), AX, BX
	ADCXQ AX, R11
	ADOXQ BX, R12
	ADCXQ CX, R12
	ADCXQ CX, R13
	ADOXQ CX, R13
	ADCXQ CX, R14
	ADOXQ CX, R14
	ADCXQ CX, R15
	ADOXQ CX, R15
	ADCXQ CX, DI
	ADOXQ CX, DI

	// Round 1: m = t1·inv; t1 becomes 0.
	MOVQ R9, DX
	IMULQ inv+32(FP), DX
	XORQ CX, CX
	MULXQ 0(SI), AX, BX
	ADCXQ AX, R9
	ADOXQ BX, R10
	MULXQ 8(SI), AX, BX
	ADCXQ AX, R10
	ADOXQ BX, R11
	MULXQ 16(SI), AX, BX
	ADCXQ AX, R11
	ADOXQ BX, R12
	MULXQ 24(SI), AX, BX
	ADCXQ AX, R12
	ADOXQ BX, R13
	ADCXQ CX, R13
	ADCXQ CX, R14
	ADOXQ CX, R14
	ADCXQ CX, R15
	ADOXQ CX, R15
	ADCXQ CX, DI
	ADOXQ CX, DI

	// Round 2: m = t2·inv; t2 becomes 0.
	MOVQ R10, DX
	IMULQ inv+32(FP), DX
	XORQ CX, CX
	MULXQ 0(SI), AX, BX
	ADCXQ AX, R10
	ADOXQ BX, R11
	MULXQ 8(SI), AX, BX
	ADCXQ AX, R11
	ADOXQ BX, R12
	MULXQ 16(SI), AX, BX
	ADCXQ AX, R12
	ADOXQ BX, R13
	MULXQ 24(SI), AX, BX
	ADCXQ AX, R13
	ADOXQ BX, R14
	ADCXQ CX, R14
	ADCXQ CX, R15
	ADOXQ CX, R15
	ADCXQ CX, DI
	ADOXQ CX, DI

	// Round 3: m = t3·inv; t3 becomes 0.
	MOVQ R11, DX
	IMULQ inv+32(FP), DX
	XORQ CX, CX
	MULXQ 0(SI), AX, BX
	ADCXQ AX, R11
	ADOXQ BX, R12
	MULXQ 8(SI), AX, BX
	ADCXQ AX, R12
	ADOXQ BX, R13
	MULXQ 16(SI), AX, BX
	ADCXQ AX, R13
	ADOXQ BX, R14
	MULXQ 24(SI), AX, BX
	ADCXQ AX, R14
	ADOXQ BX, R15
	ADCXQ CX, R15
	ADCXQ CX, DI
	ADOXQ CX, DI

	// Final subtraction: z = t − p, or t when that borrows.
	MOVQ R12, AX
	SUBQ 0(SI), AX
	MOVQ R13, BX
	SBBQ 8(SI), BX
	MOVQ R14, CX
	SBBQ 16(SI), CX
	MOVQ R15, R8
	SBBQ 24(SI), R8
	SBBQ $0, DI // CF = (t < p)
	CMOVQCS R12, AX
	CMOVQCS R13, BX
	CMOVQCS R14, CX
	CMOVQCS R15, R8
	MOVQ z+0(FP), DX
	MOVQ AX, 0(DX)
	MOVQ BX, 8(DX)
	MOVQ CX, 16(DX)
	MOVQ R8, 24(DX)
	RET


// func montSquare4ADXAsm(z, x, p *PrimeElement, inv uint64)
TEXT ·montSquare4ADXAsm(SB), NOSPLIT, $0-32
	MOVQ x+8(FP), SI

	// t0..t7 = x² (prime_adx4_amd64.h).
	SQUARE4_ADX

	// Montgomery reduction: four rounds t += m·p·2^(64i), m = t_i·inv, with
	// p in SI and t8 in DI.
	MOVQ p+16(FP), SI
	XORL DI, DI

	// Round 0: m = t0·inv; t0 becomes 0.
	MOVQ R8, DX
	IMULQ inv+24(FP), DX
	XORQ CX, CX
	MULXQ 0(SI), AX, BX
	ADCXQ AX, R8
	ADOXQ BX, R9
	MULXQ 8(SI), AX, BX
	ADCXQ AX, R9
	ADOXQ BX, R10
	MULXQ 16(SI), AX, BX
	ADCXQ AX, R10
	ADOXQ BX, R11
	MULXQ 24(SI), AX, BX
	ADCXQ AX, R11
	ADOXQ BX, R12
	ADCXQ CX, R12
	ADCXQ CX, R13
	ADOXQ CX, R13
	ADCXQ CX, R14
	ADOXQ CX, R14
	ADCXQ CX, R15
	ADOXQ CX, R15
	ADCXQ CX, DI
	ADOXQ CX, DI

	// Round 1: m = t1·inv; t1 becomes 0.
	MOVQ R9, DX
	IMULQ inv+24(FP), DX
	XORQ CX, CX
	MULXQ 0(SI), AX, BX
	ADCXQ AX, R9
	ADOXQ BX, R10
	MULXQ 8(SI), AX, BX
	ADCXQ AX, R10
	ADOXQ BX, R11
	MULXQ 16(SI), AX, BX
	ADCXQ AX, R11
	ADOXQ BX, R12
	MULXQ 24(SI), AX, BX
	ADCXQ AX, R12
	ADOXQ BX, R13
	ADCXQ CX, R13
	ADCXQ CX, R14
	ADOXQ CX, R14
	ADCXQ CX, R15
	ADOXQ CX, R15
	ADCXQ CX, DI
	ADOXQ CX, DI

	// Round 2: m = t2·inv; t2 becomes 0.
	MOVQ R10, DX
	IMULQ inv+24(FP), DX
	XORQ CX, CX
	MULXQ 0(SI), AX, BX
	ADCXQ AX, R10
	ADOXQ BX, R11
	MULXQ 8(SI), AX, BX
	ADCXQ AX, R11
	ADOXQ BX, R12
	MULXQ 16(SI), AX, BX
	ADCXQ AX, R12
	ADOXQ BX, R13
	MULXQ 24(SI), AX, BX
	ADCXQ AX, R13
	ADOXQ BX, R14
	ADCXQ CX, R14
	ADCXQ CX, R15
	ADOXQ CX, R15
	ADCXQ CX, DI
	ADOXQ CX, DI

	// Round 3: m = t3·inv; t3 becomes 0.
	MOVQ R11, DX
	IMULQ inv+24(FP), DX
	XORQ CX, CX
	MULXQ 0(SI), AX, BX
	ADCXQ AX, R11
	ADOXQ BX, R12
	MULXQ 8(SI), AX, BX
	ADCXQ AX, R12
	ADOXQ BX, R13
	MULXQ 16(SI), AX, BX
	ADCXQ AX, R13
	ADOXQ BX, R14
	MULXQ 24(SI), AX, BX
	ADCXQ AX, R14
	ADOXQ BX, R15
	ADCXQ CX, R15
	ADCXQ CX, DI
	ADOXQ CX, DI

	// Final subtraction: z = t − p, or t when that borrows.
	MOVQ R12, AX
	SUBQ 0(SI), AX
	MOVQ R13, BX
	SBBQ 8(SI), BX
	MOVQ R14, CX
	SBBQ 16(SI), CX
	MOVQ R15, R8
	SBBQ 24(SI), R8
	SBBQ $0, DI // CF = (t < p)
	CMOVQCS R12, AX
	CMOVQCS R13, BX
	CMOVQCS R14, CX
	CMOVQCS R15, R8
	MOVQ z+0(FP), DX
	MOVQ AX, 0(DX)
	MOVQ BX, 8(DX)
	MOVQ CX, 16(DX)
	MOVQ R8, 24(DX)
	RET
