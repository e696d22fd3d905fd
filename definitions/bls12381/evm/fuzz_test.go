package evm_test

import (
	"bytes"
	"math/rand/v2"
	"testing"

	bls "github.com/consensys/gnark-crypto/ecc/bls12-381"

	"github.com/curvekit/curvekit/definitions/bls12381/evm"
)

// The fuzz targets feed each precompile arbitrary input, seeded with valid
// calls: it must never panic, and an output must be a valid one, which the
// precompiles themselves check: a point a G1ADD or G2ADD returns is on the
// curve (adding the identity gives it back), a point an MSM or a map returns
// is in the subgroup (multiplying it by 1 gives it back), and a pairing
// check returns 0 or 1.

var scalarOne = append(make([]byte, 31), 1)

// seedPoints returns the encodings of three random points of G1 and G2
// (the identity among them now and then) and one of each curve outside them.
func seedPoints() (g1s [][]byte, g2s [][]byte) {
	rng := rand.New(rand.NewPCG(11, 12))
	for range 3 {
		p, q := randG1(rng), randG2(rng)
		g1s = append(g1s, encG1(&p))
		g2s = append(g2s, encG2(&q))
	}
	c1, c2 := randCurveG1(rng), randCurveG2(rng)
	return append(g1s, encG1(&c1)), append(g2s, encG2(&c2))
}

func fuzzPrecompile(f *testing.F, run func([]byte) ([]byte, error), size int, check func(t *testing.T, out []byte), seeds ...[]byte) {
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		out, err := run(in)
		if err != nil {
			if out != nil {
				t.Fatalf("output %x with error %v", out, err)
			}
			return
		}
		if len(out) != size {
			t.Fatalf("output of %d bytes, want %d", len(out), size)
		}
		check(t, out)
	})
}

// onCurve checks that out is a point of the curve: out + O = out.
func onCurve(add func([]byte) ([]byte, error), size int) func(t *testing.T, out []byte) {
	return func(t *testing.T, out []byte) {
		r, err := add(append(bytes.Clone(out), make([]byte, size)...))
		if err != nil || !bytes.Equal(r, out) {
			t.Fatalf("output %x is not a point of the curve: %v", out, err)
		}
	}
}

// inSubgroup checks that out is in the subgroup: 1·out = out in an MSM.
func inSubgroup(msm func([]byte) ([]byte, error)) func(t *testing.T, out []byte) {
	return func(t *testing.T, out []byte) {
		r, err := msm(append(bytes.Clone(out), scalarOne...))
		if err != nil || !bytes.Equal(r, out) {
			t.Fatalf("output %x is not in the subgroup: %v", out, err)
		}
	}
}

func FuzzG1Add(f *testing.F) {
	g1s, _ := seedPoints()
	fuzzPrecompile(f, evm.G1Add, evm.G1PointSize, onCurve(evm.G1Add, evm.G1PointSize),
		append(g1s[0], g1s[1]...), append(g1s[2], g1s[3]...), append(g1s[3], g1s[3]...), make([]byte, 256))
}

func FuzzG2Add(f *testing.F) {
	_, g2s := seedPoints()
	fuzzPrecompile(f, evm.G2Add, evm.G2PointSize, onCurve(evm.G2Add, evm.G2PointSize),
		append(g2s[0], g2s[1]...), append(g2s[2], g2s[3]...), append(g2s[3], g2s[3]...), make([]byte, 512))
}

func FuzzG1MSM(f *testing.F) {
	g1s, _ := seedPoints()
	two := append(append(append([]byte{}, g1s[0]...), scalarOne...), append(g1s[1], bytes.Repeat([]byte{0xff}, 32)...)...)
	fuzzPrecompile(f, evm.G1MSM, evm.G1PointSize, inSubgroup(evm.G1MSM),
		append(g1s[2], scalarOne...), two, append(g1s[3], scalarOne...))
}

func FuzzG2MSM(f *testing.F) {
	_, g2s := seedPoints()
	two := append(append(append([]byte{}, g2s[0]...), scalarOne...), append(g2s[1], bytes.Repeat([]byte{0xff}, 32)...)...)
	fuzzPrecompile(f, evm.G2MSM, evm.G2PointSize, inSubgroup(evm.G2MSM),
		append(g2s[2], scalarOne...), two, append(g2s[3], scalarOne...))
}

func FuzzPairingCheck(f *testing.F) {
	g1s, g2s := seedPoints()
	_, _, g1, g2 := bls.Generators()
	var ng1 bls.G1Affine
	ng1.Neg(&g1)
	one := append(append(append(encG1(&g1), encG2(&g2)...), encG1(&ng1)...), encG2(&g2)...)
	fuzzPrecompile(f, evm.PairingCheck, 32, func(t *testing.T, out []byte) {
		if !bytes.Equal(out[:31], make([]byte, 31)) || out[31] > 1 {
			t.Fatalf("output %x is neither 0 nor 1", out)
		}
	}, one, append(g1s[0], g2s[0]...), append(g1s[3], g2s[3]...))
}

func FuzzMapFpToG1(f *testing.F) {
	fuzzPrecompile(f, evm.MapFpToG1, evm.G1PointSize, inSubgroup(evm.G1MSM),
		make([]byte, 64), append(make([]byte, 16), bytes.Repeat([]byte{0x11}, 48)...))
}

func FuzzMapFp2ToG2(f *testing.F) {
	e := append(make([]byte, 16), bytes.Repeat([]byte{0x11}, 48)...)
	fuzzPrecompile(f, evm.MapFp2ToG2, evm.G2PointSize, inSubgroup(evm.G2MSM),
		make([]byte, 128), append(bytes.Clone(e), e...))
}
