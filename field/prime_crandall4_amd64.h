// Steps 4 and 5 of crandallReduce4 (prime_crandall.go) for a 4-limb
// Crandall modulus p = 2^(256−s) − d, shared by the MULX/ADCX/ADOX kernels
// (prime_crandall_amd64.s) and the MULQ kernels (prime_crandall_mulq_amd64.s),
// which differ only in how they form the product and fold its high half.
//
// CRANDALL4_FOLD_TOP_FINISH takes w = t0..t3 (R8..R11) < 2^256 after the
// folds by c (steps 1–3), the constants k in SI (k[1] = d, k[3] = 63 − s,
// k[4] = 2^(64−s) − 1) and p in DI. Step 4 adds back the top s bits of t3,
// (t3 >> (63 − s)) >> 1 (two shifts, so that s = 0 gives 0), times d, and
// masks them off: x = (w mod 2^(256−s)) + d·(w div 2^(256−s)) < p + c.
// Step 5 subtracts p and keeps the difference unless it borrows (CMOVQCS,
// no branch), and stores the result to z. It clobbers AX, BX, CX, DX, DI.
#define CRANDALL4_FOLD_TOP_FINISH \
	MOVQ 24(SI), CX; \
	MOVQ R11, AX; \
	SHRQ CX, AX; \
	SHRQ $1, AX; \
	ANDQ 32(SI), R11; \
	IMULQ 8(SI), AX; \
	ADDQ AX, R8; \
	ADCQ $0, R9; \
	ADCQ $0, R10; \
	ADCQ $0, R11; \
	MOVQ R8, AX; \
	SUBQ 0(DI), AX; \
	MOVQ R9, BX; \
	SBBQ 8(DI), BX; \
	MOVQ R10, CX; \
	SBBQ 16(DI), CX; \
	MOVQ R11, DX; \
	SBBQ 24(DI), DX; \
	CMOVQCS R8, AX; \
	CMOVQCS R9, BX; \
	CMOVQCS R10, CX; \
	CMOVQCS R11, DX; \
	MOVQ z+0(FP), DI; \
	MOVQ AX, 0(DI); \
	MOVQ BX, 8(DI); \
	MOVQ CX, 16(DI); \
	MOVQ DX, 24(DI)
