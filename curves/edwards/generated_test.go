package edwards

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fn25519"
	"github.com/curvekit/curvekit/field/fp25519"
	"github.com/curvekit/curvekit/field/fp448"
	"github.com/curvekit/curvekit/internal/cpu"
)

// testArith returns an arith over f with random constants a and d, filling
// elements from rng; the kind is set by the caller.
func testArith[E any](t *testing.T, f field.Field[E], rng *rand.Rand) *arith[E] {
	k := &arith[E]{f: f}
	k.a, k.d = randomElement(t, f, rng), randomElement(t, f, rng)
	f.Add(&k.k, &k.d, &k.d)
	f.One(&k.one)
	return k
}

// randomElement returns a uniformly random element of f.
func randomElement[E any](t *testing.T, f field.Field[E], rng *rand.Rand) E {
	b := make([]byte, f.ByteLen()+16)
	for i := range b {
		b[i] = byte(rng.Uint32())
	}
	x := new(big.Int).Mod(new(big.Int).SetBytes(b), f.Modulus())
	var z E
	require.NoError(t, field.SetBig(f, &z, x))
	return z
}

// TestGeneratedFormulasMatchGeneric runs every generated specialisation
// (zz_formulas_*.go) against the generic formulas it was generated from, on
// the same operands, and requires the same coordinates, limb for limb: for
// each kind of a, random coordinates (the formulas are the same sequence of
// field operations on any input, on the curve or not), the identity and
// the points of order 2 and 4 in each form, P = Q and P = −Q, adding and
// subtracting, with the output of the chained forms aliasing their input.
func TestGeneratedFormulasMatchGeneric(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	t.Run("fp25519", func(t *testing.T) {
		k := testArith[fp25519.Element](t, fp25519.Field{}, rng)
		matchGeneric(t, k, &arithFp25519{arith: k}, rng)
	})
	t.Run("fp448", func(t *testing.T) {
		k := testArith[fp448.Element](t, fp448.Field{}, rng)
		matchGeneric(t, k, &arithFp448{arith: k}, rng)
	})
	for _, p := range specializationPrimes() {
		f, err := field.NewPrime(p.p, field.LittleEndian)
		require.NoError(t, err)
		t.Run(p.name, func(t *testing.T) {
			k := testArith[field.PrimeElement](t, f, rng)
			be := primeBackend(k, f)
			if f.Limbs() == 4 && cpu.X86.HasBMI2ADX {
				require.Equal(t, "*edwards.arithPrime4ADX", fmt.Sprintf("%T", be))
				matchGeneric(t, k, be, rng)
				// The view Specialize picks without BMI2/ADX, made directly.
				switch p.name {
				case "Prime4":
					be = &arithPrime4{arith: k, f: field.Prime4{Prime: f}}
				case "Prime4C":
					be = &arithPrime4C{arith: k, f: field.Prime4C{Prime: f}}
				default:
					be = &arithPrime4M1{arith: k, f: field.Prime4M1{Prime: f}}
				}
			}
			if f.Limbs() == 6 && f.BitLen() <= 383 && cpu.X86.HasBMI2ADX {
				require.Equal(t, "*edwards.arithPrime6ADX", fmt.Sprintf("%T", be))
				matchGeneric(t, k, be, rng)
				// The view Specialize picks without BMI2/ADX, made directly.
				be = &arithPrime6{arith: k, f: field.Prime6{Prime: f}}
			}
			require.Equal(t, "*edwards.arith"+p.name, fmt.Sprintf("%T", be))
			matchGeneric(t, k, be, rng)
		})
	}
}

type namedPrime struct {
	name string
	p    *big.Int
}

// specializationPrimes returns a prime for each view of field.Prime: for n
// limbs, one just above 2^(64n−1) (Prime<n>), and one k·2^64 − 1 ≡ −1
// (mod 2^64) just below 2^(64n) (Prime<n>M1).
func specializationPrimes() []namedPrime {
	var ps []namedPrime
	one := big.NewInt(1)
	for n := 4; n <= 9; n++ {
		p := new(big.Int).Lsh(one, uint(64*n-1))
		p.Add(p, one)
		for !p.ProbablyPrime(10) || p.Uint64() == ^uint64(0) {
			p.Add(p, big.NewInt(2))
		}
		ps = append(ps, namedPrime{fmt.Sprintf("Prime%d", n), p})
	}
	for n := 4; n <= 9; n++ {
		k := new(big.Int).Lsh(one, uint(64*(n-1)))
		p := new(big.Int)
		for {
			k.Sub(k, one)
			p.Lsh(k, 64)
			p.Sub(p, one)
			if p.ProbablyPrime(10) {
				break
			}
		}
		ps = append(ps, namedPrime{fmt.Sprintf("Prime%dM1", n), new(big.Int).Set(p)})
	}
	// BLS12-381 p, 381 bits: the 6-limb view on BMI2/ADX, Prime6ADX, needs p < 2^383.
	bls, _ := new(big.Int).SetString("1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaab", 16)
	ps = append(ps, namedPrime{"Prime6", bls})
	// 2^255 − 19, a Crandall modulus: Prime4C without BMI2/ADX.
	ps = append(ps, namedPrime{"Prime4C", new(big.Int).Sub(new(big.Int).Lsh(one, 255), big.NewInt(19))})
	return ps
}

// matchGeneric compares gen with the generic formulas of k.
func matchGeneric[E any](t *testing.T, k *arith[E], gen backend[E], rng *rand.Rand) {
	f := k.f
	el := func() E { return randomElement(t, f, rng) }
	var zero, one, minusOne E
	f.One(&one)
	f.Neg(&minusOne, &one)
	var s1, s2 fscratch[E]
	for _, kind := range []aKind{aMinusOne, aOne, aGeneral} {
		k.kind = kind
		// Special points: the identity, (0, −1) of order 2, and a point
		// with y = 0 standing for those of order 4.
		pts := []extended[E]{{zero, one, one, zero}, {zero, minusOne, one, zero}, {el(), zero, one, zero}}
		for range 6 {
			pts = append(pts, extended[E]{el(), el(), el(), el()})
		}
		for i, p := range pts {
			for j, q := range pts {
				what := fmt.Sprintf("kind %d, points %d, %d", kind, i, j)
				var qc cached[E]
				k.toCached(&qc, &q)
				var gc cached[E]
				gen.toCached(&gc, &q)
				require.Equal(t, qc, gc, "toCached %s", what)
				qa := affine[E]{el(), el(), el()}
				if j == 0 {
					k.affineIdentity(&qa)
				}
				pc := completed[E](p)
				for _, sub := range []bool{false, true} {
					var r1, r2 completed[E]
					k.addCached(&r1, &p, &qc, sub, &s1)
					gen.addCached(&r2, &p, &qc, sub, &s2)
					assert.Equal(t, r1, r2, "addCached %s sub %v", what, sub)
					k.addAffine(&r1, &p, &qa, sub, &s1)
					gen.addAffine(&r2, &p, &qa, sub, &s2)
					assert.Equal(t, r1, r2, "addAffine %s sub %v", what, sub)
					// Chained forms, the output aliasing the input.
					r1, r2 = pc, pc
					k.addCachedC(&r1, &r1, &qc, sub, &s1)
					gen.addCachedC(&r2, &r2, &qc, sub, &s2)
					assert.Equal(t, r1, r2, "addCachedC %s sub %v", what, sub)
					r1, r2 = pc, pc
					k.addAffineC(&r1, &r1, &qa, sub, &s1)
					gen.addAffineC(&r2, &r2, &qa, sub, &s2)
					assert.Equal(t, r1, r2, "addAffineC %s sub %v", what, sub)
					k.cachedToCompleted(&r1, &qc, sub, &s1)
					gen.cachedToCompleted(&r2, &qc, sub, &s2)
					assert.Equal(t, r1, r2, "cachedToCompleted %s neg %v", what, sub)
					k.affineToCompleted(&r1, &qa, sub, &s1)
					gen.affineToCompleted(&r2, &qa, sub, &s2)
					assert.Equal(t, r1, r2, "affineToCompleted %s neg %v", what, sub)
				}
				// P = −Q.
				var nq cached[E]
				var np extended[E]
				k.negate(&np, &p)
				k.toCached(&nq, &np)
				var r1, r2 completed[E]
				k.addCached(&r1, &p, &nq, false, &s1)
				gen.addCached(&r2, &p, &nq, false, &s2)
				assert.Equal(t, r1, r2, "addCached P + (−P) %s", what)
				assert.Equal(t, k.equal(&p, &q, &s1), gen.equal(&p, &q, &s2), "equal %s", what)
			}
			pp := projective[E]{p.X, p.Y, p.Z}
			var r1, r2 completed[E]
			k.double(&r1, &pp, &s1)
			gen.double(&r2, &pp, &s2)
			assert.Equal(t, r1, r2, "double %d kind %d", i, kind)
			r1, r2 = completed[E](p), completed[E](p)
			k.doubleC(&r1, &r1, &s1)
			gen.doubleC(&r2, &r2, &s2)
			assert.Equal(t, r1, r2, "doubleC %d kind %d", i, kind)
			var e1, e2 extended[E]
			k.toExtended(&e1, &r1)
			gen.toExtended(&e2, &r2)
			assert.Equal(t, e1, e2, "toExtended %d kind %d", i, kind)
			var p1, p2 projective[E]
			k.toProjective(&p1, &r1)
			gen.toProjective(&p2, &r2)
			assert.Equal(t, p1, p2, "toProjective %d kind %d", i, kind)
			var a1, a2 affine[E]
			k.toAffine(&a1, &p.X, &p.Y, &s1)
			gen.toAffine(&a2, &p.X, &p.Y, &s2)
			assert.Equal(t, a1, a2, "toAffine %d kind %d", i, kind)
		}
	}
}

// TestBackendSelection checks which formulas New picks: the generated ones
// for fp25519, fp448 and every field.Prime, the generic ones for a field
// the type switch does not know (here fp25519 behind another type).
func TestBackendSelection(t *testing.T) {
	testCurves(t)
	assert.IsType(t, &arithFp25519{}, ed25519Fixed.be)
	assert.IsType(t, &arithFp448{}, ed448Fixed.be)
	g, err := New(Params[fp25519.Element, fn25519.Element]{
		Name: "edwards25519/plain", Field: plainField{fp25519.Field{}}, Scalar: fn25519.Field{},
		A: a25519, D: d25519, Gx: gx25519, Gy: gy25519, Cofactor: 8, EncodingLen: 32,
	})
	require.NoError(t, err)
	assert.Same(t, &g.arith, g.be)
	if cpu.X86.HasBMI2ADX {
		assert.IsType(t, &arithPrime4ADX{}, ed25519Prime.be, "a field.Prime of 255 bits has 4 limbs, on BMI2/ADX")
	} else {
		assert.IsType(t, &arithPrime4C{}, ed25519Prime.be, "2^255 − 19 is a Crandall modulus")
	}
}
