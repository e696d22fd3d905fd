package fp448

import (
	"encoding/hex"
	"testing"

	"github.com/stretchr/testify/require"
)

// x448 is the RFC 7748 §5 Montgomery ladder written directly on this field,
// so that the field, MulSmall with a24 = 39081 included, is checked against
// the RFC's published X448 outputs. It is a test oracle, not an API.
func x448(t *testing.T, scalar, u []byte) []byte {
	t.Helper()
	k := append([]byte(nil), scalar...)
	k[0] &= 252  // decodeScalar448: clear the two low bits
	k[55] |= 128 // and set the top bit
	var x1, x2, z2, x3, z3 Element
	// u-coordinates may be non-canonical (RFC 7748 §5): reduce them.
	require.NoError(t, f.SetWideBytes(&x1, u))
	f.One(&x2)
	x3, z3 = x1, x2
	swap := 0
	var a, aa, b, bb, e, c, d, da, cb, tmp Element
	cswap := func(s int, p, q *Element) {
		var np, nq Element
		f.Select(&np, q, p, s)
		f.Select(&nq, p, q, s)
		*p, *q = np, nq
	}
	for i := 447; i >= 0; i-- {
		bit := int(k[i/8]>>(i%8)) & 1
		swap ^= bit
		cswap(swap, &x2, &x3)
		cswap(swap, &z2, &z3)
		swap = bit
		f.Add(&a, &x2, &z2)  // A = x2 + z2
		f.Square(&aa, &a)    // AA = A²
		f.Sub(&b, &x2, &z2)  // B = x2 − z2
		f.Square(&bb, &b)    // BB = B²
		f.Sub(&e, &aa, &bb)  // E = AA − BB
		f.Add(&c, &x3, &z3)  // C = x3 + z3
		f.Sub(&d, &x3, &z3)  // D = x3 − z3
		f.Mul(&da, &d, &a)   // DA = D·A
		f.Mul(&cb, &c, &b)   // CB = C·B
		f.Add(&x3, &da, &cb) // x3 = (DA + CB)²
		f.Square(&x3, &x3)
		f.Sub(&z3, &da, &cb) // z3 = x1·(DA − CB)²
		f.Square(&z3, &z3)
		f.Mul(&z3, &z3, &x1)
		f.Mul(&x2, &aa, &bb)      // x2 = AA·BB
		MulSmall(&tmp, &e, 39081) // z2 = E·(AA + a24·E)
		f.Add(&tmp, &tmp, &aa)
		f.Mul(&z2, &e, &tmp)
	}
	cswap(swap, &x2, &x3)
	cswap(swap, &z2, &z3)
	f.Inverse(&z2, &z2)
	f.Mul(&x2, &x2, &z2)
	out := make([]byte, 56)
	f.PutBytes(out, &x2)
	return out
}

func unhex(t *testing.T, s string) []byte {
	t.Helper()
	b, err := hex.DecodeString(s)
	require.NoError(t, err)
	return b
}

// TestX448RFC7748 checks the X448 test vectors of RFC 7748 §5.2.
func TestX448RFC7748(t *testing.T) {
	vectors := []struct{ scalar, u, out string }{
		{
			"3d262fddf9ec8e88495266fea19a34d28882acef045104d0d1aae121700a779c984c24f8cdd78fbff44943eba368f54b29259a4f1c600ad3",
			"06fce640fa3487bfda5f6cf2d5263f8aad88334cbd07437f020f08f9814dc031ddbdc38c19c6da2583fa5429db94ada18aa7a7fb4ef8a086",
			"ce3e4ff95a60dc6697da1db1d85e6afbdf79b50a2412d7546d5f239fe14fbaadeb445fc66a01b0779d98223961111e21766282f73dd96b6f",
		},
		{
			"203d494428b8399352665ddca42f9de8fef600908e0d461cb021f8c538345dd77c3e4806e25f46d3315c44e0a5b4371282dd2c8d5be3095f",
			"0fbcc2f993cd56d3305b0b7d9e55d4c1a8fb5dbb52f8e9a1e9b6201b165d015894e56c4d3570bee52fe205e28a78b91cdfbde71ce8d157db",
			"884a02576239ff7a2f2f63b2db6a9ff37047ac13568e1e30fe63c4a7ad1b3ee3a5700df34321d62077e63633c575c1c954514e99da7c179d",
		},
	}
	for _, v := range vectors {
		require.Equal(t, v.out, hex.EncodeToString(x448(t, unhex(t, v.scalar), unhex(t, v.u))))
	}

	// The iterated test: k = u = 5, then k, u = X448(k, u), k.
	iterations := map[int]string{
		1:    "3f482c8a9f19b01e6c46ee9711d9dc14fd4bf67af30765c2ae2b846a4d23a8cd0db897086239492caf350b51f833868b9bc2b3bca9cf4113",
		1000: "aa3b4749d55b9daf1e5b00288826c467274ce3ebbdd5c17b975e09d4af6c67cf10d087202db88286e2b79fceea3ec353ef54faa26e219f38",
	}
	n := 1000
	if testing.Short() {
		n = 1
	}
	k, u := make([]byte, 56), make([]byte, 56)
	k[0], u[0] = 5, 5
	for i := 1; i <= n; i++ {
		k, u = x448(t, k, u), k
		if want, ok := iterations[i]; ok {
			require.Equal(t, want, hex.EncodeToString(k), "after %d iterations", i)
		}
	}
}
