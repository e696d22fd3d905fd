package field

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"
)

// primeView is the arithmetic a view of Specialize provides.
type primeView interface {
	Field[PrimeElement]
	Add(z, x, y *PrimeElement)
}

// TestPrimeViewsMatchPrime checks that the view Specialize returns is of
// the type for the limb count and modulus shape of every test prime, and
// computes exactly what the Prime computes: Add, Sub, Neg, Mul and Square
// on edge and random values, with aliased outputs.
func TestPrimeViewsMatchPrime(t *testing.T) {
	forEachPrime(t, func(t *testing.T, c *primeCase) {
		want := fmt.Sprintf("field.Prime%d", c.f.n)
		if c.f.inv == 1 {
			want += "M1"
		}
		if c.f.n == 4 && hasADX {
			want = "field.Prime4ADX"
		}
		v, ok := c.f.Specialize().(primeView)
		require.True(t, ok, "Specialize returned %T", c.f.Specialize())
		require.Equal(t, want, fmt.Sprintf("%T", v))
		vals := c.values(newRand(9), 8)
		for _, xb := range vals {
			for _, yb := range vals {
				x, y := c.elem(xb), c.elem(yb)
				var got, exp PrimeElement
				v.Add(&got, &x, &y)
				c.f.Add(&exp, &x, &y)
				require.Equal(t, exp, got, "Add")
				v.Sub(&got, &x, &y)
				c.f.Sub(&exp, &x, &y)
				require.Equal(t, exp, got, "Sub")
				v.Mul(&got, &x, &y)
				c.f.Mul(&exp, &x, &y)
				require.Equal(t, exp, got, "Mul")
				got = x
				v.Mul(&got, &got, &got)
				c.f.Square(&exp, &x)
				require.Equal(t, exp, got, "Mul aliased")
			}
			x := c.elem(xb)
			var got, exp PrimeElement
			v.Neg(&got, &x)
			c.f.Neg(&exp, &x)
			require.Equal(t, exp, got, "Neg")
			got = x
			v.Square(&got, &got)
			c.f.Square(&exp, &x)
			require.Equal(t, exp, got, "Square aliased")
		}
	})
}
