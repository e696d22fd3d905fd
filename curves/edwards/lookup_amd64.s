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

// lookup15 and lookup20 are lookupWords for entries of 15 and 20 words
// (the affine and cached table entries of fp25519, coordinates of 5
// words), candidate after candidate with the whole entry in registers:
// X2..X11 accumulate 16 bytes each (X9 only a low word for 15), X13 is the
// candidate's mask, all ones when its number in X1 equals idx in X0
// (PCMPEQL on dwords, all of which hold the same small number), X12 the
// candidate's words. The loop runs eight times whatever idx is; only its
// count steers the branch. Then SWAP5 exchanges the first two coordinates
// when swap is 1, and the entry is stored.

// SWAP5 exchanges words 0..4 and 5..9 of the entry in X2..X6 (words 2k and
// 2k+1 in X(2+k)) when X15 is all ones, and leaves them when it is zero:
// for the table entries of a = −1 those are y+x and y−x (or Y+X and Y−X),
// and exchanging them is the negation of the point but for the sign of its
// third coordinate, which the engine applies after the addition (see
// condNegate in scalarmult.go). The exchanged pairs straddle the registers,
// so each is put together by SHUFPD $1, which takes the high word of its
// destination and the low word of its source: (w5, w6), (w7, w8), (w9, w0),
// (w1, w2), (w3, w4) in X0, X1, X12, X13, X14; then each register blends
// towards its partner under the mask, r ^= mask & (r ^ partner). The same
// instructions run whatever the mask is.
#define SWAP5 \
	MOVO X4, X0; SHUFPD $1, X5, X0; \
	MOVO X5, X1; SHUFPD $1, X6, X1; \
	MOVO X6, X12; SHUFPD $1, X2, X12; \
	MOVO X2, X13; SHUFPD $1, X3, X13; \
	MOVO X3, X14; SHUFPD $1, X4, X14; \
	PXOR X2, X0; PAND X15, X0; PXOR X0, X2; \
	PXOR X3, X1; PAND X15, X1; PXOR X1, X3; \
	PXOR X4, X12; PAND X15, X12; PXOR X12, X4; \
	PXOR X5, X13; PAND X15, X13; PXOR X13, X5; \
	PXOR X6, X14; PAND X15, X14; PXOR X14, X6

// SWAPMASK sets X15 to all ones in both lanes when AX, the argument swap,
// is 1, and to zero when it is 0.
#define SWAPMASK \
	NEGQ AX; MOVQ AX, X15; PSHUFD $0x44, X15, X15

// MASK sets X13 to all ones when the candidate number X1 equals idx (X0).
#define MASK MOVO X1, X13; PCMPEQL X0, X13

// FIRST and FIRSTQ start accumulator acc with id's words at off (16 and 8
// bytes) under the mask; PICK and PICKQ OR in a table entry's.
#define FIRST(off, src, acc) MOVOU off(src), acc; PAND X13, acc
#define FIRSTQ(off, src, acc) MOVQ off(src), acc; PAND X13, acc
#define PICK(off, src, acc) MOVOU off(src), X12; PAND X13, X12; POR X12, acc
#define PICKQ(off, src, acc) MOVQ off(src), X12; PAND X13, X12; POR X12, acc

// func lookup15(dst, table, id *uint64, idx, swap uint64)
TEXT ·lookup15(SB), NOSPLIT, $0-40
	MOVQ dst+0(FP), DI
	MOVQ table+8(FP), SI
	MOVQ id+16(FP), DX
	MOVQ idx+24(FP), X0
	PSHUFD $0x00, X0, X0 // idx in every dword
	PXOR X1, X1 // the candidate's number in every dword: 0 for id
	PCMPEQL X14, X14 // −1 in every dword
	MASK
	FIRST(0, DX, X2)
	FIRST(16, DX, X3)
	FIRST(32, DX, X4)
	FIRST(48, DX, X5)
	FIRST(64, DX, X6)
	FIRST(80, DX, X7)
	FIRST(96, DX, X8)
	FIRSTQ(112, DX, X9)
	MOVQ $8, CX
entries15:
	PSUBL X14, X1
	MASK
	PICK(0, SI, X2)
	PICK(16, SI, X3)
	PICK(32, SI, X4)
	PICK(48, SI, X5)
	PICK(64, SI, X6)
	PICK(80, SI, X7)
	PICK(96, SI, X8)
	PICKQ(112, SI, X9)
	ADDQ $120, SI
	DECQ CX
	JNZ entries15
	MOVQ swap+32(FP), AX
	SWAPMASK
	SWAP5
	MOVOU X2, 0(DI)
	MOVOU X3, 16(DI)
	MOVOU X4, 32(DI)
	MOVOU X5, 48(DI)
	MOVOU X6, 64(DI)
	MOVOU X7, 80(DI)
	MOVOU X8, 96(DI)
	MOVQ X9, 112(DI)
	RET

// func lookup20(dst, table, id *uint64, idx, swap uint64)
TEXT ·lookup20(SB), NOSPLIT, $0-40
	MOVQ dst+0(FP), DI
	MOVQ table+8(FP), SI
	MOVQ id+16(FP), DX
	MOVQ idx+24(FP), X0
	PSHUFD $0x00, X0, X0 // idx in every dword
	PXOR X1, X1 // the candidate's number in every dword: 0 for id
	PCMPEQL X14, X14 // −1 in every dword
	MASK
	FIRST(0, DX, X2)
	FIRST(16, DX, X3)
	FIRST(32, DX, X4)
	FIRST(48, DX, X5)
	FIRST(64, DX, X6)
	FIRST(80, DX, X7)
	FIRST(96, DX, X8)
	FIRST(112, DX, X9)
	FIRST(128, DX, X10)
	FIRST(144, DX, X11)
	MOVQ $8, CX
entries20:
	PSUBL X14, X1
	MASK
	PICK(0, SI, X2)
	PICK(16, SI, X3)
	PICK(32, SI, X4)
	PICK(48, SI, X5)
	PICK(64, SI, X6)
	PICK(80, SI, X7)
	PICK(96, SI, X8)
	PICK(112, SI, X9)
	PICK(128, SI, X10)
	PICK(144, SI, X11)
	ADDQ $160, SI
	DECQ CX
	JNZ entries20
	MOVQ swap+32(FP), AX
	SWAPMASK
	SWAP5
	MOVOU X2, 0(DI)
	MOVOU X3, 16(DI)
	MOVOU X4, 32(DI)
	MOVOU X5, 48(DI)
	MOVOU X6, 64(DI)
	MOVOU X7, 80(DI)
	MOVOU X8, 96(DI)
	MOVOU X9, 112(DI)
	MOVOU X10, 128(DI)
	MOVOU X11, 144(DI)
	RET
