//go:build amd64 && !purego

package field

import (
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestMontMul6ADXMatchesGeneric checks that montMul6ADX and montSquare6ADX
// return exactly the limbs of montMul6Generic and montSquare6Generic (of
// the pm1 kernels for p ≡ −1 mod 2^64), on BLS12-381's p, the largest
// primes below 2^383 of both families and the 6-limb moduli of
// TestAsmKernelsMatchGeneric below 2^383, with edge and random inputs,
// inputs below R = 2^384 in the first operand (the one the kernel scans
// by words), and aliased arguments. It skips on processors without BMI2
// and ADX.
func TestMontMul6ADXMatchesGeneric(t *testing.T) {
	if !hasADX {
		t.Skip("the processor lacks BMI2 or ADX: montMul6ADX is not used")
	}
	moduli := []*big.Int{
		// BLS12-381 p (draft-irtf-cfrg-pairing-friendly-curves-11 §4.2.1).
		hexInt("1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaab"),
		primeBelow(383, 4, 3),
		primeMinusOneMod64(383),
	}
	for _, pm1 := range []bool{false, true} {
		for _, p := range asmTestModuli(6, pm1) {
			if p.BitLen() <= 383 {
				moduli = append(moduli, p)
			}
		}
	}
	for i, pb := range moduli {
		f := newPrimeCase(t, pb, BigEndian).f
		require.Equal(t, 6, f.n, "p = %#x", pb)
		require.IsType(t, Prime6ADX{}, f.Specialize(), "p = %#x", pb)
		mulGen, sqrGen := montMul6Generic, montSquare6Generic
		if f.inv == 1 {
			mulGen, sqrGen = montMul6pm1Generic, montSquare6pm1Generic
		}
		belowP, belowR := asmTestInputs(t, pb, uint64(6000+i))
		check := func(x, y PrimeElement) {
			got, want := garbageElement(), garbageElement()
			montMul6ADX(&got, &x, &y, &f.p, f.inv)
			mulGen(&want, &x, &y, &f.p, f.inv)
			require.Equal(t, want, got, "montMul6ADX(%x, %x) mod %#x", x, y, pb)
		}
		for j, x := range belowP {
			check(x, belowP[(j*13+5)%len(belowP)])
			check(x, x)
			got, want := garbageElement(), garbageElement()
			montSquare6ADX(&got, &x, &f.p, f.inv)
			sqrGen(&want, &x, &f.p, f.inv)
			require.Equal(t, want, got, "montSquare6ADX(%x) mod %#x", x, pb)
		}
		for j, x := range belowR {
			check(x, belowP[(j*7+3)%len(belowP)])
		}
		x, y := belowP[len(belowP)-1], belowP[0]
		want := x
		mulGen(&want, &want, &y, &f.p, f.inv)
		montMul6ADX(&x, &x, &y, &f.p, f.inv)
		require.Equal(t, want, x, "aliased z = x")
		montSquare6ADX(&y, &y, &f.p, f.inv)
		sqrGen(&want, &belowP[0], &f.p, f.inv)
		require.Equal(t, want, y, "aliased square")
	}
}
