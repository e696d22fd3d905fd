package weierstrass_test

import (
	"crypto"
	"crypto/sha256"
	"math/big"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/field"
)

// tracer records the sequence of field calls made through tracedField as a
// running hash, so that two computations can be compared for the same
// control flow at the field level.
type tracer struct {
	h uint64
	n int
}

func (t *tracer) op(id uint64) {
	t.h = (t.h ^ id) * 0x100000001b3 // FNV-1a step
	t.n++
}

// tracedField wraps a field and records every call.
type tracedField[E any] struct {
	field.Field[E]
	t *tracer
}

func (f tracedField[E]) Add(z, x, y *E)           { f.t.op(1); f.Field.Add(z, x, y) }
func (f tracedField[E]) Sub(z, x, y *E)           { f.t.op(2); f.Field.Sub(z, x, y) }
func (f tracedField[E]) Neg(z, x *E)              { f.t.op(3); f.Field.Neg(z, x) }
func (f tracedField[E]) Mul(z, x, y *E)           { f.t.op(4); f.Field.Mul(z, x, y) }
func (f tracedField[E]) Square(z, x *E)           { f.t.op(5); f.Field.Square(z, x) }
func (f tracedField[E]) Inverse(z, x *E)          { f.t.op(6); f.Field.Inverse(z, x) }
func (f tracedField[E]) Select(z, a, b *E, c int) { f.t.op(7); f.Field.Select(z, a, b, c) }
func (f tracedField[E]) Equal(x, y *E) int        { f.t.op(8); return f.Field.Equal(x, y) }
func (f tracedField[E]) IsZero(x *E) int          { f.t.op(9); return f.Field.IsZero(x) }
func (f tracedField[E]) Sgn0(x *E) int            { f.t.op(10); return f.Field.Sgn0(x) }
func (f tracedField[E]) PutBytes(b []byte, x *E)  { f.t.op(11); f.Field.PutBytes(b, x) }
func (f tracedField[E]) SetBytes(z *E, b []byte) error {
	f.t.op(12)
	return f.Field.SetBytes(z, b)
}
func (f tracedField[E]) SetWideBytes(z *E, b []byte) error {
	f.t.op(13)
	return f.Field.SetWideBytes(z, b)
}
func (f tracedField[E]) Sqrt(z, x *E) int { f.t.op(14); return f.Field.Sqrt(z, x) }
func (f tracedField[E]) SqrtRatio(z, u, v *E) int {
	f.t.op(15)
	return f.Field.SqrtRatio(z, u, v)
}

// TestConstantTimeTrace checks that the constant-time operations make the
// same sequence of field calls (in both the base and the scalar field)
// whatever their secret inputs: scalars 0, 1, n − 1, (n−1)/2 and random
// ones, different points, keys and messages. Together with the field
// packages' own constant-time tests this covers the engine's control flow.
func TestConstantTimeTrace(t *testing.T) {
	t.Run("P-256", func(t *testing.T) {
		tr := &tracer{}
		c, err := weierstrass.New(weierstrass.Params[field.PrimeElement, field.PrimeElement]{
			Name: "traced P-256", Field: tracedField[field.PrimeElement]{mustPrime(t, p256P), tr},
			Scalar: tracedField[field.PrimeElement]{mustPrime(t, p256N), tr},
			A:      p256A, B: p256B, Gx: p256Gx, Gy: p256Gy, Cofactor: big.NewInt(1), SSWU: p256SSWU,
		})
		require.NoError(t, err)
		testTrace(t, c, tr)
	})
	t.Run("secp256k1/GLV", func(t *testing.T) {
		tr := &tracer{}
		c, err := weierstrass.New(weierstrass.Params[field.PrimeElement, field.PrimeElement]{
			Name: "traced secp256k1", Field: tracedField[field.PrimeElement]{mustPrime(t, k256P), tr},
			Scalar: tracedField[field.PrimeElement]{mustPrime(t, k256N), tr},
			A:      new(big.Int), B: big.NewInt(7), Gx: k256Gx, Gy: k256Gy, Cofactor: big.NewInt(1),
			Endomorphism: k256Endo, SSWU: k256SSWU,
		})
		require.NoError(t, err)
		testTrace(t, c, tr)
	})
	t.Run("brainpoolP256r1", func(t *testing.T) {
		tr := &tracer{}
		c, err := weierstrass.New(weierstrass.Params[field.PrimeElement, field.PrimeElement]{
			Name: "traced brainpoolP256r1", Field: tracedField[field.PrimeElement]{mustPrime(t, bp256P), tr},
			Scalar: tracedField[field.PrimeElement]{mustPrime(t, bp256N), tr},
			A:      bp256A, B: bp256B, Gx: bp256Gx, Gy: bp256Gy, Cofactor: big.NewInt(1),
		})
		require.NoError(t, err)
		testTrace(t, c, tr)
	})
}

func testTrace[E, S any](t *testing.T, c *weierstrass.Curve[E, S], tr *tracer) {
	n := c.Order()
	var ks []*S
	for _, k := range []*big.Int{big.NewInt(0), big.NewInt(1), big.NewInt(2), new(big.Int).Sub(n, big.NewInt(1)),
		new(big.Int).Rsh(n, 1), new(big.Int).Lsh(big.NewInt(1), 128), big.NewInt(31337)} {
		s := new(S)
		require.NoError(t, field.SetBig(c.ScalarField(), s, k))
		ks = append(ks, s)
	}
	for i := range 3 {
		h := sha256.Sum256([]byte{byte(i)})
		s := new(S)
		require.NoError(t, field.SetBig(c.ScalarField(), s, new(big.Int).Mod(new(big.Int).SetBytes(h[:]), n)))
		ks = append(ks, s)
	}
	p1 := c.NewGeneratorPoint()
	p2 := c.NewIdentityPoint().ScalarBaseMult(ks[len(ks)-1])
	c.NewIdentityPoint().ScalarBaseMult(ks[0]) // build the table outside the traces
	trace := func(f func()) (uint64, int) {
		tr.h, tr.n = 0, 0
		f()
		return tr.h, tr.n
	}
	check := func(name string, fs []func()) {
		h0, n0 := trace(fs[0])
		require.NotZero(t, n0, name)
		for i, f := range fs[1:] {
			h, cnt := trace(f)
			assert.Equal(t, n0, cnt, "%s: input %d makes %d field calls, input 0 %d", name, i+1, cnt, n0)
			assert.Equal(t, h0, h, "%s: input %d takes another path", name, i+1)
		}
	}
	var sm, sbm []func()
	for _, k := range ks {
		for _, p := range []*weierstrass.Point[E, S]{p1, p2} {
			sm = append(sm, func() { c.NewIdentityPoint().ScalarMult(k, p) })
		}
		sbm = append(sbm, func() { c.NewIdentityPoint().ScalarBaseMult(k) })
	}
	check("ScalarMult", sm)
	check("ScalarBaseMult", sbm)
	// Negative control: the VarTime multiplication does depend on its scalars.
	h1, _ := trace(func() { c.NewIdentityPoint().DoubleScalarMultVarTime(ks[1], p2, ks[1]) })
	h2, _ := trace(func() { c.NewIdentityPoint().DoubleScalarMultVarTime(ks[len(ks)-1], p2, ks[len(ks)-2]) })
	require.NotEqual(t, h1, h2, "the tracer must see data-dependent paths")

	e, err := weierstrass.NewECDSA(c, weierstrass.ECDSAParams{Hash: crypto.SHA256})
	require.NoError(t, err)
	var sign, ecdh []func()
	for i := range 4 {
		priv, err := c.NewPrivateKey(new(big.Int).Sub(n, big.NewInt(int64(1+1000*i))).FillBytes(make([]byte, c.ScalarLen())))
		require.NoError(t, err)
		digest := sha256.Sum256([]byte{byte(i)})
		sign = append(sign, func() { _, _ = e.Sign(priv, digest[:], &weierstrass.SignOptions{S: weierstrass.LowS}) })
		ecdh = append(ecdh, func() { _, _ = priv.ECDH(p2pub(t, c, p2)) })
	}
	check("Sign", sign)
	check("ECDH", ecdh)

	if c.HasSSWU() {
		var maps []func()
		for i := range uint64(6) {
			u := new(E)
			c.Field().SetUint64(u, i*0x9e3779b97f4a7c15)
			maps = append(maps, func() { _, _ = c.NewIdentityPoint().MapToCurve(u) })
		}
		check("MapToCurve", maps)
	}
}

// p2pub returns p as a public key.
func p2pub[E, S any](t *testing.T, c *weierstrass.Curve[E, S], p *weierstrass.Point[E, S]) *weierstrass.PublicKey[E, S] {
	k, err := c.NewPublicKeyFromPoint(p)
	require.NoError(t, err)
	return k
}
