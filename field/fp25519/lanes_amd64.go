//go:build amd64 && !purego

package fp25519

// haveIFMA reports whether the processor and the operating system support
// the AVX-512 instructions of lanes_amd64.s (AVX512F, AVX512DQ and
// AVX512IFMA, with the ZMM state saved by the OS).
var haveIFMA = cpuHasIFMA()

// cpuHasIFMA asks CPUID and XGETBV for AVX512F, AVX512DQ, AVX512IFMA and
// OS support of the ZMM registers (lanes_amd64.s).
func cpuHasIFMA() bool

// lanesMulIFMA sets z = x · y lane by lane (lanes_amd64.s).
//
//go:noescape
func lanesMulIFMA(z, x, y *lanes)

// lanesSquareNIFMA sets z = x^(2^n) lane by lane with n ≥ 1 squarings
// (lanes_amd64.s).
//
//go:noescape
func lanesSquareNIFMA(z, x *lanes, n int)

// lanesMul sets z = x · y lane by lane.
func lanesMul(z, x, y *lanes) {
	if haveIFMA {
		lanesMulIFMA(z, x, y)
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
	lanesSquareNGeneric(z, x, n)
}

// point4AddIFMA is EdwardsLanesAdd on AVX-512 IFMA (lanes4_amd64.s).
//
//go:noescape
func point4AddIFMA(r, p, q *point4)

// point4SubIFMA is EdwardsLanesSub on AVX-512 IFMA (lanes4_amd64.s).
//
//go:noescape
func point4SubIFMA(r, p, q *point4)

// point4DoubleIFMA is EdwardsLanesDouble on AVX-512 IFMA (lanes4_amd64.s).
//
//go:noescape
func point4DoubleIFMA(r, p *point4)

// point4ToCachedIFMA is EdwardsLanesToCached on AVX-512 IFMA
// (lanes4_amd64.s).
//
//go:noescape
func point4ToCachedIFMA(r, p, c *point4)
