package evm_test

import (
	"bytes"
	"errors"
	"math/big"
	"math/rand/v2"
	"testing"

	gnark "github.com/consensys/gnark-crypto/ecc/bn254"
	"github.com/consensys/gnark-crypto/ecc/bn254/fp"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/definitions/bn254/evm"
)

// The contracts as go-ethereum runs them on gnark-crypto (core/vm/contracts.go
// and crypto/bn256/gnark at v1.17.10), rewritten here on gnark-crypto alone
// as the model the differential test compares with: zero padding, all
// zeros for infinity, canonical coordinates, the curve equation, and the G2
// subgroup check.

func modelG1(b []byte) (gnark.G1Affine, error) {
	var p gnark.G1Affine
	if allZero(b[:64]) {
		return p, nil
	}
	if err := p.X.SetBytesCanonical(b[:32]); err != nil {
		return p, err
	}
	if err := p.Y.SetBytesCanonical(b[32:64]); err != nil {
		return p, err
	}
	if !p.IsOnCurve() {
		return p, errors.New("not on curve")
	}
	return p, nil
}

func modelG2(b []byte) (gnark.G2Affine, error) {
	var q gnark.G2Affine
	if allZero(b[:128]) {
		return q, nil
	}
	for i, c := range []*gnarkFp{&q.X.A1, &q.X.A0, &q.Y.A1, &q.Y.A0} {
		if err := c.SetBytesCanonical(b[32*i : 32*i+32]); err != nil {
			return q, err
		}
	}
	if !q.IsOnCurve() {
		return q, errors.New("not on curve")
	}
	if !q.IsInSubGroup() {
		return q, errors.New("not in subgroup")
	}
	return q, nil
}

func padded(in []byte, n int) []byte {
	b := make([]byte, max(n, len(in)))
	copy(b, in)
	return b
}

func modelAdd(in []byte) ([]byte, error) {
	b := padded(in, 128)
	p, err := modelG1(b[:64])
	if err != nil {
		return nil, err
	}
	q, err := modelG1(b[64:128])
	if err != nil {
		return nil, err
	}
	p.Add(&p, &q)
	r := p.RawBytes()
	return r[:], nil
}

func modelMul(in []byte) ([]byte, error) {
	b := padded(in, 96)
	p, err := modelG1(b[:64])
	if err != nil {
		return nil, err
	}
	p.ScalarMultiplication(&p, new(big.Int).SetBytes(b[64:96]))
	r := p.RawBytes()
	return r[:], nil
}

func modelPairing(in []byte) ([]byte, error) {
	if len(in)%192 != 0 {
		return nil, errors.New("bad length")
	}
	var ps []gnark.G1Affine
	var qs []gnark.G2Affine
	for i := 0; i < len(in); i += 192 {
		p, err := modelG1(in[i : i+64])
		if err != nil {
			return nil, err
		}
		q, err := modelG2(in[i+64 : i+192])
		if err != nil {
			return nil, err
		}
		ps, qs = append(ps, p), append(qs, q)
	}
	out := make([]byte, 32)
	if len(ps) == 0 { // the empty product (gnark-crypto refuses it)
		out[31] = 1
		return out, nil
	}
	ok, err := gnark.PairingCheck(ps, qs)
	if err != nil {
		return nil, err
	}
	if ok {
		out[31] = 1
	}
	return out, nil
}

func allZero(b []byte) bool { return bytes.Count(b, []byte{0}) == len(b) }

// inputs builds random contract inputs from rng: valid points and scalars,
// the point at infinity, pairs that cancel (so that some checks succeed),
// and mutations of those (a flipped bit, a coordinate replaced by p or by a
// larger value, a point of the twist outside G2, truncation and extension).
type inputs struct {
	rng *rand.Rand
	off gnark.G2Affine
}

func (g *inputs) scalar() *big.Int {
	switch g.rng.IntN(6) {
	case 0:
		return big.NewInt(int64(g.rng.IntN(3)))
	case 1: // a 256-bit integer, often ≥ r
		return new(big.Int).SetBytes(g.bytes(32))
	}
	return new(big.Int).SetBytes(g.bytes(g.rng.IntN(32) + 1))
}

func (g *inputs) bytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(g.rng.Uint32())
	}
	return b
}

func (g *inputs) g1(k *big.Int) []byte {
	var p gnark.G1Affine
	p.ScalarMultiplicationBase(k)
	b := p.RawBytes()
	return b[:]
}

func (g *inputs) g2(k *big.Int) []byte {
	var q gnark.G2Affine
	q.ScalarMultiplicationBase(k)
	if g.rng.IntN(8) == 0 {
		q = g.off
	}
	b := q.RawBytes()
	return b[:]
}

// mutate damages b now and then.
func (g *inputs) mutate(b []byte) []byte {
	b = bytes.Clone(b)
	switch g.rng.IntN(10) {
	case 0:
		b[g.rng.IntN(len(b))] ^= 1 << g.rng.IntN(8)
	case 1: // a coordinate replaced by p + small
		i := 32 * g.rng.IntN(len(b)/32)
		pb := new(big.Int).Add(gnarkModulus(), big.NewInt(int64(g.rng.IntN(3)))).FillBytes(make([]byte, 32))
		copy(b[i:], pb)
	case 2:
		b[0] |= 0xc0
	}
	return b
}

func (g *inputs) resize(b []byte) []byte {
	switch g.rng.IntN(8) {
	case 0:
		return b[:g.rng.IntN(len(b)+1)]
	case 1:
		return append(b, g.bytes(g.rng.IntN(70))...)
	}
	return b
}

// TestAgainstGnarkModel runs the three contracts and the model on random
// and damaged inputs and requires the same output, or an error from both.
func TestAgainstGnarkModel(t *testing.T) {
	g := &inputs{rng: rand.New(rand.NewPCG(5, 6)), off: offG2(t)}
	outcomes := map[string]int{} // contract and outcome: the inputs must reach each
	check := func(name string, in []byte, got func([]byte) ([]byte, error), want func([]byte) ([]byte, error)) {
		t.Helper()
		out, err := got(in)
		wantOut, wantErr := want(in)
		require.Equal(t, wantErr == nil, err == nil, "%s(%x): error %v, model %v", name, in, err, wantErr)
		require.Equal(t, wantOut, out, "%s(%x)", name, in)
		switch {
		case err != nil:
			outcomes[name+" error"]++
		case name == "Pairing":
			outcomes[name+" "+string('0'+out[31])]++
		default:
			outcomes[name+" ok"]++
		}
	}
	for range 60 {
		a, b := g.scalar(), g.scalar()
		in := append(g.mutate(g.g1(a)), g.mutate(g.g1(b))...)
		if g.rng.IntN(4) == 0 { // P + (−P)
			in = append(g.g1(a), g.g1(new(big.Int).Neg(a))...)
		}
		check("Add", g.resize(in), evm.Add, modelAdd)
		check("Mul", g.resize(append(g.mutate(g.g1(a)), new(big.Int).Mod(b, new(big.Int).Lsh(big.NewInt(1), 256)).FillBytes(make([]byte, 32))...)), evm.Mul, modelMul)
	}
	for i := range 16 {
		var in []byte
		k := i % 4
		for range k {
			a, b := g.scalar(), g.scalar()
			// (a·G1, b·G2) and (−b·G1, a·G2) cancel.
			in = append(in, g.g1(a)...)
			in = append(in, g.g2(b)...)
			in = append(in, g.g1(new(big.Int).Neg(b))...)
			if g.rng.IntN(4) == 0 { // or they do not
				a = new(big.Int).Add(a, big.NewInt(1))
			}
			in = append(in, g.g2(a)...)
		}
		if len(in) > 0 && g.rng.IntN(3) == 0 {
			in = g.mutate(in)
		}
		check("Pairing", g.resize(in), evm.Pairing, modelPairing)
	}
	t.Log(outcomes)
	for _, o := range []string{"Add ok", "Add error", "Mul ok", "Mul error", "Pairing 1", "Pairing 0", "Pairing error"} {
		require.NotZero(t, outcomes[o], "no input reached %q", o)
	}
}

type gnarkFp = fp.Element

func gnarkModulus() *big.Int { return fp.Modulus() }

// offG2 returns a point of the twist outside G2: the first x = k·u with a
// point over it, checked by gnark-crypto.
func offG2(t *testing.T) gnark.G2Affine {
	_, _, _, g2 := gnark.Generators()
	var bt, x3 = g2.Y, g2.X // b' = y² − x³ from the generator
	x3.Square(&x3).Mul(&x3, &g2.X)
	bt.Square(&bt).Sub(&bt, &x3)
	var q gnark.G2Affine
	for k := uint64(1); ; k++ {
		q.X.A1.SetUint64(k)
		rhs := q.X
		rhs.Square(&rhs).Mul(&rhs, &q.X).Add(&rhs, &bt)
		if rhs.Legendre() == 1 {
			q.Y.Sqrt(&rhs)
			require.True(t, q.IsOnCurve())
			require.False(t, q.IsInSubGroup())
			return q
		}
	}
}
