// Macros of lanes_amd64.s: the IFMA multiply and square of its comment,
// on registers. curves/edwards/internal/lanes25519's point kernels use a
// generated copy (its fp25519_amd64.h). See lanes_amd64.s for the
// register plan and the bounds.

// prod adds the product a·b to the column sums lo (low halves) and hi
// (high halves).
#define prod(a, b, lo, hi) \
	VPMADD52LUQ b, a, lo \
	VPMADD52HUQ b, a, hi

// constants loads 2^51 − 1 into Z30 and 19 into Z31.
#define constants \
	MOVQ         $0x7ffffffffffff, AX \
	VPBROADCASTQ AX, Z30 \
	MOVQ         $19, AX \
	VPBROADCASTQ AX, Z31

// clearColumns zeroes L_0..L_8 and H_0..H_8.
#define clearColumns \
	VPXORQ Z5, Z5, Z5 \
	VPXORQ Z6, Z6, Z6 \
	VPXORQ Z7, Z7, Z7 \
	VPXORQ Z8, Z8, Z8 \
	VPXORQ Z9, Z9, Z9 \
	VPXORQ Z10, Z10, Z10 \
	VPXORQ Z11, Z11, Z11 \
	VPXORQ Z12, Z12, Z12 \
	VPXORQ Z13, Z13, Z13 \
	VPXORQ Z14, Z14, Z14 \
	VPXORQ Z15, Z15, Z15 \
	VPXORQ Z16, Z16, Z16 \
	VPXORQ Z17, Z17, Z17 \
	VPXORQ Z18, Z18, Z18 \
	VPXORQ Z19, Z19, Z19 \
	VPXORQ Z20, Z20, Z20 \
	VPXORQ Z21, Z21, Z21 \
	VPXORQ Z22, Z22, Z22

// reduce turns the column sums into the five limbs of the result, in
// Z5–Z9: it doubles H_0..H_8 (2·H_8 is C_9), adds 2·H_(m−1) to L_m for
// m = 1..8 (giving C_1..C_8), adds 19·C_(k+5) to C_k (giving c_0..c_4),
// then runs the carry pass: the five carries c_k >> 51 first, then the
// masks, then c_0 += 19·carry_4 and c_k += carry_(k−1). It uses Z10–Z22 as
// temporaries.
#define reduce \
	VPADDQ  Z14, Z14, Z14 \
	VPADDQ  Z15, Z15, Z15 \
	VPADDQ  Z16, Z16, Z16 \
	VPADDQ  Z17, Z17, Z17 \
	VPADDQ  Z18, Z18, Z18 \
	VPADDQ  Z19, Z19, Z19 \
	VPADDQ  Z20, Z20, Z20 \
	VPADDQ  Z21, Z21, Z21 \
	VPADDQ  Z22, Z22, Z22 \
	VPADDQ  Z14, Z6, Z6 \
	VPADDQ  Z15, Z7, Z7 \
	VPADDQ  Z16, Z8, Z8 \
	VPADDQ  Z17, Z9, Z9 \
	VPADDQ  Z18, Z10, Z10 \
	VPADDQ  Z19, Z11, Z11 \
	VPADDQ  Z20, Z12, Z12 \
	VPADDQ  Z21, Z13, Z13 \
	VPMULLQ Z31, Z10, Z10 \
	VPMULLQ Z31, Z11, Z11 \
	VPMULLQ Z31, Z12, Z12 \
	VPMULLQ Z31, Z13, Z13 \
	VPMULLQ Z31, Z22, Z22 \
	VPADDQ  Z10, Z5, Z5 \
	VPADDQ  Z11, Z6, Z6 \
	VPADDQ  Z12, Z7, Z7 \
	VPADDQ  Z13, Z8, Z8 \
	VPADDQ  Z22, Z9, Z9 \
	VPSRLQ  $51, Z5, Z10 \
	VPSRLQ  $51, Z6, Z11 \
	VPSRLQ  $51, Z7, Z12 \
	VPSRLQ  $51, Z8, Z13 \
	VPSRLQ  $51, Z9, Z14 \
	VPANDQ  Z30, Z5, Z5 \
	VPANDQ  Z30, Z6, Z6 \
	VPANDQ  Z30, Z7, Z7 \
	VPANDQ  Z30, Z8, Z8 \
	VPANDQ  Z30, Z9, Z9 \
	VPMULLQ Z31, Z14, Z14 \
	VPADDQ  Z14, Z5, Z5 \
	VPADDQ  Z10, Z6, Z6 \
	VPADDQ  Z11, Z7, Z7 \
	VPADDQ  Z12, Z8, Z8 \
	VPADDQ  Z13, Z9, Z9

// squareColumnsOf sets the column sums of x², x in x0..x4: the products
// x_i·x_j with i < j once, all of them doubled, then the squares x_i².
#define squareColumnsOf(x0, x1, x2, x3, x4) \
	clearColumns \
	prod(x0, x1, Z6, Z15) \
	prod(x0, x2, Z7, Z16) \
	prod(x0, x3, Z8, Z17) \
	prod(x0, x4, Z9, Z18) \
	prod(x1, x2, Z8, Z17) \
	prod(x1, x3, Z9, Z18) \
	prod(x1, x4, Z10, Z19) \
	prod(x2, x3, Z10, Z19) \
	prod(x2, x4, Z11, Z20) \
	prod(x3, x4, Z12, Z21) \
	VPADDQ Z6, Z6, Z6 \
	VPADDQ Z7, Z7, Z7 \
	VPADDQ Z8, Z8, Z8 \
	VPADDQ Z9, Z9, Z9 \
	VPADDQ Z10, Z10, Z10 \
	VPADDQ Z11, Z11, Z11 \
	VPADDQ Z12, Z12, Z12 \
	VPADDQ Z15, Z15, Z15 \
	VPADDQ Z16, Z16, Z16 \
	VPADDQ Z17, Z17, Z17 \
	VPADDQ Z18, Z18, Z18 \
	VPADDQ Z19, Z19, Z19 \
	VPADDQ Z20, Z20, Z20 \
	VPADDQ Z21, Z21, Z21 \
	prod(x0, x0, Z5, Z14) \
	prod(x1, x1, Z7, Z16) \
	prod(x2, x2, Z9, Z18) \
	prod(x3, x3, Z11, Z20) \
	prod(x4, x4, Z13, Z22)

// squareColumns is squareColumnsOf for x in Z0–Z4.
#define squareColumns squareColumnsOf(Z0, Z1, Z2, Z3, Z4)

// load5 loads the five vectors at ptr into a..e.
#define load5(ptr, a, b, c, d, e) \
	VMOVDQU64 0(ptr), a \
	VMOVDQU64 64(ptr), b \
	VMOVDQU64 128(ptr), c \
	VMOVDQU64 192(ptr), d \
	VMOVDQU64 256(ptr), e

// storeResult stores Z5–Z9 at ptr.
#define storeResult(ptr) \
	VMOVDQU64 Z5, 0(ptr) \
	VMOVDQU64 Z6, 64(ptr) \
	VMOVDQU64 Z7, 128(ptr) \
	VMOVDQU64 Z8, 192(ptr) \
	VMOVDQU64 Z9, 256(ptr)

// mulRegs sets Z5–Z9 to the product of Z0–Z4 and Z23–Z27, lane by lane.
#define mulRegs \
	clearColumns \
	prod(Z0, Z23, Z5, Z14) \
	prod(Z0, Z24, Z6, Z15) \
	prod(Z0, Z25, Z7, Z16) \
	prod(Z0, Z26, Z8, Z17) \
	prod(Z0, Z27, Z9, Z18) \
	prod(Z1, Z23, Z6, Z15) \
	prod(Z1, Z24, Z7, Z16) \
	prod(Z1, Z25, Z8, Z17) \
	prod(Z1, Z26, Z9, Z18) \
	prod(Z1, Z27, Z10, Z19) \
	prod(Z2, Z23, Z7, Z16) \
	prod(Z2, Z24, Z8, Z17) \
	prod(Z2, Z25, Z9, Z18) \
	prod(Z2, Z26, Z10, Z19) \
	prod(Z2, Z27, Z11, Z20) \
	prod(Z3, Z23, Z8, Z17) \
	prod(Z3, Z24, Z9, Z18) \
	prod(Z3, Z25, Z10, Z19) \
	prod(Z3, Z26, Z11, Z20) \
	prod(Z3, Z27, Z12, Z21) \
	prod(Z4, Z23, Z9, Z18) \
	prod(Z4, Z24, Z10, Z19) \
	prod(Z4, Z25, Z11, Z20) \
	prod(Z4, Z26, Z12, Z21) \
	prod(Z4, Z27, Z13, Z22) \
	reduce
