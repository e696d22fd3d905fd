//go:build race

package primeorder

const raceEnabled = true
