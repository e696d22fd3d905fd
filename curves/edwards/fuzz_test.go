package edwards

import (
	"bytes"
	"crypto/ed25519"
	"errors"
	"math/big"
	"testing"
)

// FuzzSetBytes decodes arbitrary 32-byte strings on edwards25519 both ways
// and checks the results against the reference model: a canonical decoding
// re-encodes to its input, a lenient one to the encoding of y mod p, every
// decoded point is on the curve, and the two decoders differ only on
// non-canonical inputs.
func FuzzSetBytes(f *testing.F) {
	testCurves(f)
	c := ed25519Fixed
	ref := refOf(c)
	f.Add(c.NewGeneratorPoint().Bytes())
	f.Add(make([]byte, 32))
	f.Add(bytes.Repeat([]byte{0xff}, 32))
	f.Add(append([]byte{0xed}, bytes.Repeat([]byte{0xff}, 31)...))
	f.Add(append([]byte{1}, append(make([]byte, 30), 0x80)...))
	f.Fuzz(func(t *testing.T, b []byte) {
		strict, errS := c.NewIdentityPoint().SetBytes(b)
		lenient, errL := c.NewIdentityPoint().SetBytesLenient(b)
		if len(b) != 32 {
			if !errors.Is(errS, ErrEncodingLength) || !errors.Is(errL, ErrEncodingLength) {
				t.Fatalf("length %d accepted", len(b))
			}
			return
		}
		if errS == nil {
			if errL != nil || strict.Equal(lenient) != 1 || !bytes.Equal(strict.Bytes(), b) {
				t.Fatalf("canonical %x: lenient %v, re-encoding %x", b, errL, strict.Bytes())
			}
		} else if errL == nil && !errors.Is(errS, ErrNonCanonical) {
			t.Fatalf("%x: lenient accepts, strict says %v", b, errS)
		}
		if errL != nil {
			if !errors.Is(errL, ErrNotOnCurve) {
				t.Fatalf("%x: lenient error %v", b, errL)
			}
			return
		}
		P := refPointOf(lenient)
		if !ref.onCurve(P) {
			t.Fatalf("%x decodes off the curve", b)
		}
		y := new(big.Int).SetBytes(reverseCopy(b))
		y.SetBit(y, 255, 0)
		if y.Mod(y, ref.p).Cmp(P.y) != 0 || (P.x.Sign() != 0 && P.x.Bit(0) != uint(b[31]>>7)) {
			t.Fatalf("%x decodes to the wrong point", b)
		}
	})
}

// reverseCopy returns b reversed.
func reverseCopy(b []byte) []byte {
	r := make([]byte, len(b))
	for i := range b {
		r[len(b)-1-i] = b[i]
	}
	return r
}

// fuzzEd25519 returns the Ed25519 scheme over fp25519 and the key of the
// zero seed, for the fuzz targets' seed corpora.
func fuzzEd25519(f *testing.F) (s *Scheme[E25519, S25519], seed, pub []byte) {
	testCurves(f)
	s, err := NewScheme(ed25519Fixed, ed25519Params)
	if err != nil {
		f.Fatal(err)
	}
	seed = make([]byte, 32)
	pub = make([]byte, 32)
	_ = s.DerivePublicKey(pub, seed)
	return s, seed, pub
}

// FuzzVerify checks that Verify never panics under any policy and that the
// Stdlib policy agrees with crypto/ed25519.
func FuzzVerify(f *testing.F) {
	s, seed, pub := fuzzEd25519(f)
	sig := make([]byte, 64)
	_ = s.Sign(sig, seed, pub, []byte("msg"), nil)
	f.Add(pub, []byte("msg"), sig)
	f.Add(make([]byte, 32), []byte{}, make([]byte, 64))
	f.Fuzz(func(t *testing.T, pub, msg, sig []byte) {
		for _, p := range allPolicies {
			_ = s.Verify(pub, msg, sig, &Options{Policy: p})
		}
		if len(pub) != 32 {
			return // crypto/ed25519.Verify panics on bad key lengths
		}
		want := ed25519.Verify(pub, msg, sig)
		if got := s.Verify(pub, msg, sig, &Options{Policy: Stdlib}) == nil; got != want {
			t.Fatalf("Stdlib says %v, crypto/ed25519 says %v", got, want)
		}
	})
}

// FuzzBatch checks that a batch of one agrees with Verify under ZIP215.
func FuzzBatch(f *testing.F) {
	s, seed, pub := fuzzEd25519(f)
	sig := make([]byte, 64)
	_ = s.Sign(sig, seed, pub, []byte("msg"), nil)
	f.Add(pub, []byte("msg"), sig)
	f.Fuzz(func(t *testing.T, pub, msg, sig []byte) {
		b := s.NewBatchVerifier()
		opts := &Options{Policy: ZIP215}
		if err := b.Add(pub, msg, sig, opts); err != nil {
			t.Fatal(err)
		}
		ok, _ := b.Verify(nil)
		if want := s.Verify(pub, msg, sig, opts) == nil; ok != want {
			t.Fatalf("batch says %v, Verify says %v", ok, want)
		}
	})
}
