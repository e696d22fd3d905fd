package fp448

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestAliasing checks every method whose output may alias its inputs: the
// result must be the same whichever arguments share memory.
func TestAliasing(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	binary := map[string]func(z, x, y *Element){
		"Add": f.Add, "Sub": f.Sub, "Mul": f.Mul,
		"Select1": func(z, x, y *Element) { f.Select(z, x, y, 1) },
		"Select0": func(z, x, y *Element) { f.Select(z, x, y, 0) },
		"SqrtRatio": func(z, x, y *Element) {
			f.SqrtRatio(z, x, y)
		},
		"mulGeneric": mulGeneric,
	}
	unary := map[string]func(z, x *Element){
		"Set": f.Set, "Neg": f.Neg, "Square": f.Square, "Inverse": f.Inverse,
		"Sqrt":          func(z, x *Element) { f.Sqrt(z, x) },
		"MulSmall":      func(z, x *Element) { MulSmall(z, x, 39081) },
		"squareGeneric": squareGeneric,
	}
	for range 20 {
		x, y := randomLoose(rng), randomLoose(rng)
		// Make SqrtRatio and Sqrt take their success path half the time.
		if rng.IntN(2) == 0 {
			f.Square(&x, &x)
			f.Mul(&x, &x, &y)
		}
		for name, op := range binary {
			var want Element
			op(&want, &x, &y)
			z := x
			op(&z, &z, &y)
			require.Equal(t, want, z, "%s: z aliases x", name)
			z = y
			op(&z, &x, &z)
			require.Equal(t, want, z, "%s: z aliases y", name)

			var same Element
			op(&same, &x, &x)
			z = x
			op(&z, &z, &z)
			require.Equal(t, same, z, "%s: z, x, y alias", name)
			z = Element{}
			xx := x
			op(&z, &xx, &xx)
			require.Equal(t, same, z, "%s: x aliases y", name)
		}
		for name, op := range unary {
			var want Element
			op(&want, &x)
			z := x
			op(&z, &z)
			require.Equal(t, want, z, "%s: z aliases x", name)
		}
	}
}
