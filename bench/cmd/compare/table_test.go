package main

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/bench/suite"
)

func TestMedian(t *testing.T) {
	assert.Equal(t, 3.0, median([]float64{5, 1, 3}))
	assert.Equal(t, 2.5, median([]float64{4, 1, 3, 2}))
	xs := []float64{3, 1, 2}
	median(xs)
	assert.Equal(t, []float64{3, 1, 2}, xs, "median must not reorder its argument")
}

func TestFormatNs(t *testing.T) {
	assert.Equal(t, "3.14 ns", formatNs(3.14159))
	assert.Equal(t, "31.4 ns", formatNs(31.4159))
	assert.Equal(t, "314 ns", formatNs(314.159))
	assert.Equal(t, "3142 ns", formatNs(3141.59))
	assert.Equal(t, "31.4 µs", formatNs(31415.9))
	assert.Equal(t, "3.14 ms", formatNs(3141592))
}

func TestWriteTable(t *testing.T) {
	mk := func(group, op, impl string, ns ...float64) *implRuns {
		im := &implRuns{c: suite.Case{Group: group, Op: op, Impl: impl}}
		for _, v := range ns {
			im.runs = append(im.runs, measurement{nsPerOp: v, allocsPerOp: 0, ok: true})
		}
		return im
	}
	rows := []*row{
		{group: "field/x", op: "Mul", impls: []*implRuns{
			mk("field/x", "Mul", suite.Curvekit, 20, 10, 30),
			mk("field/x", "Mul", "a", 40, 40, 40),
			mk("field/x", "Mul", "b", 8, 9, 7),
		}},
		{group: "field/x", op: "Sqrt", impls: []*implRuns{
			mk("field/x", "Sqrt", "a", 1000),
		}},
		{group: "field/x", op: "Add", impls: []*implRuns{
			mk("field/x", "Add", suite.Curvekit),
			mk("field/x", "Add", "a", 5),
		}},
	}
	rows[1].impls[0].runs[0].allocsPerOp = 7
	var buf bytes.Buffer
	writeTable(&buf, rows, env{rounds: 3, benchtime: "1ms"})
	out := buf.String()
	require.Contains(t, out, "| field/x | Mul | 20.0 ns | a: 40.0 ns · **b: 8.00 ns** | 2.50 | 0 |\n")
	require.Contains(t, out, "| field/x | Sqrt | — | a: 1000 ns (7 allocs) | — | — |\n")
	require.Contains(t, out, "| field/x | Add | failed | a: 5.00 ns | — | — |\n")
	assert.Contains(t, out, "Median ns/op of 3 interleaved round(s)")

	buf.Reset()
	writeTable(&buf, rows, env{rounds: 3, benchtime: "1ms", useMin: true})
	out = buf.String()
	require.Contains(t, out, "| field/x | Mul | 10.0 ns | a: 40.0 ns · **b: 7.00 ns** | 1.43 | 0 |\n")
	assert.Contains(t, out, "Minimum ns/op of 3 interleaved round(s)")
}

func TestGroupRows(t *testing.T) {
	f := func(*testing.B) {}
	cases := []suite.Case{
		{Group: "g", Op: "Mul", Impl: suite.Curvekit, Fn: f},
		{Group: "g", Op: "Mul", Impl: "p", Fn: f},
		{Group: "g", Op: "Add", Impl: "p", Fn: f},
		{Group: "h", Op: "Add", Impl: "p", Fn: f},
	}
	rows := groupRows(cases)
	require.Len(t, rows, 3)
	assert.Len(t, rows[0].impls, 2)
	assert.Equal(t, "h", rows[2].group)
}
