//go:build amd64 && !purego && darwin

package cpu

// osSavesAVX512 reports whether macOS supports the AVX-512 state.
//
// XCR0 cannot tell: macOS enables a thread's AVX-512 state (XCR0 bits 5–7)
// lazily, at the first AVX-512 instruction the thread executes, which traps
// once. Until then XCR0 says no, so the XCR0 test alone would send every
// Intel Mac with AVX-512 to the AVX2 path. Like the Go runtime, ask the
// commpage instead: a page the kernel maps read-only at a fixed address in
// every process, whose 64-bit capabilities word has a bit for AVX512F
// support. The YMM state (XCR0 bits 1 and 2) is still read from XCR0.
func osSavesAVX512(xcr0 uint32) bool {
	return xcr0&xcr0AVXState == xcr0AVXState && commpageAVX512F()
}

// commpageAVX512F reports the AVX512F bit of the commpage's capabilities
// word, or false when the commpage is older than that word
// (cpu_darwin_amd64.s).
func commpageAVX512F() bool
