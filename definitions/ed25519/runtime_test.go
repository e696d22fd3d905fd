package ed25519

import (
	"crypto/sha512"
	"testing"

	"github.com/curvekit/curvekit/curves/edwards"
	"github.com/curvekit/curvekit/field"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRuntimeField builds edwards25519 and Ed25519 again from the same
// constants, with the runtime-modulus field.Prime for both the base field and
// the scalars, and checks that it derives the same public keys and produces
// the same signatures, byte for byte, as this package (which uses the fixed
// fields fp25519 and fn25519), and that each verifies the other's.
func TestRuntimeField(t *testing.T) {
	fp, err := field.NewPrime(paramP, field.LittleEndian)
	require.NoError(t, err)
	fn, err := field.NewPrime(paramL, field.LittleEndian)
	require.NoError(t, err)
	c, err := edwards.New(edwards.Params[field.PrimeElement, field.PrimeElement]{
		Name: "edwards25519 over field.Prime", Field: fp, Scalar: fn,
		A: paramA, D: paramD, Gx: paramBx, Gy: paramBy, Cofactor: 8, EncodingLen: 32,
	})
	require.NoError(t, err)
	s, err := edwards.NewScheme(c, edwards.SchemeParams{Hash: sha512.New, DomPrefix: dom2Prefix, Prehash: sha512.New})
	require.NoError(t, err)

	r := testRand(t)
	for i := range 25 {
		seed := make([]byte, SeedSize)
		r.Read(seed)
		msg := make([]byte, r.Uint64()%200)
		r.Read(msg)
		priv, err := NewKeyFromSeed(seed)
		require.NoError(t, err)
		pub := make([]byte, PublicKeySize)
		require.NoError(t, s.DerivePublicKey(pub, seed))
		assert.Equal(t, []byte(priv.PublicKey()), pub, "key %d", i)

		want, err := priv.Sign(nil, msg, &Options{Context: "runtime"})
		require.NoError(t, err)
		got := make([]byte, SignatureSize)
		require.NoError(t, s.Sign(got, seed, pub, msg, &edwards.Options{Context: "runtime"}))
		assert.Equal(t, want, got, "signature %d", i)
		assert.NoError(t, s.Verify(pub, msg, want, &edwards.Options{Context: "runtime", Policy: edwards.Stdlib}))
		assert.NoError(t, VerifyWithOptions(pub, msg, got, &Options{Context: "runtime"}))
	}
}
