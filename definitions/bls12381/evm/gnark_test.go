package evm_test

import (
	"math/big"
	"math/rand/v2"
	"testing"

	gnark "github.com/consensys/gnark-crypto/ecc"
	bls "github.com/consensys/gnark-crypto/ecc/bls12-381"
	"github.com/consensys/gnark-crypto/ecc/bls12-381/fp"
	"github.com/consensys/gnark-crypto/ecc/bls12-381/fr"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/definitions/bls12381/evm"
)

// The differential tests compare every precompile with gnark-crypto's
// BLS12-381 on random inputs, in the encodings of EIP-2537 written here
// from gnark's coordinates.

func putFp(dst []byte, e *fp.Element) {
	b := e.Bytes()
	copy(dst[16:64], b[:])
}

func encG1(p *bls.G1Affine) []byte {
	out := make([]byte, evm.G1PointSize)
	if !p.IsInfinity() {
		putFp(out[0:], &p.X)
		putFp(out[64:], &p.Y)
	}
	return out
}

func encG2(p *bls.G2Affine) []byte {
	out := make([]byte, evm.G2PointSize)
	if !p.IsInfinity() {
		putFp(out[0:], &p.X.A0)
		putFp(out[64:], &p.X.A1)
		putFp(out[128:], &p.Y.A0)
		putFp(out[192:], &p.Y.A1)
	}
	return out
}

func randFp(rng *rand.Rand) fp.Element {
	var b [64]byte
	for i := range b {
		b[i] = byte(rng.Uint32())
	}
	var e fp.Element
	e.SetBigInt(new(big.Int).SetBytes(b[:])) // reduced mod p
	return e
}

// randCurveG1 returns a random point of E(Fp), almost surely outside G1.
func randCurveG1(rng *rand.Rand) bls.G1Affine {
	for {
		var p bls.G1Affine
		p.X = randFp(rng)
		var rhs, four fp.Element
		four.SetUint64(4)
		rhs.Square(&p.X).Mul(&rhs, &p.X).Add(&rhs, &four)
		if p.Y.Sqrt(&rhs) != nil {
			if rng.IntN(2) == 0 {
				p.Y.Neg(&p.Y)
			}
			return p
		}
	}
}

// randCurveG2 returns a random point of E'(Fp2), almost surely outside G2.
func randCurveG2(rng *rand.Rand) bls.G2Affine {
	for {
		var p bls.G2Affine
		p.X.A0, p.X.A1 = randFp(rng), randFp(rng)
		var rhs, b bls.E2
		b.A0.SetUint64(4)
		b.A1.SetUint64(4)
		rhs.Square(&p.X).Mul(&rhs, &p.X).Add(&rhs, &b)
		if rhs.Legendre() == 1 {
			p.Y.Sqrt(&rhs)
			if rng.IntN(2) == 0 {
				p.Y.Neg(&p.Y)
			}
			return p
		}
	}
}

// randScalar returns 32 random bytes, often above r, sometimes 0, r or
// r + 1.
func randScalar(rng *rand.Rand) []byte {
	b := make([]byte, 32)
	switch rng.IntN(8) {
	case 0:
		return b
	case 1:
		return fr.Modulus().FillBytes(b)
	case 2:
		return new(big.Int).Add(fr.Modulus(), big.NewInt(1)).FillBytes(b)
	}
	for i := range b {
		b[i] = byte(rng.Uint32())
	}
	return b
}

func randG1(rng *rand.Rand) bls.G1Affine {
	_, _, g, _ := bls.Generators()
	var p bls.G1Affine
	if rng.IntN(8) == 0 {
		return p // the identity
	}
	return *p.ScalarMultiplication(&g, new(big.Int).SetBytes(randScalar(rng)))
}

func randG2(rng *rand.Rand) bls.G2Affine {
	_, _, _, g := bls.Generators()
	var p bls.G2Affine
	if rng.IntN(8) == 0 {
		return p
	}
	return *p.ScalarMultiplication(&g, new(big.Int).SetBytes(randScalar(rng)))
}

// TestAddGnark adds points of the whole curves, in the subgroup and not,
// equal, opposite and the identity, and compares with gnark's Jacobian
// addition (which holds on the whole curve).
func TestAddGnark(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for i := range 24 {
		p, q := randCurveG1(rng), randCurveG1(rng)
		switch i % 6 {
		case 1:
			q = p
		case 2:
			q.Neg(&p)
		case 3:
			q = bls.G1Affine{}
		case 4:
			q = randG1(rng)
		}
		var s bls.G1Jac
		s.FromAffine(&p)
		var qj bls.G1Jac
		qj.FromAffine(&q)
		s.AddAssign(&qj)
		var want bls.G1Affine
		want.FromJacobian(&s)
		got, err := evm.G1Add(append(encG1(&p), encG1(&q)...))
		require.NoError(t, err)
		require.Equal(t, encG1(&want), got, "G1 case %d", i)

		p2, q2 := randCurveG2(rng), randCurveG2(rng)
		switch i % 6 {
		case 1:
			q2 = p2
		case 2:
			q2.Neg(&p2)
		case 3:
			p2 = bls.G2Affine{}
		case 4:
			q2 = randG2(rng)
		}
		var s2, qj2 bls.G2Jac
		s2.FromAffine(&p2)
		qj2.FromAffine(&q2)
		s2.AddAssign(&qj2)
		var want2 bls.G2Affine
		want2.FromJacobian(&s2)
		got, err = evm.G2Add(append(encG2(&p2), encG2(&q2)...))
		require.NoError(t, err)
		require.Equal(t, encG2(&want2), got, "G2 case %d", i)
	}
}

// TestMSMGnark compares the MSMs with gnark's MultiExp, on both sides of
// the Straus/Pippenger switch, with scalars of all 256 bits.
func TestMSMGnark(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	cfg := gnark.MultiExpConfig{NbTasks: 1}
	for _, n := range []int{1, 2, 5, 17, 140} {
		var in []byte
		ps, ks := make([]bls.G1Affine, n), make([]fr.Element, n)
		for i := range n {
			ps[i] = randG1(rng)
			k := randScalar(rng)
			ks[i].SetBytes(k) // reduced mod r
			in = append(append(in, encG1(&ps[i])...), k...)
		}
		var want bls.G1Affine
		_, err := want.MultiExp(ps, ks, cfg)
		require.NoError(t, err)
		got, err := evm.G1MSM(in)
		require.NoError(t, err)
		require.Equal(t, encG1(&want), got, "G1 MSM of %d", n)
	}
	for _, n := range []int{1, 3, 9, 130} {
		var in []byte
		ps, ks := make([]bls.G2Affine, n), make([]fr.Element, n)
		for i := range n {
			ps[i] = randG2(rng)
			k := randScalar(rng)
			ks[i].SetBytes(k)
			in = append(append(in, encG2(&ps[i])...), k...)
		}
		var want bls.G2Affine
		_, err := want.MultiExp(ps, ks, cfg)
		require.NoError(t, err)
		got, err := evm.G2MSM(in)
		require.NoError(t, err)
		require.Equal(t, encG2(&want), got, "G2 MSM of %d", n)
	}
}

// TestPairingCheckGnark compares PairingCheck with gnark's on products that
// are 1 (e(a·P, b·Q)·e(−ab·P, Q)) and products of random pairs.
func TestPairingCheckGnark(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for i := range 6 {
		var ps []bls.G1Affine
		var qs []bls.G2Affine
		if i%2 == 0 {
			_, _, g1, g2 := bls.Generators()
			a, b := new(big.Int).SetBytes(randScalar(rng)), new(big.Int).SetBytes(randScalar(rng))
			var ap, abp bls.G1Affine
			var bq bls.G2Affine
			ap.ScalarMultiplication(&g1, a)
			bq.ScalarMultiplication(&g2, b)
			abp.ScalarMultiplication(&ap, b)
			abp.Neg(&abp)
			ps, qs = []bls.G1Affine{ap, abp}, []bls.G2Affine{bq, g2}
		}
		for range 1 + i/2 {
			ps, qs = append(ps, randG1(rng)), append(qs, randG2(rng))
		}
		var in []byte
		for j := range ps {
			in = append(append(in, encG1(&ps[j])...), encG2(&qs[j])...)
		}
		ok, err := bls.PairingCheck(ps, qs)
		require.NoError(t, err)
		want := make([]byte, 32)
		if ok {
			want[31] = 1
		}
		got, err := evm.PairingCheck(in)
		require.NoError(t, err)
		require.Equal(t, want, got, "case %d", i)
	}
}

// TestMapGnark compares the maps with gnark's MapToG1 and MapToG2 on random
// field elements.
func TestMapGnark(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	for range 16 {
		u := randFp(rng)
		in := make([]byte, 64)
		putFp(in, &u)
		want := bls.MapToG1(u)
		got, err := evm.MapFpToG1(in)
		require.NoError(t, err)
		require.Equal(t, encG1(&want), got)

		var u2 bls.E2
		u2.A0, u2.A1 = randFp(rng), randFp(rng)
		in2 := make([]byte, 128)
		putFp(in2, &u2.A0)
		putFp(in2[64:], &u2.A1)
		want2 := bls.MapToG2(u2)
		got, err = evm.MapFp2ToG2(in2)
		require.NoError(t, err)
		require.Equal(t, encG2(&want2), got)
	}
}
