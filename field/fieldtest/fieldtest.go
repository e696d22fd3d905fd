package fieldtest

import (
	"errors"
	"flag"
	"fmt"
	"hash/fnv"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/curvekit/curvekit/field"
)

var (
	itersFlag = flag.Int("fieldtest.iters", 0,
		"random cases per property in fieldtest.Run (0: 24, or 8 with -short)")
	seedFlag = flag.Uint64("fieldtest.seed", 0,
		"seed of fieldtest's random inputs (0: pick one and log it)")
)

// Options tunes RunWithOptions. The zero value gives Run's defaults.
type Options struct {
	// Iterations is the number of random cases per property. Zero means the
	// -fieldtest.iters flag if set, else 24, or 8 under -short.
	Iterations int
	// Seed seeds the random inputs. Zero means the -fieldtest.seed flag if
	// set, else a random seed, which is logged.
	Seed uint64
}

// Run runs the conformance suite against f, one subtest per property.
func Run[E any](t *testing.T, f field.Field[E]) {
	t.Helper()
	RunWithOptions(t, f, Options{})
}

// RunWithOptions is Run with explicit iteration count and seed.
func RunWithOptions[E any](t *testing.T, f field.Field[E], opts Options) {
	t.Helper()
	run(stdT{t}, f, opts.resolve())
}

// resolve fills in the defaults of opts.
func (opts Options) resolve() Options {
	if opts.Iterations <= 0 {
		opts.Iterations = *itersFlag
	}
	if opts.Iterations <= 0 {
		opts.Iterations = 24
		if testing.Short() {
			opts.Iterations = 8
		}
	}
	if opts.Seed == 0 {
		opts.Seed = *seedFlag
	}
	for opts.Seed == 0 {
		opts.Seed = rand.Uint64()
	}
	return opts
}

// tb is the part of *testing.T the suite uses. It is an interface so that the
// suite's own tests can run it against a recorder and see it fail.
type tb interface {
	Helper()
	Logf(format string, args ...any)
	Errorf(format string, args ...any)
	FailNow()
	Failed() bool
	Run(name string, fn func(t tb)) bool
}

// stdT adapts *testing.T to tb.
type stdT struct{ *testing.T }

func (t stdT) Run(name string, fn func(t tb)) bool {
	return t.T.Run(name, func(t *testing.T) { fn(stdT{t}) })
}

// suite holds a field under test with its parameters as math/big values.
type suite[E any] struct {
	f     field.Field[E]
	p     *big.Int
	n     int // ByteLen
	le    bool
	opts  Options
	edges []*big.Int // every edge value, for unary properties
	small []*big.Int // a handful of edge values, for pairwise properties
}

// property is one subtest of the suite.
type property[E any] struct {
	name string
	fn   func(s *suite[E], t tb, rng *rand.Rand)
}

func run[E any](t tb, f field.Field[E], opts Options) {
	t.Helper()
	p := new(big.Int).Set(f.Modulus())
	t.Logf("fieldtest: p = %#x (%d bits, %d-byte %v encodings), seed %d, %d iterations; rerun with -fieldtest.seed=%d",
		p, f.BitLen(), f.ByteLen(), f.ByteOrder(), opts.Seed, opts.Iterations, opts.Seed)
	s := &suite[E]{f: f, p: p, n: f.ByteLen(), le: f.ByteOrder() == field.LittleEndian, opts: opts}
	if !t.Run("Parameters", s.testParameters) {
		return // everything else relies on them
	}
	s.edges, s.small = edgeValues(p, s.n)
	props := []property[E]{
		{"Encoding", (*suite[E]).testEncoding},
		{"EncodingRejects", (*suite[E]).testEncodingRejects},
		{"WideBytes", (*suite[E]).testWideBytes},
		{"Constants", (*suite[E]).testConstants},
		{"Arithmetic", (*suite[E]).testArithmetic},
		{"Aliasing", (*suite[E]).testAliasing},
		{"RingLaws", (*suite[E]).testRingLaws},
		{"Chains", (*suite[E]).testChains},
		{"Predicates", (*suite[E]).testPredicates},
		{"Inverse", (*suite[E]).testInverse},
		{"Sqrt", (*suite[E]).testSqrt},
		{"SqrtRatio", (*suite[E]).testSqrtRatio},
		{"BatchInverse", (*suite[E]).testBatchInverse},
	}
	for _, prop := range props {
		t.Run(prop.name, func(t tb) {
			prop.fn(s, t, s.rng(prop.name))
		})
	}
}

// rng returns the random source of one property, derived from the seed and
// the property's name so that each can be reproduced on its own.
func (s *suite[E]) rng(name string) *rand.Rand {
	h := fnv.New64a()
	h.Write([]byte(name))
	return rand.New(rand.NewPCG(s.opts.Seed, h.Sum64()))
}

// elem returns x, which must be in [0, p), as a field element.
func (s *suite[E]) elem(t tb, x *big.Int) E {
	t.Helper()
	var z E
	if err := field.SetBig(s.f, &z, x); err != nil {
		t.Errorf("SetBytes rejects the encoding of %#x: %v", x, err)
		t.FailNow()
	}
	return z
}

// big returns x as an integer in [0, p).
func (s *suite[E]) big(x *E) *big.Int { return field.Big(s.f, x) }

// encode returns the canonical encoding of x (taken mod 2^(8·len)) in len
// bytes and the field's byte order.
func (s *suite[E]) encode(x *big.Int, n int) []byte {
	m := new(big.Int).Lsh(big.NewInt(1), uint(8*n))
	b := new(big.Int).Mod(x, m).FillBytes(make([]byte, n))
	if s.le {
		reverse(b)
	}
	return b
}

// decode returns the integer encoded by b in the field's byte order.
func (s *suite[E]) decode(b []byte) *big.Int {
	c := append([]byte(nil), b...)
	if s.le {
		reverse(c)
	}
	return new(big.Int).SetBytes(c)
}

// mod returns x mod p as a new integer.
func (s *suite[E]) mod(x *big.Int) *big.Int { return new(big.Int).Mod(x, s.p) }

// check fails t unless got holds want mod p. what describes the computation.
func (s *suite[E]) check(t tb, got *E, want *big.Int, what string, args ...any) {
	t.Helper()
	g, w := s.big(got), s.mod(want)
	if g.Cmp(w) != 0 {
		t.Errorf("%s = %#x, want %#x", fmt.Sprintf(what, args...), g, w)
		t.FailNow()
	}
}

// checkInt fails t unless got == want.
func checkInt(t tb, got, want int, what string, args ...any) {
	t.Helper()
	if got != want {
		t.Errorf("%s = %d, want %d", fmt.Sprintf(what, args...), got, want)
		t.FailNow()
	}
}

// checkErr fails t unless errors.Is(err, target).
func checkErr(t tb, err, target error, what string, args ...any) {
	t.Helper()
	if !errors.Is(err, target) {
		t.Errorf("%s: got error %v, want one matching %q", fmt.Sprintf(what, args...), err, target)
		t.FailNow()
	}
}

func reverse(b []byte) {
	for i, j := 0, len(b)-1; i < j; i, j = i+1, j-1 {
		b[i], b[j] = b[j], b[i]
	}
}
