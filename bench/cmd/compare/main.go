// Command compare runs the bench/suite cases side by side and prints a
// Markdown table of curvekit against its peers.
//
// Usage, from the bench directory:
//
//	go run ./cmd/compare [-filter regexp] [-rounds N] [-benchtime d] [-quick] [-min] [-benchfmt file] [-svg file]
//
// Every matching case runs once per round through testing.Benchmark. Within a
// round the implementations of one operation run back to back (curvekit,
// peer 1, peer 2, ...), the starting implementation rotating from round to
// round, so that drift in the machine's speed (other processes, thermal
// throttling) hits all of them alike. The table reports, per group and
// operation, the median ns/op over the rounds for each implementation, the
// ratio of curvekit's median to the fastest peer's (below 1 means curvekit is
// faster), and allocations per operation. With -min it reports each case's
// fastest round instead of the median.
//
// The footer names the build: `go run -tags purego ./cmd/compare ...` builds
// curvekit and the standard library's crypto packages both as pure Go (the
// code arm64 and other architectures run), so that the stdlib rows are the
// standard library's own pure-Go build; GODEBUG settings such as
// cpu.avx512f=off or cpu.all=off are shown too.
//
// -benchfmt also writes every round's measurement in the Go benchmark format,
// one line per round, named BenchmarkCases/group/op/impl=impl, so that
// `benchstat -col /impl file` shows the implementations side by side with
// confidence intervals.
//
// -svg draws the ratio column as a bar chart (log scale, centred on 1) for
// the README: docs/compare.svg is made with
//
//	go run ./cmd/compare -rounds 9 -svg ../docs/compare.svg > ../docs/compare.md
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"regexp"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/curvekit/curvekit/bench/suite"
)

func main() {
	testing.Init()
	var (
		filter    = flag.String("filter", "", "run only the cases whose group/op/impl matches this regular expression")
		rounds    = flag.Int("rounds", 5, "number of interleaved rounds; the table shows the median")
		benchtime = flag.String("benchtime", "50ms", "time (or iteration count, e.g. 1000x) per case per round, as go test's -benchtime")
		quick     = flag.Bool("quick", false, "a few seconds in total: 1 round of 5ms per case (overrides -rounds and -benchtime)")
		benchfmt  = flag.String("benchfmt", "", "also write every round's results to this file in Go benchmark format, for benchstat")
		useMin    = flag.Bool("min", false, "report each case's fastest round instead of the median (steadier on a busy machine, where interference only adds time)")
		svg       = flag.String("svg", "", "also draw the ratios as a bar chart into this SVG file (scheme rows; field rows with -svgfields)")
		load      = flag.String("load", "", "measure nothing: read a -benchfmt file of an earlier run and write its table (and -svg chart)")
		svgFields = flag.Bool("svgfields", false, "include the field/ rows in the -svg chart")
	)
	flag.Usage = func() {
		fmt.Fprintf(flag.CommandLine.Output(), "usage: go run ./cmd/compare [flags]\n")
		flag.VisitAll(func(f *flag.Flag) {
			if !strings.HasPrefix(f.Name, "test.") {
				fmt.Fprintf(flag.CommandLine.Output(), "  -%s (default %q)\n    \t%s\n", f.Name, f.DefValue, f.Usage)
			}
		})
	}
	flag.Parse()
	if flag.NArg() > 0 {
		flag.Usage()
		os.Exit(2)
	}
	if *quick {
		*rounds, *benchtime = 1, "5ms"
	}
	if *rounds < 1 {
		fatalf("compare: -rounds must be at least 1, got %d", *rounds)
	}
	if err := flag.Set("test.benchtime", *benchtime); err != nil {
		fatalf("compare: invalid -benchtime %q: %v", *benchtime, err)
	}
	var re *regexp.Regexp
	if *filter != "" {
		var err error
		if re, err = regexp.Compile(*filter); err != nil {
			fatalf("compare: invalid -filter: %v", err)
		}
	}
	if *load != "" {
		writeLoaded(*load, *useMin, *svg, *svgFields)
		return
	}
	cases := suite.Cases(re)
	if len(cases) == 0 {
		fatalf("compare: no case matches -filter %q", *filter)
	}

	var bf io.Writer
	if *benchfmt != "" {
		f, err := os.Create(*benchfmt)
		if err != nil {
			fatalf("compare: %v", err)
		}
		defer f.Close()
		bf = f
		writeBenchfmtHeader(bf)
	}

	env := readEnv()
	start := time.Now()
	rows := run(cases, *rounds, os.Stderr, bf)
	env.elapsed = time.Since(start)
	env.loadAfter = loadAverage()
	env.rounds, env.benchtime, env.useMin = *rounds, *benchtime, *useMin
	writeTable(os.Stdout, rows, env)
	writeSVGFile(*svg, rows, env, *svgFields)
}

// writeLoaded writes the table (and chart) of the -benchfmt file at path.
func writeLoaded(path string, useMin bool, svg string, svgFields bool) {
	f, err := os.Open(path)
	if err != nil {
		fatalf("compare: %v", err)
	}
	rows, cpu, err := readBenchfmt(f)
	f.Close()
	if err != nil {
		fatalf("compare: %s: %v", path, err)
	}
	e := readEnv()
	e.cpu, e.useMin, e.benchtime, e.loadBefore = cpu, useMin, "(as recorded)", ""
	for _, rw := range rows {
		for _, im := range rw.impls {
			e.rounds = max(e.rounds, len(im.runs))
		}
	}
	writeTable(os.Stdout, rows, e)
	writeSVGFile(svg, rows, e, svgFields)
}

// writeSVGFile writes the chart of rows to path, if path is not empty.
func writeSVGFile(path string, rows []*row, e env, withFields bool) {
	if path == "" {
		return
	}
	f, err := os.Create(path)
	if err != nil {
		fatalf("compare: %v", err)
	}
	if err := writeSVG(f, rows, e, withFields); err != nil {
		fatalf("compare: writing %s: %v", path, err)
	}
	if err := f.Close(); err != nil {
		fatalf("compare: writing %s: %v", path, err)
	}
}

// measurement is one testing.Benchmark result reduced to what the table shows.
type measurement struct {
	nsPerOp     float64
	allocsPerOp int64
	ok          bool // false if the benchmark failed or was skipped
}

// run measures every case rounds times, interleaved as described in the
// package doc, reporting progress to progress (a live line if it is a
// terminal, a line per round otherwise) and each measurement to bf when bf is
// not nil. It returns one row per group and operation.
func run(cases []suite.Case, rounds int, progress *os.File, bf io.Writer) []*row {
	tty := false
	if fi, err := progress.Stat(); err == nil {
		tty = fi.Mode()&os.ModeCharDevice != 0
	}
	rows := groupRows(cases)
	total := rounds * len(cases)
	done := 0
	for r := 0; r < rounds; r++ {
		for _, rw := range rows {
			k := len(rw.impls)
			for i := 0; i < k; i++ {
				im := rw.impls[(i+r)%k]
				res := testing.Benchmark(im.c.Fn)
				m := measurement{ok: res.N > 0}
				if m.ok {
					m.nsPerOp = float64(res.T.Nanoseconds()) / float64(res.N)
					m.allocsPerOp = res.AllocsPerOp()
					if bf != nil {
						writeBenchfmtLine(bf, im.c, res)
					}
				}
				im.runs = append(im.runs, m)
				done++
				if tty {
					fmt.Fprintf(progress, "\r[%d/%d] round %d/%d %-50s", done, total, r+1, rounds, im.c.Name())
				}
			}
		}
		if !tty {
			fmt.Fprintf(progress, "compare: round %d/%d done (%d cases)\n", r+1, rounds, done)
		}
	}
	if tty {
		fmt.Fprintf(progress, "\r%-80s\r", "")
	}
	return rows
}

// groupRows groups cases, which suite.Cases orders by group and operation,
// into one row per group and operation.
func groupRows(cases []suite.Case) []*row {
	var rows []*row
	for _, c := range cases {
		if len(rows) == 0 || rows[len(rows)-1].group != c.Group || rows[len(rows)-1].op != c.Op {
			rows = append(rows, &row{group: c.Group, op: c.Op})
		}
		rw := rows[len(rows)-1]
		rw.impls = append(rw.impls, &implRuns{c: c})
	}
	return rows
}

// writeBenchfmtHeader writes the configuration lines of the Go benchmark
// format.
func writeBenchfmtHeader(w io.Writer) {
	env := readEnv()
	fmt.Fprintf(w, "goos: %s\ngoarch: %s\npkg: github.com/curvekit/curvekit/bench/suite\n", env.goos, env.goarch)
	if env.cpu != "" {
		fmt.Fprintf(w, "cpu: %s\n", env.cpu)
	}
}

// writeBenchfmtLine writes res in the Go benchmark format, named
// BenchmarkCases/group/op/impl=impl: unlike go test's group/op/impl the impl is
// a key=value part, so that `benchstat -col /impl` puts the implementations
// side by side.
func writeBenchfmtLine(w io.Writer, c suite.Case, res testing.BenchmarkResult) {
	fmt.Fprintf(w, "BenchmarkCases/%s/%s/impl=%s-%d\t%d\t%.2f ns/op\t%d B/op\t%d allocs/op\n",
		c.Group, c.Op, c.Impl, runtime.GOMAXPROCS(0), res.N, float64(res.T.Nanoseconds())/float64(res.N),
		res.AllocedBytesPerOp(), res.AllocsPerOp())
}

// fatalf prints an error and exits with status 2.
func fatalf(format string, args ...any) {
	fmt.Fprintf(os.Stderr, format+"\n", args...)
	os.Exit(2)
}
