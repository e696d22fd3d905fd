package montgomery

import (
	"math/big"
	"testing"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fp25519"
	"github.com/curvekit/curvekit/field/fp448"
	"github.com/stretchr/testify/require"
)

// fuzzLadder compares ScalarMult (with clamping, masking and reduction of
// u) and ScalarMultU (raw) on c with the math/big RFC 7748 ladder.
func fuzzLadder[E any](t *testing.T, c *Curve[E], clampFn func([]byte), k, u []byte) {
	n := c.PointSize()
	if len(k) > 2*n || len(u) < n {
		return
	}
	u = u[:n]
	ref := refCurve{p: c.Field().Modulus(), a: field.Big(c.Field(), &c.a), b: big.NewInt(1)}
	uInt := leBig(u)
	if r := ref.p.BitLen() % 8; r != 0 {
		uInt.SetBit(uInt, ref.p.BitLen(), 0)
	}
	// ScalarMultU with k as is, all 8·len(k) bits.
	var x, z E
	require.NoError(t, c.DecodeU(&x, u))
	c.ScalarMultU(&z, k, &x)
	want := ref.ladder(leBig(k), 8*len(k), uInt)
	require.Equal(t, want.String(), field.Big(c.Field(), &z).String(), "ScalarMultU k = %x u = %x", k, u)
	if len(k) != c.ScalarSize() {
		return
	}
	dst := make([]byte, n)
	err := c.ScalarMult(dst, k, u)
	kc := append([]byte(nil), k...)
	clampFn(kc)
	want = ref.ladder(leBig(kc), c.bits, uInt)
	require.Equal(t, bigLE(want, n), dst)
	require.Equal(t, want.Sign() == 0, err != nil)
}

func FuzzLadder25519(f *testing.F) {
	f.Add(make([]byte, 32), make([]byte, 32))
	f.Add([]byte{1}, []byte{9, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x80})
	f.Fuzz(func(t *testing.T, k, u []byte) {
		testCurves(t)
		fuzzLadder[fp25519.Element](t, fixed25519, clamp25519, k, u)
	})
}

func FuzzLadder448(f *testing.F) {
	f.Add(make([]byte, 56), make([]byte, 56))
	f.Fuzz(func(t *testing.T, k, u []byte) {
		testCurves(t)
		fuzzLadder[fp448.Element](t, fixed448, clamp448, k, u)
	})
}
