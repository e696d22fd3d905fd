package field

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// randomPrime returns a random prime of exactly bits bits (bits ≥ 3), drawn
// from rng: the first prime at or after a random odd start, retried when it
// outgrows the size.
func randomPrime(rng *rand.Rand, bits int) *big.Int {
	for {
		p := new(big.Int)
		for range (bits + 63) / 64 {
			p.Lsh(p, 64).Or(p, new(big.Int).SetUint64(rng.Uint64()))
		}
		p.Rsh(p, uint(64*((bits+63)/64)-bits))
		p.SetBit(p, bits-1, 1).SetBit(p, 0, 1)
		for !p.ProbablyPrime(20) {
			p.Add(p, big.NewInt(2))
		}
		if p.BitLen() == bits && p.Cmp(big.NewInt(3)) > 0 {
			return p
		}
	}
}

// inverseEdges returns the edge values of inversion modulo p: small values,
// values near p, (p ± 1)/2, powers of two with their neighbours and p minus
// them, R^±1 mod p, and each of the small and near-p values times R^−1, the
// values whose Montgomery representation is the value itself.
func (c *primeCase) inverseEdges() []*big.Int {
	p := c.p
	var out []*big.Int
	for k := int64(0); k < 4; k++ {
		out = append(out, big.NewInt(k), sum(p, big.NewInt(-1-k)))
	}
	out = append(out, new(big.Int).Rsh(p, 1), new(big.Int).Rsh(sum(p, big.NewInt(1)), 1))
	for k := 1; k < p.BitLen(); k += 1 + k/4 {
		out = append(out, pow2(uint(k)), sum(pow2(uint(k)), big.NewInt(-1)), sum(pow2(uint(k)), big.NewInt(1)), sum(p, neg(pow2(uint(k)))))
	}
	r := pow2(uint(64 * c.f.n))
	rInv := new(big.Int).ModInverse(r, p)
	out = append(out, r, rInv)
	for _, v := range out[:16] {
		out = append(out, new(big.Int).Mul(v, rInv))
	}
	for i, v := range out {
		out[i] = new(big.Int).Mod(v, p)
	}
	return out
}

// checkPrimeInverse compares Inverse and InverseVarTime of x with math/big,
// with and without aliasing.
func checkPrimeInverse(t *testing.T, c *primeCase, xb *big.Int) {
	t.Helper()
	want := new(big.Int).ModInverse(xb, c.p)
	if want == nil {
		want = new(big.Int) // x = 0
	}
	x := c.elem(xb)
	var z PrimeElement
	c.f.Inverse(&z, &x)
	requireBig(t, want, c.big(&z), "Inverse(%v) mod %v", xb, c.p)
	c.f.InverseVarTime(&z, &x)
	requireBig(t, want, c.big(&z), "InverseVarTime(%v) mod %v", xb, c.p)
	a := x
	c.f.Inverse(&a, &a)
	requireBig(t, want, c.big(&a), "Inverse(%v) aliased", xb)
	a = x
	c.f.InverseVarTime(&a, &a)
	requireBig(t, want, c.big(&a), "InverseVarTime(%v) aliased", xb)
}

// TestPrimeInverseVsBig checks both inversions against math/big on edge and
// random values, modulo every prime from 5 to 251 and random primes of
// sizes across every limb count and either side of each limb boundary.
func TestPrimeInverseVsBig(t *testing.T) {
	rng := newRand(20)
	var primes []*big.Int
	for p := int64(5); p < 256; p += 2 {
		if big.NewInt(p).ProbablyPrime(20) {
			primes = append(primes, big.NewInt(p))
		}
	}
	perSize := 4
	if testing.Short() {
		perSize = 1
	}
	for _, bits := range []int{9, 17, 31, 32, 33, 63, 64, 65, 100, 127, 128, 129, 191, 192, 193, 224, 252, 254, 255, 256,
		257, 258, 300, 319, 320, 321, 383, 384, 385, 446, 447, 448, 449, 511, 512, 513, 520, 521, 522, 560, 575, 576} {
		for range perSize {
			primes = append(primes, randomPrime(rng, bits))
		}
	}
	// The first primes above 2^256 and above 2^521 − 1, each just past a
	// modulus at which Wide's half-delta bounds end.
	for _, base := range []*big.Int{pow2(256), pow2(521)} {
		p := sum(base, big.NewInt(1))
		for !p.ProbablyPrime(20) {
			p.Add(p, big.NewInt(2))
		}
		primes = append(primes, p)
	}
	for i, p := range primes {
		c := newPrimeCase(t, p, ByteOrder(i%2))
		for _, x := range c.inverseEdges() {
			checkPrimeInverse(t, c, x)
		}
		for _, x := range c.random(rng, 8) {
			checkPrimeInverse(t, c, x)
		}
	}
}

// TestPrimeInverseSmallExhaustive checks both inversions of every element
// modulo every prime from 5 to 251: the 590 divsteps of safegcd.Modulus are
// proven for every odd modulus up to about 2^256, tiny ones included.
func TestPrimeInverseSmallExhaustive(t *testing.T) {
	for p := int64(5); p < 256; p += 2 {
		if !big.NewInt(p).ProbablyPrime(20) {
			continue
		}
		c := newPrimeCase(t, big.NewInt(p), LittleEndian)
		for x := range p {
			checkPrimeInverse(t, c, big.NewInt(x))
		}
	}
}

// TestPrimeInverseRoundTrip checks x · (1/x) = 1 and 1/(1/x) = x for the
// test primes.
func TestPrimeInverseRoundTrip(t *testing.T) {
	forEachPrime(t, func(t *testing.T, c *primeCase) {
		for _, xb := range c.values(newRand(21), 16) {
			x := c.elem(xb)
			var inv, back, prod PrimeElement
			c.f.Inverse(&inv, &x)
			c.f.Inverse(&back, &inv)
			require.Equal(t, x, back, "1/(1/%v)", xb)
			c.f.Mul(&prod, &x, &inv)
			require.Equal(t, 1-c.f.IsZero(&x), c.f.Equal(&prod, &c.f.one), "%v · 1/%v", xb, xb)
		}
	})
}

func TestPrimeInverseAllocations(t *testing.T) {
	for _, p := range []*big.Int{sum(pow2(255), big.NewInt(-19)), sum(pow2(521), big.NewInt(-1))} {
		c := newPrimeCase(t, p, BigEndian)
		x := c.elem(big.NewInt(12345))
		require.Zero(t, testing.AllocsPerRun(10, func() { c.f.Inverse(&x, &x) }))
		require.Zero(t, testing.AllocsPerRun(10, func() { c.f.InverseVarTime(&x, &x) }))
	}
}
