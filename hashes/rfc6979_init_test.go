package hashes

import (
	"bytes"
	"crypto"
	"crypto/sha256"
	"crypto/sha512"
	"math/big"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// p256N is the order of the P-256 group (FIPS 186-4 §D.1.2.3), big-endian hex.
const p256N = "ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551"

// TestNonceGeneratorInitErrors checks that Init reports every input error,
// leaves the generator unseeded (Next appends nothing) and can seed it
// afterwards.
func TestNonceGeneratorInitErrors(t *testing.T) {
	q := mustHex(t, secp256k1N)
	qi := new(big.Int).SetBytes(q)
	one := leftPad([]byte{1}, 32)
	h1 := make([]byte, 32)
	var g NonceGenerator
	assert.Equal(t, []byte{7}, g.Next([]byte{7}), "zero value: dst unchanged")
	assert.Zero(t, g.NonceLen(), "zero value")
	assert.ErrorContains(t, g.Init(0, q, one, h1, nil), "not available")
	assert.ErrorContains(t, g.Init(crypto.MD4, q, one, h1, nil), "MD4 is not available")
	for _, bad := range [][]byte{nil, {}, {0}, {1}, {0, 0, 1}} {
		assert.Error(t, g.Init(crypto.SHA256, bad, []byte{1}, h1, nil), "q = %x", bad)
	}
	assert.ErrorContains(t, g.Init(crypto.SHA256, q, one[1:], h1, nil), "31 bytes, want 32")
	for _, x := range []*big.Int{big.NewInt(0), qi, new(big.Int).Add(qi, big.NewInt(5))} {
		assert.ErrorContains(t, g.Init(crypto.SHA256, q, x.FillBytes(make([]byte, 32)), h1, nil), "not in [1, q-1]", "x = %x", x)
	}

	// A failed Init after a good one leaves g unseeded, not half-seeded.
	require.NoError(t, g.Init(crypto.SHA256, q, one, h1, nil))
	first := g.Next(nil)
	require.Error(t, g.Init(crypto.SHA256, q, one[1:], h1, nil))
	assert.Empty(t, g.Next(nil), "after a failed Init")
	require.NoError(t, g.Init(crypto.SHA256, q, one, h1, nil))
	assert.Equal(t, first, g.Next(nil), "Init after a failed Init")
}

// TestNonceGeneratorInitWipe checks that Wipe clears all the generator's
// storage, that Next then appends nothing, and that Init seeds it again.
func TestNonceGeneratorInitWipe(t *testing.T) {
	q := mustHex(t, p256N)
	x := leftPad([]byte{9}, 32)
	h1 := sha256.Sum256([]byte("sample"))
	var g NonceGenerator
	require.NoError(t, g.Init(crypto.SHA256, q, x, h1[:], nil))
	want := g.Next(nil)
	g.Next(nil)
	g.Wipe()
	assert.Equal(t, make([]byte, len(g.store)), g.store[:])
	assert.Empty(t, g.Next(nil), "after Wipe")
	require.NoError(t, g.Init(crypto.SHA256, q, x, h1[:], nil))
	assert.Equal(t, want, g.Next(nil))

	// A generator made by NewNonceGenerator can be seeded by Init too.
	ng, err := NewNonceGenerator(sha512.New, q, x, h1[:], nil)
	require.NoError(t, err)
	require.NoError(t, ng.Init(crypto.SHA256, q, x, h1[:], nil))
	assert.Equal(t, want, ng.Next(nil))
}

// TestNonceGeneratorInitSpill seeds one generator with an order beyond the
// inline limit (600 bits) and then with a small one, checking both against
// NewNonceGenerator, so the spill buffer and the inline store alternate.
func TestNonceGeneratorInitSpill(t *testing.T) {
	big600 := new(big.Int).Lsh(big.NewInt(1), 599)
	big600.Add(big600, big.NewInt(12345))
	qs := [][]byte{big600.Bytes(), mustHex(t, p256N), big600.Bytes()}
	require.Greater(t, len(qs[0]), MaxInlineOrderLen)
	var g NonceGenerator
	for i, q := range qs {
		x := leftPad([]byte{byte(i + 3)}, len(q))
		h1 := bytes.Repeat([]byte{byte(i)}, 48)
		ref, err := NewNonceGenerator(sha512.New, q, x, h1, []byte("extra"))
		require.NoError(t, err)
		require.NoError(t, g.Init(crypto.SHA512, q, x, h1, []byte("extra")))
		for n := range 3 {
			require.Equal(t, ref.Next(nil), g.Next(nil), "order %d nonce %d", i, n)
		}
	}
}

// TestNonceGeneratorInitAllocs checks that a warm generator seeds and draws
// a nonce without allocating: with one hash, alternating between hashes
// (the states go through the package pool), and beyond the inline limits
// (the spill buffer is kept).
func TestNonceGeneratorInitAllocs(t *testing.T) {
	if testing.CoverMode() != "" || raceEnabled {
		t.Skip("coverage instrumentation and the race detector allocate")
	}
	q := mustHex(t, secp256k1N)
	x := leftPad([]byte{9}, 32)
	h1 := sha256.Sum256([]byte("sample"))
	extra := bytes.Repeat([]byte{7}, 32)
	buf := make([]byte, 0, 80)
	g := new(NonceGenerator)
	allocs := func(f func()) float64 { f(); f(); return testing.AllocsPerRun(100, f) }

	assert.Zero(t, allocs(func() {
		_ = g.Init(crypto.SHA256, q, x, h1[:], nil)
		buf = g.Next(buf[:0])
	}), "Init and Next, SHA-256")
	assert.Zero(t, allocs(func() {
		_ = g.Init(crypto.SHA256, q, x, h1[:], extra)
		buf = g.Next(buf[:0])
		buf = g.Next(buf[:0])
		g.Wipe()
	}), "hedged Init, two Next, Wipe")
	assert.Zero(t, allocs(func() {
		_ = g.Init(crypto.SHA256, q, x, h1[:], nil)
		buf = g.Next(buf[:0])
		_ = g.Init(crypto.SHA384, q, x, h1[:], nil)
		buf = g.Next(buf[:0])
	}), "alternating SHA-256 and SHA-384")

	big600 := new(big.Int).Lsh(big.NewInt(1), 599)
	big600.Add(big600, big.NewInt(12345))
	qBig := big600.Bytes()
	xBig := leftPad([]byte{9}, len(qBig))
	assert.Zero(t, allocs(func() {
		_ = g.Init(crypto.SHA512, qBig, xBig, h1[:], nil)
		buf = g.Next(buf[:0])
	}), "600-bit order")
}

// BenchmarkNonceInit measures one RFC 6979 nonce for P-256 with SHA-256
// drawn from a reused generator: Init plus the first candidate, as one
// signature needs (compare BenchmarkNonce, which builds a new generator).
func BenchmarkNonceInit(b *testing.B) {
	q := mustHex(b, p256N)
	x := leftPad([]byte{7}, 32)
	h1 := sha256.Sum256([]byte("sample"))
	buf := make([]byte, 0, 32)
	var g NonceGenerator
	b.ReportAllocs()
	for b.Loop() {
		_ = g.Init(crypto.SHA256, q, x, h1[:], nil)
		buf = g.Next(buf[:0])
	}
}
