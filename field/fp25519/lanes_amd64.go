//go:build amd64 && !purego

package fp25519

import "github.com/curvekit/curvekit/internal/cpu"

// haveIFMA reports whether the processor and the operating system support
// the AVX-512 instructions of lanes_amd64.s and lanes4_amd64.s (AVX512F,
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

// point8DoubleIFMA doubles the two points of p (lanes4_amd64.s).
//
//go:noescape
func point8DoubleIFMA(r, p *point8)

// point8ToCachedIFMA converts the two points of p to cached lanes
// (lanes4_amd64.s).
//
//go:noescape
func point8ToCachedIFMA(r, p, c *point8)

// point8TableStepIFMA sets ra and rb to the cached lanes of the two points
// of acc, then acc = acc + q (lanes4_amd64.s).
//
//go:noescape
func point8TableStepIFMA(acc *point8, ra, rb *point4, q, c *point8)

// point8ToCachedSplitIFMA sets ra and rb to the cached lanes of the two
// points of p (lanes4_amd64.s).
//
//go:noescape
func point8ToCachedSplitIFMA(ra, rb *point4, p, c *point8)

// oddMultiplesPair sets t0[j] and t1[j] to the cached lanes of (2j+1)·a and
// (2j+1)·b, j = 0..7, for a and b completed and c from
// EdwardsLanesCachedScale: with IFMA the two tables are built side by side
// in the two halves of 512-bit vectors.
func oddMultiplesPair(t0, t1 *[8]point4, a, b, c *point4) {
	if haveAVX2Lanes {
		oddMultiples4AVX2(t0, a, c)
		oddMultiples4AVX2(t1, b, c)
		return
	}
	if !haveIFMA {
		oddMultiples4(t0, a, c)
		oddMultiples4(t1, b, c)
		return
	}
	var acc, d, dc, c8 point8
	setPoint8(&acc, a, b)
	setPoint8(&c8, c, c)
	point8DoubleIFMA(&d, &acc)
	point8ToCachedIFMA(&dc, &d, &c8) // 2a, 2b
	for j := range 7 {
		point8TableStepIFMA(&acc, &t0[j], &t1[j], &dc, &c8)
	}
	point8ToCachedSplitIFMA(&t0[7], &t1[7], &acc, &c8)
}

// point8AddPairIFMA adds qa and qb to the two points of acc, each
// subtracted instead when the masks say so (lanes4_amd64.s).
//
//go:noescape
func point8AddPairIFMA(acc *point8, qa, qb *point4, kswap, ksub int)

// double2 sets r = 2·p for both completed points of p.
func double2(r, p *point8) {
	if !haveIFMA {
		double2Generic(r, p)
		return
	}
	point8DoubleIFMA(r, p)
}

// addPair sets acc to its two completed points plus qa and qb (cached),
// minus where subA or subB is set.
func addPair(acc *point8, qa, qb *point4, subA, subB bool) {
	if !haveIFMA {
		addPairGeneric(acc, qa, qb, subA, subB)
		return
	}
	// The masks: lanes 0–3 for the first point, 4–7 for the second; an
	// addition subtracts in lanes E and F of the sums (0 and 3), a
	// subtraction in E and G (0 and 2), and swaps its operand's lanes.
	kswap, ksub := 0, 0x99
	if subA {
		kswap, ksub = kswap|0x0f, ksub&^0x0f|0x05
	}
	if subB {
		kswap, ksub = kswap|0xf0, ksub&^0xf0|0x50
	}
	point8AddPairIFMA(acc, qa, qb, kswap, ksub)
}
