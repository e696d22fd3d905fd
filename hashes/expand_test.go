package hashes

import (
	"bytes"
	"crypto/sha256"
	"crypto/sha512"
	"hash"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/crypto/blake2b"
)

// expandFile is the layout of the expand_message_*.json files of the
// RFC 9380 vectors (draft-irtf-cfrg-hash-to-curve poc/vectors).
type expandFile struct {
	DST   string `json:"DST"`
	Hash  string `json:"hash"`
	K     int    `json:"k"`
	Name  string `json:"name"`
	Tests []struct {
		DSTPrime     string `json:"DST_prime"`
		LenInBytes   string `json:"len_in_bytes"`
		Msg          string `json:"msg"`
		MsgPrime     string `json:"msg_prime"`
		UniformBytes string `json:"uniform_bytes"`
	} `json:"tests"`
}

// TestExpandMessageVectors runs every case of the six expand_message files
// of RFC 9380 Appendix K through both the one-shot functions and the
// Expander types (for XMD also XMDState, one state reused for every case), and checks the effective DST_prime, which covers the
// oversize-DST rule of §5.3.3 (the *_256 files use a 256-byte DST).
func TestExpandMessageVectors(t *testing.T) {
	files := []struct {
		name string
		xmd  func() hash.Hash
		xof  func() XOF
	}{
		{"expand_message_xmd_SHA256_38.json", sha256.New, nil},
		{"expand_message_xmd_SHA256_256.json", sha256.New, nil},
		{"expand_message_xmd_SHA512_38.json", sha512.New, nil},
		{"expand_message_xof_SHAKE128_36.json", nil, SHAKE128},
		{"expand_message_xof_SHAKE128_256.json", nil, SHAKE128},
		{"expand_message_xof_SHAKE256_36.json", nil, SHAKE256},
	}
	total := 0
	for _, f := range files {
		t.Run(f.name, func(t *testing.T) {
			var v expandFile
			h2cFile(t, f.name, &v)
			require.Len(t, v.Tests, 10)
			dst := []byte(v.DST)
			var exp Expander
			var dstOf func() []byte
			var state *XMDState
			if f.xmd != nil {
				require.Equal(t, "expand_message_xmd", v.Name)
				e, err := NewXMDExpander(f.xmd, dst, v.K)
				require.NoError(t, err)
				exp, dstOf = e, e.DST
				state, err = NewXMDState(f.xmd, v.K)
				require.NoError(t, err)
			} else {
				require.Equal(t, "expand_message_xof", v.Name)
				e, err := NewXOFExpander(f.xof, dst, v.K)
				require.NoError(t, err)
				exp, dstOf = e, e.DST
			}
			require.Equal(t, v.K, exp.SecurityLevel())
			for i, tc := range v.Tests {
				n, err := strconv.ParseInt(strings.TrimPrefix(tc.LenInBytes, "0x"), 16, 32)
				require.NoError(t, err)
				want := mustHex(t, tc.UniformBytes)
				require.Len(t, want, int(n))
				assert.Equal(t, mustHex(t, tc.DSTPrime), appendLength(dstOf()), "case %d DST_prime", i)

				var got []byte
				if f.xmd != nil {
					got, err = ExpandMessageXMD(f.xmd, []byte(tc.Msg), dst, int(n))
				} else {
					got, err = ExpandMessageXOF(f.xof, v.K, []byte(tc.Msg), dst, int(n))
				}
				require.NoError(t, err)
				assert.Equal(t, want, got, "case %d one-shot (msg %q, len %d)", i, tc.Msg, n)

				got = make([]byte, n)
				require.NoError(t, exp.Expand(got, []byte(tc.Msg)))
				assert.Equal(t, want, got, "case %d Expander (msg %q, len %d)", i, tc.Msg, n)
				if state != nil {
					clear(got)
					require.NoError(t, state.SetDST(dst))
					require.NoError(t, state.Expand(got, []byte(tc.Msg)))
					assert.Equal(t, want, got, "case %d XMDState (msg %q, len %d)", i, tc.Msg, n)
				}
				total++
			}
		})
	}
	t.Logf("checked %d expand_message vectors", total)
}

// referenceXMD is expand_message_xmd written as literally as RFC 9380
// §5.3.1 reads, building msg_prime and every b_i as fresh strings. It is the
// oracle for lengths and messages the vectors do not cover.
func referenceXMD(h func() hash.Hash, msg, dst []byte, n int) []byte {
	H := func(parts ...[]byte) []byte {
		s := h()
		for _, p := range parts {
			s.Write(p)
		}
		return s.Sum(nil)
	}
	if len(dst) > 255 {
		dst = H([]byte("H2C-OVERSIZE-DST-"), dst)
	}
	b := h().Size()
	ell := (n + b - 1) / b
	dstPrime := append(append([]byte{}, dst...), byte(len(dst)))
	zPad := make([]byte, h().BlockSize())
	libStr := []byte{byte(n >> 8), byte(n)}
	b0 := H(zPad, msg, libStr, []byte{0}, dstPrime)
	bs := [][]byte{H(b0, []byte{1}, dstPrime)}
	for i := 2; i <= ell; i++ {
		x := make([]byte, b)
		for j := range x {
			x[j] = b0[j] ^ bs[i-2][j]
		}
		bs = append(bs, H(x, []byte{byte(i)}, dstPrime))
	}
	return bytes.Join(bs, nil)[:n]
}

// TestExpandMessageXMDReference compares ExpandMessageXMD with the literal
// reference at lengths around every block boundary, up to the 255-block
// maximum, for short and oversize DSTs.
func TestExpandMessageXMDReference(t *testing.T) {
	msg := []byte("curvekit expand_message_xmd reference")
	for _, h := range []func() hash.Hash{sha256.New, sha512.New} {
		b := h().Size()
		for _, dst := range [][]byte{[]byte("D"), bytes.Repeat([]byte("x"), 255), bytes.Repeat([]byte("y"), 256), bytes.Repeat([]byte("z"), 1000)} {
			for _, n := range []int{1, 2, b - 1, b, b + 1, 2*b - 1, 2 * b, 3*b + 7, 254*b + 1, 255 * b} {
				got, err := ExpandMessageXMD(h, msg, dst, n)
				require.NoError(t, err, "b=%d len(dst)=%d n=%d", b, len(dst), n)
				require.Equal(t, referenceXMD(h, msg, dst, n), got, "b=%d len(dst)=%d n=%d", b, len(dst), n)
			}
		}
	}
}

// TestExpandMessageXOFOversizeDST checks the §5.3.3 reduction of an oversize
// DST for expand_message_xof against a direct computation, for a k that is
// not the XOF's native strength (edwards448 uses SHAKE256 with k = 224).
func TestExpandMessageXOFOversizeDST(t *testing.T) {
	dst := bytes.Repeat([]byte("long-DST-"), 40)
	for _, k := range []int{128, 224, 256} {
		x := SHAKE256()
		x.Write([]byte("H2C-OVERSIZE-DST-"))
		x.Write(dst)
		reduced := make([]byte, (2*k+7)/8)
		x.Read(reduced)

		e, err := NewXOFExpander(SHAKE256, dst, k)
		require.NoError(t, err)
		assert.Equal(t, reduced, e.DST(), "k=%d", k)

		want, err := ExpandMessageXOF(SHAKE256, k, []byte("m"), reduced, 77)
		require.NoError(t, err)
		got, err := ExpandMessageXOF(SHAKE256, k, []byte("m"), dst, 77)
		require.NoError(t, err)
		assert.Equal(t, want, got, "k=%d", k)
	}
	// A DST of exactly 255 bytes is used as is.
	e, err := NewXOFExpander(SHAKE128, bytes.Repeat([]byte("a"), 255), 128)
	require.NoError(t, err)
	assert.Len(t, e.DST(), 255)
}

// TestExpandMessageLimits checks every length limit of RFC 9380 §5.3 is an
// error, never a panic, and that the largest legal requests succeed.
func TestExpandMessageLimits(t *testing.T) {
	dst := []byte("QUUX-V01-CS02-with-expander")
	for _, n := range []int{-1, 0, 255*32 + 1, MaxExpandLen + 1} {
		_, err := ExpandMessageXMD(sha256.New, nil, dst, n)
		assert.Error(t, err, "xmd sha256 n=%d", n)
	}
	out, err := ExpandMessageXMD(sha256.New, nil, dst, 255*32)
	require.NoError(t, err)
	assert.Len(t, out, 255*32)
	out, err = ExpandMessageXMD(sha512.New, nil, dst, MaxExpandLen) // 255·64 = 16320 < 65535
	assert.Error(t, err)
	assert.Nil(t, out)
	out, err = ExpandMessageXMD(sha512.New, nil, dst, 255*64)
	require.NoError(t, err)
	assert.Len(t, out, 255*64)

	for _, n := range []int{-1, 0, MaxExpandLen + 1} {
		_, err := ExpandMessageXOF(SHAKE128, 128, nil, dst, n)
		assert.Error(t, err, "xof n=%d", n)
	}
	out, err = ExpandMessageXOF(SHAKE128, 128, nil, dst, MaxExpandLen)
	require.NoError(t, err)
	assert.Len(t, out, MaxExpandLen)

	for _, k := range []int{0, -5, 1021} {
		_, err := ExpandMessageXOF(SHAKE128, k, nil, dst, 32)
		assert.Error(t, err, "k=%d", k)
		_, err = NewXOFExpander(SHAKE128, dst, k)
		assert.Error(t, err, "k=%d", k)
	}
	_, err = ExpandMessageXMD(nil, nil, dst, 32)
	assert.Error(t, err)
	_, err = ExpandMessageXOF(nil, 128, nil, dst, 32)
	assert.Error(t, err)
	_, err = NewXMDExpander(nil, dst, 128)
	assert.Error(t, err)
	_, err = NewXOFExpander(nil, dst, 128)
	assert.Error(t, err)

	// §5.3.1 requires b ≥ 2k: SHA-256 supports k ≤ 128 only.
	_, err = NewXMDExpander(sha256.New, dst, 129)
	assert.ErrorContains(t, err, "shorter than 2k")
	_, err = NewXMDExpander(sha256.New, dst, 128)
	assert.NoError(t, err)

	e, err := NewXMDExpander(sha256.New, dst, 128)
	require.NoError(t, err)
	assert.Error(t, e.Expand(nil, nil))
	assert.Error(t, e.Expand(make([]byte, 255*32+1), nil))
	x, err := NewXOFExpander(SHAKE128, dst, 128)
	require.NoError(t, err)
	assert.Error(t, x.Expand(nil, nil))
	assert.Error(t, x.Expand(make([]byte, MaxExpandLen+1), nil))
}

// TestExpandMessageXOFOtherXOF plugs a non-SHAKE XOF into the adapter:
// BLAKE2Xb with an output limit. Asking for more than the limit is an error,
// not a short output.
func TestExpandMessageXOFOtherXOF(t *testing.T) {
	newXOF := func(limit uint32) func() XOF {
		return func() XOF {
			x, err := blake2b.NewXOF(limit, nil)
			if err != nil {
				panic(err)
			}
			return x
		}
	}
	dst := []byte("BLAKE2X-test")
	got, err := ExpandMessageXOF(newXOF(100), 128, []byte("abc"), dst, 100)
	require.NoError(t, err)
	// Direct computation of msg ‖ I2OSP(100, 2) ‖ DST ‖ I2OSP(len(DST), 1).
	x := newXOF(100)()
	x.Write([]byte("abc"))
	x.Write([]byte{0, 100})
	x.Write(dst)
	x.Write([]byte{byte(len(dst))})
	want := make([]byte, 100)
	_, err = x.Read(want)
	require.NoError(t, err)
	assert.Equal(t, want, got)

	_, err = ExpandMessageXOF(newXOF(100), 128, []byte("abc"), dst, 101)
	assert.ErrorContains(t, err, "XOF output failed")
}

// TestExpandAllocs measures the allocations of one Expand call, which
// the type documentation promises are two for both expanders.
func TestExpandAllocs(t *testing.T) {
	xmd, err := NewXMDExpander(sha256.New, []byte("QUUX-V01-CS02-with-P256_XMD:SHA-256_SSWU_RO_"), 128)
	require.NoError(t, err)
	xof, err := NewXOFExpander(SHAKE256, []byte("QUUX-V01-CS02-with-edwards448_XOF:SHAKE256_ELL2_RO_"), 224)
	require.NoError(t, err)
	out := make([]byte, 96)
	msg := []byte("abcdef0123456789")
	xmdAllocs := testing.AllocsPerRun(100, func() { _ = xmd.Expand(out, msg) })
	xofAllocs := testing.AllocsPerRun(100, func() { _ = xof.Expand(out, msg) })
	t.Logf("allocations per Expand: XMD/SHA-256 %.0f, XOF/SHAKE256 %.0f", xmdAllocs, xofAllocs)
	assert.LessOrEqual(t, xmdAllocs, 2.0)
	assert.LessOrEqual(t, xofAllocs, 2.0)
}

// TestExpandersRejectEmptyDST checks that every expander refuses an empty
// domain separation tag (RFC 9380 §3.1: "DST MUST have nonzero length")
// with ErrEmptyDST, nil and empty alike.
func TestExpandersRejectEmptyDST(t *testing.T) {
	for _, dst := range [][]byte{nil, {}} {
		_, err := ExpandMessageXMD(sha256.New, []byte("m"), dst, 32)
		assert.ErrorIs(t, err, ErrEmptyDST, "ExpandMessageXMD")
		_, err = ExpandMessageXOF(SHAKE128, 128, []byte("m"), dst, 32)
		assert.ErrorIs(t, err, ErrEmptyDST, "ExpandMessageXOF")
		_, err = NewXMDExpander(sha256.New, dst, 128)
		assert.ErrorIs(t, err, ErrEmptyDST, "NewXMDExpander")
		_, err = NewXOFExpander(SHAKE128, dst, 128)
		assert.ErrorIs(t, err, ErrEmptyDST, "NewXOFExpander")
	}
}
