package schnorr

import (
	"crypto"
	"crypto/subtle"
	"errors"
	"fmt"
	"io"
	"sync"

	"github.com/curvekit/curvekit/definitions/secp256k1"
	"github.com/curvekit/curvekit/field/fnk256"
	"github.com/curvekit/curvekit/field/fpk256"
)

// Sizes of BIP-340 encodings, in bytes.
const (
	// PrivateKeySize is the size of a secret key: a scalar in [1, n−1],
	// big-endian.
	PrivateKeySize = 32
	// PublicKeySize is the size of an x-only public key: the big-endian
	// x-coordinate of the point whose y is even.
	PublicKeySize = 32
	// SignatureSize is the size of a signature: bytes(R) ‖ bytes(s).
	SignatureSize = 64
	// AuxRandSize is the size of the auxiliary randomness of Sign.
	AuxRandSize = 32
)

// Errors of key parsing, matched with errors.Is; the returned errors add the
// offending length or value.
var (
	// ErrPublicKeyLength is returned for a public key that is not 32 bytes.
	ErrPublicKeyLength = errors.New("schnorr: public key is not 32 bytes")
	// ErrPublicKeyRange is returned for a public key x ≥ p, which is not a
	// field element (BIP-340 lift_x: "fail if x ≥ p").
	ErrPublicKeyRange = errors.New("schnorr: public key x-coordinate is not below the field size p")
	// ErrPublicKeyNotOnCurve is returned for a public key x with no point
	// (x, y) on the curve: x³ + 7 is not a square mod p.
	ErrPublicKeyNotOnCurve = errors.New("schnorr: public key x-coordinate is not on the curve")
	// ErrPrivateKey is returned for a secret key that is not 32 bytes or not
	// in [1, n−1].
	ErrPrivateKey = errors.New("schnorr: invalid secret key")
	// ErrUninitializedKey is returned by Sign for a nil or zero-value
	// PrivateKey and by CheckSignature for a nil or zero-value PublicKey,
	// which hold no key: make
	// keys with NewPrivateKey, GenerateKey or NewPublicKey.
	ErrUninitializedKey = errors.New("schnorr: uninitialized key (the zero value holds no key)")
)

// PublicKey is a BIP-340 x-only public key: the point P of the curve with the
// given x-coordinate and an even y. It holds the lifted point, so that
// verification does not recompute the square root. It is immutable and safe
// for concurrent use; the zero value is not usable.
type PublicKey struct {
	x [PublicKeySize]byte
	p secp256k1.Point
}

// PrivateKey is a BIP-340 secret key d′ with its public key. It keeps
// d = d′ or n − d′, whichever makes d·G have an even y, as signing uses it.
// It is immutable and safe for concurrent use; the zero value is not usable.
type PrivateKey struct {
	sk  [PrivateKeySize]byte // d′ as given
	d   fnk256.Element       // d′ or n − d′, so that d·G = P has even y
	db  [PrivateKeySize]byte // bytes(d)
	pub PublicKey
}

// fp and fn are the base and scalar fields of secp256k1.
var (
	fp fpk256.Field
	fn fnk256.Field
)

// NewPublicKey returns the public key encoded by the 32-byte x-coordinate b,
// lifted to the point with even y as BIP-340's lift_x does. It fails for
// x ≥ p (ErrPublicKeyRange) and for x not on the curve
// (ErrPublicKeyNotOnCurve).
func NewPublicKey(b []byte) (*PublicKey, error) {
	if len(b) != PublicKeySize {
		return nil, fmt.Errorf("%w: got %d bytes", ErrPublicKeyLength, len(b))
	}
	var x, y fpk256.Element
	if fp.SetBytes(&x, b) != nil {
		return nil, ErrPublicKeyRange
	}
	// lift_x: c = x³ + 7, y = c^((p+1)/4) with even parity; Sqrt returns
	// the root whose Sgn0 is 0, which is the even one.
	var c, seven fpk256.Element
	fp.Square(&c, &x)
	fp.Mul(&c, &c, &x)
	fp.SetUint64(&seven, 7)
	fp.Add(&c, &c, &seven)
	if fp.Sqrt(&y, &c) != 1 {
		return nil, ErrPublicKeyNotOnCurve
	}
	k := &PublicKey{}
	copy(k.x[:], b)
	k.p.Set(generator())
	if _, err := k.p.SetAffine(&x, &y); err != nil {
		panic("schnorr: internal error: lifted point is not on the curve")
	}
	return k, nil
}

// generator is G, used to bind points to the curve before SetAffine.
var generator = sync.OnceValue(func() *secp256k1.Point { return secp256k1.Curve().NewGeneratorPoint() })

// Bytes returns the 32-byte x-only encoding of k.
func (k *PublicKey) Bytes() []byte {
	b := k.x
	return b[:]
}

// Point returns a new point holding P, whose y is even, or nil for the zero
// value, which holds no key.
func (k *PublicKey) Point() *secp256k1.Point {
	if k.x == ([PublicKeySize]byte{}) {
		return nil
	}
	return new(secp256k1.Point).Set(&k.p)
}

// Equal reports whether k and x are the same public key. x must be a
// *PublicKey, as for the Equal methods of Go's crypto keys.
func (k *PublicKey) Equal(x crypto.PublicKey) bool {
	o, ok := x.(*PublicKey)
	return ok && o.x == k.x
}

// NewPrivateKey returns the secret key encoded big-endian in the 32 bytes b,
// which must hold an integer in [1, n−1]. It computes the public key. Its
// execution time depends only on the length of b and on whether it is valid.
func NewPrivateKey(b []byte) (*PrivateKey, error) {
	if len(b) != PrivateKeySize {
		return nil, fmt.Errorf("%w: %d bytes, want 32", ErrPrivateKey, len(b))
	}
	ek, err := secp256k1.Curve().NewPrivateKey(b)
	if err != nil {
		return nil, fmt.Errorf("%w: not in [1, n-1]", ErrPrivateKey)
	}
	k := &PrivateKey{}
	copy(k.sk[:], b)
	// P = d′·G; if y(P) is odd, use d = n − d′ and −P, whose y is even.
	var d, nd fnk256.Element
	ek.Scalar(&d)
	pub := ek.PublicKey().Point()
	x, y, _ := pub.Affine()
	odd := fp.Sgn0(&y)
	fn.Neg(&nd, &d)
	fn.Select(&k.d, &nd, &d, odd)
	fn.PutBytes(k.db[:], &k.d)
	fp.PutBytes(k.pub.x[:], &x)
	k.pub.p.Negate(pub)
	k.pub.p.Select(&k.pub.p, pub, odd)
	clear(d[:])
	clear(nd[:])
	return k, nil
}

// GenerateKey returns a new secret key drawn uniformly from [1, n−1] with
// bytes read from rand (crypto/rand.Reader when rand is nil).
func GenerateKey(rand io.Reader) (*PrivateKey, error) {
	ek, err := secp256k1.Curve().GenerateKey(rand)
	if err != nil {
		return nil, err
	}
	b := ek.Bytes()
	defer clear(b)
	return NewPrivateKey(b)
}

// Bytes returns the 32-byte secret key d′ as given to NewPrivateKey (not the
// parity-adjusted scalar).
func (k *PrivateKey) Bytes() []byte {
	b := k.sk
	return b[:]
}

// PublicKey returns the x-only public key of k.
func (k *PrivateKey) PublicKey() *PublicKey { return &k.pub }

// Public returns the public key of k, as crypto.Signer requires.
func (k *PrivateKey) Public() crypto.PublicKey { return &k.pub }

// Equal reports whether k and x are the same secret key, in constant time in
// the keys. x must be a *PrivateKey.
func (k *PrivateKey) Equal(x crypto.PrivateKey) bool {
	o, ok := x.(*PrivateKey)
	return ok && subtle.ConstantTimeCompare(k.sk[:], o.sk[:]) == 1
}
