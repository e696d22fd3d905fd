package fpk256

import (
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"
)

// requireRoot checks that z is the Sgn0-0 square root of want (mod p).
func requireRoot(t *testing.T, want *big.Int, z *Element, msgAndArgs ...any) {
	t.Helper()
	requireCanonical(t, z, msgAndArgs...)
	zb := toBig(z)
	require.Equal(t, uint(0), zb.Bit(0), msgAndArgs...)
	sq := new(big.Int).Mul(zb, zb)
	sq.Mod(sq, pBig)
	require.Equal(t, 0, sq.Cmp(new(big.Int).Mod(want, pBig)), msgAndArgs...)
}

func TestSqrt(t *testing.T) {
	r := newRand(7)
	for _, x := range testValues(r, 200) {
		xb := toBig(&x)
		isSquare := big.Jacobi(xb, pBig) >= 0
		z := Element{9, 9, 9, 9}
		ok := F.Sqrt(&z, &x)
		if !isSquare {
			require.Equal(t, 0, ok, "%x", xb)
			require.Equal(t, Element{}, z)
			continue
		}
		require.Equal(t, 1, ok, "%x", xb)
		requireRoot(t, xb, &z, "%x", xb)

		// The square of any element is a square, with root ±x.
		var s Element
		F.Square(&s, &x)
		require.Equal(t, 1, F.Sqrt(&z, &s))
		requireRoot(t, toBig(&s), &z)
		var nx Element
		F.Neg(&nx, &x)
		require.True(t, z == x || z == nx)
	}
	// −1 is not a square since p ≡ 3 (mod 4).
	m1 := fromBig(big.NewInt(-1))
	var z Element
	require.Equal(t, 0, F.Sqrt(&z, &m1))
	// Sqrt(0) = 0 with ok.
	require.Equal(t, 1, F.Sqrt(&z, &Element{}))
	require.Equal(t, Element{}, z)
	// 4 has roots 2 and p − 2; Sgn0 picks 2.
	require.Equal(t, 1, F.Sqrt(&z, &Element{4}))
	require.Equal(t, Element{2}, z)
}

func TestSqrtRatio(t *testing.T) {
	r := newRand(8)
	vs := testValues(r, 30)
	for i := range vs {
		for j := range vs {
			u, v := vs[i], vs[j]
			ub, vb := toBig(&u), toBig(&v)
			z := Element{9, 9, 9, 9}
			ok := F.SqrtRatio(&z, &u, &v)
			switch {
			case ub.Sign() == 0:
				require.Equal(t, 1, ok)
				require.Equal(t, Element{}, z)
			case vb.Sign() == 0:
				require.Equal(t, 0, ok, "u=%x v=0", ub)
				require.Equal(t, Element{}, z)
			default:
				q := new(big.Int).ModInverse(vb, pBig)
				q.Mul(q, ub).Mod(q, pBig)
				if big.Jacobi(q, pBig) == 1 {
					require.Equal(t, 1, ok, "u=%x v=%x", ub, vb)
					requireRoot(t, q, &z, "u=%x v=%x", ub, vb)
				} else {
					require.Equal(t, 0, ok, "u=%x v=%x", ub, vb)
					require.Equal(t, Element{}, z)
				}
			}
		}
	}
	// u/v with u = s²·v is always a square.
	for i := 0; i < 50; i++ {
		s, v := randomElement(r), randomElement(r)
		if F.IsZero(&v) == 1 {
			continue
		}
		var u, z Element
		F.Square(&u, &s)
		F.Mul(&u, &u, &v)
		require.Equal(t, 1, F.SqrtRatio(&z, &u, &v))
		var sq Element
		F.Square(&sq, &s)
		requireRoot(t, toBig(&sq), &z)
	}
	// u = 0 and v = 0 together: 1 and z = 0.
	var z Element
	require.Equal(t, 1, F.SqrtRatio(&z, &Element{}, &Element{}))
	require.Equal(t, Element{}, z)
	// Against Sqrt for v = 1.
	for _, x := range vs {
		var a, b Element
		require.Equal(t, F.Sqrt(&a, &x), F.SqrtRatio(&b, &x, &Element{1}))
		require.Equal(t, a, b)
	}
}
