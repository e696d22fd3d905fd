package x448

import (
	"encoding/hex"
	"encoding/json"
	"testing"
	"time"

	"github.com/curvekit/curvekit/internal/testenv"
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

// TestRFC7748 checks RFC 7748 §5.2's vectors and §6.1's key exchange, as
// circl v1.3.7 ships them, through X448, and the ones on the base point
// through PublicKey too.
func TestRFC7748(t *testing.T) {
	var kat []struct{ Input, Output, Scalar string }
	require.NoError(t, json.Unmarshal(vectors.ModuleFile(t, "github.com/cloudflare/circl", "v1.3.7", "dh/x448/testdata/rfc7748_kat_test.json"), &kat))
	require.Len(t, kat, 6)
	for _, v := range kat {
		out, err := X448(unhex(t, v.Scalar), unhex(t, v.Input))
		require.NoError(t, err)
		assert.Equal(t, v.Output, hex.EncodeToString(out))
		if v.Input == "05"+zeros(55) {
			pub, err := PublicKey(unhex(t, v.Scalar))
			require.NoError(t, err)
			assert.Equal(t, v.Output, hex.EncodeToString(pub))
		}
	}
}

// checkBudget skips the rest of the iterated test, with a logged reason,
// when the first 1,000 iterations, taking elapsed, show that n would not
// finish before the test's deadline (a loaded machine; run with a larger
// -timeout).
func checkBudget(t *testing.T, elapsed time.Duration, n int) {
	deadline, ok := t.Deadline()
	if !ok {
		return
	}
	need := elapsed * time.Duration(n/1000)
	if left := time.Until(deadline); need > left*9/10 {
		t.Skipf("1,000 iterations took %v, so %d would take about %v, more than the %v left before the -timeout deadline", elapsed, n, need.Round(time.Second), left.Round(time.Second))
	}
}

func zeros(n int) string { return hex.EncodeToString(make([]byte, n)) }

// TestRFC7748Iterated runs RFC 7748 §5.2's iteration k, u = X448(k, u), k
// from k = u = 5 and checks it after 1 and 1,000 iterations and, in its
// subtest "1000000" (a long set: CURVEKIT_LONG=1, see internal/testenv),
// after 1,000,000.
func TestRFC7748Iterated(t *testing.T) {
	var times []struct {
		Times int
		Key   string
	}
	require.NoError(t, json.Unmarshal(vectors.ModuleFile(t, "github.com/cloudflare/circl", "v1.3.7", "dh/x448/testdata/rfc7748_times_test.json"), &times))
	want := map[int]string{}
	for _, v := range times {
		want[v.Times] = v.Key
	}
	require.Len(t, want, 3)
	var k, u, out [56]byte
	k[0], u[0] = 5, 5
	i := 0
	iterate := func(t *testing.T, n int) {
		for i < n {
			i++
			require.NoError(t, ScalarMult(&out, &k, &u))
			u, k = k, out
			if w, ok := want[i]; ok {
				require.Equal(t, w, hex.EncodeToString(k[:]), "after %d iterations", i)
			}
		}
	}
	start := time.Now()
	iterate(t, 1000)
	elapsed := time.Since(start)
	t.Run("1000000", func(t *testing.T) {
		testenv.SkipUnlessLong(t, "RFC 7748 §5.2 after 1,000,000 iterations")
		checkBudget(t, elapsed, 1_000_000)
		iterate(t, 1_000_000)
	})
}
