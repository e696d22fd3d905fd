//go:build amd64 && !purego

package fp25519

import "github.com/curvekit/curvekit/internal/cpu"

//go:generate sh -c "go run ./internal/avx2gen > lanes_avx2_amd64.s"

// haveAVX2Lanes reports whether the point kernels of lanes4.go run on the
// AVX2 code of lanes_avx2_amd64.s: the processor and the operating system
// support AVX2 (GODEBUG=cpu.avx2=off switches it off; see internal/cpu)
// and AVX-512 IFMA, which lanes4_amd64.s uses instead, is absent.
var haveAVX2Lanes = cpu.X86.HasAVX2 && !haveIFMA

// point4AddAVX2 is EdwardsLanesAdd on AVX2 (lanes_avx2_amd64.s).
//
//go:noescape
func point4AddAVX2(r, p, q *point4)

// point4SubAVX2 is EdwardsLanesSub on AVX2 (lanes_avx2_amd64.s).
//
//go:noescape
func point4SubAVX2(r, p, q *point4)

// point4DoubleAVX2 is EdwardsLanesDouble on AVX2 (lanes_avx2_amd64.s).
//
//go:noescape
func point4DoubleAVX2(r, p *point4)

// point4ToCachedAVX2 is EdwardsLanesToCached on AVX2 (lanes_avx2_amd64.s).
//
//go:noescape
func point4ToCachedAVX2(r, p, c *point4)

// point8HalfAddAVX2 is point4AddAVX2 on one half of a point8: r and p
// point at its word 0 or 4, limb k at word 8k (lanes_avx2_amd64.s).
//
//go:noescape
func point8HalfAddAVX2(r, p *uint64, q *point4)

// point8HalfSubAVX2 is point4SubAVX2 on one half of a point8, like
// point8HalfAddAVX2 (lanes_avx2_amd64.s).
//
//go:noescape
func point8HalfSubAVX2(r, p *uint64, q *point4)

// point8HalfDoubleAVX2 is point4DoubleAVX2 on one half of a point8, like
// point8HalfAddAVX2 (lanes_avx2_amd64.s).
//
//go:noescape
func point8HalfDoubleAVX2(r, p *uint64)

// double2AVX2 is double2 on AVX2: the two halves of p one after the other,
// in place in the point8 layout.
func double2AVX2(r, p *point8) {
	point8HalfDoubleAVX2(&r[0], &p[0])
	point8HalfDoubleAVX2(&r[4], &p[4])
}

// addPairAVX2 is addPair on AVX2, one half of acc after the other.
func addPairAVX2(acc *point8, qa, qb *point4, subA, subB bool) {
	if subA {
		point8HalfSubAVX2(&acc[0], &acc[0], qa)
	} else {
		point8HalfAddAVX2(&acc[0], &acc[0], qa)
	}
	if subB {
		point8HalfSubAVX2(&acc[4], &acc[4], qb)
	} else {
		point8HalfAddAVX2(&acc[4], &acc[4], qb)
	}
}

// lanesSquareNHalfAVX2 sets z = x^(2^n), n ≥ 1, for the four elements of
// half a lanes value: z and x point at word 0 or 4 of its first row
// (lanes_avx2_amd64.s).
//
//go:noescape
func lanesSquareNHalfAVX2(z, x *uint64, n int)

// lanesMulHalfAVX2 sets z = x · y for the four elements of half a lanes
// value, like lanesSquareNHalfAVX2 (lanes_avx2_amd64.s).
//
//go:noescape
func lanesMulHalfAVX2(z, x, y *uint64)

// lanesMulAVX2 is lanesMul on AVX2, one half after the other.
func lanesMulAVX2(z, x, y *lanes) {
	lanesMulHalfAVX2(&z[0][0], &x[0][0], &y[0][0])
	lanesMulHalfAVX2(&z[0][4], &x[0][4], &y[0][4])
}

// lanesSquareNAVX2 is lanesSquareN on AVX2, one half after the other.
func lanesSquareNAVX2(z, x *lanes, n int) {
	lanesSquareNHalfAVX2(&z[0][0], &x[0][0], n)
	lanesSquareNHalfAVX2(&z[0][4], &x[0][4], n)
}

// point4TableStepAVX2 sets r (cached) = acc (completed), then acc = acc +
// q (q cached), for c from EdwardsLanesCachedScale (lanes_avx2_amd64.s).
//
//go:noescape
func point4TableStepAVX2(acc, r, q, c *point4)

// oddMultiples4AVX2 is oddMultiples4 on AVX2, each step's conversion to
// extended coordinates shared by the table entry and the next addition.
func oddMultiples4AVX2(t *[8]point4, p, c *point4) {
	var acc, d point4
	point4DoubleAVX2(&d, p)
	point4ToCachedAVX2(&d, &d, c) // 2p
	acc = *p
	for j := range 7 {
		point4TableStepAVX2(&acc, &t[j], &d, c) // t[j] = (2j+1)p, acc = (2j+3)p
	}
	point4ToCachedAVX2(&t[7], &acc, c)
}

// lanesAVX2Usable reports whether the AVX2 kernels may run here (whether
// or not they are the ones selected).
func lanesAVX2Usable() bool { return cpu.X86.HasAVX2 }
