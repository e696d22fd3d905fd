package main

import (
	"bytes"
	"crypto"
	"crypto/ecdh"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/sha512"
	"math/big"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/examples/internal/checklist"
	"github.com/curvekit/curvekit/field"
)

// newP384 defines NIST P-384 from its published parameters (FIPS 186-5,
// NIST SP 800-186 §3.2.1.4): two fields built at run time, one Params
// literal, and New, which validates them.
func newP384() (*weierstrass.Curve[field.PrimeElement, field.PrimeElement], error) {
	// p = 2^384 − 2^128 − 2^96 + 2^32 − 1, and n, the order of G.
	p := hexInt("fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffeffffffff0000000000000000ffffffff")
	n := hexInt("ffffffffffffffffffffffffffffffffffffffffffffffffc7634d81f4372ddf581a0db248b0a77aecec196accc52973")
	fp, err := field.NewPrime(p, field.BigEndian) // SEC 1 encodings are big-endian
	if err != nil {
		return nil, err
	}
	fn, err := field.NewPrime(n, field.BigEndian)
	if err != nil {
		return nil, err
	}
	return weierstrass.New(weierstrass.Params[field.PrimeElement, field.PrimeElement]{
		Name:     "P-384",
		Field:    fp,
		Scalar:   fn,
		A:        big.NewInt(-3), // a = −3 (≡ p − 3) selects the faster formulas
		B:        hexInt("b3312fa7e23ee7e4988e056be3f82d19181d9c6efe8141120314088f5013875ac656398d8a2ed19d2a85c8edd3ec2aef"),
		Gx:       hexInt("aa87ca22be8b05378eb1c71ef320ad746e1d3b628ba79b9859f741e082542a385502f25dbf55296c3a545e3872760ab7"),
		Gy:       hexInt("3617de4a96262c6f5d9e98bf9292dc29f8f41dbd289a147ce9da3113b5f0b8c00a60b1ce1d7e819d7a431d7c90ea0e5f"),
		Cofactor: big.NewInt(1),
	})
}

// p384Tour signs with ECDSA on the runtime P-384 and checks the signatures
// against crypto/ecdsa in both directions, and ECDH against crypto/ecdh.
func p384Tour(l *checklist.List) {
	l.Title("P-384 (short Weierstrass) over field.Prime: ECDSA and ECDH")
	curve, err := newP384()
	if !l.Must("weierstrass.New", err) {
		return
	}
	scheme, err := weierstrass.NewECDSA(curve, weierstrass.ECDSAParams{Hash: crypto.SHA384})
	if !l.Must("NewECDSA", err) {
		return
	}
	secret := sha512.Sum384([]byte("curvekit example P-384 key: fixed, never use it for anything real"))
	priv, err := curve.NewPrivateKey(secret[:])
	if !l.Must("NewPrivateKey", err) {
		return
	}
	digest := sha512.Sum384([]byte("hello, P-384"))
	sig, err := scheme.Sign(priv, digest[:], nil) // RFC 6979 nonce
	if !l.Must("Sign", err) {
		return
	}
	l.Value("public key (compressed)", priv.PublicKey().BytesCompressed())
	l.Value("signature r‖s", sig.Bytes())

	// The same key in crypto/ecdsa, from the raw encodings.
	stdPriv, err := ecdsa.ParseRawPrivateKey(elliptic.P384(), priv.Bytes())
	if !l.Must("crypto/ecdsa key", err) {
		return
	}
	l.Check("same public key as crypto/ecdsa", bytes.Equal(mustBytes(stdPriv.PublicKey.Bytes()), priv.PublicKey().Bytes()))
	l.Check("crypto/ecdsa verifies", ecdsa.VerifyASN1(&stdPriv.PublicKey, digest[:], sig.ASN1()))

	// crypto/ecdsa's deterministic signature (nil rand: RFC 6979) is the
	// same byte string, and its randomised one verifies here.
	stdDet, err := stdPriv.Sign(nil, digest[:], crypto.SHA384)
	if !l.Must("crypto/ecdsa Sign", err) {
		return
	}
	l.Check("same bytes as crypto/ecdsa", bytes.Equal(stdDet, sig.ASN1()))
	stdRand, err := ecdsa.SignASN1(rand.Reader, stdPriv, digest[:])
	if !l.Must("crypto/ecdsa SignASN1", err) {
		return
	}
	l.Check("verifies crypto/ecdsa", scheme.VerifyASN1(priv.PublicKey(), digest[:], stdRand, nil) == nil)
	other := sha512.Sum384([]byte("hello, P-521"))
	l.Check("other digest rejected", scheme.VerifyASN1(priv.PublicKey(), other[:], stdRand, nil) != nil)

	// ECDH with a crypto/ecdh peer, computed on both sides.
	peerSecret := sha512.Sum384([]byte("curvekit example P-384 peer"))
	peer, err := ecdh.P384().NewPrivateKey(peerSecret[:])
	if !l.Must("crypto/ecdh key", err) {
		return
	}
	peerPub, err := curve.NewPublicKey(peer.PublicKey().Bytes())
	if !l.Must("NewPublicKey", err) {
		return
	}
	ours, err := priv.ECDH(peerPub)
	if !l.Must("ECDH", err) {
		return
	}
	myPub, err := ecdh.P384().NewPublicKey(priv.PublicKey().Bytes())
	if !l.Must("crypto/ecdh public key", err) {
		return
	}
	theirs, err := peer.ECDH(myPub)
	if !l.Must("crypto/ecdh ECDH", err) {
		return
	}
	l.Value("ECDH shared secret", ours)
	l.Check("crypto/ecdh agrees", bytes.Equal(ours, theirs))
}

// mustBytes returns b, or nil when err is set (the comparison then fails).
func mustBytes(b []byte, err error) []byte {
	if err != nil {
		return nil
	}
	return b
}
