package montgomery

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fp25519"
	"github.com/curvekit/curvekit/field/fp448"
	"github.com/curvekit/curvekit/internal/cpu"
)

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

// TestGeneratedLadderMatchesGeneric runs every generated specialisation of
// the ladder (zz_ladder_*.go) against the generic ladder it was generated
// from and requires the same (x2 : z2) and (x3 : z3), limb for limb (with
// the generated conditional swap, an in-place masked exchange): on
// random u (the ladder is the same sequence of field operations on any
// input, on the curve or its twist), u = 0 and u = 1 (points of small
// order), with random scalars, the scalars 0 and 1, all-ones, and a short
// and an odd number of bits.
func TestGeneratedLadderMatchesGeneric(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	t.Run("fp25519x64", func(t *testing.T) {
		k := &arith[fp25519.Element]{f: fp25519.Field{}, ms: fp25519.Field{}, a24Small: 121666}
		fp25519.Field{}.SetUint64(&k.a24, 121666)
		matchGenericValues(t, k, newLadderFp25519x64(k, false), rng)
		if fp25519.HasADX() {
			matchGenericValues(t, k, newLadderFp25519x64(k, true), rng)
		} else {
			t.Log("no BMI2/ADX assembly here: the MULX ladder is the portable one")
		}
	})
	t.Run("fp448", func(t *testing.T) {
		k := &arith[fp448.Element]{f: fp448.Field{}, ms: fp448.Field{}, a24Small: 39082}
		fp448.Field{}.SetUint64(&k.a24, 39082)
		matchGeneric(t, k, &arithFp448{arith: k}, rng)
	})
	for _, p := range specializationPrimes() {
		f, err := field.NewPrime(p.p, field.LittleEndian)
		require.NoError(t, err)
		t.Run(p.name, func(t *testing.T) {
			k := &arith[field.PrimeElement]{f: f}
			k.a24 = randomElement(t, field.Field[field.PrimeElement](f), rng)
			be := primeBackend(k, f)
			if f.Limbs() == 4 && cpu.X86.HasBMI2ADX {
				require.Equal(t, "*montgomery.arithPrime4ADX", fmt.Sprintf("%T", be))
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
				require.Equal(t, "*montgomery.arithPrime6ADX", fmt.Sprintf("%T", be))
				matchGeneric(t, k, be, rng)
				// The view Specialize picks without BMI2/ADX, made directly.
				be = &arithPrime6{arith: k, f: field.Prime6{Prime: f}}
			}
			require.Equal(t, "*montgomery.arith"+p.name, fmt.Sprintf("%T", be))
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

// matchGeneric compares gen with the generic ladder of k.
func matchGeneric[E any](t *testing.T, k *arith[E], gen backend[E], rng *rand.Rand) {
	f := k.f
	var zero, one E
	f.One(&one)
	us := []E{zero, one}
	for range 4 {
		us = append(us, randomElement(t, f, rng))
	}
	n := f.ByteLen()
	scalars := [][]byte{make([]byte, n), append([]byte{1}, make([]byte, n-1)...)}
	ones := make([]byte, n)
	for i := range ones {
		ones[i] = 0xff
	}
	scalars = append(scalars, ones)
	for range 3 {
		s := make([]byte, n)
		for i := range s {
			s[i] = byte(rng.Uint32())
		}
		scalars = append(scalars, s)
	}
	for i, u := range us {
		for j, sc := range scalars {
			for _, bits := range []int{8 * n, 8*n - 1, 13} {
				var s1, s2 lscratch[E]
				s1.x1, s2.x1 = u, u
				k.ladder(&s1, sc, bits)
				gen.ladder(&s2, sc, bits)
				// The temporaries are left out: the generated cswap
				// swaps in place, the generic one through t0.
				assert.Equal(t, [5]E{s1.x1, s1.x2, s1.z2, s1.x3, s1.z3}, [5]E{s2.x1, s2.x2, s2.z2, s2.x3, s2.z3},
					"u %d, scalar %d, %d bits", i, j, bits)
			}
		}
	}
}

// matchGenericValues compares the radix-2^64 ladder of curve25519, which
// holds its elements in another representation, with the generic ladder
// of k by value: the same (x2 : z2) as field elements (the same sequence of
// field operations modulo p), with matchGeneric's inputs, and x1 unchanged.
func matchGenericValues(t *testing.T, k *arith[fp25519.Element], gen *ladderFp25519x64, rng *rand.Rand) {
	f := fp25519.Field{}
	var zero, one, pm1 fp25519.Element
	f.One(&one)
	f.Neg(&pm1, &one)
	us := []fp25519.Element{zero, one, pm1}
	for range 4 {
		us = append(us, randomElement(t, field.Field[fp25519.Element](f), rng))
	}
	scalars := [][]byte{make([]byte, 32), append([]byte{1}, make([]byte, 31)...), bytes32(0xff)}
	for range 3 {
		s := make([]byte, 32)
		for i := range s {
			s[i] = byte(rng.Uint32())
		}
		scalars = append(scalars, s)
	}
	for i, u := range us {
		for j, sc := range scalars {
			for _, bits := range []int{256, 255, 13} {
				var s1, s2 lscratch[fp25519.Element]
				s1.x1, s2.x1 = u, u
				k.ladder(&s1, sc, bits)
				gen.ladder(&s2, sc, bits)
				assert.Equal(t, s1.x1, s2.x1, "u %d, scalar %d, %d bits: x1", i, j, bits)
				assert.Equal(t, 1, f.Equal(&s1.x2, &s2.x2), "u %d, scalar %d, %d bits: x2", i, j, bits)
				assert.Equal(t, 1, f.Equal(&s1.z2, &s2.z2), "u %d, scalar %d, %d bits: z2", i, j, bits)
			}
		}
	}
}

// bytes32 returns 32 bytes of b.
func bytes32(b byte) []byte {
	s := make([]byte, 32)
	for i := range s {
		s[i] = b
	}
	return s
}

// TestBackendSelection checks which ladder New picks: the generated one
// for curve25519 and curve448 over their fields and for a field.Prime, the
// generic one for a field the type switch does not know.
func TestBackendSelection(t *testing.T) {
	testCurves(t)
	if assert.IsType(t, &ladderFp25519x64{}, fixed25519.be) {
		l := fixed25519.be.(*ladderFp25519x64)
		assert.Equal(t, fp25519.HasADX(), l.adx != nil, "MULX ladder picked exactly when the processor has it")
		assert.Equal(t, l.adx == nil, l.x64 != nil)
	}
	assert.IsType(t, &arithFp448{}, fixed448.be)
	rt, err := field.NewPrime(p25519, field.LittleEndian)
	require.NoError(t, err)
	prime, err := New(params25519[field.PrimeElement](rt))
	require.NoError(t, err)
	if cpu.X86.HasBMI2ADX {
		assert.IsType(t, &arithPrime4ADX{}, prime.be)
	} else {
		assert.IsType(t, &arithPrime4C{}, prime.be)
	}
	type plain struct{ field.Field[fp25519.Element] }
	c, err := New(params25519[fp25519.Element](plain{fp25519.Field{}}))
	require.NoError(t, err)
	assert.Same(t, &c.arith, c.be)
}
