package frost

import (
	"crypto/elliptic"
	"math/big"
	"testing"

	"github.com/curvekit/curvekit/definitions/ed25519"
	"github.com/curvekit/curvekit/definitions/ed448"
	"github.com/curvekit/curvekit/definitions/secp256k1/schnorr"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// crossVerify checks a FROST signature with an implementation that shares
// no verification code with this package: definitions/ed25519 and ed448
// for the Edwards suites, definitions/secp256k1/schnorr (BIP-340) for the
// taproot variant, a math/big Schnorr check for P-256 and secp256k1.
// ristretto255 has no independent verifier.
func crossVerify(t *testing.T, s *Suite, pk, msg, sig []byte) {
	t.Helper()
	switch s {
	case Ed25519SHA512():
		assert.True(t, ed25519.Verify(ed25519.PublicKey(pk), msg, sig), "definitions/ed25519.Verify")
	case Ed448SHAKE256():
		assert.True(t, ed448.Verify(ed448.PublicKey(pk), msg, sig, ""), "definitions/ed448.Verify")
	case Secp256k1TR():
		key, err := schnorr.NewPublicKey(pk[1:])
		require.NoError(t, err)
		assert.True(t, schnorr.Verify(key, msg, sig), "definitions/secp256k1/schnorr.Verify")
	case P256SHA256():
		p := elliptic.P256().Params()
		assert.True(t, bigSchnorrVerify(t, s, p.P, p.N, big.NewInt(-3), p.B, p.Gx, p.Gy, pk, msg, sig), "math/big Schnorr")
	case Secp256k1SHA256():
		P, _ := new(big.Int).SetString("fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f", 16)
		N, _ := new(big.Int).SetString("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141", 16)
		Gx, _ := new(big.Int).SetString("79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798", 16)
		Gy, _ := new(big.Int).SetString("483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8", 16)
		assert.True(t, bigSchnorrVerify(t, s, P, N, big.NewInt(0), big.NewInt(7), Gx, Gy, pk, msg, sig), "math/big Schnorr")
	}
}

// bigPoint is an affine point of y² = x³ + ax + b over F_p; nil is the
// point at infinity.
type bigPoint struct{ x, y *big.Int }

type bigCurve struct{ p, a, b *big.Int }

func (c *bigCurve) add(P, Q *bigPoint) *bigPoint {
	if P == nil {
		return Q
	}
	if Q == nil {
		return P
	}
	var l *big.Int
	if P.x.Cmp(Q.x) == 0 {
		if new(big.Int).Add(P.y, Q.y).Mod(new(big.Int).Add(P.y, Q.y), c.p).Sign() == 0 {
			return nil
		}
		num := new(big.Int).Mul(P.x, P.x)
		num.Mul(num, big.NewInt(3)).Add(num, c.a)
		den := new(big.Int).Lsh(P.y, 1)
		l = num.Mul(num, den.ModInverse(den, c.p))
	} else {
		num := new(big.Int).Sub(Q.y, P.y)
		den := new(big.Int).Sub(Q.x, P.x)
		den.Mod(den, c.p)
		l = num.Mul(num, den.ModInverse(den, c.p))
	}
	l.Mod(l, c.p)
	x := new(big.Int).Mul(l, l)
	x.Sub(x, P.x).Sub(x, Q.x).Mod(x, c.p)
	y := new(big.Int).Sub(P.x, x)
	y.Mul(y, l).Sub(y, P.y).Mod(y, c.p)
	return &bigPoint{x, y}
}

func (c *bigCurve) mul(k *big.Int, P *bigPoint) *bigPoint {
	var R *bigPoint
	for i := k.BitLen() - 1; i >= 0; i-- {
		R = c.add(R, R)
		if k.Bit(i) == 1 {
			R = c.add(R, P)
		}
	}
	return R
}

// decompress decodes a compressed SEC 1 point (p ≡ 3 mod 4 for both curves).
func (c *bigCurve) decompress(t *testing.T, b []byte) *bigPoint {
	require.Len(t, b, 33)
	x := new(big.Int).SetBytes(b[1:])
	rhs := new(big.Int).Exp(x, big.NewInt(3), c.p)
	rhs.Add(rhs, new(big.Int).Mul(c.a, x)).Add(rhs, c.b).Mod(rhs, c.p)
	e := new(big.Int).Add(c.p, big.NewInt(1))
	y := new(big.Int).Exp(rhs, e.Rsh(e, 2), c.p)
	require.Zero(t, new(big.Int).Exp(y, big.NewInt(2), c.p).Cmp(rhs), "not on the curve")
	if y.Bit(0) != uint(b[0]&1) {
		y.Sub(c.p, y)
	}
	return &bigPoint{x, y}
}

// bigSchnorrVerify checks z·G = R + c·PK with c = H2(R ‖ PK ‖ msg) taken
// from the group's RFC 9380 hash_to_field under the suite's "chal" tag.
func bigSchnorrVerify(t *testing.T, s *Suite, p, n, a, b, gx, gy *big.Int, pk, msg, sig []byte) bool {
	c := &bigCurve{p, new(big.Int).Mod(a, p), b}
	R := c.decompress(t, sig[:33])
	PK := c.decompress(t, pk)
	z := new(big.Int).SetBytes(sig[33:])
	ch, err := s.Group().HashToScalar(append(append(append([]byte{}, sig[:33]...), pk...), msg...), []byte(s.context+"chal"))
	require.NoError(t, err)
	cb := new(big.Int).SetBytes(ch.Bytes())
	lhs := c.mul(z, &bigPoint{gx, gy})
	rhs := c.add(R, c.mul(cb, PK))
	return lhs != nil && rhs != nil && lhs.x.Cmp(rhs.x) == 0 && lhs.y.Cmp(rhs.y) == 0 && z.Cmp(n) < 0
}
