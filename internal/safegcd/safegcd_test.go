package safegcd

import (
	"math/big"
	mrand "math/rand"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// testModuli are the moduli of the fields that use this package, and a few
// more odd ones of other sizes (not all prime).
var testModuli = map[string]string{
	"p25519": "7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffed",
	"l25519": "1000000000000000000000000000000014def9dea2f79cd65812631a5cf5d3ed",
	"p256":   "ffffffff00000001000000000000000000000000ffffffffffffffffffffffff",
	"n256":   "ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551",
	"pk256":  "fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f",
	"nk256":  "fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141",
	"max":    "ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
	"small":  "3",
	"p127":   "7fffffffffffffffffffffffffffffff",
	"odd255": "4000000000000000000000000000000000000000000000000000000000000001", // 2^254 + 1
}

func limbsOf(x *big.Int) *[4]uint64 {
	var z [4]uint64
	for i, w := range x.Bits() {
		z[i] = uint64(w)
	}
	return &z
}

func bigOf(x *[4]uint64) *big.Int {
	z := new(big.Int)
	for i := 3; i >= 0; i-- {
		z.Lsh(z, 64).Or(z, new(big.Int).SetUint64(x[i]))
	}
	return z
}

// want returns x^−1 mod m, or 0 when x has no inverse.
func want(x, m *big.Int) *big.Int {
	if r := new(big.Int).ModInverse(x, m); r != nil {
		return r
	}
	return new(big.Int)
}

func checkBoth(t *testing.T, md *Modulus, m, x *big.Int) {
	t.Helper()
	exp := want(x, m)
	if exp.Sign() == 0 && x.Sign() != 0 {
		return // no inverse: the result is unspecified
	}
	var z [4]uint64
	md.Inverse(&z, limbsOf(x))
	require.Zero(t, exp.Cmp(bigOf(&z)), "Inverse(%x) mod %x = %x, want %x", x, m, bigOf(&z), exp)
	md.InverseVarTime(&z, limbsOf(x))
	require.Zero(t, exp.Cmp(bigOf(&z)), "InverseVarTime(%x) mod %x = %x, want %x", x, m, bigOf(&z), exp)
	// Aliasing.
	a := limbsOf(x)
	md.Inverse(a, a)
	require.Zero(t, exp.Cmp(bigOf(a)))
	a = limbsOf(x)
	md.InverseVarTime(a, a)
	require.Zero(t, exp.Cmp(bigOf(a)))
}

func TestInverse(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for name, hex := range testModuli {
		t.Run(name, func(t *testing.T) {
			m, _ := new(big.Int).SetString(hex, 16)
			require.LessOrEqual(t, m.BitLen(), 256, "the package takes moduli below 2^256")
			md := New(*limbsOf(m))
			one := big.NewInt(1)
			edge := []*big.Int{big.NewInt(0), one, big.NewInt(2), new(big.Int).Sub(m, one),
				new(big.Int).Sub(m, big.NewInt(2)), new(big.Int).Rsh(m, 1), new(big.Int).Add(new(big.Int).Rsh(m, 1), one)}
			for k := 1; k < m.BitLen(); k++ {
				p2 := new(big.Int).Lsh(one, uint(k))
				edge = append(edge, p2, new(big.Int).Sub(p2, one), new(big.Int).Sub(m, p2))
			}
			for _, x := range edge {
				if x.Sign() >= 0 && x.Cmp(m) < 0 {
					checkBoth(t, &md, m, x)
				}
			}
			buf := make([]byte, 40)
			for range 2000 {
				for i := range buf {
					buf[i] = byte(rng.Uint32())
				}
				x := new(big.Int).SetBytes(buf)
				// Bias some inputs towards few or many set bits.
				switch rng.IntN(4) {
				case 0:
					x.Rsh(x, uint(rng.IntN(300)))
				case 1:
					x.Sub(m, x.Rsh(x, uint(rng.IntN(300))))
				}
				x.Mod(x, m)
				checkBoth(t, &md, m, x)
			}
		})
	}
}

func TestNewPanics(t *testing.T) {
	require.Panics(t, func() { New([4]uint64{2}) })
	require.Panics(t, func() { New([4]uint64{1}) })
	require.NotPanics(t, func() { New([4]uint64{3}) })
}

// FuzzInverse compares both inversions with math/big for every modulus.
func FuzzInverse(f *testing.F) {
	f.Add([]byte{0}, uint8(0))
	f.Add([]byte{1}, uint8(1))
	f.Add(make([]byte, 32), uint8(2))
	names := []string{"p25519", "l25519", "p256", "n256", "pk256", "nk256", "max", "p127"}
	f.Fuzz(func(t *testing.T, b []byte, which uint8) {
		m, _ := new(big.Int).SetString(testModuli[names[int(which)%len(names)]], 16)
		md := New(*limbsOf(m))
		if len(b) > 64 {
			b = b[:64]
		}
		x := new(big.Int).Mod(new(big.Int).SetBytes(b), m)
		checkBoth(t, &md, m, x)
	})
}

func BenchmarkInverse(b *testing.B) {
	m, _ := new(big.Int).SetString(testModuli["n256"], 16)
	md := New(*limbsOf(m))
	x := limbsOf(new(big.Int).Sub(m, big.NewInt(12345678)))
	for b.Loop() {
		md.Inverse(x, x)
	}
}

func BenchmarkInverseVarTime(b *testing.B) {
	m, _ := new(big.Int).SetString(testModuli["n256"], 16)
	md := New(*limbsOf(m))
	x := limbsOf(new(big.Int).Sub(m, big.NewInt(12345678)))
	for b.Loop() {
		md.InverseVarTime(x, x)
	}
}

// TestRandomModuli runs both inversions modulo random odd moduli of every
// size up to 256 bits (prime or not).
func TestRandomModuli(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for bits := 2; bits <= 256; bits++ {
		for range 3 {
			m := new(big.Int)
			for range 4 {
				m.Lsh(m, 64).Or(m, new(big.Int).SetUint64(rng.Uint64()))
			}
			m.Rsh(m, uint(256-bits)).SetBit(m, bits-1, 1).SetBit(m, 0, 1)
			if m.BitLen() < 2 || m.Cmp(big.NewInt(3)) < 0 {
				continue
			}
			md := New(*limbsOf(m))
			for range 30 {
				x := new(big.Int).Rand(rng2(rng), m)
				checkBoth(t, &md, m, x)
			}
			checkBoth(t, &md, m, new(big.Int).Sub(m, big.NewInt(1)))
		}
	}
}

// rng2 adapts rng to the math/rand source big.Int.Rand wants.
func rng2(rng *rand.Rand) *mrand.Rand { return mrand.New(mrand.NewSource(int64(rng.Uint64()))) }

func TestAllocations(t *testing.T) {
	m, _ := new(big.Int).SetString(testModuli["p256"], 16)
	md := New(*limbsOf(m))
	x := limbsOf(big.NewInt(12345))
	require.Zero(t, testing.AllocsPerRun(10, func() { md.Inverse(x, x) }))
	require.Zero(t, testing.AllocsPerRun(10, func() { md.InverseVarTime(x, x) }))
}
