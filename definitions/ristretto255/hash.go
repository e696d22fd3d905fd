package ristretto255

import (
	"crypto/sha512"
	"fmt"

	"github.com/curvekit/curvekit/hashes"
)

// HashToElement sets v to the element hash_to_ristretto255(msg, dst) of
// RFC 9380 Appendix B, the hash-to-group of RFC 9496 §4.3.4 as RFC 9497
// (OPRF) and RFC 9591 (FROST) use it: expand_message_xmd with SHA-512 to
// 64 bytes under the domain separation tag dst, then SetUniformBytes. It
// returns v, or nil and an error (v unchanged) if dst is empty; a dst longer
// than 255 bytes is first hashed, as RFC 9380 §5.3.3 prescribes.
func (v *Element) HashToElement(msg, dst []byte) (*Element, error) {
	if len(dst) == 0 {
		return nil, fmt.Errorf("ristretto255: empty domain separation tag")
	}
	u, err := hashes.ExpandMessageXMD(sha512.New, msg, dst, UniformSize)
	if err != nil {
		return nil, fmt.Errorf("ristretto255: %w", err)
	}
	return v.SetUniformBytes(u)
}

// HashToScalar sets s to the integer expand_message_xmd(msg, dst, 64) with
// SHA-512, read little-endian and reduced modulo ℓ (SetUniformBytes): the
// HashToScalar of the ristretto255-SHA512 suite of RFC 9497 §4.1. It returns
// s, or nil and an error (s unchanged) if dst is empty.
func (s *Scalar) HashToScalar(msg, dst []byte) (*Scalar, error) {
	if len(dst) == 0 {
		return nil, fmt.Errorf("ristretto255: empty domain separation tag")
	}
	u, err := hashes.ExpandMessageXMD(sha512.New, msg, dst, UniformSize)
	if err != nil {
		return nil, fmt.Errorf("ristretto255: %w", err)
	}
	return s.SetUniformBytes(u)
}
