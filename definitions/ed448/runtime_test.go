package ed448

import (
	"testing"

	"github.com/curvekit/curvekit/curves/edwards"
	"github.com/curvekit/curvekit/field"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRuntimeField builds edwards448 and Ed448 again from the same
// constants over the runtime-modulus field.Prime (base field and scalars),
// and checks that it derives the same public keys and produces the same
// Ed448 and Ed448ph signatures, byte for byte, as this package (which uses
// the fixed fields fp448 and fn448), each verifying the other's.
func TestRuntimeField(t *testing.T) {
	fp, err := field.NewPrime(paramP, field.LittleEndian)
	require.NoError(t, err)
	fn, err := field.NewPrime(paramQ, field.LittleEndian)
	require.NoError(t, err)
	c, err := edwards.New(edwards.Params[field.PrimeElement, field.PrimeElement]{
		Name: "edwards448 over field.Prime", Field: fp, Scalar: fn,
		A: paramA, D: paramD, Gx: paramBx, Gy: paramBy, Cofactor: 4, EncodingLen: 57,
	})
	require.NoError(t, err)
	s, err := edwards.NewScheme(c, edwards.SchemeParams{
		Hash: edwards.SHAKE256Hash(114), DomPrefix: dom4Prefix, DomAlways: true, Prehash: edwards.SHAKE256Hash(64),
	})
	require.NoError(t, err)

	r := testRand(t)
	for i := range 12 {
		seed := make([]byte, SeedSize)
		r.Read(seed)
		msg := make([]byte, r.Uint64()%200)
		r.Read(msg)
		priv, err := NewKeyFromSeed(seed)
		require.NoError(t, err)
		pub := make([]byte, PublicKeySize)
		require.NoError(t, s.DerivePublicKey(pub, seed))
		assert.Equal(t, []byte(priv.PublicKey()), pub, "key %d", i)

		want, err := Sign(priv, msg, "runtime")
		require.NoError(t, err)
		got := make([]byte, SignatureSize)
		require.NoError(t, s.Sign(got, seed, pub, msg, &edwards.Options{Context: "runtime"}))
		assert.Equal(t, want, got, "signature %d", i)
		assert.NoError(t, s.Verify(pub, msg, want, &edwards.Options{Context: "runtime"}))

		wantPh, err := SignPh(priv, msg, "")
		require.NoError(t, err)
		require.NoError(t, s.Sign(got, seed, pub, Prehash(msg), &edwards.Options{Prehashed: true}))
		assert.Equal(t, wantPh, got, "Ed448ph signature %d", i)
		assert.True(t, VerifyPh(pub, msg, got, ""))
	}
}
