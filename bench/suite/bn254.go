package suite

import (
	"math/big"
	"testing"

	gnarkbn "github.com/consensys/gnark-crypto/ecc/bn254"

	"github.com/curvekit/curvekit/bench/internal/testinput"
	"github.com/curvekit/curvekit/definitions/bn254"
	"github.com/curvekit/curvekit/definitions/bn254/evm"
)

// GroupBN254 is BN254 (alt_bn128): scalar multiplication of a variable
// point of G1 and of G2 by a 254-bit scalar, the pairing, and the EVM's
// ecMul and ecPairing precompiles (EIP-196/197) on encoded input: ecMul
// decodes a point and multiplies it; ECPairing1, 2, 4 and 8 decode 1, 2, 4
// and 8 pairs (with the G2 subgroup checks) and run one pairing check, so
// that the difference of two rows over the difference of their pair counts
// is the cost of an extra pair (the single pair's check fails, the others
// hold). gnark-crypto's
// arithmetic is assembly and not constant time; its EVM rows do what
// go-ethereum does on it (decoding with gnark's SetBytes, which checks the
// subgroup, and PairingCheck).
const GroupBN254 = "bn254"

func init() {
	k := new(big.Int).Mod(testinput.Element(bn254.Order(), GroupBN254+"/k"), bn254.Order())
	kb := testinput.BE(k, 32)
	ks, err := new(bn254.Scalar).SetBytes(kb)
	if err != nil {
		panic("suite: bn254: " + err.Error())
	}
	p1 := new(bn254.G1).ScalarBaseMult(ks)
	p2 := new(bn254.G2).ScalarBaseMult(ks)
	mulInput := append(p1.Bytes(), kb...)
	pairs := func(n int) []byte { // n pairs whose product of pairings is 1
		var in []byte
		neg := new(bn254.G1).Negate(p1).Bytes()
		for i := range n {
			g := p1.Bytes()
			if i%2 == 1 {
				g = neg
			}
			in = append(append(in, g...), p2.Bytes()...)
		}
		return in
	}
	pair1, pair2, pair4, pair8 := pairs(1), pairs(2), pairs(4), pairs(8)
	ecPairing := func(in []byte) func(b *testing.B) {
		want := byte(1) // one pair (P, Q) does not check, an even number does
		if len(in) == evm.PairSize {
			want = 0
		}
		return func(b *testing.B) {
			var out []byte
			for b.Loop() {
				out, _ = evm.Pairing(in)
			}
			if len(out) != 32 || out[31] != want {
				b.Fatal("curvekit ecPairing gives the wrong answer")
			}
		}
	}
	RegisterImpl(GroupBN254, Curvekit,
		Op{"G1ScalarMult", func(b *testing.B) {
			r := new(bn254.G1)
			for b.Loop() {
				r.ScalarMult(ks, p1)
			}
			sinkInt = r.IsIdentity()
		}},
		Op{"G2ScalarMult", func(b *testing.B) {
			r := new(bn254.G2)
			for b.Loop() {
				r.ScalarMult(ks, p2)
			}
			sinkInt = r.IsIdentity()
		}},
		Op{"Pair", func(b *testing.B) {
			var z *bn254.GT
			for b.Loop() {
				z = bn254.Pair(p1, p2)
			}
			sinkInt = z.IsOne()
		}},
		Op{"ECMul", func(b *testing.B) {
			var out []byte
			for b.Loop() {
				out, _ = evm.Mul(mulInput)
			}
			sinkInt = len(out)
		}},
		Op{"ECPairing1", ecPairing(pair1)},
		Op{"ECPairing2", ecPairing(pair2)},
		Op{"ECPairing4", ecPairing(pair4)},
		Op{"ECPairing8", ecPairing(pair8)},
	)

	_, _, g1, g2 := gnarkbn.Generators()
	var q1 gnarkbn.G1Affine
	var q2 gnarkbn.G2Affine
	q1.ScalarMultiplication(&g1, k)
	q2.ScalarMultiplication(&g2, k)
	gnarkPairing := func(in []byte) func(b *testing.B) {
		want := len(in) != evm.PairSize // as ecPairing
		return func(b *testing.B) {
			ok := false
			for b.Loop() {
				n := len(in) / evm.PairSize
				ps, qs := make([]gnarkbn.G1Affine, n), make([]gnarkbn.G2Affine, n)
				for i := range n {
					pair := in[i*evm.PairSize:]
					if _, err := ps[i].SetBytes(pair[:64]); err != nil {
						b.Fatal(err)
					}
					if _, err := qs[i].SetBytes(pair[64:192]); err != nil {
						b.Fatal(err)
					}
				}
				ok, _ = gnarkbn.PairingCheck(ps, qs)
			}
			if ok != want {
				b.Fatal("gnark pairing check gives the wrong answer")
			}
		}
	}
	RegisterImpl(GroupBN254, "gnark",
		Op{"G1ScalarMult", func(b *testing.B) {
			var r gnarkbn.G1Affine
			for b.Loop() {
				r.ScalarMultiplication(&q1, k)
			}
			sinkBool = r.IsInfinity()
		}},
		Op{"G2ScalarMult", func(b *testing.B) {
			var r gnarkbn.G2Affine
			for b.Loop() {
				r.ScalarMultiplication(&q2, k)
			}
			sinkBool = r.IsInfinity()
		}},
		Op{"Pair", func(b *testing.B) {
			var z gnarkbn.GT
			for b.Loop() {
				z, _ = gnarkbn.Pair([]gnarkbn.G1Affine{q1}, []gnarkbn.G2Affine{q2})
			}
			sinkBool = z.IsOne()
		}},
		Op{"ECMul", func(b *testing.B) {
			var r gnarkbn.G1Affine
			for b.Loop() {
				if _, err := r.SetBytes(mulInput[:64]); err != nil {
					b.Fatal(err)
				}
				r.ScalarMultiplication(&r, new(big.Int).SetBytes(mulInput[64:]))
				sinkInt = len(r.Marshal())
			}
		}},
		Op{"ECPairing1", gnarkPairing(pair1)},
		Op{"ECPairing2", gnarkPairing(pair2)},
		Op{"ECPairing4", gnarkPairing(pair4)},
		Op{"ECPairing8", gnarkPairing(pair8)},
	)
}
