package fp448

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/curvekit/curvekit/field"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var (
	f    Field
	pBig = f.Modulus()
	// limbBound is the bound every limb of every Element must stay under.
	limbBound = uint64(1) << 57
)

// rawBig returns Σ x[i]·2^(56·i), not reduced.
func rawBig(x *Element) *big.Int {
	r := new(big.Int)
	for i := limbs - 1; i >= 0; i-- {
		r.Lsh(r, 56)
		r.Add(r, new(big.Int).SetUint64(x[i]))
	}
	return r
}

// toBig returns the value of x in [0, p), computed without the package's
// reduction.
func toBig(x *Element) *big.Int { return rawBig(x).Mod(rawBig(x), pBig) }

// fromBig returns the canonical element for v mod p.
func fromBig(t testing.TB, v *big.Int) Element {
	t.Helper()
	var e Element
	require.NoError(t, field.SetBig[Element](f, &e, new(big.Int).Mod(v, pBig)))
	return e
}

// bigOf parses a decimal or 0x-prefixed integer.
func bigOf(s string) *big.Int {
	v, ok := new(big.Int).SetString(s, 0)
	if !ok {
		panic("bad integer " + s)
	}
	return v
}

// requireBig checks that two integers are equal.
func requireBig(t *testing.T, want, got *big.Int, msgAndArgs ...any) {
	t.Helper()
	if want.Cmp(got) != 0 {
		require.Fail(t, fmt.Sprintf("integers differ: want %#x, got %#x", want, got), msgAndArgs...)
	}
}

// requireBound checks that every limb of x is below 2^57.
func requireBound(t *testing.T, x *Element, what string) {
	t.Helper()
	for i, l := range x {
		require.Less(t, l, limbBound, "%s: limb %d = %#x out of bound", what, i, l)
	}
}

// edgeBigs are integers that exercise carries and the special shape of p.
func edgeBigs() []*big.Int {
	one := big.NewInt(1)
	pm := func(v *big.Int, d int64) *big.Int { return new(big.Int).Add(v, big.NewInt(d)) }
	phi := new(big.Int).Lsh(one, 224)
	vs := []*big.Int{
		big.NewInt(0), big.NewInt(1), big.NewInt(2), big.NewInt(3), big.NewInt(39081),
		pm(pBig, -1), pm(pBig, -2), pm(pBig, -3),
		phi, pm(phi, 1), pm(phi, -1),
		new(big.Int).Rsh(pBig, 1), new(big.Int).Rsh(pm(pBig, 1), 1),
		new(big.Int).Sub(pBig, phi),
		new(big.Int).SetUint64(mask56), new(big.Int).Lsh(one, 56),
		new(big.Int).SetUint64(^uint64(0)),
	}
	for k := 0; k < bitLen; k += 13 {
		vs = append(vs, new(big.Int).Lsh(one, uint(k)))
	}
	vs = append(vs, new(big.Int).Lsh(one, 447))
	return vs
}

// looseElements are valid non-canonical representations: limbs at or near
// the 2^57 bound, and multiples of p.
func looseElements() []Element {
	var maxed, p1, p2 Element
	for i := range limbs {
		maxed[i] = limbBound - 1
		p1[i] = pLimbs[i]
		p2[i] = 2 * pLimbs[i]
	}
	alt := Element{limbBound - 1, 0, limbBound - 1, 0, limbBound - 1, 0, limbBound - 1, 0}
	top := Element{0, 0, 0, 0, 0, 0, 0, limbBound - 1}
	mid := Element{mask56 + 1, mask56 + 1, mask56 + 1, mask56 + 1, mask56 + 1, mask56 + 1, mask56 + 1, mask56 + 1}
	return []Element{maxed, p1, p2, alt, top, mid}
}

// randomLoose returns an element with random limbs below 2^57.
func randomLoose(rng *rand.Rand) Element {
	var e Element
	for i := range e {
		e[i] = rng.Uint64() >> 7
	}
	return e
}

// testElements returns edge values (canonical and loose) and random ones.
func testElements(t testing.TB, rng *rand.Rand, random int) []Element {
	var es []Element
	for _, v := range edgeBigs() {
		es = append(es, fromBig(t, v))
	}
	es = append(es, looseElements()...)
	for range random {
		if rng.IntN(2) == 0 {
			es = append(es, randomLoose(rng))
		} else {
			es = append(es, fromBig(t, randomBig(rng)))
		}
	}
	return es
}

// randomBig returns a random integer in [0, p).
func randomBig(rng *rand.Rand) *big.Int {
	b := make([]byte, 64)
	for i := range b {
		b[i] = byte(rng.Uint32())
	}
	v := new(big.Int).SetBytes(b)
	return v.Mod(v, pBig)
}

func TestArithmeticAgainstBig(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	es := testElements(t, rng, 40)
	mod := func(v *big.Int) *big.Int { return v.Mod(v, pBig) }
	for _, x := range es {
		xb := toBig(&x)
		var z Element
		f.Square(&z, &x)
		requireBound(t, &z, "Square")
		requireBig(t, mod(new(big.Int).Mul(xb, xb)), toBig(&z), "Square(%x)", xb)
		f.Neg(&z, &x)
		requireBound(t, &z, "Neg")
		requireBig(t, mod(new(big.Int).Neg(xb)), toBig(&z), "Neg(%x)", xb)
		for _, c := range []uint32{0, 1, 2, 39081, 39082, 1<<32 - 1} {
			MulSmall(&z, &x, c)
			requireBound(t, &z, "MulSmall")
			requireBig(t, mod(new(big.Int).Mul(xb, big.NewInt(int64(c)))), toBig(&z), "MulSmall(%x, %d)", xb, c)
		}
		for _, y := range es {
			yb := toBig(&y)
			f.Mul(&z, &x, &y)
			requireBound(t, &z, "Mul")
			requireBig(t, mod(new(big.Int).Mul(xb, yb)), toBig(&z), "Mul(%x, %x)", xb, yb)
			f.Add(&z, &x, &y)
			requireBound(t, &z, "Add")
			requireBig(t, mod(new(big.Int).Add(xb, yb)), toBig(&z), "Add(%x, %x)", xb, yb)
			f.Sub(&z, &x, &y)
			requireBound(t, &z, "Sub")
			requireBig(t, mod(new(big.Int).Sub(xb, yb)), toBig(&z), "Sub(%x, %x)", xb, yb)
			assert.Equal(t, b2i(xb.Cmp(yb) == 0), f.Equal(&x, &y), "Equal(%x, %x)", xb, yb)
		}
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func TestChainedOperationsStayInBound(t *testing.T) {
	// Long chains of additions and subtractions without multiplications in
	// between must keep every limb below 2^57.
	rng := rand.New(rand.NewPCG(3, 4))
	x := looseElements()[0]
	want := toBig(&x)
	for i := range 2000 {
		y := randomLoose(rng)
		yb := toBig(&y)
		switch i % 4 {
		case 0:
			f.Add(&x, &x, &y)
			want.Add(want, yb)
		case 1:
			f.Sub(&x, &x, &y)
			want.Sub(want, yb)
		case 2:
			f.Add(&x, &x, &x)
			want.Add(want, want)
		case 3:
			f.Neg(&x, &x)
			want.Neg(want)
		}
		want.Mod(want, pBig)
		requireBound(t, &x, "chain")
		requireBig(t, want, toBig(&x), "step %d", i)
	}
}

func TestConstantsAndPredicates(t *testing.T) {
	var z Element
	f.One(&z)
	requireBig(t, big.NewInt(1), toBig(&z))
	f.Zero(&z)
	require.Equal(t, 1, f.IsZero(&z))
	f.SetUint64(&z, ^uint64(0))
	requireBig(t, new(big.Int).SetUint64(^uint64(0)), toBig(&z))
	for _, e := range looseElements()[1:3] { // p and 2p in limbs
		assert.Equal(t, 1, f.IsZero(&e), "%x", e)
		assert.Equal(t, 0, f.Sgn0(&e))
	}
	for _, v := range edgeBigs() {
		e := fromBig(t, v)
		assert.Equal(t, b2i(v.Sign() == 0), f.IsZero(&e), "IsZero(%x)", v)
		assert.Equal(t, int(v.Bit(0)), f.Sgn0(&e), "Sgn0(%x)", v)
	}
	rng := rand.New(rand.NewPCG(5, 6))
	for range 50 {
		e := randomLoose(rng)
		assert.Equal(t, int(toBig(&e).Bit(0)), f.Sgn0(&e))
	}
	require.Equal(t, 56, f.ByteLen())
	require.Equal(t, 448, f.BitLen())
	require.Equal(t, field.LittleEndian, f.ByteOrder())
	want := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 448), new(big.Int).Lsh(big.NewInt(1), 224))
	requireBig(t, want.Sub(want, big.NewInt(1)), f.Modulus())
	f.Modulus().SetInt64(0) // a fresh copy each time
	require.Equal(t, 448, f.Modulus().BitLen())
}

func TestSelect(t *testing.T) {
	a, b := fromBig(t, big.NewInt(7)), fromBig(t, big.NewInt(9))
	a2, b2 := looseElements()[0], looseElements()[3]
	var z Element
	f.Select(&z, &a2, &b2, 1)
	require.Equal(t, a2, z)
	f.Select(&z, &a2, &b2, 0)
	require.Equal(t, b2, z)
	f.Select(&a, &a, &b, 0)
	require.Equal(t, b, a)
}
