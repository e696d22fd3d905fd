//go:build amd64 && !purego

#include "textflag.h"

// AVX-512 IFMA point kernels for ifma_amd64.go: one addition or doubling of
// edwards25519 points (a = −1) with the four coordinates of a point in the
// four 64-bit lanes of a 256-bit vector, so that the four independent
// multiplications of each stage of a formula run as one vector
// multiplication (fp25519_amd64.h, on the low half of the ZMM registers). A
// point is five vectors, limb k of the four coordinates in vector k
// (Point in lanes.go: 20 words, limb-major, limbs below 2^52).
//
// Lane orders: completed (E, H, G, F); cached (Y−X, Y+X, 2d·T, 2·Z). The
// formulas are the engine's (curves/edwards/formulas.go, HWCD08
// add-2008-hwcd-3 and dbl-2008-hwcd; lanes.go there gives the lane
// schedule): completed → extended is (E·F, G·H, F·G, E·H), one vector
// product of the lane permutations (E, G, F, E) and (F, H, G, H).
//
// VPERMQ $imm picks for lane i the lane (imm >> 2i) & 3. Masks: K1 = lane 0,
// K2 = lane 1, K4 = lane 3, K5 = lanes 2 and 3, K3 the lanes a formula
// subtracts in. Merge-masked instructions (VPADDQ b, a, K, d) write only
// the lanes in K. A subtraction adds 4p first (Z28 holds its limb 0,
// 4·(2^51 − 19), Z29 its other limbs, 4·(2^51 − 1)), so that no lane goes
// negative; every stage ends with a carry pass, which brings the limbs back
// below 2^52 for the next product: the sums are below 2^55, so the carries
// are below 2^4 and the limbs below 2^51 + 19·2^4.

#include "fp25519_amd64.h"

// setup loads the constants of fp25519_amd64.h, 4p into Z28 and Z29 and
// the lane masks K1, K2, K4, K5.
#define setup \
	constants \
	MOVQ         $0x1fffffffffffb4, AX \
	VPBROADCASTQ AX, Z28 \
	MOVQ         $0x1ffffffffffffc, AX \
	VPBROADCASTQ AX, Z29 \
	MOVQ         $1, AX \
	KMOVW        AX, K1 \
	MOVQ         $2, AX \
	KMOVW        AX, K2 \
	MOVQ         $8, AX \
	KMOVW        AX, K4 \
	MOVQ         $12, AX \
	KMOVW        AX, K5

// load4 loads the point at ptr into the low halves of a..e (the Y names of
// the registers), clearing their high halves.
#define load4(ptr, a, b, c, d, e) \
	VMOVDQU64 0(ptr), a \
	VMOVDQU64 32(ptr), b \
	VMOVDQU64 64(ptr), c \
	VMOVDQU64 96(ptr), d \
	VMOVDQU64 128(ptr), e

// store4 stores the low halves of a..e (Y names) at ptr.
#define store4(ptr, a, b, c, d, e) \
	VMOVDQU64 a, 0(ptr) \
	VMOVDQU64 b, 32(ptr) \
	VMOVDQU64 c, 64(ptr) \
	VMOVDQU64 d, 96(ptr) \
	VMOVDQU64 e, 128(ptr)

// carry5 runs the carry pass of fp25519_amd64.h's reduce on a0..a4, with
// t0..t4 as temporaries.
#define carry5(a0, a1, a2, a3, a4, t0, t1, t2, t3, t4) \
	VPSRLQ  $51, a0, t0 \
	VPSRLQ  $51, a1, t1 \
	VPSRLQ  $51, a2, t2 \
	VPSRLQ  $51, a3, t3 \
	VPSRLQ  $51, a4, t4 \
	VPANDQ  Z30, a0, a0 \
	VPANDQ  Z30, a1, a1 \
	VPANDQ  Z30, a2, a2 \
	VPANDQ  Z30, a3, a3 \
	VPANDQ  Z30, a4, a4 \
	VPMULLQ Z31, t4, t4 \
	VPADDQ  t4, a0, a0 \
	VPADDQ  t0, a1, a1 \
	VPADDQ  t1, a2, a2 \
	VPADDQ  t2, a3, a3 \
	VPADDQ  t3, a4, a4

// toExtended sets Z5–Z9 to the extended (X, Y, Z, T) = (E·F, G·H, F·G,
// E·H) of the completed point in Z0–Z4.
#define toExtended \
	VPERMQ $0x67, Z0, Z23 \
	VPERMQ $0x67, Z1, Z24 \
	VPERMQ $0x67, Z2, Z25 \
	VPERMQ $0x67, Z3, Z26 \
	VPERMQ $0x67, Z4, Z27 \
	VPERMQ $0x38, Z0, Z0 \
	VPERMQ $0x38, Z1, Z1 \
	VPERMQ $0x38, Z2, Z2 \
	VPERMQ $0x38, Z3, Z3 \
	VPERMQ $0x38, Z4, Z4 \
	mulRegs

// diffLimb sets limb out to (Y−X, Y+X, T, Z) from limb m of (X, Y, Z, T),
// with v and w as temporaries and fp the limb of 4p.
#define diffLimb(m, out, v, w, fp) \
	VPERMQ $0xb5, m, out \
	VPERMQ $0x00, m, v \
	VPADDQ fp, out, w \
	VPADDQ v, out, K2, out \
	VPSUBQ v, w, K1, out

// diffs sets Z0–Z4 to (Y−X, Y+X, T, Z) from the extended point in Z5–Z9.
#define diffs \
	diffLimb(Z5, Z0, Z10, Z15, Z28) \
	diffLimb(Z6, Z1, Z11, Z16, Z29) \
	diffLimb(Z7, Z2, Z12, Z17, Z29) \
	diffLimb(Z8, Z3, Z13, Z18, Z29) \
	diffLimb(Z9, Z4, Z14, Z19, Z29) \
	carry5(Z0, Z1, Z2, Z3, Z4, Z10, Z11, Z12, Z13, Z14)

// sumLimb sets limb out to (B−A, B+A, D+C, D−C) with the lanes in K3
// subtracted, from limb m of (A, B, C, D); v and w are temporaries.
#define sumLimb(m, out, v, w, fp) \
	VPERMQ $0xf5, m, out \
	VPERMQ $0xa0, m, v \
	VPADDQ fp, out, w \
	VPADDQ v, out, out \
	VPSUBQ v, w, K3, out

// sums sets Z0–Z4 to the completed sum from the products (A, B, C, D) in
// Z5–Z9: add-2008-hwcd-3's E = B − A, H = B + A, G = D + C, F = D − C,
// with G and F exchanged for a subtraction (K3 says which lanes subtract).
#define sums \
	sumLimb(Z5, Z0, Z10, Z15, Z28) \
	sumLimb(Z6, Z1, Z11, Z16, Z29) \
	sumLimb(Z7, Z2, Z12, Z17, Z29) \
	sumLimb(Z8, Z3, Z13, Z18, Z29) \
	sumLimb(Z9, Z4, Z14, Z19, Z29) \
	carry5(Z0, Z1, Z2, Z3, Z4, Z10, Z11, Z12, Z13, Z14)

// addBody sets the point at DI to the completed point at SI plus (or minus,
// with the operand's lanes permuted by qperm and K3 = ksub) the cached
// point at DX.
#define addBody(qperm, ksub) \
	setup \
	MOVQ  ksub, AX \
	KMOVW AX, K3 \
	load4(SI, Y0, Y1, Y2, Y3, Y4) \
	toExtended \
	diffs \
	load4(DX, Y23, Y24, Y25, Y26, Y27) \
	VPERMQ qperm, Z23, Z23 \
	VPERMQ qperm, Z24, Z24 \
	VPERMQ qperm, Z25, Z25 \
	VPERMQ qperm, Z26, Z26 \
	VPERMQ qperm, Z27, Z27 \
	mulRegs \
	sums \
	store4(DI, Y0, Y1, Y2, Y3, Y4) \
	VZEROUPPER

// func addIFMA(r, p, q *Point)
// r (completed) = p (completed) + q (cached): the sums subtract in lanes E
// and F (K3 = 9).
TEXT ·addIFMA(SB), NOSPLIT, $0-24
	MOVQ r+0(FP), DI
	MOVQ p+8(FP), SI
	MOVQ q+16(FP), DX
	addBody($0xe4, $9)
	RET

// func subIFMA(r, p, q *Point)
// r (completed) = p (completed) − q (cached): −q swaps Y−X and Y+X (the
// operand's lanes 0 and 1, $0xe1) and negates 2d·T, which exchanges G and
// F: the sums subtract in lanes E and G (K3 = 5).
TEXT ·subIFMA(SB), NOSPLIT, $0-24
	MOVQ r+0(FP), DI
	MOVQ p+8(FP), SI
	MOVQ q+16(FP), DX
	addBody($0xe1, $5)
	RET

// dblLimb sets limb out to dbl-2008-hwcd's result with every coordinate
// negated, (A+B−S, A+B, A−B, A−B+2C), from limb m of (A, B, C, S) =
// (X², Y², Z², (X+Y)²); v, s and w are temporaries, fp the limb of 4p.
#define dblLimb(m, out, v, s, w, fp) \
	VPERMQ    $0x00, m, out \
	VPERMQ    $0x55, m, v \
	VPERMQ    $0x83, m, s \
	VPADDQ    fp, out, w \
	VPSUBQ    v, w, w \
	VPADDQ    v, out, out \
	VMOVDQA64 w, K5, out \
	VPADDQ    fp, out, w \
	VPSUBQ    s, w, K1, out \
	VPADDQ    s, s, s \
	VPADDQ    s, out, K4, out

// squareInputLimb sets limb out to (X, Y, Z, X+Y) from limb m of (X, Y, Z,
// T), with v as a temporary.
#define squareInputLimb(m, out, v) \
	VPERMQ $0x24, m, out \
	VPERMQ $0x55, m, v \
	VPADDQ v, out, K4, out

// doubleRegs sets Z0–Z4 (completed) to twice the completed point in Z0–Z4:
// the projective (X, Y, Z), then X², Y², Z², (X+Y)² as one vector squaring.
#define doubleRegs \
	toExtended \
	squareInputLimb(Z5, Z0, Z10) \
	squareInputLimb(Z6, Z1, Z11) \
	squareInputLimb(Z7, Z2, Z12) \
	squareInputLimb(Z8, Z3, Z13) \
	squareInputLimb(Z9, Z4, Z14) \
	carry5(Z0, Z1, Z2, Z3, Z4, Z10, Z11, Z12, Z13, Z14) \
	squareColumns \
	reduce \
	dblLimb(Z5, Z0, Z10, Z15, Z20, Z28) \
	dblLimb(Z6, Z1, Z11, Z16, Z21, Z29) \
	dblLimb(Z7, Z2, Z12, Z17, Z22, Z29) \
	dblLimb(Z8, Z3, Z13, Z18, Z23, Z29) \
	dblLimb(Z9, Z4, Z14, Z19, Z24, Z29) \
	carry5(Z0, Z1, Z2, Z3, Z4, Z10, Z11, Z12, Z13, Z14)

// func doubleIFMA(r, p *Point)
// r (completed) = 2·p (completed): the projective (X, Y, Z) of p, then the
// four squarings X², Y², Z², (X+Y)² as one vector squaring.
TEXT ·doubleIFMA(SB), NOSPLIT, $0-16
	MOVQ r+0(FP), DI
	MOVQ p+8(FP), SI
	setup
	load4(SI, Y0, Y1, Y2, Y3, Y4)
	doubleRegs
	store4(DI, Y0, Y1, Y2, Y3, Y4)
	VZEROUPPER
	RET

// func toCachedIFMA(r, p, c *Point)
// r (cached) = p (completed), with c = (1, 1, 2d, 2): (Y−X, Y+X, T, Z)·c.
TEXT ·toCachedIFMA(SB), NOSPLIT, $0-24
	MOVQ r+0(FP), DI
	MOVQ p+8(FP), SI
	MOVQ c+16(FP), DX
	setup
	load4(SI, Y0, Y1, Y2, Y3, Y4)
	toExtended
	diffs
	load4(DX, Y23, Y24, Y25, Y26, Y27)
	mulRegs
	store4(DI, Y5, Y6, Y7, Y8, Y9)
	VZEROUPPER
	RET

// Two points at once: a Pair (lanes.go) holds two points in the two
// 256-bit halves of each limb vector, point a in lanes 0–3 and point b in
// lanes 4–7. VPERMQ $imm permutes within each half, so the formulas above
// run unchanged on both points with the masks repeated in the high half.

// setupMasks8 repeats the lane masks of setup in lanes 4–7.
#define setupMasks8 \
	MOVQ  $0x11, AX \
	KMOVW AX, K1 \
	MOVQ  $0x22, AX \
	KMOVW AX, K2 \
	MOVQ  $0x88, AX \
	KMOVW AX, K4 \
	MOVQ  $0xcc, AX \
	KMOVW AX, K5

// load8 loads the two points at ptr into a..e (Z names).
#define load8(ptr, a, b, c, d, e) \
	VMOVDQU64 0(ptr), a \
	VMOVDQU64 64(ptr), b \
	VMOVDQU64 128(ptr), c \
	VMOVDQU64 192(ptr), d \
	VMOVDQU64 256(ptr), e

// store8 stores a..e (Z names) at ptr.
#define store8(ptr, a, b, c, d, e) \
	VMOVDQU64 a, 0(ptr) \
	VMOVDQU64 b, 64(ptr) \
	VMOVDQU64 c, 128(ptr) \
	VMOVDQU64 d, 192(ptr) \
	VMOVDQU64 e, 256(ptr)

// storeSplit stores the low halves of Z5–Z9 at pa and the high halves at
// pb, each a Point.
#define storeSplit(pa, pb) \
	VMOVDQU64     Y5, 0(pa) \
	VMOVDQU64     Y6, 32(pa) \
	VMOVDQU64     Y7, 64(pa) \
	VMOVDQU64     Y8, 96(pa) \
	VMOVDQU64     Y9, 128(pa) \
	VEXTRACTI64X4 $1, Z5, 0(pb) \
	VEXTRACTI64X4 $1, Z6, 32(pb) \
	VEXTRACTI64X4 $1, Z7, 64(pb) \
	VEXTRACTI64X4 $1, Z8, 96(pb) \
	VEXTRACTI64X4 $1, Z9, 128(pb)

// func double2IFMA(r, p *Pair)
// r = 2·p for both completed points of p (doubleIFMA on each half).
TEXT ·double2IFMA(SB), NOSPLIT, $0-16
	MOVQ r+0(FP), DI
	MOVQ p+8(FP), SI
	setup
	setupMasks8
	load8(SI, Z0, Z1, Z2, Z3, Z4)
	doubleRegs
	store8(DI, Z0, Z1, Z2, Z3, Z4)
	VZEROUPPER
	RET

// func toCached2IFMA(r, p, c *Pair)
// r (cached) = p (completed) for both points, c = (1, 1, 2d, 2) twice.
TEXT ·toCached2IFMA(SB), NOSPLIT, $0-24
	MOVQ r+0(FP), DI
	MOVQ p+8(FP), SI
	MOVQ c+16(FP), DX
	setup
	setupMasks8
	load8(SI, Z0, Z1, Z2, Z3, Z4)
	toExtended
	diffs
	load8(DX, Z23, Z24, Z25, Z26, Z27)
	mulRegs
	store8(DI, Z5, Z6, Z7, Z8, Z9)
	VZEROUPPER
	RET

// func tableStep2IFMA(acc *Pair, ra, rb *Point, q, c *Pair)
// One step of building two tables of multiples: ra and rb (cached) = the
// two points of acc (completed), then acc = acc + q (q cached). The
// (Y−X, Y+X, T, Z) of acc serves both products.
TEXT ·tableStep2IFMA(SB), NOSPLIT, $0-40
	MOVQ acc+0(FP), DI
	MOVQ ra+8(FP), R8
	MOVQ rb+16(FP), R9
	MOVQ q+24(FP), DX
	MOVQ c+32(FP), CX
	setup
	setupMasks8
	MOVQ  $0x99, AX
	KMOVW AX, K3
	load8(DI, Z0, Z1, Z2, Z3, Z4)
	toExtended
	diffs
	load8(CX, Z23, Z24, Z25, Z26, Z27)
	mulRegs
	storeSplit(R8, R9)
	load8(DX, Z23, Z24, Z25, Z26, Z27)
	mulRegs
	sums
	store8(DI, Z0, Z1, Z2, Z3, Z4)
	VZEROUPPER
	RET

// func toCachedSplitIFMA(ra, rb *Point, p, c *Pair)
// ra and rb (cached) = the two points of p (completed).
TEXT ·toCachedSplitIFMA(SB), NOSPLIT, $0-32
	MOVQ ra+0(FP), R8
	MOVQ rb+8(FP), R9
	MOVQ p+16(FP), SI
	MOVQ c+24(FP), DX
	setup
	setupMasks8
	load8(SI, Z0, Z1, Z2, Z3, Z4)
	toExtended
	diffs
	load8(DX, Z23, Z24, Z25, Z26, Z27)
	mulRegs
	storeSplit(R8, R9)
	VZEROUPPER
	RET

// func add2IFMA(acc *Pair, qa, qb *Point, kswap, ksub int)
// The two completed points of acc plus (or minus) qa and qb (cached), one
// in each half: the operands' lanes 0 and 1 are exchanged in the lanes of
// kswap (the halves that subtract), and ksub says which lanes of the sums
// subtract (E, G for an addition; E, F for a subtraction).
TEXT ·add2IFMA(SB), NOSPLIT, $0-40
	MOVQ acc+0(FP), DI
	MOVQ qa+8(FP), DX
	MOVQ qb+16(FP), CX
	setup
	setupMasks8
	MOVQ  ksub+32(FP), AX
	KMOVW AX, K3
	MOVQ  kswap+24(FP), AX
	KMOVW AX, K6
	load8(DI, Z0, Z1, Z2, Z3, Z4)
	toExtended
	diffs
	load4(DX, Y23, Y24, Y25, Y26, Y27)
	VINSERTI64X4 $1, 0(CX), Z23, Z23
	VINSERTI64X4 $1, 32(CX), Z24, Z24
	VINSERTI64X4 $1, 64(CX), Z25, Z25
	VINSERTI64X4 $1, 96(CX), Z26, Z26
	VINSERTI64X4 $1, 128(CX), Z27, Z27
	VPERMQ       $0xe1, Z23, Z10
	VPERMQ       $0xe1, Z24, Z11
	VPERMQ       $0xe1, Z25, Z12
	VPERMQ       $0xe1, Z26, Z13
	VPERMQ       $0xe1, Z27, Z14
	VMOVDQA64    Z10, K6, Z23
	VMOVDQA64    Z11, K6, Z24
	VMOVDQA64    Z12, K6, Z25
	VMOVDQA64    Z13, K6, Z26
	VMOVDQA64    Z14, K6, Z27
	mulRegs
	sums
	store8(DI, Z0, Z1, Z2, Z3, Z4)
	VZEROUPPER
	RET
