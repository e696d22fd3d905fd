//go:build curvekit_opcount

package field

import (
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"
)

// opCountOf returns the multiplications and squarings op performs.
func opCountOf(op func()) [2]uint64 {
	opCount.Mul, opCount.Square = 0, 0
	op()
	return [2]uint64{opCount.Mul, opCount.Square}
}

// TestPrimeOpCounts proves that Inverse, Sqrt and SqrtRatio of Prime perform
// the same number of multiplications and squarings for 0, 1, p − 1, squares,
// non-squares and random inputs, for a prime of every square-root method.
func TestPrimeOpCounts(t *testing.T) {
	forEachPrime(t, func(t *testing.T, c *primeCase) {
		f, p := c.f, c.p
		rng := newRand(10)
		inputs := []*big.Int{big.NewInt(0), big.NewInt(1), sum(p, big.NewInt(-1))}
		var square, nonSquare *big.Int
		for square == nil || nonSquare == nil {
			x := randomBelow(rng, p)
			switch big.Jacobi(x, p) {
			case 1:
				square = x
			case -1:
				nonSquare = x
			}
		}
		inputs = append(inputs, square, nonSquare)
		inputs = append(inputs, c.random(rng, 3)...)
		ops := map[string]func(x, y *PrimeElement){
			"Inverse":   func(x, _ *PrimeElement) { var z PrimeElement; f.Inverse(&z, x) },
			"Sqrt":      func(x, _ *PrimeElement) { var z PrimeElement; f.Sqrt(&z, x) },
			"SqrtRatio": func(x, y *PrimeElement) { var z PrimeElement; f.SqrtRatio(&z, x, y) },
			"exp":       func(x, _ *PrimeElement) { var z PrimeElement; f.exp(&z, x, &f.sqrt.c3) },
		}
		for name, op := range ops {
			var first [2]uint64
			for i, xb := range inputs {
				for j, yb := range inputs {
					x, y := c.elem(xb), c.elem(yb)
					got := opCountOf(func() { op(&x, &y) })
					if i == 0 && j == 0 {
						first = got
						require.True(t, name == "exp" || got[0]+got[1] > 0, "%s counted nothing", name)
						continue
					}
					require.Equal(t, first, got, "%s(%v, %v): [muls squares] differ from the count for 0", name, xb, yb)
				}
			}
		}
	})
}
