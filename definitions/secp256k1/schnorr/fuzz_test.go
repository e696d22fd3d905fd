package schnorr_test

import (
	"math/big"
	"testing"

	"github.com/curvekit/curvekit/definitions/secp256k1/schnorr"
)

// FuzzVerify checks NewPublicKey and CheckSignature against the math/big
// model on arbitrary keys, messages and signatures: neither panics, and the
// verdicts agree. Seeds include a valid signature, so mutations stay close to
// the interesting cases.
func FuzzVerify(f *testing.F) {
	sk, err := schnorr.NewPrivateKey(be32(big.NewInt(3)))
	if err != nil {
		f.Fatal(err)
	}
	msg := []byte("fuzz")
	sig, err := schnorr.SignDeterministic(sk, msg)
	if err != nil {
		f.Fatal(err)
	}
	f.Add(sk.PublicKey().Bytes(), msg, sig)
	f.Add(be32(refP), msg, sig)
	f.Add(sk.PublicKey().Bytes(), msg, append(be32(refP), sig[32:]...))
	f.Add(sk.PublicKey().Bytes(), msg, append(sig[:32:32], be32(refN)...))
	f.Add([]byte{}, []byte{}, []byte{})
	f.Fuzz(func(t *testing.T, pk, msg, sig []byte) {
		want := refVerify(pk, msg, sig)
		pub, err := schnorr.NewPublicKey(pk)
		if (err == nil) != (len(pk) == 32 && refLiftX(new(big.Int).SetBytes(pk)) != nil) {
			t.Fatalf("NewPublicKey(%x): %v", pk, err)
		}
		got := err == nil && schnorr.Verify(pub, msg, sig)
		if got != want {
			t.Fatalf("Verify(%x, %x, %x) = %v, model %v", pk, msg, sig, got, want)
		}
	})
}
