package montgomery

import (
	"encoding/hex"
	"encoding/json"
	"testing"

	"github.com/curvekit/curvekit/internal/vectors"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func unhex(t testing.TB, s string) []byte {
	t.Helper()
	b, err := hex.DecodeString(s)
	require.NoError(t, err)
	return b
}

// circl v1.3.7 ships RFC 7748's §5.2 and §6.1/§6.2 vectors as JSON.
const (
	circlModule  = "github.com/cloudflare/circl"
	circlVersion = "v1.3.7"
)

// circlDir returns the testdata folder of circl's X25519 or X448.
func circlDir(bits int) string {
	if bits == 448 {
		return "dh/x448/testdata/"
	}
	return "dh/x25519/testdata/"
}

func forAll(t *testing.T, fn func(t *testing.T, c testCurve)) {
	testCurves(t)
	for _, c := range append(append([]testCurve(nil), all25519...), all448...) {
		t.Run(c.name, func(t *testing.T) { fn(t, c) })
	}
}

// TestRFC7748Vectors checks RFC 7748 §5.2's two vectors and §6's key
// exchange (public keys from the base point and the shared secret) for each
// curve, through ScalarMult, and the public keys through ScalarBaseMult too.
func TestRFC7748Vectors(t *testing.T) {
	forAll(t, func(t *testing.T, c testCurve) {
		var kat []struct{ Input, Output, Scalar string }
		require.NoError(t, json.Unmarshal(vectors.ModuleFile(t, circlModule, circlVersion, circlDir(c.bits)+"rfc7748_kat_test.json"), &kat))
		require.Len(t, kat, 6)
		base := make([]byte, (c.bits+7)/8)
		base[0] = 9
		if c.bits == 448 {
			base[0] = 5
		}
		for _, v := range kat {
			in, k := unhex(t, v.Input), unhex(t, v.Scalar)
			out := make([]byte, len(in))
			require.NoError(t, c.scalarMult(out, k, in))
			assert.Equal(t, v.Output, hex.EncodeToString(out))
			if hex.EncodeToString(in) == hex.EncodeToString(base) {
				clear(out)
				require.NoError(t, c.baseMult(out, k))
				assert.Equal(t, v.Output, hex.EncodeToString(out))
			}
		}
	})
}

// TestRFC7748Iterated runs RFC 7748 §5.2's iteration k, u = X(k, u), k from
// k = u = the base point's u, checking 1 and 1,000 iterations (1 under
// -short); the definitions run the 1,000,000.
func TestRFC7748Iterated(t *testing.T) {
	forAll(t, func(t *testing.T, c testCurve) {
		var times []struct {
			Times int
			Key   string
		}
		require.NoError(t, json.Unmarshal(vectors.ModuleFile(t, circlModule, circlVersion, circlDir(c.bits)+"rfc7748_times_test.json"), &times))
		want := map[int]string{}
		for _, v := range times {
			want[v.Times] = v.Key
		}
		require.Contains(t, want, 1000)
		size := (c.bits + 7) / 8
		k, u := make([]byte, size), make([]byte, size)
		k[0], u[0] = 9, 9
		if c.bits == 448 {
			k[0], u[0] = 5, 5
		}
		n := 1000
		if testing.Short() {
			n = 1
		}
		for i := 1; i <= n; i++ {
			out := make([]byte, size)
			require.NoError(t, c.scalarMult(out, k, u))
			k, u = out, k
			if w, ok := want[i]; ok {
				require.Equal(t, w, hex.EncodeToString(k), "after %d iterations", i)
			}
		}
	})
}
