package montgomery

import (
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestConcurrent has goroutines share the curves (their pools and hooks)
// and checks each result against a sequential one; run it with -race.
func TestConcurrent(t *testing.T) {
	testCurves(t)
	c := all25519[1] // the one with the Edwards fixed base
	base := make([]byte, 32)
	base[0] = 9
	keys := make([][]byte, 16)
	want := make([][]byte, 16)
	for i := range keys {
		keys[i] = randBytes(t, 32)
		want[i] = make([]byte, 32)
		require.NoError(t, c.scalarMult(want[i], keys[i], base))
	}
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range 8 {
				i := (g + j) % len(keys)
				got := make([]byte, 32)
				assert.NoError(t, c.baseMult(got, keys[i]))
				assert.Equal(t, want[i], got)
				assert.NoError(t, c.scalarMult(got, keys[i], base))
				assert.Equal(t, want[i], got)
			}
		}()
	}
	wg.Wait()
}
