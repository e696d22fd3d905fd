//go:build amd64 && !purego && !darwin

package cpu

// osSavesAVX512 reports whether the operating system saves the AVX-512
// state (opmask and ZMM registers) on context switches, from XCR0.
func osSavesAVX512(xcr0 uint32) bool { return xcr0&xcr0AVX512State == xcr0AVX512State }
