//go:build amd64 && !purego

package fpr256

import (
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestMulADX checks mulADX and squareADX against mulGeneric and
// squareGeneric on edge values (0, 1, 2, p − 1, p − 2, the Montgomery one,
// 2^k − 1 and 2^k below p, all-ones low limbs) and random values below p,
// with aliased outputs too. It skips on processors without BMI2 and ADX.
func TestMulADX(t *testing.T) {
	if !hasADX {
		t.Skip("the processor lacks BMI2 or ADX: mulADX is not used")
	}
	pm1, pm2 := modulus, modulus
	pm1[0]--
	pm2[0] -= 2
	in := []Element{{}, {1}, {2}, pm1, pm2, one, rSquared, {^uint64(0)}, {^uint64(0), ^uint64(0)}, {0, 0, 0, 1 << 63}}
	for k := 0; k < 256; k++ {
		var e Element
		e[k/64] = 1 << (k % 64)
		in = append(in, e)
		for i := range e {
			e[i]--
			if e[i] != ^uint64(0) {
				break
			}
		}
		in = append(in, e)
	}
	rng := rand.New(rand.NewPCG(256, 0x616478))
	for range 3000 {
		e := Element{rng.Uint64(), rng.Uint64(), rng.Uint64(), rng.Uint64()}
		if e[3] >= modulus[3] {
			e[3] = rng.Uint64N(modulus[3])
		}
		in = append(in, e)
	}
	for i := range in {
		x := &in[i]
		for _, y := range []*Element{x, &in[(i*7+1)%len(in)], &in[len(in)-1-i], &pm1} {
			var want, got Element
			mulGeneric(&want, x, y)
			mulADX(&got, x, y)
			require.Equal(t, want, got, "%x · %x", *x, *y)
			got = *x
			mulADX(&got, &got, y)
			require.Equal(t, want, got, "%x · %x aliased", *x, *y)
		}
		var want, got Element
		squareGeneric(&want, x)
		squareADX(&got, x)
		require.Equal(t, want, got, "%x²", *x)
	}
}

// TestMulADXStraightLine reads mul_adx_amd64.s and requires straight-line
// code: no jump, loop, call or division, and no label but the TEXT lines.
// internal/ctcheck cannot check these kernels, because the disassembler of
// go tool objdump does not decode MULX, ADCX and ADOX; this test stands in
// for it, and the Go code around the assembly is the same as that of the
// checked Field kernels (weierstrass_adx_amd64.go is generated from them).
func TestMulADXStraightLine(t *testing.T) {
	src, err := os.ReadFile("mul_adx_amd64.s")
	require.NoError(t, err)
	allowed := map[string]bool{"MOVQ": true, "MOVL": true, "MULXQ": true, "ADDQ": true, "ADCQ": true,
		"ADCXQ": true, "ADOXQ": true, "SUBQ": true, "SBBQ": true, "XORQ": true, "SHLQ": true, "SHRQ": true,
		"XORL": true, "CMOVQCS": true, "RET": true, "CPUID": true, "TEXT": true}
	seen := map[string]bool{}
	for i, line := range strings.Split(string(src), "\n") {
		line = strings.TrimSpace(line)
		if c := strings.Index(line, "//"); c >= 0 {
			line = strings.TrimSpace(line[:c])
		}
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		op := strings.Fields(line)[0]
		require.True(t, allowed[op], "mul_adx_amd64.s:%d: %q is not a straight-line instruction", i+1, line)
		seen[op] = true
	}
	require.True(t, seen["MULXQ"] && seen["ADCXQ"] && seen["ADOXQ"] && seen["CMOVQCS"])
}
