package p384_test

import (
	"bytes"
	"crypto/ecdh"
	"crypto/ecdsa"
	"crypto/ed25519"
	"crypto/elliptic"
	"crypto/x509"
	"math/big"
	"testing"

	"github.com/curvekit/curvekit/definitions/p384"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var (
	curveP = elliptic.P384().Params().P
	curveN = elliptic.P384().Params().N
)

// beN returns x as a big-endian field element or scalar.
func beN(x *big.Int) []byte { return x.FillBytes(make([]byte, p384.PrivateKeySize)) }

// TestNewPrivateKey checks the range [1, n−1] and the length, and that the
// public key agrees with crypto/ecdh for edge and random scalars.
func TestNewPrivateKey(t *testing.T) {
	one := big.NewInt(1)
	for _, d := range []*big.Int{big.NewInt(0), curveN, new(big.Int).Add(curveN, one),
		new(big.Int).Sub(new(big.Int).Lsh(one, 8*p384.PrivateKeySize), one)} {
		_, err := p384.NewPrivateKey(beN(d))
		assert.ErrorContains(t, err, "p384: private key is not in [1, n-1]", "d = %x", d)
	}
	for _, n := range []int{0, p384.PrivateKeySize - 1, p384.PrivateKeySize + 1, 2 * p384.PrivateKeySize} {
		_, err := p384.NewPrivateKey(make([]byte, n))
		assert.ErrorContains(t, err, "p384: private key is", "%d bytes", n)
	}
	r := testRand(4)
	scalars := [][]byte{beN(one), beN(big.NewInt(2)), beN(new(big.Int).Sub(curveN, one)),
		beN(new(big.Int).Rsh(curveN, 1))}
	for range 20 {
		b := make([]byte, p384.PrivateKeySize)
		r.Read(b)
		scalars = append(scalars, b)
	}
	for _, b := range scalars {
		want, werr := ecdh.P384().NewPrivateKey(b)
		got, err := p384.NewPrivateKey(b)
		require.Equal(t, werr == nil, err == nil, "%x", b)
		if err != nil {
			continue
		}
		assert.Equal(t, b, got.Bytes())
		assert.Equal(t, want.PublicKey().Bytes(), got.PublicKey().Bytes())
	}
}

// TestNewPublicKey checks both SEC 1 forms against crypto/ecdh and every kind
// of invalid encoding.
func TestNewPublicKey(t *testing.T) {
	r := testRand(5)
	for range 20 {
		priv, err := p384.GenerateKey(r)
		require.NoError(t, err)
		pub := priv.PublicKey()
		u, c := pub.Bytes(), pub.BytesCompressed()
		require.Len(t, u, p384.PublicKeySize)
		require.Len(t, c, p384.CompressedPublicKeySize)
		_, err = ecdh.P384().NewPublicKey(u)
		require.NoError(t, err)
		assert.Equal(t, u[1:1+p384.PrivateKeySize], c[1:])
		assert.Equal(t, byte(2|u[2*p384.PrivateKeySize]&1), c[0])
		for _, enc := range [][]byte{u, c} {
			k, err := p384.NewPublicKey(enc)
			require.NoError(t, err)
			assert.True(t, k.Equal(pub))
			assert.Equal(t, u, k.Bytes())
		}
	}
	gx := elliptic.P384().Params().Gx
	gy := elliptic.P384().Params().Gy
	uncompressed := func(x, y *big.Int) []byte { return append(append([]byte{4}, beN(x)...), beN(y)...) }
	offCurve := uncompressed(gx, new(big.Int).Add(gy, big.NewInt(1)))
	for name, b := range map[string][]byte{
		"empty":          nil,
		"identity":       {0},
		"off curve":      offCurve,
		"x = p":          uncompressed(curveP, gy),
		"y = p":          uncompressed(gx, curveP),
		"hybrid":         append([]byte{6}, uncompressed(gx, gy)[1:]...),
		"bad prefix":     append([]byte{5}, uncompressed(gx, gy)[1:]...),
		"short":          uncompressed(gx, gy)[:p384.PublicKeySize-1],
		"long":           append(uncompressed(gx, gy), 0),
		"compressed x=p": append([]byte{2}, beN(curveP)...),
		"not an x":       append([]byte{2}, beN(nonX())...),
	} {
		_, err := p384.NewPublicKey(b)
		assert.ErrorContains(t, err, "p384: invalid public key", name)
		if len(b) == p384.PublicKeySize || len(b) == p384.CompressedPublicKeySize {
			_, serr := ecdh.P384().NewPublicKey(b)
			assert.Error(t, serr, "crypto/ecdh accepts %s", name)
		}
	}
}

// nonX returns the least x ≥ 1 for which x³ − 3x + b is not a square mod p:
// no point of P-384 has that x-coordinate.
func nonX() *big.Int {
	b := elliptic.P384().Params().B
	for x := big.NewInt(1); ; x.Add(x, big.NewInt(1)) {
		rhs := new(big.Int).Exp(x, big.NewInt(3), curveP)
		rhs.Sub(rhs, new(big.Int).Mul(x, big.NewInt(3))).Add(rhs, b).Mod(rhs, curveP)
		if big.Jacobi(rhs, curveP) == -1 {
			return x
		}
	}
}

// TestECDH checks shared secrets against crypto/ecdh in both directions.
func TestECDH(t *testing.T) {
	r := testRand(6)
	for range 20 {
		a, err := p384.GenerateKey(r)
		require.NoError(t, err)
		b, err := ecdh.P384().GenerateKey(r)
		require.NoError(t, err)
		bpub, err := p384.PublicKeyFromECDH(b.PublicKey())
		require.NoError(t, err)
		ours, err := p384.ECDH(a, bpub)
		require.NoError(t, err)
		require.Len(t, ours, p384.SharedSecretSize)
		apub, err := a.PublicKey().ToECDH()
		require.NoError(t, err)
		theirs, err := b.ECDH(apub)
		require.NoError(t, err)
		assert.Equal(t, theirs, ours)
		method, err := a.ECDH(bpub)
		require.NoError(t, err)
		assert.Equal(t, ours, method)
	}
}

// TestConversions round-trips keys through crypto/ecdsa and crypto/ecdh and
// refuses keys of other curves.
func TestConversions(t *testing.T) {
	priv, err := p384.GenerateKey(testRand(7))
	require.NoError(t, err)
	ek, err := priv.ToECDSA()
	require.NoError(t, err)
	back, err := p384.PrivateKeyFromECDSA(ek)
	require.NoError(t, err)
	assert.True(t, back.Equal(priv))
	hk, err := priv.ToECDH()
	require.NoError(t, err)
	back, err = p384.PrivateKeyFromECDH(hk)
	require.NoError(t, err)
	assert.True(t, back.Equal(priv))
	assert.Equal(t, priv.PublicKey().Bytes(), hk.PublicKey().Bytes())
	pub, err := p384.PublicKeyFromECDSA(&ek.PublicKey)
	require.NoError(t, err)
	assert.True(t, pub.Equal(priv.PublicKey()))
	assert.True(t, ek.PublicKey.Equal(priv.Public()))

	other, err := ecdsa.GenerateKey(elliptic.P256(), testRand(8))
	require.NoError(t, err)
	_, err = p384.PrivateKeyFromECDSA(other)
	assert.Error(t, err)
	_, err = p384.PublicKeyFromECDSA(&other.PublicKey)
	assert.Error(t, err)
	x, err := ecdh.X25519().GenerateKey(testRand(9))
	require.NoError(t, err)
	_, err = p384.PrivateKeyFromECDH(x)
	assert.Error(t, err)
	_, err = p384.PublicKeyFromECDH(x.PublicKey())
	assert.Error(t, err)
	// A key equals its standard-library twin, as on P-256.
	assert.True(t, priv.Equal(ek))
	assert.True(t, priv.PublicKey().Equal(&ek.PublicKey))
}

// TestDEREncodings round-trips PKCS #8, SEC 1 and SPKI with crypto/x509 both
// ways and refuses other key types.
func TestDEREncodings(t *testing.T) {
	priv, err := p384.GenerateKey(testRand(10))
	require.NoError(t, err)
	ek, err := priv.ToECDSA()
	require.NoError(t, err)

	p8, err := priv.MarshalPKCS8()
	require.NoError(t, err)
	want, err := x509.MarshalPKCS8PrivateKey(ek)
	require.NoError(t, err)
	assert.Equal(t, want, p8)
	back, err := p384.ParsePKCS8PrivateKey(p8)
	require.NoError(t, err)
	assert.True(t, back.Equal(priv))
	parsed, err := x509.ParsePKCS8PrivateKey(p8)
	require.NoError(t, err)
	assert.True(t, ek.Equal(parsed))

	sec1, err := priv.MarshalECPrivateKey()
	require.NoError(t, err)
	back, err = p384.ParseECPrivateKey(sec1)
	require.NoError(t, err)
	assert.True(t, back.Equal(priv))
	xk, err := x509.ParseECPrivateKey(sec1)
	require.NoError(t, err)
	assert.True(t, ek.Equal(xk))

	spki, err := priv.PublicKey().MarshalPKIX()
	require.NoError(t, err)
	want, err = x509.MarshalPKIXPublicKey(&ek.PublicKey)
	require.NoError(t, err)
	assert.Equal(t, want, spki)
	pub, err := p384.ParsePKIXPublicKey(spki)
	require.NoError(t, err)
	assert.True(t, pub.Equal(priv.PublicKey()))
	_, err = p384.ParsePKIXPublicKey(append(bytes.Clone(spki), 0))
	assert.Error(t, err)

	// Other key types and curves.
	_, edPriv, err := ed25519.GenerateKey(testRand(11))
	require.NoError(t, err)
	edDER, err := x509.MarshalPKCS8PrivateKey(edPriv)
	require.NoError(t, err)
	_, err = p384.ParsePKCS8PrivateKey(edDER)
	assert.ErrorContains(t, err, "not a P-384 key")
	edPub, err := x509.MarshalPKIXPublicKey(edPriv.Public())
	require.NoError(t, err)
	_, err = p384.ParsePKIXPublicKey(edPub)
	assert.ErrorContains(t, err, "not a P-384 key")
	p256, err := ecdsa.GenerateKey(elliptic.P256(), testRand(12))
	require.NoError(t, err)
	p256DER, err := x509.MarshalECPrivateKey(p256)
	require.NoError(t, err)
	_, err = p384.ParseECPrivateKey(p256DER)
	assert.Error(t, err)
	for _, f := range []func([]byte) error{
		func(b []byte) error { _, err := p384.ParsePKCS8PrivateKey(b); return err },
		func(b []byte) error { _, err := p384.ParseECPrivateKey(b); return err },
		func(b []byte) error { _, err := p384.ParsePKIXPublicKey(b); return err },
	} {
		assert.Error(t, f(nil))
		assert.Error(t, f([]byte{0x30, 0x00}))
	}
}
