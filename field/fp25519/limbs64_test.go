package fp25519

import (
	"math/big"
	"math/rand/v2"
	"testing"
)

// TestLimbs64AgainstBig checks the inlinable pieces of Field64's Add and Sub
// (limbs64.go), as the generated ladders compose them, against math/big
// modulo p on all pairs of a sample of edge and random Element64 inputs
// (the carry and borrow edges near 0, 38, p, 2p and 2^256 included).
func TestLimbs64AgainstBig(t *testing.T) {
	rng := rand.New(rand.NewPCG(25519, 66))
	es := testElements64(rng, 100)
	for i := range es {
		x := &es[i]
		bx := bigOf64(x)
		for j := range es {
			y := &es[j]
			by := bigOf64(y)
			var z Element64
			z[0], z[1], z[2], z[3] = Fold38(AddLimbs64(x, y))
			requireBig(t, new(big.Int).Mod(new(big.Int).Add(bx, by), bigP), new(big.Int).Mod(bigOf64(&z), bigP), "Add %x %x", *x, *y)
			z[0], z[1], z[2], z[3] = Unborrow38(SubLimbs64(x, y))
			requireBig(t, new(big.Int).Mod(new(big.Int).Sub(bx, by), bigP), new(big.Int).Mod(bigOf64(&z), bigP), "Sub %x %x", *x, *y)
		}
	}
}
