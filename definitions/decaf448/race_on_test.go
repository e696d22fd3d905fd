//go:build race

package decaf448

const raceEnabled = true
