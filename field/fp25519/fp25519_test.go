package fp25519

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var (
	f      Field
	bigP   = f.Modulus()
	bigOne = big.NewInt(1)
)

// toBig returns the value of e mod p computed from its limbs with math/big,
// independently of reduce and PutBytes.
func toBig(e *Element) *big.Int {
	v := new(big.Int)
	for i := 4; i >= 0; i-- {
		v.Lsh(v, 51)
		v.Add(v, new(big.Int).SetUint64(e[i]))
	}
	return v.Mod(v, bigP)
}

// requireBig compares two integers by value (big.Int's internals differ for
// equal values, so testify's Equal cannot be used on them directly).
func requireBig(t *testing.T, want, got *big.Int, msgAndArgs ...any) {
	if want.Cmp(got) != 0 { // testify only on failure: the loops call this ~10^5 times
		t.Helper()
		require.Equal(t, want.String(), got.String(), msgAndArgs...)
	}
}

// assertBig is requireBig that does not stop the test.
func assertBig(t *testing.T, want, got *big.Int, msgAndArgs ...any) {
	t.Helper()
	assert.Equal(t, want.String(), got.String(), msgAndArgs...)
}

// fromBig returns the canonical element for x mod p, built from limbs
// directly (independently of SetBytes).
func fromBig(x *big.Int) Element {
	v := new(big.Int).Mod(x, bigP)
	var e Element
	mask := big.NewInt(maskLow51)
	for i := range 5 {
		e[i] = new(big.Int).And(v, mask).Uint64()
		v.Rsh(v, 51)
	}
	return e
}

// requireLoose fails unless every limb of e is below 2^52, the invariant of
// every method's output.
func requireLoose(t *testing.T, e *Element, msgAndArgs ...any) {
	for i, l := range e {
		if l >= 1<<52 { // testify only on failure, as in requireBig
			t.Helper()
			require.Lessf(t, l, uint64(1)<<52, "limb %d of %x out of bounds %v", i, *e, msgAndArgs)
		}
	}
}

// edgeBigs returns edge values: 0, 1, 2, 19, p−1, p−2, (p−1)/2, (p+1)/2,
// 2^k and p − 2^k for every k < 255, 2^255 − 1 mod p, 2^51 − 1, 2^51.
func edgeBigs() []*big.Int {
	vs := []*big.Int{
		big.NewInt(0), big.NewInt(1), big.NewInt(2), big.NewInt(19),
		new(big.Int).Sub(bigP, bigOne),
		new(big.Int).Sub(bigP, big.NewInt(2)),
		new(big.Int).Rsh(bigP, 1),
		new(big.Int).Rsh(new(big.Int).Add(bigP, bigOne), 1),
		big.NewInt(maskLow51), big.NewInt(1 << 51),
	}
	for k := range 255 {
		pk := new(big.Int).Lsh(bigOne, uint(k))
		vs = append(vs, pk, new(big.Int).Sub(bigP, pk))
	}
	return vs
}

// looseEdges returns non-canonical elements with limbs at or near the loose
// bound 2^52 (and all-zero-mod-p ones such as p and 2p in limbs).
func looseEdges() []Element {
	const m = 1<<52 - 1
	return []Element{
		{m, m, m, m, m},
		{m, 0, 0, 0, 0},
		{0, 0, 0, 0, m},
		{1<<51 - 19, maskLow51, maskLow51, maskLow51, maskLow51},                       // p
		{2 * (1<<51 - 19), 2 * maskLow51, 2 * maskLow51, 2 * maskLow51, 2 * maskLow51}, // 2p
		{1<<51 - 18, maskLow51, maskLow51, maskLow51, maskLow51},                       // p + 1
		{1<<51 - 20, maskLow51, maskLow51, maskLow51, maskLow51},                       // p − 1
		{maskLow51, maskLow51, maskLow51, maskLow51, maskLow51},                        // 2^255 − 1
		{1 << 51, 1 << 51, 1 << 51, 1 << 51, 1 << 51},
		{m, 1 << 51, m, 1 << 51, m},
	}
}

// testElements returns edge values (canonical and loose) followed by n random
// elements, a third of them with random loose limbs.
func testElements(rng *rand.Rand, n int) []Element {
	var es []Element
	for _, v := range edgeBigs() {
		es = append(es, fromBig(v))
	}
	es = append(es, looseEdges()...)
	for i := range n {
		var e Element
		if i%3 == 0 {
			for j := range e {
				e[j] = rng.Uint64() >> 12 // below 2^52
			}
		} else {
			e = fromBig(randBig(rng))
		}
		es = append(es, e)
	}
	return es
}

// randBig returns a uniformly random integer in [0, p).
func randBig(rng *rand.Rand) *big.Int {
	b := make([]byte, 32)
	for i := range b {
		b[i] = byte(rng.Uint32())
	}
	return new(big.Int).Mod(new(big.Int).SetBytes(b), bigP)
}

// smallSample picks about n elements of es, always including the edge ones
// at the start, for quadratic loops.
func smallSample(rng *rand.Rand, es []Element, n int) []Element {
	out := append([]Element(nil), es[:12]...)
	out = append(out, looseEdges()...)
	for range n {
		out = append(out, es[rng.IntN(len(es))])
	}
	return out
}

func TestBinaryOpsAgainstBig(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	es := testElements(rng, 300)
	xs := smallSample(rng, es, 60)
	ops := []struct {
		name string
		fn   func(z, x, y *Element)
		ref  func(x, y *big.Int) *big.Int
	}{
		{"Add", f.Add, func(x, y *big.Int) *big.Int { return new(big.Int).Add(x, y) }},
		{"Sub", f.Sub, func(x, y *big.Int) *big.Int { return new(big.Int).Sub(x, y) }},
		{"Mul", f.Mul, func(x, y *big.Int) *big.Int { return new(big.Int).Mul(x, y) }},
	}
	for _, op := range ops {
		t.Run(op.name, func(t *testing.T) {
			for _, x := range es {
				for _, y := range xs {
					var z Element
					op.fn(&z, &x, &y)
					requireLoose(t, &z)
					want := new(big.Int).Mod(op.ref(toBig(&x), toBig(&y)), bigP)
					requireBig(t, want, toBig(&z), "%s(%x, %x)", op.name, x, y)
				}
			}
		})
	}
}

func TestUnaryOpsAgainstBig(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	ops := []struct {
		name string
		fn   func(z, x *Element)
		ref  func(x *big.Int) *big.Int
	}{
		{"Neg", f.Neg, func(x *big.Int) *big.Int { return new(big.Int).Neg(x) }},
		{"Square", f.Square, func(x *big.Int) *big.Int { return new(big.Int).Mul(x, x) }},
		{"MulSmall121666", func(z, x *Element) { f.MulSmall(z, x, 121666) },
			func(x *big.Int) *big.Int { return new(big.Int).Mul(x, big.NewInt(121666)) }},
		{"MulSmallMax", func(z, x *Element) { f.MulSmall(z, x, 1<<32-1) },
			func(x *big.Int) *big.Int { return new(big.Int).Mul(x, big.NewInt(1<<32-1)) }},
		{"Inverse", f.Inverse, func(x *big.Int) *big.Int {
			if x.Sign() == 0 {
				return new(big.Int)
			}
			return new(big.Int).ModInverse(x, bigP)
		}},
		{"Pow22523", f.Pow22523, func(x *big.Int) *big.Int {
			e := new(big.Int).Sub(bigP, big.NewInt(5))
			return new(big.Int).Exp(x, e.Rsh(e, 3), bigP)
		}},
	}
	for _, op := range ops {
		t.Run(op.name, func(t *testing.T) {
			for _, x := range testElements(rng, 300) {
				var z Element
				op.fn(&z, &x)
				requireLoose(t, &z)
				want := new(big.Int).Mod(op.ref(toBig(&x)), bigP)
				requireBig(t, want, toBig(&z), "%s(%x)", op.name, x)
			}
		})
	}
}

func TestMulSmallEveryMultiplier(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	x := Element{1<<52 - 1, 1<<52 - 1, 1<<52 - 1, 1<<52 - 1, 1<<52 - 1}
	for _, c := range []uint32{0, 1, 2, 19, 121665, 121666, 39081, 1 << 31, 1<<32 - 1, rng.Uint32()} {
		var z Element
		f.MulSmall(&z, &x, c)
		requireLoose(t, &z)
		want := new(big.Int).Mul(toBig(&x), big.NewInt(int64(c)))
		assertBig(t, want.Mod(want, bigP), toBig(&z), "c = %d", c)
	}
}

func TestPredicates(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	es := testElements(rng, 100)
	for _, x := range es {
		bx := toBig(&x)
		assert.Equal(t, b2i(bx.Sign() == 0), f.IsZero(&x), "IsZero(%x)", x)
		assert.Equal(t, int(bx.Bit(0)), f.Sgn0(&x), "Sgn0(%x)", x)
		for _, y := range smallSample(rng, es, 10) {
			assert.Equal(t, b2i(bx.Cmp(toBig(&y)) == 0), f.Equal(&x, &y), "Equal(%x, %x)", x, y)
		}
		// A loose twin of x: x + p spread over the limbs, unequal as arrays.
		c := fromBig(bx)
		twin := Element{c[0] + 1<<51 - 19, c[1] + maskLow51, c[2] + maskLow51, c[3] + maskLow51, c[4] + maskLow51}
		assert.Equal(t, 1, f.Equal(&x, &twin), "Equal(%x, %x)", x, twin)
	}
	p := looseEdges()[3]
	assert.Equal(t, 1, f.IsZero(&p), "p is zero")
	assert.Equal(t, 0, f.Sgn0(&p), "Sgn0(p)")
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func TestConstants(t *testing.T) {
	var z Element
	f.Zero(&z)
	assert.Equal(t, Element{}, z)
	f.One(&z)
	assertBig(t, big.NewInt(1), toBig(&z))
	for _, v := range []uint64{0, 1, 1<<51 - 1, 1 << 51, 1<<64 - 1} {
		f.SetUint64(&z, v)
		requireLoose(t, &z)
		assertBig(t, new(big.Int).SetUint64(v), toBig(&z), "SetUint64(%d)", v)
	}
	assert.Equal(t, 32, f.ByteLen())
	assert.Equal(t, 255, f.BitLen())
	assert.Equal(t, "little-endian", f.ByteOrder().String())
	want, _ := new(big.Int).SetString("57896044618658097711785492504343953926634992332820282019728792003956564819949", 10)
	assertBig(t, want, f.Modulus())
}

func TestSelect(t *testing.T) {
	a := fromBig(big.NewInt(5))
	b := fromBig(new(big.Int).Sub(bigP, bigOne))
	var z Element
	f.Select(&z, &a, &b, 1)
	assert.Equal(t, a, z)
	f.Select(&z, &a, &b, 0)
	assert.Equal(t, b, z)
	// Aliasing: z = a and z = b.
	z = a
	f.Select(&z, &z, &b, 0)
	assert.Equal(t, b, z)
	z = b
	f.Select(&z, &a, &z, 1)
	assert.Equal(t, a, z)
}
