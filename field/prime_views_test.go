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
		if c.f.kind == kindCrandall4 {
			want = "field.Prime4C"
		}
		if c.f.n == 4 && hasADX {
			want = "field.Prime4ADX"
		}
		if c.f.n == 6 && c.f.bitLen <= 383 && hasADX {
			want = "field.Prime6ADX"
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

// limbs4View is the split Add and Sub of the 4-limb views (prime_limbs.go).
type limbs4View interface {
	SubP(s0, s1, s2, s3, c uint64) (d0, d1, d2, d3, b uint64)
	AddBack(d0, d1, d2, d3, b uint64) (z0, z1, z2, z3 uint64)
}

// TestPrime4PiecesMatchAddSub checks that the pieces of prime_limbs.go, as
// generated code composes them, compute exactly the Prime's Add and Sub,
// for every 4-limb test prime through the view Specialize returns and
// through Prime4 and Prime4M1 made directly, on edge and random values.
func TestPrime4PiecesMatchAddSub(t *testing.T) {
	forEachPrime(t, func(t *testing.T, c *primeCase) {
		if c.f.n != 4 {
			return
		}
		views := []limbs4View{Prime4{c.f}, Prime4M1{c.f}, Prime4ADX{c.f}, Prime4C{c.f}}
		v, ok := c.f.Specialize().(limbs4View)
		require.True(t, ok, "%T has no pieces", c.f.Specialize())
		views = append(views, v)
		vals := c.values(newRand(44), 10)
		for _, xb := range vals {
			for _, yb := range vals {
				x, y := c.elem(xb), c.elem(yb)
				var sum, diff PrimeElement
				c.f.Add(&sum, &x, &y)
				c.f.Sub(&diff, &x, &y)
				for _, v := range views {
					var got PrimeElement
					got[0], got[1], got[2], got[3] = v.AddBack(v.SubP(AddLimbs4(&x, &y)))
					require.Equal(t, sum, got, "%T Add(%v, %v)", v, xb, yb)
					got[0], got[1], got[2], got[3] = v.AddBack(SubLimbs4(&x, &y))
					require.Equal(t, diff, got, "%T Sub(%v, %v)", v, xb, yb)
				}
			}
		}
	})
}
