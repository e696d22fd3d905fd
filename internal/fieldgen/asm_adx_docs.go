package main

// The prose of the files asm_adx.go writes.

const (
	adx4HDoc = `// Shared pieces of the 4-limb MULX/ADCX/ADOX Montgomery kernels of
// prime_adx_amd64.s, prime_adxm1_amd64.s and prime_adxsparse_amd64.s (the
// three differ only in their reduction) and of the Crandall kernels of
// prime_crandall_amd64.s: the 512-bit product and square, as macros,
// written by internal/fieldgen/asm_adx.go with the rows of the whole-Fp2
// kernels. Straight-line code: no branch, and no memory address that
// depends on the operands (TestMontMulADXStraightLine reads this file too).
`

	adx4ProductDoc = `// PRODUCT4_ADX sets t0..t7 (R8..R15) to x·y for the 4-limb x at (SI) and
// y at (DI): row x0 on one carry chain, rows x1..x3 with the low halves of
// x_i·y_j on CF (ADCX) and the high halves on OF (ADOX). It clobbers AX,
// BX, CX and DX.
`

	adx4SquareDoc = `// SQUARE4_ADX sets t0..t7 (R8..R15) to x² for the 4-limb x at (SI): the
// cross products x_i·x_j, i < j, into t1..t6; then, on two chains, t1..t6
// doubled (ADCX) while the squares x_i² are added (ADOX). It clobbers AX,
// BX, CX and DX.
`

	finish4Doc = `// FINISH4_SUBP: after a reduction that leaves the sum s + t4..t7 in R8..R11
// with its carry in SI (the p ≡ −1 and P-256-shape kernels), the masked
// subtraction of p (in DI) and the store to z; shared by those kernels'
// multiplication and squaring.
`

	adx4GeneralDoc = `// Montgomery multiplication for a 4-limb field.Prime with the BMI2 and ADX
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
`

	adx4M1Doc = `// Montgomery multiplication and squaring for a 4-limb field.Prime with
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
`

	adx4SparseDoc = `// Montgomery multiplication and squaring for a 4-limb field.Prime of the
// P-256 shape p = q_2·2^192 + 2^96 − 1 (p ≡ −1 mod 2^64 with
// q = (p + 1)/2^64 = 2^32 + q_2·2^128: its limbs q_0 = 2^32, q_1 = 0), with
// the BMI2 and ADX instructions (prime_adx_amd64.go): z = x·y·2^-256 mod
// p, fully reduced, for x·y < p·2^256, the same limbs as
// montMul4pm1Generic and montMul4M1ADXAsm.
//
// Method: that of montMul4M1ADXAsm (prime_adxm1_amd64.s), a round of the
// reduction being s = ⌊s/2^64⌋ + s_0·q, where s_0·q = s_0·2^32 +
// s_0·q_2·2^128 is two shifts and one MULX instead of three MULX: the
// reduction field/fpr256's P-256 kernel does with its constant, here for
// any q_2 read from q. The bounds are those of montMul4M1ADXAsm.
// Straight-line code: no branch, and no memory address that depends on
// the operands.
`

	adx6Doc = `// Montgomery multiplication for a 6-limb field.Prime with p < 2^383, with
// the BMI2 and ADX instructions MULX, ADCX and ADOX (prime_adx6_amd64.go):
// z = x·y·2^-384 mod p, fully reduced, for x < 2^384 and y < p, p read
// through p and −p⁻¹ mod 2^64 from inv (inv = 1 for p ≡ −1 mod 2^64 is the
// same code). The limbs are those of montMul6Generic and
// montMul6pm1Generic.
//
// Method (coarsely integrated operand scanning, CIOS): six rows, each
// t += x_i·y (the low halves of x_i·y_j on the carry-flag chain, ADCX, the
// high halves on the overflow-flag chain, ADOX, the top word into A) and
// then one Montgomery round, m = t0·inv mod 2^64 and t = (t + m·p)/2^64,
// in which the words shift down by one register as they are added: the
// high halves of m·p_j and the old t_(j+1) on CF, the low halves on OF.
// The accumulator t0..t5 lives in R8..R13 and A in R14; x, y and p are
// read through SI, DI and R15, CX holds zero for the carry tails.
//
// Bounds: after each round t < y + p < 2p (x_i < 2^64, y < p, m < 2^64),
// so with p < 2^383 the accumulator fits six words with no carry word,
// and t + x_i·y + m·p < 2^65·p < 2^448 fits the seven of a round. That is
// why the kernel is for p < 2^383 only (Specialize checks it): a seventh
// word would cost a register this layout does not have. A masked
// subtraction of p (CMOVQCS on the final borrow) ends it. Straight-line
// code: no branch, and no memory address that depends on the operands.
`

	// adxGenNote ends the doc of every file asm_adx.go writes.
	adxGenNote = `//
// Written by internal/fieldgen/asm_adx.go, whose rows (mulxRow) are those
// of the whole-Fp2 kernels (asm_fp2.go).
`
)
