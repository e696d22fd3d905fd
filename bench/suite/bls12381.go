package suite

import (
	"math/big"
	"testing"

	circlbls "github.com/cloudflare/circl/ecc/bls12381"
	circlsig "github.com/cloudflare/circl/sign/bls"
	gnarkbls "github.com/consensys/gnark-crypto/ecc/bls12-381"

	"github.com/curvekit/curvekit/bench/internal/testinput"
	"github.com/curvekit/curvekit/definitions/bls12381"
	"github.com/curvekit/curvekit/definitions/bls12381/bls"
)

// GroupBLS12381 is BLS12-381: scalar multiplication of a variable point of
// G1 and of G2 by a 255-bit scalar, hashing to G2
// (BLS12381G2_XMD:SHA-256_SSWU_RO_), the pairing, multi-pairings of 2 and
// 8 pairs (MultiPair2, MultiPair8), and BLS signatures in
// the minimal-pubkey-size Basic scheme (Sign, and Verify of a compressed
// key and signature, with their subgroup checks). gnark-crypto's
// arithmetic is assembly and not constant time; circl's is constant time.
const GroupBLS12381 = "bls12381"

func init() {
	k := new(big.Int).Mod(testinput.Element(bls12381.Order(), GroupBLS12381+"/k"), bls12381.Order())
	kb := testinput.BE(k, 32)
	msg := testinput.Bytes(GroupBLS12381+"/msg", 32)
	dst := []byte("QUUX-V01-CS02-with-BLS12381G2_XMD:SHA-256_SSWU_RO_")
	ikm := testinput.Bytes(GroupBLS12381+"/ikm", 32)

	ks, err := new(bls12381.Scalar).SetBytes(kb)
	if err != nil {
		panic("suite: bls12381: " + err.Error())
	}
	p1 := new(bls12381.G1).ScalarBaseMult(ks)
	p2 := new(bls12381.G2).ScalarBaseMult(ks)
	sk, err := bls.KeyGen(ikm, nil)
	if err != nil {
		panic("suite: bls12381: " + err.Error())
	}
	s := bls.MinPkBasic
	pk := s.SkToPk(sk)
	sig, err := s.Sign(sk, msg)
	if err != nil {
		panic("suite: bls12381: " + err.Error())
	}
	RegisterImpl(GroupBLS12381, Curvekit,
		Op{"G1ScalarMult", func(b *testing.B) {
			r := new(bls12381.G1)
			for b.Loop() {
				r.ScalarMult(ks, p1)
			}
			sinkInt = r.IsIdentity()
		}},
		Op{"G2ScalarMult", func(b *testing.B) {
			r := new(bls12381.G2)
			for b.Loop() {
				r.ScalarMult(ks, p2)
			}
			sinkInt = r.IsIdentity()
		}},
		Op{"HashToG2", func(b *testing.B) {
			var r *bls12381.G2
			for b.Loop() {
				r, _ = bls12381.HashToG2(msg, dst)
			}
			sinkInt = r.IsIdentity()
		}},
		Op{"Pair", func(b *testing.B) {
			var z *bls12381.GT
			for b.Loop() {
				z = bls12381.Pair(p1, p2)
			}
			sinkInt = z.IsOne()
		}},
		Op{"MultiPair2", func(b *testing.B) { multiPairCurvekit(b, p1, p2, 2) }},
		Op{"MultiPair8", func(b *testing.B) { multiPairCurvekit(b, p1, p2, 8) }},
		Op{"Sign", func(b *testing.B) {
			var r []byte
			for b.Loop() {
				r, _ = s.Sign(sk, msg)
			}
			sinkInt = len(r)
		}},
		Op{"Verify", func(b *testing.B) {
			ok := true
			for b.Loop() {
				ok = ok && s.Verify(pk, msg, sig)
			}
			sinkBool = ok
			if !ok {
				b.Fatal("curvekit BLS signature does not verify")
			}
		}},
	)

	_, _, g1, g2 := gnarkbls.Generators()
	var q1 gnarkbls.G1Affine
	var q2 gnarkbls.G2Affine
	q1.ScalarMultiplication(&g1, k)
	q2.ScalarMultiplication(&g2, k)
	RegisterImpl(GroupBLS12381, "gnark",
		Op{"G1ScalarMult", func(b *testing.B) {
			var r gnarkbls.G1Affine
			for b.Loop() {
				r.ScalarMultiplication(&q1, k)
			}
			sinkBool = r.IsInfinity()
		}},
		Op{"G2ScalarMult", func(b *testing.B) {
			var r gnarkbls.G2Affine
			for b.Loop() {
				r.ScalarMultiplication(&q2, k)
			}
			sinkBool = r.IsInfinity()
		}},
		Op{"HashToG2", func(b *testing.B) {
			var r gnarkbls.G2Affine
			for b.Loop() {
				r, _ = gnarkbls.HashToG2(msg, dst)
			}
			sinkBool = r.IsInfinity()
		}},
		Op{"Pair", func(b *testing.B) {
			var z gnarkbls.GT
			for b.Loop() {
				z, _ = gnarkbls.Pair([]gnarkbls.G1Affine{q1}, []gnarkbls.G2Affine{q2})
			}
			sinkBool = z.IsOne()
		}},
		Op{"MultiPair2", func(b *testing.B) { multiPairGnark(b, q1, q2, 2) }},
		Op{"MultiPair8", func(b *testing.B) { multiPairGnark(b, q1, q2, 8) }},
	)

	var cs circlbls.Scalar
	cs.SetBytes(kb)
	c1, c2 := new(circlbls.G1), new(circlbls.G2)
	c1.ScalarMult(&cs, circlbls.G1Generator())
	c2.ScalarMult(&cs, circlbls.G2Generator())
	csk, err := circlsig.KeyGen[circlsig.KeyG1SigG2](ikm, []byte("BLS-SIG-KEYGEN-SALT-"), nil)
	if err != nil {
		panic("suite: bls12381: circl: " + err.Error())
	}
	cpk := csk.PublicKey()
	csig := circlsig.Sign(csk, msg)
	RegisterImpl(GroupBLS12381, "circl",
		Op{"G1ScalarMult", func(b *testing.B) {
			r := new(circlbls.G1)
			for b.Loop() {
				r.ScalarMult(&cs, c1)
			}
			sinkBool = r.IsIdentity()
		}},
		Op{"G2ScalarMult", func(b *testing.B) {
			r := new(circlbls.G2)
			for b.Loop() {
				r.ScalarMult(&cs, c2)
			}
			sinkBool = r.IsIdentity()
		}},
		Op{"HashToG2", func(b *testing.B) {
			r := new(circlbls.G2)
			for b.Loop() {
				r.Hash(msg, dst)
			}
			sinkBool = r.IsIdentity()
		}},
		Op{"Pair", func(b *testing.B) {
			var z *circlbls.Gt
			for b.Loop() {
				z = circlbls.Pair(c1, c2)
			}
			sinkBool = z.IsIdentity()
		}},
		Op{"MultiPair2", func(b *testing.B) { multiPairCircl(b, c1, c2, 2) }},
		Op{"MultiPair8", func(b *testing.B) { multiPairCircl(b, c1, c2, 8) }},
		Op{"Sign", func(b *testing.B) {
			var r circlsig.Signature
			for b.Loop() {
				r = circlsig.Sign(csk, msg)
			}
			sinkInt = len(r)
		}},
		Op{"Verify", func(b *testing.B) {
			ok := true
			for b.Loop() {
				ok = ok && circlsig.Verify(cpk, msg, csig)
			}
			sinkBool = ok
			if !ok {
				b.Fatal("circl BLS signature does not verify")
			}
		}},
	)
}

// The multi-pairings of n pairs (one Miller loop over all of them, one
// final exponentiation) repeat one pair n times in every library: none of
// them shares work between equal pairs.

func multiPairCurvekit(b *testing.B, p *bls12381.G1, q *bls12381.G2, n int) {
	ps, qs := make([]*bls12381.G1, n), make([]*bls12381.G2, n)
	for i := range n {
		ps[i], qs[i] = p, q
	}
	var z *bls12381.GT
	for b.Loop() {
		z, _ = bls12381.MultiPair(ps, qs)
	}
	sinkInt = z.IsOne()
}

func multiPairGnark(b *testing.B, p gnarkbls.G1Affine, q gnarkbls.G2Affine, n int) {
	ps, qs := make([]gnarkbls.G1Affine, n), make([]gnarkbls.G2Affine, n)
	for i := range n {
		ps[i], qs[i] = p, q
	}
	var z gnarkbls.GT
	for b.Loop() {
		z, _ = gnarkbls.Pair(ps, qs)
	}
	sinkBool = z.IsOne()
}

func multiPairCircl(b *testing.B, p *circlbls.G1, q *circlbls.G2, n int) {
	ps, qs, signs := make([]*circlbls.G1, n), make([]*circlbls.G2, n), make([]int, n)
	for i := range n {
		ps[i], qs[i], signs[i] = p, q, 1
	}
	var z *circlbls.Gt
	for b.Loop() {
		z = circlbls.ProdPairFrac(ps, qs, signs)
	}
	sinkBool = z.IsIdentity()
}
