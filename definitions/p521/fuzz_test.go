package p521_test

import (
	"bytes"
	"crypto/ecdh"
	"crypto/ecdsa"
	"crypto/sha512"
	"testing"

	"github.com/curvekit/curvekit/definitions/p521"
)

// fuzzKey is the RFC 6979 key, with a signature of "sample" as a seed.
func fuzzKey(f *testing.F) (*p521.PrivateKey, []byte, *p521.Signature) {
	priv, err := p521.NewPrivateKey(mustHex(f, rfc6979X))
	if err != nil {
		f.Fatal(err)
	}
	digest := sha512.Sum512([]byte("sample"))
	sig, err := p521.Sign(priv, digest[:], nil)
	if err != nil {
		f.Fatal(err)
	}
	return priv, digest[:], sig
}

// FuzzNewPublicKey checks that NewPublicKey never panics, that an accepted
// key re-encodes to its input, and that uncompressed keys are accepted
// exactly when crypto/ecdh accepts them.
func FuzzNewPublicKey(f *testing.F) {
	priv, _, _ := fuzzKey(f)
	f.Add(priv.PublicKey().Bytes())
	f.Add(priv.PublicKey().BytesCompressed())
	f.Add([]byte{0})
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, b []byte) {
		pub, err := p521.NewPublicKey(b)
		if err == nil {
			enc := pub.Bytes()
			if len(b) == p521.CompressedPublicKeySize {
				enc = pub.BytesCompressed()
			}
			if !bytes.Equal(enc, b) {
				t.Fatalf("%x re-encodes to %x", b, enc)
			}
		}
		if len(b) == p521.PublicKeySize {
			_, serr := ecdh.P521().NewPublicKey(b)
			if (serr == nil) != (err == nil) {
				t.Fatalf("%x: curvekit %v, crypto/ecdh %v", b, err, serr)
			}
		}
	})
}

// FuzzParseDERSignature checks that ParseDERSignature never panics and that
// an accepted signature re-encodes to exactly its input (DER is canonical).
func FuzzParseDERSignature(f *testing.F) {
	_, _, sig := fuzzKey(f)
	f.Add(sig.ASN1())
	f.Add([]byte{0x30, 0x06, 0x02, 0x01, 0x01, 0x02, 0x01, 0x01})
	f.Add([]byte{0x30, 0x80, 0x02, 0x01, 0x01, 0x02, 0x01, 0x01, 0x00, 0x00})
	f.Fuzz(func(t *testing.T, der []byte) {
		sig, err := p521.ParseDERSignature(der)
		if err == nil && !bytes.Equal(sig.ASN1(), der) {
			t.Fatalf("%x re-encodes to %x", der, sig.ASN1())
		}
	})
}

// FuzzVerify checks VerifyASN1 against crypto/ecdsa.VerifyASN1 on arbitrary
// digests and DER signatures under a fixed key: the verdicts must agree.
func FuzzVerify(f *testing.F) {
	priv, digest, sig := fuzzKey(f)
	epub, err := priv.PublicKey().ToECDSA()
	if err != nil {
		f.Fatal(err)
	}
	f.Add(digest, sig.ASN1())
	f.Add(digest[:20], sig.ASN1())
	f.Add([]byte{}, []byte{})
	f.Fuzz(func(t *testing.T, digest, der []byte) {
		got := p521.VerifyASN1(priv.PublicKey(), digest, der)
		if want := ecdsa.VerifyASN1(epub, digest, der); got != want {
			t.Fatalf("VerifyASN1(%x, %x) = %v, crypto/ecdsa %v", digest, der, got, want)
		}
		if s, err := p521.ParseDERSignature(der); err == nil && p521.Verify(priv.PublicKey(), digest, s) != got {
			t.Fatal("Verify and VerifyASN1 disagree")
		}
	})
}

// FuzzRecoverPublicKey checks that RecoverPublicKey never panics and that a
// recovered key verifies the signature it was recovered from.
func FuzzRecoverPublicKey(f *testing.F) {
	_, digest, sig := fuzzKey(f)
	id, _ := sig.RecoveryID()
	f.Add(digest, sig.Bytes(), id)
	f.Add(digest, sig.Bytes(), byte(3))
	f.Fuzz(func(t *testing.T, digest, compact []byte, id byte) {
		sig, err := p521.ParseSignature(compact)
		if err != nil {
			return
		}
		if _, err := sig.SetRecoveryID(id); err != nil {
			return
		}
		pub, err := p521.RecoverPublicKey(digest, sig)
		if err == nil && !p521.Verify(pub, digest, sig) {
			t.Fatalf("recovered key does not verify: %x %x %d", digest, compact, id)
		}
	})
}
