package main

import (
	"bytes"
	"crypto"
	"crypto/ecdh"
	"crypto/ecdsa"
	stded25519 "crypto/ed25519"
	"crypto/sha256"
	"encoding/hex"

	gnarkecdsa "github.com/consensys/gnark-crypto/ecc/secp256k1/ecdsa"

	"github.com/curvekit/curvekit/definitions/ed25519"
	"github.com/curvekit/curvekit/definitions/p256"
	"github.com/curvekit/curvekit/definitions/secp256k1"
	"github.com/curvekit/curvekit/definitions/secp256k1/schnorr"
	"github.com/curvekit/curvekit/definitions/x25519"
	"github.com/curvekit/curvekit/examples/internal/checklist"
)

// ed25519Tour signs with the key of RFC 8032 §7.1 TEST 1 and checks the
// signature against crypto/ed25519 in both directions.
func ed25519Tour(r *checklist.List) {
	r.Title("Ed25519 (key of RFC 8032 §7.1 TEST 1)")
	seed := fromHex("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60")
	msg := []byte("hello, curves")

	priv, err := ed25519.NewKeyFromSeed(seed)
	if !r.Must("NewKeyFromSeed", err) {
		return
	}
	sig, err := ed25519.Sign(priv, msg)
	if !r.Must("Sign", err) {
		return
	}
	pub := priv.PublicKey()
	r.Value("public key", pub)
	r.Value("signature", sig)

	std := stded25519.NewKeyFromSeed(seed)
	r.Check("public key as in RFC 8032", bytes.Equal(pub, fromHex("d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a")))
	r.Check("curvekit verifies", ed25519.Verify(pub, msg, sig))
	r.Check("crypto/ed25519 verifies", stded25519.Verify(std.Public().(stded25519.PublicKey), msg, sig))
	r.Check("same bytes as crypto/ed25519", bytes.Equal(sig, stded25519.Sign(std, msg)))
	r.Check("other message rejected", !ed25519.Verify(pub, []byte("hello, curves!"), sig))
}

// x25519Tour runs the key agreement of RFC 7748 §6.1 and repeats it with
// crypto/ecdh.
func x25519Tour(r *checklist.List) {
	r.Title("X25519 (keys of RFC 7748 §6.1)")
	alice := fromHex("77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a")
	bob := fromHex("5dab087e624a8a4b79e17f8b83800ee66f3bb1292618b6fd1c2f8b27ff88e0eb")

	alicePub, err := x25519.PublicKey(alice)
	if !r.Must("PublicKey", err) {
		return
	}
	bobPub, err := x25519.PublicKey(bob)
	if !r.Must("PublicKey", err) {
		return
	}
	s1, err := x25519.X25519(alice, bobPub)
	if !r.Must("X25519", err) {
		return
	}
	s2, err := x25519.X25519(bob, alicePub)
	if !r.Must("X25519", err) {
		return
	}
	r.Value("shared secret", s1)

	stdAlice, err := ecdh.X25519().NewPrivateKey(alice)
	if !r.Must("crypto/ecdh key", err) {
		return
	}
	stdBob, err := ecdh.X25519().NewPublicKey(bobPub)
	if !r.Must("crypto/ecdh key", err) {
		return
	}
	std, err := stdAlice.ECDH(stdBob)
	if !r.Must("crypto/ecdh", err) {
		return
	}
	r.Check("both sides agree", bytes.Equal(s1, s2))
	r.Check("secret as in RFC 7748", bytes.Equal(s1, fromHex("4a5d9d5ba4ce2de1728e3bf480350f25e07e21c947d19e3376f09b3c1e161742")))
	r.Check("crypto/ecdh agrees", bytes.Equal(s1, std))
}

// p256Tour signs SHA-256("sample") with the key of RFC 6979 §A.2.5 and checks
// the signature against the RFC and crypto/ecdsa.
func p256Tour(r *checklist.List) {
	r.Title("P-256 ECDSA (key of RFC 6979 §A.2.5, SHA-256 of \"sample\")")
	priv, err := p256.NewPrivateKey(fromHex("c9afa9d845ba75166b5c215767b1d6934e50c3db36e89b127b8a622b120f6721"))
	if !r.Must("NewPrivateKey", err) {
		return
	}
	digest := sha256.Sum256([]byte("sample"))
	sig, err := p256.Sign(priv, digest[:], nil) // RFC 6979 nonce
	if !r.Must("Sign", err) {
		return
	}
	r.Value("r", sig.R())
	r.Value("s", sig.S())

	stdPub, err := priv.PublicKey().ToECDSA()
	if !r.Must("ToECDSA", err) {
		return
	}
	stdPriv, err := priv.ToECDSA()
	if !r.Must("ToECDSA", err) {
		return
	}
	stdSig, err := stdPriv.Sign(nil, digest[:], crypto.SHA256) // nil: RFC 6979 in crypto/ecdsa too
	if !r.Must("crypto/ecdsa Sign", err) {
		return
	}
	r.Check("(r, s) as in RFC 6979", bytes.Equal(sig.Bytes(), fromHex(
		"efd48b2aacb6a8fd1140dd9cd45e81d69d2c877b56aaf991c34d0ea84eaf3716"+
			"f7cb1c942d657c41d436c7a1b6e29f65f3e900dbb9aff4064dc4ab2f843acda8")))
	r.Check("crypto/ecdsa verifies", ecdsa.VerifyASN1(stdPub, digest[:], sig.ASN1()))
	r.Check("same DER as crypto/ecdsa", bytes.Equal(stdSig, sig.ASN1()))
	r.Check("curvekit verifies crypto/ecdsa", p256.VerifyASN1(priv.PublicKey(), digest[:], stdSig))
}

// secp256k1Tour signs with a low s, recovers the public key from the
// signature, and checks the signature with gnark-crypto.
func secp256k1Tour(r *checklist.List) {
	r.Title("secp256k1 ECDSA with public-key recovery")
	secret := sha256.Sum256([]byte("curvekit demo key: fixed, never use it for anything real"))
	priv, err := secp256k1.NewPrivateKey(secret[:])
	if !r.Must("NewPrivateKey", err) {
		return
	}
	digest := sha256.Sum256([]byte("hello, curves"))
	sig, err := secp256k1.Sign(priv, digest[:], nil) // RFC 6979 nonce, low s
	if !r.Must("Sign", err) {
		return
	}
	_, known := sig.RecoveryID() // Sign records it, and RecoverPublicKey uses it
	recovered, err := secp256k1.RecoverPublicKey(digest[:], sig)
	if !r.Must("RecoverPublicKey", err) {
		return
	}
	r.Value("public key (compressed)", priv.PublicKey().BytesCompressed())
	r.Value("signature r‖s", sig.Bytes())

	var gnarkPub gnarkecdsa.PublicKey
	_, err = gnarkPub.SetBytes(priv.PublicKey().Bytes()[1:]) // x‖y
	if !r.Must("gnark-crypto key", err) {
		return
	}
	gnarkOK, err := gnarkPub.Verify(sig.Bytes(), digest[:], nil) // nil hash: the input is the digest
	r.Check("low s", sig.IsLowS())
	r.Check("recovery id known", known)
	r.Check("recovered key = signer's", recovered.Equal(priv.PublicKey()))
	r.Check("curvekit verifies", secp256k1.Verify(recovered, digest[:], sig))
	r.Check("gnark-crypto verifies", err == nil && gnarkOK)
}

// bip340Tour reproduces BIP-340 test vector 1.
func bip340Tour(r *checklist.List) {
	r.Title("BIP-340 Schnorr (test vector 1 of bip-0340/test-vectors.csv)")
	priv, err := schnorr.NewPrivateKey(fromHex("b7e151628aed2a6abf7158809cf4f3c762e7160f38b4da56a784d9045190cfef"))
	if !r.Must("NewPrivateKey", err) {
		return
	}
	aux := fromHex("0000000000000000000000000000000000000000000000000000000000000001")
	msg := fromHex("243f6a8885a308d313198a2e03707344a4093822299f31d0082efa98ec4e6c89")
	sig, err := schnorr.Sign(priv, msg, aux)
	if !r.Must("Sign", err) {
		return
	}
	r.Value("public key (x only)", priv.PublicKey().Bytes())
	r.Value("signature", sig)
	r.Check("public key as in BIP-340", bytes.Equal(priv.PublicKey().Bytes(), fromHex("dff1d77f2a671c5f36183726db2341be58feae1da2deced843240f7b502ba659")))
	r.Check("signature as in BIP-340", bytes.Equal(sig, fromHex(
		"6896bd60eeae296db48a229ff71dfe071bde413e6d43f917dc8dcf8c78de3341"+
			"8906d11ac976abccb20b091292bff4ea897efcb639ea871cfa95f6de339e4b0a")))
	r.Check("verifies", schnorr.Verify(priv.PublicKey(), msg, sig))
}

// fromHex decodes a hex constant of this program.
func fromHex(s string) []byte {
	b, err := hex.DecodeString(s)
	if err != nil {
		panic("demo: bad hex constant " + s)
	}
	return b
}
