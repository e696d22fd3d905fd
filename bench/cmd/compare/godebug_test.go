package main

import (
	"os"
	"os/exec"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/sys/cpu"
)

// TestPeersHonourGODEBUG checks what the baseline column of the table
// (GODEBUG=cpu.all=off) means for the peers: curve25519-voi, circl and
// kilic/bls12-381 choose their AVX2 and MULX/ADX code with
// golang.org/x/sys/cpu, which reads GODEBUG too, so under cpu.all=off they
// run their scalar and MULQ code, as curvekit does. The test runs itself
// again with that setting and asserts that x/sys/cpu then reports none of
// the features.
func TestPeersHonourGODEBUG(t *testing.T) {
	if runtime.GOARCH != "amd64" {
		t.Skip("the x86 feature flags exist on amd64 only")
	}
	if os.Getenv("CURVEKIT_GODEBUG_CHILD") == "1" {
		require.True(t, strings.Contains(os.Getenv("GODEBUG"), "cpu.all=off"))
		assert.False(t, cpu.X86.HasAVX2, "AVX2 under cpu.all=off")
		assert.False(t, cpu.X86.HasADX, "ADX under cpu.all=off")
		assert.False(t, cpu.X86.HasBMI2, "BMI2 under cpu.all=off")
		assert.False(t, cpu.X86.HasAVX512IFMA, "IFMA under cpu.all=off")
		return
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestPeersHonourGODEBUG$", "-test.count=1")
	cmd.Env = append(os.Environ(), "CURVEKIT_GODEBUG_CHILD=1", "GODEBUG=cpu.all=off")
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "%s", out)
	assert.Contains(t, string(out), "PASS")
}
