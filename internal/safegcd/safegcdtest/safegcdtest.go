// Package safegcdtest tests a field's safegcd-based Inverse and
// InverseVarTime against math/big, for the tests of the field packages.
package safegcdtest

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/field"
)

// Field is a field with a variable-time inversion besides its constant-time
// one.
type Field[E any] interface {
	field.Field[E]
	// InverseVarTime sets z = 1/x, and z = 0 when x = 0.
	InverseVarTime(z, x *E)
}

// Edges returns the edge values of inversion modulo p: 0, 1, 2, p − 1, p − 2,
// (p ± 1)/2, powers of two and their neighbours, 2^256 − k and p − 2^k mod p
// for small k, and each of those times 2^−256 mod p as well, which is the
// value whose Montgomery representation (R = 2^256) is the edge itself.
func Edges(p *big.Int) []*big.Int {
	one := big.NewInt(1)
	pow2 := func(k int) *big.Int { return new(big.Int).Lsh(one, uint(k)) }
	out := []*big.Int{
		big.NewInt(0), one, big.NewInt(2), big.NewInt(3),
		new(big.Int).Sub(p, one), new(big.Int).Sub(p, big.NewInt(2)),
		new(big.Int).Rsh(p, 1), new(big.Int).Rsh(new(big.Int).Add(p, one), 1),
	}
	for _, k := range []int{1, 2, 61, 62, 63, 64, 65, 124, 128, 186, 192, 248, 250, 252, 253, 254, 255, 256} {
		out = append(out, pow2(k), new(big.Int).Sub(pow2(k), one), new(big.Int).Sub(p, pow2(k)))
	}
	for k := int64(1); k <= 40; k += 13 {
		out = append(out, new(big.Int).Sub(pow2(256), big.NewInt(k)))
	}
	rInv := new(big.Int).ModInverse(pow2(256), p)
	for _, v := range out[:len(out):len(out)] {
		out = append(out, new(big.Int).Mul(v, rInv))
	}
	for i, v := range out {
		out[i] = v.Mod(v, p)
	}
	return out
}

// check compares f.Inverse and f.InverseVarTime of x with math/big, with and
// without aliasing.
func check[E any](t testing.TB, f Field[E], p, x *big.Int) {
	t.Helper()
	want := new(big.Int).ModInverse(x, p)
	if want == nil {
		want = new(big.Int) // x = 0
	}
	var e, z E
	require.NoError(t, field.SetBig(f, &e, x))
	for name, inv := range map[string]func(z, x *E){"Inverse": f.Inverse, "InverseVarTime": f.InverseVarTime} {
		inv(&z, &e)
		if got := field.Big(f, &z); got.Cmp(want) != 0 {
			require.Failf(t, name+" is wrong", "1/%#x mod %#x: got %#x, want %#x", x, p, got, want)
		}
		a := e
		inv(&a, &a)
		require.Equal(t, 1, f.Equal(&a, &z), "%s(x, x) differs from %s(z, x) for %#x", name, name, x)
	}
}

// Run checks Inverse and InverseVarTime against math/big on the edge values
// and on random inputs, uniform and biased towards few or many one bits.
func Run[E any](t *testing.T, f Field[E]) {
	p := f.Modulus()
	for _, x := range Edges(p) {
		check(t, f, p, x)
	}
	rng := rand.New(rand.NewPCG(uint64(p.BitLen()), p.Uint64()))
	buf := make([]byte, 40)
	for range 3000 {
		for i := range buf {
			buf[i] = byte(rng.Uint32())
		}
		x := new(big.Int).SetBytes(buf)
		switch rng.IntN(4) {
		case 0:
			x.Rsh(x, uint(rng.IntN(320)))
		case 1:
			x.Sub(p, x.Rsh(x, uint(rng.IntN(320))))
		}
		check(t, f, p, x.Mod(x, p))
	}
}

// Fuzz is a fuzz target comparing both inversions with math/big: the input
// bytes, big-endian and reduced modulo p, are x, and also, times 2^−256, the
// integer whose Montgomery representation they spell.
func Fuzz[E any](f *testing.F, fld Field[E]) {
	p := fld.Modulus()
	for _, x := range Edges(p)[:12] {
		f.Add(x.Bytes())
	}
	rInv := new(big.Int).ModInverse(new(big.Int).Lsh(big.NewInt(1), 256), p)
	f.Fuzz(func(t *testing.T, b []byte) {
		if len(b) > 64 {
			b = b[:64]
		}
		x := new(big.Int).SetBytes(b)
		check(t, fld, p, new(big.Int).Mod(x, p))
		check(t, fld, p, x.Mod(x.Mul(x, rInv), p))
	})
}
