package decaf448

import (
	"fmt"

	"github.com/curvekit/curvekit/hashes"
)

// xofSecurityLevel is the k of expand_message_xof for decaf448: 224 bits,
// the security level of the group (RFC 9380 §5.3.3 uses it to shorten
// oversize tags).
const xofSecurityLevel = 224

// HashToElement sets v to the element hash_to_decaf448(msg, dst) of RFC 9380
// Appendix C, the hash-to-group of RFC 9497 (OPRF) for decaf448:
// expand_message_xof with SHAKE256 to 112 bytes under the domain separation
// tag dst, then SetUniformBytes (RFC 9496 §5.3.4). It returns v, or nil and
// an error (v unchanged) if dst is empty; a dst longer than 255 bytes is
// first hashed, as RFC 9380 §5.3.3 prescribes.
func (v *Element) HashToElement(msg, dst []byte) (*Element, error) {
	if len(dst) == 0 {
		return nil, fmt.Errorf("decaf448: empty domain separation tag")
	}
	u, err := hashes.ExpandMessageXOF(hashes.SHAKE256, xofSecurityLevel, msg, dst, UniformSize)
	if err != nil {
		return nil, fmt.Errorf("decaf448: %w", err)
	}
	return v.SetUniformBytes(u)
}

// HashToScalar sets s to the integer expand_message_xof(msg, dst, 64) with
// SHAKE256, read little-endian and reduced modulo q (SetUniformBytes): the
// HashToScalar of the decaf448-SHAKE256 suite of RFC 9497 §4.2. It returns
// s, or nil and an error (s unchanged) if dst is empty.
func (s *Scalar) HashToScalar(msg, dst []byte) (*Scalar, error) {
	if len(dst) == 0 {
		return nil, fmt.Errorf("decaf448: empty domain separation tag")
	}
	u, err := hashes.ExpandMessageXOF(hashes.SHAKE256, xofSecurityLevel, msg, dst, UniformScalarSize)
	if err != nil {
		return nil, fmt.Errorf("decaf448: %w", err)
	}
	return s.SetUniformBytes(u)
}
