package edwards

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestAppendBytesPair checks that AppendBytesPair appends exactly the two
// encodings AppendBytes gives, v's first, on edwards25519 and edwards448:
// for random points with Z ≠ 1 (sums), the identity, the generator and a
// point paired with itself, after a prefix that it keeps.
func TestAppendBytesPair(t *testing.T) {
	testCurves(t)
	t.Run("edwards25519", func(t *testing.T) { testAppendBytesPair(t, ed25519Fixed) })
	t.Run("edwards448", func(t *testing.T) { testAppendBytesPair(t, ed448Fixed) })
}

func testAppendBytesPair[E, S any](t *testing.T, c *Curve[E, S]) {
	var pts []*Point[E, S]
	for range 6 {
		p := c.NewIdentityPoint().ScalarBaseMult(randomScalar(t, c))
		q := c.NewIdentityPoint().ScalarBaseMult(randomScalar(t, c))
		pts = append(pts, c.NewIdentityPoint().Add(p, q))
	}
	pts = append(pts, c.NewIdentityPoint(), c.NewGeneratorPoint())
	for i, p := range pts {
		for j, q := range pts {
			prefix := []byte{0xaa, 0x55}
			got := p.AppendBytesPair(append([]byte(nil), prefix...), q)
			want := q.AppendBytes(p.AppendBytes(append([]byte(nil), prefix...)))
			require.Equal(t, want, got, "points %d and %d", i, j)
		}
	}
}
