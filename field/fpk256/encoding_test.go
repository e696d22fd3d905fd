package fpk256

import (
	"bytes"
	"errors"
	"math/big"
	"testing"

	"github.com/curvekit/curvekit/field"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestBytesRoundTrip(t *testing.T) {
	r := newRand(5)
	for _, x := range testValues(r, 200) {
		var b [32]byte
		F.PutBytes(b[:], &x)
		require.Equal(t, toBig(&x).FillBytes(make([]byte, 32)), b[:])
		var y Element
		require.NoError(t, F.SetBytes(&y, b[:]))
		require.Equal(t, x, y)
		require.Equal(t, 0, field.Big[Element](F, &x).Cmp(toBig(&x)))
		var w Element
		require.NoError(t, field.SetBig[Element](F, &w, toBig(&x)))
		require.Equal(t, x, w)
	}
}

func TestSetBytesKnownValue(t *testing.T) {
	// The x-coordinate of the secp256k1 generator (SEC 2 §2.4.1).
	b := []byte{
		0x79, 0xbe, 0x66, 0x7e, 0xf9, 0xdc, 0xbb, 0xac, 0x55, 0xa0, 0x62, 0x95, 0xce, 0x87, 0x0b, 0x07,
		0x02, 0x9b, 0xfc, 0xdb, 0x2d, 0xce, 0x28, 0xd9, 0x59, 0xf2, 0x81, 0x5b, 0x16, 0xf8, 0x17, 0x98,
	}
	var x Element
	require.NoError(t, F.SetBytes(&x, b))
	require.Equal(t, Element{0x59f2815b16f81798, 0x029bfcdb2dce28d9, 0x55a06295ce870b07, 0x79be667ef9dcbbac}, x)
}

func TestSetBytesErrors(t *testing.T) {
	sentinel := Element{0xdead, 0xbeef, 0xcafe, 0xf00d}
	for _, n := range []int{0, 1, 31, 33, 64} {
		z := sentinel
		err := F.SetBytes(&z, make([]byte, n))
		require.Error(t, err)
		assert.True(t, errors.Is(err, field.ErrLength), "len %d: %v", n, err)
		assert.Equal(t, sentinel, z, "len %d", n)
	}
	z := sentinel
	require.Error(t, F.SetBytes(&z, nil))
	assert.Equal(t, sentinel, z)

	notReduced := []*big.Int{
		pBig,
		new(big.Int).Add(pBig, big.NewInt(1)),
		new(big.Int).Add(pBig, big.NewInt(976)),
		new(big.Int).Sub(bigPow2(256), big.NewInt(1)),
		new(big.Int).Sub(bigPow2(256), bigPow2(32)),
	}
	for _, v := range notReduced {
		z := sentinel
		err := F.SetBytes(&z, v.FillBytes(make([]byte, 32)))
		require.Error(t, err, "%x", v)
		assert.True(t, errors.Is(err, field.ErrNotReduced), "%x: %v", v, err)
		assert.Equal(t, sentinel, z)
	}
	// p − 1 is the largest accepted value.
	require.NoError(t, F.SetBytes(&z, new(big.Int).Sub(pBig, big.NewInt(1)).FillBytes(make([]byte, 32))))
}

func TestPutBytesPanics(t *testing.T) {
	x := Element{1}
	for _, n := range []int{0, 31, 33} {
		assert.PanicsWithValue(t, "fpk256: PutBytes buffer is "+itoa(n)+" bytes, want 32", func() {
			F.PutBytes(make([]byte, n), &x)
		})
	}
}

func itoa(n int) string { return big.NewInt(int64(n)).String() }

func TestSetWideBytes(t *testing.T) {
	r := newRand(6)
	for n := 0; n <= 64; n++ {
		for i := 0; i < 20; i++ {
			b := make([]byte, n)
			for j := range b {
				switch i % 4 {
				case 0:
					b[j] = 0xff
				case 1:
					b[j] = byte(r.Uint32())
				case 2:
					b[j] = byte(r.Uint32()) | 0xf0
				default:
					b[j] = byte(r.Uint32()) & 0x0f
				}
			}
			var z Element
			require.NoError(t, F.SetWideBytes(&z, b))
			requireEqualBig(t, new(big.Int).SetBytes(b), &z, "len %d %x", n, b)
		}
	}
	// Values around multiples of p and 2^256 in the wide range:
	// hi·2^256 + lo ≡ hi·c + lo.
	var specials []*big.Int
	for _, k := range []int64{1, 2, 3, 1 << 40} {
		kp := new(big.Int).Mul(pBig, big.NewInt(k))
		specials = append(specials, kp, new(big.Int).Sub(kp, big.NewInt(1)), new(big.Int).Add(kp, big.NewInt(1)))
	}
	for _, e := range []int{256, 257, 300, 511, 512} {
		v := bigPow2(e)
		specials = append(specials, new(big.Int).Sub(v, big.NewInt(1)), v)
	}
	pp := new(big.Int).Mul(pBig, pBig)
	specials = append(specials, pp, new(big.Int).Sub(pp, big.NewInt(1)))
	for _, v := range specials {
		if v.BitLen() > 512 {
			continue
		}
		b := v.FillBytes(make([]byte, 64))
		var z Element
		require.NoError(t, F.SetWideBytes(&z, b))
		requireEqualBig(t, v, &z, "%x", v)
	}

	// Too long: an error, z unchanged.
	sentinel := Element{1, 2, 3, 4}
	for _, n := range []int{65, 128} {
		z := sentinel
		err := F.SetWideBytes(&z, bytes.Repeat([]byte{1}, n))
		require.Error(t, err)
		assert.True(t, errors.Is(err, field.ErrLength))
		assert.Contains(t, err.Error(), itoa(n))
		assert.Equal(t, sentinel, z)
	}
}
