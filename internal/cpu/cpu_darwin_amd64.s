//go:build amd64 && !purego && darwin

#include "textflag.h"

// The 64-bit commpage layout, from Apple's xnu sources,
// osfmk/i386/cpu_capabilities.h: the page's fixed address, the offsets of
// the 64-bit capabilities word and of the layout version (a 16-bit value),
// and the word's kHasAVX512F bit. The capabilities word exists from
// version 13 on.
#define COMMPAGE_BASE    0x00007fffffe00000
#define COMMPAGE_CAPS64  (COMMPAGE_BASE+0x010)
#define COMMPAGE_VERSION (COMMPAGE_BASE+0x01E)
#define HAS_AVX512F      0x0000004000000000

// func commpageAVX512F() bool
TEXT ·commpageAVX512F(SB), NOSPLIT, $0-1
	MOVB    $0, ret+0(FP)
	MOVQ    $COMMPAGE_VERSION, AX
	MOVWLZX (AX), BX
	CMPL    BX, $13
	JLT     done
	MOVQ    $COMMPAGE_CAPS64, AX
	MOVQ    (AX), BX
	MOVQ    $HAS_AVX512F, CX
	TESTQ   CX, BX
	JZ      done
	MOVB    $1, ret+0(FP)

done:
	RET
