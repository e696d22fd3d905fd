package curvetest

import (
	"math/big"

	"github.com/curvekit/curvekit/field"
)

// edgeScalars returns integers in [0, n) that stress scalar recodings, window
// carries and reductions: 0, 1, 2, small values at window boundaries, n − d
// for small d, (n ± 1)/2, powers of two and their predecessors up to the top
// bit of n, and all-ones patterns of every window width from 4 to 8 bits.
func edgeScalars(n *big.Int) []*big.Int {
	var out []*big.Int
	add := func(k *big.Int) {
		if k.Sign() >= 0 && k.Cmp(n) < 0 {
			out = append(out, k)
		}
	}
	for _, k := range []int64{0, 1, 2, 3, 7, 8, 15, 16, 17, 31, 32, 33, 63, 64, 127, 128, 255, 256} {
		add(big.NewInt(k))
	}
	for _, d := range []int64{1, 2, 3, 8, 16, 17} {
		add(new(big.Int).Sub(n, big.NewInt(d)))
	}
	half := new(big.Int).Rsh(n, 1)
	add(half)
	add(new(big.Int).Add(half, big.NewInt(1)))
	add(new(big.Int).Sub(half, big.NewInt(1)))
	for _, k := range []int{64, 127, 128, 129, 192, n.BitLen() / 2, n.BitLen() - 2, n.BitLen() - 1} {
		p := new(big.Int).Lsh(big.NewInt(1), uint(k))
		add(p)
		add(new(big.Int).Sub(p, big.NewInt(1)))
		add(new(big.Int).Add(p, big.NewInt(1)))
	}
	for w := 4; w <= 8; w++ {
		x := new(big.Int)
		for i := w - 1; i < n.BitLen()-1; i += w {
			x.SetBit(x, i, 1)
		}
		add(x)
	}
	// The top bit of n set with the rest random-looking: n − n/3.
	add(new(big.Int).Sub(n, new(big.Int).Div(n, big.NewInt(3))))
	return out
}

// scalars returns the edge scalars and random ones in [0, n).
func (c *checker) scalars(n *big.Int, random int) []*big.Int {
	ks := edgeScalars(n)
	for range random {
		ks = append(ks, c.below(n))
	}
	return ks
}

// scalarOf returns k mod n as an element of the scalar field f.
func scalarOf[S any](c *checker, f field.Field[S], k *big.Int) *S {
	c.t.Helper()
	z := new(S)
	if err := field.SetBig(f, z, new(big.Int).Mod(k, f.Modulus())); err != nil {
		c.errorf("scalar field refuses %x: %v", k, err)
	}
	return z
}

// putInt writes x into b in the byte order of f.
func putInt(b []byte, x *big.Int, order field.ByteOrder) []byte {
	x.FillBytes(b)
	if order == field.LittleEndian {
		reverse(b)
	}
	return b
}

// getInt reads b in the byte order o.
func getInt(b []byte, o field.ByteOrder) *big.Int {
	if o == field.LittleEndian {
		b = reverse(append([]byte(nil), b...))
	}
	return new(big.Int).SetBytes(b)
}

func reverse(b []byte) []byte {
	for i, j := 0, len(b)-1; i < j; i, j = i+1, j-1 {
		b[i], b[j] = b[j], b[i]
	}
	return b
}

// checkScalarField checks the decoding of scalars: the canonical encodings
// of 0, 1 and n − 1 are accepted and round-trip, n, n + 1 and the all-ones
// string (non-canonical) are refused, wrong lengths are refused, and
// SetWideBytes reduces modulo n.
func checkScalarField[S any](c *checker, f field.Field[S]) {
	n, l, o := f.Modulus(), f.ByteLen(), f.ByteOrder()
	for _, k := range []*big.Int{big.NewInt(0), big.NewInt(1), new(big.Int).Sub(n, big.NewInt(1)), c.below(n)} {
		b := putInt(make([]byte, l), k, o)
		var z S
		if !c.noError(f.SetBytes(&z, b), "scalar SetBytes(%x)", k) {
			continue
		}
		got := make([]byte, l)
		f.PutBytes(got, &z)
		c.check(string(got) == string(b), "scalar %x: PutBytes(SetBytes(b)) = %x, want %x", k, got, b)
		c.check(field.Big(f, &z).Cmp(k) == 0, "scalar %x decodes to %x", k, field.Big(f, &z))
	}
	max := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(8*l)), big.NewInt(1))
	for _, k := range []*big.Int{n, new(big.Int).Add(n, big.NewInt(1)), max} {
		if k.Cmp(max) > 0 {
			continue
		}
		var z S
		c.isError(f.SetBytes(&z, putInt(make([]byte, l), k, o)), "non-canonical scalar %x", k)
	}
	var z S
	c.isError(f.SetBytes(&z, make([]byte, l-1)), "scalar of %d bytes", l-1)
	c.isError(f.SetBytes(&z, make([]byte, l+1)), "scalar of %d bytes", l+1)
	for range 4 {
		w := c.bytes(2 * l)
		if !c.noError(f.SetWideBytes(&z, w), "scalar SetWideBytes") {
			break
		}
		want := new(big.Int).Mod(getInt(w, o), n)
		c.check(field.Big(f, &z).Cmp(want) == 0, "SetWideBytes(%x) = %x, want %x", w, field.Big(f, &z), want)
	}
}

var bigOne = big.NewInt(1)
