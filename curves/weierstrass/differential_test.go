package weierstrass_test

import (
	"crypto"
	"crypto/ecdh"
	"crypto/rand"
	"crypto/sha256"
	"math/big"
	"testing"

	gnark "github.com/consensys/gnark-crypto/ecc/secp256k1"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fnk256"
	"github.com/curvekit/curvekit/field/fnr256"
)

// TestECDHStdlib checks public keys and shared secrets against crypto/ecdh
// for P-256 (fixed fields and field.Prime) and P-384 (field.Prime): the
// scalar multiplications k·G and k·Q of both engines agree.
func TestECDHStdlib(t *testing.T) {
	t.Run("P-256", func(t *testing.T) { testECDHStdlib(t, p256(t), ecdh.P256()) })
	t.Run("P-256/Prime", func(t *testing.T) { testECDHStdlib(t, p256Prime(t), ecdh.P256()) })
	t.Run("P-384/Prime", func(t *testing.T) { testECDHStdlib(t, p384Prime(t), ecdh.P384()) })
}

func testECDHStdlib[E, S any](t *testing.T, c *weierstrass.Curve[E, S], std ecdh.Curve) {
	for range 16 {
		ours, err := c.GenerateKey(nil)
		require.NoError(t, err)
		theirs, err := std.GenerateKey(rand.Reader)
		require.NoError(t, err)
		stdOurs, err := std.NewPrivateKey(ours.Bytes())
		require.NoError(t, err)
		require.Equal(t, stdOurs.PublicKey().Bytes(), ours.PublicKey().Bytes(), "k·G")
		peer, err := c.NewPublicKey(theirs.PublicKey().Bytes())
		require.NoError(t, err)
		got, err := ours.ECDH(peer)
		require.NoError(t, err)
		want, err := stdOurs.ECDH(theirs.PublicKey())
		require.NoError(t, err)
		assert.Equal(t, want, got, "x(k·Q)")
		back, err := theirs.ECDH(stdOurs.PublicKey())
		require.NoError(t, err)
		assert.Equal(t, want, back)
	}
}

// TestGnarkSecp256k1 checks ScalarBaseMult, ScalarMult (with and without
// GLV) and DoubleScalarMultVarTime on secp256k1 against gnark-crypto's
// independent implementation, on random and edge scalars.
func TestGnarkSecp256k1(t *testing.T) {
	_, g := gnark.Generators()
	n := new(big.Int).Set(k256N)
	bytesOf := func(p *gnark.G1Affine) []byte {
		if p.IsInfinity() {
			return []byte{0}
		}
		x, y := p.X.Bytes(), p.Y.Bytes()
		return append(append([]byte{4}, x[:]...), y[:]...)
	}
	scalars := []*big.Int{big.NewInt(1), big.NewInt(2), new(big.Int).Sub(n, big.NewInt(1)),
		new(big.Int).Rsh(n, 1), new(big.Int).Lsh(big.NewInt(1), 128), new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 128), big.NewInt(1))}
	for range 24 {
		k, err := rand.Int(rand.Reader, n)
		require.NoError(t, err)
		scalars = append(scalars, k)
	}
	for _, c := range []*k256Curve{secp256k1(t), secp256k1NoGLV(t)} {
		var q gnark.G1Affine
		q.ScalarMultiplication(&g, big.NewInt(0x5eed))
		qp, err := c.NewIdentityPoint().SetBytes(bytesOf(&q))
		require.NoError(t, err)
		for i, k := range scalars {
			var sk, sk2 fnk256.Element
			require.NoError(t, field.SetBig(c.ScalarField(), &sk, k))
			k2 := scalars[(i+1)%len(scalars)]
			require.NoError(t, field.SetBig(c.ScalarField(), &sk2, k2))

			var want gnark.G1Affine
			want.ScalarMultiplication(&g, k)
			assert.Equal(t, bytesOf(&want), c.NewIdentityPoint().ScalarBaseMult(&sk).Bytes(), "%s: k·G, k = %x", c.Name(), k)
			want.ScalarMultiplication(&q, k)
			assert.Equal(t, bytesOf(&want), c.NewIdentityPoint().ScalarMult(&sk, qp).Bytes(), "%s: k·Q, k = %x", c.Name(), k)
			var a, b gnark.G1Affine
			a.ScalarMultiplication(&q, k)
			b.ScalarMultiplication(&g, k2)
			want.Add(&a, &b)
			assert.Equal(t, bytesOf(&want), c.NewIdentityPoint().DoubleScalarMultVarTime(&sk, qp, &sk2).Bytes(), "%s: k·Q + k2·G", c.Name())
		}
	}
}

// TestFixedVsPrime checks that P-256 over the fixed fields and over
// field.Prime give byte-identical results: points, ECDH secrets and
// deterministic signatures.
func TestFixedVsPrime(t *testing.T) {
	a, b := p256(t), p256Prime(t)
	ea, eb := mustECDSA(t, a, crypto.SHA256, false), mustECDSA(t, b, crypto.SHA256, false)
	for i := range 16 {
		ka, err := a.GenerateKey(nil)
		require.NoError(t, err)
		kb, err := b.NewPrivateKey(ka.Bytes())
		require.NoError(t, err)
		assert.Equal(t, ka.PublicKey().Bytes(), kb.PublicKey().Bytes())
		assert.Equal(t, ka.PublicKey().BytesCompressed(), kb.PublicKey().BytesCompressed())
		peerA, err := a.GenerateKey(nil)
		require.NoError(t, err)
		peerB, err := b.NewPublicKey(peerA.PublicKey().Bytes())
		require.NoError(t, err)
		sa, err := ka.ECDH(peerA.PublicKey())
		require.NoError(t, err)
		sb, err := kb.ECDH(peerB)
		require.NoError(t, err)
		assert.Equal(t, sa, sb)
		digest := sha256.Sum256([]byte{byte(i)})
		siga, err := ea.Sign(ka, digest[:], nil)
		require.NoError(t, err)
		sigb, err := eb.Sign(kb, digest[:], nil)
		require.NoError(t, err)
		assert.Equal(t, siga.ASN1(), sigb.ASN1())
		va, _ := siga.RecoveryID()
		vb, _ := sigb.RecoveryID()
		assert.Equal(t, va, vb)
		// a·P + b·G on both.
		var xa fnr256.Element
		var xb field.PrimeElement
		require.NoError(t, field.SetBig(a.ScalarField(), &xa, big.NewInt(int64(1000003*i+7))))
		require.NoError(t, field.SetBig(b.ScalarField(), &xb, big.NewInt(int64(1000003*i+7))))
		pa, pb := peerA.PublicKey().Point(), peerB.Point()
		assert.Equal(t, a.NewIdentityPoint().DoubleScalarMultVarTime(&xa, pa, &xa).Bytes(),
			b.NewIdentityPoint().DoubleScalarMultVarTime(&xb, pb, &xb).Bytes())
	}
}
