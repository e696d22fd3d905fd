package frost

import (
	"fmt"
	"slices"

	"github.com/curvekit/curvekit/group"
)

// ParseElement decodes an element of the suite's group (DeserializeElement
// of RFC 9591 §3.1): canonical encodings of non-identity elements of the
// prime-order group only. Errors wrap ErrInvalidEncoding.
func (s *Suite) ParseElement(b []byte) (group.Element, error) {
	if err := s.usable(); err != nil {
		return nil, err
	}
	e, err := s.g.ParseElement(b)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrInvalidEncoding, err)
	}
	return e, nil
}

// ParseScalar decodes a canonical scalar (DeserializeScalar of RFC 9591
// §3.1). Zero is accepted: the callers that forbid it say so. Errors wrap
// ErrInvalidEncoding.
func (s *Suite) ParseScalar(b []byte) (group.Scalar, error) {
	if err := s.usable(); err != nil {
		return nil, err
	}
	x, err := s.g.ParseScalar(b)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrInvalidEncoding, err)
	}
	return x, nil
}

// Bytes encodes the commitment as SerializeElement(D) ‖ SerializeElement(E).
//
// It returns nil for a Commitment without both elements.
func (c *Commitment) Bytes() []byte {
	if c.Hiding == nil || c.Binding == nil {
		return nil
	}
	return slices.Concat(c.Hiding.Bytes(), c.Binding.Bytes())
}

// ParseCommitment decodes the commitment of participant id from
// SerializeElement(D) ‖ SerializeElement(E); neither may be the identity.
func (s *Suite) ParseCommitment(id Identifier, b []byte) (*Commitment, error) {
	if err := s.usable(); err != nil {
		return nil, err
	}
	if id == 0 {
		return nil, fmt.Errorf("%w: zero", ErrInvalidIdentifier)
	}
	n := s.g.ElementLen()
	if len(b) != 2*n {
		return nil, fmt.Errorf("%w: commitment of participant %d is %d bytes, want %d", ErrInvalidEncoding, id, len(b), 2*n)
	}
	d, err := s.g.ParseElement(b[:n])
	if err != nil {
		return nil, fmt.Errorf("%w: hiding commitment of participant %d: %w", ErrInvalidEncoding, id, err)
	}
	e, err := s.g.ParseElement(b[n:])
	if err != nil {
		return nil, fmt.Errorf("%w: binding commitment of participant %d: %w", ErrInvalidEncoding, id, err)
	}
	return &Commitment{Identifier: id, Hiding: d, Binding: e}, nil
}

// Bytes encodes the share as SerializeScalar(z_i).
//
// It returns nil for a SignatureShare without a share.
func (sh *SignatureShare) Bytes() []byte {
	if sh.Share == nil {
		return nil
	}
	return sh.Share.Bytes()
}

// ParseSignatureShare decodes the signature share of participant id.
func (s *Suite) ParseSignatureShare(id Identifier, b []byte) (*SignatureShare, error) {
	if err := s.usable(); err != nil {
		return nil, err
	}
	if id == 0 {
		return nil, fmt.Errorf("%w: zero", ErrInvalidIdentifier)
	}
	z, err := s.g.ParseScalar(b)
	if err != nil {
		return nil, fmt.Errorf("%w: signature share of participant %d: %w", ErrInvalidEncoding, id, err)
	}
	return &SignatureShare{Identifier: id, Share: z}, nil
}

// ParseSecretShare decodes a secret share s_i; zero is refused, since a
// zero share is never produced by an honest dealer but by a wiped key.
func (s *Suite) ParseSecretShare(id Identifier, b []byte) (group.Scalar, error) {
	if err := s.usable(); err != nil {
		return nil, err
	}
	if id == 0 {
		return nil, fmt.Errorf("%w: zero", ErrInvalidIdentifier)
	}
	x, err := s.g.ParseScalar(b)
	if err != nil {
		return nil, fmt.Errorf("%w: secret share of participant %d: %w", ErrInvalidEncoding, id, err)
	}
	if x.IsZero() == 1 {
		return nil, fmt.Errorf("%w: secret share of participant %d is zero", ErrInvalidEncoding, id)
	}
	return x, nil
}

// Bytes returns SerializeScalar(id) in the suite's scalar encoding.
//
// It returns nil for a nil or zero-value Suite.
func (id Identifier) Bytes(s *Suite) []byte {
	if s.usable() != nil {
		return nil
	}
	return id.scalar(s.g).Bytes()
}

// ParseIdentifier decodes an identifier serialized as a scalar. Zero is
// refused, and so are identifiers of 2^64 or more, which this package does
// not represent (see the package doc).
func (s *Suite) ParseIdentifier(b []byte) (Identifier, error) {
	if err := s.usable(); err != nil {
		return 0, err
	}
	x, err := s.g.ParseScalar(b)
	if err != nil {
		return 0, fmt.Errorf("%w: identifier: %w", ErrInvalidEncoding, err)
	}
	be := x.Bytes()
	if s.kind != sha256Field { // little-endian scalars
		slices.Reverse(be)
	}
	var v uint64
	for i, c := range be {
		if i < len(be)-8 {
			if c != 0 {
				return 0, fmt.Errorf("%w: identifier %x is 2^64 or more", ErrInvalidIdentifier, b)
			}
			continue
		}
		v = v<<8 | uint64(c)
	}
	if v == 0 {
		return 0, fmt.Errorf("%w: zero", ErrInvalidIdentifier)
	}
	return Identifier(v), nil
}
