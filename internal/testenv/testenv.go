// Package testenv says whether the tests run their long sets: the
// million-iteration RFC 7748 known answers, long mutation and random-input
// counts, exhaustive checks of toy curves and the like. They run only when
// the environment variable CURVEKIT_LONG is set to 1 (CI sets it), so that
// `go test ./...` stays within a few minutes on a small machine; without
// it, each such test runs a smaller set, or skips with the reason naming
// the variable. Only tests import this package.
package testenv

import (
	"os"
	"testing"
)

// LongVar is the environment variable that turns the long test sets on.
const LongVar = "CURVEKIT_LONG"

// Long reports whether the long test sets run: CURVEKIT_LONG=1, and not
// -short.
func Long() bool {
	return os.Getenv(LongVar) == "1" && !testing.Short()
}

// SkipUnlessLong skips t, saying why and how to run it, unless the long
// test sets run; what names the set, e.g. "1,000,000 iterations".
func SkipUnlessLong(t testing.TB, what string) {
	t.Helper()
	if !Long() {
		t.Skipf("long set (%s): runs with %s=1 and without -short", what, LongVar)
	}
}

// Count returns long when the long test sets run and short otherwise, and
// logs which it chose when they differ.
func Count(t testing.TB, short, long int) int {
	t.Helper()
	if Long() {
		return long
	}
	if short != long {
		t.Logf("running %d of the %d cases of the long set; %s=1 runs them all", short, long, LongVar)
	}
	return short
}
