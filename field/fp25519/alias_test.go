package fp25519

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestAliasing checks every method against itself with distinct arguments,
// for every way its output can alias its inputs.
func TestAliasing(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	es := testElements(rng, 30)

	binary := map[string]func(z, x, y *Element){
		"Add": f.Add, "Sub": f.Sub, "Mul": f.Mul,
		"SqrtRatio": func(z, x, y *Element) { f.SqrtRatio(z, x, y) },
	}
	for name, fn := range binary {
		t.Run(name, func(t *testing.T) {
			for i, x0 := range es {
				y0 := es[(i*7+3)%len(es)]
				var want, wantSame Element
				xc, yc := x0, y0
				fn(&want, &xc, &yc)
				fn(&wantSame, &xc, &xc)

				x, y := x0, y0 // z = x
				fn(&x, &x, &y)
				require.Equal(t, want, x, "%s z=x", name)
				require.Equal(t, y0, y, "%s z=x changed y", name)

				x, y = x0, y0 // z = y
				fn(&y, &x, &y)
				require.Equal(t, want, y, "%s z=y", name)
				require.Equal(t, x0, x, "%s z=y changed x", name)

				var z Element // x = y
				x = x0
				fn(&z, &x, &x)
				require.Equal(t, wantSame, z, "%s x=y", name)
				require.Equal(t, x0, x, "%s x=y changed x", name)

				x = x0 // z = x = y
				fn(&x, &x, &x)
				require.Equal(t, wantSame, x, "%s z=x=y", name)
			}
		})
	}

	unary := map[string]func(z, x *Element){
		"Neg": f.Neg, "Square": f.Square, "Inverse": f.Inverse, "Set": f.Set,
		"Pow22523": f.Pow22523,
		"MulSmall": func(z, x *Element) { f.MulSmall(z, x, 121666) },
		"Sqrt":     func(z, x *Element) { f.Sqrt(z, x) },
	}
	for name, fn := range unary {
		t.Run(name, func(t *testing.T) {
			for _, x0 := range es {
				var want Element
				xc := x0
				fn(&want, &xc)
				require.Equal(t, x0, xc, "%s changed its input", name)
				x := x0
				fn(&x, &x)
				require.Equal(t, want, x, "%s z=x", name)
			}
		})
	}

	t.Run("SetWideBytes", func(t *testing.T) {
		// Not an aliasing case, but z must not be read.
		z := Element{1<<52 - 1, 1, 2, 3, 4}
		require.NoError(t, f.SetWideBytes(&z, []byte{7}))
		require.Equal(t, Element{7}, z)
	})
}
