//go:build amd64 && !purego

package fp25519

import "github.com/curvekit/curvekit/internal/cpu"

// haveIFMA reports whether the processor and the operating system support
// the AVX-512 instructions of lanes_amd64.s (AVX512F,
// AVX512DQ, AVX512IFMA and AVX512VL, with the ZMM state saved by the OS),
// and GODEBUG does not switch them off (GODEBUG=cpu.avx512f=off); see
// internal/cpu.
var haveIFMA = cpu.X86.HasAVX512IFMA

// lanesMulIFMA sets z = x · y lane by lane (lanes_amd64.s).
//
//go:noescape
func lanesMulIFMA(z, x, y *lanes)

// lanesSquareNIFMA sets z = x^(2^n) lane by lane with n ≥ 1 squarings
// (lanes_amd64.s).
//
//go:noescape
func lanesSquareNIFMA(z, x *lanes, n int)

// lanesSquareN2IFMA sets z1 = x1^(2^n) and z2 = x2^(2^n) lane by lane,
// the two chains interleaved (lanes_amd64.s).
//
//go:noescape
func lanesSquareN2IFMA(z1, z2, x1, x2 *lanes, n int)

// lanesSquareN2 sets z1 = x1^(2^n) and z2 = x2^(2^n) lane by lane; n ≥ 1
// is a public constant.
func lanesSquareN2(z1, z2, x1, x2 *lanes, n int) {
	if haveIFMA {
		lanesSquareN2IFMA(z1, z2, x1, x2, n)
		return
	}
	if haveAVX2Lanes {
		lanesSquareNAVX2(z1, x1, n)
		lanesSquareNAVX2(z2, x2, n)
		return
	}
	lanesSquareNGeneric(z1, x1, n)
	lanesSquareNGeneric(z2, x2, n)
}

// lanesMul sets z = x · y lane by lane.
func lanesMul(z, x, y *lanes) {
	if haveIFMA {
		lanesMulIFMA(z, x, y)
		return
	}
	if haveAVX2Lanes {
		lanesMulAVX2(z, x, y)
		return
	}
	lanesMulGeneric(z, x, y)
}

// lanesSquareN sets z = x^(2^n) lane by lane; n ≥ 1 is a public constant.
func lanesSquareN(z, x *lanes, n int) {
	if haveIFMA {
		lanesSquareNIFMA(z, x, n)
		return
	}
	if haveAVX2Lanes {
		lanesSquareNAVX2(z, x, n)
		return
	}
	lanesSquareNGeneric(z, x, n)
}
