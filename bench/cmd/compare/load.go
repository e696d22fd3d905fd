package main

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/curvekit/curvekit/bench/suite"
)

// readBenchfmt reads back what -benchfmt wrote: one line per case and round,
// BenchmarkCases/group/op/impl=impl-P, iterations, ns/op, B/op, allocs/op. It
// returns the rows in the order their first line appears, and the header's
// cpu line, so that a quiet run's measurements can be tabled and drawn again
// (-load) without measuring anew.
func readBenchfmt(r io.Reader) (rows []*row, cpu string, err error) {
	index := map[string]*row{}
	impls := map[string]*implRuns{}
	sc := bufio.NewScanner(r)
	line := 0
	for sc.Scan() {
		line++
		if c, ok := strings.CutPrefix(sc.Text(), "cpu: "); ok {
			cpu = c
			continue
		}
		name, rest, ok := strings.Cut(sc.Text(), "\t")
		if !ok || !strings.HasPrefix(name, "BenchmarkCases/") {
			continue // the goos/goarch/pkg header
		}
		name = strings.TrimPrefix(name, "BenchmarkCases/")
		if i := strings.LastIndexByte(name, '-'); i > 0 {
			name = name[:i] // the GOMAXPROCS suffix
		}
		groupOp, impl, ok := strings.Cut(name, "/impl=")
		j := strings.LastIndexByte(groupOp, '/')
		if !ok || j <= 0 || impl == "" {
			return nil, "", fmt.Errorf("line %d: malformed benchmark name %q", line, name)
		}
		group, op := groupOp[:j], groupOp[j+1:]
		f := strings.Fields(rest)
		if len(f) < 7 || f[2] != "ns/op" || f[6] != "allocs/op" {
			return nil, "", fmt.Errorf("line %d: want N ns/op B/op allocs/op, got %q", line, rest)
		}
		ns, err1 := strconv.ParseFloat(f[1], 64)
		allocs, err2 := strconv.ParseInt(f[5], 10, 64)
		if err1 != nil || err2 != nil {
			return nil, "", fmt.Errorf("line %d: bad number in %q", line, rest)
		}
		rw := index[groupOp]
		if rw == nil {
			rw = &row{group: group, op: op}
			index[groupOp] = rw
			rows = append(rows, rw)
		}
		im := impls[name]
		if im == nil {
			im = &implRuns{c: suite.Case{Group: group, Op: op, Impl: impl}}
			impls[name] = im
			rw.impls = append(rw.impls, im)
		}
		im.runs = append(im.runs, measurement{nsPerOp: ns, allocsPerOp: allocs, ok: true})
	}
	return rows, cpu, sc.Err()
}
