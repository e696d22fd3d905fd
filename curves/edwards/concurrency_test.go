package edwards

import (
	"sync"
	"testing"

	"github.com/curvekit/curvekit/field/fn25519"
	"github.com/curvekit/curvekit/field/fp25519"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestConcurrentTables builds a fresh curve and has many goroutines race to
// first use of its lazily built tables and its workspace pool; run it with
// -race. Every goroutine must get the same results.
func TestConcurrentTables(t *testing.T) {
	testCurves(t)
	c, err := New(Params[fp25519.Element, fn25519.Element]{
		Field: fp25519.Field{}, Scalar: fn25519.Field{},
		A: a25519, D: d25519, Gx: gx25519, Gy: gy25519, Cofactor: 8,
	})
	require.NoError(t, err)
	s := randomScalar(t, c)
	want := ed25519Fixed.NewIdentityPoint().ScalarBaseMult(s).Bytes()
	wantDouble := new(Point[fp25519.Element, fn25519.Element]).DoubleScalarMultVarTime(s, ed25519Fixed.NewGeneratorPoint(), s).Bytes()
	var wg sync.WaitGroup
	results := make([][2][]byte, 8)
	for i := range results {
		wg.Add(1)
		go func() {
			defer wg.Done()
			results[i][0] = c.NewIdentityPoint().ScalarBaseMult(s).Bytes()
			results[i][1] = new(Point[fp25519.Element, fn25519.Element]).DoubleScalarMultVarTime(s, c.NewGeneratorPoint(), s).Bytes()
		}()
	}
	wg.Wait()
	for _, r := range results {
		assert.Equal(t, want, r[0])
		assert.Equal(t, wantDouble, r[1])
	}
}
