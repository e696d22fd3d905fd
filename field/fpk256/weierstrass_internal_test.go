package fpk256

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestInlineAddSub checks the inlinable addition and subtraction of the
// Weierstrass kernels, reduceSum(addLimbs(x, y)) and
// fixDifference(subLimbs(x, y)), against Field.Add and Field.Sub on pairs
// of edge values (0, 1, 2, p − 1, p − 2, c − 1, c, 2^k − 1, 2^k below p)
// and random values.
func TestInlineAddSub(t *testing.T) {
	p := Field{}.Modulus()
	var in []Element
	add := func(v *big.Int) {
		var e Element
		require.NoError(t, Field{}.SetBytes(&e, new(big.Int).Mod(v, p).FillBytes(make([]byte, 32))))
		in = append(in, e)
	}
	for _, v := range []int64{0, 1, 2, c - 1, c, c + 1} {
		add(big.NewInt(v))
		add(new(big.Int).Sub(p, big.NewInt(v+1)))
	}
	for k := 1; k < 256; k++ {
		v := new(big.Int).Lsh(big.NewInt(1), uint(k))
		add(v)
		add(v.Sub(v, big.NewInt(1)))
	}
	rng := rand.New(rand.NewPCG(256, 7))
	for range 300 {
		b := make([]byte, 32)
		for i := range b {
			b[i] = byte(rng.Uint32())
		}
		add(new(big.Int).SetBytes(b))
	}
	for i := range in {
		x := &in[i]
		for _, y := range []*Element{x, &in[(i*31+7)%len(in)], &in[len(in)-1-i]} {
			var want, got Element
			Field{}.Add(&want, x, y)
			got[0], got[1], got[2], got[3] = reduceSum(addLimbs(x, y))
			require.Equal(t, want, got, "%x + %x", *x, *y)
			Field{}.Sub(&want, x, y)
			got[0], got[1], got[2], got[3] = fixDifference(subLimbs(x, y))
			require.Equal(t, want, got, "%x − %x", *x, *y)
		}
	}
}
