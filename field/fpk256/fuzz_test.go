package fpk256

import (
	"errors"
	"math/big"
	"testing"

	"github.com/curvekit/curvekit/field"
	"github.com/stretchr/testify/require"
)

func FuzzSetBytes(f *testing.F) {
	f.Add([]byte{})
	f.Add(make([]byte, 32))
	f.Add(pBig.FillBytes(make([]byte, 32)))
	f.Add(new(big.Int).Sub(pBig, big.NewInt(1)).FillBytes(make([]byte, 32)))
	f.Add(make([]byte, 64))
	f.Add(make([]byte, 65))
	f.Fuzz(func(t *testing.T, b []byte) {
		v := new(big.Int).SetBytes(b)
		sentinel := Element{1, 2, 3, 4}
		z := sentinel
		err := F.SetBytes(&z, b)
		switch {
		case len(b) != 32:
			require.True(t, errors.Is(err, field.ErrLength), "%v", err)
			require.Equal(t, sentinel, z)
		case v.Cmp(pBig) >= 0:
			require.True(t, errors.Is(err, field.ErrNotReduced), "%v", err)
			require.Equal(t, sentinel, z)
		default:
			require.NoError(t, err)
			requireEqualBig(t, v, &z)
			var out [32]byte
			F.PutBytes(out[:], &z)
			require.Equal(t, b, out[:])
		}

		z = sentinel
		err = F.SetWideBytes(&z, b)
		if len(b) > 64 {
			require.True(t, errors.Is(err, field.ErrLength), "%v", err)
			require.Equal(t, sentinel, z)
		} else {
			require.NoError(t, err)
			requireEqualBig(t, v, &z)
		}
	})
}

func FuzzMul(f *testing.F) {
	f.Add([]byte{}, []byte{})
	f.Add([]byte{1}, []byte{2})
	f.Add(new(big.Int).Sub(pBig, big.NewInt(1)).FillBytes(make([]byte, 32)), []byte{0xff, 0xff})
	f.Fuzz(func(t *testing.T, a, b []byte) {
		if len(a) > 64 || len(b) > 64 {
			return
		}
		var x, y, z Element
		require.NoError(t, F.SetWideBytes(&x, a))
		require.NoError(t, F.SetWideBytes(&y, b))
		xb, yb := toBig(&x), toBig(&y)
		F.Mul(&z, &x, &y)
		requireEqualBig(t, new(big.Int).Mul(xb, yb), &z)
		F.Square(&z, &x)
		requireEqualBig(t, new(big.Int).Mul(xb, xb), &z)
		F.Add(&z, &x, &y)
		requireEqualBig(t, new(big.Int).Add(xb, yb), &z)
		F.Sub(&z, &x, &y)
		requireEqualBig(t, new(big.Int).Sub(xb, yb), &z)
	})
}
