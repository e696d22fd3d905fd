//go:build race

package tower_test

const raceEnabled = true
