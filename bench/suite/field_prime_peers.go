package suite

import (
	"math/big"
	"testing"

	"github.com/curvekit/curvekit/bench/internal/testinput"
)

// The runtime-modulus field.Prime is measured at 4, 6 and 9 limbs on the
// NIST primes, against math/big, the obvious alternative for a custom modulus.
const (
	// GroupPrime256 is field.Prime with the P-256 prime (4 limbs).
	GroupPrime256 = "field/prime256"
	// GroupPrime384 is field.Prime with the P-384 prime (6 limbs).
	GroupPrime384 = "field/prime384"
	// GroupPrime521 is field.Prime with the P-521 prime (9 limbs).
	GroupPrime521 = "field/prime521"
)

var sinkBig *big.Int

func init() {
	registerBig(GroupPrime256, testinput.PR256)
	registerBig(GroupPrime384, testinput.P384)
	registerBig(GroupPrime521, testinput.P521)
}

// registerBig registers math/big cases for arithmetic modulo p: each result
// is reduced to [0, p) as a field implementation's would be.
func registerBig(group string, p *big.Int) {
	x, y, sq, _, _ := inputs(group, p)
	RegisterImpl(group, "math/big",
		Op{"Mul", func(b *testing.B) {
			z := new(big.Int).Set(x)
			for b.Loop() {
				z.Mul(z, y)
				z.Mod(z, p)
			}
			sinkBig = z
		}},
		Op{"Square", func(b *testing.B) {
			z := new(big.Int).Set(x)
			for b.Loop() {
				z.Mul(z, z)
				z.Mod(z, p)
			}
			sinkBig = z
		}},
		Op{"Add", func(b *testing.B) {
			z := new(big.Int)
			for b.Loop() {
				z.Add(x, y)
				if z.Cmp(p) >= 0 {
					z.Sub(z, p)
				}
			}
			sinkBig = z
		}},
		Op{"Inverse", func(b *testing.B) {
			z := new(big.Int).Set(x)
			for b.Loop() {
				z.ModInverse(z, p)
			}
			sinkBig = z
		}},
		Op{"Sqrt", func(b *testing.B) {
			z := new(big.Int)
			var r *big.Int
			for b.Loop() {
				r = z.ModSqrt(sq, p)
			}
			sinkBig, sinkBool = z, r != nil
		}},
	)
}
