//go:build amd64 && !purego

package field

import (
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"
)

// sparseShapePrime returns the first prime q_2·2^192 + 2^96 − 1 for
// q_2 = start, start + step, …: a modulus of the P-256 shape.
func sparseShapePrime(start *big.Int, step int64) *big.Int {
	low := sum(pow2(96), big.NewInt(-1))
	for q2 := new(big.Int).Set(start); ; q2.Add(q2, big.NewInt(step)) {
		p := new(big.Int).Add(new(big.Int).Lsh(q2, 192), low)
		if p.ProbablyPrime(20) {
			return p
		}
	}
}

// sparseTestModuli are P-256 p and primes of its shape with the largest,
// a middling and a small top limb q_2.
func sparseTestModuli() []*big.Int {
	return []*big.Int{
		hexInt("ffffffff00000001000000000000000000000000ffffffffffffffffffffffff"), // P-256 p
		sparseShapePrime(sum(pow2(64), big.NewInt(-1)), -1),
		sparseShapePrime(sum(pow2(63), big.NewInt(1)), 1),
		sparseShapePrime(big.NewInt(1), 1),
	}
}

// TestMontMul4SparseMatchesBig checks the baseline P-256-shape kernels
// (prime_sparse_amd64.s) against math/big, z = x·y·2^-256 mod p, and
// against montMul4pm1Generic and montSquare4pm1Generic limb for limb, on
// edge and random inputs below p, inputs below 2^256 in one operand of
// the multiplication, aliased arguments, and through the Prime4M1 view,
// which NewPrime's adx4Sparse makes use them.
func TestMontMul4SparseMatchesBig(t *testing.T) {
	for i, pb := range sparseTestModuli() {
		c := newPrimeCase(t, pb, BigEndian)
		f := c.f
		require.Equal(t, adx4Sparse, f.adx4, "p = %#x has the P-256 shape", pb)
		rInv := new(big.Int).ModInverse(pow2(256), pb)
		mont := func(x, y *PrimeElement) *big.Int {
			v := new(big.Int).Mul(limbsToBig(x, 4), limbsToBig(y, 4))
			return v.Mod(v.Mul(v, rInv), pb)
		}
		belowP, belowR := asmTestInputs(t, pb, uint64(5000+i))
		check := func(x, y PrimeElement) {
			got, want := garbageElement(), garbageElement()
			montMul4SparseAsm(&got, &x, &y, &f.p)
			montMul4pm1Generic(&want, &x, &y, &f.p, 1)
			require.Equal(t, want, got, "montMul4SparseAsm(%x, %x) mod %#x", x, y, pb)
			requireBig(t, mont(&x, &y), limbsToBig(&got, 4), "montMul4SparseAsm(%x, %x) mod %#x", x, y, pb)
		}
		view := Prime4M1{f}
		for j, x := range belowP {
			check(x, belowP[(j*13+5)%len(belowP)])
			check(x, x)
			got := garbageElement()
			montSquare4SparseAsm(&got, &x, &f.p)
			requireBig(t, mont(&x, &x), limbsToBig(&got, 4), "montSquare4SparseAsm(%x) mod %#x", x, pb)
			want := garbageElement()
			montSquare4pm1Generic(&want, &x, &f.p, 1)
			require.Equal(t, want, got, "montSquare4SparseAsm(%x) mod %#x", x, pb)
			got = garbageElement()
			view.Square(&got, &x)
			require.Equal(t, want, got, "Prime4M1.Square(%x) mod %#x", x, pb)
		}
		for j, y := range belowR {
			check(belowP[j%len(belowP)], y)
			check(y, belowP[(j*7+3)%len(belowP)])
		}
		x, y := belowP[len(belowP)-1], belowP[1]
		var want PrimeElement
		montMul4pm1Generic(&want, &x, &y, &f.p, 1)
		view.Mul(&x, &x, &y)
		require.Equal(t, want, x, "aliased z = x through Prime4M1.Mul")
		montSquare4pm1Generic(&want, &y, &f.p, 1)
		montSquare4SparseAsm(&y, &y, &f.p)
		require.Equal(t, want, y, "aliased square")
	}
}
