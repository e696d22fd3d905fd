package axlsign

import (
	"bytes"
	"crypto/rand"
	"testing"

	"github.com/curvekit/curvekit/definitions/ed25519"
	"github.com/curvekit/curvekit/definitions/x25519"
	"github.com/curvekit/curvekit/field/fp25519"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func randBytes(t testing.TB, n int) []byte {
	b := make([]byte, n)
	_, err := rand.Read(b)
	require.NoError(t, err)
	return b
}

// TestRoundTrip signs random messages with random keys in both modes and
// checks both verifiers, both openers, tampering, and the Ed25519 relation
// for keys converted the other way: the Edwards key rebuilt from the X25519
// public key and the signature's sign bit.
func TestRoundTrip(t *testing.T) {
	for i := range 32 {
		kp, err := GenerateKeyPair(randBytes(t, SeedSize))
		require.NoError(t, err)
		msg := randBytes(t, i*7)
		var rnd []byte
		if i%2 == 1 {
			rnd = randBytes(t, RandomSize)
		}
		sig, err := Sign(kp.Private, msg, rnd)
		require.NoError(t, err)
		assert.True(t, Verify(kp.Public, msg, sig))
		assert.True(t, VerifyLegacy(kp.Public, msg, sig))
		signed, err := SignMessage(kp.Private, msg, rnd)
		require.NoError(t, err)
		if rnd == nil {
			assert.Equal(t, sig, signed[:SignatureSize], "deterministic")
		}
		got, ok := OpenMessage(kp.Public, signed)
		assert.True(t, ok)
		assert.Equal(t, msg, got)

		// The Edwards public key: y from u, x sign from the signature.
		edpk := edwardsKey(t, kp.Public, sig[63]>>7)
		edSig := bytes.Clone(sig)
		edSig[63] &= 0x7f
		assert.True(t, ed25519.Verify(edpk, msg, edSig))

		// Any flipped bit of the signature, the key or the message breaks it
		// (bit 255 of the key only for Verify).
		for _, flip := range []func() ([]byte, []byte, []byte){
			func() ([]byte, []byte, []byte) {
				s := bytes.Clone(sig)
				s[i%64] ^= 1 << (i % 8)
				return kp.Public, msg, s
			},
			func() ([]byte, []byte, []byte) { p := bytes.Clone(kp.Public); p[i%31] ^= 4; return p, msg, sig },
			func() ([]byte, []byte, []byte) { p := bytes.Clone(kp.Public); p[31] ^= 0x80; return p, msg, sig },
			func() ([]byte, []byte, []byte) { return kp.Public, append(bytes.Clone(msg), 0), sig },
		} {
			p, m, s := flip()
			assert.False(t, Verify(p, m, s))
			if p[31]&0x80 == 0 {
				assert.False(t, VerifyLegacy(p, m, s))
			}
		}
	}
}

// edwardsKey returns the Ed25519 public key with y = (u − 1)/(u + 1) and
// the given sign bit.
func edwardsKey(t *testing.T, public []byte, sign byte) ed25519.PublicKey {
	var u, y fp25519.Element
	c := x25519.Curve()
	require.NoError(t, c.DecodeU(&u, public))
	require.Equal(t, 1, c.EdwardsY(&y, &u))
	b := make([]byte, 32)
	c.EncodeU(b, &y)
	b[31] |= sign << 7
	return b
}

// TestLengths checks every length error.
func TestLengths(t *testing.T) {
	kp, err := GenerateKeyPair(make([]byte, 32))
	require.NoError(t, err)
	_, err = GenerateKeyPair(make([]byte, 31))
	assert.ErrorContains(t, err, "axlsign: seed is 31 bytes, want 32")
	_, err = PublicKey(make([]byte, 33))
	assert.ErrorContains(t, err, "axlsign: private key is 33 bytes")
	_, err = SharedKey(make([]byte, 31), kp.Public)
	assert.ErrorContains(t, err, "axlsign: private key 31 and public key 32 bytes")
	_, err = SharedKey(kp.Private, make([]byte, 33))
	assert.Error(t, err)
	_, err = Sign(make([]byte, 31), nil, nil)
	assert.ErrorContains(t, err, "axlsign: private key is 31 bytes")
	_, err = Sign(kp.Private, nil, make([]byte, 63))
	assert.ErrorContains(t, err, "axlsign: random is 63 bytes, want 64 (or nil)")
	_, err = Sign(kp.Private, nil, []byte{})
	assert.Error(t, err, "an empty non-nil random is not the deterministic mode")
	_, err = SignMessage(kp.Private, nil, make([]byte, 1))
	assert.Error(t, err)
	_, err = NewSigner(make([]byte, 33))
	assert.ErrorContains(t, err, "axlsign: private key is 33 bytes")
	signer, err := NewSigner(kp.Private)
	require.NoError(t, err)
	_, err = signer.Sign(nil, make([]byte, 65))
	assert.Error(t, err)
	_, err = signer.SignMessage(nil, make([]byte, 65))
	assert.Error(t, err)
	pub := signer.PublicKey()
	pub[0] ^= 1
	assert.Equal(t, kp.Public, signer.PublicKey(), "PublicKey returns a copy")
	sig, err := Sign(kp.Private, nil, nil)
	require.NoError(t, err)
	assert.False(t, Verify(kp.Public[:31], nil, sig))
	assert.False(t, VerifyLegacy(kp.Public, nil, sig[:63]))
	_, ok := OpenMessage(kp.Public, sig[:63])
	assert.False(t, ok)
	got, ok := OpenMessage(kp.Public, sig)
	assert.True(t, ok)
	assert.NotNil(t, got)
	assert.Empty(t, got)
}

// TestSharedKey checks SharedKey against x25519 and its permissive
// all-zero output.
func TestSharedKey(t *testing.T) {
	a, err := GenerateKeyPair(randBytes(t, 32))
	require.NoError(t, err)
	b, err := GenerateKeyPair(randBytes(t, 32))
	require.NoError(t, err)
	s1, err := SharedKey(a.Private, b.Public)
	require.NoError(t, err)
	s2, err := SharedKey(b.Private, a.Public)
	require.NoError(t, err)
	assert.Equal(t, s1, s2)
	want, err := x25519.X25519(a.Private, b.Public)
	require.NoError(t, err)
	assert.Equal(t, want, s1)
	zero, err := SharedKey(a.Private, make([]byte, 32))
	require.NoError(t, err)
	assert.Equal(t, make([]byte, 32), zero)
}

// TestAllocations checks that Verify allocates nothing and the others only
// their results.
func TestAllocations(t *testing.T) {
	if testing.CoverMode() != "" || raceEnabled {
		t.Skip("coverage instrumentation and the race detector allocate")
	}
	kp, err := GenerateKeyPair(make([]byte, 32))
	require.NoError(t, err)
	msg := []byte("hello")
	rnd := make([]byte, 64)
	sig, err := Sign(kp.Private, msg, nil)
	require.NoError(t, err)
	signed, err := SignMessage(kp.Private, msg, nil)
	require.NoError(t, err)
	signer, err := NewSigner(kp.Private)
	require.NoError(t, err)
	cases := []struct {
		name string
		want float64
		fn   func()
	}{
		{"Sign", 1, func() { _, _ = Sign(kp.Private, msg, nil) }},
		{"Sign/random", 1, func() { _, _ = Sign(kp.Private, msg, rnd) }},
		{"Signer.Sign", 1, func() { _, _ = signer.Sign(msg, rnd) }},
		{"Verify", 0, func() { Verify(kp.Public, msg, sig) }},
		{"VerifyLegacy", 0, func() { VerifyLegacy(kp.Public, msg, sig) }},
		{"OpenMessage", 1, func() { OpenMessage(kp.Public, signed) }},
		{"SharedKey", 1, func() { _, _ = SharedKey(kp.Private, kp.Public) }},
	}
	for _, c := range cases {
		c.fn()
		assert.Equal(t, c.want, testing.AllocsPerRun(20, c.fn), c.name)
	}
}

// TestLowOrderU derives lowOrderUs: each listed u maps to small-order
// Edwards points (both signs), together they give seven distinct points,
// which with the identity make up the whole 8-torsion of edwards25519, so
// no other u can have an image of small order.
func TestLowOrderU(t *testing.T) {
	c := x25519.Curve()
	var fp fp25519.Field
	seen := map[string]bool{}
	for _, enc := range lowOrderUs {
		var u, y fp25519.Element
		require.NoError(t, fp.SetBytes(&u, enc[:]))
		require.Equal(t, 1, c.EdwardsY(&y, &u), "u = %x has an Edwards image", enc)
		var b [32]byte
		fp.PutBytes(b[:], &y)
		for _, sign := range []byte{0, 0x80} {
			b[31] = b[31]&0x7f | sign
			p, err := ed25519.Curve().NewIdentityPoint().SetBytesLenient(b[:])
			require.NoError(t, err, "u = %x", enc)
			require.Equal(t, 1, p.IsSmallOrder(), "u = %x", enc)
			require.Equal(t, 0, p.Equal(ed25519.Curve().NewIdentityPoint()), "u = %x", enc)
			seen[string(p.Bytes())] = true
		}
		assert.True(t, lowOrderU(enc[:]))
	}
	assert.Len(t, seen, 7)
	one := make([]byte, 32)
	one[0] = 2
	assert.False(t, lowOrderU(one))
}
