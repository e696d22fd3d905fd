package ed448_test

import (
	"encoding/hex"
	"math/big"
	"slices"
	"testing"

	"github.com/curvekit/curvekit/definitions/ed448"
	"github.com/curvekit/curvekit/definitions/x448"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// rfc8032Seeds are the secret keys of RFC 8032 §7.4 (Ed448) and §7.5
// (Ed448ph), with their public keys.
var rfc8032Seeds = [][2]string{
	{"6c82a562cb808d10d632be89c8513ebf6c929f34ddfa8c9f63c9960ef6e348a3528c8a3fcc2f044e39a3fc5b94492f8f032e7549a20098f95b",
		"5fd7449b59b461fd2ce787ec616ad46a1da1342485a70e1f8a0ea75d80e96778edf124769b46c7061bd6783df1e50f6cd1fa1abeafe8256180"},
	{"c4eab05d357007c632f3dbb48489924d552b08fe0c353a0d4a1f00acda2c463afbea67c5e8d2877c5e3bc397a659949ef8021e954e0a12274e",
		"43ba28f430cdff456ae531545f7ecd0ac834a55d9358c0372bfa0c6c6798c0866aea01eb00742802b8438ea4cb82169c235160627b4c3a9480"},
	{"833fe62409237b9d62ec77587520911e9a759cec1d19755b7da901b96dca3d42ef7822e0d5104127dc05d6dbefde69e3ab2cec7c867c6e2c49",
		"259b71c19f83ef77a7abd26524cbdb3161b590a48f7d17de3ee0ba9c52beb743c09428a131d6b1b57303d90d8132c276d5ed3d5d01c0f53880"},
}

// p448 is 2^448 − 2^224 − 1.
var p448 = func() *big.Int {
	p := new(big.Int).Lsh(big.NewInt(1), 448)
	p.Sub(p, new(big.Int).Lsh(big.NewInt(1), 224))
	return p.Sub(p, big.NewInt(1))
}()

// isogenyU computes u = y²/x² mod p with math/big from the affine
// coordinates of pub's point, encoded little-endian in 56 bytes.
func isogenyU(t *testing.T, pub ed448.PublicKey) []byte {
	A, err := pub.Point()
	require.NoError(t, err)
	x, y := A.Affine()
	f := ed448.Curve().Field()
	xb, yb := make([]byte, 56), make([]byte, 56)
	f.PutBytes(xb, &x)
	f.PutBytes(yb, &y)
	slices.Reverse(xb)
	slices.Reverse(yb)
	X, Y := new(big.Int).SetBytes(xb), new(big.Int).SetBytes(yb)
	X.Mul(X, X).ModInverse(X, p448)
	u := Y.Mul(Y, Y).Mul(Y, X).Mod(Y, p448)
	out := u.FillBytes(make([]byte, 56))
	slices.Reverse(out)
	return out
}

// TestToX448 checks, on the RFC 8032 Ed448 test keys and random keys, that
// pub.ToX448() is y²/x² (math/big), is X448 of priv.ToX448() and the base
// point 5 through the Montgomery ladder, and that two converted key pairs
// agree on a shared secret.
func TestToX448(t *testing.T) {
	base := make([]byte, x448.PointSize)
	base[0] = 5
	var privs []ed448.PrivateKey
	for _, s := range rfc8032Seeds {
		priv, err := ed448.NewKeyFromSeed(unhex(t, s[0]))
		require.NoError(t, err)
		require.Equal(t, unhex(t, s[1]), []byte(priv.PublicKey()))
		privs = append(privs, priv)
	}
	for range 4 {
		_, priv, err := ed448.GenerateKey(nil)
		require.NoError(t, err)
		privs = append(privs, priv)
	}
	var us, scalars [][]byte
	for _, priv := range privs {
		u, err := priv.PublicKey().ToX448()
		require.NoError(t, err)
		assert.Equal(t, isogenyU(t, priv.PublicKey()), u)
		k, err := priv.ToX448()
		require.NoError(t, err)
		require.Len(t, k, x448.ScalarSize)
		ladder, err := x448.X448(k, base)
		require.NoError(t, err)
		assert.Equal(t, ladder, u)
		assert.NoError(t, x448.ValidatePublicKey(u))
		us, scalars = append(us, u), append(scalars, k)
	}
	s1, err := x448.X448(scalars[0], us[1])
	require.NoError(t, err)
	s2, err := x448.X448(scalars[1], us[0])
	require.NoError(t, err)
	assert.Equal(t, s1, s2)
}

// TestToX448Rejects checks the documented errors: wrong lengths, a
// non-canonical encoding, points of small order, and a point with a
// small-order component.
func TestToX448Rejects(t *testing.T) {
	identity := make([]byte, ed448.PublicKeySize)
	identity[0] = 1
	order2 := le57(new(big.Int).Sub(p448, big.NewInt(1)))       // y = −1, x = 0: the point of order 2
	nonCanonical := le57(new(big.Int).Add(p448, big.NewInt(1))) // y = p + 1 ≡ 1
	pub, _, err := ed448.GenerateKey(nil)
	require.NoError(t, err)
	A, err := pub.Point()
	require.NoError(t, err)
	T2, err := ed448.Curve().NewIdentityPoint().SetBytes(order2)
	require.NoError(t, err)
	mixed := ed448.Curve().NewIdentityPoint().Add(A, T2).Bytes()
	for name, b := range map[string][]byte{
		"short": make([]byte, 56), "identity": identity, "order 2": order2,
		"non-canonical": nonCanonical, "mixed order": mixed,
	} {
		_, err := ed448.PublicKey(b).ToX448()
		assert.Error(t, err, name)
		if err != nil {
			assert.Regexp(t, "^ed448: ", err.Error(), name)
		}
	}
	_, err = ed448.PrivateKey(make([]byte, 10)).ToX448()
	assert.Error(t, err)
}

// le57 encodes v as an Ed448 y-coordinate: 57 bytes little-endian, sign 0.
func le57(v *big.Int) []byte {
	b := v.FillBytes(make([]byte, 57))
	slices.Reverse(b)
	return b
}

func unhex(t testing.TB, s string) []byte {
	t.Helper()
	b, err := hex.DecodeString(s)
	require.NoError(t, err)
	return b
}
