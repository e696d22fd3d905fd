package main

import (
	"bytes"
	"encoding/xml"
	"io"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/bench/suite"
)

func TestWriteSVG(t *testing.T) {
	mk := func(group, op, impl string, ns ...float64) *implRuns {
		im := &implRuns{c: suite.Case{Group: group, Op: op, Impl: impl}}
		for _, v := range ns {
			im.runs = append(im.runs, measurement{nsPerOp: v, ok: true})
		}
		return im
	}
	rows := []*row{
		{group: "ed25519", op: "Sign", impls: []*implRuns{
			mk("ed25519", "Sign", suite.Curvekit, 10), mk("ed25519", "Sign", "stdlib", 20), mk("ed25519", "Sign", "voi", 40),
		}},
		{group: "x25519", op: "X25519", impls: []*implRuns{
			mk("x25519", "X25519", suite.Curvekit, 30), mk("x25519", "X25519", "circl", 10),
		}},
		{group: "p256", op: "ECDH", impls: []*implRuns{
			mk("p256", "ECDH", suite.Curvekit, 1), mk("p256", "ECDH", "stdlib", 100),
		}},
		{group: "field/x", op: "Mul", impls: []*implRuns{
			mk("field/x", "Mul", suite.Curvekit, 1), mk("field/x", "Mul", "a", 2),
		}},
		{group: "p256-twin", op: "Sign", impls: []*implRuns{
			mk("p256-twin", "Sign", suite.Curvekit, 2), mk("p256-twin", "Sign", "prebuilt", 1),
		}},
		{group: "axlsign", op: "Sign", impls: []*implRuns{
			mk("axlsign", "Sign", suite.Curvekit, 2), mk("axlsign", "Sign", "curvekit-ed25519", 1),
		}},
		{group: "lonely", op: "Op", impls: []*implRuns{mk("lonely", "Op", suite.Curvekit, 5)}},
	}
	var buf bytes.Buffer
	require.NoError(t, writeSVG(&buf, rows, env{rounds: 1, goversion: "go1.26", goos: "linux", goarch: "amd64"}, false))
	out := buf.String()

	// Well-formed XML.
	dec := xml.NewDecoder(strings.NewReader(out))
	for {
		_, err := dec.Token()
		if err == io.EOF {
			break
		}
		require.NoError(t, err)
	}
	assert.Contains(t, out, ">0.50× stdlib<", "ratio against the fastest peer")
	assert.Contains(t, out, ">3.00× circl<")
	assert.Contains(t, out, ">0.01× stdlib (off scale)<")
	assert.NotContains(t, out, "field/x", "field rows are left out by default")
	assert.NotContains(t, out, "lonely", "a row without a peer has no ratio")
	assert.NotContains(t, out, "twin", "curvekit against itself is not a peer comparison")
	assert.NotContains(t, out, "axlsign")
	// A faster row is green and left of the 1× line; a slower one orange and right of it.
	assert.Equal(t, 2, strings.Count(out, `fill="#2e8b57"`), "ed25519 Sign and the off-scale p256 ECDH are faster")
	assert.Equal(t, 1, strings.Count(out, `fill="#e07b24"`))

	buf.Reset()
	require.NoError(t, writeSVG(&buf, rows, env{rounds: 1}, true))
	assert.Contains(t, buf.String(), "field/x Mul")
}
