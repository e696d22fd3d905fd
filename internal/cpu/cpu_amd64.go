//go:build amd64 && !purego

package cpu

// cpuid executes CPUID with EAX = leaf and ECX = sub (cpu_amd64.s).
func cpuid(leaf, sub uint32) (a, b, c, d uint32)

// xgetbv0 returns the low half of extended control register 0, the set of
// register states the operating system saves (cpu_amd64.s). Call it only
// when CPUID reports OSXSAVE.
func xgetbv0() uint32

// CPUID bits (Intel SDM Vol. 2A, CPUID; AMD APM Vol. 3, appendix E).
const (
	leaf1ECXOSXSAVE = 1 << 27 // XGETBV usable
	leaf7EBXAVX512F = 1 << 16
	leaf7EBXAVX512D = 1 << 17 // AVX512DQ
	leaf7EBXBMI2    = 1 << 8
	leaf7EBXADX     = 1 << 19
	leaf7EBXAVX2    = 1 << 5
	leaf7EBXIFMA    = 1 << 21 // AVX512IFMA
	leaf7EBXAVX512V = 1 << 31 // AVX512VL
	// XCR0: SSE (bit 1), AVX (2), opmask (5), ZMM0–15 upper halves (6),
	// ZMM16–31 (7).
	xcr0AVX512State = 1<<1 | 1<<2 | 1<<5 | 1<<6 | 1<<7
	// XCR0: SSE (bit 1) and AVX, the upper halves of YMM0–15 (2).
	xcr0AVXState = 1<<1 | 1<<2
)

func detect() features {
	var f features
	maxLeaf, _, _, _ := cpuid(0, 0)
	if maxLeaf < 7 {
		return f
	}
	_, _, ecx1, _ := cpuid(1, 0)
	_, ebx7, _, _ := cpuid(7, 0)
	f.bmi2 = ebx7&leaf7EBXBMI2 != 0
	f.adx = ebx7&leaf7EBXADX != 0
	const avx512 = leaf7EBXAVX512F | leaf7EBXAVX512D | leaf7EBXIFMA | leaf7EBXAVX512V
	if ecx1&leaf1ECXOSXSAVE != 0 && ebx7&avx512 == avx512 {
		f.avx512 = osSavesAVX512(xgetbv0())
	}
	if ecx1&leaf1ECXOSXSAVE != 0 && ebx7&leaf7EBXAVX2 != 0 {
		f.avx2 = xgetbv0()&xcr0AVXState == xcr0AVXState
	}
	return f
}
