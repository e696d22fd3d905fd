package tower_test

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/tower"
)

// p25519 is 2^255 − 19: ≡ 1 mod 4 and ≡ 1 mod 6.
var p25519 = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 255), big.NewInt(19))

// traceField wraps a base field and records every call made to it: the
// sequence of operations a tower operation performs on its base field,
// folded into a hash. The base field's own operations are constant time
// (field's op-count and ctcheck tests prove it for Prime); a tower operation
// that makes the same sequence of base calls for every input, and has no
// branches of its own on values (Select, masks and the public-parameter
// branches on β and ξ only), is then constant time too. This checks the
// whole call tree, not a count.
type traceField struct {
	*field.Prime
	h uint64 // FNV-1a of the operation codes
	n int    // calls
}

func (f *traceField) rec(op byte) {
	f.h = (f.h ^ uint64(op)) * 1099511628211
	f.n++
}

func (f *traceField) Zero(z *Prime)               { f.rec(1); f.Prime.Zero(z) }
func (f *traceField) One(z *Prime)                { f.rec(2); f.Prime.One(z) }
func (f *traceField) Set(z, x *Prime)             { f.rec(3); f.Prime.Set(z, x) }
func (f *traceField) Add(z, x, y *Prime)          { f.rec(4); f.Prime.Add(z, x, y) }
func (f *traceField) Sub(z, x, y *Prime)          { f.rec(5); f.Prime.Sub(z, x, y) }
func (f *traceField) Neg(z, x *Prime)             { f.rec(6); f.Prime.Neg(z, x) }
func (f *traceField) Mul(z, x, y *Prime)          { f.rec(7); f.Prime.Mul(z, x, y) }
func (f *traceField) Square(z, x *Prime)          { f.rec(8); f.Prime.Square(z, x) }
func (f *traceField) Inverse(z, x *Prime)         { f.rec(9); f.Prime.Inverse(z, x) }
func (f *traceField) Sqrt(z, x *Prime) int        { f.rec(10); return f.Prime.Sqrt(z, x) }
func (f *traceField) Equal(x, y *Prime) int       { f.rec(11); return f.Prime.Equal(x, y) }
func (f *traceField) IsZero(x *Prime) int         { f.rec(12); return f.Prime.IsZero(x) }
func (f *traceField) Sgn0(x *Prime) int           { f.rec(13); return f.Prime.Sgn0(x) }
func (f *traceField) PutBytes(b []byte, x *Prime) { f.rec(14); f.Prime.PutBytes(b, x) }
func (f *traceField) Select(z, a, b *Prime, c int) {
	f.rec(15)
	f.Prime.Select(z, a, b, c)
}

// Specialize hides the embedded Prime's views, so that the tower calls the
// tracer and not the view that field.Prime.Specialize would pick.
func (f *traceField) Specialize() any { return nil }

// trace returns the trace of op.
func (f *traceField) trace(op func()) [2]uint64 {
	f.h, f.n = 14695981039346656037, 0
	op()
	return [2]uint64{f.h, uint64(f.n)}
}

// TestConstantTimeTraces proves that the constant-time operations of Fp2,
// Fp6 and Fp12 make the same sequence of base-field calls for 0, 1, −1,
// elements of Fp and of u·Fp, squares, non-squares and random values (and
// Exp for every exponent of a given length), over the BLS12-381 tower
// (β = −1, small ξ), a general one (β = −2, ξ = k + 2u) and one over
// 2^255 − 19 (p ≡ 1 mod 4, β = 2), which takes the other square-root path.
func TestConstantTimeTraces(t *testing.T) {
	for _, c := range []struct {
		name      string
		p         *big.Int
		beta, xi0 int64
		xi1       int64
	}{
		{"BLS12-381", pBLS, -1, 1, 1},   // p ≡ 3 mod 4: Sqrt by (p+1)/4 powers
		{"p=2^127-1", p127, -2, 0, 2},   // p ≡ 3 mod 4 with β ≠ −1 and a general ξ
		{"p=2^255-19", p25519, 2, 0, 1}, // p ≡ 1 mod 4: Sqrt by the base field's Sqrt
	} {
		t.Run(c.name, func(t *testing.T) {
			fp, err := field.NewPrime(c.p, field.BigEndian)
			require.NoError(t, err)
			tf := &traceField{Prime: fp}
			var f *tower.Fp12[Prime]
			for k := c.xi0; f == nil; k++ {
				f, _ = tower.NewTower[Prime](tf, big.NewInt(c.beta), big.NewInt(k), big.NewInt(c.xi1), tower.C1First)
			}
			testTraces(t, tf, f)
		})
	}
}

func testTraces(t *testing.T, tf *traceField, f *tower.Fp12[Prime]) {
	f2, f6 := f.Fp2(), f.Fp6()
	rng := rand.New(rand.NewPCG(13, 14))
	var one, minusOne, zero tower.Fp2Element[Prime]
	f2.One(&one)
	f2.Neg(&minusOne, &one)
	r := rand2(rng, f2)
	var sq, nsq tower.Fp2Element[Prime]
	f2.Square(&sq, &r)
	for {
		nsq = rand2(rng, f2)
		var z tower.Fp2Element[Prime]
		if f2.Sqrt(&z, &nsq) == 0 {
			break
		}
	}
	inputs := []tower.Fp2Element[Prime]{zero, one, minusOne, {C0: r.C0}, {C1: r.C1}, sq, nsq, rand2(rng, f2), rand2(rng, f2)}
	sqrtRatioZ, err := f2.NewSqrtRatioZ(&nsq)
	require.NoError(t, err)
	ops2 := map[string]func(x, y *tower.Fp2Element[Prime]){
		"SqrtRatioZ": func(x, y *tower.Fp2Element[Prime]) { var z tower.Fp2Element[Prime]; sqrtRatioZ(&z, x, y) },
		"Mul":        func(x, y *tower.Fp2Element[Prime]) { var z tower.Fp2Element[Prime]; f2.Mul(&z, x, y) },
		"Square":     func(x, _ *tower.Fp2Element[Prime]) { var z tower.Fp2Element[Prime]; f2.Square(&z, x) },
		"Inverse":    func(x, _ *tower.Fp2Element[Prime]) { var z tower.Fp2Element[Prime]; f2.Inverse(&z, x) },
		"Sqrt":       func(x, _ *tower.Fp2Element[Prime]) { var z tower.Fp2Element[Prime]; f2.Sqrt(&z, x) },
		"SqrtRatio":  func(x, y *tower.Fp2Element[Prime]) { var z tower.Fp2Element[Prime]; f2.SqrtRatio(&z, x, y) },
		"Sgn0":       func(x, _ *tower.Fp2Element[Prime]) { f2.Sgn0(x) },
		"Lex":        func(x, _ *tower.Fp2Element[Prime]) { f2.LexicographicallyLargest(x) },
	}
	for name, op := range ops2 {
		first := tf.trace(func() { op(&inputs[0], &inputs[0]) })
		require.NotZero(t, first[1], name)
		for i := range inputs {
			for j := range inputs {
				got := tf.trace(func() { op(&inputs[i], &inputs[j]) })
				require.Equal(t, first, got, "Fp2 %s(input %d, input %d): base calls differ from those for (0, 0)", name, i, j)
			}
		}
	}
	// Fp6 and Fp12: inputs built from the Fp2 ones, including zero and one.
	var in12 []tower.Fp12Element[Prime]
	for i := range inputs {
		var x tower.Fp12Element[Prime]
		x.C0.C0, x.C1.C2 = inputs[i], inputs[(i+3)%len(inputs)]
		in12 = append(in12, x)
	}
	in12 = append(in12, rand12(rng, f), rand12(rng, f))
	exps := [][]byte{{0, 0}, {0xff, 0xff}, {0x80, 0x01}, {byte(rng.Uint32()), byte(rng.Uint32())}}
	ops12 := map[string]func(x, y *tower.Fp12Element[Prime], e []byte){
		"Fp6 Inverse": func(x, _ *tower.Fp12Element[Prime], _ []byte) { var z tower.Fp6Element[Prime]; f6.Inverse(&z, &x.C0) },
		"Mul":         func(x, y *tower.Fp12Element[Prime], _ []byte) { var z tower.Fp12Element[Prime]; f.Mul(&z, x, y) },
		"Inverse":     func(x, _ *tower.Fp12Element[Prime], _ []byte) { var z tower.Fp12Element[Prime]; f.Inverse(&z, x) },
		"CyclotomicSquare": func(x, _ *tower.Fp12Element[Prime], _ []byte) {
			var z tower.Fp12Element[Prime]
			f.CyclotomicSquare(&z, x)
		},
		"CyclotomicSquareCompressed": func(x, _ *tower.Fp12Element[Prime], _ []byte) {
			var z tower.Fp12Element[Prime]
			f.CyclotomicSquareCompressed(&z, x)
		},
		"CyclotomicDecompress": func(x, y *tower.Fp12Element[Prime], _ []byte) {
			xs := [3]tower.Fp12Element[Prime]{*x, *y, *x}
			f.CyclotomicDecompress(xs[:])
		},
		"Exp": func(x, _ *tower.Fp12Element[Prime], e []byte) { var z tower.Fp12Element[Prime]; f.Exp(&z, x, e) },
		"CyclotomicExp": func(x, _ *tower.Fp12Element[Prime], e []byte) {
			var z tower.Fp12Element[Prime]
			f.CyclotomicExp(&z, x, e)
		},
	}
	for name, op := range ops12 {
		first := tf.trace(func() { op(&in12[0], &in12[0], exps[0]) })
		for i := range in12 {
			got := tf.trace(func() { op(&in12[i], &in12[(i+1)%len(in12)], exps[i%len(exps)]) })
			require.Equal(t, first, got, "%s(input %d): base calls differ from those for 0", name, i)
		}
	}
}
