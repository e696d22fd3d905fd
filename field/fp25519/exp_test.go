package fp25519

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSqrtM1(t *testing.T) {
	want, _ := new(big.Int).SetString("19681161376707505956807079304988542015446066515923890162744021073123829784752", 10)
	e := new(big.Int).Rsh(new(big.Int).Sub(bigP, bigOne), 2) // (p−1)/4
	requireBig(t, want, new(big.Int).Exp(big.NewInt(2), e, bigP))
	requireBig(t, want, toBig(&sqrtM1))
	var sq Element
	f.Square(&sq, &sqrtM1)
	assertBig(t, new(big.Int).Sub(bigP, bigOne), toBig(&sq))
	assert.Equal(t, 0, f.Sgn0(&sqrtM1))
}

// isSquare reports whether x is a square mod p (0 included), by Euler's
// criterion.
func isSquare(x *big.Int) bool {
	e := new(big.Int).Rsh(new(big.Int).Sub(bigP, bigOne), 1)
	return new(big.Int).Exp(x, e, bigP).Cmp(big.NewInt(2)) < 0
}

// checkRoot asserts that z (returned with ok) is the even square root of x
// when x is a square, and 0 with ok = 0 otherwise.
func checkRoot(t *testing.T, x *big.Int, z *Element, ok int, msg string) {
	t.Helper()
	requireLoose(t, z)
	r := toBig(z)
	if !isSquare(x) {
		require.Equal(t, 0, ok, "%s: non-square accepted", msg)
		require.Zero(t, r.Sign(), "%s: z not 0 on failure", msg)
		return
	}
	require.Equal(t, 1, ok, "%s: square rejected", msg)
	require.Zero(t, r.Bit(0), "%s: root is odd", msg)
	requireBig(t, x, new(big.Int).Exp(r, big.NewInt(2), bigP), "%s: wrong root", msg)
}

func TestSqrt(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 32))
	squares, nonSquares := 0, 0
	for _, x := range testElements(rng, 300) {
		bx := toBig(&x)
		var z Element
		ok := f.Sqrt(&z, &x)
		checkRoot(t, bx, &z, ok, "Sqrt")
		if isSquare(bx) {
			squares++
		} else {
			nonSquares++
		}
		// x² is always a square, and its root is ±x.
		var x2 Element
		f.Square(&x2, &x)
		require.Equal(t, 1, f.Sqrt(&z, &x2))
		var negZ Element
		f.Neg(&negZ, &z)
		require.Equal(t, 1, f.Equal(&z, &x)|f.Equal(&negZ, &x))
	}
	assert.Greater(t, squares, 50)
	assert.Greater(t, nonSquares, 50)
}

func TestSqrtRatio(t *testing.T) {
	rng := rand.New(rand.NewPCG(33, 34))
	es := testElements(rng, 200)
	vs := smallSample(rng, es, 20)
	for _, u := range es {
		bu := toBig(&u)
		for _, v := range vs {
			bv := toBig(&v)
			var z Element
			ok := f.SqrtRatio(&z, &u, &v)
			switch {
			case bu.Sign() == 0:
				require.Equal(t, 1, ok, "SqrtRatio(0, %x)", v)
				require.Zero(t, toBig(&z).Sign())
			case bv.Sign() == 0:
				require.Equal(t, 0, ok, "SqrtRatio(%x, 0)", u)
				require.Zero(t, toBig(&z).Sign())
			default:
				ratio := new(big.Int).Mul(bu, new(big.Int).ModInverse(bv, bigP))
				checkRoot(t, ratio.Mod(ratio, bigP), &z, ok, "SqrtRatio")
			}
		}
	}
	// The RFC 8032 cases where v·r² = −u: u/v = −1 and u/v = −4.
	for _, c := range []int64{-1, -4, 4, 2} {
		u := fromBig(new(big.Int).Mod(big.NewInt(c), bigP))
		one := Element{1}
		var z Element
		ok := f.SqrtRatio(&z, &u, &one)
		checkRoot(t, toBig(&u), &z, ok, "SqrtRatio(c, 1)")
	}
}
