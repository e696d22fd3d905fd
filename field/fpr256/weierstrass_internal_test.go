package fpr256

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestInlineAddSub checks the inlinable addition and subtraction of the
// Weierstrass kernels, reduceOnce(addLimbs(x, y)) and
// addBack(subLimbs(x, y)), against math/big on pairs of edge values (0, 1,
// 2, p − 1, p − 2, p − 3, ⌊p/k⌋ and neighbours for k = 2, 3, 4, 2^k − 1 and
// 2^k below p) and random values. Both are the same maps on the limbs
// whatever the Montgomery factor.
func TestInlineAddSub(t *testing.T) {
	p, _ := new(big.Int).SetString(modulusHex, 16)
	toLimbs := func(v *big.Int) Element {
		var z Element
		b := make([]byte, 32)
		v.FillBytes(b)
		for i := range z {
			for j := range 8 {
				z[i] |= uint64(b[31-8*i-j]) << (8 * j)
			}
		}
		return z
	}
	fromLimbs := func(z *Element) *big.Int {
		v := new(big.Int)
		for i := 3; i >= 0; i-- {
			v.Lsh(v, 64)
			v.Or(v, new(big.Int).SetUint64(z[i]))
		}
		return v
	}
	var inputs []*big.Int
	for _, v := range []*big.Int{big.NewInt(0), big.NewInt(1), big.NewInt(2)} {
		inputs = append(inputs, v, new(big.Int).Sub(p, new(big.Int).Add(v, big.NewInt(1))))
	}
	for _, d := range []int64{2, 3, 4} {
		q := new(big.Int).Div(p, big.NewInt(d))
		for _, e := range []int64{-1, 0, 1, 2} {
			inputs = append(inputs, new(big.Int).Add(q, big.NewInt(e)))
		}
	}
	for k := 1; k < 256; k++ {
		v := new(big.Int).Lsh(big.NewInt(1), uint(k))
		inputs = append(inputs, new(big.Int).Sub(v, big.NewInt(1)))
		if v.Cmp(p) < 0 {
			inputs = append(inputs, v)
		}
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for range 300 {
		b := make([]byte, 32)
		for i := range b {
			b[i] = byte(rng.Uint32())
		}
		inputs = append(inputs, new(big.Int).Mod(new(big.Int).SetBytes(b), p))
	}
	for i, v := range inputs {
		x := toLimbs(v)
		for _, w := range []*big.Int{v, inputs[(i*31+7)%len(inputs)], inputs[(i+1)%len(inputs)], inputs[len(inputs)-1-i]} {
			y := toLimbs(w)
			var z Element
			z[0], z[1], z[2], z[3] = reduceOnce(addLimbs(&x, &y))
			require.Zero(t, new(big.Int).Mod(new(big.Int).Add(v, w), p).Cmp(fromLimbs(&z)), "%x + %x", v, w)
			z[0], z[1], z[2], z[3] = addBack(subLimbs(&x, &y))
			require.Zero(t, new(big.Int).Mod(new(big.Int).Sub(v, w), p).Cmp(fromLimbs(&z)), "%x − %x", v, w)
		}
	}
}
