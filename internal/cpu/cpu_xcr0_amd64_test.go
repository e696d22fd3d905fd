//go:build amd64 && !purego && !darwin

package cpu

import "testing"

// TestOSSavesAVX512 checks the XCR0 test: every one of the SSE, AVX,
// opmask and both ZMM bits is needed.
func TestOSSavesAVX512(t *testing.T) {
	if !osSavesAVX512(xcr0AVX512State) || !osSavesAVX512(0xff) {
		t.Error("full AVX-512 state not recognised")
	}
	for _, bit := range []uint32{1, 2, 5, 6, 7} {
		if osSavesAVX512(xcr0AVX512State &^ (1 << bit)) {
			t.Errorf("XCR0 without bit %d read as AVX-512 state", bit)
		}
	}
}
