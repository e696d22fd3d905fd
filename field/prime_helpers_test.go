package field

import (
	"fmt"
	"github.com/stretchr/testify/assert"
	"math/big"
	"math/rand/v2"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"
)

// hexInt parses a hexadecimal constant of a test table.
func hexInt(s string) *big.Int {
	x, ok := new(big.Int).SetString(s, 16)
	if !ok {
		panic("bad hex constant " + s)
	}
	return x
}

// decInt parses a decimal constant of a test table.
func decInt(s string) *big.Int {
	x, ok := new(big.Int).SetString(s, 10)
	if !ok {
		panic("bad decimal constant " + s)
	}
	return x
}

// pow2 returns 2^k.
func pow2(k uint) *big.Int { return new(big.Int).Lsh(big.NewInt(1), k) }

// sum returns the sum of xs.
func sum(xs ...*big.Int) *big.Int {
	s := new(big.Int)
	for _, x := range xs {
		s.Add(s, x)
	}
	return s
}

// neg returns −x.
func neg(x *big.Int) *big.Int { return new(big.Int).Neg(x) }

// primeBelow returns the largest prime p < 2^bits with p ≡ rem mod m.
func primeBelow(bits uint, m, rem int64) *big.Int {
	p := new(big.Int).Sub(pow2(bits), big.NewInt(1))
	mm := big.NewInt(m)
	r := new(big.Int).Mod(p, mm).Int64()
	p.Sub(p, big.NewInt((r-rem+m)%m))
	for !p.ProbablyPrime(20) {
		p.Sub(p, mm)
	}
	return p
}

// primeMinusOneMod64 returns the largest prime p < 2^bits with
// p ≡ −1 mod 2^64, the moduli that get Prime's second kernel family.
func primeMinusOneMod64(bits uint) *big.Int {
	p := new(big.Int).Sub(pow2(bits), big.NewInt(1))
	for !p.ProbablyPrime(20) {
		p.Sub(p, pow2(64))
	}
	return p
}

type namedPrime struct {
	name string
	p    *big.Int
}

var (
	testPrimesOnce sync.Once
	testPrimesList []namedPrime
)

// testPrimes returns the primes the Prime tests run over: small ones, the
// standard curve moduli and group orders (SEC 2, FIPS 186-4, RFC 7748/8032,
// EIP-196, draft-irtf-cfrg-pairing-friendly-curves), and generated primes
// that cover each square-root method at several limb counts. Every limb count
// from 4 to 9 appears.
func testPrimes() []namedPrime {
	testPrimesOnce.Do(func() {
		testPrimesList = []namedPrime{
			{"5", big.NewInt(5)},
			{"13", big.NewInt(13)},
			{"17", big.NewInt(17)},
			{"41 (9 mod 16)", big.NewInt(41)},
			{"2^31-1", sum(pow2(31), big.NewInt(-1))},
			{"goldilocks 2^64-2^32+1", sum(pow2(64), neg(pow2(32)), big.NewInt(1))},
			{"2^127-1", sum(pow2(127), big.NewInt(-1))},
			{"P-192 p", sum(pow2(192), neg(pow2(64)), big.NewInt(-1))},
			{"P-224 p", sum(pow2(224), neg(pow2(96)), big.NewInt(1))},
			{"P-224 n", hexInt("ffffffffffffffffffffffffffff16a2e0b8f03e13dd29455c5c2a3d")},
			{"2^255-19", sum(pow2(255), big.NewInt(-19))},
			{"ed25519 l", sum(pow2(252), decInt("27742317777372353535851937790883648493"))},
			{"P-256 p", sum(pow2(256), neg(pow2(224)), pow2(192), pow2(96), big.NewInt(-1))},
			{"P-256 n", hexInt("ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551")},
			{"secp256k1 p", sum(pow2(256), neg(pow2(32)), big.NewInt(-977))},
			{"secp256k1 n", hexInt("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141")},
			{"BN254 p", decInt("21888242871839275222246405745257275088696311157297823662689037894645226208583")},
			{"BN254 r", decInt("21888242871839275222246405745257275088548364400416034343698204186575808495617")},
			{"BLS12-381 r", hexInt("73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001")},
			{"BLS12-381 p", hexInt("1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaab")},
			{"P-384 p", sum(pow2(384), neg(pow2(128)), neg(pow2(96)), pow2(32), big.NewInt(-1))},
			{"P-384 n", hexInt("ffffffffffffffffffffffffffffffffffffffffffffffffc7634d81f4372ddf581a0db248b0a77aecec196accc52973")},
			{"ed448 p", sum(pow2(448), neg(pow2(224)), big.NewInt(-1))},
			{"ed448 q", sum(pow2(446), neg(decInt("13818066809895115352007386748515426880336692474882178609894547503885")))},
			{"P-521 p", sum(pow2(521), big.NewInt(-1))},
			{"P-521 n", hexInt("01fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffa51868783bf2f966b7fcc0148f709a5d03bb5c9b8899c47aebb6fb71e91386409")},
			{"9 mod 16, 128 bits", primeBelow(128, 16, 9)},
			{"9 mod 16, 320 bits", primeBelow(320, 16, 9)},
			{"5 mod 8, 448 bits", primeBelow(448, 8, 5)},
			{"1 mod 64, 384 bits", primeBelow(384, 64, 1)},
			{"3 mod 4, 320 bits", primeBelow(320, 4, 3)},
			{"9 mod 16, 512 bits", primeBelow(512, 16, 9)},
			{"1 mod 32, 576 bits", primeBelow(576, 32, 1)},
			{"largest 576-bit", primeBelow(576, 2, 1)},
			{"−1 mod 2^64, 320 bits", primeMinusOneMod64(320)},
			{"−1 mod 2^64, 448 bits", primeMinusOneMod64(448)},
		}
	})
	return testPrimesList
}

// primeCase bundles a Prime with helpers to move between it and math/big.
type primeCase struct {
	t testing.TB
	f *Prime
	p *big.Int
}

func newPrimeCase(t testing.TB, p *big.Int, order ByteOrder) *primeCase {
	f, err := NewPrime(p, order)
	require.NoError(t, err)
	return &primeCase{t: t, f: f, p: p}
}

// elem returns x mod p as an element.
func (c *primeCase) elem(x *big.Int) PrimeElement {
	var z PrimeElement
	require.NoError(c.t, SetBig[PrimeElement](c.f, &z, new(big.Int).Mod(x, c.p)))
	return z
}

// big returns the integer an element represents, checking that the unused
// limbs are zero and the Montgomery value is reduced.
func (c *primeCase) big(x *PrimeElement) *big.Int {
	for i := c.f.n; i < len(x); i++ {
		require.Zero(c.t, x[i], "limb %d above n = %d is set", i, c.f.n)
	}
	var m big.Int
	for i := c.f.n - 1; i >= 0; i-- {
		m.Lsh(&m, 64)
		m.Or(&m, new(big.Int).SetUint64(x[i]))
	}
	require.True(c.t, m.Cmp(c.p) < 0, "Montgomery value not reduced")
	return Big[PrimeElement](c.f, x)
}

// edges returns the edge values 0, 1, 2, p−1, p−2, (p−1)/2, (p+1)/2, the
// Montgomery radix R mod p and powers of two 2^k mod p.
func (c *primeCase) edges() []*big.Int {
	p := c.p
	out := []*big.Int{
		big.NewInt(0), big.NewInt(1), big.NewInt(2),
		sum(p, big.NewInt(-1)), sum(p, big.NewInt(-2)),
		new(big.Int).Rsh(p, 1), new(big.Int).Rsh(sum(p, big.NewInt(1)), 1),
		new(big.Int).Mod(pow2(uint(64*c.f.n)), p),
	}
	for _, k := range []uint{63, 64, 65, 127, 128, uint(p.BitLen() - 1), uint(p.BitLen() - 2)} {
		out = append(out, new(big.Int).Mod(pow2(k), p))
	}
	return out
}

// random returns k uniform values in [0, p).
func (c *primeCase) random(rng *rand.Rand, k int) []*big.Int {
	out := make([]*big.Int, k)
	for i := range out {
		out[i] = randomBelow(rng, c.p)
	}
	return out
}

// randomBelow returns a uniform integer in [0, p).
func randomBelow(rng *rand.Rand, p *big.Int) *big.Int {
	b := make([]byte, (p.BitLen()+7)/8+8)
	for i := range b {
		b[i] = byte(rng.Uint32())
	}
	return new(big.Int).Mod(new(big.Int).SetBytes(b), p)
}

// values returns the edge values followed by k random ones.
func (c *primeCase) values(rng *rand.Rand, k int) []*big.Int {
	return append(c.edges(), c.random(rng, k)...)
}

func newRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 0x6375727665)) }

// forEachPrime runs fn as a subtest for every test prime, in both byte orders
// alternately.
func forEachPrime(t *testing.T, fn func(t *testing.T, c *primeCase)) {
	for i, np := range testPrimes() {
		order := ByteOrder(i % 2)
		t.Run(np.name, func(t *testing.T) {
			fn(t, newPrimeCase(t, np.p, order))
		})
	}
}

// requireBig stops the test unless got = want (compared with Cmp: big.Int
// values with equal numbers can differ internally).
func requireBig(t testing.TB, want, got *big.Int, msgAndArgs ...any) {
	t.Helper()
	if want.Cmp(got) != 0 {
		require.Fail(t, "integers differ", "want %v\n got %v\n%s", want, got, fmtMsg(msgAndArgs))
	}
}

// assertBig is requireBig without stopping the test.
func assertBig(t testing.TB, want, got *big.Int, msgAndArgs ...any) bool {
	t.Helper()
	if want.Cmp(got) != 0 {
		return assert.Fail(t, "integers differ", "want %v\n got %v\n%s", want, got, fmtMsg(msgAndArgs))
	}
	return true
}

func fmtMsg(msgAndArgs []any) string {
	if len(msgAndArgs) == 0 {
		return ""
	}
	if f, ok := msgAndArgs[0].(string); ok {
		return fmt.Sprintf(f, msgAndArgs[1:]...)
	}
	return fmt.Sprint(msgAndArgs...)
}
