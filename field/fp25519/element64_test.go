package fp25519

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// field64 is what the ladder calls on Field64 and Field64ADX.
type field64 interface {
	Add(z, x, y *Element64)
	Sub(z, x, y *Element64)
	Mul(z, x, y *Element64)
	Square(z, x *Element64)
	MulSmall(z, x *Element64, c uint32)
}

// field64s returns Field64 and, where the processor runs its assembly,
// Field64ADX.
func field64s(t *testing.T) map[string]field64 {
	fs := map[string]field64{"Field64": Field64{}}
	if HasADX() {
		fs["Field64ADX"] = Field64ADX{}
	} else {
		t.Log("no BMI2/ADX assembly here (processor, GODEBUG or purego): Field64ADX is Field64")
	}
	return fs
}

// bigOf64 returns the integer e[0] + e[1]·2^64 + … (not reduced).
func bigOf64(e *Element64) *big.Int {
	v := new(big.Int)
	for i := 3; i >= 0; i-- {
		v.Lsh(v, 64)
		v.Add(v, new(big.Int).SetUint64(e[i]))
	}
	return v
}

// from64Big returns the Element64 holding x, which must be below 2^256.
func from64Big(x *big.Int) Element64 {
	var e Element64
	v := new(big.Int).Set(x)
	mask := new(big.Int).SetUint64(^uint64(0))
	for i := range 4 {
		e[i] = new(big.Int).And(v, mask).Uint64()
		v.Rsh(v, 64)
	}
	return e
}

// testElements64 returns the edge values of edgeBigs, the integers at the
// top of the representation (p … p + 37, 2p − 1 … 2p + 37, 2^256 − 1 …
// 2^256 − 40, 2^255 … 2^255 + 40, 38·k and 2^256 − 38·k), limbs of all ones
// and zeros, and n random 256-bit integers.
func testElements64(rng *rand.Rand, n int) []Element64 {
	var es []Element64
	for _, v := range edgeBigs() {
		es = append(es, from64Big(v))
	}
	top := new(big.Int).Lsh(bigOne, 256)
	twoP := new(big.Int).Lsh(bigP, 1)
	half := new(big.Int).Lsh(bigOne, 255)
	for k := range int64(41) {
		kk := big.NewInt(k)
		es = append(es,
			from64Big(new(big.Int).Add(bigP, kk)),
			from64Big(new(big.Int).Add(twoP, new(big.Int).Sub(kk, bigOne))),
			from64Big(new(big.Int).Sub(top, new(big.Int).Add(kk, bigOne))),
			from64Big(new(big.Int).Add(half, kk)),
			from64Big(new(big.Int).Sub(top, big.NewInt(38*k+1))),
			Element64{uint64(38 * k)})
	}
	const ones = ^uint64(0)
	es = append(es, Element64{ones, 0, ones, 0}, Element64{0, ones, 0, ones},
		Element64{ones, ones, ones, 0}, Element64{0, 0, 0, ones})
	for range n {
		es = append(es, Element64{rng.Uint64(), rng.Uint64(), rng.Uint64(), rng.Uint64()})
	}
	return es
}

// TestField64AgainstBig checks every operation of Field64 and Field64ADX
// against math/big modulo p, on all pairs of a sample of edge and random
// inputs, outputs read as integers below 2^256 (any such integer is a valid
// Element64), with outputs aliasing inputs.
func TestField64AgainstBig(t *testing.T) {
	rng := rand.New(rand.NewPCG(25519, 64))
	es := testElements64(rng, 200)
	sample := append(es[:0:0], es[:40]...)
	sample = append(sample, es[len(es)-100:]...)
	for name, f := range field64s(t) {
		t.Run(name, func(t *testing.T) {
			for i := range sample {
				x := &sample[i]
				bx := bigOf64(x)
				for j := range sample {
					y := &sample[j]
					by := bigOf64(y)
					var z Element64
					f.Mul(&z, x, y)
					requireBig(t, new(big.Int).Mod(new(big.Int).Mul(bx, by), bigP), new(big.Int).Mod(bigOf64(&z), bigP), "Mul %x %x", *x, *y)
					f.Add(&z, x, y)
					requireBig(t, new(big.Int).Mod(new(big.Int).Add(bx, by), bigP), new(big.Int).Mod(bigOf64(&z), bigP), "Add %x %x", *x, *y)
					f.Sub(&z, x, y)
					requireBig(t, new(big.Int).Mod(new(big.Int).Sub(bx, by), bigP), new(big.Int).Mod(bigOf64(&z), bigP), "Sub %x %x", *x, *y)
				}
			}
			for i := range es {
				x := es[i]
				bx := bigOf64(&x)
				z := x
				f.Square(&z, &z)
				requireBig(t, new(big.Int).Mod(new(big.Int).Mul(bx, bx), bigP), new(big.Int).Mod(bigOf64(&z), bigP), "Square %x", x)
				for _, c := range []uint32{0, 1, 2, 38, 121665, 121666, 1<<32 - 1} {
					z = x
					f.MulSmall(&z, &z, c)
					want := new(big.Int).Mul(bx, new(big.Int).SetUint64(uint64(c)))
					requireBig(t, want.Mod(want, bigP), new(big.Int).Mod(bigOf64(&z), bigP), "MulSmall %x %d", x, c)
				}
				z = x
				f.Mul(&z, &z, &z)
				requireBig(t, new(big.Int).Mod(new(big.Int).Mul(bx, bx), bigP), new(big.Int).Mod(bigOf64(&z), bigP), "Mul aliased %x", x)
				z = x
				f.Sub(&z, &z, &z)
				requireBig(t, new(big.Int), new(big.Int).Mod(bigOf64(&z), bigP), "Sub aliased %x", x)
			}
		})
	}
}

// TestField64SameLimbs checks that the kernels of Field64 (MULQ assembly on
// amd64) and Field64ADX compute exactly the limbs of the portable Go ones,
// mul64Generic and square64Generic, not only the same residues, on edge and
// random inputs.
func TestField64SameLimbs(t *testing.T) {
	rng := rand.New(rand.NewPCG(25519, 65))
	es := testElements64(rng, 2000)
	for name, f := range field64s(t) {
		t.Run(name, func(t *testing.T) {
			for i := range es {
				x, y := &es[i], &es[(i*7+3)%len(es)]
				var a, b Element64
				mul64Generic(&a, x, y)
				f.Mul(&b, x, y)
				require.Equal(t, a, b, "Mul %x %x", *x, *y)
				square64Generic(&a, x)
				f.Square(&b, x)
				require.Equal(t, a, b, "Square %x", *x)
			}
		})
	}
}

// TestElement64Conversion checks Field.Element64 and Field.SetElement64
// against math/big: every Element (canonical or loose) converts to its
// value mod p, and every Element64 (any integer below 2^256) converts back
// to an Element within the loose bound holding its value mod p.
func TestElement64Conversion(t *testing.T) {
	rng := rand.New(rand.NewPCG(25519, 66))
	for _, e := range testElements(rng, 300) {
		var w Element64
		f.Element64(&w, &e)
		assertBig(t, toBig(&e), bigOf64(&w), "Element64 of %x", e)
		assert.Equal(t, -1, bigOf64(&w).Cmp(bigP), "Element64 of %x is not below p", e)
	}
	for _, w := range testElements64(rng, 300) {
		var e Element
		f.SetElement64(&e, &w)
		requireLoose(t, &e)
		requireBig(t, new(big.Int).Mod(bigOf64(&w), bigP), toBig(&e), "SetElement64 of %x", w)
	}
}

// TestField64Allocs checks that the ladder's kernels allocate nothing.
func TestField64Allocs(t *testing.T) {
	var x, y, z Element64
	x, y = Element64{1, 2, 3, 4}, Element64{5, 6, 7, 8}
	for name, f := range field64s(t) {
		n := testing.AllocsPerRun(10, func() {
			f.Mul(&z, &x, &y)
			f.Square(&z, &z)
			f.Add(&z, &z, &x)
			f.Sub(&z, &z, &y)
			f.MulSmall(&z, &z, 121666)
		})
		assert.Zero(t, n, name)
	}
}

// BenchmarkField64 measures the ladder's kernels in radix 2^64.
func BenchmarkField64(b *testing.B) {
	x, y := Element64{1, 2, 3, 4}, Element64{5, 6, 7, 8}
	for _, c := range []struct {
		name string
		f    field64
	}{{"Field64", Field64{}}, {"Field64ADX", Field64ADX{}}} {
		if c.name == "Field64ADX" && !HasADX() {
			continue
		}
		b.Run(c.name+"/Mul", func(b *testing.B) {
			for b.Loop() {
				c.f.Mul(&x, &x, &y)
			}
		})
		b.Run(c.name+"/Square", func(b *testing.B) {
			for b.Loop() {
				c.f.Square(&x, &x)
			}
		})
	}
}
