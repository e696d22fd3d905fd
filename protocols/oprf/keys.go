package oprf

import (
	"fmt"
	"io"

	"github.com/curvekit/curvekit/group"
)

// PrivateKey is a server's key: a non-zero scalar k of the suite's group,
// with its public key k·G. It is safe for concurrent use.
type PrivateKey struct {
	suite *Suite
	k     group.Scalar
	pub   *PublicKey
}

// PublicKey is a server's public key pkS = k·G, which clients of the VOPRF
// and POPRF modes verify proofs against.
type PublicKey struct {
	suite *Suite
	e     group.Element
}

// Suite returns the key's suite.
func (k *PrivateKey) Suite() *Suite { return k.suite }

// Public returns the public key.
func (k *PrivateKey) Public() *PublicKey { return k.pub }

// Bytes returns SerializeScalar(k), or nil for the zero value.
func (k *PrivateKey) Bytes() []byte {
	if k.k == nil {
		return nil
	}
	return k.k.Bytes()
}

// Suite returns the key's suite.
func (k *PublicKey) Suite() *Suite { return k.suite }

// Bytes returns SerializeElement(pkS), or nil for the zero value.
func (k *PublicKey) Bytes() []byte {
	if k.e == nil {
		return nil
	}
	return k.e.Bytes()
}

// Equal reports whether k and u are the same key of the same suite. A nil
// or zero-value key equals nothing.
func (k *PublicKey) Equal(u *PublicKey) bool {
	return u != nil && k.e != nil && u.e != nil && k.suite == u.suite && k.e.Equal(u.e) == 1
}

func newPrivateKey(s *Suite, k group.Scalar) *PrivateKey {
	pub := &PublicKey{suite: s, e: s.Group().NewElement().ScalarBaseMult(k)}
	return &PrivateKey{suite: s, k: k, pub: pub}
}

// GenerateKey returns a key drawn from rand (crypto/rand.Reader if nil):
// GenerateKeyPair of RFC 9497 §3.2.
func GenerateKey(s *Suite, rand io.Reader) (*PrivateKey, error) {
	if err := s.usable(); err != nil {
		return nil, err
	}
	k, err := s.Group().RandomScalar(rand)
	if err != nil {
		return nil, fmt.Errorf("oprf: %w", err)
	}
	return newPrivateKey(s, k), nil
}

// DeriveKeyPair returns the key pair that DeriveKeyPair(seed, info) of
// RFC 9497 §3.2.1 derives for the suite in mode m (the public key is the
// private key's Public): with deriveInput = seed ‖
// I2OSP(len(info), 2) ‖ info, the first non-zero
// HashToScalar(deriveInput ‖ I2OSP(counter, 1)) for counter = 0, 1, …, 255,
// under the tag "DeriveKeyPair" ‖ contextString. The mode enters the tag,
// so the same seed gives different keys in different modes. seed should
// hold at least Ns bytes of entropy. It fails with ErrDeriveKeyPair when
// all 256 tries give zero (probability about 256/n), and with
// ErrInvalidInput when info is 2^16 bytes or longer.
func DeriveKeyPair(s *Suite, m Mode, seed, info []byte) (*PrivateKey, error) {
	p, err := newParams(s, m)
	if err != nil {
		return nil, err
	}
	if err := checkLen("key info", info); err != nil {
		return nil, err
	}
	in := appendPrefixed(append([]byte(nil), seed...), info)
	in = append(in, 0)
	defer clear(in)
	dst := p.dst("DeriveKeyPair")
	for counter := 0; counter < 256; counter++ {
		in[len(in)-1] = byte(counter)
		k, err := p.g.HashToScalar(in, dst)
		if err != nil {
			return nil, fmt.Errorf("oprf: %w", err)
		}
		if k.IsZero() == 0 {
			return newPrivateKey(s, k), nil
		}
	}
	return nil, fmt.Errorf("%w: no non-zero key from the seed in 256 tries", ErrDeriveKeyPair)
}

// NewPrivateKey decodes a private key: Ns bytes encoding a non-zero scalar.
func NewPrivateKey(s *Suite, b []byte) (*PrivateKey, error) {
	if err := s.usable(); err != nil {
		return nil, err
	}
	k, err := s.Group().ParseScalar(b)
	if err != nil {
		return nil, fmt.Errorf("%w: private key: %w", ErrDeserialize, err)
	}
	if k.IsZero() == 1 {
		return nil, fmt.Errorf("%w: private key is zero", ErrDeserialize)
	}
	return newPrivateKey(s, k), nil
}

// NewPublicKey decodes a public key with DeserializeElement, which refuses
// the identity and every invalid encoding.
func NewPublicKey(s *Suite, b []byte) (*PublicKey, error) {
	if err := s.usable(); err != nil {
		return nil, err
	}
	e, err := s.Group().ParseElement(b)
	if err != nil {
		return nil, fmt.Errorf("%w: public key: %w", ErrDeserialize, err)
	}
	return &PublicKey{suite: s, e: e}, nil
}
