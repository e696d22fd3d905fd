package group_test

import (
	"crypto/elliptic"
	"crypto/rand"
	"math/big"
	"testing"

	"github.com/curvekit/curvekit/curves/edwards"
	"github.com/curvekit/curvekit/definitions/ed25519"
	"github.com/curvekit/curvekit/definitions/ed448"
	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/group"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestOffCurveRejected checks ParseElement on random compressed strings of
// the NIST curves against crypto/elliptic's UnmarshalCompressed: a string
// is accepted exactly when x is below p and x³ − 3x + b is a square.
func TestOffCurveRejected(t *testing.T) {
	for _, c := range []struct {
		g group.Group
		c elliptic.Curve
	}{{group.P256(), elliptic.P256()}, {group.P384(), elliptic.P384()}, {group.P521(), elliptic.P521()}} {
		t.Run(c.g.Name(), func(t *testing.T) {
			rejected := 0
			for range 32 {
				b := make([]byte, c.g.ElementLen())
				rand.Read(b[1:])
				b[0] = 2 | b[1]&1
				if c.g.Name() == "P-521" {
					b[1] &= 1 // keep x within 521 bits
				}
				x, _ := elliptic.UnmarshalCompressed(c.c, b)
				_, err := c.g.ParseElement(b)
				if x == nil {
					rejected++
					assert.ErrorIs(t, err, group.ErrInvalidElement, "%x", b)
				} else {
					assert.NoError(t, err, "%x", b)
				}
			}
			assert.NotZero(t, rejected)
			// x = p is not canonical even where p mod p = 0 would decode.
			b := make([]byte, c.g.ElementLen())
			b[0] = 2
			c.c.Params().P.FillBytes(b[1:])
			_, err := c.g.ParseElement(b)
			assert.ErrorIs(t, err, group.ErrInvalidElement)
		})
	}
}

// TestTorsionRejected checks that the edwards subgroups refuse points with a
// torsion component. A random curve point Q splits as Q = R + T with R in
// the subgroup of order n and T of order dividing h; R = (h⁻¹ mod n)·(h·Q).
// ParseElement must accept Q exactly when T is the identity.
func TestTorsionRejected(t *testing.T) {
	t.Run("edwards25519", func(t *testing.T) { torsion(t, group.Edwards25519(), ed25519.Curve()) })
	t.Run("edwards448", func(t *testing.T) { torsion(t, group.Edwards448(), ed448.Curve()) })
}

func torsion[E, S any](t *testing.T, g group.Group, c *edwards.Curve[E, S]) {
	hInv := new(big.Int).ModInverse(new(big.Int).SetUint64(c.Cofactor()), c.Order())
	sf := c.ScalarField()
	buf := make([]byte, sf.ByteLen())
	hInv.FillBytes(buf)
	if sf.ByteOrder() == field.LittleEndian {
		reverse(buf)
	}
	var k S
	require.NoError(t, sf.SetBytes(&k, buf))
	withTorsion := 0
	for range 24 {
		b := make([]byte, c.EncodingLen())
		rand.Read(b)
		if c.EncodingLen()*8-c.Field().BitLen() > 1 {
			b[len(b)-1] &= 0x80 // edwards448: the last byte holds only the sign
		}
		Q, err := c.NewIdentityPoint().SetBytes(b)
		if err != nil {
			continue
		}
		R := c.NewIdentityPoint().MultByCofactor(Q)
		R.ScalarMult(&k, R)
		T := c.NewIdentityPoint().Subtract(Q, R)
		_, err = g.ParseElement(b)
		if T.IsIdentity() == 0 {
			withTorsion++
			assert.ErrorIs(t, err, group.ErrInvalidElement, "%x", b)
		} else if Q.IsIdentity() == 0 {
			assert.NoError(t, err, "%x", b)
		}
		// R itself, when not the identity, is an element.
		if R.IsIdentity() == 0 {
			_, err = g.ParseElement(R.Bytes())
			assert.NoError(t, err)
		}
	}
	assert.NotZero(t, withTorsion)
}
