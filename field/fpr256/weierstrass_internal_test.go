package fpr256

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestSmallMultiples checks triple and quadruple, which the Weierstrass
// kernels use, against math/big on edge values (0, 1, 2, p − 1, p − 2,
// (p ± 1)/2, ⌊p/3⌋, ⌊p/4⌋ and their neighbours, 2^k − 1 and 2^k below p)
// and random values. Both maps are linear, so they act on the limbs as
// integers below p, whatever the Montgomery factor.
func TestSmallMultiples(t *testing.T) {
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
	for range 1000 {
		b := make([]byte, 32)
		for i := range b {
			b[i] = byte(rng.Uint32())
		}
		inputs = append(inputs, new(big.Int).Mod(new(big.Int).SetBytes(b), p))
	}
	for _, v := range inputs {
		x := toLimbs(v)
		var z Element
		triple(&z, &x)
		require.Equal(t, new(big.Int).Mod(new(big.Int).Mul(v, big.NewInt(3)), p), fromLimbs(&z), "3·%x", v)
		quadruple(&z, &x)
		require.Equal(t, new(big.Int).Mod(new(big.Int).Mul(v, big.NewInt(4)), p), fromLimbs(&z), "4·%x", v)
		z = x
		triple(&z, &z)
		require.Equal(t, new(big.Int).Mod(new(big.Int).Mul(v, big.NewInt(3)), p), fromLimbs(&z), "3·%x aliased", v)
	}
}
