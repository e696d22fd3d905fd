package pairing_test

import (
	"bytes"
	"testing"
)

// FuzzGTSetBytes checks that GT.SetBytes never panics, that what it accepts
// re-encodes to the same bytes and has order dividing r, and that it leaves
// its receiver unchanged on error.
func FuzzGTSetBytes(f *testing.F) {
	bls, _ := engines(f)
	g, err := bls.Pair([]pairingG1{bls.G1Generator()}, []pairingG2{bls.G2Generator()})
	if err != nil {
		f.Fatal(err)
	}
	f.Add(g.Bytes())
	f.Add(bls.NewGT().Bytes())
	f.Add(make([]byte, 576))
	f.Add([]byte{1, 2, 3})
	f.Fuzz(func(t *testing.T, b []byte) {
		z := bls.NewGT().Set(g)
		got, err := z.SetBytes(b)
		if err != nil {
			if got != nil || z.Equal(g) != 1 {
				t.Fatal("SetBytes changed its receiver or returned a value on error")
			}
			return
		}
		if !bytes.Equal(got.Bytes(), b) {
			t.Fatal("accepted encoding does not round-trip")
		}
		if bls.NewGT().ExpVarTime(got, bls.Order()).IsOne() != 1 {
			t.Fatal("accepted element of order not dividing r")
		}
	})
}
