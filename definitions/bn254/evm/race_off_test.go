//go:build !race

package evm_test

// raceEnabled is true under the race detector, whose sync.Pool drops pooled
// items at random, so allocation counts are not meaningful.
const raceEnabled = false
