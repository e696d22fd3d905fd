package tower_test

import (
	"math/big"
	"math/rand/v2"
	"testing"

	bls12381 "github.com/consensys/gnark-crypto/ecc/bls12-381"
	blsfp "github.com/consensys/gnark-crypto/ecc/bls12-381/fp"
	"github.com/consensys/gnark-crypto/ecc/bn254"
	bnfp "github.com/consensys/gnark-crypto/ecc/bn254/fp"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/tower"
)

// gnark-crypto's tower types (bls12381.E2, E12 = GT, and bn254's) are an
// independent implementation of the same tower: u² = −1, v³ = ξ, w² = v,
// with ξ = 1 + u for BLS12-381 and 9 + u for BN254. Values cross over as
// canonical big-endian coefficients.

// gnarkE2 and gnarkE12 are the methods of gnark's E2 and E12 the tests use.
type gnarkE2[T any] interface {
	*T
	Add(x, y *T) *T
	Mul(x, y *T) *T
	Square(x *T) *T
	MulByNonResidue(x *T) *T
	Inverse(x *T) *T
	Sqrt(x *T) *T
	Legendre() int
	Neg(x *T) *T
	Conjugate(x *T) *T
}

type gnarkE12[T any] interface {
	*T
	Mul(x, y *T) *T
	Square(x *T) *T
	Inverse(x *T) *T
	Frobenius(x *T) *T
	FrobeniusSquare(x *T) *T
	CyclotomicSquare(x *T) *T
	CyclotomicSquareCompressed(x *T) *T
	DecompressKarabina(x *T) *T
	Conjugate(x *T) *T
}

// gnarkCurve connects one of gnark's towers to ours.
type gnarkCurve[T2, T12 any] struct {
	f      *tower.Fp12[Prime]
	to2    func(c [2]*big.Int) T2
	from2  func(x *T2) [2]*big.Int
	to12   func(c [12]*big.Int) T12
	from12 func(x *T12) [12]*big.Int
	// sparse is gnark's line multiplication (MulBy034 or MulBy014), ours
	// the matching method.
	sparse func(z *T12, a, b, c *T2)
	ours   func(z, x *tower.Fp12Element[Prime], a, b, c *tower.Fp2Element[Prime])
}

// big2 returns the coefficients of x.
func big2(f *tower.Fp2[Prime], x *tower.Fp2Element[Prime]) [2]*big.Int {
	return [2]*big.Int{field.Big(f.Base(), &x.C0), field.Big(f.Base(), &x.C1)}
}

// TestGnarkBLS12381 and TestGnarkBN254 compare Fp2 and Fp12 arithmetic with
// gnark-crypto's on random values.
func TestGnarkBLS12381(t *testing.T) {
	conv := func(c *big.Int) (e blsfp.Element) {
		if err := e.SetBytesCanonical(c.FillBytes(make([]byte, blsfp.Bytes))); err != nil {
			panic(err)
		}
		return e
	}
	back := func(e *blsfp.Element) *big.Int { b := e.Bytes(); return new(big.Int).SetBytes(b[:]) }
	to2 := func(c [2]*big.Int) bls12381.E2 { return bls12381.E2{A0: conv(c[0]), A1: conv(c[1])} }
	from2 := func(x *bls12381.E2) [2]*big.Int { return [2]*big.Int{back(&x.A0), back(&x.A1)} }
	c := gnarkCurve[bls12381.E2, bls12381.E12]{
		f: blsTower(t), to2: to2, from2: from2,
		to12: func(c [12]*big.Int) (z bls12381.E12) {
			for i, e := range [6]*bls12381.E2{&z.C0.B0, &z.C0.B1, &z.C0.B2, &z.C1.B0, &z.C1.B1, &z.C1.B2} {
				*e = to2([2]*big.Int{c[2*i], c[2*i+1]})
			}
			return z
		},
		from12: func(z *bls12381.E12) (c [12]*big.Int) {
			for i, e := range [6]*bls12381.E2{&z.C0.B0, &z.C0.B1, &z.C0.B2, &z.C1.B0, &z.C1.B1, &z.C1.B2} {
				b := from2(e)
				c[2*i], c[2*i+1] = b[0], b[1]
			}
			return c
		},
		sparse: func(z *bls12381.E12, a, b, c *bls12381.E2) { z.MulBy014(a, b, c) },
	}
	c.ours = c.f.MulBy014
	testGnark(t, c)
}

func TestGnarkBN254(t *testing.T) {
	conv := func(c *big.Int) (e bnfp.Element) {
		if err := e.SetBytesCanonical(c.FillBytes(make([]byte, bnfp.Bytes))); err != nil {
			panic(err)
		}
		return e
	}
	back := func(e *bnfp.Element) *big.Int { b := e.Bytes(); return new(big.Int).SetBytes(b[:]) }
	to2 := func(c [2]*big.Int) bn254.E2 { return bn254.E2{A0: conv(c[0]), A1: conv(c[1])} }
	from2 := func(x *bn254.E2) [2]*big.Int { return [2]*big.Int{back(&x.A0), back(&x.A1)} }
	c := gnarkCurve[bn254.E2, bn254.E12]{
		f: bnTower(t), to2: to2, from2: from2,
		to12: func(c [12]*big.Int) (z bn254.E12) {
			for i, e := range [6]*bn254.E2{&z.C0.B0, &z.C0.B1, &z.C0.B2, &z.C1.B0, &z.C1.B1, &z.C1.B2} {
				*e = to2([2]*big.Int{c[2*i], c[2*i+1]})
			}
			return z
		},
		from12: func(z *bn254.E12) (c [12]*big.Int) {
			for i, e := range [6]*bn254.E2{&z.C0.B0, &z.C0.B1, &z.C0.B2, &z.C1.B0, &z.C1.B1, &z.C1.B2} {
				b := from2(e)
				c[2*i], c[2*i+1] = b[0], b[1]
			}
			return c
		},
		sparse: func(z *bn254.E12, a, b, c *bn254.E2) { z.MulBy034(a, b, c) },
	}
	c.ours = c.f.MulBy034
	testGnark(t, c)
}

func testGnark[T2 any, P2 gnarkE2[T2], T12 any, P12 gnarkE12[T12]](t *testing.T, c gnarkCurve[T2, T12]) {
	f12, f2 := c.f, c.f.Fp2()
	rng := rand.New(rand.NewPCG(1, 2))
	n := 64
	if testing.Short() {
		n = 8
	}
	b2 := func(x *tower.Fp2Element[Prime]) [2]*big.Int { return big2(f2, x) }
	for i := range n {
		// Fp2.
		x, y := rand2(rng, f2), rand2(rng, f2)
		if i == 0 {
			f2.Zero(&x)
		}
		gx, gy := c.to2(b2(&x)), c.to2(b2(&y))
		var z tower.Fp2Element[Prime]
		var g T2
		f2.Mul(&z, &x, &y)
		P2(&g).Mul(&gx, &gy)
		require.Equal(t, c.from2(&g), b2(&z), "Fp2 Mul")
		f2.Square(&z, &x)
		P2(&g).Square(&gx)
		require.Equal(t, c.from2(&g), b2(&z), "Fp2 Square")
		f2.Inverse(&z, &x)
		P2(&g).Inverse(&gx)
		require.Equal(t, c.from2(&g), b2(&z), "Fp2 Inverse")
		f2.Frobenius(&z, &x)
		P2(&g).Conjugate(&gx)
		require.Equal(t, c.from2(&g), b2(&z), "Fp2 Frobenius")
		for _, w := range []tower.Fp2Element[Prime]{x, func() tower.Fp2Element[Prime] { var s tower.Fp2Element[Prime]; f2.Square(&s, &x); return s }()} {
			gw := c.to2(b2(&w))
			ok := f2.Sqrt(&z, &w)
			require.Equal(t, P2(&gw).Legendre() != -1, ok == 1, "Fp2 Sqrt: squareness")
			if ok == 1 {
				P2(&g).Sqrt(&gw)
				var neg T2
				P2(&neg).Neg(&g)
				got := b2(&z)
				require.True(t, equal2(c.from2(&g), got) || equal2(c.from2(&neg), got), "Fp2 Sqrt: %v is neither root", got)
			}
		}
		// Fp12.
		a, b := rand12(rng, f12), rand12(rng, f12)
		ga, gb := c.to12(flat(f12, &a)), c.to12(flat(f12, &b))
		var r tower.Fp12Element[Prime]
		var gr T12
		check := func(op string) {
			t.Helper()
			require.Equal(t, c.from12(&gr), flat(f12, &r), "Fp12 %s", op)
		}
		f12.Mul(&r, &a, &b)
		P12(&gr).Mul(&ga, &gb)
		check("Mul")
		f12.Square(&r, &a)
		P12(&gr).Square(&ga)
		check("Square")
		f12.Inverse(&r, &a)
		P12(&gr).Inverse(&ga)
		check("Inverse")
		f12.Conjugate(&r, &a)
		P12(&gr).Conjugate(&ga)
		check("Conjugate")
		f12.Frobenius(&r, &a)
		P12(&gr).Frobenius(&ga)
		check("Frobenius")
		f12.FrobeniusSquare(&r, &a)
		P12(&gr).FrobeniusSquare(&ga)
		check("FrobeniusSquare")
		f12.FrobeniusCube(&r, &a)
		P12(&gr).Frobenius(&ga)
		P12(&gr).FrobeniusSquare(&gr)
		check("FrobeniusCube")
		d0, d1, d2 := rand2(rng, f2), rand2(rng, f2), rand2(rng, f2)
		c.ours(&r, &a, &d0, &d1, &d2)
		gd0, gd1, gd2 := c.to2(b2(&d0)), c.to2(b2(&d1)), c.to2(b2(&d2))
		gr = ga
		c.sparse(&gr, &gd0, &gd1, &gd2)
		check("sparse line product")
		cy := cyclotomic(f12, &a)
		gc := c.to12(flat(f12, &cy))
		f12.CyclotomicSquare(&r, &cy)
		P12(&gr).CyclotomicSquare(&gc)
		check("CyclotomicSquare")
		// Compressed squaring: the coefficients b and c (C0.C1, C0.C2,
		// C1.C0, C1.C2) after three squarings, then the decompression.
		r, gr = cy, gc
		for range 3 {
			f12.CyclotomicSquareCompressed(&r, &r)
			P12(&gr).CyclotomicSquareCompressed(&gr)
		}
		ours, theirs := flat(f12, &r), c.from12(&gr)
		require.Equal(t, theirs[2:8], ours[2:8], "Fp12 CyclotomicSquareCompressed")
		require.Equal(t, theirs[10:], ours[10:], "Fp12 CyclotomicSquareCompressed")
		xs := []tower.Fp12Element[Prime]{r}
		require.Equal(t, 1, f12.CyclotomicDecompress(xs))
		r = xs[0]
		P12(&gr).DecompressKarabina(&gr)
		check("CyclotomicDecompress")
	}
}

func equal2(a, b [2]*big.Int) bool { return a[0].Cmp(b[0]) == 0 && a[1].Cmp(b[1]) == 0 }
