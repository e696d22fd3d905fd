//go:build race

package weierstrass_test

// raceEnabled reports whether the race detector is on, which changes
// allocation counts.
const raceEnabled = true
