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
// a Prime of 4 or 6 limbs, alone or in pairs (a tower.Fp2 over it): entries
// of elems elements of 9 words, of which only the low 4 (gather9x4) or 6
// (gather9x6) limbs can be nonzero. They take one element position at a
// time, scanning every entry for it the same way as gather12, and write
// those limbs of each element of dst; the caller zeroes the rest. Only the
// public counts entries and elems steer the loops.

// func gather9x4(dst *uint64, table *uint64, entries int, elems int, idx uint32)
TEXT ·gather9x4(SB), NOSPLIT, $0-36
	MOVQ dst+0(FP), DI
	MOVQ table+8(FP), SI
	MOVQ elems+24(FP), DX
	MOVQ DX, R8
	IMULQ $72, R8 // bytes of an entry
	MOVL idx+32(FP), AX
	MOVL AX, X11
	PSHUFD $0, X11, X11 // idx in every lane
	MOVL $1, AX
	MOVL AX, X10
	PSHUFD $0, X10, X10 // 1 in every lane

elem9x4:
	MOVOU X10, X9 // j + 1, starting at 1
	PXOR X0, X0
	PXOR X1, X1
	MOVQ SI, BX
	MOVQ entries+16(FP), CX

entry9x4:
	MOVOU X9, X8
	PCMPEQL X11, X8 // all ones when j + 1 = idx
	MOVOU 0(BX), X6
	PAND X8, X6
	POR X6, X0
	MOVOU 16(BX), X7
	PAND X8, X7
	POR X7, X1
	PADDL X10, X9
	ADDQ R8, BX
	DECQ CX
	JNZ entry9x4

	MOVOU X0, 0(DI)
	MOVOU X1, 16(DI)
	ADDQ $72, SI
	ADDQ $72, DI
	DECQ DX
	JNZ elem9x4
	RET

// func gather9x6(dst *uint64, table *uint64, entries int, elems int, idx uint32)
TEXT ·gather9x6(SB), NOSPLIT, $0-36
	MOVQ dst+0(FP), DI
	MOVQ table+8(FP), SI
	MOVQ elems+24(FP), DX
	MOVQ DX, R8
	IMULQ $72, R8
	MOVL idx+32(FP), AX
	MOVL AX, X11
	PSHUFD $0, X11, X11
	MOVL $1, AX
	MOVL AX, X10
	PSHUFD $0, X10, X10

elem9x6:
	MOVOU X10, X9
	PXOR X0, X0
	PXOR X1, X1
	PXOR X2, X2
	MOVQ SI, BX
	MOVQ entries+16(FP), CX

entry9x6:
	MOVOU X9, X8
	PCMPEQL X11, X8
	MOVOU 0(BX), X6
	PAND X8, X6
	POR X6, X0
	MOVOU 16(BX), X7
	PAND X8, X7
	POR X7, X1
	MOVOU 32(BX), X6
	PAND X8, X6
	POR X6, X2
	PADDL X10, X9
	ADDQ R8, BX
	DECQ CX
	JNZ entry9x6

	MOVOU X0, 0(DI)
	MOVOU X1, 16(DI)
	MOVOU X2, 32(DI)
	ADDQ $72, SI
	ADDQ $72, DI
	DECQ DX
	JNZ elem9x6
	RET
