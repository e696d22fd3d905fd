package apiwalk

import (
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// recorder is a testing.TB that keeps the failures instead of failing.
type recorder struct {
	testing.TB
	errs []string
}

func (r *recorder) Helper()                   {}
func (r *recorder) Errorf(f string, a ...any) { r.errs = append(r.errs, fmt.Sprintf(f, a...)) }
func (r *recorder) Fatalf(f string, a ...any) { r.errs = append(r.errs, fmt.Sprintf(f, a...)) }

type Key struct{ b []byte }

// First panics on a key shorter than 2 bytes: the walk must find it.
func (k *Key) First() byte { return k.b[1] }

// Len is safe for every receiver.
func (k *Key) Len() int {
	if k == nil {
		return 0
	}
	return len(k.b)
}

func parse(b []byte) (*Key, error) {
	if len(b) != 32 {
		return nil, errors.New("bad length")
	}
	return &Key{b: b}, nil
}

func index(b []byte, i int) byte {
	if i < 0 || i >= len(b) {
		return 0
	}
	return b[i]
}

func sloppyIndex(b []byte, i int) byte { return b[i] } // panics unless 0 ≤ i < len(b)

func readAll(r io.Reader) error {
	if r == nil {
		return errors.New("nil reader")
	}
	var b [8]byte
	_, err := io.ReadFull(r, b[:])
	return err
}

func TestWalkFindsPanics(t *testing.T) {
	rec := &recorder{TB: t}
	reached := Walk(rec, API{
		Funcs:  map[string]any{"parse": parse, "index": index, "readAll": readAll, "sloppyIndex": sloppyIndex},
		Values: []any{(*Key)(nil), new(Key), &Key{b: make([]byte, 4)}},
	})
	assert.True(t, reached["parse"] && reached["index"] && reached["Key.First"] && reached["Key.Len"])
	var first, sloppy int
	for _, e := range rec.errs {
		switch {
		case strings.HasPrefix(e, "Key.First("):
			first++
		case strings.HasPrefix(e, "sloppyIndex"):
			sloppy++
		default:
			t.Errorf("unexpected failure: %s", e)
		}
	}
	assert.Equal(t, 2, first, "First panics on the nil and the zero key (reported once, with a count), not on the 4-byte one")
	assert.Positive(t, sloppy, "sloppyIndex panics for nil and out-of-range indexes")
}

func TestWalkSamplesReachDeeper(t *testing.T) {
	// With a valid 32-byte sample the walk calls index with it and every
	// hostile int: none panics. Without samples it still calls with nil.
	rec := &recorder{TB: t}
	Walk(rec, API{Funcs: map[string]any{"index": index}, Samples: []any{make([]byte, 32)}})
	assert.Empty(t, rec.errs)
	calls := 0
	Walk(rec, API{Funcs: map[string]any{"count": func(b []byte, i int) { calls++ }}})
	assert.Greater(t, calls, 20, "one call per candidate of each parameter")
}

func TestWalkTimesOut(t *testing.T) {
	old := callTimeout
	callTimeout = 50 * time.Millisecond
	defer func() { callTimeout = old }()
	rec := &recorder{TB: t}
	block := make(chan struct{})
	defer close(block)
	Walk(rec, API{Funcs: map[string]any{"hang": func() { <-block }}})
	require.Len(t, rec.errs, 1)
	assert.Contains(t, rec.errs[0], "did not return")
}

func TestCovers(t *testing.T) {
	decl := Declared(t, ".")
	assert.Contains(t, decl, "Walk")
	assert.Contains(t, decl, "Covers")
	assert.NotContains(t, decl, "recvName", "unexported")
	rec := &recorder{TB: t}
	Covers(rec, ".", map[string]bool{"Walk": true}, map[string]string{"Declared": "the test calls it", "ArithmeticOperands": "a predicate"})
	require.Len(t, rec.errs, 1)
	assert.Contains(t, rec.errs[0], "Covers is exported but not walked")
}

func TestWalkDocumentedPanics(t *testing.T) {
	sum := func(a, b []int) int {
		if len(a) != len(b) {
			panic("sum: slices differ in length")
		}
		return len(a)
	}
	rec := &recorder{TB: t}
	Walk(rec, API{Funcs: map[string]any{"sum": sum}, Panics: map[string]string{"sum": "differ in length"}})
	assert.Empty(t, rec.errs, "a documented panic is allowed")
	Walk(rec, API{Funcs: map[string]any{"sum": sum}, Panics: map[string]string{"sum": "another message"}})
	assert.NotEmpty(t, rec.errs, "only the documented one")
}
