package edwards

import (
	"crypto/rand"
	"math/big"
	"testing"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fn25519"
	"github.com/curvekit/curvekit/field/fn448"
	"github.com/curvekit/curvekit/field/fp25519"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// ed25519TestParams returns the edwards25519 parameters over fp25519.
func ed25519TestParams(t *testing.T) Params[fp25519.Element, field.PrimeElement] {
	testCurves(t)
	return Params[fp25519.Element, field.PrimeElement]{
		Name: "test", Field: fp25519.Field{}, Scalar: scalar25519,
		A: a25519, D: d25519, Gx: gx25519, Gy: gy25519, Cofactor: 8,
	}
}

func TestNewValidation(t *testing.T) {
	good := ed25519TestParams(t)
	_, err := New(good)
	require.NoError(t, err)
	p25519minus := func(x int64) *big.Int { return new(big.Int).Sub(p25519, big.NewInt(x)) }
	cases := map[string]struct {
		edit func(p *Params[fp25519.Element, field.PrimeElement])
		msg  string
	}{
		"nil field":         {func(p *Params[fp25519.Element, field.PrimeElement]) { p.Field = nil }, "nil Field"},
		"nil scalar":        {func(p *Params[fp25519.Element, field.PrimeElement]) { p.Scalar = nil }, "nil Field"},
		"nil d":             {func(p *Params[fp25519.Element, field.PrimeElement]) { p.D = nil }, "nil A"},
		"a = p ≡ 0":         {func(p *Params[fp25519.Element, field.PrimeElement]) { p.A = p25519 }, "non-zero"},
		"a = 0":             {func(p *Params[fp25519.Element, field.PrimeElement]) { p.A = big.NewInt(0) }, "non-zero"},
		"a = d":             {func(p *Params[fp25519.Element, field.PrimeElement]) { p.A = d25519 }, "singular"},
		"a non-square":      {func(p *Params[fp25519.Element, field.PrimeElement]) { p.A = big.NewInt(2) }, "not a square"},
		"d square":          {func(p *Params[fp25519.Element, field.PrimeElement]) { p.D = big.NewInt(4) }, "is a square"},
		"G off the curve":   {func(p *Params[fp25519.Element, field.PrimeElement]) { p.Gx = big.NewInt(5) }, "not on the curve"},
		"G the identity":    {func(p *Params[fp25519.Element, field.PrimeElement]) { p.Gx, p.Gy = big.NewInt(0), big.NewInt(1) }, "identity"},
		"G of order 2":      {func(p *Params[fp25519.Element, field.PrimeElement]) { p.Gx, p.Gy = big.NewInt(0), p25519minus(1) }, "n·G ≠ O"},
		"order mismatch":    {func(p *Params[fp25519.Element, field.PrimeElement]) { p.Order = big.NewInt(7) }, "not the modulus"},
		"cofactor 0":        {func(p *Params[fp25519.Element, field.PrimeElement]) { p.Cofactor = 0 }, "multiple of 4"},
		"cofactor 6":        {func(p *Params[fp25519.Element, field.PrimeElement]) { p.Cofactor = 6 }, "multiple of 4"},
		"cofactor 4":        {func(p *Params[fp25519.Element, field.PrimeElement]) { p.Cofactor = 4 }, "Hasse"},
		"cofactor 12":       {func(p *Params[fp25519.Element, field.PrimeElement]) { p.Cofactor = 12 }, "Hasse"},
		"encoding too long": {func(p *Params[fp25519.Element, field.PrimeElement]) { p.EncodingLen = 65 }, "encoding length"},
		"encoding short":    {func(p *Params[fp25519.Element, field.PrimeElement]) { p.EncodingLen = 31 }, "encoding length"},
	}
	for name, tc := range cases {
		p := good
		tc.edit(&p)
		c, err := New(p)
		assert.Nil(t, c, name)
		assert.ErrorContains(t, err, tc.msg, name)
		if err != nil {
			assert.Contains(t, err.Error(), "edwards: ", name)
		}
	}
	// A scalar field that is not the generator's order.
	p := good
	p.Scalar = scalar448
	_, err = New(p)
	require.ErrorContains(t, err, "n·G ≠ O")
}

// TestRuntimeFieldAgrees checks that edwards25519 and edwards448 over the
// runtime field give the same encodings as over their fixed fields.
func TestRuntimeFieldAgrees(t *testing.T) {
	testCurves(t)
	for range 16 {
		k, err := rand.Int(rand.Reader, l25519)
		require.NoError(t, err)
		var s field.PrimeElement
		var sf fn25519.Element
		require.NoError(t, field.SetBig(scalar25519, &s, k))
		require.NoError(t, field.SetBig(fn25519.Field{}, &sf, k))
		P1 := ed25519Fixed.NewIdentityPoint().ScalarBaseMult(&sf)
		P2 := ed25519Prime.NewIdentityPoint().ScalarBaseMult(&s)
		require.Equal(t, P1.Bytes(), P2.Bytes())
		Q1 := new(Point[fp25519.Element, fn25519.Element]).DoubleScalarMultVarTime(&sf, P1, &sf)
		Q2 := new(Point[field.PrimeElement, field.PrimeElement]).DoubleScalarMultVarTime(&s, P2, &s)
		require.Equal(t, Q1.Bytes(), Q2.Bytes())

		k, err = rand.Int(rand.Reader, q448)
		require.NoError(t, err)
		var s448 fn448.Element
		require.NoError(t, field.SetBig(scalar448, &s, k))
		require.NoError(t, field.SetBig(fn448.Field{}, &s448, k))
		R1 := ed448Fixed.NewIdentityPoint().ScalarBaseMult(&s448)
		R2 := ed448Prime.NewIdentityPoint().ScalarBaseMult(&s)
		require.Equal(t, R1.Bytes(), R2.Bytes())
	}
	ed25519s, ed448s := testSchemes(t)
	msg := []byte("same signature at run time")
	for _, group := range []map[string]signer{ed25519s, ed448s} {
		var sigs [][]byte
		for _, s := range group {
			seed := make([]byte, s.SeedSize())
			seed[0] = 42
			pub := make([]byte, s.SeedSize())
			require.NoError(t, s.DerivePublicKey(pub, seed))
			sig := make([]byte, s.SignatureSize())
			require.NoError(t, s.Sign(sig, seed, pub, msg, nil))
			sigs = append(sigs, sig)
		}
		require.Equal(t, sigs[0], sigs[1])
	}
}

// TestGeneralCofactorPath forces the public-scalar cofactor multiplication
// used for cofactors that are not powers of two, and checks it against the
// doubling path.
func TestGeneralCofactorPath(t *testing.T) {
	c, err := New(ed25519TestParams(t))
	require.NoError(t, err)
	c.cofactorNAF = bigNAF(big.NewInt(8))
	s, err := NewScheme(c, ed25519Params)
	require.NoError(t, err)
	ref, err := NewScheme(ed25519Fixed, ed25519Params)
	require.NoError(t, err)
	for i := range 8 {
		P := c.NewIdentityPoint().ScalarBaseMult(randomScalar(t, c))
		enc := P.Bytes()
		Q, err := ed25519Fixed.NewIdentityPoint().SetBytes(enc)
		require.NoError(t, err)
		assert.Equal(t, new(Point[fp25519.Element, fn25519.Element]).MultByCofactor(Q).Bytes(),
			new(Point[fp25519.Element, field.PrimeElement]).MultByCofactor(P).Bytes())
		assert.Equal(t, 0, P.IsSmallOrder())
		seed := []byte("01234567890123456789012345678901")
		seed[0] = byte(i)
		pub := make([]byte, 32)
		require.NoError(t, s.DerivePublicKey(pub, seed))
		sig := make([]byte, 64)
		require.NoError(t, ref.Sign(sig, seed, pub, enc, nil))
		for _, p := range []Policy{RFC8032, Strict, ZIP215} {
			require.NoError(t, s.Verify(pub, enc, sig, &Options{Policy: p}))
			b := s.NewBatchVerifier()
			require.NoError(t, b.Add(pub, enc, sig, &Options{Policy: p}))
			ok, _ := b.Verify(nil)
			require.True(t, ok)
		}
	}
	O := c.NewIdentityPoint()
	assert.Equal(t, 1, O.IsSmallOrder())
}
