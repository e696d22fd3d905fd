package edwards

import (
	"fmt"
	"io"
	"math/big"
	"slices"
	"testing"

	"github.com/curvekit/curvekit/field/fn25519"
	"github.com/curvekit/curvekit/field/fp25519"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// constReader returns the byte c forever.
type constReader byte

func (c constReader) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = byte(c)
	}
	return len(p), nil
}

// cycleReader repeats its bytes forever: a short-cycle generator.
type cycleReader struct {
	cycle []byte
	i     int
}

func (c *cycleReader) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = c.cycle[c.i%len(c.cycle)]
		c.i++
	}
	return len(p), nil
}

// badReaders are predictable random sources with which the raw-bytes
// coefficients of earlier versions accepted invalid batches.
func badReaders() map[string]func() io.Reader {
	return map[string]func() io.Reader{
		"zeros":        func() io.Reader { return constReader(0) },
		"ones":         func() io.Reader { return constReader(1) },
		"0xff":         func() io.Reader { return constReader(0xff) },
		"cycle of 1":   func() io.Reader { return &cycleReader{cycle: []byte{0x5a}} },
		"cycle of 16":  func() io.Reader { return &cycleReader{cycle: []byte("0123456789abcdef")} },
		"cycle of 17":  func() io.Reader { return &cycleReader{cycle: []byte("0123456789abcdefg")} },
		"cycle of 32":  func() io.Reader { return &cycleReader{cycle: []byte("0123456789abcdef0123456789ABCDEF")} },
		"crypto/rand":  func() io.Reader { return nil },
		"cycle of 128": func() io.Reader { return &cycleReader{cycle: make([]byte, 128)} },
	}
}

// shiftS returns sig with its S (the second half, little-endian) replaced
// by S + delta mod n.
func shiftS[E, S any](t *testing.T, s *Scheme[E, S], sig []byte, delta *big.Int) []byte {
	l := s.l
	n := s.c.n
	le := slices.Clone(sig[l:])
	slices.Reverse(le)
	v := new(big.Int).SetBytes(le)
	v.Add(v, delta).Mod(v, n)
	out := slices.Clone(sig)
	clear(out[l:])
	be := v.Bytes()
	for i, b := range be {
		out[l+len(be)-1-i] = b
	}
	return out
}

// TestBatchPredictableRandomness checks that no random source, however bad,
// makes a batch with an invalid signature pass: signatures over the wrong
// message, pairs whose S are shifted by +δ and −δ so that they cancel when
// their coefficients are equal, and the same signature added twice with
// opposite shifts. Each batch's failure set must be exactly the invalid
// signatures.
func TestBatchPredictableRandomness(t *testing.T) {
	testCurves(t)
	s, err := NewScheme(ed25519Fixed, ed25519Params)
	require.NoError(t, err)
	s448, err := NewScheme(ed448Fixed, ed448Params)
	require.NoError(t, err)
	t.Run("Ed25519", func(t *testing.T) { testBatchPredictable(t, s) })
	t.Run("Ed448", func(t *testing.T) { testBatchPredictable(t, s448) })
}

type batchItem struct{ pub, msg, sig []byte }

// signedItems returns n signatures by a few keys derived from fixed seeds.
func signedItems[E, S any](t *testing.T, s *Scheme[E, S], n int) []batchItem {
	items := make([]batchItem, n)
	for i := range items {
		seed := make([]byte, s.SeedSize())
		seed[0] = byte(i % 3) // three signers
		pub := make([]byte, s.PublicKeySize())
		require.NoError(t, s.DerivePublicKey(pub, seed))
		msg := fmt.Appendf(nil, "message %d", i)
		sig := make([]byte, s.SignatureSize())
		require.NoError(t, s.Sign(sig, seed, pub, msg, nil))
		items[i] = batchItem{pub, msg, sig}
	}
	return items
}

func testBatchPredictable[E, S any](t *testing.T, s *Scheme[E, S]) {
	items := signedItems(t, s, 10)
	delta := big.NewInt(12345)
	negDelta := new(big.Int).Neg(delta)
	wrongMsg := func(it batchItem) batchItem { return batchItem{it.pub, append(slices.Clone(it.msg), '!'), it.sig} }
	cases := []struct {
		name  string
		batch []batchItem
		bad   []int
	}{
		{"valid", items, nil},
		{"one over a wrong message", []batchItem{wrongMsg(items[0])}, []int{0}},
		{"two over wrong messages", []batchItem{wrongMsg(items[0]), wrongMsg(items[1])}, []int{0, 1}},
		{"ten over wrong messages", func() []batchItem {
			var b []batchItem
			for _, it := range items {
				b = append(b, wrongMsg(it))
			}
			return b
		}(), []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}},
		{"one wrong among valid", append(slices.Clone(items[:5]), wrongMsg(items[5])), []int{5}},
		{"cancelling pair", []batchItem{
			{items[0].pub, items[0].msg, shiftS(t, s, items[0].sig, delta)},
			{items[1].pub, items[1].msg, shiftS(t, s, items[1].sig, negDelta)},
		}, []int{0, 1}},
		{"cancelling pair, same key", []batchItem{
			{items[0].pub, items[0].msg, shiftS(t, s, items[0].sig, delta)},
			{items[3].pub, items[3].msg, shiftS(t, s, items[3].sig, negDelta)},
		}, []int{0, 1}},
		{"one signature twice, shifted both ways", []batchItem{
			{items[2].pub, items[2].msg, shiftS(t, s, items[2].sig, delta)},
			{items[2].pub, items[2].msg, shiftS(t, s, items[2].sig, negDelta)},
		}, []int{0, 1}},
		{"cancelling pair among valid", append(slices.Clone(items[2:6]),
			batchItem{items[0].pub, items[0].msg, shiftS(t, s, items[0].sig, delta)},
			batchItem{items[1].pub, items[1].msg, shiftS(t, s, items[1].sig, negDelta)},
		), []int{4, 5}},
	}
	for rname, reader := range badReaders() {
		for _, tc := range cases {
			for _, policy := range []Policy{RFC8032, ZIP215, Strict} {
				b := s.NewBatchVerifier()
				for _, it := range tc.batch {
					require.NoError(t, b.Add(it.pub, it.msg, it.sig, &Options{Policy: policy}))
				}
				name := fmt.Sprintf("%s, %s, %v", rname, tc.name, policy)
				// The combination itself, not only Verify's fallback.
				assert.Equal(t, tc.bad == nil, b.batchHolds(reader()), name)
				ok, failed := b.Verify(reader())
				assert.Equal(t, tc.bad == nil, ok, name)
				assert.Equal(t, tc.bad, failed, name)
			}
		}
	}
}

// TestBatchCoefficients checks the coefficients themselves: different for
// every entry, never zero, independent of the reader's later bytes, and
// changing with every byte of the batch and of the 32 random bytes.
func TestBatchCoefficients(t *testing.T) {
	testCurves(t)
	s, err := NewScheme(ed25519Fixed, ed25519Params)
	require.NoError(t, err)
	items := signedItems(t, s, 9)
	build := func(items []batchItem) *BatchVerifier[fp25519.Element, fn25519.Element] {
		b := s.NewBatchVerifier()
		for _, it := range items {
			require.NoError(t, b.Add(it.pub, it.msg, it.sig, nil))
		}
		w := s.c.get()
		defer s.c.put(w)
		b.decodePending(w)
		return b
	}
	coeffs := func(b *BatchVerifier[fp25519.Element, fn25519.Element], r io.Reader) []string {
		w := s.c.get()
		defer s.c.put(w)
		z := make([]fn25519.Element, len(b.entries))
		require.NoError(t, b.coefficients(z, r, w))
		out := make([]string, len(z))
		for i := range z {
			require.Zero(t, s.c.fs.IsZero(&z[i]))
			out[i] = fmt.Sprint(z[i])
		}
		return out
	}
	b := build(items)
	zeros := coeffs(b, constReader(0))
	seen := map[string]bool{}
	for _, z := range zeros {
		require.False(t, seen[z], "repeated coefficient")
		seen[z] = true
	}
	// Only 32 bytes are read.
	r := &cycleReader{cycle: make([]byte, 40)}
	r.cycle[35] = 1
	require.Equal(t, zeros, coeffs(b, r))
	// Any change of the random bytes or of the batch changes them all.
	r = &cycleReader{cycle: make([]byte, 32)}
	r.cycle[31] = 1
	other := coeffs(b, r)
	for i := range zeros {
		require.NotEqual(t, zeros[i], other[i])
	}
	changed := slices.Clone(items)
	changed[8] = batchItem{items[8].pub, append(slices.Clone(items[8].msg), '.'), items[8].sig}
	other = coeffs(build(changed), constReader(0))
	for i := range zeros {
		require.NotEqual(t, zeros[i], other[i])
	}
	_, err = io.ReadFull(failingReader{}, make([]byte, 1))
	require.Error(t, err)
	require.Error(t, b.coefficients(make([]fn25519.Element, 9), failingReader{}, s.c.get()))
}

// TestBatchTinyCurves runs batch verification on curves whose order is far
// below 2^128, where a random combination could accept a bad batch about
// once in n runs: the combination is declined, valid batches pass and the
// failure set is exact, with good and bad readers, on every run.
func TestBatchTinyCurves(t *testing.T) {
	for _, tc := range []struct {
		p int64
		h uint64
	}{{1009, 4}, {1009, 8}, {10009, 12}, {65537, 8}} {
		params, ok := tinyEdwards(t, tc.p, tc.h)
		require.True(t, ok, "no curve for p = %d, h = %d", tc.p, tc.h)
		t.Run(params.Name, func(t *testing.T) {
			c, err := New(params)
			require.NoError(t, err)
			sp := SchemeParams{Hash: SHAKE256Hash(2 * c.encLen)}
			if tc.h&(tc.h-1) != 0 {
				sp.Clamp = func([]byte) {}
			}
			s, err := NewScheme(c, sp)
			require.NoError(t, err)
			items := signedItems(t, s, 12)
			// A random combination modulo an order this small would let a
			// bad batch through about once in n: the batch checks each
			// signature on its own, even for a valid batch.
			b := s.NewBatchVerifier()
			for _, it := range items {
				require.NoError(t, b.Add(it.pub, it.msg, it.sig, nil))
			}
			require.False(t, b.batchHolds(nil), "combination used below 2^128")
			for rname, reader := range badReaders() {
				b := s.NewBatchVerifier()
				for _, it := range items {
					require.NoError(t, b.Add(it.pub, it.msg, it.sig, nil))
				}
				ok, failed := b.Verify(reader())
				require.True(t, ok, rname)
				require.Empty(t, failed, rname)
				b = s.NewBatchVerifier()
				for i, it := range items {
					msg := it.msg
					if i%5 == 1 {
						msg = append(slices.Clone(msg), '!')
					}
					require.NoError(t, b.Add(it.pub, msg, it.sig, nil))
				}
				ok, failed = b.Verify(reader())
				require.False(t, ok, rname)
				require.Equal(t, []int{1, 6, 11}, failed, rname)
			}
		})
	}
}

// TestDefaultPolicy checks SchemeParams.DefaultPolicy: validated by
// NewScheme, used by Verify for nil options, and read by the batch
// verifier as ZIP215 when it is Stdlib (which a batch cannot compute).
func TestDefaultPolicy(t *testing.T) {
	testCurves(t)
	p := ed25519Params
	p.DefaultPolicy = Strict + 1
	_, err := NewScheme(ed25519Fixed, p)
	require.Error(t, err)
	p.DefaultPolicy = Stdlib
	s, err := NewScheme(ed25519Fixed, p)
	require.NoError(t, err)
	items := signedItems(t, s, 2)
	// A public key of order 2 with S = 0 and R = the identity: valid under
	// RFC8032's cofactored equation; Stdlib compares R with [S]B − [k]A =
	// [k]A, which is the identity only for even k, and this message's k is
	// odd.
	low := make([]byte, 32)
	low[0] = 0xec // y = −1: the point (0, −1) of order 2
	for i := 1; i < 31; i++ {
		low[i] = 0xff
	}
	low[31] = 0x7f
	id := make([]byte, 64)
	id[0] = 1 // R = (0, 1), S = 0
	msg := []byte("m")
	require.NoError(t, s.Verify(low, msg, id, &Options{Policy: RFC8032}))
	stdlib := s.Verify(low, msg, id, &Options{Policy: Stdlib})
	require.Error(t, stdlib)
	require.Equal(t, stdlib, s.Verify(low, msg, id, nil))
	b := s.NewBatchVerifier()
	require.NoError(t, b.Add(items[0].pub, items[0].msg, items[0].sig, nil))
	require.NoError(t, b.Add(low, msg, id, nil)) // ZIP215 accepts it
	ok, failed := b.Verify(nil)
	require.True(t, ok)
	require.Empty(t, failed)
}
