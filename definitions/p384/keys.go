package p384

import (
	"crypto"
	"io"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/definitions/internal/ecdsadef"
	"github.com/curvekit/curvekit/field/fnr384"
	"github.com/curvekit/curvekit/field/fpr384"
)

// Sizes of the encodings, in bytes.
const (
	// PrivateKeySize is the size of a private key: d in [1, n−1], big-endian.
	PrivateKeySize = 48
	// PublicKeySize is the size of an uncompressed SEC 1 public key,
	// 0x04 ‖ x ‖ y.
	PublicKeySize = 97
	// CompressedPublicKeySize is the size of a compressed SEC 1 public key,
	// 0x02 or 0x03 (the parity of y) ‖ x.
	CompressedPublicKeySize = 49
	// SignatureSize is the size of a compact signature r ‖ s.
	SignatureSize = 96
	// SharedSecretSize is the size of an ECDH shared secret, an x-coordinate.
	SharedSecretSize = 48
)

type (
	enginePrivateKey = weierstrass.PrivateKey[fpr384.Element, fnr384.Element]
	enginePublicKey  = weierstrass.PublicKey[fpr384.Element, fnr384.Element]
)

// The errors of this package match these sentinels with errors.Is. They are
// the same values in every ECDSA definition (secp256k1.ErrUninitializedKey
// is p384.ErrUninitializedKey), so a check works whatever the curve.
var (
	// ErrUninitializedKey: a nil or zero-value PublicKey or PrivateKey.
	ErrUninitializedKey = ecdsadef.ErrUninitializedKey
	// ErrUninitializedSignature: a nil or zero-value Signature.
	ErrUninitializedSignature = ecdsadef.ErrUninitializedSignature
	// ErrInvalidPrivateKey: a private key of the wrong length or range.
	ErrInvalidPrivateKey = ecdsadef.ErrInvalidPrivateKey
	// ErrInvalidPublicKey: a public key that is not a point of the curve.
	ErrInvalidPublicKey = ecdsadef.ErrInvalidPublicKey
	// ErrMalformedSignature: a signature encoding that does not parse.
	ErrMalformedSignature = ecdsadef.ErrMalformedSignature
	// ErrInvalidSignature: a signature that does not verify.
	ErrInvalidSignature = ecdsadef.ErrInvalidSignature
	// ErrNoRecoveryID: RecoverPublicKey on a signature without recovery id.
	ErrNoRecoveryID = ecdsadef.ErrNoRecoveryID
)

// PublicKey is a P-384 public key: a point of the curve other than the
// identity. It is immutable and safe for concurrent use. The zero value
// (and a nil *PublicKey) holds no key: its encodings are nil, it equals
// nothing, and the functions of this package refuse it with
// ErrUninitializedKey (Verify returns false).
type PublicKey struct {
	k *enginePublicKey
}

// PrivateKey is a P-384 private key d ∈ [1, n−1] with its public key d·G. It
// is immutable and safe for concurrent use, and implements crypto.Signer. The
// zero value (and a nil *PrivateKey) holds no key and is refused with
// ErrUninitializedKey.
type PrivateKey struct {
	k   *enginePrivateKey
	pub PublicKey
}

// engine returns the engine's key, nil for a nil or zero-value k.
func (k *PublicKey) engine() *enginePublicKey {
	if k == nil {
		return nil
	}
	return k.k
}

// engine returns the engine's key, nil for a nil or zero-value k.
func (k *PrivateKey) engine() *enginePrivateKey {
	if k == nil {
		return nil
	}
	return k.k
}

// NewPrivateKey returns the private key encoded big-endian in the 48 bytes b,
// which must hold an integer in [1, n−1] (as crypto/ecdh's NewPrivateKey
// requires). It computes the public key. Execution time depends only on the
// length of b and on whether it is valid.
func NewPrivateKey(b []byte) (*PrivateKey, error) { return wrapPrivateKey(def.NewPrivateKey(b)) }

// GenerateKey returns a new private key drawn uniformly from [1, n−1] with
// bytes read from rand (crypto/rand.Reader when rand is nil).
func GenerateKey(rand io.Reader) (*PrivateKey, error) { return wrapPrivateKey(def.GenerateKey(rand)) }

func wrapPrivateKey(k *enginePrivateKey, err error) (*PrivateKey, error) {
	if err != nil {
		return nil, err
	}
	return &PrivateKey{k: k, pub: PublicKey{k.PublicKey()}}, nil
}

func wrapPublicKey(k *enginePublicKey, err error) (*PublicKey, error) {
	if err != nil {
		return nil, err
	}
	return &PublicKey{k}, nil
}

// NewPublicKey returns the public key encoded by b in the uncompressed
// (0x04 ‖ x ‖ y, 97 bytes) or compressed (0x02 or 0x03 ‖ x, 49 bytes) form of
// SEC 1 v2 §2.3.3. It refuses other lengths and prefixes (including the
// hybrid 0x06, 0x07), coordinates not below p, points off the curve and the
// identity (0x00).
func NewPublicKey(b []byte) (*PublicKey, error) { return wrapPublicKey(def.NewPublicKey(b)) }

// NewPublicKeyFromPoint returns the public key Q = p, refusing nil and the
// identity.
func NewPublicKeyFromPoint(p *Point) (*PublicKey, error) {
	return wrapPublicKey(def.NewPublicKeyFromPoint(p))
}

// Bytes returns d as 48 big-endian bytes, or nil for the zero value.
func (k *PrivateKey) Bytes() []byte { return k.engine().Bytes() }

// PublicKey returns the public key of k (a zero PublicKey for the zero value).
func (k *PrivateKey) PublicKey() *PublicKey {
	if k == nil {
		return new(PublicKey)
	}
	return &k.pub
}

// EngineKey returns k as the engine's key, for Scheme() (no re-parsing); nil
// for the zero value.
func (k *PrivateKey) EngineKey() *weierstrass.PrivateKey[fpr384.Element, fnr384.Element] {
	return k.engine()
}

// Equal reports whether k and x are the same private key, in constant time in
// the keys. x must be a *PrivateKey; zero values equal nothing.
func (k *PrivateKey) Equal(x crypto.PrivateKey) bool {
	o, ok := x.(*PrivateKey)
	return ok && k.engine().Equal(o.engine())
}

// ECDH returns the shared secret of k and the peer's public key, as ECDH
// does.
func (k *PrivateKey) ECDH(peer *PublicKey) ([]byte, error) { return ECDH(k, peer) }

// Bytes returns the uncompressed SEC 1 encoding 0x04 ‖ x ‖ y of k, 97 bytes,
// or nil for the zero value.
func (k *PublicKey) Bytes() []byte { return k.engine().Bytes() }

// BytesCompressed returns the compressed SEC 1 encoding of k, 49 bytes, or
// nil for the zero value.
func (k *PublicKey) BytesCompressed() []byte { return k.engine().BytesCompressed() }

// Point returns a new point holding the public key, or nil for the zero
// value.
func (k *PublicKey) Point() *Point { return k.engine().Point() }

// EngineKey returns k as the engine's key, for Scheme() (no re-parsing); nil
// for the zero value.
func (k *PublicKey) EngineKey() *weierstrass.PublicKey[fpr384.Element, fnr384.Element] {
	return k.engine()
}

// Equal reports whether k and x are the same public key. x must be a
// *PublicKey; zero values equal nothing.
func (k *PublicKey) Equal(x crypto.PublicKey) bool {
	o, ok := x.(*PublicKey)
	return ok && k.engine().Equal(o.engine())
}

// ECDH returns the shared secret of SEC 1 v2 §3.3.1 between priv and pub: the
// 48-byte big-endian x-coordinate of d·Q, as crypto/ecdh's P384 returns. It
// returns ErrUninitializedKey for a nil or zero-value key; valid keys cannot
// give the identity on a prime-order curve, which is checked anyway. It runs
// in constant time.
func ECDH(priv *PrivateKey, pub *PublicKey) ([]byte, error) {
	return def.ECDH(priv.engine(), pub.engine())
}
