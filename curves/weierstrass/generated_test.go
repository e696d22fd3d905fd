package weierstrass

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"os"
	"os/exec"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fpk256"
	"github.com/curvekit/curvekit/field/fpr256"
	"github.com/curvekit/curvekit/field/fpr384"
	"github.com/curvekit/curvekit/field/fpr521"
	"github.com/curvekit/curvekit/field/tower"
	"github.com/curvekit/curvekit/internal/cpu"
)

// testArith returns an arith over f with random constants a, b (3·b) for
// every kind, filling elements from rng.
func testArith[E any](t testing.TB, f field.Field[E], rng *rand.Rand) *arith[E] {
	k := &arith[E]{f: f}
	k.a, k.b = randomElement(t, f, rng), randomElement(t, f, rng)
	f.Add(&k.b3, &k.b, &k.b)
	f.Add(&k.b3, &k.b3, &k.b)
	f.One(&k.one)
	return k
}

// randomElement returns a uniformly random element of f.
func randomElement[E any](t testing.TB, f field.Field[E], rng *rand.Rand) E {
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
// the same operands, and requires the same coordinates, limb for limb, and
// the same results of the VarTime additions: for each a-kind, random
// coordinates (the formulas are the same sequence of field operations on
// any input, on the curve or not), the identity, P = Q and P = −Q, with the
// output aliasing each input.
func TestGeneratedFormulasMatchGeneric(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	t.Run("fpr256", func(t *testing.T) {
		k := testArith[fpr256.Element](t, fpr256.Field{}, rng)
		matchGeneric(t, k, &arithFpr256{arith: k}, rng)
	})
	t.Run("fpr256ADX", func(t *testing.T) {
		if !cpu.X86.HasBMI2ADX {
			t.Skip("the processor lacks BMI2 or ADX (or GODEBUG switched them off)")
		}
		k := testArith[fpr256.Element](t, fpr256.Field{}, rng)
		matchGeneric(t, k, &arithFpr256ADX{arith: k}, rng)
	})
	t.Run("fpk256", func(t *testing.T) {
		k := testArith[fpk256.Element](t, fpk256.Field{}, rng)
		k.small, k.bSm, k.b3Sm = fpk256.Field{}, 7, 21
		fpk256.Field{}.SetUint64(&k.b, 7)
		fpk256.Field{}.SetUint64(&k.b3, 21)
		matchGeneric(t, k, &arithFpk256{arith: k}, rng)
	})
	t.Run("fpr384", func(t *testing.T) {
		k := testArith[fpr384.Element](t, fpr384.Field{}, rng)
		matchGeneric(t, k, &arithFpr384{arith: k}, rng)
	})
	t.Run("fpr521", func(t *testing.T) {
		k := testArith[fpr521.Element](t, fpr521.Field{}, rng)
		matchGeneric(t, k, &arithFpr521{arith: k}, rng)
	})
	for _, p := range specializationPrimes(t) {
		f, err := field.NewPrime(p.p, field.BigEndian)
		require.NoError(t, err)
		t.Run(p.name, func(t *testing.T) {
			k := testArith[field.PrimeElement](t, f, rng)
			be := primeBackend(k, f)
			if f.Limbs() == 4 && cpu.X86.HasBMI2ADX {
				require.Equal(t, "*weierstrass.arithPrime4ADX", fmt.Sprintf("%T", be))
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
				require.Equal(t, "*weierstrass.arithPrime6ADX", fmt.Sprintf("%T", be))
				matchGeneric(t, k, be, rng)
				// The view Specialize picks without BMI2/ADX, made directly.
				be = &arithPrime6{arith: k, f: field.Prime6{Prime: f}}
			}
			require.Equal(t, "*weierstrass.arith"+p.name, fmt.Sprintf("%T", be))
			matchGeneric(t, k, be, rng)
		})
	}
}

// TestGeneratedFp2FormulasMatchGeneric runs the specialisations over
// tower.Fp2 with u² = −1 (zz_formulas_fp2.go) against the generic formulas
// over the same tower.Fp2, as TestGeneratedFormulasMatchGeneric does for
// the base fields: over BN254's p (4 limbs) and BLS12-381's p (6 limbs),
// the backend fp2Backend picks on this processor, and the one without
// BMI2/ADX made directly. A tower.Fp2 with β ≠ −1 keeps the generic formulas.
func TestGeneratedFp2FormulasMatchGeneric(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	bn, _ := new(big.Int).SetString("30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd47", 16)
	bls, _ := new(big.Int).SetString("1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaab", 16)
	type fp2E = tower.Fp2Element[field.PrimeElement]
	for _, c := range []struct {
		name string
		p    *big.Int
	}{{"Prime4", bn}, {"Prime6", bls}} {
		t.Run(c.name, func(t *testing.T) {
			fp, err := field.NewPrime(c.p, field.BigEndian)
			require.NoError(t, err)
			f2, err := tower.NewFp2[field.PrimeElement](fp, big.NewInt(-1), tower.C1First)
			require.NoError(t, err)
			k := testArith[fp2E](t, f2, rng)
			be := fp2Backend(k, f2)
			want := "*weierstrass.arithFp2" + c.name
			if cpu.X86.HasBMI2ADX {
				want += "ADX"
			}
			require.Equal(t, want, fmt.Sprintf("%T", be))
			require.Equal(t, want, fmt.Sprintf("%T", k.pickBackend()))
			matchGeneric(t, k, be, rng)
			if cpu.X86.HasBMI2ADX { // the view Specialize picks without BMI2/ADX, made directly
				switch c.name {
				case "Prime4":
					be = &arithFp2Prime4{arith: k, f: fp2Prime4{k: field.Prime4{Prime: fp}}}
				default:
					be = &arithFp2Prime6{arith: k, f: fp2Prime6{k: field.Prime6{Prime: fp}}}
				}
				matchGeneric(t, k, be, rng)
			}
			// Another non-residue β (the least one above 1) keeps the
			// generic formulas.
			beta := big.NewInt(2)
			for big.Jacobi(beta, c.p) != -1 {
				beta.Add(beta, big.NewInt(1))
			}
			g2, err := tower.NewFp2[field.PrimeElement](fp, beta, tower.C1First)
			require.NoError(t, err)
			kg := testArith[fp2E](t, g2, rng)
			assert.Same(t, kg, fp2Backend(kg, g2))
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
func specializationPrimes(t *testing.T) []namedPrime {
	var ps []namedPrime
	one := big.NewInt(1)
	for n := 4; n <= 9; n++ {
		p := new(big.Int).Lsh(one, uint(64*n-1))
		p.Add(p, big.NewInt(1))
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
	prj := func() projective[E] { return projective[E]{el(), el(), el()} }
	var id projective[E]
	f.One(&id.Y)
	neg := func(p projective[E]) projective[E] { f.Neg(&p.Y, &p.Y); return p }
	var s1, s2 pscratch[E]
	var j1, j2 jscratch[E]
	for _, kind := range []aKind{aMinus3, aZero, aGeneral} {
		k.kind = kind
		for i := range 8 {
			p := prj()
			pairs := [][2]projective[E]{{p, prj()}, {p, p}, {p, neg(p)}, {id, p}, {p, id}, {id, id}}
			for c, pq := range pairs {
				what := fmt.Sprintf("%v, case %d.%d", kind, i, c)
				p, q := pq[0], pq[1]
				aq := affine[E]{q.X, q.Y}
				for alias := range 3 {
					// alias 0: r separate; 1: r = p; 2: r = q.
					run := func(fn func(r, p, q *projective[E])) projective[E] {
						pp, qq := p, q
						r := new(projective[E])
						switch alias {
						case 1:
							r = &pp
						case 2:
							r = &qq
						}
						fn(r, &pp, &qq)
						return *r
					}
					assert.Equal(t, run(func(r, p, q *projective[E]) { k.add(r, p, q, &s1) }),
						run(func(r, p, q *projective[E]) { gen.add(r, p, q, &s2) }), "add %s alias %d", what, alias)
					assert.Equal(t, run(func(r, p, _ *projective[E]) { k.double(r, p, &s1) }),
						run(func(r, p, _ *projective[E]) { gen.double(r, p, &s2) }), "double %s alias %d", what, alias)
					assert.Equal(t, run(func(r, p, _ *projective[E]) { q := aq; k.addAffine(r, p, &q, &s1) }),
						run(func(r, p, _ *projective[E]) { q := aq; gen.addAffine(r, p, &q, &s2) }), "addAffine %s alias %d", what, alias)
				}
				// The same operands as Jacobian points (the coordinates
				// read as Jacobian ones: the formulas do not care).
				jp, jq := jacobian[E](p), jacobian[E](q)
				for _, n := range []int{0, 1} {
					r1, r2 := jp, jp
					c1 := k.jAddVarTime(&r1, &r1, &jq, n, &j1)
					c2 := gen.jAddVarTime(&r2, &r2, &jq, n, &j2)
					assert.Equal(t, c1, c2, "jAddVarTime result %s neg %d", what, n)
					assert.Equal(t, r1, r2, "jAddVarTime %s neg %d", what, n)
					r1, r2 = jq, jq
					c1 = k.jAddAffineVarTime(&r1, &jp, &aq, n, &j1)
					c2 = gen.jAddAffineVarTime(&r2, &jp, &aq, n, &j2)
					assert.Equal(t, c1, c2, "jAddAffineVarTime result %s neg %d", what, n)
					assert.Equal(t, r1, r2, "jAddAffineVarTime %s neg %d", what, n)
				}
				r1, r2 := jp, jp
				k.jAddCT(&r1, &r1, &jq, &j1)
				gen.jAddCT(&r2, &r2, &jq, &j2)
				assert.Equal(t, r1, r2, "jAddCT %s", what)
				r1, r2 = jq, jq
				k.jAddCT(&r1, &jp, &r1, &j1)
				gen.jAddCT(&r2, &jp, &r2, &j2)
				assert.Equal(t, r1, r2, "jAddCT aliasing q %s", what)
				r1, r2 = jp, jp
				k.jAddAffineCT(&r1, &r1, &aq, &j1)
				gen.jAddAffineCT(&r2, &r2, &aq, &j2)
				assert.Equal(t, r1, r2, "jAddAffineCT %s", what)
				r1, r2 = jp, jp
				k.jDouble(&r1, &r1, &j1)
				gen.jDouble(&r2, &r2, &j2)
				assert.Equal(t, r1, r2, "jDouble %s", what)
				k.jFromProjective(&r1, &p, &j1)
				gen.jFromProjective(&r2, &p, &j2)
				assert.Equal(t, r1, r2, "jFromProjective %s", what)
				var o1, o2 projective[E]
				k.jToProjectiveCT(&o1, &jp, &j1)
				gen.jToProjectiveCT(&o2, &jp, &j2)
				assert.Equal(t, o1, o2, "jToProjectiveCT %s", what)
				for _, n := range []int{0, 1, 5} {
					r1, r2 = jp, jp
					k.jDoubleN(&r1, n, &j1)
					gen.jDoubleN(&r2, n, &j2)
					assert.Equal(t, r1, r2, "jDoubleN %d %s", n, what)
					var t1, t2 jacobian[E]
					o1, o2 = p, p
					k.doubleN(&o1, n, &t1, &j1)
					gen.doubleN(&o2, n, &t2, &j2)
					assert.Equal(t, o1, o2, "doubleN %d %s", n, what)
				}
			}
		}
	}
}

// TestBackendSelection checks which formulas New picks: the generated ones
// for fpr256 (over FieldADX exactly when the processor has BMI2 and ADX and
// GODEBUG leaves them on), fpk256, fpr384, fpr521 and every field.Prime, by limb count; the
// generic ones for a field of another type and for fpk256 with a large b.
// It runs itself again with GODEBUG=cpu.adx=off, which must select the
// baseline fpr256 code.
func TestBackendSelection(t *testing.T) {
	k := wipeTestCurve(t)
	if cpu.X86.HasBMI2ADX {
		assert.IsType(t, &arithFpr256ADX{}, k.be)
	} else {
		assert.IsType(t, &arithFpr256{}, k.be)
	}
	if os.Getenv("CURVEKIT_BACKEND_CHILD") != "" {
		return
	}
	assert.IsType(t, &arith[fpr256.Element]{}, p256Over(t, k, plainField{fpr256.Field{}}).be)
	kk, kg := k256Kernels(t, true)
	assert.IsType(t, &arithFpk256{}, kk.be)
	assert.IsType(t, &arith[fpk256.Element]{}, kg.be)
	assert.IsType(t, &arithFpr384{}, (&arith[fpr384.Element]{f: fpr384.Field{}}).pickBackend(), "fpr384")
	assert.IsType(t, &arithFpr521{}, (&arith[fpr521.Element]{f: fpr521.Field{}}).pickBackend(), "fpr521")
	for _, c := range []struct {
		name, p string
		want    any
	}{
		{"P-256", "ffffffff00000001000000000000000000000000ffffffffffffffffffffffff", &arithPrime4M1{}},
		{"secp256k1", "fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f", &arithPrime4C{}},
		{"P-384", "fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffeffffffff0000000000000000ffffffff", &arithPrime6{}},
	} {
		p, _ := new(big.Int).SetString(c.p, 16)
		f, err := field.NewPrime(p, field.BigEndian)
		require.NoError(t, err)
		a := &arith[field.PrimeElement]{f: f}
		if f.Limbs() == 4 && cpu.X86.HasBMI2ADX {
			c.want = &arithPrime4ADX{}
		}
		assert.IsType(t, c.want, a.pickBackend(), c.name)
	}
	if !cpu.X86.HasBMI2ADX {
		return
	}
	if testing.Short() {
		t.Skip("the GODEBUG=cpu.adx=off run is not short")
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestBackendSelection$", "-test.count=1")
	cmd.Env = append(os.Environ(), "GODEBUG=cpu.adx=off", "CURVEKIT_BACKEND_CHILD=1")
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "GODEBUG=cpu.adx=off run:\n%s", out)
}
