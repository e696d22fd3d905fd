package fp25519

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestGenericKernelsAgainstBig checks the portable kernels themselves
// (mulGeneric, squareGeneric, mulSmall) against math/big on every build: on
// amd64 without the purego tag the field methods run the assembly, so this
// is where the Go kernels meet an outside reference there. Inputs are the
// edge and random elements of testElements, including limbs at the loose
// bound 2^52 − 1, p and 2p in limbs. Outputs must also keep the bounds
// mul.go derives: limbs below 2^51 + 2^9 for the serial column reduction of
// mulGeneric and squareGeneric, below 2^52 for mulSmall.
func TestGenericKernelsAgainstBig(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 255))
	es := testElements(rng, 3000)
	const bound = 1<<51 + 1<<9
	checkBound := func(e *Element, op string) {
		for i, l := range e {
			if l >= bound {
				t.Helper()
				require.Lessf(t, l, uint64(bound), "%s: limb %d of %x", op, i, *e)
			}
		}
	}
	for i, x := range es {
		y := es[(i*17+3)%len(es)]
		bx, by := toBig(&x), toBig(&y)

		var z Element
		mulGeneric(&z, &x, &y)
		want := new(big.Int).Mul(bx, by)
		requireBig(t, want.Mod(want, bigP), toBig(&z), "mulGeneric(%x, %x)", x, y)
		checkBound(&z, "mulGeneric")

		squareGeneric(&z, &x)
		want = new(big.Int).Mul(bx, bx)
		requireBig(t, want.Mod(want, bigP), toBig(&z), "squareGeneric(%x)", x)
		checkBound(&z, "squareGeneric")

		c := rng.Uint32()
		if i%5 == 0 {
			c = 1<<32 - 1
		}
		mulSmall(&z, &x, c)
		want = new(big.Int).Mul(bx, new(big.Int).SetUint64(uint64(c)))
		requireBig(t, want.Mod(want, bigP), toBig(&z), "mulSmall(%x, %d)", x, c)
		requireLoose(t, &z, "mulSmall")
	}
}
