package weierstrass_test

import (
	"bytes"
	"crypto"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/sha256"
	"testing"

	"github.com/curvekit/curvekit/curves/weierstrass"
)

// FuzzSetBytes decodes SEC 1 points on P-256 and secp256k1: nothing panics,
// and whatever is accepted re-encodes to the same bytes in the same form.
func FuzzSetBytes(f *testing.F) {
	c, k := p256(f), secp256k1(f)
	g := c.NewGeneratorPoint()
	f.Add(g.Bytes())
	f.Add(g.BytesCompressed())
	f.Add(k.NewGeneratorPoint().Bytes())
	f.Add([]byte{0})
	f.Add([]byte{4})
	f.Fuzz(func(t *testing.T, b []byte) {
		fuzzSetBytes(t, c, b)
		fuzzSetBytes(t, k, b)
	})
}

func fuzzSetBytes[E, S any](t *testing.T, c *weierstrass.Curve[E, S], b []byte) {
	p, err := c.NewIdentityPoint().SetBytesWithIdentity(b)
	if err != nil {
		return
	}
	var enc []byte
	if len(b) == c.CompressedPointLen() {
		enc = p.BytesCompressed()
	} else {
		enc = p.Bytes()
	}
	if !bytes.Equal(enc, b) {
		t.Fatalf("%s: %x decodes and re-encodes as %x", c.Name(), b, enc)
	}
	if _, err := c.NewIdentityPoint().SetBytes(b); (err == nil) == (p.IsIdentity() == 1) {
		t.Fatalf("%s: SetBytes and the identity disagree on %x", c.Name(), b)
	}
}

// FuzzParseSignatureASN1 parses DER signatures: nothing panics, whatever is
// accepted re-encodes to the same bytes (DER is canonical), and the accept
// set is checked against crypto/ecdsa by FuzzVerify.
func FuzzParseSignatureASN1(f *testing.F) {
	c := p256(f)
	e := mustECDSA(f, c, crypto.SHA256, false)
	priv, _ := c.NewPrivateKey(bytes.Repeat([]byte{0x12}, 32))
	sig, _ := e.Sign(priv, []byte("digest"), nil)
	f.Add(sig.ASN1())
	f.Add([]byte{0x30, 0x06, 0x02, 0x01, 0x01, 0x02, 0x01, 0x01})
	f.Add([]byte{0x30, 0x80, 0x02, 0x01, 0x01, 0x02, 0x01, 0x01, 0x00, 0x00})
	f.Fuzz(func(t *testing.T, b []byte) {
		s, err := c.ParseSignatureASN1(b)
		if err != nil {
			return
		}
		if enc := s.ASN1(); !bytes.Equal(enc, b) {
			t.Fatalf("%x parses and re-encodes as %x", b, enc)
		}
	})
}

// FuzzVerify checks P-256 verification against crypto/ecdsa.VerifyASN1 on
// arbitrary DER signatures and digests under a fixed key: both must agree.
func FuzzVerify(f *testing.F) {
	c := p256(f)
	e := mustECDSA(f, c, crypto.SHA256, false)
	priv, _ := c.NewPrivateKey(bytes.Repeat([]byte{0x12}, 32))
	std, err := ecdsa.ParseRawPrivateKey(elliptic.P256(), priv.Bytes())
	if err != nil {
		f.Fatal(err)
	}
	for _, msg := range []string{"", "a", "message"} {
		d := sha256.Sum256([]byte(msg))
		sig, _ := e.Sign(priv, d[:], nil)
		f.Add(d[:], sig.ASN1())
		f.Add(d[:8], sig.ASN1())
	}
	f.Fuzz(func(t *testing.T, digest, der []byte) {
		ours := e.VerifyASN1(priv.PublicKey(), digest, der, nil) == nil
		theirs := ecdsa.VerifyASN1(&std.PublicKey, digest, der)
		if ours != theirs {
			t.Fatalf("digest %x, signature %x: curvekit %v, crypto/ecdsa %v", digest, der, ours, theirs)
		}
	})
}

// FuzzRecoverPublicKey recovers keys from arbitrary compact signatures and
// recovery ids on secp256k1: nothing panics, and a recovered key verifies
// the signature.
func FuzzRecoverPublicKey(f *testing.F) {
	c := secp256k1(f)
	e := mustECDSA(f, c, crypto.SHA256, true)
	priv, _ := c.NewPrivateKey(bytes.Repeat([]byte{0x34}, 32))
	d := sha256.Sum256([]byte("recover"))
	sig, _ := e.Sign(priv, d[:], nil)
	v, _ := sig.RecoveryID()
	f.Add(d[:], sig.Bytes(), v)
	f.Add(d[:], sig.Bytes(), v^1)
	f.Add(d[:], sig.Bytes(), byte(7))
	f.Fuzz(func(t *testing.T, digest, compact []byte, v byte) {
		s, err := c.ParseSignature(compact)
		if err != nil {
			return
		}
		if _, err := s.SetRecoveryID(v); err != nil {
			if v <= 3 {
				t.Fatalf("recovery id %d refused: %v", v, err)
			}
			return
		}
		pub, err := e.RecoverPublicKey(digest, s, &weierstrass.VerifyOptions{S: weierstrass.AnyS})
		if err != nil {
			return
		}
		if err := e.Verify(pub, digest, s, &weierstrass.VerifyOptions{S: weierstrass.AnyS}); err != nil {
			t.Fatalf("recovered key does not verify: %v (digest %x, signature %x, id %d)", err, digest, compact, v)
		}
	})
}
