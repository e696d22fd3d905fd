package main

import (
	"fmt"
	"io"
	"os"
	"runtime"
	"slices"
	"strings"
	"time"

	"github.com/curvekit/curvekit/bench/suite"
)

// row is one line of the table: every implementation of one operation.
type row struct {
	group, op string
	impls     []*implRuns
}

// implRuns holds the measurements of one case over the rounds.
type implRuns struct {
	c    suite.Case
	runs []measurement
}

// summary returns the median (or, with useMin, the minimum) ns/op and the
// median allocs/op over the successful runs, the relative spread
// (max − min) / median, and whether any run succeeded.
func (im *implRuns) summary(useMin bool) (ns float64, allocs int64, spread float64, ok bool) {
	var nss []float64
	var als []int64
	for _, m := range im.runs {
		if m.ok {
			nss = append(nss, m.nsPerOp)
			als = append(als, m.allocsPerOp)
		}
	}
	if len(nss) == 0 {
		return 0, 0, 0, false
	}
	med := median(nss)
	ns = med
	if useMin {
		ns = slices.Min(nss)
	}
	slices.Sort(als)
	allocs = als[len(als)/2]
	spread = (slices.Max(nss) - slices.Min(nss)) / med
	return ns, allocs, spread, true
}

// median returns the median of xs, which must not be empty; for an even
// count it is the mean of the two middle values.
func median(xs []float64) float64 {
	s := slices.Clone(xs)
	slices.Sort(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

// formatNs formats a duration in nanoseconds with three or four significant
// digits, switching to µs and ms for slow operations.
func formatNs(ns float64) string {
	switch {
	case ns >= 1e6:
		return fmt.Sprintf("%.2f ms", ns/1e6)
	case ns >= 1e4:
		return fmt.Sprintf("%.1f µs", ns/1e3)
	case ns >= 100:
		return fmt.Sprintf("%.0f ns", ns)
	case ns >= 10:
		return fmt.Sprintf("%.1f ns", ns)
	default:
		return fmt.Sprintf("%.2f ns", ns)
	}
}

// formatAllocs returns " (n allocs)" for a nonzero count and "" otherwise.
func formatAllocs(n int64) string {
	if n == 0 {
		return ""
	}
	return fmt.Sprintf(" (%d allocs)", n)
}

// env describes the machine and the run, for the footer.
type env struct {
	goos, goarch, goversion, cpu string
	build, godebug               string // the build tags (see build_*.go) and $GODEBUG
	numCPU, procs                int
	loadBefore, loadAfter        string
	rounds                       int
	benchtime                    string
	useMin                       bool // report the fastest round instead of the median
	elapsed                      time.Duration
}

// readEnv returns the machine description and the current load average.
func readEnv() env {
	e := env{
		goos: runtime.GOOS, goarch: runtime.GOARCH, goversion: runtime.Version(),
		numCPU: runtime.NumCPU(), procs: runtime.GOMAXPROCS(0), loadBefore: loadAverage(),
		build: buildName, godebug: os.Getenv("GODEBUG"),
	}
	if b, err := os.ReadFile("/proc/cpuinfo"); err == nil {
		for _, line := range strings.Split(string(b), "\n") {
			if name, ok := strings.CutPrefix(line, "model name"); ok {
				e.cpu = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(name), ":"))
				break
			}
		}
	}
	return e
}

// loadAverage returns the 1-, 5- and 15-minute load averages from
// /proc/loadavg, or "" where that file does not exist.
func loadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return ""
	}
	f := strings.Fields(string(b))
	if len(f) < 3 {
		return ""
	}
	return strings.Join(f[:3], " ")
}

// writeTable writes the Markdown table of rows and a footer describing the
// run.
func writeTable(w io.Writer, rows []*row, e env) {
	fmt.Fprintln(w, "| group | op | curvekit | peers | curvekit / fastest peer | curvekit allocs/op |")
	fmt.Fprintln(w, "|---|---|---:|---|---:|---:|")
	var spreads []float64
	for _, rw := range rows {
		ck, ratio, allocs := "—", "—", "—"
		bestPeer, bestNs := -1, 0.0
		var peers []string
		for _, im := range rw.impls {
			ns, al, spread, ok := im.summary(e.useMin)
			if ok {
				spreads = append(spreads, spread)
			}
			if im.c.Impl == suite.Curvekit {
				if ok {
					ck, allocs = formatNs(ns), fmt.Sprint(al)
				} else {
					ck = "failed"
				}
				continue
			}
			if ok && (bestPeer < 0 || ns < bestNs) {
				bestPeer, bestNs = len(peers), ns
			}
			cell := im.c.Impl + " failed"
			if ok {
				cell = im.c.Impl + ": " + formatNs(ns) + formatAllocs(al)
			}
			peers = append(peers, cell)
		}
		if bestPeer >= 0 && len(peers) > 1 {
			peers[bestPeer] = "**" + peers[bestPeer] + "**"
		}
		if r, _, ok := rw.ratio(e.useMin); ok {
			ratio = fmt.Sprintf("%.2f", r)
		}
		peerCell := strings.Join(peers, " · ")
		if peerCell == "" {
			peerCell = "—"
		}
		fmt.Fprintf(w, "| %s | %s | %s | %s | %s | %s |\n", rw.group, rw.op, ck, peerCell, ratio, allocs)
	}
	fmt.Fprintln(w)
	stat := "Median"
	if e.useMin {
		stat = "Minimum"
	}
	fmt.Fprintf(w, "%s ns/op of %d interleaved round(s) of -benchtime %s each; fastest peer in bold; "+
		"ratio < 1 means curvekit is faster.\n", stat, e.rounds, e.benchtime)
	if len(spreads) > 0 && e.rounds > 1 {
		fmt.Fprintf(w, "Round-to-round spread (max − min) / median: median %.0f%%, worst %.0f%%.\n",
			100*median(spreads), 100*slices.Max(spreads))
	}
	if e.build != "" {
		fmt.Fprintf(w, "Build: %s", e.build)
		if e.godebug != "" {
			fmt.Fprintf(w, "; GODEBUG=%s", e.godebug)
		}
		fmt.Fprintln(w, ".")
	}
	fmt.Fprintf(w, "%s %s/%s, %d CPUs, GOMAXPROCS %d", e.goversion, e.goos, e.goarch, e.numCPU, e.procs)
	if e.cpu != "" {
		fmt.Fprintf(w, ", %s", e.cpu)
	}
	if e.loadBefore != "" {
		fmt.Fprintf(w, "; load average %s before, %s after", e.loadBefore, e.loadAfter)
	}
	if e.elapsed > 0 {
		fmt.Fprintf(w, "; run took %s", e.elapsed.Round(100*time.Millisecond))
	}
	fmt.Fprintln(w, ".")
}
