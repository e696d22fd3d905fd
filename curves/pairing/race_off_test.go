//go:build !race

package pairing_test

const raceEnabled = false
