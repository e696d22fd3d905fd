package montgomery

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"math/big"
	"testing"

	"github.com/curvekit/curvekit/field/fp25519"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func (c testCurve) ref() refCurve {
	return refCurve{p: c.p, a: big.NewInt(c.a), b: big.NewInt(1)}
}

func (c testCurve) size() int { return (c.p.BitLen() + 7) / 8 }

func randBytes(t testing.TB, n int) []byte {
	b := make([]byte, n)
	_, err := rand.Read(b)
	require.NoError(t, err)
	return b
}

func randField(t testing.TB, p *big.Int) *big.Int {
	x, err := rand.Int(rand.Reader, p)
	require.NoError(t, err)
	return x
}

// TestScalarMultUModel compares ScalarMultU with the RFC's ladder in
// math/big for scalars of several lengths and random u on the curve and on
// the twist, and, for points of the curve, with affine double-and-add.
func TestScalarMultUModel(t *testing.T) {
	forAll(t, func(t *testing.T, c testCurve) {
		ref := c.ref()
		for _, n := range []int{1, 7, 16, c.size() - 1, c.size(), c.size() + 1, 2 * c.size()} {
			for range 3 {
				k := randBytes(t, n)
				u := randField(t, c.p)
				got, zero := c.multU(k, u)
				want := ref.ladder(leBig(k), 8*n, u)
				require.Equal(t, want.String(), got.String(), "k = %x, u = %v", k, u)
				assert.Equal(t, b2i(want.Sign() == 0), zero)
				if P, ok := ref.lift(u); ok {
					R := ref.mul(leBig(k), P)
					if R.inf {
						assert.Zero(t, got.Sign())
					} else {
						assert.Equal(t, R.u.String(), got.String())
					}
				}
			}
		}
	})
}

// TestScalarMultUEdges checks k = 0, k = 1, u = 0 and u = 1.
func TestScalarMultUEdges(t *testing.T) {
	forAll(t, func(t *testing.T, c testCurve) {
		u := randField(t, c.p)
		got, zero := c.multU(make([]byte, c.size()), u) // 0·P = O, encoded as 0
		assert.Zero(t, got.Sign())
		assert.Equal(t, 1, zero)
		one := make([]byte, c.size())
		one[0] = 1
		got, zero = c.multU(one, u)
		assert.Equal(t, u.String(), got.String())
		assert.Equal(t, b2i(u.Sign() == 0), zero)
		got, zero = c.multU(randBytes(t, c.size()), big.NewInt(0)) // (0, 0) has order 2
		assert.Zero(t, got.Sign())
		assert.Equal(t, 1, zero)
		// u = 1 has order 4 (its double is (0, 0)): its multiples are 0 or 1.
		got, _ = c.multU(randBytes(t, c.size()), big.NewInt(1))
		assert.True(t, got.Sign() == 0 || got.Cmp(big.NewInt(1)) == 0, "got %v", got)
	})
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// TestScalarMultModel checks the byte API against the model with clamping,
// and the decoding rules: bits above the field's length ignored, and
// non-canonical u reduced.
func TestScalarMultModel(t *testing.T) {
	forAll(t, func(t *testing.T, c testCurve) {
		ref, n := c.ref(), c.size()
		clampFn := clamp25519
		if c.bits == 448 {
			clampFn = clamp448
		}
		for range 8 {
			k, ub := randBytes(t, n), randBytes(t, n)
			kc := append([]byte(nil), k...)
			clampFn(kc)
			kCopy, uCopy := append([]byte(nil), k...), append([]byte(nil), ub...)
			out := make([]byte, n)
			require.NoError(t, c.scalarMult(out, k, ub))
			assert.Equal(t, kCopy, k, "scalar modified")
			assert.Equal(t, uCopy, ub, "point modified")
			u := leBig(ub)
			if r := c.p.BitLen() % 8; r != 0 {
				u.SetBit(u, c.p.BitLen(), 0) // RFC 7748 §5: mask bit 255
			}
			want := ref.ladder(leBig(kc), c.bits, u)
			assert.Equal(t, hex.EncodeToString(bigLE(want, n)), hex.EncodeToString(out))
		}
		// Non-canonical: p + 1 behaves as 1 ... and p as 0.
		k := randBytes(t, n)
		out1, out2 := make([]byte, n), make([]byte, n)
		if new(big.Int).Add(c.p, big.NewInt(10)).BitLen() <= c.p.BitLen() {
			require.NoError(t, c.scalarMult(out1, k, bigLE(new(big.Int).Add(c.p, big.NewInt(9)), n)))
			require.NoError(t, c.scalarMult(out2, k, bigLE(big.NewInt(9), n)))
			assert.Equal(t, out2, out1)
			err := c.scalarMult(out1, k, bigLE(c.p, n))
			assert.ErrorIs(t, err, ErrZeroOutput)
		} else {
			// p448: 2^448 − 2^224 − 1, so p + 9 < 2^448 still.
			t.Logf("no non-canonical encodings of 9 below 2^%d", 8*n)
		}
	})
}

// TestZeroOutput checks that points of small order give ErrZeroOutput and
// an all-zero dst, for 0, and for the u of n·Q for random Q.
func TestZeroOutput(t *testing.T) {
	forAll(t, func(t *testing.T, c testCurve) {
		ref, n := c.ref(), c.size()
		order := l25519
		if c.bits == 448 {
			order = q448
		}
		small := []*big.Int{big.NewInt(0), big.NewInt(1), new(big.Int).Sub(c.p, big.NewInt(1))}
		for len(small) < 8 {
			if P, ok := ref.lift(randField(t, c.p)); ok {
				if R := ref.mul(order, P); !R.inf {
					small = append(small, R.u)
				}
			}
		}
		for _, u := range small {
			out := make([]byte, n)
			for i := range out {
				out[i] = 0xaa
			}
			err := c.scalarMult(out, randBytes(t, n), bigLE(u, n))
			require.Error(t, err, "u = %v", u)
			assert.True(t, errors.Is(err, ErrZeroOutput))
			assert.Equal(t, make([]byte, n), out)
		}
	})
}

func TestLengths(t *testing.T) {
	testCurves(t)
	c := fixed25519
	for _, l := range [][3]int{{31, 32, 32}, {32, 31, 32}, {32, 32, 33}, {0, 0, 0}} {
		dst := make([]byte, l[0])
		assert.Error(t, c.ScalarMult(dst, make([]byte, l[1]), make([]byte, l[2])))
		if l[0] != 32 || l[1] != 32 {
			assert.Error(t, c.ScalarBaseMult(dst, make([]byte, l[1])))
		}
	}
	var z fp25519.Element
	assert.Error(t, c.DecodeU(&z, make([]byte, 31)))
	assert.Panics(t, func() { c.EncodeU(make([]byte, 31), &z) })
}

// TestDiffieHellman checks X(a, X(b, G)) = X(b, X(a, G)) for random keys,
// and that ScalarBaseMult agrees with ScalarMult on the base point.
func TestDiffieHellman(t *testing.T) {
	forAll(t, func(t *testing.T, c testCurve) {
		n := c.size()
		base := make([]byte, n)
		base[0] = 9
		if c.bits == 448 {
			base[0] = 5
		}
		for range 4 {
			a, b := randBytes(t, n), randBytes(t, n)
			A, B, A2 := make([]byte, n), make([]byte, n), make([]byte, n)
			require.NoError(t, c.baseMult(A, a))
			require.NoError(t, c.baseMult(B, b))
			require.NoError(t, c.scalarMult(A2, a, base))
			assert.Equal(t, A2, A)
			s1, s2 := make([]byte, n), make([]byte, n)
			require.NoError(t, c.scalarMult(s1, a, B))
			require.NoError(t, c.scalarMult(s2, b, A))
			assert.Equal(t, s1, s2)
		}
	})
}
