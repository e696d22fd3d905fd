package hashes

import (
	"crypto/sha256"
	"crypto/sha512"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/field/fp25519"
)

// TestXMDStateMatchesReference checks one XMDState, rebound to DSTs of
// every length class (short, exactly MaxDSTLen, oversize) between calls,
// against the literal reading of RFC 9380 §5.3.1 (referenceXMD), including
// lengths that are not a multiple of the hash output and the largest
// 255-block request.
func TestXMDStateMatchesReference(t *testing.T) {
	st, err := NewXMDState(sha512.New384, 192)
	require.NoError(t, err)
	assert.Equal(t, 192, st.SecurityLevel())
	msg := []byte("the state is reused")
	for _, dlen := range []int{1, 38, MaxDSTLen, MaxDSTLen + 1, 600} {
		dst := make([]byte, dlen)
		for i := range dst {
			dst[i] = byte(i*7 + dlen)
		}
		require.NoError(t, st.SetDST(dst))
		for _, n := range []int{1, 47, 48, 49, 144, 255 * 48} {
			got := make([]byte, n)
			require.NoError(t, st.Expand(got, msg))
			assert.Equal(t, referenceXMD(sha512.New384, msg, dst, n), got, "dst %d bytes, %d bytes out", dlen, n)
		}
	}
}

// TestXMDStateErrors checks the refusals: a nil hash, a hash too short for
// 2k bits, an empty DST (after which no DST is bound), lengths outside the
// §5.3.1 limits, and the zero value.
func TestXMDStateErrors(t *testing.T) {
	_, err := NewXMDState(nil, 128)
	assert.Error(t, err)
	_, err = NewXMDState(sha256.New, 129)
	assert.ErrorContains(t, err, "shorter than 2k")
	_, err = NewXMDState(sha256.New, 0)
	assert.Error(t, err)

	st, err := NewXMDState(sha256.New, 128)
	require.NoError(t, err)
	out := make([]byte, 32)
	assert.ErrorContains(t, st.Expand(out, nil), "no DST")
	require.NoError(t, st.SetDST([]byte("tag")))
	assert.ErrorIs(t, st.SetDST(nil), ErrEmptyDST)
	assert.ErrorContains(t, st.Expand(out, nil), "no DST", "a failed SetDST leaves no DST bound")
	require.NoError(t, st.SetDST([]byte("tag")))
	assert.Error(t, st.Expand(nil, nil))
	assert.Error(t, st.Expand(make([]byte, 255*32+1), nil))

	var zero XMDState
	assert.Error(t, zero.SetDST([]byte("tag")))
	assert.Error(t, zero.Expand(out, nil))
	assert.Zero(t, zero.SecurityLevel())
	var nilState *XMDState
	assert.Zero(t, nilState.SecurityLevel())
}

// TestXMDStateAllocs checks that SetDST, Expand and HashToField through an
// XMDState allocate nothing once the state's buffer has grown, for a short
// DST and for an oversize one that SetDST hashes down.
func TestXMDStateAllocs(t *testing.T) {
	if testing.Short() || testing.CoverMode() != "" || raceEnabled {
		t.Skip("allocation counts are not meaningful under -short, coverage or the race detector")
	}
	st, err := NewXMDState(sha256.New, 128)
	require.NoError(t, err)
	var f fp25519.Field
	u := make([]fp25519.Element, 2)
	out := make([]byte, 96)
	msg := []byte("no allocation")
	for _, dst := range [][]byte{[]byte("QUUX-V01-CS02"), make([]byte, 300)} {
		run := func() {
			if st.SetDST(dst) != nil || st.Expand(out, msg) != nil || HashToField(f, st, msg, 2, u) != nil {
				panic("hashes: XMDState failed")
			}
		}
		run()
		assert.Zero(t, testing.AllocsPerRun(50, run), "DST of %d bytes", len(dst))
	}
}

// TestXMDStateHashToFieldMatchesExpander checks that HashToField through an
// XMDState, whose uniform bytes live in the state, gives the elements an
// XMDExpander gives, for one and two elements in either order (the buffer
// shrinks and grows).
func TestXMDStateHashToFieldMatchesExpander(t *testing.T) {
	dst := []byte("QUUX-V01-CS02-with-edwards25519_XMD:SHA-512_ELL2_RO_")
	exp, err := NewXMDExpander(sha512.New, dst, 128)
	require.NoError(t, err)
	st, err := NewXMDState(sha512.New, 128)
	require.NoError(t, err)
	require.NoError(t, st.SetDST(dst))
	var f fp25519.Field
	for _, count := range []int{2, 1, 2} {
		want := make([]fp25519.Element, count)
		got := make([]fp25519.Element, count)
		require.NoError(t, HashToField(f, exp, []byte("abc"), count, want))
		require.NoError(t, HashToField(f, st, []byte("abc"), count, got))
		assert.Equal(t, want, got, "count %d", count)
	}
}
