package testinput

import (
	"math/big"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestModuliArePrime(t *testing.T) {
	for name, p := range map[string]*big.Int{
		"P25519": P25519, "L25519": L25519, "P448": P448, "N448": N448,
		"PK256": PK256, "NK256": NK256, "PR256": PR256, "NR256": NR256,
		"P384": P384, "P521": P521,
	} {
		assert.True(t, p.ProbablyPrime(32), name)
	}
	// Cross-check the hexadecimal constants against their closed forms.
	two := func(k uint) *big.Int { return new(big.Int).Lsh(big.NewInt(1), k) }
	sum := func(terms ...*big.Int) *big.Int {
		s := new(big.Int)
		for _, t := range terms {
			s.Add(s, t)
		}
		return s
	}
	neg := func(x *big.Int) *big.Int { return new(big.Int).Neg(x) }
	assert.Equal(t, sum(two(256), neg(two(32)), big.NewInt(-977)), PK256)
	assert.Equal(t, sum(two(256), neg(two(224)), two(192), two(96), big.NewInt(-1)), PR256)
	assert.Equal(t, sum(two(384), neg(two(128)), neg(two(96)), two(32), big.NewInt(-1)), P384)
}

func TestElement(t *testing.T) {
	x := Element(PK256, "a")
	assert.Equal(t, x, Element(PK256, "a"), "deterministic")
	assert.NotEqual(t, x, Element(PK256, "b"))
	assert.True(t, x.Cmp(big.NewInt(1)) > 0 && x.Cmp(PK256) < 0)
	assert.Equal(t, 1, big.Jacobi(Square(P448, "s"), P448))
	assert.Equal(t, -1, big.Jacobi(NonSquare(P448, "s"), P448))
}

func TestEncodings(t *testing.T) {
	x := MustHex("0102030405")
	require.Equal(t, []byte{0, 1, 2, 3, 4, 5}, BE(x, 6))
	require.Equal(t, []byte{5, 4, 3, 2, 1, 0}, LE(x, 6))
	assert.Equal(t, x, FromBE(BE(x, 6)))
	assert.Equal(t, x, FromLE(LE(x, 6)))
}

func TestBytes(t *testing.T) {
	a := Bytes("seed", 100)
	require.Len(t, a, 100)
	assert.Equal(t, a, Bytes("seed", 100), "deterministic")
	assert.Equal(t, a[:32], Bytes("seed", 32), "prefix of the same stream")
	assert.NotEqual(t, a[:32], Bytes("other", 32))

	r := NewReader("rng")
	var x, y [50]byte
	_, _ = r.Read(x[:])
	_, _ = r.Read(y[:])
	assert.NotEqual(t, x, y, "successive reads continue the stream")
	again := make([]byte, 100)
	_, _ = NewReader("rng").Read(again)
	assert.Equal(t, append(x[:], y[:]...), again)
}
