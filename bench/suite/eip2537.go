package suite

import (
	"math/big"
	"strconv"
	"testing"

	"github.com/consensys/gnark-crypto/ecc"
	gnarkbls "github.com/consensys/gnark-crypto/ecc/bls12-381"
	"github.com/consensys/gnark-crypto/ecc/bls12-381/fp"
	"github.com/consensys/gnark-crypto/ecc/bls12-381/fr"

	"github.com/curvekit/curvekit/bench/internal/testinput"
	"github.com/curvekit/curvekit/definitions/bls12381"
	"github.com/curvekit/curvekit/definitions/bls12381/evm"
)

// GroupEIP2537 is Ethereum's BLS12-381 precompiles (EIP-2537) on their
// byte inputs: BLS12_G1MSM and BLS12_G2MSM of 1, 8 and 128 pairs of a point
// and a full 32-byte scalar, and BLS12_PAIRING_CHECK of 2 pairs, each
// including the decoding and subgroup checks of its points. The gnark rows
// do what go-ethereum's precompiles do with gnark-crypto: decode, check the
// subgroup, and call MultiExp (on one goroutine, as curvekit's MSM runs:
// go-ethereum lets it use every core) or PairingCheck.
const GroupEIP2537 = "bls12381/eip2537"

// eip2537Sizes are the MSM sizes of the rows.
var eip2537Sizes = []int{1, 8, 128}

func init() {
	label := GroupEIP2537 + "/"
	r := bls12381.Order()
	// n distinct points k·G and 32-byte scalars, encoded for the precompile.
	n := eip2537Sizes[len(eip2537Sizes)-1]
	g1in := make([]byte, 0, n*evm.G1MSMPairSize)
	g2in := make([]byte, 0, n*evm.G2MSMPairSize)
	for i := range n {
		k := new(big.Int).Mod(testinput.Element(r, label+"k"+strconv.Itoa(i)), r)
		ks, _ := new(bls12381.Scalar).SetBytes(testinput.BE(k, 32)) // below r
		s := testinput.Bytes(label+"s"+strconv.Itoa(i), 32)
		g1in = append(append(g1in, eipG1(new(bls12381.G1).ScalarBaseMult(ks))...), s...)
		g2in = append(append(g2in, eipG2(new(bls12381.G2).ScalarBaseMult(ks))...), s...)
	}
	// e(a·G1, G2)·e(−G1, a·G2) = 1.
	a, _ := new(bls12381.Scalar).SetBytes(testinput.BE(new(big.Int).Mod(testinput.Element(r, label+"a"), r), 32))
	pairIn := append(eipG1(new(bls12381.G1).ScalarBaseMult(a)), eipG2(bls12381.NewG2Generator())...)
	pairIn = append(pairIn, eipG1(new(bls12381.G1).Negate(bls12381.NewG1Generator()))...)
	pairIn = append(pairIn, eipG2(new(bls12381.G2).ScalarBaseMult(a))...)

	var ours, theirs []Op
	for _, k := range eip2537Sizes {
		in1, in2 := g1in[:k*evm.G1MSMPairSize], g2in[:k*evm.G2MSMPairSize]
		ours = append(ours,
			Op{"G1MSM" + strconv.Itoa(k), precompileBench(evm.G1MSM, in1)},
			Op{"G2MSM" + strconv.Itoa(k), precompileBench(evm.G2MSM, in2)})
		theirs = append(theirs,
			Op{"G1MSM" + strconv.Itoa(k), precompileBench(gnarkG1MSM, in1)},
			Op{"G2MSM" + strconv.Itoa(k), precompileBench(gnarkG2MSM, in2)})
	}
	ours = append(ours, Op{"PairingCheck2", precompileBench(evm.PairingCheck, pairIn)})
	theirs = append(theirs, Op{"PairingCheck2", precompileBench(gnarkPairingCheck, pairIn)})
	RegisterImpl(GroupEIP2537, Curvekit, ours...)
	RegisterImpl(GroupEIP2537, "gnark", theirs...)
}

// precompileBench returns the benchmark of run on in, which must succeed.
func precompileBench(run func([]byte) ([]byte, error), in []byte) func(b *testing.B) {
	return func(b *testing.B) {
		var out []byte
		var err error
		for b.Loop() {
			out, err = run(in)
		}
		if err != nil {
			b.Fatal(err)
		}
		sinkInt = len(out)
	}
}

// eipG1 and eipG2 encode a point for the precompiles: 16 zero bytes before
// each 48-byte coordinate, Fp2 as c0 ‖ c1 (the ZCash form has c1 first).
func eipG1(p *bls12381.G1) []byte {
	z := p.BytesUncompressed()
	return eipPad(z[:48], z[48:])
}

func eipG2(p *bls12381.G2) []byte {
	z := p.BytesUncompressed()
	return eipPad(z[48:96], z[:48], z[144:], z[96:144])
}

func eipPad(cs ...[]byte) []byte {
	var out []byte
	for _, c := range cs {
		out = append(append(out, make([]byte, 16)...), c...)
	}
	return out
}

// gnarkFp decodes one 64-byte element as go-ethereum does.
func gnarkFp(in []byte) fp.Element {
	var e fp.Element
	if err := e.SetBytesCanonical(in[16:64]); err != nil {
		panic("suite: eip2537: " + err.Error())
	}
	return e
}

func gnarkG1(in []byte) gnarkbls.G1Affine {
	p := gnarkbls.G1Affine{X: gnarkFp(in[:64]), Y: gnarkFp(in[64:128])}
	if !p.IsOnCurve() || !p.IsInSubGroup() {
		panic("suite: eip2537: invalid G1 input")
	}
	return p
}

func gnarkG2(in []byte) gnarkbls.G2Affine {
	var p gnarkbls.G2Affine
	p.X.A0, p.X.A1 = gnarkFp(in[:64]), gnarkFp(in[64:128])
	p.Y.A0, p.Y.A1 = gnarkFp(in[128:192]), gnarkFp(in[192:256])
	if !p.IsOnCurve() || !p.IsInSubGroup() {
		panic("suite: eip2537: invalid G2 input")
	}
	return p
}

func gnarkG1MSM(in []byte) ([]byte, error) {
	k := len(in) / evm.G1MSMPairSize
	ps, ss := make([]gnarkbls.G1Affine, k), make([]fr.Element, k)
	for i := range k {
		pair := in[i*evm.G1MSMPairSize:]
		ps[i] = gnarkG1(pair)
		ss[i].SetBytes(pair[128:160])
	}
	var r gnarkbls.G1Affine
	if _, err := r.MultiExp(ps, ss, ecc.MultiExpConfig{NbTasks: 1}); err != nil {
		return nil, err
	}
	b := r.RawBytes()
	return b[:], nil
}

func gnarkG2MSM(in []byte) ([]byte, error) {
	k := len(in) / evm.G2MSMPairSize
	ps, ss := make([]gnarkbls.G2Affine, k), make([]fr.Element, k)
	for i := range k {
		pair := in[i*evm.G2MSMPairSize:]
		ps[i] = gnarkG2(pair)
		ss[i].SetBytes(pair[256:288])
	}
	var r gnarkbls.G2Affine
	if _, err := r.MultiExp(ps, ss, ecc.MultiExpConfig{NbTasks: 1}); err != nil {
		return nil, err
	}
	b := r.RawBytes()
	return b[:], nil
}

func gnarkPairingCheck(in []byte) ([]byte, error) {
	k := len(in) / evm.PairingPairSize
	ps, qs := make([]gnarkbls.G1Affine, k), make([]gnarkbls.G2Affine, k)
	for i := range k {
		pair := in[i*evm.PairingPairSize:]
		ps[i], qs[i] = gnarkG1(pair), gnarkG2(pair[128:])
	}
	ok, err := gnarkbls.PairingCheck(ps, qs)
	out := make([]byte, 32)
	if ok {
		out[31] = 1
	}
	return out, err
}
