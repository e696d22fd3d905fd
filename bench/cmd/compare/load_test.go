package main

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/bench/suite"
)

// TestBenchfmtRoundTrip checks that -load reads back what -benchfmt wrote:
// the same rows, implementations, rounds and table.
func TestBenchfmtRoundTrip(t *testing.T) {
	var buf bytes.Buffer
	writeBenchfmtHeader(&buf)
	cases := []suite.Case{
		{Group: "field/fp25519", Op: "Mul", Impl: suite.Curvekit},
		{Group: "field/fp25519", Op: "Mul", Impl: "filippo"},
		{Group: "axlsign", Op: "Sign", Impl: "curvekit-ed25519"},
	}
	for round := 1; round <= 3; round++ {
		for i, c := range cases {
			res := testing.BenchmarkResult{N: 1000, T: time.Duration(1000*(10*i+round)) * time.Microsecond, MemAllocs: uint64(1000 * i)}
			writeBenchfmtLine(&buf, c, res)
		}
	}
	rows, _, err := readBenchfmt(strings.NewReader(buf.String()))
	require.NoError(t, err)
	require.Len(t, rows, 2)
	assert.Equal(t, "field/fp25519", rows[0].group)
	assert.Equal(t, "Mul", rows[0].op)
	require.Len(t, rows[0].impls, 2)
	assert.Equal(t, "filippo", rows[0].impls[1].c.Impl)
	require.Len(t, rows[1].impls, 1)
	assert.Equal(t, "curvekit-ed25519", rows[1].impls[0].c.Impl, "a dash in the name is not the GOMAXPROCS suffix")
	ns, allocs, _, ok := rows[0].impls[1].summary(false)
	require.True(t, ok)
	assert.InDelta(t, 12000.0, ns, 0.01, "median of 11, 12 and 13 µs")
	assert.Equal(t, int64(1), allocs)

	_, _, err = readBenchfmt(strings.NewReader("BenchmarkCases/x/impl=a-2\t1\t5 ns/op\t0 B/op\t0 allocs/op\n"))
	assert.Error(t, err, "a name without an operation")
	_, _, err = readBenchfmt(strings.NewReader("BenchmarkCases/x/Op/impl=a-2\t1\tfast ns/op\t0 B/op\t0 allocs/op\n"))
	assert.Error(t, err, "a malformed number")
}
