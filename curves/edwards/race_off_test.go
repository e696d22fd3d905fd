//go:build !race

package edwards

// raceEnabled is true under the race detector, whose sync.Pool drops pooled
// objects at random, so that allocation counts are meaningless there.
const raceEnabled = false
