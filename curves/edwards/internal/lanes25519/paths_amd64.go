//go:build amd64 && !purego

package lanes25519

import "github.com/curvekit/curvekit/internal/cpu"

// Paths returns the kernel sets this processor runs, fastest first:
// AVX-512 IFMA where the processor and the operating system support
// AVX512F, AVX512DQ, AVX512IFMA and AVX512VL and GODEBUG does not switch
// them off (GODEBUG=cpu.avx512f=off), then AVX2 (GODEBUG=cpu.avx2=off);
// see internal/cpu. It is read once per curve, when curves/edwards builds
// it; tests run every path it lists.
func Paths() []Path {
	var ps []Path
	if cpu.X86.HasAVX512IFMA {
		ps = append(ps, Path{"ifma", ifma{}})
	}
	if cpu.X86.HasAVX2 {
		ps = append(ps, Path{"avx2", avx2{}})
	}
	return ps
}
