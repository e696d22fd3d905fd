package catalogue_test

import (
	"bytes"
	"crypto/rand"
	"math/big"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/definitions/catalogue"
)

// TestEntries checks the catalogue's list: unique names, a cited source on
// each, a shape matching its type, and a cofactor equal to its engine
// curve's.
func TestEntries(t *testing.T) {
	names := map[string]bool{}
	all := catalogue.All()
	require.Len(t, all, 17)
	for _, e := range all {
		assert.False(t, names[e.Name()], "duplicate %s", e.Name())
		names[e.Name()] = true
		assert.NotEmpty(t, e.Source(), e.Name())
		var h *big.Int
		switch c := e.(type) {
		case *catalogue.Weierstrass:
			assert.Equal(t, catalogue.ShapeWeierstrass, e.Shape())
			h = c.Curve().Cofactor()
			assert.Equal(t, c.Name(), c.Curve().Name())
			assert.Equal(t, c.Hash(), c.ECDSA().Hash())
		case *catalogue.Edwards:
			assert.Equal(t, catalogue.ShapeEdwards, e.Shape())
			h = new(big.Int).SetUint64(c.Curve().Cofactor())
			assert.Equal(t, c.Name(), c.Curve().Name())
			assert.NotEmpty(t, c.HashName())
		case *catalogue.Montgomery:
			assert.Equal(t, catalogue.ShapeMontgomery, e.Shape())
			h = new(big.Int).SetUint64(c.Curve().Cofactor())
			assert.Equal(t, c.Name(), c.Curve().Name())
		default:
			t.Fatalf("%s: unknown entry type %T", e.Name(), e)
		}
		assert.Equal(t, h.String(), e.Cofactor().String(), e.Name())
	}
	// All returns a copy.
	all[0] = nil
	assert.NotNil(t, catalogue.All()[0])
	assert.Equal(t, "short Weierstrass", catalogue.ShapeWeierstrass.String())
	assert.Equal(t, "twisted Edwards", catalogue.ShapeEdwards.String())
	assert.Equal(t, "Montgomery", catalogue.ShapeMontgomery.String())
	assert.Equal(t, "Shape(9)", catalogue.Shape(9).String())

	oid := catalogue.BrainpoolP256r1().OID()
	assert.Equal(t, "1.3.36.3.3.2.8.1.1.7", oid.String())
	oid[0] = 9 // a copy
	assert.Equal(t, "1.3.36.3.3.2.8.1.1.7", catalogue.BrainpoolP256r1().OID().String())
	assert.Nil(t, catalogue.Pallas().OID())
}

// TestConcurrentUse builds and uses every curve and scheme from several
// goroutines at once: each accessor returns one value (under -race, the
// lazy construction is also checked for data races).
func TestConcurrentUse(t *testing.T) {
	const workers = 4
	got := make([][]any, workers)
	var wg sync.WaitGroup
	for i := range workers {
		wg.Go(func() {
			for _, e := range catalogue.All() {
				switch c := e.(type) {
				case *catalogue.Weierstrass:
					got[i] = append(got[i], c.Curve(), c.ECDSA())
					c.Curve().NewGeneratorPoint().Bytes()
				case *catalogue.Edwards:
					got[i] = append(got[i], c.Curve(), c.EdDSA())
					c.Curve().NewGeneratorPoint().Bytes()
				case *catalogue.Montgomery:
					got[i] = append(got[i], c.Curve())
				}
			}
		})
	}
	wg.Wait()
	for i := 1; i < workers; i++ {
		require.Len(t, got[i], len(got[0]))
		for j := range got[0] {
			assert.Same(t, got[0][j], got[i][j])
		}
	}
}

// TestSchemes runs each curve's schemes once: ECDSA sign, verify (DER and
// r ‖ s), tampering and public-key recovery, and ECDH agreement on the
// Weierstrass curves; EdDSA sign, verify and tampering on the Edwards
// curves; Diffie–Hellman agreement on the Montgomery curves.
func TestSchemes(t *testing.T) {
	msg := []byte("catalogue")
	for _, e := range catalogue.All() {
		t.Run(e.Name(), func(t *testing.T) {
			switch c := e.(type) {
			case *catalogue.Weierstrass:
				curve, scheme := c.Curve(), c.ECDSA()
				a, err := curve.GenerateKey(rand.Reader)
				require.NoError(t, err)
				b, err := curve.GenerateKey(rand.Reader)
				require.NoError(t, err)
				h := c.Hash().New()
				h.Write(msg)
				digest := h.Sum(nil)
				sig, err := scheme.Sign(a, digest, nil)
				require.NoError(t, err)
				assert.NoError(t, scheme.Verify(a.PublicKey(), digest, sig, nil))
				assert.NoError(t, scheme.VerifyASN1(a.PublicKey(), digest, sig.ASN1(), nil))
				assert.NoError(t, scheme.VerifyCompact(a.PublicKey(), digest, sig.Bytes(), nil))
				assert.Error(t, scheme.Verify(b.PublicKey(), digest, sig, nil), "another key")
				digest[0] ^= 1
				assert.Error(t, scheme.Verify(a.PublicKey(), digest, sig, nil), "another digest")
				digest[0] ^= 1
				pub, err := scheme.RecoverPublicKey(digest, sig, nil)
				if new(big.Int).Lsh(curve.Order(), 1).Cmp(curve.Modulus()) < 0 {
					// p > 2n: a recovery id cannot name x(R), so Sign gives none.
					require.ErrorContains(t, err, "no recovery id")
					_, ok := sig.RecoveryID()
					assert.False(t, ok)
				} else {
					require.NoError(t, err)
					assert.True(t, pub.Equal(a.PublicKey()))
				}
				s1, err := a.ECDH(b.PublicKey())
				require.NoError(t, err)
				s2, err := b.ECDH(a.PublicKey())
				require.NoError(t, err)
				assert.Equal(t, s1, s2)
				assert.Len(t, s1, curve.FieldLen())
			case *catalogue.Edwards:
				s := c.EdDSA()
				seed := make([]byte, s.SeedSize())
				_, err := rand.Read(seed)
				require.NoError(t, err)
				pub := make([]byte, s.PublicKeySize())
				require.NoError(t, s.DerivePublicKey(pub, seed))
				sig := make([]byte, s.SignatureSize())
				require.NoError(t, s.Sign(sig, seed, pub, msg, nil))
				assert.NoError(t, s.Verify(pub, msg, sig, nil))
				sig2 := make([]byte, s.SignatureSize())
				require.NoError(t, s.Sign(sig2, seed, pub, msg, nil))
				assert.Equal(t, sig, sig2, "deterministic")
				for _, i := range []int{0, len(sig) / 2, len(sig) - 1} {
					bad := bytes.Clone(sig)
					bad[i] ^= 0x01
					assert.Error(t, s.Verify(pub, msg, bad, nil), "signature byte %d flipped", i)
				}
				assert.Error(t, s.Verify(pub, []byte("catalogu3"), sig, nil), "another message")
			case *catalogue.Montgomery:
				curve := c.Curve()
				ka, kb := make([]byte, curve.ScalarSize()), make([]byte, curve.ScalarSize())
				_, err := rand.Read(ka)
				require.NoError(t, err)
				_, err = rand.Read(kb)
				require.NoError(t, err)
				pa, pb := make([]byte, curve.PointSize()), make([]byte, curve.PointSize())
				require.NoError(t, curve.ScalarBaseMult(pa, ka))
				require.NoError(t, curve.ScalarBaseMult(pb, kb))
				s1, s2 := make([]byte, curve.PointSize()), make([]byte, curve.PointSize())
				require.NoError(t, curve.ScalarMult(s1, ka, pb))
				require.NoError(t, curve.ScalarMult(s2, kb, pa))
				assert.Equal(t, s1, s2)
				assert.NotEqual(t, pa, pb)
				zero := make([]byte, curve.PointSize())
				assert.Error(t, curve.ScalarMult(s1, ka, zero), "the point (0, 0) of order 2")
			}
		})
	}
}

// TestAllocs checks that verification on a catalogue curve allocates
// nothing, as on the engines' own test curves: the catalogue adds no layer
// of its own around the engine's hot paths.
func TestAllocs(t *testing.T) {
	if raceEnabled {
		t.Skip("allocation counts are not meaningful under the race detector")
	}
	c := catalogue.BrainpoolP256r1()
	curve, scheme := c.Curve(), c.ECDSA()
	priv, err := curve.GenerateKey(rand.Reader)
	require.NoError(t, err)
	digest := make([]byte, 32)
	sig, err := scheme.Sign(priv, digest, nil)
	require.NoError(t, err)
	der := sig.ASN1()
	pub := priv.PublicKey()
	assert.Zero(t, testing.AllocsPerRun(10, func() {
		if scheme.VerifyASN1(pub, digest, der, nil) != nil {
			t.Fatal("verify failed")
		}
	}))

	ed := catalogue.Jubjub().EdDSA()
	seed := make([]byte, ed.SeedSize())
	edPub := make([]byte, ed.PublicKeySize())
	require.NoError(t, ed.DerivePublicKey(edPub, seed))
	edSig := make([]byte, ed.SignatureSize())
	require.NoError(t, ed.Sign(edSig, seed, edPub, digest, nil))
	assert.Zero(t, testing.AllocsPerRun(10, func() {
		if ed.Verify(edPub, digest, edSig, nil) != nil {
			t.Fatal("verify failed")
		}
	}))
}
