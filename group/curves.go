package group

import (
	"crypto/sha256"
	"crypto/sha512"
	"hash"
	"sync"

	"github.com/curvekit/curvekit/definitions/decaf448"
	"github.com/curvekit/curvekit/definitions/ed25519"
	"github.com/curvekit/curvekit/definitions/ed448"
	"github.com/curvekit/curvekit/definitions/p256"
	"github.com/curvekit/curvekit/definitions/p384"
	"github.com/curvekit/curvekit/definitions/p521"
	"github.com/curvekit/curvekit/definitions/ristretto255"
	"github.com/curvekit/curvekit/definitions/secp256k1"
	"github.com/curvekit/curvekit/hashes"
)

// Security levels k of the RFC 9380 suites, in bits: they fix how many bytes
// hash_to_field reduces per element, L = ⌈(⌈log2 n⌉ + k)/8⌉ (48 for the
// 256-bit curves, 72 for P-384, 98 for P-521, 84 for edwards448's scalars).
const (
	k128 = 128 // P-256, secp256k1, edwards25519
	k192 = 192 // P-384
	k224 = 224 // edwards448, decaf448
	k256 = 256 // P-521
)

// xmd returns an expander factory of expand_message_xmd with h and k.
func xmd(h func() hash.Hash, k int) func([]byte) (hashes.Expander, error) {
	return func(dst []byte) (hashes.Expander, error) { return hashes.NewXMDExpander(h, dst, k) }
}

// shake256 returns an expander factory of expand_message_xof with SHAKE256.
func shake256(k int) func([]byte) (hashes.Expander, error) {
	return func(dst []byte) (hashes.Expander, error) { return hashes.NewXOFExpander(hashes.SHAKE256, dst, k) }
}

var ristretto255Group = sync.OnceValue(func() Group {
	expand := func(msg, dst []byte, n int) ([]byte, error) {
		return hashes.ExpandMessageXMD(sha512.New, msg, dst, n)
	}
	return newPrimeOrderGroup(ristretto255.Group(), ristretto255.ScalarSize, 64, expand)
})

// Ristretto255 returns ristretto255 (RFC 9496 §4): 32-byte elements and
// little-endian scalars; hashing to an element is expand_message_xmd with
// SHA-512 to 64 bytes and the one-way map, hashing to a scalar the same 64
// bytes reduced modulo ℓ (RFC 9497 §4.1).
func Ristretto255() Group { return ristretto255Group() }

var decaf448Group = sync.OnceValue(func() Group {
	expand := func(msg, dst []byte, n int) ([]byte, error) {
		return hashes.ExpandMessageXOF(hashes.SHAKE256, k224, msg, dst, n)
	}
	return newPrimeOrderGroup(decaf448.Group(), decaf448.ScalarSize, 64, expand)
})

// Decaf448 returns decaf448 (RFC 9496 §5): 56-byte elements and scalars;
// hashing to an element is expand_message_xof with SHAKE256 to 112 bytes
// and the one-way map, hashing to a scalar expands to 64 bytes and reduces
// them modulo the order (RFC 9497 §4.2).
func Decaf448() Group { return decaf448Group() }

var p256Group = sync.OnceValue(func() Group {
	return newWeierGroup(p256.Curve(), xmd(sha256.New, k128))
})

// P256 returns P-256 with compressed 33-byte elements and 32-byte big-endian
// scalars; hashing follows the suite P256_XMD:SHA-256_SSWU_RO_ (RFC 9497
// §4.3).
func P256() Group { return p256Group() }

var secp256k1Group = sync.OnceValue(func() Group {
	return newWeierGroup(secp256k1.Curve(), xmd(sha256.New, k128))
})

// Secp256k1 returns secp256k1 with compressed 33-byte elements and 32-byte
// big-endian scalars; hashing follows secp256k1_XMD:SHA-256_SSWU_RO_
// (RFC 9380 §8.7), as FROST(secp256k1, SHA-256) uses it.
func Secp256k1() Group { return secp256k1Group() }

var p384Group = sync.OnceValue(func() Group {
	return newWeierGroup(p384.Curve(), xmd(sha512.New384, k192))
})

// P384 returns P-384 (definitions/p384's curve over the fixed fields fpr384
// and fnr384) with compressed 49-byte elements and 48-byte scalars; hashing
// follows P384_XMD:SHA-384_SSWU_RO_ (RFC 9380 §8.3, Z = −12; RFC 9497 §4.4).
func P384() Group { return p384Group() }

var p521Group = sync.OnceValue(func() Group {
	return newWeierGroup(p521.Curve(), xmd(sha512.New, k256))
})

// P521 returns P-521 (definitions/p521's curve over fpr521 and fnr521) with
// compressed 67-byte elements and 66-byte scalars; hashing follows
// P521_XMD:SHA-512_SSWU_RO_ (RFC 9380 §8.4, Z = −4; RFC 9497 §4.5).
func P521() Group { return p521Group() }

var edwards25519Group = sync.OnceValue(func() Group {
	return newEdwardsGroup(ed25519.Curve(), ed25519.HashToCurve, xmd(sha512.New, k128))
})

// Edwards25519 returns the subgroup of prime order ℓ of edwards25519, with
// RFC 8032 encodings (32 bytes) and 32-byte little-endian scalars; hashing
// to an element is edwards25519_XMD:SHA-512_ELL2_RO_ (RFC 9380 §8.5), to a
// scalar hash_to_field over the scalars with the same expander (L = 48).
func Edwards25519() Group { return edwards25519Group() }

var edwards448Group = sync.OnceValue(func() Group {
	return newEdwardsGroup(ed448.Curve(), ed448.HashToCurve, shake256(k224))
})

// Edwards448 returns the subgroup of prime order of edwards448, with RFC 8032
// encodings (57 bytes) and 57-byte little-endian scalars, as FROST(Ed448)
// serializes them; hashing to an element is edwards448_XOF:SHAKE256_ELL2_RO_
// (RFC 9380 §8.6), to a scalar hash_to_field with the same expander (L = 84).
func Edwards448() Group { return edwards448Group() }
