package secp256k1_test

import (
	"math/big"
	mrand "math/rand/v2"
	"testing"

	gnark "github.com/consensys/gnark-crypto/ecc/secp256k1"
	"github.com/curvekit/curvekit/definitions/secp256k1"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// secp256k1 constants of SEC 2 v2 §2.4.1, for the tests.
var (
	k256P = hexBig("fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f")
	k256N = hexBig("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141")
)

func hexBig(s string) *big.Int {
	x, ok := new(big.Int).SetString(s, 16)
	if !ok {
		panic(s)
	}
	return x
}

func be32(x *big.Int) []byte { return x.FillBytes(make([]byte, 32)) }

// testRand returns a seeded reader for reproducible keys and messages.
func testRand(seed byte) *mrand.ChaCha8 {
	var s [32]byte
	s[0] = seed
	return mrand.NewChaCha8(s)
}

// gnarkBase returns d·G computed by gnark-crypto, uncompressed SEC 1.
func gnarkBase(d *big.Int) []byte {
	var p gnark.G1Affine
	p.ScalarMultiplicationBase(d)
	raw := p.RawBytes()
	return append([]byte{4}, raw[:]...)
}

// TestNewPrivateKey checks the range [1, n−1] and the length, and the public
// key against gnark-crypto's fixed-base multiplication.
func TestNewPrivateKey(t *testing.T) {
	one := big.NewInt(1)
	for _, d := range []*big.Int{big.NewInt(0), k256N, new(big.Int).Add(k256N, one),
		new(big.Int).Sub(new(big.Int).Lsh(one, 256), one)} {
		_, err := secp256k1.NewPrivateKey(be32(d))
		assert.ErrorContains(t, err, "secp256k1: private key is not in [1, n-1]", "d = %x", d)
	}
	for _, n := range []int{0, 31, 33} {
		_, err := secp256k1.NewPrivateKey(make([]byte, n))
		assert.ErrorContains(t, err, "secp256k1: private key is", "%d bytes", n)
	}
	r := testRand(1)
	ds := []*big.Int{one, big.NewInt(2), big.NewInt(3), new(big.Int).Sub(k256N, one),
		new(big.Int).Rsh(k256N, 1), new(big.Int).Add(new(big.Int).Rsh(k256N, 1), one)}
	for range 20 {
		b := make([]byte, 32)
		r.Read(b)
		ds = append(ds, new(big.Int).Mod(new(big.Int).SetBytes(b), k256N))
	}
	for _, d := range ds {
		if d.Sign() == 0 {
			continue
		}
		priv, err := secp256k1.NewPrivateKey(be32(d))
		require.NoError(t, err)
		assert.Equal(t, be32(d), priv.Bytes())
		assert.Equal(t, gnarkBase(d), priv.PublicKey().Bytes(), "d = %x", d)
	}
}

// TestNewPublicKey checks both SEC 1 forms and every kind of invalid
// encoding.
func TestNewPublicKey(t *testing.T) {
	r := testRand(2)
	for range 20 {
		priv, err := secp256k1.GenerateKey(r)
		require.NoError(t, err)
		u, c := priv.PublicKey().Bytes(), priv.PublicKey().BytesCompressed()
		require.Len(t, u, secp256k1.PublicKeySize)
		require.Len(t, c, secp256k1.CompressedPublicKeySize)
		assert.Equal(t, byte(2|u[64]&1), c[0])
		for _, enc := range [][]byte{u, c} {
			k, err := secp256k1.NewPublicKey(enc)
			require.NoError(t, err)
			assert.True(t, k.Equal(priv.PublicKey()))
			assert.Equal(t, u, k.Bytes())
		}
	}
	g := gnarkBase(big.NewInt(1))
	gx, gy := g[1:33], g[33:]
	off := append([]byte{4}, gx...)
	off = append(off, be32(new(big.Int).Add(new(big.Int).SetBytes(gy), big.NewInt(1)))...)
	// x = 5: 5³ + 7 = 132 is not a square mod p.
	require.Equal(t, -1, big.Jacobi(big.NewInt(132), k256P))
	for name, b := range map[string][]byte{
		"empty":          nil,
		"identity":       {0},
		"off curve":      off,
		"x = p":          append(append([]byte{4}, be32(k256P)...), gy...),
		"y = p":          append(append([]byte{4}, gx...), be32(k256P)...),
		"hybrid":         append([]byte{6}, g[1:]...),
		"short":          g[:64],
		"long":           append(append([]byte{}, g...), 0),
		"compressed x=p": append([]byte{2}, be32(k256P)...),
		"not an x":       append([]byte{3}, be32(big.NewInt(5))...),
	} {
		_, err := secp256k1.NewPublicKey(b)
		assert.ErrorContains(t, err, "secp256k1: invalid public key", name)
	}
}

// TestPointMultiplication compares the engine's variable- and fixed-base
// multiplications on secp256k1 (with GLV) with gnark-crypto's.
func TestPointMultiplication(t *testing.T) {
	r := testRand(3)
	c := secp256k1.Curve()
	for range 30 {
		b := make([]byte, 32)
		r.Read(b)
		k := new(big.Int).Mod(new(big.Int).SetBytes(b), k256N)
		r.Read(b)
		e := new(big.Int).Mod(new(big.Int).SetBytes(b), k256N)
		var ks, es secp256k1.Scalar
		require.NoError(t, fnSet(&ks, k))
		require.NoError(t, fnSet(&es, e))
		// P = e·G, then k·P.
		p := c.NewIdentityPoint().ScalarBaseMult(&es)
		var gp, gq gnark.G1Affine
		gp.ScalarMultiplicationBase(e)
		assert.Equal(t, rawOf(&gp), p.Bytes())
		q := c.NewIdentityPoint().ScalarMult(&ks, p)
		gq.ScalarMultiplication(&gp, k)
		assert.Equal(t, rawOf(&gq), q.Bytes(), "k = %x, e = %x", k, e)
	}
}

// rawOf returns gnark's affine point as uncompressed SEC 1 (0x00 for the
// identity).
func rawOf(p *gnark.G1Affine) []byte {
	if p.IsInfinity() {
		return []byte{0}
	}
	raw := p.RawBytes()
	return append([]byte{4}, raw[:]...)
}

// TestECDH checks shared secrets against gnark-crypto and the symmetry of
// ECDH.
func TestECDH(t *testing.T) {
	r := testRand(4)
	for range 20 {
		a, err := secp256k1.GenerateKey(r)
		require.NoError(t, err)
		b, err := secp256k1.GenerateKey(r)
		require.NoError(t, err)
		s1, err := secp256k1.ECDH(a, b.PublicKey())
		require.NoError(t, err)
		require.Len(t, s1, secp256k1.SharedSecretSize)
		s2, err := b.ECDH(a.PublicKey())
		require.NoError(t, err)
		assert.Equal(t, s1, s2)
		var gb, shared gnark.G1Affine
		require.NoError(t, gb.Unmarshal(b.PublicKey().Bytes()[1:]))
		shared.ScalarMultiplication(&gb, new(big.Int).SetBytes(a.Bytes()))
		assert.Equal(t, rawOf(&shared)[1:33], s1)
	}
}

// TestKeyMethods covers Equal, Public and GenerateKey's reader errors.
func TestKeyMethods(t *testing.T) {
	a, err := secp256k1.GenerateKey(testRand(5))
	require.NoError(t, err)
	b, err := secp256k1.NewPrivateKey(a.Bytes())
	require.NoError(t, err)
	assert.True(t, a.Equal(b))
	assert.True(t, a.PublicKey().Equal(a.Public()))
	c, err := secp256k1.GenerateKey(nil)
	require.NoError(t, err)
	assert.False(t, a.Equal(c))
	assert.False(t, a.PublicKey().Equal(c.PublicKey()))
	assert.False(t, a.Equal(a.PublicKey()))
	_, err = secp256k1.GenerateKey(testRandShort{})
	assert.Error(t, err)
	pub, err := secp256k1.NewPublicKeyFromPoint(a.PublicKey().Point())
	require.NoError(t, err)
	assert.True(t, pub.Equal(a.PublicKey()))
	_, err = secp256k1.NewPublicKeyFromPoint(secp256k1.Curve().NewIdentityPoint())
	assert.Error(t, err)
}

// testRandShort is a reader that always fails.
type testRandShort struct{}

func (testRandShort) Read([]byte) (int, error) { return 0, errShort }
