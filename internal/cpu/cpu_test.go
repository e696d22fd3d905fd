package cpu

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestDisabled(t *testing.T) {
	cases := []struct {
		godebug string
		off     []string
	}{
		{"", nil},
		{"cpu.adx=off", []string{"adx"}},
		{"gctrace=1,cpu.avx512f=off,madvdontneed=1", []string{"avx512f"}},
		{"cpu.all=off", []string{"bmi2", "adx", "avx512f", "avx512dq", "avx512vl", "avx2"}},
		{"cpu.all=off,cpu.adx=on", []string{"bmi2", "avx512f", "avx512dq", "avx512vl", "avx2"}},
		{"cpu.avx2=off", []string{"avx2"}},
		{"cpu.bmi2=off,cpu.bmi2=on", nil},
		{"cpu.adx=maybe, cpu.avx512vl=off", []string{"avx512vl"}},
		{"adx=off,cpu.adx", nil},
	}
	for _, c := range cases {
		got := disabled(c.godebug)
		var names []string
		for _, n := range []string{"bmi2", "adx", "avx512f", "avx512dq", "avx512vl", "avx2"} {
			if got[n] {
				names = append(names, n)
			}
		}
		assert.Equal(t, c.off, names, "GODEBUG=%q", c.godebug)
	}
}

// TestDetect logs what this machine offers and checks the composite flags
// against the raw detection: a switched-off or absent part clears them.
func TestDetect(t *testing.T) {
	hw := detect()
	t.Logf("hardware: %+v; in use: %+v", hw, X86)
	if !hw.bmi2 || !hw.adx {
		assert.False(t, X86.HasBMI2ADX)
	}
	if !hw.avx512 {
		assert.False(t, X86.HasAVX512IFMA)
	}
	if !hw.avx2 {
		assert.False(t, X86.HasAVX2)
	}
}
