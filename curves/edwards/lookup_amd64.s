//go:build amd64 && !purego

#include "textflag.h"

// blendWords for lookup.go. Registers: DI dst, SI the current word of entry
// 0, R9 the same word of entry j, R8 the stride 8·n between entries, DX id,
// CX the words left; X0..X8 hold masks[0..8] broadcast to both lanes, X9
// accumulates, X10 is the candidate. Pairs of words go through 128-bit
// MOVOU/PAND/POR; an odd last word goes through the low lanes with MOVQ.
// Branches depend on n only.

// func blendWords(dst, table, id *uint64, masks *[9]uint64, n int)
TEXT ·blendWords(SB), NOSPLIT, $0-40
	MOVQ dst+0(FP), DI
	MOVQ table+8(FP), SI
	MOVQ id+16(FP), DX
	MOVQ masks+24(FP), AX
	MOVQ n+32(FP), CX
	MOVQ 0(AX), X0
	PSHUFD $0x44, X0, X0
	MOVQ 8(AX), X1
	PSHUFD $0x44, X1, X1
	MOVQ 16(AX), X2
	PSHUFD $0x44, X2, X2
	MOVQ 24(AX), X3
	PSHUFD $0x44, X3, X3
	MOVQ 32(AX), X4
	PSHUFD $0x44, X4, X4
	MOVQ 40(AX), X5
	PSHUFD $0x44, X5, X5
	MOVQ 48(AX), X6
	PSHUFD $0x44, X6, X6
	MOVQ 56(AX), X7
	PSHUFD $0x44, X7, X7
	MOVQ 64(AX), X8
	PSHUFD $0x44, X8, X8
	MOVQ CX, R8
	SHLQ $3, R8 // the stride between entries, 8·n bytes
	CMPQ CX, $2
	JLT tail

pairs:
	MOVOU (DX), X9
	PAND X0, X9
	MOVQ SI, R9
	MOVOU (R9), X10
	PAND X1, X10
	POR X10, X9
	ADDQ R8, R9
	MOVOU (R9), X10
	PAND X2, X10
	POR X10, X9
	ADDQ R8, R9
	MOVOU (R9), X10
	PAND X3, X10
	POR X10, X9
	ADDQ R8, R9
	MOVOU (R9), X10
	PAND X4, X10
	POR X10, X9
	ADDQ R8, R9
	MOVOU (R9), X10
	PAND X5, X10
	POR X10, X9
	ADDQ R8, R9
	MOVOU (R9), X10
	PAND X6, X10
	POR X10, X9
	ADDQ R8, R9
	MOVOU (R9), X10
	PAND X7, X10
	POR X10, X9
	ADDQ R8, R9
	MOVOU (R9), X10
	PAND X8, X10
	POR X10, X9
	MOVOU X9, (DI)
	ADDQ $16, DX
	ADDQ $16, SI
	ADDQ $16, DI
	SUBQ $2, CX
	CMPQ CX, $2
	JGE pairs

tail:
	CMPQ CX, $0
	JEQ done
	MOVQ (DX), X9
	PAND X0, X9
	MOVQ SI, R9
	MOVQ (R9), X10
	PAND X1, X10
	POR X10, X9
	ADDQ R8, R9
	MOVQ (R9), X10
	PAND X2, X10
	POR X10, X9
	ADDQ R8, R9
	MOVQ (R9), X10
	PAND X3, X10
	POR X10, X9
	ADDQ R8, R9
	MOVQ (R9), X10
	PAND X4, X10
	POR X10, X9
	ADDQ R8, R9
	MOVQ (R9), X10
	PAND X5, X10
	POR X10, X9
	ADDQ R8, R9
	MOVQ (R9), X10
	PAND X6, X10
	POR X10, X9
	ADDQ R8, R9
	MOVQ (R9), X10
	PAND X7, X10
	POR X10, X9
	ADDQ R8, R9
	MOVQ (R9), X10
	PAND X8, X10
	POR X10, X9
	MOVQ X9, (DI)

done:
	RET
