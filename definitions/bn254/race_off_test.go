//go:build !race

package bn254_test

// raceEnabled is true under the race detector, whose sync.Pool drops pooled
// items at random, so allocation counts are not meaningful.
const raceEnabled = false
