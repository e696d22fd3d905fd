package main

import (
	"bytes"
	"crypto/ecdh"
	"crypto/sha256"
	"encoding/hex"
	"math/big"

	"github.com/consensys/gnark-crypto/ecc/bls12-381/twistededwards"

	"github.com/curvekit/curvekit/curves/montgomery"
	"github.com/curvekit/curvekit/examples/internal/checklist"
	"github.com/curvekit/curvekit/field"
)

// newCurve25519 defines Curve25519, v² = u³ + 486662·u² + u over GF(2^255 − 19),
// with the X25519 function of RFC 7748 §5, from its parameters (RFC 7748
// §4.1) over a field built at run time rather than curvekit's fixed fp25519.
func newCurve25519() (*montgomery.Curve[field.PrimeElement], error) {
	p := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 255), big.NewInt(19)) // 2^255 − 19
	fp, err := field.NewPrime(p, field.LittleEndian)
	if err != nil {
		return nil, err
	}
	return montgomery.New(montgomery.Params[field.PrimeElement]{
		Name:       "curve25519",
		Field:      fp,
		A:          big.NewInt(486662),
		U:          big.NewInt(9),
		Order:      decInt("7237005577332262213973186563042994240857116359379907606001950938285454250989"), // 2^252 + 27742317777372353535851937790883648493
		Cofactor:   8,
		ScalarBits: 255,
		Clamp: func(k []byte) { // decodeScalar25519 (RFC 7748 §5)
			k[0] &= 248
			k[31] &= 127
			k[31] |= 64
		},
	})
}

// curve25519Tour reproduces RFC 7748 §5.2 on the runtime Curve25519 and
// agrees on a shared secret with crypto/ecdh.
func curve25519Tour(l *checklist.List) {
	l.Title("Curve25519 (Montgomery) over field.Prime: X25519")
	curve, err := newCurve25519()
	if !l.Must("montgomery.New", err) {
		return
	}
	// RFC 7748 §5.2, the two test vectors (the second has bit 255 of u set).
	for i, v := range []struct{ scalar, u, out string }{
		{"a546e36bf0527c9d3b16154b82465edd62144c0ac1fc5a18506a2244ba449ac4", "e6db6867583030db3594c1a424b15f7c726624ec26b3353b10a903a6d0ab1c4c", "c3da55379de9c6908e94ea4df28d084f32eccf03491c71f754b4075577a28552"},
		{"4b66e9d4d1b4673c5ad22691957d6af5c11b6421e0ea01d42ca4169e7918ba0d", "e5210f12786811d3f4b7959d0538ae2c31dbe7106fc03c3efc4cd549c715a493", "95cbde9476e8907d7aade45cb4b873f88b595a68799fa152e6f8f7647aac7957"},
	} {
		out := make([]byte, curve.PointSize())
		err := curve.ScalarMult(out, fromHex(v.scalar), fromHex(v.u))
		l.Check([]string{"RFC 7748 §5.2 vector 1", "RFC 7748 §5.2 vector 2"}[i], err == nil && hex.EncodeToString(out) == v.out)
	}
	// RFC 7748 §5.2, 1000 iterations of k, u = X25519(k, u), from k = u = 9.
	k, u := make([]byte, 32), make([]byte, 32)
	k[0], u[0] = 9, 9
	for range 1000 {
		next := make([]byte, 32)
		if !l.Must("ScalarMult", curve.ScalarMult(next, k, u)) {
			return
		}
		k, u = next, k
	}
	l.Check("RFC 7748 §5.2 1000 iterations", hex.EncodeToString(k) == "684cf59ba83309552800ef566f2f4d3c1c3887c49360e3875f2eb94d99532c51")

	// A key agreement with crypto/ecdh.
	alice := sha256.Sum256([]byte("curvekit example X25519 key: fixed, never use it for anything real"))
	bob := sha256.Sum256([]byte("curvekit example X25519 peer"))
	alicePub := make([]byte, curve.PointSize())
	if !l.Must("ScalarBaseMult", curve.ScalarBaseMult(alicePub, alice[:])) {
		return
	}
	stdBob, err := ecdh.X25519().NewPrivateKey(bob[:])
	if !l.Must("crypto/ecdh key", err) {
		return
	}
	ours := make([]byte, curve.PointSize())
	if !l.Must("ScalarMult", curve.ScalarMult(ours, alice[:], stdBob.PublicKey().Bytes())) {
		return
	}
	stdAlicePub, err := ecdh.X25519().NewPublicKey(alicePub)
	if !l.Must("crypto/ecdh public key", err) {
		return
	}
	theirs, err := stdBob.ECDH(stdAlicePub)
	if !l.Must("crypto/ecdh ECDH", err) {
		return
	}
	l.Value("shared secret", ours)
	l.Check("crypto/ecdh agrees", bytes.Equal(ours, theirs))
}

// newJubjubMontgomery defines the Montgomery form of Jubjub,
// B·v² = u³ + A·u² + u with A = 40962 and B = −40964 (Zcash Protocol
// Specification §5.4.9.3: A = 2(a + d)/(a − d), B = 4/(a − d) for the
// twisted Edwards a = −1, d = −10240/10241), with the base point the image
// u = (1 + y)/(1 − y) of the Edwards generator.
func newJubjubMontgomery() (*montgomery.Curve[field.PrimeElement], error) {
	fq, err := field.NewPrime(jubjubQ, field.LittleEndian)
	if err != nil {
		return nil, err
	}
	one := big.NewInt(1)
	u := new(big.Int).Sub(one, jubjubGy) // u = (1 + y)/(1 − y) mod q
	u.ModInverse(u.Mod(u, jubjubQ), jubjubQ)
	u.Mul(u, new(big.Int).Add(one, jubjubGy)).Mod(u, jubjubQ)
	return montgomery.New(montgomery.Params[field.PrimeElement]{
		Name:       "Jubjub (Montgomery form)",
		Field:      fq,
		A:          big.NewInt(40962),
		B:          big.NewInt(-40964), // New reduces it modulo q
		U:          u,
		Order:      jubjubR,
		Cofactor:   8,
		ScalarBits: 255,
		Clamp: func(k []byte) { // a multiple of the cofactor 8, with bit 254 set
			k[0] &= 248
			k[31] &= 127
			k[31] |= 64
		},
	})
}

// jubjubDHTour runs an x-only Diffie–Hellman exchange on the Montgomery form
// of Jubjub and checks the shared secret with gnark-crypto's Edwards
// arithmetic through the map u = (1 + y)/(1 − y).
func jubjubDHTour(l *checklist.List) {
	l.Title("Jubjub in Montgomery form over field.Prime: x-only Diffie–Hellman")
	curve, err := newJubjubMontgomery()
	if !l.Must("montgomery.New", err) {
		return
	}
	alice := sha256.Sum256([]byte("curvekit example Jubjub DH key: fixed, never use it for anything real"))
	bob := sha256.Sum256([]byte("curvekit example Jubjub DH peer"))
	alicePub, bobPub := make([]byte, 32), make([]byte, 32)
	s1, s2 := make([]byte, 32), make([]byte, 32)
	for _, err := range []error{
		curve.ScalarBaseMult(alicePub, alice[:]),
		curve.ScalarBaseMult(bobPub, bob[:]),
	} {
		if !l.Must("ScalarBaseMult", err) {
			return
		}
	}
	for _, err := range []error{
		curve.ScalarMult(s1, alice[:], bobPub),
		curve.ScalarMult(s2, bob[:], alicePub),
	} {
		if !l.Must("ScalarMult", err) {
			return
		}
	}
	l.Value("shared secret", s1)
	l.Check("both sides agree", bytes.Equal(s1, s2))

	// gnark-crypto: u of [a]([b]B) on the Edwards curve, with a and b
	// clamped as above.
	var bB, abB twistededwards.PointAffine
	bB.ScalarMultiplicationBase(clampedJubjubScalar(bob[:]))
	abB.ScalarMultiplication(&bB, clampedJubjubScalar(alice[:]))
	l.Check("public key as gnark-crypto's", bytes.Equal(bobPub, edwardsToU(&bB)))
	l.Check("gnark-crypto agrees", bytes.Equal(s1, edwardsToU(&abB)))
}

// clampedJubjubScalar returns the integer newJubjubMontgomery's Clamp makes
// of k, computed with math/big.
func clampedJubjubScalar(k []byte) *big.Int {
	x := leInt(k)
	for i := range 3 {
		x.SetBit(x, i, 0)
	}
	x.SetBit(x, 255, 0)
	return x.SetBit(x, 254, 1)
}

// edwardsToU returns the little-endian encoding of u = (1 + y)/(1 − y) for a
// gnark-crypto Jubjub point.
func edwardsToU(p *twistededwards.PointAffine) []byte {
	var y big.Int
	p.Y.BigInt(&y)
	one := big.NewInt(1)
	u := new(big.Int).Sub(one, &y)
	u.ModInverse(u.Mod(u, jubjubQ), jubjubQ)
	u.Mul(u, y.Add(&y, one)).Mod(u, jubjubQ)
	b := make([]byte, 32)
	u.FillBytes(b)
	reverse(b)
	return b
}
