// Package apiwalk calls a package's whole exported API with hostile
// arguments — nil, zero values, empty and wrong-length byte strings, negative
// and odd integers, failing readers — and fails the test for every call that
// panics or hangs. It complements the hand-written misuse tests, which check
// that a bad argument gets the right error: apiwalk checks that no argument
// the author did not think of brings the program down, and Covers checks that
// the walk reached every exported function and method the package declares,
// so that a new function cannot be added without being walked.
//
// A package's test lists its API once:
//
//	apiwalk.Walk(t, apiwalk.API{
//		Funcs:   map[string]any{"Sign": ed25519.Sign, "Verify": ed25519.Verify},
//		Values:  []any{ed25519.PrivateKey(nil), new(ed25519.Options)},
//		Samples: []any{pub, priv, sig},
//	})
//
// Every function in Funcs and every exported method of every value in Values
// (pass pointers to reach pointer methods) is called first with the first
// candidate of each parameter (nil or zero), then with the valid samples of
// each parameter's type where there are any, then with each parameter in turn
// replaced by each of its candidates. Samples let the walk get past the first
// check — a valid key with a malformed signature, say — into deeper code.
package apiwalk

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"reflect"
	"runtime/debug"
	"slices"
	"strings"
	"testing"
	"time"
)

// API is what Walk calls.
type API struct {
	// Funcs names the package's exported functions (generic ones
	// instantiated), keyed by their name in the package.
	Funcs map[string]any
	// Values are receivers whose exported methods are all called: zero
	// values, nil pointers, and valid values alike.
	Values []any
	// Samples are valid values added to the candidates of parameters of
	// their type, and used for a second baseline call.
	Samples []any
	// Skip names functions ("Name") or methods ("Type.Method") not to call,
	// with the reason (for instance a documented panic).
	Skip map[string]string
	// Panics names methods or functions (as in Skip) whose documented
	// panics are allowed: a panic whose message contains the given text is
	// not a failure. It is for programming errors that the signature leaves
	// no other way to report, such as slices of different lengths given to
	// a multi-scalar multiplication that returns its receiver.
	Panics map[string]string
	// NonNil reports the pointer (or interface) parameter types that are
	// never given nil: a pointer to a zero value still is, an interface only
	// the samples. Nil means ArithmeticOperands.
	NonNil func(reflect.Type) bool
}

// ArithmeticOperands is the default NonNil: pointers to curvekit's field
// elements, scalars and points. Those follow math/big's convention — an
// operand must be a non-nil pointer, and its zero value is valid (or, for
// engine points, documented to be usable only as a receiver) — since
// checking for nil in every field operation would cost every caller for the
// sake of a programming error that the nil dereference already reports.
// Keys, signatures, options and byte strings are not operands: nil ones must
// give an error.
func ArithmeticOperands(t reflect.Type) bool {
	if t.Kind() != reflect.Pointer {
		return false
	}
	p := t.Elem().PkgPath()
	return strings.HasPrefix(p, module+"/field/") || strings.HasPrefix(p, module+"/curves/")
}

const module = "github.com/curvekit/curvekit"

// callTimeout bounds one call: a hostile argument must not make a function
// loop forever (a rejection sampler fed a constant reader, say).
var callTimeout = 10 * time.Second

// Walk makes the calls described in the package doc and returns the names
// it reached: "Name" for functions, "Type.Method" for methods.
func Walk(t testing.TB, api API) map[string]bool {
	t.Helper()
	w := walker{t: t, nonNil: api.NonNil, panics: api.Panics, failed: map[string]int{}}
	if w.nonNil == nil {
		w.nonNil = ArithmeticOperands
	}
	samples := map[reflect.Type][]reflect.Value{}
	for _, s := range api.Samples {
		v := reflect.ValueOf(s)
		samples[v.Type()] = append(samples[v.Type()], v)
	}
	w.samples = samples
	reached := map[string]bool{}
	names := make([]string, 0, len(api.Funcs))
	for name := range api.Funcs {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		reached[name] = true
		if _, skip := api.Skip[name]; skip {
			continue
		}
		fn := reflect.ValueOf(api.Funcs[name])
		if fn.Kind() != reflect.Func {
			t.Errorf("apiwalk: Funcs[%q] is a %s, not a function", name, fn.Kind())
			continue
		}
		w.current = name
		w.callAll(name, fn, samples)
	}
	for _, recv := range api.Values {
		rv := reflect.ValueOf(recv)
		typeName := baseName(rv.Type())
		for i := 0; i < rv.NumMethod(); i++ {
			m := rv.Type().Method(i)
			name := typeName + "." + m.Name
			reached[name] = true
			if _, skip := api.Skip[name]; skip {
				continue
			}
			label := fmt.Sprintf("%s(%s)", name, describe(rv))
			w.current = name
			w.callAll(label, rv.Method(i), samples)
		}
	}
	for label, n := range w.failed {
		if n > 1 {
			t.Errorf("%s: %d more failing calls like the one above", label, n-1)
		}
	}
	return reached
}

// walker carries the state of one Walk.
type walker struct {
	t       testing.TB
	nonNil  func(reflect.Type) bool
	panics  map[string]string
	samples map[reflect.Type][]reflect.Value
	current string         // the API name being walked, for panics
	failed  map[string]int // failing calls per function or receiver method
}

// baseName is a type's name without pointers or type arguments.
func baseName(t reflect.Type) string {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	name, _, _ := strings.Cut(t.Name(), "[")
	return name
}

// callAll calls fn with the baselines and the one-parameter variations.
func (w *walker) callAll(name string, fn reflect.Value, samples map[reflect.Type][]reflect.Value) {
	ft := fn.Type()
	n := ft.NumIn()
	cands := make([][]reflect.Value, n)
	for i := range n {
		pt := ft.In(i)
		if ft.IsVariadic() && i == n-1 {
			cands[i] = []reflect.Value{reflect.Zero(pt)} // no variadic arguments; variations below
			cands[i] = append(cands[i], w.variadicCandidates(pt, samples)...)
			continue
		}
		cands[i] = append(w.candidates(pt), w.samplesFor(pt)...)
	}
	for i := range n {
		if len(cands[i]) == 0 {
			return // a parameter that must not be nil and has no sample: nothing to call with
		}
	}
	base := make([]reflect.Value, n)
	for i := range n {
		base[i] = cands[i][0]
	}
	w.call(name, fn, base)
	withSamples := slices.Clone(base)
	sampled := false
	for i := range n {
		if s := w.samplesFor(ft.In(i)); len(s) > 0 {
			withSamples[i], sampled = s[0], true
		}
	}
	if sampled {
		w.call(name, fn, withSamples)
	}
	for _, b := range [][]reflect.Value{base, withSamples} {
		for i := range n {
			for _, c := range cands[i][1:] {
				args := slices.Clone(b)
				args[i] = c
				w.call(name, fn, args)
			}
		}
		if !sampled {
			break
		}
	}
}

// call makes one call, failing the test if it panics or does not return in
// time; only the first failure of each function is printed in full.
func (w *walker) call(name string, fn reflect.Value, args []reflect.Value) {
	type outcome struct {
		panicked any
		stack    []byte
	}
	done := make(chan outcome, 1)
	go func() {
		defer func() {
			if r := recover(); r != nil {
				done <- outcome{r, debug.Stack()}
				return
			}
			done <- outcome{}
		}()
		if fn.Type().IsVariadic() {
			fn.CallSlice(args)
		} else {
			fn.Call(args)
		}
	}()
	var msg string
	select {
	case o := <-done:
		if o.panicked == nil {
			return
		}
		if want, ok := w.panics[w.current]; ok && strings.Contains(fmt.Sprint(o.panicked), want) {
			return
		}
		msg = fmt.Sprintf("%s(%s) panicked: %v\n%s", name, describeArgs(args), o.panicked, trimStack(o.stack))
	case <-time.After(callTimeout):
		msg = fmt.Sprintf("%s(%s) did not return within %s", name, describeArgs(args), callTimeout)
	}
	if w.failed[name]++; w.failed[name] == 1 {
		w.t.Errorf("%s", msg)
	}
}

// trimStack keeps the frames of the stack that show where the panic came
// from: those after the runtime's own and before reflect's.
func trimStack(s []byte) string {
	lines := strings.Split(string(s), "\n")
	for i, l := range lines {
		if strings.HasPrefix(l, "panic(") && i+2 < len(lines) {
			lines = lines[i+2:]
			break
		}
	}
	for i, l := range lines {
		if strings.HasPrefix(l, "reflect.") {
			lines = lines[:i]
			break
		}
	}
	return strings.Join(lines[:min(len(lines), 16)], "\n")
}

// candidates returns hostile values of type t, the first being its zero
// value (nil where t has one, unless nonNil excludes it).
func (w *walker) candidates(t reflect.Type) []reflect.Value {
	var out []reflect.Value
	if !w.nonNil(t) {
		out = append(out, reflect.Zero(t))
	}
	add := func(v any) { out = append(out, reflect.ValueOf(v).Convert(t)) }
	switch t.Kind() {
	case reflect.Slice:
		if t.Elem().Kind() == reflect.Uint8 {
			for _, n := range []int{0, 1, 31, 32, 33, 48, 56, 57, 64, 65, 114, 1000} {
				add(make([]byte, n))
				add(bytes.Repeat([]byte{0xff}, n))
			}
			break
		}
		// One and two zero (or nil) elements; pointers that must not be nil
		// point to zero values.
		for _, n := range []int{1, 2} {
			s := reflect.MakeSlice(t, n, n)
			if el := t.Elem(); w.nonNil(el) {
				var fill reflect.Value
				switch {
				case el.Kind() == reflect.Pointer:
					fill = reflect.New(el.Elem())
				case len(w.samplesFor(el)) > 0:
					fill = w.samplesFor(el)[0]
				default:
					continue // no value to fill it with
				}
				for i := range n {
					s.Index(i).Set(fill)
				}
			}
			out = append(out, s)
		}
	case reflect.Array:
		if t.Elem().Kind() == reflect.Uint8 {
			ff := reflect.New(t).Elem()
			for i := range t.Len() {
				ff.Index(i).SetUint(0xff)
			}
			out = append(out, ff)
		}
	case reflect.String:
		add("\x00")
		add(strings.Repeat("\xff", 32))
		add(strings.Repeat("a", 300))
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		for _, v := range []int64{-1, 1, 2, 3, 255, 256, -1 << 31} {
			if !reflect.Zero(t).OverflowInt(v) {
				out = append(out, reflect.ValueOf(v).Convert(t))
			}
		}
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		for _, v := range []uint64{1, 2, 255, 256, 1<<32 - 1} {
			if !reflect.Zero(t).OverflowUint(v) {
				out = append(out, reflect.ValueOf(v).Convert(t))
			}
		}
	case reflect.Bool:
		add(true)
	case reflect.Pointer:
		out = append(out, reflect.New(t.Elem())) // a pointer to a zero value

	case reflect.Interface:
		if readerType.Implements(t) || t.Implements(readerType) {
			for _, r := range []io.Reader{failingReader{}, &patternReader{}, shortReader{}} {
				if reflect.TypeOf(r).Implements(t) {
					out = append(out, reflect.ValueOf(r))
				}
			}
		}
	}
	return out
}

// variadicCandidates returns argument slices for a variadic parameter of
// slice type t: one zero element, one of each sample.
func (w *walker) variadicCandidates(t reflect.Type, samples map[reflect.Type][]reflect.Value) []reflect.Value {
	var out []reflect.Value
	for _, c := range append(w.candidates(t.Elem()), w.samplesFor(t.Elem())...) {
		s := reflect.MakeSlice(t, 1, 1)
		s.Index(0).Set(c)
		out = append(out, s)
	}
	return out
}

var readerType = reflect.TypeFor[io.Reader]()

// failingReader fails every read, as a broken random source does.
type failingReader struct{}

func (failingReader) Read([]byte) (int, error) { return 0, errors.New("apiwalk: failing reader") }

// shortReader returns io.EOF at once, as an exhausted source does.
type shortReader struct{}

func (shortReader) Read([]byte) (int, error) { return 0, io.EOF }

// patternReader returns a deterministic, non-constant byte sequence, so that
// rejection samplers terminate while every run sees the same bytes.
type patternReader struct{ n byte }

func (r *patternReader) Read(p []byte) (int, error) {
	for i := range p {
		r.n = r.n*13 + 7
		p[i] = r.n
	}
	return len(p), nil
}

// describe prints a receiver briefly for a failure message.
func describe(v reflect.Value) string {
	if (v.Kind() == reflect.Pointer || v.Kind() == reflect.Slice || v.Kind() == reflect.Map) && v.IsNil() {
		return "nil " + v.Type().String()
	}
	if v.IsZero() {
		return "zero " + v.Type().String()
	}
	return v.Type().String()
}

// describeArgs prints the arguments of a call briefly.
func describeArgs(args []reflect.Value) string {
	parts := make([]string, len(args))
	for i, a := range args {
		switch {
		case a.Kind() == reflect.Slice && a.Type().Elem().Kind() == reflect.Uint8:
			if a.IsNil() {
				parts[i] = "nil"
			} else {
				parts[i] = fmt.Sprintf("[%d]byte", a.Len())
			}
		case a.Kind() == reflect.String:
			parts[i] = fmt.Sprintf("string(%d)", a.Len())
		case a.Kind() >= reflect.Int && a.Kind() <= reflect.Uint64, a.Kind() == reflect.Bool:
			parts[i] = fmt.Sprint(a.Interface())
		case !a.IsValid():
			parts[i] = "invalid"
		default:
			parts[i] = describe(a)
		}
	}
	return strings.Join(parts, ", ")
}

// samplesFor returns the samples that can be passed as a parameter of type
// t: those of type t and, for an interface, those that implement it.
func (w *walker) samplesFor(t reflect.Type) []reflect.Value {
	out := w.samples[t]
	if t.Kind() != reflect.Interface {
		return out
	}
	var types []reflect.Type // in a fixed order, so that every run makes the same calls
	for st := range w.samples {
		if st != t && st.Implements(t) {
			types = append(types, st)
		}
	}
	slices.SortFunc(types, func(a, b reflect.Type) int { return strings.Compare(a.String(), b.String()) })
	for _, st := range types {
		out = append(slices.Clip(out), w.samples[st]...)
	}
	return out
}
