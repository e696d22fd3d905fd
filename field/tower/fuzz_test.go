package tower_test

import (
	"bytes"
	"testing"

	"github.com/curvekit/curvekit/field/tower"
)

// FuzzFp2SetBytes checks that the BLS12-381 Fp2 decoder either rejects an
// input, leaving the receiver unchanged, or accepts exactly the canonical
// encoding it re-encodes to; and that Fp12's decoder does the same.
func FuzzFp2SetBytes(f *testing.F) {
	f12 := blsTower(f)
	f2 := f12.Fp2()
	f.Add(make([]byte, f2.ByteLen()))
	f.Add(bytes.Repeat([]byte{0xff}, f2.ByteLen()))
	f.Add(pBLS.FillBytes(make([]byte, f2.ByteLen())))
	f.Fuzz(func(t *testing.T, b []byte) {
		var z, keep tower.Fp2Element[Prime]
		f2.One(&keep)
		z = keep
		if err := f2.SetBytes(&z, b); err != nil {
			if f2.Equal(&z, &keep) != 1 {
				t.Fatalf("SetBytes(%x) failed (%v) but changed the receiver", b, err)
			}
		} else {
			out := make([]byte, f2.ByteLen())
			f2.PutBytes(out, &z)
			if !bytes.Equal(out, b) {
				t.Fatalf("SetBytes accepted %x, which re-encodes as %x", b, out)
			}
		}
		if len(b) == 0 {
			return
		}
		long := bytes.Repeat(b, f12.ByteLen()/len(b)+1)[:f12.ByteLen()]
		var x tower.Fp12Element[Prime]
		if err := f12.SetBytes(&x, long); err == nil {
			out := make([]byte, f12.ByteLen())
			f12.PutBytes(out, &x)
			if !bytes.Equal(out, long) {
				t.Fatalf("Fp12 SetBytes accepted %x, which re-encodes as %x", long, out)
			}
		}
	})
}
