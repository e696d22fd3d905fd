package fp448

import (
	"bytes"
	"errors"
	"math/big"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/curvekit/curvekit/field"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// leBytes returns v as n little-endian bytes.
func leBytes(v *big.Int, n int) []byte {
	b := v.FillBytes(make([]byte, n))
	slices.Reverse(b)
	return b
}

// leBig parses little-endian bytes.
func leBig(b []byte) *big.Int {
	be := slices.Clone(b)
	slices.Reverse(be)
	return new(big.Int).SetBytes(be)
}

func TestPutBytesCanonical(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	b := make([]byte, 56)
	for _, x := range testElements(t, rng, 50) {
		f.PutBytes(b, &x)
		require.Equal(t, leBytes(toBig(&x), 56), b, "PutBytes(%x)", x)
		var y Element
		require.NoError(t, f.SetBytes(&y, b))
		require.Equal(t, 1, f.Equal(&x, &y))
	}
	// 1 has a fixed, documented encoding.
	var one Element
	f.One(&one)
	f.PutBytes(b, &one)
	require.Equal(t, append([]byte{1}, make([]byte, 55)...), b)
}

func TestPutBytesPanicsOnWrongLength(t *testing.T) {
	var x Element
	for _, n := range []int{0, 55, 57, 64} {
		require.PanicsWithValue(t, "fp448: PutBytes buffer is "+itoa(n)+" bytes, want 56",
			func() { f.PutBytes(make([]byte, n), &x) })
	}
}

func itoa(n int) string { return big.NewInt(int64(n)).String() }

func TestSetBytes(t *testing.T) {
	one := big.NewInt(1)
	canonical := []*big.Int{
		big.NewInt(0), one, new(big.Int).Sub(pBig, one), new(big.Int).Sub(pBig, big.NewInt(2)),
		new(big.Int).Lsh(one, 224), new(big.Int).Sub(new(big.Int).Lsh(one, 447), one),
	}
	for _, v := range canonical {
		var z Element
		require.NoError(t, f.SetBytes(&z, leBytes(v, 56)), "%x", v)
		requireBig(t, v, toBig(&z))
		for i, l := range z {
			require.LessOrEqual(t, l, uint64(mask56), "limb %d", i)
		}
	}
	// Everything from p to 2^448 − 1 is rejected; sample the boundary and
	// patterns that are below p in most limbs.
	nonCanonical := []*big.Int{
		pBig, new(big.Int).Add(pBig, one), new(big.Int).Sub(new(big.Int).Lsh(one, 448), one),
		new(big.Int).Sub(new(big.Int).Lsh(one, 448), new(big.Int).Lsh(one, 224)),
		new(big.Int).Add(pBig, new(big.Int).Lsh(one, 223)),
	}
	sentinel := fromBig(t, big.NewInt(12345))
	for _, v := range nonCanonical {
		z := sentinel
		err := f.SetBytes(&z, leBytes(v, 56))
		require.Error(t, err, "%x", v)
		require.True(t, errors.Is(err, field.ErrNotReduced), "%v", err)
		require.Equal(t, sentinel, z, "receiver changed on error")
	}
	for _, n := range []int{0, 1, 55, 57, 112} {
		z := sentinel
		err := f.SetBytes(&z, make([]byte, n))
		require.Error(t, err)
		require.True(t, errors.Is(err, field.ErrLength), "%v", err)
		require.Contains(t, err.Error(), itoa(n))
		require.Equal(t, sentinel, z, "receiver changed on error")
	}
	var z Element
	require.Error(t, f.SetBytes(&z, nil))
}

func TestSetWideBytes(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	for n := 0; n <= wideLen; n++ {
		for trial := range 4 {
			b := make([]byte, n)
			switch trial {
			case 0:
				for i := range b {
					b[i] = 0xff
				}
			default:
				for i := range b {
					b[i] = byte(rng.Uint32())
				}
			}
			var z Element
			require.NoError(t, f.SetWideBytes(&z, b), "len %d", n)
			requireBound(t, &z, "SetWideBytes")
			want := new(big.Int).Mod(leBig(b), pBig)
			requireBig(t, want, toBig(&z), "len %d: %x", n, b)
		}
	}
	// Multiples of p and p·2^448 − 1 style extremes.
	for _, v := range []*big.Int{
		pBig, new(big.Int).Mul(pBig, pBig), new(big.Int).Lsh(pBig, 448),
		new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 896), big.NewInt(1)),
	} {
		var z Element
		require.NoError(t, f.SetWideBytes(&z, leBytes(v, 112)))
		requireBig(t, new(big.Int).Mod(v, pBig), toBig(&z), "%x", v)
	}
	sentinel := fromBig(t, big.NewInt(777))
	for _, n := range []int{113, 114, 200} {
		z := sentinel
		err := f.SetWideBytes(&z, make([]byte, n))
		require.Error(t, err)
		require.True(t, errors.Is(err, field.ErrLength), "%v", err)
		assert.Contains(t, err.Error(), itoa(n))
		require.Equal(t, sentinel, z, "receiver changed on error")
	}
}

func TestBigConversions(t *testing.T) {
	v := new(big.Int).Sub(pBig, big.NewInt(5))
	var z Element
	require.NoError(t, field.SetBig[Element](f, &z, v))
	requireBig(t, v, field.Big[Element](f, &z))
	require.Error(t, field.SetBig[Element](f, &z, pBig))
}

// FuzzSetBytes checks SetBytes against math/big: it accepts exactly the
// 56-byte strings below p, and PutBytes gives them back unchanged.
func FuzzSetBytes(f_ *testing.F) {
	f_.Add(make([]byte, 56))
	f_.Add(leBytes(pBig, 56))
	f_.Add(leBytes(new(big.Int).Sub(pBig, big.NewInt(1)), 56))
	f_.Add(bytes.Repeat([]byte{0xff}, 56))
	f_.Add([]byte{1, 2, 3})
	f_.Fuzz(func(t *testing.T, b []byte) {
		var z Element
		err := f.SetBytes(&z, b)
		valid := len(b) == 56 && leBig(b).Cmp(pBig) < 0
		if !valid {
			require.Error(t, err)
			require.Equal(t, Element{}, z)
			return
		}
		require.NoError(t, err)
		out := make([]byte, 56)
		f.PutBytes(out, &z)
		require.Equal(t, b, out)
	})
}

// FuzzMul checks Mul and Square against math/big on operands decoded with
// SetWideBytes (the fuzzer's strings are truncated to 112 bytes).
func FuzzMul(f_ *testing.F) {
	f_.Add([]byte{2}, []byte{3})
	f_.Add(leBytes(new(big.Int).Sub(pBig, big.NewInt(1)), 56), bytes.Repeat([]byte{0xff}, 112))
	f_.Add(bytes.Repeat([]byte{0xff}, 56), bytes.Repeat([]byte{0x80}, 60))
	f_.Fuzz(func(t *testing.T, a, b []byte) {
		a, b = a[:min(len(a), wideLen)], b[:min(len(b), wideLen)]
		var x, y, z Element
		require.NoError(t, f.SetWideBytes(&x, a))
		require.NoError(t, f.SetWideBytes(&y, b))
		ab, bb := leBig(a), leBig(b)
		f.Mul(&z, &x, &y)
		want := new(big.Int).Mul(ab, bb)
		requireBig(t, want.Mod(want, pBig), toBig(&z))
		f.Square(&z, &x)
		want.Mul(ab, ab)
		requireBig(t, want.Mod(want, pBig), toBig(&z))
	})
}
