//go:build !race

package ristretto255

const raceEnabled = false
