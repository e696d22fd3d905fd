// Package checklist prints the checks of curvekit's example programs and
// collects the ones that fail, so that a program can exit non-zero on any
// mismatch with an independent result.
package checklist

import (
	"errors"
	"fmt"
	"io"
	"strings"
)

// labelWidth is the column at which verdicts and values are printed.
const labelWidth = 31

// List prints sections, values and checks to a writer and remembers every
// failed check. Its zero value is not usable: make one with New.
type List struct {
	w       io.Writer
	section string
	failed  []string
}

// New returns an empty List that prints to w.
func New(w io.Writer) *List {
	return &List{w: w}
}

// Title starts a section: it prints s, which prefixes the names of the
// section's failures.
func (l *List) Title(s string) {
	l.section = s
	fmt.Fprintln(l.w, s)
}

// Printf prints a line of text.
func (l *List) Printf(format string, args ...any) {
	fmt.Fprintf(l.w, format+"\n", args...)
}

// Value prints a labelled byte string in hex, shortened to its first 16 bytes.
func (l *List) Value(label string, b []byte) {
	if len(b) > 16 {
		fmt.Fprintf(l.w, "  %-*s %x…\n", labelWidth, label, b[:16])
		return
	}
	fmt.Fprintf(l.w, "  %-*s %x\n", labelWidth, label, b)
}

// Check prints "ok" or "FAIL" after name, and records a failure.
func (l *List) Check(name string, ok bool) {
	verdict := "ok"
	if !ok {
		verdict = "FAIL"
		l.failed = append(l.failed, l.section+": "+name)
	}
	fmt.Fprintf(l.w, "  %-*s %s\n", labelWidth, name, verdict)
}

// Must records a non-nil err as the failure of step, printing it, and
// reports whether err is nil.
func (l *List) Must(step string, err error) bool {
	if err == nil {
		return true
	}
	fmt.Fprintf(l.w, "  %-*s FAIL: %v\n", labelWidth, step, err)
	l.failed = append(l.failed, l.section+": "+step+": "+err.Error())
	return false
}

// Failed returns the names of the failed checks, each prefixed by its section.
func (l *List) Failed() []string {
	return l.failed
}

// Err returns nil if every check passed, and otherwise an error naming the
// failures, prefixed by program.
func (l *List) Err(program string) error {
	if len(l.failed) == 0 {
		return nil
	}
	return errors.New(program + ": " + fmt.Sprint(len(l.failed)) + " check(s) failed: " + strings.Join(l.failed, "; "))
}
