package main

import (
	"fmt"
	"html"
	"io"
	"math"
	"strings"

	"github.com/curvekit/curvekit/bench/suite"
)

// A chart row: one operation, curvekit's time over the fastest peer's.
type chartBar struct {
	label string  // "group Op"
	peer  string  // the fastest peer's name
	ratio float64 // curvekit / fastest peer
}

// ratio returns curvekit's time over the fastest peer's for rw, with that
// peer's name; ok is false when either side has no successful run.
func (rw *row) ratio(useMin bool) (r float64, peer string, ok bool) {
	ck, best := 0.0, 0.0
	haveCk := false
	for _, im := range rw.impls {
		ns, _, _, good := im.summary(useMin)
		if !good {
			continue
		}
		if im.c.Impl == suite.Curvekit {
			ck, haveCk = ns, true
			continue
		}
		if peer == "" || ns < best {
			best, peer = ns, im.c.Impl
		}
	}
	if !haveCk || peer == "" {
		return 0, "", false
	}
	return ck / best, peer, true
}

// Chart geometry, in SVG user units (pixels at 100 %).
const (
	chartLabelW = 330 // the operation labels on the left
	chartPlotW  = 420 // the bars
	chartPeerW  = 190 // the ratio and peer name on the right
	chartBarH   = 16
	chartGap    = 4
	chartTop    = 46 // title and axis labels
	chartBottom = 30 // the footer line
	chartMaxLog = 2  // the axis runs from 2^-2 to 2^2
)

// writeSVG draws rows as a horizontal bar chart of curvekit's time over the
// fastest peer's, on a log2 axis centred on 1: a bar to the left (green) is
// an operation where curvekit is faster, to the right (orange) one where a
// peer is. Rows without both sides are left out; field/ rows are left out
// unless withFields, and so are rows that only compare curvekit with itself
// (runtime twins against prebuilt curves, axlsign against Ed25519), since the
// chart is for readers choosing a library. Ratios beyond the axis are drawn
// to its end and marked.
func writeSVG(w io.Writer, rows []*row, e env, withFields bool) error {
	var bars []chartBar
	for _, rw := range rows {
		if !withFields && strings.HasPrefix(rw.group, "field/") {
			continue
		}
		if r, peer, ok := rw.ratio(e.useMin); ok && !internalImpl(peer) {
			bars = append(bars, chartBar{label: rw.group + " " + rw.op, peer: peer, ratio: r})
		}
	}
	width := chartLabelW + chartPlotW + chartPeerW
	height := chartTop + len(bars)*(chartBarH+chartGap) + chartBottom
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif" font-size="12">`+"\n",
		width, height, width, height)
	fmt.Fprintf(&b, `<rect width="%d" height="%d" fill="white"/>`+"\n", width, height)
	fmt.Fprintf(&b, `<text x="%d" y="18" font-size="14" font-weight="bold">curvekit time / fastest Go peer's (left of 1: curvekit faster)</text>`+"\n", 8)

	// x maps a ratio to its position on the plot, log2 scale.
	x := func(r float64) float64 {
		l := math.Max(-chartMaxLog, math.Min(chartMaxLog, math.Log2(r)))
		return chartLabelW + (l+chartMaxLog)/(2*chartMaxLog)*chartPlotW
	}
	plotBottom := chartTop + len(bars)*(chartBarH+chartGap)
	for _, t := range []float64{0.25, 0.5, 1, 2, 4} {
		stroke := "#ddd"
		if t == 1 {
			stroke = "#333"
		}
		fmt.Fprintf(&b, `<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="%s"/>`+"\n", x(t), chartTop-6, x(t), plotBottom, stroke)
		fmt.Fprintf(&b, `<text x="%.1f" y="%d" text-anchor="middle">%g×</text>`+"\n", x(t), chartTop-10, t)
	}
	for i, bar := range bars {
		y := chartTop + i*(chartBarH+chartGap)
		x0, x1 := x(1), x(bar.ratio)
		fill := "#2e8b57"
		if bar.ratio > 1 {
			fill = "#e07b24"
		}
		left, w := math.Min(x0, x1), math.Max(math.Abs(x1-x0), 1)
		fmt.Fprintf(&b, `<text x="%d" y="%d" text-anchor="end">%s</text>`+"\n", chartLabelW-6, y+chartBarH-4, html.EscapeString(bar.label))
		fmt.Fprintf(&b, `<rect x="%.1f" y="%d" width="%.1f" height="%d" fill="%s"/>`+"\n", left, y, w, chartBarH, fill)
		mark := ""
		if math.Abs(math.Log2(bar.ratio)) > chartMaxLog {
			mark = " (off scale)"
		}
		fmt.Fprintf(&b, `<text x="%d" y="%d">%.2f× %s%s</text>`+"\n", chartLabelW+chartPlotW+6, y+chartBarH-4, bar.ratio, html.EscapeString(bar.peer), mark)
	}
	stat := "median"
	if e.useMin {
		stat = "minimum"
	}
	fmt.Fprintf(&b, `<text x="8" y="%d" fill="#555">%s of %d interleaved rounds; %s %s/%s, %s</text>`+"\n",
		height-10, stat, e.rounds, html.EscapeString(e.goversion), e.goos, e.goarch, html.EscapeString(e.cpu))
	b.WriteString("</svg>\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// internalImpl reports whether a row's "peer" is curvekit itself: a prebuilt
// curve measured against its runtime twin, or one curvekit scheme against
// another.
func internalImpl(impl string) bool {
	return impl == "prebuilt" || strings.HasPrefix(impl, suite.Curvekit)
}
