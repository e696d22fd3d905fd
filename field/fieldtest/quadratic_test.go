package fieldtest

import (
	"math/big"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/tower"
)

// fp2 is the extension the quadratic self-tests run on and break.
type fp2 = tower.Fp2[field.PrimeElement]

type fp2e = tower.Fp2Element[field.PrimeElement]

// brokenFp2 is an Fp2 with one method replaced by a faulty one.
type brokenFp2 struct {
	*fp2
	mul     func(f *fp2, z, x, y *fp2e)
	sgn0    func(f *fp2, x *fp2e) int
	sqrt    func(f *fp2, z, x *fp2e) int
	inverse func(f *fp2, z, x *fp2e)
	wide    func(f *fp2, z *fp2e, b []byte) error
}

func (b brokenFp2) Mul(z, x, y *fp2e) {
	if b.mul != nil {
		b.mul(b.fp2, z, x, y)
		return
	}
	b.fp2.Mul(z, x, y)
}

func (b brokenFp2) Sgn0(x *fp2e) int {
	if b.sgn0 != nil {
		return b.sgn0(b.fp2, x)
	}
	return b.fp2.Sgn0(x)
}

func (b brokenFp2) Sqrt(z, x *fp2e) int {
	if b.sqrt != nil {
		return b.sqrt(b.fp2, z, x)
	}
	return b.fp2.Sqrt(z, x)
}

func (b brokenFp2) Inverse(z, x *fp2e) {
	if b.inverse != nil {
		b.inverse(b.fp2, z, x)
		return
	}
	b.fp2.Inverse(z, x)
}

func (b brokenFp2) SetWideBytes(z *fp2e, s []byte) error {
	if b.wide != nil {
		return b.wide(b.fp2, z, s)
	}
	return b.fp2.SetWideBytes(z, s)
}

// TestRunQuadraticPasses runs the quadratic suite on correct extensions.
func TestRunQuadraticPasses(t *testing.T) {
	for _, c := range []struct {
		p    *big.Int
		beta int64
	}{{big.NewInt(1009), 11}, {testPrimes[3].p, -1}} {
		fp, err := field.NewPrime(c.p, field.BigEndian)
		require.NoError(t, err)
		f2, err := tower.NewFp2(fp, big.NewInt(c.beta), tower.C1First)
		require.NoError(t, err)
		r := newRecorder()
		runQuadratic(r, f2, Quadratic{Beta: big.NewInt(c.beta)}, Options{Iterations: 8, Seed: 1})
		require.False(t, r.failed, "failures: %v", *r.failures)
	}
}

// TestRunQuadraticCatches runs the quadratic suite on broken extensions and
// requires the named property to fail.
func TestRunQuadraticCatches(t *testing.T) {
	p := testPrimes[3].p // P-256's p ≡ 3 mod 4: β = −1
	fp, err := field.NewPrime(p, field.BigEndian)
	require.NoError(t, err)
	f2, err := tower.NewFp2(fp, big.NewInt(-1), tower.C1First)
	require.NoError(t, err)
	for _, c := range []struct {
		name, property string
		f              brokenFp2
	}{
		{"Mul takes y's c1 from x", "/Arithmetic", brokenFp2{mul: func(f *fp2, z, x, y *fp2e) {
			b := fp2e{C0: y.C0, C1: x.C1}
			f.Mul(z, x, &b)
		}}},
		{"Sgn0 of c0 only", "/Predicates", brokenFp2{sgn0: func(f *fp2, x *fp2e) int {
			return f.Base().Sgn0(&x.C0)
		}}},
		{"Sqrt returns either root", "/Sqrt", brokenFp2{sqrt: func(f *fp2, z, x *fp2e) int {
			ok := f.Sqrt(z, x)
			f.Neg(z, z)
			return ok
		}}},
		{"Inverse(0) is garbage", "/Arithmetic", brokenFp2{inverse: func(f *fp2, z, x *fp2e) {
			f.Inverse(z, x)
			if f.IsZero(x) == 1 {
				f.One(z)
			}
		}}},
		{"SetWideBytes in encoding order", "/WideBytes", brokenFp2{wide: func(f *fp2, z *fp2e, b []byte) error {
			if err := f.SetWideBytes(z, b); err != nil {
				return err
			}
			z.C0, z.C1 = z.C1, z.C0
			return nil
		}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			c.f.fp2 = f2
			r := newRecorder()
			runQuadratic(r, c.f, Quadratic{Beta: big.NewInt(-1)}, Options{Iterations: 8, Seed: 2})
			require.True(t, r.failed, "the suite passes a broken extension")
			found := false
			for _, msg := range *r.failures {
				found = found || strings.Contains(msg, c.property)
			}
			require.True(t, found, "no failure in %s: %v", c.property, *r.failures)
		})
	}
}
