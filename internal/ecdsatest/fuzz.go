package ecdsatest

import (
	"bytes"
	"crypto/ecdsa"
	"encoding/hex"
	"testing"

	"github.com/curvekit/curvekit/curves/weierstrass"
)

// The fuzz targets of the NIST definitions, each run by a Fuzz function of
// the package with its Stdlib and the RFC 6979 key x as the seed key.

// fuzzKey is the key x (the RFC 6979 key), with a signature of "sample"
// as a seed.
func (c Stdlib[Priv, Pub, E, S]) fuzzKey(f *testing.F, x string) (*Priv, []byte, *weierstrass.Signature[E, S]) {
	b, err := hex.DecodeString(x)
	if err != nil {
		f.Fatal(err)
	}
	priv, err := c.API.NewPrivateKey(b)
	if err != nil {
		f.Fatal(err)
	}
	digest := c.digest([]byte("sample"))
	sig, err := c.Sign(priv, digest, nil)
	if err != nil {
		f.Fatal(err)
	}
	return priv, digest, sig
}

// FuzzNewPublicKey checks that NewPublicKey never panics, that an accepted
// key re-encodes to its input, and that uncompressed keys are accepted
// exactly when crypto/ecdh accepts them.
func FuzzNewPublicKey[Priv, Pub any, E, S any](f *testing.F, c Stdlib[Priv, Pub, E, S], x string) {
	priv, _, _ := c.fuzzKey(f, x)
	f.Add(c.PubBytes(c.PublicKey(priv)))
	f.Add(c.PubCompressed(c.PublicKey(priv)))
	f.Add([]byte{0})
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, b []byte) {
		pub, err := c.API.NewPublicKey(b)
		if err == nil {
			enc := c.PubBytes(pub)
			if len(b) == 1+c.size() {
				enc = c.PubCompressed(pub)
			}
			if !bytes.Equal(enc, b) {
				t.Fatalf("%x re-encodes to %x", b, enc)
			}
		}
		if len(b) == 1+2*c.size() {
			_, serr := c.StdECDH.NewPublicKey(b)
			if (serr == nil) != (err == nil) {
				t.Fatalf("%x: curvekit %v, crypto/ecdh %v", b, err, serr)
			}
		}
	})
}

// FuzzParseDERSignature checks that ParseDERSignature never panics and that
// an accepted signature re-encodes to exactly its input (DER is canonical).
func FuzzParseDERSignature[Priv, Pub any, E, S any](f *testing.F, c Stdlib[Priv, Pub, E, S], x string) {
	_, _, sig := c.fuzzKey(f, x)
	f.Add(sig.ASN1())
	f.Add([]byte{0x30, 0x06, 0x02, 0x01, 0x01, 0x02, 0x01, 0x01})
	f.Add([]byte{0x30, 0x80, 0x02, 0x01, 0x01, 0x02, 0x01, 0x01, 0x00, 0x00})
	f.Fuzz(func(t *testing.T, der []byte) {
		sig, err := c.ParseDER(der)
		if err == nil && !bytes.Equal(sig.ASN1(), der) {
			t.Fatalf("%x re-encodes to %x", der, sig.ASN1())
		}
	})
}

// FuzzVerify checks VerifyASN1 against crypto/ecdsa.VerifyASN1 on arbitrary
// digests and DER signatures under a fixed key: the verdicts must agree.
func FuzzVerify[Priv, Pub any, E, S any](f *testing.F, c Stdlib[Priv, Pub, E, S], x string) {
	priv, digest, sig := c.fuzzKey(f, x)
	epub, err := c.PubToECDSA(c.PublicKey(priv))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(digest, sig.ASN1())
	f.Add(digest[:20], sig.ASN1())
	f.Add([]byte{}, []byte{})
	f.Fuzz(func(t *testing.T, digest, der []byte) {
		got := c.VerifyASN1(c.PublicKey(priv), digest, der)
		if want := ecdsa.VerifyASN1(epub, digest, der); got != want {
			t.Fatalf("VerifyASN1(%x, %x) = %v, crypto/ecdsa %v", digest, der, got, want)
		}
		if s, err := c.ParseDER(der); err == nil && c.Verify(c.PublicKey(priv), digest, s) != got {
			t.Fatal("Verify and VerifyASN1 disagree")
		}
	})
}

// FuzzRecoverPublicKey checks that RecoverPublicKey never panics and that a
// recovered key verifies the signature it was recovered from.
func FuzzRecoverPublicKey[Priv, Pub any, E, S any](f *testing.F, c Stdlib[Priv, Pub, E, S], x string) {
	_, digest, sig := c.fuzzKey(f, x)
	id, _ := sig.RecoveryID()
	f.Add(digest, sig.Bytes(), id)
	f.Add(digest, sig.Bytes(), byte(3))
	f.Fuzz(func(t *testing.T, digest, compact []byte, id byte) {
		sig, err := c.ParseSignature(compact)
		if err != nil {
			return
		}
		if _, err := sig.SetRecoveryID(id); err != nil {
			return
		}
		pub, err := c.RecoverPubKey(digest, sig)
		if err == nil && !c.Verify(pub, digest, sig) {
			t.Fatalf("recovered key does not verify: %x %x %d", digest, compact, id)
		}
	})
}
