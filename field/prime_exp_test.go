package field

import (
	"math/big"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// simulate runs prog on exponents instead of field elements: it returns the
// exponent the program raises its input to, checking the table bounds.
func simulate(t *testing.T, prog *expProgram) *big.Int {
	if prog.zero {
		return new(big.Int)
	}
	require.LessOrEqual(t, prog.entries, maxTable)
	table := make([]*big.Int, prog.entries)
	table[0] = big.NewInt(1)
	for _, op := range prog.build {
		v := new(big.Int).Lsh(table[op.src], uint(op.sq))
		if op.mul >= 0 {
			v.Add(v, table[op.mul])
		}
		table[op.dst] = v
	}
	acc := new(big.Int).Set(table[prog.first])
	for _, s := range prog.steps {
		acc.Lsh(acc, uint(s.squarings))
		if s.index >= 0 {
			acc.Add(acc, table[s.index])
		}
	}
	return acc
}

func TestExpProgram(t *testing.T) {
	rng := newRand(14)
	exps := []*big.Int{big.NewInt(0), big.NewInt(1), big.NewInt(2), big.NewInt(3), big.NewInt(5), big.NewInt(0x7f)}
	for _, k := range []uint{1, 2, 31, 32, 64, 127, 255, 256, 521, 575} {
		exps = append(exps, sum(pow2(k), big.NewInt(-1)), pow2(k), sum(pow2(k), big.NewInt(-3)))
		exps = append(exps, randomBelow(rng, pow2(k)))
	}
	for _, np := range testPrimes() {
		exps = append(exps, sum(np.p, big.NewInt(-2)))
	}
	for _, e := range exps {
		if e.Sign() < 0 {
			continue
		}
		prog := newExpProgram(e)
		assert.Equal(t, 0, simulate(t, &prog).Cmp(e), "program for %#x", e)
	}
	// Costs: P-256 p − 2 has a 255-squaring, 13-multiplication chain.
	p256 := sum(pow2(256), neg(pow2(224)), pow2(192), pow2(96), big.NewInt(-3))
	prog := newExpProgram(p256)
	assert.Equal(t, 268, prog.cost())
}

func TestPrimeExp(t *testing.T) {
	forEachPrime(t, func(t *testing.T, c *primeCase) {
		rng := newRand(15)
		for _, eb := range []*big.Int{big.NewInt(0), big.NewInt(1), big.NewInt(6), randomBelow(rng, c.p), sum(c.p, big.NewInt(-1))} {
			prog := newExpProgram(eb)
			for _, xb := range c.values(rng, 2) {
				x := c.elem(xb)
				var z PrimeElement
				c.f.exp(&z, &x, &prog)
				requireBig(t, new(big.Int).Exp(new(big.Int).Mod(xb, c.p), eb, c.p), c.big(&z), "%#x^%#x", xb, eb)
			}
		}
	})
}

func BenchmarkNewPrime(b *testing.B) {
	for _, bp := range benchPrimes {
		b.Run(bp.name, func(b *testing.B) {
			for b.Loop() {
				if _, err := NewPrime(bp.p, BigEndian); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
