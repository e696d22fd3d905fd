//go:build amd64 && !purego

#include "textflag.h"

// Constant-time table lookups for 4-word field elements (gatherWords of
// scalarmult.go, specialised), in SSE2, which every amd64 processor has.
// Each reads every word of every entry: the entry index j + 1 is compared
// with idx in all four 32-bit lanes (PCMPEQL), giving an all-ones or
// all-zeros mask that is ANDed with the entry and ORed into accumulators
// held in XMM registers. Only the entry count, which is public, steers the
// loop.

// func gather12(dst *[12]uint64, table *uint64, entries int, idx uint32)
TEXT ·gather12(SB), NOSPLIT, $0-28
	MOVQ dst+0(FP), DI
	MOVQ table+8(FP), SI
	MOVQ entries+16(FP), CX
	MOVL idx+24(FP), AX
	MOVL AX, X11
	PSHUFD $0, X11, X11 // idx in every lane
	MOVL $1, AX
	MOVL AX, X10
	PSHUFD $0, X10, X10 // 1 in every lane
	MOVOU X10, X9      // j + 1, starting at 1
	PXOR X0, X0
	PXOR X1, X1
	PXOR X2, X2
	PXOR X3, X3
	PXOR X4, X4
	PXOR X5, X5

loop12:
	MOVOU X9, X8
	PCMPEQL X11, X8 // all ones when j + 1 = idx
	MOVOU 0(SI), X6
	PAND X8, X6
	POR X6, X0
	MOVOU 16(SI), X7
	PAND X8, X7
	POR X7, X1
	MOVOU 32(SI), X6
	PAND X8, X6
	POR X6, X2
	MOVOU 48(SI), X7
	PAND X8, X7
	POR X7, X3
	MOVOU 64(SI), X6
	PAND X8, X6
	POR X6, X4
	MOVOU 80(SI), X7
	PAND X8, X7
	POR X7, X5
	PADDL X10, X9
	ADDQ $96, SI
	DECQ CX
	JNZ loop12

	MOVOU X0, 0(DI)
	MOVOU X1, 16(DI)
	MOVOU X2, 32(DI)
	MOVOU X3, 48(DI)
	MOVOU X4, 64(DI)
	MOVOU X5, 80(DI)
	RET

// func gather8(dst *[8]uint64, table *uint64, entries int, idx uint32)
TEXT ·gather8(SB), NOSPLIT, $0-28
	MOVQ dst+0(FP), DI
	MOVQ table+8(FP), SI
	MOVQ entries+16(FP), CX
	MOVL idx+24(FP), AX
	MOVL AX, X11
	PSHUFD $0, X11, X11
	MOVL $1, AX
	MOVL AX, X10
	PSHUFD $0, X10, X10
	MOVOU X10, X9
	PXOR X0, X0
	PXOR X1, X1
	PXOR X2, X2
	PXOR X3, X3

loop8:
	MOVOU X9, X8
	PCMPEQL X11, X8
	MOVOU 0(SI), X6
	PAND X8, X6
	POR X6, X0
	MOVOU 16(SI), X7
	PAND X8, X7
	POR X7, X1
	MOVOU 32(SI), X6
	PAND X8, X6
	POR X6, X2
	MOVOU 48(SI), X7
	PAND X8, X7
	POR X7, X3
	PADDL X10, X9
	ADDQ $64, SI
	DECQ CX
	JNZ loop8

	MOVOU X0, 0(DI)
	MOVOU X1, 16(DI)
	MOVOU X2, 32(DI)
	MOVOU X3, 48(DI)
	RET

// The lookups of points whose coordinates are field.PrimeElement values of
// a 4-limb Prime: entries of 2 (affine) or 3 (projective) elements of 9
// words, of which only the low 4 limbs can be nonzero. They read those 4
// limbs of every element of every entry, the same way as gather12, and
// write those 4 limbs of each element of dst; the caller zeroes the rest.

// func gatherPrime4x2(dst *[18]uint64, table *uint64, entries int, idx uint32)
TEXT ·gatherPrime4x2(SB), NOSPLIT, $0-28
	MOVQ dst+0(FP), DI
	MOVQ table+8(FP), SI
	MOVQ entries+16(FP), CX
	MOVL idx+24(FP), AX
	MOVL AX, X11
	PSHUFD $0, X11, X11
	MOVL $1, AX
	MOVL AX, X10
	PSHUFD $0, X10, X10
	MOVOU X10, X9
	PXOR X0, X0
	PXOR X1, X1
	PXOR X2, X2
	PXOR X3, X3

loop4x2:
	MOVOU X9, X8
	PCMPEQL X11, X8
	MOVOU 0(SI), X6
	PAND X8, X6
	POR X6, X0
	MOVOU 16(SI), X7
	PAND X8, X7
	POR X7, X1
	MOVOU 72(SI), X6
	PAND X8, X6
	POR X6, X2
	MOVOU 88(SI), X7
	PAND X8, X7
	POR X7, X3
	PADDL X10, X9
	ADDQ $144, SI
	DECQ CX
	JNZ loop4x2

	MOVOU X0, 0(DI)
	MOVOU X1, 16(DI)
	MOVOU X2, 72(DI)
	MOVOU X3, 88(DI)
	RET

// func gatherPrime4x3(dst *[27]uint64, table *uint64, entries int, idx uint32)
TEXT ·gatherPrime4x3(SB), NOSPLIT, $0-28
	MOVQ dst+0(FP), DI
	MOVQ table+8(FP), SI
	MOVQ entries+16(FP), CX
	MOVL idx+24(FP), AX
	MOVL AX, X11
	PSHUFD $0, X11, X11
	MOVL $1, AX
	MOVL AX, X10
	PSHUFD $0, X10, X10
	MOVOU X10, X9
	PXOR X0, X0
	PXOR X1, X1
	PXOR X2, X2
	PXOR X3, X3
	PXOR X4, X4
	PXOR X5, X5

loop4x3:
	MOVOU X9, X8
	PCMPEQL X11, X8
	MOVOU 0(SI), X6
	PAND X8, X6
	POR X6, X0
	MOVOU 16(SI), X7
	PAND X8, X7
	POR X7, X1
	MOVOU 72(SI), X6
	PAND X8, X6
	POR X6, X2
	MOVOU 88(SI), X7
	PAND X8, X7
	POR X7, X3
	MOVOU 144(SI), X6
	PAND X8, X6
	POR X6, X4
	MOVOU 160(SI), X7
	PAND X8, X7
	POR X7, X5
	PADDL X10, X9
	ADDQ $216, SI
	DECQ CX
	JNZ loop4x3

	MOVOU X0, 0(DI)
	MOVOU X1, 16(DI)
	MOVOU X2, 72(DI)
	MOVOU X3, 88(DI)
	MOVOU X4, 144(DI)
	MOVOU X5, 160(DI)
	RET
