package p256_test

import (
	"bytes"
	"crypto/ecdh"
	"crypto/ecdsa"
	"crypto/ed25519"
	"crypto/elliptic"
	"crypto/x509"
	"math/big"
	"testing"

	"github.com/curvekit/curvekit/definitions/p256"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var (
	curveP = elliptic.P256().Params().P
	curveN = elliptic.P256().Params().N
)

func be32(x *big.Int) []byte { return x.FillBytes(make([]byte, 32)) }

// TestNewPrivateKey checks the range [1, n−1] and the length, and that the
// public key agrees with crypto/ecdh for edge and random scalars.
func TestNewPrivateKey(t *testing.T) {
	one := big.NewInt(1)
	for _, d := range []*big.Int{big.NewInt(0), curveN, new(big.Int).Add(curveN, one),
		new(big.Int).Sub(new(big.Int).Lsh(one, 256), one)} {
		_, err := p256.NewPrivateKey(be32(d))
		assert.ErrorContains(t, err, "p256: private key is not in [1, n-1]", "d = %x", d)
	}
	for _, n := range []int{0, 31, 33, 64} {
		_, err := p256.NewPrivateKey(make([]byte, n))
		assert.ErrorContains(t, err, "p256: private key is", "%d bytes", n)
	}
	r := testRand(4)
	scalars := [][]byte{be32(one), be32(big.NewInt(2)), be32(new(big.Int).Sub(curveN, one)),
		be32(new(big.Int).Rsh(curveN, 1))}
	for range 20 {
		b := make([]byte, 32)
		r.Read(b)
		scalars = append(scalars, b)
	}
	for _, b := range scalars {
		want, werr := ecdh.P256().NewPrivateKey(b)
		got, err := p256.NewPrivateKey(b)
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
		priv, err := p256.GenerateKey(r)
		require.NoError(t, err)
		pub := priv.PublicKey()
		u, c := pub.Bytes(), pub.BytesCompressed()
		require.Len(t, u, p256.PublicKeySize)
		require.Len(t, c, p256.CompressedPublicKeySize)
		_, err = ecdh.P256().NewPublicKey(u)
		require.NoError(t, err)
		assert.Equal(t, u[1:33], c[1:])
		assert.Equal(t, byte(2|u[64]&1), c[0])
		for _, enc := range [][]byte{u, c} {
			k, err := p256.NewPublicKey(enc)
			require.NoError(t, err)
			assert.True(t, k.Equal(pub))
			assert.Equal(t, u, k.Bytes())
		}
	}
	gx := elliptic.P256().Params().Gx
	gy := elliptic.P256().Params().Gy
	uncompressed := func(x, y *big.Int) []byte { return append(append([]byte{4}, be32(x)...), be32(y)...) }
	offCurve := uncompressed(gx, new(big.Int).Add(gy, big.NewInt(1)))
	for name, b := range map[string][]byte{
		"empty":          nil,
		"identity":       {0},
		"off curve":      offCurve,
		"x = p":          uncompressed(curveP, gy),
		"y = p":          uncompressed(gx, curveP),
		"hybrid":         append([]byte{6}, uncompressed(gx, gy)[1:]...),
		"bad prefix":     append([]byte{5}, uncompressed(gx, gy)[1:]...),
		"short":          uncompressed(gx, gy)[:64],
		"long":           append(uncompressed(gx, gy), 0),
		"compressed x=p": append([]byte{2}, be32(curveP)...),
		"not an x":       append([]byte{2}, be32(nonX())...),
	} {
		_, err := p256.NewPublicKey(b)
		assert.ErrorContains(t, err, "p256: invalid public key", name)
		if len(b) == 65 || len(b) == 33 {
			_, serr := ecdh.P256().NewPublicKey(b)
			assert.Error(t, serr, "crypto/ecdh accepts %s", name)
		}
	}
}

// nonX returns the least x ≥ 1 for which x³ − 3x + b is not a square mod p:
// no point of P-256 has that x-coordinate.
func nonX() *big.Int {
	b := elliptic.P256().Params().B
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
		a, err := p256.GenerateKey(r)
		require.NoError(t, err)
		b, err := ecdh.P256().GenerateKey(r)
		require.NoError(t, err)
		bpub, err := p256.PublicKeyFromECDH(b.PublicKey())
		require.NoError(t, err)
		ours, err := p256.ECDH(a, bpub)
		require.NoError(t, err)
		require.Len(t, ours, p256.SharedSecretSize)
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
	priv, err := p256.GenerateKey(testRand(7))
	require.NoError(t, err)
	ek, err := priv.ToECDSA()
	require.NoError(t, err)
	back, err := p256.PrivateKeyFromECDSA(ek)
	require.NoError(t, err)
	assert.True(t, back.Equal(priv))
	hk, err := priv.ToECDH()
	require.NoError(t, err)
	back, err = p256.PrivateKeyFromECDH(hk)
	require.NoError(t, err)
	assert.True(t, back.Equal(priv))
	assert.Equal(t, priv.PublicKey().Bytes(), hk.PublicKey().Bytes())
	pub, err := p256.PublicKeyFromECDSA(&ek.PublicKey)
	require.NoError(t, err)
	assert.True(t, pub.Equal(priv.PublicKey()))
	assert.True(t, ek.PublicKey.Equal(priv.Public()))

	other, err := ecdsa.GenerateKey(elliptic.P384(), testRand(8))
	require.NoError(t, err)
	_, err = p256.PrivateKeyFromECDSA(other)
	assert.Error(t, err)
	_, err = p256.PublicKeyFromECDSA(&other.PublicKey)
	assert.Error(t, err)
	x, err := ecdh.X25519().GenerateKey(testRand(9))
	require.NoError(t, err)
	_, err = p256.PrivateKeyFromECDH(x)
	assert.Error(t, err)
	_, err = p256.PublicKeyFromECDH(x.PublicKey())
	assert.Error(t, err)
	// A key equals its standard-library twin (TestEqualStdlibTwins).
	assert.True(t, priv.Equal(ek))
	assert.True(t, priv.PublicKey().Equal(&ek.PublicKey))
}

// TestDEREncodings round-trips PKCS #8, SEC 1 and SPKI with crypto/x509 both
// ways and refuses other key types.
func TestDEREncodings(t *testing.T) {
	priv, err := p256.GenerateKey(testRand(10))
	require.NoError(t, err)
	ek, err := priv.ToECDSA()
	require.NoError(t, err)

	p8, err := priv.MarshalPKCS8()
	require.NoError(t, err)
	want, err := x509.MarshalPKCS8PrivateKey(ek)
	require.NoError(t, err)
	assert.Equal(t, want, p8)
	back, err := p256.ParsePKCS8PrivateKey(p8)
	require.NoError(t, err)
	assert.True(t, back.Equal(priv))
	parsed, err := x509.ParsePKCS8PrivateKey(p8)
	require.NoError(t, err)
	assert.True(t, ek.Equal(parsed))

	sec1, err := priv.MarshalECPrivateKey()
	require.NoError(t, err)
	back, err = p256.ParseECPrivateKey(sec1)
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
	pub, err := p256.ParsePKIXPublicKey(spki)
	require.NoError(t, err)
	assert.True(t, pub.Equal(priv.PublicKey()))
	_, err = p256.ParsePKIXPublicKey(append(bytes.Clone(spki), 0))
	assert.Error(t, err)

	// Other key types and curves.
	_, edPriv, err := ed25519.GenerateKey(testRand(11))
	require.NoError(t, err)
	edDER, err := x509.MarshalPKCS8PrivateKey(edPriv)
	require.NoError(t, err)
	_, err = p256.ParsePKCS8PrivateKey(edDER)
	assert.ErrorContains(t, err, "not a P-256 key")
	edPub, err := x509.MarshalPKIXPublicKey(edPriv.Public())
	require.NoError(t, err)
	_, err = p256.ParsePKIXPublicKey(edPub)
	assert.ErrorContains(t, err, "not a P-256 key")
	p384, err := ecdsa.GenerateKey(elliptic.P384(), testRand(12))
	require.NoError(t, err)
	p384DER, err := x509.MarshalECPrivateKey(p384)
	require.NoError(t, err)
	_, err = p256.ParseECPrivateKey(p384DER)
	assert.Error(t, err)
	for _, f := range []func([]byte) error{
		func(b []byte) error { _, err := p256.ParsePKCS8PrivateKey(b); return err },
		func(b []byte) error { _, err := p256.ParseECPrivateKey(b); return err },
		func(b []byte) error { _, err := p256.ParsePKIXPublicKey(b); return err },
	} {
		assert.Error(t, f(nil))
		assert.Error(t, f([]byte{0x30, 0x00}))
	}
}

// TestEqualStdlibTwins checks that keys compare equal to their
// standard-library twins (crypto/ecdsa and crypto/ecdh on P-256) and not to
// other keys, other curves' keys or nil values of those types.
func TestEqualStdlibTwins(t *testing.T) {
	priv, err := p256.GenerateKey(testRand(70))
	require.NoError(t, err)
	other, err := p256.GenerateKey(testRand(71))
	require.NoError(t, err)
	pub := priv.PublicKey()
	ePriv, err := priv.ToECDSA()
	require.NoError(t, err)
	hPriv, err := priv.ToECDH()
	require.NoError(t, err)
	ePub, err := pub.ToECDSA()
	require.NoError(t, err)
	hPub, err := pub.ToECDH()
	require.NoError(t, err)
	assert.True(t, priv.Equal(ePriv))
	assert.True(t, priv.Equal(hPriv))
	assert.True(t, pub.Equal(ePub))
	assert.True(t, pub.Equal(hPub))
	assert.True(t, ePub.Equal(ePriv.Public()), "the twin is a real crypto/ecdsa key")
	assert.False(t, other.Equal(ePriv))
	assert.False(t, other.PublicKey().Equal(hPub))
	x, err := ecdh.X25519().GenerateKey(testRand(72))
	require.NoError(t, err)
	assert.False(t, priv.Equal(x))
	assert.False(t, pub.Equal(x.PublicKey()))
	assert.False(t, pub.Equal((*ecdsa.PublicKey)(nil)))
	assert.False(t, priv.Equal((*ecdh.PrivateKey)(nil)))
	assert.False(t, new(p256.PublicKey).Equal(ePub))
}
