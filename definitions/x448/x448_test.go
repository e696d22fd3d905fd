package x448

import (
	"bytes"
	encasn1 "encoding/asn1"
	"encoding/hex"
	"math/big"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/crypto/cryptobyte"
	"golang.org/x/crypto/cryptobyte/asn1"
)

// TestMultipleOfOrder checks the one clamped scalar that annihilates every
// point, 4n: PublicKey, ScalarBaseMult and X448 report ErrLowOrderPoint.
func TestMultipleOfOrder(t *testing.T) {
	k := new(big.Int).Lsh(paramN, 2)
	var scalar, dst [56]byte
	for i, x := range k.FillBytes(make([]byte, 56)) {
		scalar[55-i] = x
	}
	cl := scalar
	decodeScalar(cl[:])
	require.Equal(t, scalar, cl, "4n is its own clamping")
	_, err := PublicKey(scalar[:])
	assert.ErrorIs(t, err, ErrLowOrderPoint)
	dst[0] = 1
	assert.ErrorIs(t, ScalarBaseMult(&dst, &scalar), ErrLowOrderPoint)
	assert.Equal(t, [56]byte{}, dst)
	base := make([]byte, 56)
	base[0] = 5
	_, err = X448(scalar[:], base)
	assert.ErrorIs(t, err, ErrLowOrderPoint)
	// 4n − 4 is fine.
	scalar[0] -= 4
	_, err = PublicKey(scalar[:])
	assert.NoError(t, err)
}

// TestPKCS8 checks the DER round trips, the exact encodings of RFC 8410,
// the optional public key of version 1, and malformed inputs.
func TestPKCS8(t *testing.T) {
	pub, priv, err := GenerateKey(nil)
	require.NoError(t, err)
	der, err := MarshalPKCS8PrivateKey(priv)
	require.NoError(t, err)
	// 30 46 02 01 00 30 05 06 03 2b 65 6f 04 3a 04 38 ‖ key.
	assert.Equal(t, "3046020100300506032b656f043a0438"+hex.EncodeToString(priv), hex.EncodeToString(der))
	got, err := ParsePKCS8PrivateKey(der)
	require.NoError(t, err)
	assert.Equal(t, priv, got)
	der, err = MarshalPKIXPublicKey(pub)
	require.NoError(t, err)
	assert.Equal(t, "3042300506032b656f033900"+hex.EncodeToString(pub), hex.EncodeToString(der))
	gotPub, err := ParsePKIXPublicKey(der)
	require.NoError(t, err)
	assert.Equal(t, pub, gotPub)

	// Version 1 with the public key [1] (RFC 5958 OneAsymmetricKey).
	v1 := func(version int64, pk []byte) []byte {
		var b cryptobyte.Builder
		b.AddASN1(asn1.SEQUENCE, func(b *cryptobyte.Builder) {
			b.AddASN1Int64(version)
			b.AddASN1(asn1.SEQUENCE, func(b *cryptobyte.Builder) { b.AddASN1ObjectIdentifier(encasn1.ObjectIdentifier{1, 3, 101, 111}) }) // id-X448
			b.AddASN1(asn1.OCTET_STRING, func(b *cryptobyte.Builder) { b.AddASN1OctetString(priv) })
			b.AddASN1(asn1.Tag(0).ContextSpecific().Constructed(), func(b *cryptobyte.Builder) {}) // attributes
			b.AddASN1(asn1.Tag(1).ContextSpecific(), func(b *cryptobyte.Builder) {
				b.AddUint8(0)
				b.AddBytes(pk)
			})
		})
		return b.BytesOrPanic()
	}
	got, err = ParsePKCS8PrivateKey(v1(1, pub))
	require.NoError(t, err)
	assert.Equal(t, priv, got)
	wrong := bytes.Clone(pub)
	wrong[0] ^= 1
	_, err = ParsePKCS8PrivateKey(v1(1, wrong))
	assert.ErrorContains(t, err, "does not match")
	_, err = ParsePKCS8PrivateKey(v1(0, pub))
	assert.Error(t, err, "a public key needs version 1")

	for _, bad := range []string{
		"", "3000", "3046020102300506032b656f043a0438" + hex.EncodeToString(priv), // version 2
		"3046020100300506032b656e043a0438" + hex.EncodeToString(priv),      // id-X25519
		"3048020100300706032b656f0500043a0438" + hex.EncodeToString(priv),  // NULL parameters
		"3044020100300506032b656f04380438" + hex.EncodeToString(priv[:54]), // short key
		"3044020100300506032b656f0438" + hex.EncodeToString(priv),          // MissingOctetString
	} {
		_, err := ParsePKCS8PrivateKey(unhex(t, bad))
		assert.Error(t, err, bad)
	}
	for _, bad := range []string{
		"", "3000", "3042300506032b656e033900" + hex.EncodeToString(pub), // id-X25519
		"3041300506032b656f033800" + hex.EncodeToString(pub[:55]),
		"3042300506032b656f033901" + hex.EncodeToString(pub), // unused bits
	} {
		_, err := ParsePKIXPublicKey(unhex(t, bad))
		assert.Error(t, err, bad)
	}
	_, err = MarshalPKCS8PrivateKey(priv[:55])
	assert.Error(t, err)
	_, err = MarshalPKIXPublicKey(pub[:55])
	assert.Error(t, err)
}

// TestErrors checks the length errors and GenerateKey's read error.
func TestErrors(t *testing.T) {
	_, err := X448(make([]byte, 55), make([]byte, 56))
	assert.ErrorContains(t, err, "x448: scalar 55 and point 56 bytes")
	_, err = X448(make([]byte, 56), make([]byte, 57))
	assert.Error(t, err)
	_, err = PublicKey(make([]byte, 57))
	assert.ErrorContains(t, err, "x448: private key is 57 bytes")
	_, _, err = GenerateKey(bytes.NewReader(make([]byte, 55)))
	assert.ErrorContains(t, err, "x448: reading a private key")
	_, err = X448(make([]byte, 56), make([]byte, 56))
	assert.ErrorIs(t, err, ErrLowOrderPoint)
	// Diffie–Hellman with generated keys.
	pubA, privA, err := GenerateKey(nil)
	require.NoError(t, err)
	pubB, privB, err := GenerateKey(nil)
	require.NoError(t, err)
	s1, err := X448(privA, pubB)
	require.NoError(t, err)
	s2, err := X448(privB, pubA)
	require.NoError(t, err)
	assert.Equal(t, s1, s2)
}

// TestAllocations checks that the array functions allocate nothing and the
// slice ones only their result.
func TestAllocations(t *testing.T) {
	if testing.CoverMode() != "" || raceEnabled {
		t.Skip("coverage instrumentation and the race detector allocate")
	}
	var k, u, dst [56]byte
	k[3], u[0] = 42, 5
	ks, us := k[:], u[:]
	cases := []struct {
		name string
		want float64
		fn   func()
	}{
		{"ScalarMult", 0, func() { _ = ScalarMult(&dst, &k, &u) }},
		{"ScalarBaseMult", 0, func() { _ = ScalarBaseMult(&dst, &k) }},
		{"X448", 1, func() { _, _ = X448(ks, us) }},
		{"PublicKey", 1, func() { _, _ = PublicKey(ks) }},
		{"ValidatePublicKey", 0, func() { _ = ValidatePublicKey(us) }},
		{"Clamp", 1, func() { _, _ = Clamp(ks) }},
	}
	for _, c := range cases {
		c.fn()
		assert.Equal(t, c.want, testing.AllocsPerRun(10, c.fn), c.name)
	}
}
