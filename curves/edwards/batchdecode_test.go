package edwards

import (
	"encoding/hex"
	"errors"
	"fmt"
	"math/big"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// batchSmallOrderHex holds encodings of points of order 1, 2, 4 and 8 of
// edwards25519, canonical and not: the identity (0, 1), also with the sign
// bit set and as y = p + 1; (0, −1); (±sqrt(−1), 0); and the two canonical
// order-8 y-coordinates with both signs (the list of small-order points of
// the ed25519 literature, e.g. libsodium's blocklist).
var batchSmallOrderHex = []string{
	"0100000000000000000000000000000000000000000000000000000000000000",
	"0100000000000000000000000000000000000000000000000000000000000080",
	"eeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",
	"ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",
	"0000000000000000000000000000000000000000000000000000000000000000",
	"0000000000000000000000000000000000000000000000000000000000000080",
	"26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05",
	"26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc85",
	"c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a",
	"c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac03fa",
}

// TestBatchDeferredDecoding checks that the points decoded together at
// Verify give exactly the per-signature results of Verify, with the same
// kind of error, for every policy: valid signatures, small-order public keys
// and R (with signatures that hold for the cofactored equation), encodings
// that are not on the curve or not canonical, wrong lengths, a bad S, and
// public keys repeated across the batch (sharing one decoding, valid or
// not). The batch is verified in two parts (Add, Verify, Add, Verify) and
// in one, in shuffled orders.
func TestBatchDeferredDecoding(t *testing.T) {
	testCurves(t)
	s, err := NewScheme(ed25519Fixed, ed25519Params)
	require.NoError(t, err)
	c := ed25519Fixed
	var small [][]byte
	for _, h := range batchSmallOrderHex {
		b, _ := hex.DecodeString(h)
		small = append(small, b)
	}
	// A y-coordinate that is not on the curve, and a canonical encoding
	// with y ≥ p that decodes leniently.
	var offCurve []byte
	for y := int64(2); offCurve == nil; y++ {
		b := make([]byte, 32)
		big.NewInt(y).FillBytes(b)
		slices.Reverse(b)
		if _, err := c.NewIdentityPoint().SetBytesLenient(b); errors.Is(err, ErrNotOnCurve) {
			offCurve = b
		}
	}
	yAboveP := make([]byte, 32)
	new(big.Int).Add(p25519, big.NewInt(3)).FillBytes(yAboveP)
	slices.Reverse(yAboveP)
	if _, err := c.NewIdentityPoint().SetBytesLenient(yAboveP); err != nil {
		yAboveP[31] |= 0x80 // try the other x; either way it is a test input
	}

	type item struct {
		pub, msg, sig []byte
		policy        Policy
	}
	var items []item
	add := func(pub, msg, sig []byte) {
		for _, p := range []Policy{RFC8032, ZIP215, Strict} {
			items = append(items, item{pub, msg, sig, p})
		}
	}
	for i := range 4 {
		seed := make([]byte, 32)
		seed[0] = byte(i + 1)
		pub := make([]byte, 32)
		require.NoError(t, s.DerivePublicKey(pub, seed))
		for j := range 3 {
			msg := []byte(fmt.Sprintf("message %d %d", i, j))
			sig := make([]byte, 64)
			require.NoError(t, s.Sign(sig, seed, pub, msg, nil))
			add(pub, msg, sig)
			bad := slices.Clone(sig)
			bad[33] ^= 4 // S changed
			add(pub, msg, bad)
			for _, r := range [][]byte{offCurve, yAboveP, small[j+4]} {
				add(pub, msg, append(slices.Clone(r), sig[32:]...))
			}
		}
		add(pub[:31], []byte("short key"), make([]byte, 64))
	}
	// Small-order and invalid public keys: with R = r·B and S = r the
	// cofactored equation holds for every small-order A; with small-order
	// R and S = 0 too.
	r := randomScalar(t, c)
	rB := c.NewIdentityPoint().ScalarBaseMult(r).Bytes()
	rS := make([]byte, 32)
	c.fs.PutBytes(rS, r)
	for i, a := range append(slices.Clone(small), offCurve, yAboveP) {
		msg := []byte(fmt.Sprintf("small %d", i))
		add(a, msg, append(slices.Clone(rB), rS...))
		add(a, msg, append(slices.Clone(small[(i+3)%len(small)]), make([]byte, 32)...))
		add(a, msg, append(slices.Clone(offCurve), rS...))
		add(a, msg, append(slices.Clone(rB), rS[:31]...))
	}

	rng := rand.New(rand.NewPCG(21, 22))
	for round := range 6 {
		order := rng.Perm(len(items))
		if round == 0 {
			order = order[:40]
		}
		var want []int
		b := s.NewBatchVerifier()
		split := rng.IntN(len(order) + 1)
		for k, idx := range order {
			it := items[idx]
			o := &Options{Policy: it.policy}
			require.NoError(t, b.Add(it.pub, it.msg, it.sig, o))
			if s.Verify(it.pub, it.msg, it.sig, o) != nil {
				want = append(want, k)
			}
			if k+1 == split {
				// A first Verify of what is there so far.
				ok, failed := b.Verify(nil)
				assert.Equal(t, len(want) == 0, ok)
				assert.Equal(t, want, failed, "round %d, first part", round)
			}
		}
		ok, failed := b.Verify(nil)
		assert.Equal(t, len(want) == 0, ok)
		require.Equal(t, want, failed, "round %d", round)
		require.NotEmpty(t, want)
		require.Less(t, len(want), len(order))
		// The valid ones, small-order points included, satisfy the
		// combined equation itself.
		valid := s.NewBatchVerifier()
		for k, idx := range order {
			if it := items[idx]; !slices.Contains(want, k) {
				require.NoError(t, valid.Add(it.pub, it.msg, it.sig, &Options{Policy: it.policy}))
			}
		}
		require.True(t, valid.batchHolds(nil), "round %d", round)
		for k, idx := range order {
			it := items[idx]
			errV := s.Verify(it.pub, it.msg, it.sig, &Options{Policy: it.policy})
			errB := b.entries[k].err
			if errB == nil {
				continue // valid, or failing only the equation
			}
			require.Error(t, errV)
			for _, sentinel := range []error{ErrInvalidSignature, ErrNotOnCurve, ErrNonCanonical, ErrEncodingLength} {
				assert.Equal(t, errors.Is(errV, sentinel), errors.Is(errB, sentinel),
					"item %d: Verify: %v; batch: %v", idx, errV, errB)
			}
		}
	}
}

// TestBatchHoldsDecodes checks that the combined equation decodes the
// pending points itself: a batch whose R are all replaced by other valid
// points must fail it, however it is reached.
func TestBatchHoldsDecodes(t *testing.T) {
	testCurves(t)
	s, err := NewScheme(ed25519Fixed, ed25519Params)
	require.NoError(t, err)
	b := s.NewBatchVerifier()
	good := s.NewBatchVerifier()
	for i := range 10 {
		seed := make([]byte, 32)
		seed[0] = byte(i)
		pub := make([]byte, 32)
		require.NoError(t, s.DerivePublicKey(pub, seed))
		sig := make([]byte, 64)
		require.NoError(t, s.Sign(sig, seed, pub, seed, nil))
		require.NoError(t, good.Add(pub, seed, sig, nil))
		copy(sig, pub) // R = A: a valid point, a wrong signature
		require.NoError(t, b.Add(pub, seed, sig, nil))
	}
	require.False(t, b.batchHolds(nil))
	require.True(t, good.batchHolds(nil))
	require.True(t, good.batchHolds(nil), "again, with nothing pending")
}

// TestBatchAllocations bounds the allocations of a whole batch of 64
// (NewBatchVerifier, 64 Adds, Verify) with distinct keys: 26 before the
// decoding moved to Verify and the lane kernels; the entries, encodings,
// key map and the combination's slices, none per signature beyond the
// amortized growth of the batch's slices.
func TestBatchAllocations(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector's sync.Pool drops pooled workspaces at random")
	}
	testCurves(t)
	s, err := NewScheme(ed25519Fixed, ed25519Params)
	require.NoError(t, err)
	type item struct{ pub, sig []byte }
	var items []item
	msg := []byte("allocations")
	for i := range 64 {
		seed := make([]byte, 32)
		seed[0] = byte(i)
		pub := make([]byte, 32)
		require.NoError(t, s.DerivePublicKey(pub, seed))
		sig := make([]byte, 64)
		require.NoError(t, s.Sign(sig, seed, pub, msg, nil))
		items = append(items, item{pub, sig})
	}
	o := &Options{Policy: ZIP215}
	run := func() {
		b := s.NewBatchVerifier()
		for _, it := range items {
			_ = b.Add(it.pub, msg, it.sig, o)
		}
		if ok, _ := b.Verify(nil); !ok {
			t.Fatal("valid batch rejected")
		}
	}
	run()
	allocs := testing.AllocsPerRun(20, run)
	t.Logf("allocations per batch of 64: %v", allocs)
	assert.LessOrEqual(t, allocs, 26.0)
}
