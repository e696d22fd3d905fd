package fpk256

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// pBig is p = 2^256 − 2^32 − 977 as a big.Int, computed independently of
// Modulus from its definition.
var pBig = func() *big.Int {
	p := new(big.Int).Lsh(big.NewInt(1), 256)
	p.Sub(p, new(big.Int).Lsh(big.NewInt(1), 32))
	return p.Sub(p, big.NewInt(977))
}()

// toBig returns the integer held in x's limbs, without going through the
// package's encoder.
func toBig(x *Element) *big.Int {
	r := new(big.Int)
	for i := 3; i >= 0; i-- {
		r.Lsh(r, 64)
		r.Or(r, new(big.Int).SetUint64(x[i]))
	}
	return r
}

// fromBig returns the element holding v mod p, set through the limbs.
func fromBig(v *big.Int) Element {
	m := new(big.Int).Mod(v, pBig)
	var e Element
	mask := new(big.Int).SetUint64(^uint64(0))
	for i := 0; i < 4; i++ {
		e[i] = new(big.Int).And(m, mask).Uint64()
		m.Rsh(m, 64)
	}
	return e
}

// bigPow2 returns 2^k.
func bigPow2(k int) *big.Int { return new(big.Int).Lsh(big.NewInt(1), uint(k)) }

// edgeBigs returns the interesting integers in [0, p): small values, values
// next to p, powers of two and their neighbours, halves of p and c.
func edgeBigs() []*big.Int {
	var vs []*big.Int
	for _, v := range []int64{0, 1, 2, 3, 977, 0x1000003d1, 0x1000003d0} {
		vs = append(vs, big.NewInt(v))
	}
	for _, d := range []int64{1, 2, 3, 977, 0x1000003d1} {
		vs = append(vs, new(big.Int).Sub(pBig, big.NewInt(d)))
	}
	half := new(big.Int).Rsh(pBig, 1)
	vs = append(vs, half, new(big.Int).Add(half, big.NewInt(1)))
	for k := 0; k < 256; k += 7 {
		vs = append(vs, bigPow2(k), new(big.Int).Sub(bigPow2(k+1), big.NewInt(1)))
	}
	vs = append(vs, bigPow2(255), new(big.Int).Sub(pBig, bigPow2(255)))
	for _, k := range []int{32, 64, 128, 192} {
		vs = append(vs, new(big.Int).Sub(pBig, bigPow2(k)), new(big.Int).Sub(bigPow2(k), big.NewInt(1)))
	}
	for i, v := range vs {
		vs[i] = v.Mod(v, pBig)
	}
	return vs
}

// edgeElements returns edgeBigs as elements.
func edgeElements() []Element {
	bs := edgeBigs()
	es := make([]Element, len(bs))
	for i, b := range bs {
		es[i] = fromBig(b)
	}
	return es
}

// newRand returns a deterministic source for reproducible tests.
func newRand(seed uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, 0x6b323536))
}

// randomElement returns a uniformly random element, or with probability 1/4
// one with runs of all-ones or all-zero limbs, which exercise the carries.
func randomElement(r *rand.Rand) Element {
	for {
		var e Element
		for i := range e {
			switch r.IntN(8) {
			case 0:
				e[i] = ^uint64(0)
			case 1:
				e[i] = 0
			default:
				e[i] = r.Uint64()
			}
		}
		if toBig(&e).Cmp(pBig) < 0 {
			return e
		}
	}
}

// testValues returns the edge elements followed by n random ones.
func testValues(r *rand.Rand, n int) []Element {
	vs := edgeElements()
	for i := 0; i < n; i++ {
		vs = append(vs, randomElement(r))
	}
	return vs
}

// requireCanonical checks that x holds an integer below p.
func requireCanonical(t *testing.T, x *Element, msgAndArgs ...any) {
	t.Helper()
	require.Equal(t, -1, toBig(x).Cmp(pBig), msgAndArgs...)
}

// requireEqualBig checks that x is canonical and equals want mod p.
func requireEqualBig(t *testing.T, want *big.Int, x *Element, msgAndArgs ...any) {
	t.Helper()
	requireCanonical(t, x, msgAndArgs...)
	w := new(big.Int).Mod(want, pBig)
	require.Equal(t, w.Text(16), toBig(x).Text(16), msgAndArgs...)
}
