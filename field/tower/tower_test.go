package tower_test

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/tower"
)

// p127 is 2^127 − 1, ≡ 1 mod 6 and ≡ 7 mod 8: β = −2 is a non-square, so the
// tower over it takes the general-β and general-ξ paths.
var p127 = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 127), big.NewInt(1))

// generalTower returns the tower over 2^127 − 1 with β = −2 and the first
// ξ = k + 2u (k = 1, 2, …) that is neither a square nor a cube.
func generalTower(t testing.TB) *tower.Fp12[Prime] {
	t.Helper()
	fp, err := field.NewPrime(p127, field.BigEndian)
	require.NoError(t, err)
	for k := int64(1); k < 100; k++ {
		f12, err := tower.NewTower[Prime](fp, big.NewInt(-2), big.NewInt(k), big.NewInt(2), tower.C0First)
		if err == nil {
			return f12
		}
	}
	t.Fatal("no ξ = k + 2u found")
	return nil
}

// forEachTower runs fn over the BLS12-381 and BN254 towers (β = −1, ξ = k + u
// multiplied by additions) and the general one.
func forEachTower(t *testing.T, fn func(t *testing.T, f *tower.Fp12[Prime], p *big.Int)) {
	t.Run("BLS12-381", func(t *testing.T) { fn(t, blsTower(t), pBLS) })
	t.Run("BN254", func(t *testing.T) { fn(t, bnTower(t), pBN) })
	t.Run("p=2^127-1", func(t *testing.T) { fn(t, generalTower(t), p127) })
}

func iterations() int {
	if testing.Short() {
		return 4
	}
	return 16
}

// TestRingLaws checks Fp6 and Fp12 against the ring axioms, Square against
// Mul, Inverse against 1, and the aliasing of every operation.
func TestRingLaws(t *testing.T) {
	forEachTower(t, func(t *testing.T, f *tower.Fp12[Prime], _ *big.Int) {
		rng := rand.New(rand.NewPCG(3, 4))
		var one, zero, l, r, s tower.Fp12Element[Prime]
		f.One(&one)
		f.Inverse(&l, &zero)
		requireEqual12(t, f, &l, &zero, "Inverse(0)")
		for range iterations() {
			a, b, c := rand12(rng, f), rand12(rng, f), rand12(rng, f)
			f.Mul(&l, &a, &b)
			f.Mul(&r, &b, &a)
			requireEqual12(t, f, &l, &r, "ab = ba")
			f.Mul(&l, &l, &c)
			f.Mul(&r, &b, &c)
			f.Mul(&r, &a, &r)
			requireEqual12(t, f, &l, &r, "(ab)c = a(bc)")
			f.Add(&s, &b, &c)
			f.Mul(&l, &a, &s)
			f.Mul(&r, &a, &b)
			f.Mul(&s, &a, &c)
			f.Add(&r, &r, &s)
			requireEqual12(t, f, &l, &r, "a(b + c) = ab + ac")
			f.Square(&l, &a)
			f.Mul(&r, &a, &a)
			requireEqual12(t, f, &l, &r, "Square")
			f.Inverse(&l, &a)
			f.Mul(&l, &l, &a)
			requireEqual12(t, f, &l, &one, "a·(1/a)")
			f.Sub(&l, &a, &b)
			f.Add(&l, &l, &b)
			requireEqual12(t, f, &l, &a, "(a − b) + b")
			f.Neg(&l, &a)
			f.Add(&l, &l, &a)
			requireEqual12(t, f, &l, &zero, "−a + a")
			// Fp6 on its own.
			f6 := f.Fp6()
			var x, y tower.Fp6Element[Prime]
			f6.Square(&x, &a.C0)
			f6.Mul(&y, &a.C0, &a.C0)
			require.Equal(t, 1, f6.Equal(&x, &y), "Fp6 Square")
			f6.Inverse(&x, &a.C0)
			f6.Mul(&x, &x, &a.C0)
			require.Equal(t, 1, f6.Equal(&x, &one.C0), "Fp6 a·(1/a)")
			checkAliasing(t, f, a, b)
		}
	})
}

// checkAliasing checks every Fp12 operation with its output aliasing an
// input.
func checkAliasing(t *testing.T, f *tower.Fp12[Prime], a, b tower.Fp12Element[Prime]) {
	t.Helper()
	var want tower.Fp12Element[Prime]
	bin := map[string]func(z, x, y *tower.Fp12Element[Prime]){"Mul": f.Mul, "Add": f.Add, "Sub": f.Sub}
	for name, op := range bin {
		op(&want, &a, &b)
		x, y := a, b
		op(&x, &x, &y)
		requireEqual12(t, f, &x, &want, "%s(x, x, y)", name)
		x, y = a, b
		op(&y, &x, &y)
		requireEqual12(t, f, &y, &want, "%s(y, x, y)", name)
		op(&want, &a, &a)
		x = a
		op(&x, &x, &x)
		requireEqual12(t, f, &x, &want, "%s(x, x, x)", name)
	}
	cy := cyclotomic(f, &a)
	un := map[string]func(z, x *tower.Fp12Element[Prime]){"Square": f.Square, "Inverse": f.Inverse,
		"Neg": f.Neg, "Conjugate": f.Conjugate, "Frobenius": f.Frobenius, "FrobeniusSquare": f.FrobeniusSquare,
		"FrobeniusCube": f.FrobeniusCube, "CyclotomicSquare": f.CyclotomicSquare}
	for name, op := range un {
		op(&want, &cy)
		x := cy
		op(&x, &x)
		requireEqual12(t, f, &x, &want, "%s(x, x)", name)
	}
	d := [3]tower.Fp2Element[Prime]{b.C0.C0, b.C1.C0, b.C1.C1}
	for name, op := range map[string]func(z, x *tower.Fp12Element[Prime], d0, d1, d2 *tower.Fp2Element[Prime]){
		"MulBy034": f.MulBy034, "MulBy014": f.MulBy014} {
		op(&want, &a, &d[0], &d[1], &d[2])
		x := a
		op(&x, &x, &d[0], &d[1], &d[2])
		requireEqual12(t, f, &x, &want, "%s(x, x, …)", name)
	}
}

// TestSparse checks the sparse products against Mul by the dense element.
func TestSparse(t *testing.T) {
	forEachTower(t, func(t *testing.T, f *tower.Fp12[Prime], _ *big.Int) {
		rng := rand.New(rand.NewPCG(5, 6))
		f2, f6 := f.Fp2(), f.Fp6()
		for range iterations() {
			x := rand12(rng, f)
			d0, d1, d2 := rand2(rng, f2), rand2(rng, f2), rand2(rng, f2)
			var y, got, want tower.Fp12Element[Prime]
			y.C0.C0, y.C1.C0, y.C1.C1 = d0, d1, d2 // 0, 3, 4
			f.Mul(&want, &x, &y)
			f.MulBy034(&got, &x, &d0, &d1, &d2)
			requireEqual12(t, f, &got, &want, "MulBy034")
			y = tower.Fp12Element[Prime]{}
			y.C0.C0, y.C0.C1, y.C1.C1 = d0, d1, d2 // 0, 1, 4
			f.Mul(&want, &x, &y)
			f.MulBy014(&got, &x, &d0, &d1, &d2)
			requireEqual12(t, f, &got, &want, "MulBy014")
			var e, g, w tower.Fp6Element[Prime]
			e.C0, e.C1 = d0, d1
			f6.Mul(&w, &x.C0, &e)
			f6.MulBy01(&g, &x.C0, &d0, &d1)
			require.Equal(t, 1, f6.Equal(&g, &w), "MulBy01")
			e = tower.Fp6Element[Prime]{C1: d1}
			f6.Mul(&w, &x.C0, &e)
			f6.MulBy1(&g, &x.C0, &d1)
			require.Equal(t, 1, f6.Equal(&g, &w), "MulBy1")
			e = tower.Fp6Element[Prime]{C0: d0}
			f6.Mul(&w, &x.C0, &e)
			f6.MulByFp2(&g, &x.C0, &d0)
			require.Equal(t, 1, f6.Equal(&g, &w), "MulByFp2")
			e = tower.Fp6Element[Prime]{C1: f2ElementOne(f2)}
			f6.Mul(&w, &x.C0, &e)
			f6.MulByV(&g, &x.C0)
			require.Equal(t, 1, f6.Equal(&g, &w), "MulByV")
			// The sparse Fp6 products with the output aliasing the input.
			sparse := map[string]func(z, x *tower.Fp6Element[Prime]){
				"MulBy01":  func(z, x *tower.Fp6Element[Prime]) { f6.MulBy01(z, x, &d0, &d1) },
				"MulBy1":   func(z, x *tower.Fp6Element[Prime]) { f6.MulBy1(z, x, &d1) },
				"MulByFp2": func(z, x *tower.Fp6Element[Prime]) { f6.MulByFp2(z, x, &d0) },
				"MulByV":   f6.MulByV,
				"Square":   f6.Square,
				"Inverse":  f6.Inverse,
			}
			for name, op := range sparse {
				op(&w, &x.C0)
				g = x.C0
				op(&g, &g)
				require.Equal(t, 1, f6.Equal(&g, &w), "Fp6 %s(x, x)", name)
			}
		}
	})
}

func f2ElementOne(f2 *tower.Fp2[Prime]) tower.Fp2Element[Prime] {
	var one tower.Fp2Element[Prime]
	f2.One(&one)
	return one
}

// TestFrobenius checks Frobenius(x) = x^p by exponentiation, the p² and p³
// maps against repeated Frobenius, Frobenius^12 = identity, conjugation =
// Frobenius^6, and Fp6's Frobenius against Fp12's on Fp6.
func TestFrobenius(t *testing.T) {
	forEachTower(t, func(t *testing.T, f *tower.Fp12[Prime], p *big.Int) {
		rng := rand.New(rand.NewPCG(7, 8))
		for range iterations() / 2 {
			x := rand12(rng, f)
			var want, got, r tower.Fp12Element[Prime]
			f.ExpVarTime(&want, &x, p.Bytes())
			f.Frobenius(&got, &x)
			requireEqual12(t, f, &got, &want, "Frobenius(x) = x^p")
			f.Frobenius(&want, &got)
			f.FrobeniusSquare(&got, &x)
			requireEqual12(t, f, &got, &want, "FrobeniusSquare")
			f.Frobenius(&want, &want)
			f.FrobeniusCube(&got, &x)
			requireEqual12(t, f, &got, &want, "FrobeniusCube")
			f.FrobeniusCube(&r, &got)
			f.Conjugate(&want, &x)
			requireEqual12(t, f, &r, &want, "Frobenius⁶ = Conjugate")
			f.FrobeniusCube(&r, &r)
			f.FrobeniusSquare(&r, &r)
			f.Frobenius(&r, &r)
			requireEqual12(t, f, &r, &x, "Frobenius¹² = identity")
			for k := 1; k <= 3; k++ {
				var e, w tower.Fp12Element[Prime]
				e.C0 = x.C0
				f.Fp6().Frobenius(&e.C0, &e.C0, k)
				w.C0 = x.C0
				for range k {
					f.Frobenius(&w, &w)
				}
				requireEqual12(t, f, &e, &w, "Fp6 Frobenius %d", k)
			}
		}
	})
}

// TestCyclotomic checks CyclotomicSquare and CyclotomicExpVarTime against
// Square and ExpVarTime on elements x^((p⁶ − 1)(p² + 1)), and that
// conjugation inverts them.
func TestCyclotomic(t *testing.T) {
	forEachTower(t, func(t *testing.T, f *tower.Fp12[Prime], _ *big.Int) {
		rng := rand.New(rand.NewPCG(9, 10))
		for range iterations() {
			x := rand12(rng, f)
			c := cyclotomic(f, &x)
			var got, want tower.Fp12Element[Prime]
			f.CyclotomicSquare(&got, &c)
			f.Square(&want, &c)
			requireEqual12(t, f, &got, &want, "CyclotomicSquare")
			f.Conjugate(&got, &c)
			f.Inverse(&want, &c)
			requireEqual12(t, f, &got, &want, "Conjugate = Inverse")
			e := []byte{0xd2, 0x01, 0, 0, 0, 0x01, 0, byte(rng.Uint32())}
			f.CyclotomicExpVarTime(&got, &c, e)
			f.ExpVarTime(&want, &c, e)
			requireEqual12(t, f, &got, &want, "CyclotomicExpVarTime")
			f.CyclotomicExp(&got, &c, e)
			requireEqual12(t, f, &got, &want, "CyclotomicExp")
		}
	})
}

// TestExp checks the constant-time Exp against ExpVarTime and small cases.
func TestExp(t *testing.T) {
	forEachTower(t, func(t *testing.T, f *tower.Fp12[Prime], _ *big.Int) {
		rng := rand.New(rand.NewPCG(11, 12))
		x := rand12(rng, f)
		var got, want, one tower.Fp12Element[Prime]
		f.One(&one)
		for _, e := range [][]byte{nil, {0}, {1}, {0, 0, 2}, {0xff}, {0x10, 0x01}} {
			f.Exp(&got, &x, e)
			f.ExpVarTime(&want, &x, e)
			requireEqual12(t, f, &got, &want, "Exp(%x)", e)
		}
		f.Exp(&got, &x, nil)
		requireEqual12(t, f, &got, &one, "x^0")
		f.Exp(&got, &x, []byte{3})
		f.Square(&want, &x)
		f.Mul(&want, &want, &x)
		requireEqual12(t, f, &got, &want, "x^3")
		for range iterations() / 4 {
			e := make([]byte, 1+rng.IntN(40))
			for i := range e {
				e[i] = byte(rng.Uint32())
			}
			x := rand12(rng, f)
			f.Exp(&got, &x, e)
			f.ExpVarTime(&want, &x, e)
			requireEqual12(t, f, &got, &want, "Exp(%x)", e)
		}
	})
}

// TestNewFp6Rejects checks that NewFp6 refuses a square ξ, a cube ξ and a p
// that is not 1 mod 6.
func TestNewFp6Rejects(t *testing.T) {
	fp, err := field.NewPrime(pBLS, field.BigEndian)
	require.NoError(t, err)
	f2, err := tower.NewFp2(fp, big.NewInt(-1), tower.C1First)
	require.NoError(t, err)
	_, err = tower.NewFp6(f2, big.NewInt(4), big.NewInt(0)) // 4 = 2²
	require.ErrorContains(t, err, "square or a cube")
	_, err = tower.NewFp6(f2, big.NewInt(0), big.NewInt(1)) // u is a square: u = ((1 + u)/√2)²·… (u⁴ = 1)
	require.Error(t, err)
	_, err = tower.NewFp6(f2, big.NewInt(8), big.NewInt(0)) // 8 = 2³
	require.Error(t, err)
	fp, err = field.NewPrime(big.NewInt(1019), field.BigEndian) // 1019 ≡ 5 mod 6, ≡ 3 mod 4
	require.NoError(t, err)
	f2, err = tower.NewFp2(fp, big.NewInt(-1), tower.C1First)
	require.NoError(t, err)
	_, err = tower.NewFp6(f2, big.NewInt(1), big.NewInt(1))
	require.ErrorContains(t, err, "1 mod 6")
}

// TestFrobeniusFactor checks FrobeniusFactor against ξ^(i·(p^k − 1)/6)
// computed in Fp12 as w^(i·(p^k − 1)) (w⁶ = ξ).
func TestFrobeniusFactor(t *testing.T) {
	forEachTower(t, func(t *testing.T, f *tower.Fp12[Prime], p *big.Int) {
		var w tower.Fp12Element[Prime]
		f.Fp2().One(&w.C1.C0) // w
		pk := big.NewInt(1)
		for k := 1; k <= 3; k++ {
			pk.Mul(pk, p)
			for i := range 6 {
				e := new(big.Int).Sub(pk, big.NewInt(1))
				e.Mul(e, big.NewInt(int64(i)))
				var want, got tower.Fp12Element[Prime]
				f.ExpVarTime(&want, &w, e.Bytes())
				f.Fp6().FrobeniusFactor(&got.C0.C0, k, i)
				requireEqual12(t, f, &got, &want, "FrobeniusFactor(%d, %d)", k, i)
			}
		}
	})
}

// TestSmallestXi checks the claim of the package doc: ξ = 1 + u for
// BLS12-381 and ξ = 9 + u for BN254 are the smallest k + u (k ≥ 0) that are
// neither squares nor cubes of Fp2, the ones NewFp6 accepts.
func TestSmallestXi(t *testing.T) {
	for _, c := range []struct {
		p *big.Int
		k int64
	}{{pBLS, 1}, {pBN, 9}} {
		fp, err := field.NewPrime(c.p, field.BigEndian)
		require.NoError(t, err)
		f2, err := tower.NewFp2(fp, big.NewInt(-1), tower.C1First)
		require.NoError(t, err)
		for k := int64(0); k <= c.k; k++ {
			_, err := tower.NewFp6(f2, big.NewInt(k), big.NewInt(1))
			require.Equal(t, k == c.k, err == nil, "p of %d bits, ξ = %d + u: %v", c.p.BitLen(), k, err)
		}
	}
}

// TestCompressedSquaring checks the pieces of the compressed squaring that
// TestCyclotomic's exponentiations do not isolate: Recover rebuilds the
// coefficients C0.C0 and C1.C1 of a cyclotomic element from the other four
// (cleared or garbage beforehand), runs of squarings of every length around
// the compression threshold agree with repeated CyclotomicSquare, and the
// identity (whose four compressed coefficients are zero, the case the
// recovery formulas divide by zero in) stays 1 through a long run.
func TestCompressedSquaring(t *testing.T) {
	forEachTower(t, func(t *testing.T, f *tower.Fp12[Prime], _ *big.Int) {
		rng := rand.New(rand.NewPCG(13, 14))
		f2 := f.Fp2()
		x := rand12(rng, f)
		c := cyclotomic(f, &x)
		got := c
		got.C0.C0, got.C1.C1 = rand2(rng, f2), rand2(rng, f2)
		require.Equal(t, 1, f.Recover(&got))
		requireEqual12(t, f, &got, &c, "Recover")
		for n := 1; n <= 12; n++ {
			e := make([]byte, 2) // 1 followed by n zero bits: x^(2^n)
			e[1-n/8] = 1 << (n % 8)
			want := c
			for range n {
				f.CyclotomicSquare(&want, &want)
			}
			f.CyclotomicExpVarTime(&got, &c, e)
			requireEqual12(t, f, &got, &want, "x^(2^%d)", n)
		}
		var one tower.Fp12Element[Prime]
		f.One(&one)
		f.CyclotomicExpVarTime(&got, &one, []byte{1, 0, 0, 0})
		requireEqual12(t, f, &got, &one, "1^(2^24)")
	})
}

// TestLineProducts checks the products of two lines (Mul014By014,
// Mul034By034) against Mul of the dense elements, and the products by
// their results (MulBy01245, MulBy01234) against Mul, with garbage in the
// coefficient that must be zero and is not read, and results written over
// either argument.
func TestLineProducts(t *testing.T) {
	forEachTower(t, func(t *testing.T, f *tower.Fp12[Prime], _ *big.Int) {
		rng := rand.New(rand.NewPCG(7, 8))
		f2 := f.Fp2()
		for range iterations() {
			x := rand12(rng, f)
			var d, c [3]tower.Fp2Element[Prime]
			for i := range 3 {
				d[i], c[i] = rand2(rng, f2), rand2(rng, f2)
			}
			var l, m, want, got tower.Fp12Element[Prime]
			// M-type: coefficients 0, 1, 4.
			l.C0.C0, l.C0.C1, l.C1.C1 = d[0], d[1], d[2]
			m.C0.C0, m.C0.C1, m.C1.C1 = c[0], c[1], c[2]
			f.Mul(&want, &l, &m)
			f.Mul014By014(&got, &d[0], &d[1], &d[2], &c[0], &c[1], &c[2])
			requireEqual12(t, f, &got, &want, "Mul014By014")
			y := got
			f.Mul(&want, &x, &y)
			y.C1.C0 = rand2(rng, f2) // not read
			got = x
			f.MulBy01245(&got, &got, &y)
			requireEqual12(t, f, &got, &want, "MulBy01245")
			got = y
			f.MulBy01245(&got, &x, &got)
			requireEqual12(t, f, &got, &want, "MulBy01245(y, x, y)")
			// D-type: coefficients 0, 3, 4.
			l, m = tower.Fp12Element[Prime]{}, tower.Fp12Element[Prime]{}
			l.C0.C0, l.C1.C0, l.C1.C1 = d[0], d[1], d[2]
			m.C0.C0, m.C1.C0, m.C1.C1 = c[0], c[1], c[2]
			f.Mul(&want, &l, &m)
			f.Mul034By034(&got, &d[0], &d[1], &d[2], &c[0], &c[1], &c[2])
			requireEqual12(t, f, &got, &want, "Mul034By034")
			y = got
			f.Mul(&want, &x, &y)
			y.C1.C2 = rand2(rng, f2) // not read
			got = x
			f.MulBy01234(&got, &got, &y)
			requireEqual12(t, f, &got, &want, "MulBy01234")
			got = y
			f.MulBy01234(&got, &x, &got)
			requireEqual12(t, f, &got, &want, "MulBy01234(y, x, y)")
		}
	})
}

// TestCyclotomicDecompress checks the batched recovery against repeated
// CyclotomicSquare: a batch of cyclotomic elements squared 0 to 63 times
// in compressed form (with garbage, not the squares' values, left in
// their coefficient a), among them the identity, is recovered in one call
// to the right squares, with 1 returned; a batch of one and an empty batch
// work too.
func TestCyclotomicDecompress(t *testing.T) {
	forEachTower(t, func(t *testing.T, f *tower.Fp12[Prime], _ *big.Int) {
		rng := rand.New(rand.NewPCG(15, 16))
		counts := []int{0, 1, 7, 20, 63, 5}
		var got, want [6]tower.Fp12Element[Prime]
		for i, n := range counts {
			x := rand12(rng, f)
			c := cyclotomic(f, &x)
			if i == len(counts)-1 {
				f.One(&c)
			}
			want[i], got[i] = c, c
			for range n {
				f.CyclotomicSquare(&want[i], &want[i])
				f.CyclotomicSquareCompressed(&got[i], &got[i])
			}
			got[i].C0.C0, got[i].C1.C1 = rand2(rng, f.Fp2()), rand2(rng, f.Fp2())
		}
		single := got[2:3:3]
		single[0].C0.C0 = rand2(rng, f.Fp2())
		require.Equal(t, 1, f.CyclotomicDecompress(single))
		requireEqual12(t, f, &single[0], &want[2], "alone: x2^(2^%d)", counts[2])
		got[2].C1.C1 = rand2(rng, f.Fp2())
		require.Equal(t, 1, f.CyclotomicDecompress(got[:]))
		for i, n := range counts {
			requireEqual12(t, f, &got[i], &want[i], "x%d^(2^%d)", i, n)
		}
		require.Equal(t, 1, f.CyclotomicDecompress(nil))
	})
}
