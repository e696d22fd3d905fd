package cpu

import (
	"os"
	"strings"
)

// X86 holds the detected features. The fields are set before any package
// that imports cpu is initialised and never change afterwards.
var X86 struct {
	// HasBMI2ADX reports MULX (BMI2), ADCX and ADOX (ADX).
	HasBMI2ADX bool
	// HasAVX512IFMA reports AVX512F, AVX512DQ, AVX512IFMA and AVX512VL
	// together with operating-system support for the AVX-512 state.
	HasAVX512IFMA bool
	// HasAVX2 reports AVX2 together with operating-system support for the
	// YMM state.
	HasAVX2 bool
}

func init() {
	hw := detect()
	off := disabled(os.Getenv("GODEBUG"))
	X86.HasBMI2ADX = hw.bmi2 && hw.adx && !off["bmi2"] && !off["adx"]
	X86.HasAVX512IFMA = hw.avx512 && !off["avx512f"] && !off["avx512dq"] && !off["avx512vl"]
	X86.HasAVX2 = hw.avx2 && !off["avx2"]
}

// features is what the processor and operating system offer.
type features struct {
	bmi2, adx bool
	avx512    bool // F, DQ, IFMA, VL and the OS-saved ZMM state
	avx2      bool // AVX2 and the OS-saved YMM state
}

// disabled returns the features switched off by a GODEBUG value: every
// cpu.NAME=off setting, later settings overriding earlier ones, and
// cpu.all=off for all of them (all of the names this package consults).
// Other settings are ignored.
func disabled(godebug string) map[string]bool {
	names := []string{"bmi2", "adx", "avx512f", "avx512dq", "avx512vl", "avx2"}
	off := make(map[string]bool, len(names))
	for _, kv := range strings.Split(godebug, ",") {
		key, value, ok := strings.Cut(strings.TrimSpace(kv), "=")
		name, isCPU := strings.CutPrefix(key, "cpu.")
		if !ok || !isCPU || (value != "on" && value != "off") {
			continue
		}
		if name == "all" {
			for _, n := range names {
				off[n] = value == "off"
			}
			continue
		}
		off[name] = value == "off"
	}
	return off
}
