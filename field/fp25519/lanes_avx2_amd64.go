//go:build amd64 && !purego

package fp25519

import "github.com/curvekit/curvekit/internal/cpu"

//go:generate sh -c "go run ./internal/avx2gen > lanes_avx2_amd64.s"

// haveAVX2Lanes reports whether the lanes of lanes.go run on the AVX2 code
// of lanes_avx2_amd64.s: the processor and the operating system support
// AVX2 (GODEBUG=cpu.avx2=off switches it off; see internal/cpu) and AVX-512
// IFMA, which lanes_amd64.s uses instead, is absent.
var haveAVX2Lanes = cpu.X86.HasAVX2 && !haveIFMA

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

// lanesAVX2Usable reports whether the AVX2 kernels may run here (whether
// or not they are the ones selected).
func lanesAVX2Usable() bool { return cpu.X86.HasAVX2 }
