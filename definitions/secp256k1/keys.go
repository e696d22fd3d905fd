package secp256k1

import (
	"crypto"
	"errors"
	"fmt"
	"io"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/field/fnk256"
	"github.com/curvekit/curvekit/field/fpk256"
)

// Sizes of the encodings, in bytes.
const (
	// PrivateKeySize is the size of a private key: d in [1, n−1], big-endian.
	PrivateKeySize = 32
	// PublicKeySize is the size of an uncompressed SEC 1 public key,
	// 0x04 ‖ x ‖ y.
	PublicKeySize = 65
	// CompressedPublicKeySize is the size of a compressed SEC 1 public key,
	// 0x02 or 0x03 (the parity of y) ‖ x.
	CompressedPublicKeySize = 33
	// SignatureSize is the size of a compact signature r ‖ s.
	SignatureSize = 64
	// SharedSecretSize is the size of an ECDH shared secret, an x-coordinate.
	SharedSecretSize = 32
)

type (
	enginePrivateKey = weierstrass.PrivateKey[fpk256.Element, fnk256.Element]
	enginePublicKey  = weierstrass.PublicKey[fpk256.Element, fnk256.Element]
)

// PublicKey is a secp256k1 public key: a point of the curve other than the
// identity. It is immutable and safe for concurrent use; the zero value is
// not usable.
type PublicKey struct {
	k *enginePublicKey
}

// PrivateKey is a secp256k1 private key d ∈ [1, n−1] with its public key d·G. It
// is immutable and safe for concurrent use, and implements crypto.Signer; the
// zero value is not usable.
type PrivateKey struct {
	k   *enginePrivateKey
	pub PublicKey
}

// NewPrivateKey returns the private key encoded big-endian in the 32 bytes b,
// which must hold an integer in [1, n−1] (as crypto/ecdh's NewPrivateKey
// requires). It computes the public key. Execution time depends only on the
// length of b and on whether it is valid.
func NewPrivateKey(b []byte) (*PrivateKey, error) {
	if len(b) != PrivateKeySize {
		return nil, fmt.Errorf("secp256k1: private key is %d bytes, want %d", len(b), PrivateKeySize)
	}
	k, err := curve().NewPrivateKey(b)
	if err != nil {
		return nil, errors.New("secp256k1: private key is not in [1, n-1]")
	}
	return wrapPrivateKey(k), nil
}

// GenerateKey returns a new private key drawn uniformly from [1, n−1] with
// bytes read from rand (crypto/rand.Reader when rand is nil).
func GenerateKey(rand io.Reader) (*PrivateKey, error) {
	k, err := curve().GenerateKey(rand)
	if err != nil {
		return nil, fmt.Errorf("secp256k1: %w", err)
	}
	return wrapPrivateKey(k), nil
}

func wrapPrivateKey(k *enginePrivateKey) *PrivateKey {
	return &PrivateKey{k: k, pub: PublicKey{k.PublicKey()}}
}

// NewPublicKey returns the public key encoded by b in the uncompressed
// (0x04 ‖ x ‖ y, 65 bytes) or compressed (0x02 or 0x03 ‖ x, 33 bytes) form of
// SEC 1 v2 §2.3.3. It refuses other lengths and prefixes (including the
// hybrid 0x06, 0x07), coordinates not below p, points off the curve and the
// identity (0x00).
func NewPublicKey(b []byte) (*PublicKey, error) {
	k, err := curve().NewPublicKey(b)
	if err != nil {
		return nil, fmt.Errorf("secp256k1: invalid public key: %w", err)
	}
	return &PublicKey{k}, nil
}

// NewPublicKeyFromPoint returns the public key Q = p, refusing the identity.
func NewPublicKeyFromPoint(p *Point) (*PublicKey, error) {
	k, err := curve().NewPublicKeyFromPoint(p)
	if err != nil {
		return nil, fmt.Errorf("secp256k1: invalid public key: %w", err)
	}
	return &PublicKey{k}, nil
}

// Bytes returns d as 32 big-endian bytes.
func (k *PrivateKey) Bytes() []byte { return k.k.Bytes() }

// PublicKey returns the public key of k.
func (k *PrivateKey) PublicKey() *PublicKey { return &k.pub }

// Equal reports whether k and x are the same private key, in constant time in
// the keys. x must be a *PrivateKey.
func (k *PrivateKey) Equal(x crypto.PrivateKey) bool {
	o, ok := x.(*PrivateKey)
	return ok && k.k.Equal(o.k)
}

// ECDH returns the shared secret of k and the peer's public key, as ECDH
// does.
func (k *PrivateKey) ECDH(peer *PublicKey) ([]byte, error) { return ECDH(k, peer) }

// Bytes returns the uncompressed SEC 1 encoding 0x04 ‖ x ‖ y of k, 65 bytes.
func (k *PublicKey) Bytes() []byte { return k.k.Bytes() }

// BytesCompressed returns the compressed SEC 1 encoding of k, 33 bytes.
func (k *PublicKey) BytesCompressed() []byte { return k.k.BytesCompressed() }

// Point returns a new point holding the public key.
func (k *PublicKey) Point() *Point { return k.k.Point() }

// Equal reports whether k and x are the same public key. x must be a
// *PublicKey.
func (k *PublicKey) Equal(x crypto.PublicKey) bool {
	o, ok := x.(*PublicKey)
	return ok && k.k.Equal(o.k)
}

// ECDH returns the shared secret of SEC 1 v2 §3.3.1 between priv and pub: the
// 32-byte big-endian x-coordinate of d·Q, as decred's GenerateSharedSecret
// returns. It is not what libsecp256k1's secp256k1_ecdh returns by default,
// SHA-256 of the compressed point (0x02 or 0x03 ‖ x); hash the result
// yourself where that is expected. Keys are valid by construction, so the
// only possible error is the identity result, which cannot happen for a
// prime-order curve; it is checked anyway. It runs in constant time.
func ECDH(priv *PrivateKey, pub *PublicKey) ([]byte, error) {
	s, err := priv.k.ECDH(pub.k)
	if err != nil {
		return nil, fmt.Errorf("secp256k1: %w", err)
	}
	return s, nil
}
