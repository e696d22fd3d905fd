package suite

import (
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// BenchmarkCases runs every registered case as the sub-benchmark
// group/op/impl, e.g. BenchmarkCases/field/fp25519/Mul/curvekit. Select with
// -bench, e.g. -bench 'Cases/field/fp25519/Mul/'.
func BenchmarkCases(b *testing.B) {
	for _, c := range Cases(nil) {
		b.Run(c.Name(), func(b *testing.B) {
			b.ReportAllocs()
			c.Fn(b)
		})
	}
}

func TestRegistry(t *testing.T) {
	all := Cases(nil)
	require.NotEmpty(t, all)
	seen := map[string]bool{}
	for _, c := range all {
		assert.False(t, seen[c.Name()], "duplicate %s", c.Name())
		seen[c.Name()] = true
		assert.NotContains(t, c.Op, "/", c.Name())
		assert.NotContains(t, c.Impl, " ", c.Name())
		assert.NotNil(t, c.Fn, c.Name())
	}
	// Every group is measured on at least one peer.
	peers := map[string]bool{}
	for _, c := range all {
		if c.Impl != Curvekit {
			peers[c.Group] = true
		}
	}
	for _, c := range all {
		assert.True(t, peers[c.Group], "group %s has no peer", c.Group)
	}
}

func TestCasesOrderAndFilter(t *testing.T) {
	all := Cases(nil)
	for i := 1; i < len(all); i++ {
		assert.LessOrEqual(t, all[i-1].Group, all[i].Group, "groups sorted")
		if all[i].Impl == Curvekit {
			prev := all[i-1]
			assert.False(t, prev.Group == all[i].Group && prev.Op == all[i].Op, "curvekit comes first in %s/%s", all[i].Group, all[i].Op)
		}
	}
	some := Cases(regexp.MustCompile(`^field/fp25519/Mul/`))
	require.NotEmpty(t, some)
	for _, c := range some {
		assert.True(t, strings.HasPrefix(c.Name(), "field/fp25519/Mul/"), c.Name())
	}
}
