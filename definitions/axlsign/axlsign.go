package axlsign

import (
	"errors"
	"fmt"

	"github.com/curvekit/curvekit/curves/montgomery"
	"github.com/curvekit/curvekit/definitions/x25519"
	"github.com/curvekit/curvekit/field/fn25519"
)

const (
	// SeedSize is the size of the seed of GenerateKeyPair.
	SeedSize = 32
	// PrivateKeySize is the size of a private key: a clamped X25519 scalar.
	PrivateKeySize = 32
	// PublicKeySize is the size of a public key: an X25519 u-coordinate.
	PublicKeySize = 32
	// SharedKeySize is the size of a shared key.
	SharedKeySize = 32
	// SignatureSize is the size of a signature, R ‖ S with the sign bit of
	// the signer's Edwards public key in bit 7 of the last byte.
	SignatureSize = 64
	// RandomSize is the size of the optional randomness of Sign.
	RandomSize = 64
)

// KeyPair is a key pair as curve25519-js's generateKeyPair returns it.
type KeyPair struct {
	// Private is the clamped seed, an X25519 private key.
	Private []byte
	// Public is X25519(Private, 9).
	Public []byte
}

// GenerateKeyPair returns the key pair of a 32-byte seed as curve25519-js
// 0.0.4 makes it: the private key is the seed clamped as decodeScalar25519
// of RFC 7748 §5 does (bits 0–2 and 255 cleared, bit 254 set), without any
// hashing, and the public key is X25519(private, 9). The seed should come
// from a cryptographic random source; it is not modified.
func GenerateKeyPair(seed []byte) (*KeyPair, error) {
	if len(seed) != SeedSize {
		return nil, fmt.Errorf("axlsign: seed is %d bytes, want %d", len(seed), SeedSize)
	}
	priv := append([]byte(nil), seed...)
	clamp(priv)
	pub, err := PublicKey(priv)
	if err != nil {
		return nil, err
	}
	return &KeyPair{Private: priv, Public: pub}, nil
}

// clamp is decodeScalar25519 of RFC 7748 §5, in place.
func clamp(k []byte) {
	k[0] &= 248
	k[31] &= 127
	k[31] |= 64
}

// PublicKey returns the public key of a 32-byte private key:
// X25519(private, 9), with private clamped first (so an unclamped seed
// gives the same key as its clamped form).
func PublicKey(private []byte) ([]byte, error) {
	if len(private) != PrivateKeySize {
		return nil, fmt.Errorf("axlsign: private key is %d bytes, want %d", len(private), PrivateKeySize)
	}
	return x25519.PublicKey(private)
}

// SharedKey returns X25519(private, public), the Diffie–Hellman shared key,
// with the permissive behaviour of curve25519-js: the private key is
// clamped, bit 255 of public is ignored and a non-canonical public key is
// reduced (RFC 7748 §5), and — unlike crypto/ecdh and this module's x25519
// package — a public key of small order is not refused: the all-zero shared
// key is returned without an error (RFC 7748 §6.1 makes the check
// optional). Protocols that can should check for it. It returns an error
// only for wrong lengths.
func SharedKey(private, public []byte) ([]byte, error) {
	if len(private) != PrivateKeySize || len(public) != PublicKeySize {
		return nil, fmt.Errorf("axlsign: private key %d and public key %d bytes, want %d and %d",
			len(private), len(public), PrivateKeySize, PublicKeySize)
	}
	out := make([]byte, SharedKeySize)
	if err := x25519.Curve().ScalarMult(out, private, public); err != nil && !errors.Is(err, montgomery.ErrZeroOutput) {
		return nil, fmt.Errorf("axlsign: %w", err)
	}
	return out, nil
}

// randomPrefix is the domain separation of the randomised nonce: 0xFE
// followed by 31 bytes 0xFF, that is 2^256 − 2 little-endian, the prefix of
// hash_1 in XEdDSA (hash_i prepends 2^256 − 1 − i) and of Signal's
// curve25519_sign. No scalar or canonical point encoding begins with it.
var randomPrefix = [32]byte{0xfe, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff}

// Sign returns the signature of msg by the private key (32 bytes), as
// curve25519-js 0.0.4 computes it: an Ed25519-style signature under the
// Edwards key pair of the private key itself.
//
// With a = clamp(private) (the X25519 scalar, no hashing) and A = a·B on
// edwards25519:
//
//	r = SHA-512(a ‖ msg) mod ℓ                                 random = nil
//	r = SHA-512(0xFE ‖ 0xFF×31 ‖ a ‖ msg ‖ random) mod ℓ       random of 64 bytes
//	R = r·B,  h = SHA-512(R ‖ A ‖ msg) mod ℓ,  S = r + h·a mod ℓ
//
// and the signature is R ‖ S with bit 7 of its last byte set to the sign
// bit of A (the top bit of A's encoding), which the X25519 public key
// cannot carry. Only a nil random gives the deterministic nonce; 64 zero
// bytes are randomness like any other (as in curve25519-js), and any other
// length is an error. The randomised form is Signal's legacy
// curve25519_sign; it differs from XEdDSA, which negates a so that A's sign
// bit is 0. Sign runs in time independent of the private key and the
// randomness.
func Sign(private, msg, random []byte) ([]byte, error) {
	if len(private) != PrivateKeySize {
		return nil, fmt.Errorf("axlsign: private key is %d bytes, want %d", len(private), PrivateKeySize)
	}
	if random != nil && len(random) != RandomSize {
		return nil, fmt.Errorf("axlsign: random is %d bytes, want %d (or nil)", len(random), RandomSize)
	}
	sig := make([]byte, SignatureSize)
	sign(sig, private, msg, random)
	return sig, nil
}

// sign writes the signature into sig (lengths checked by the caller). The
// one-shot form needs A as well as R: both fixed-base multiplications come
// first, computed together (ScalarBaseMultPair), and their encodings share
// one field inversion (AppendBytesPair).
func sign(sig, private, msg, random []byte) {
	st := getState()
	defer st.put()
	copy(st.a[:], private)
	clamp(st.a[:])
	reduce(&st.s, st.a[:])
	st.nonce(msg, random)
	// A = a·B and R = r·B in one pass (ScalarBaseMultPair), encoded, A
	// with its sign bit.
	st.p.ScalarBaseMultPair(st.q, &st.s, &st.r)
	pair := st.p.AppendBytesPair(st.enc[:0], st.q)
	copy(st.edpk[:], pair[:32])
	copy(st.rEnc[:], pair[32:])
	st.finish(sig, msg)
}

// signWithKey writes into sig the signature of msg under the key held in
// st.a (clamped private key bytes), st.s (the same mod ℓ) and st.edpk (A).
func (st *state) signWithKey(sig, msg, random []byte) {
	st.nonce(msg, random)
	// R = r·B
	st.q.ScalarBaseMult(&st.r)
	copy(st.rEnc[:], st.q.AppendBytes(st.enc[:0]))
	st.finish(sig, msg)
}

// nonce sets st.r = SHA-512([0xFE ‖ 0xFF×31 ‖] a ‖ msg [‖ random]) mod ℓ
// from the clamped private key in st.a.
func (st *state) nonce(msg, random []byte) {
	st.h.Reset()
	if random != nil {
		st.h.Write(randomPrefix[:])
	}
	st.h.Write(st.a[:])
	st.h.Write(msg)
	if random != nil {
		st.h.Write(random)
	}
	reduce(&st.r, st.h.Sum(st.digest[:0]))
}

// finish writes into sig the signature R ‖ S of msg from st.rEnc (R),
// st.edpk (A), st.r and st.s.
func (st *state) finish(sig, msg []byte) {
	var fs fn25519.Field
	// h = SHA-512(R ‖ A ‖ msg) mod ℓ
	st.h.Reset()
	st.h.Write(st.rEnc[:])
	st.h.Write(st.edpk[:])
	st.h.Write(msg)
	reduce(&st.k, st.h.Sum(st.digest[:0]))

	// S = r + h·a mod ℓ, and the sign bit of A in bit 7 of byte 63.
	fs.Mul(&st.sig, &st.k, &st.s)
	fs.Add(&st.sig, &st.sig, &st.r)
	copy(sig, st.rEnc[:])
	fs.PutBytes(sig[32:], &st.sig)
	sig[63] |= st.edpk[31] & 0x80
}

// SignMessage returns Sign(private, msg, random) followed by msg, the
// signed-message form of curve25519-js's signMessage.
func SignMessage(private, msg, random []byte) ([]byte, error) {
	sig, err := Sign(private, msg, random)
	if err != nil {
		return nil, err
	}
	return append(sig, msg...), nil
}
