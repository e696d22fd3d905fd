package tower_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/field/tower"
)

// TestNoAllocations checks that tower arithmetic allocates nothing: the
// temporaries passed to the base field through its interface stay on the
// stack (see base.go).
func TestNoAllocations(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector's instrumentation allocates")
	}
	f := blsTower(t)
	f2, f6 := f.Fp2(), f.Fp6()
	rng := rand.New(rand.NewPCG(15, 16))
	x2, y2 := rand2(rng, f2), rand2(rng, f2)
	x6 := rand6(rng, f6)
	x, y := rand12(rng, f), rand12(rng, f)
	var z2 tower.Fp2Element[Prime]
	var z6 tower.Fp6Element[Prime]
	var z tower.Fp12Element[Prime]
	buf := make([]byte, f2.ByteLen())
	e := []byte{0xd2, 0x01}
	var nsq tower.Fp2Element[Prime]
	f2.One(&nsq)
	f2.MulByU(&nsq, &nsq)
	f2.Add(&nsq, &nsq, &nsq)
	f2.One(&z2)
	f2.Add(&nsq, &nsq, &z2)
	f2.Add(&nsq, &nsq, &z2)
	f2.Neg(&nsq, &nsq) // −(2 + 2u), a non-square of this Fp2 (NewSqrtRatioZ checks)
	sqrtRatioZ, err := f2.NewSqrtRatioZ(&nsq)
	if err != nil {
		t.Fatal(err)
	}
	for name, op := range map[string]func(){
		"Fp2 SqrtRatioZ":     func() { sqrtRatioZ(&z2, &x2, &y2) },
		"Fp2 Mul":            func() { f2.Mul(&z2, &x2, &y2) },
		"Fp2 Square":         func() { f2.Square(&z2, &x2) },
		"Fp2 Inverse":        func() { f2.Inverse(&z2, &x2) },
		"Fp2 Sqrt":           func() { f2.Sqrt(&z2, &x2) },
		"Fp2 SqrtRatio":      func() { f2.SqrtRatio(&z2, &x2, &y2) },
		"Fp2 PutBytes":       func() { f2.PutBytes(buf, &x2) },
		"Fp2 SetBytes":       func() { _ = f2.SetBytes(&z2, buf) },
		"Fp2 Lex":            func() { f2.LexicographicallyLargest(&x2) },
		"Fp6 Mul":            func() { f6.Mul(&z6, &x6, &x6) },
		"Fp6 Inverse":        func() { f6.Inverse(&z6, &x6) },
		"Fp12 Mul":           func() { f.Mul(&z, &x, &y) },
		"Fp12 Square":        func() { f.Square(&z, &x) },
		"Fp12 Inverse":       func() { f.Inverse(&z, &x) },
		"Fp12 Cyclotomic":    func() { f.CyclotomicSquare(&z, &x) },
		"Fp12 Compressed":    func() { f.CyclotomicSquareCompressed(&z, &x) },
		"Fp12 Decompress":    func() { xs := [2]tower.Fp12Element[Prime]{x, y}; f.CyclotomicDecompress(xs[:]) },
		"Fp12 MulBy014":      func() { f.MulBy014(&z, &x, &x2, &y2, &x2) },
		"Fp12 Mul014By014":   func() { f.Mul014By014(&z, &x2, &y2, &x2, &y2, &x2, &y2) },
		"Fp12 Mul034By034":   func() { f.Mul034By034(&z, &x2, &y2, &x2, &y2, &x2, &y2) },
		"Fp12 MulBy01245":    func() { f.MulBy01245(&z, &x, &y) },
		"Fp12 MulBy01234":    func() { f.MulBy01234(&z, &x, &y) },
		"Fp12 Frobenius":     func() { f.Frobenius(&z, &x) },
		"Fp12 Exp":           func() { f.Exp(&z, &x, e) },
		"Fp12 CyclotomicExp": func() { f.CyclotomicExp(&z, &x, e) },
		"Fp12 ExpVarTime":    func() { f.ExpVarTime(&z, &x, e) },
		"Fp12 CyclotomicEx":  func() { f.CyclotomicExpVarTime(&z, &x, e) },
	} {
		require.Zero(t, testing.AllocsPerRun(5, op), "%s allocates", name)
	}
}
