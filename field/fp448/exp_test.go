package fp448

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// isSquare reports whether v is a square mod p (0 included).
func isSquare(v *big.Int) bool { return big.Jacobi(new(big.Int).Mod(v, pBig), pBig) >= 0 }

func TestInverse(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 14))
	for _, x := range testElements(t, rng, 30) {
		var z Element
		f.Inverse(&z, &x)
		requireBound(t, &z, "Inverse")
		xb := toBig(&x)
		want := new(big.Int)
		if xb.Sign() != 0 {
			want.ModInverse(xb, pBig)
		}
		requireBig(t, want, toBig(&z), "Inverse(%x)", xb)
	}
}

// requireRoot checks that z, the claimed root returned by Sqrt or
// SqrtRatio, squares to want and has Sgn0 0.
func requireRoot(t *testing.T, z *Element, want *big.Int, what string) {
	t.Helper()
	zb := toBig(z)
	sq := new(big.Int).Mul(zb, zb)
	requireBig(t, new(big.Int).Mod(want, pBig), sq.Mod(sq, pBig), "%s: root %x does not square back", what, zb)
	require.Equal(t, uint(0), zb.Bit(0), "%s: root %x is odd", what, zb)
	requireBound(t, z, what)
}

func TestSqrt(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 16))
	var squares, nonSquares int
	for _, x := range testElements(t, rng, 60) {
		for _, v := range []Element{x, square2(&x)} {
			vb := toBig(&v)
			z := fromBig(t, big.NewInt(99))
			ok := f.Sqrt(&z, &v)
			if isSquare(vb) {
				squares++
				require.Equal(t, 1, ok, "Sqrt(%x)", vb)
				requireRoot(t, &z, vb, "Sqrt")
				// Cross-check with math/big, up to sign.
				r := new(big.Int).ModSqrt(vb, pBig)
				if r.Bit(0) == 1 {
					r.Sub(pBig, r)
				}
				requireBig(t, r, toBig(&z))
			} else {
				nonSquares++
				require.Equal(t, 0, ok, "Sqrt(%x)", vb)
				require.Equal(t, 1, f.IsZero(&z))
			}
		}
	}
	require.Greater(t, squares, 20)
	require.Greater(t, nonSquares, 10)
}

// square2 returns x².
func square2(x *Element) Element {
	var z Element
	f.Square(&z, x)
	return z
}

func TestSqrtRatio(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 18))
	es := testElements(t, rng, 25)
	var zero Element
	minusOne := fromBig(t, new(big.Int).Sub(pBig, big.NewInt(1)))
	sentinel := fromBig(t, big.NewInt(4242))

	// u = 0: root 0 and success, whatever v (0 included).
	for _, v := range append(es, zero, looseElements()[1]) {
		z := sentinel
		require.Equal(t, 1, f.SqrtRatio(&z, &zero, &v), "SqrtRatio(0, %x)", toBig(&v))
		require.Equal(t, 1, f.IsZero(&z))
	}
	// v = 0 ≠ u: failure and z = 0.
	for _, u := range es {
		if f.IsZero(&u) == 1 {
			continue
		}
		z := sentinel
		require.Equal(t, 0, f.SqrtRatio(&z, &u, &zero), "SqrtRatio(%x, 0)", toBig(&u))
		require.Equal(t, 1, f.IsZero(&z))
	}
	// −1 is not a square since p ≡ 3 (mod 4).
	one := fromBig(t, big.NewInt(1))
	z := sentinel
	require.Equal(t, 0, f.SqrtRatio(&z, &minusOne, &one))
	require.Equal(t, 1, f.IsZero(&z))

	var squares, nonSquares int
	for _, u := range es {
		for _, v := range es[:20] {
			ub, vb := toBig(&u), toBig(&v)
			if ub.Sign() == 0 || vb.Sign() == 0 {
				continue
			}
			z := sentinel
			ok := f.SqrtRatio(&z, &u, &v)
			ratio := new(big.Int).ModInverse(vb, pBig)
			ratio.Mul(ratio, ub).Mod(ratio, pBig)
			if isSquare(ratio) {
				squares++
				require.Equal(t, 1, ok, "SqrtRatio(%x, %x)", ub, vb)
				requireRoot(t, &z, ratio, "SqrtRatio")
			} else {
				nonSquares++
				require.Equal(t, 0, ok, "SqrtRatio(%x, %x)", ub, vb)
				require.Equal(t, 1, f.IsZero(&z))
			}
			// (u·v²)/u = v² is always a square.
			var uw Element
			f.Square(&uw, &v)
			f.Mul(&uw, &uw, &u)
			require.Equal(t, 1, f.SqrtRatio(&z, &uw, &u))
			requireRoot(t, &z, new(big.Int).Mul(vb, vb), "SqrtRatio square")
		}
	}
	require.Greater(t, squares, 50)
	require.Greater(t, nonSquares, 50)
}
