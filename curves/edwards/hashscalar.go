package edwards

import (
	"github.com/curvekit/curvekit/hashes"
)

// HashToScalar sets z to hash_to_field(msg, 1) of RFC 9380 §5.2 over the
// scalar field, the integers modulo the order n: the expander exp carries
// the caller's hash, domain separation tag and security level k, and
// L = ⌈(⌈log2(n)⌉ + k)/8⌉ uniform bytes are reduced modulo n, so the result
// is statistically close to uniform. It is the HashToScalar of RFC 9497
// §4 (for example P256-SHA256: expand_message_xmd with SHA-256, k = 128,
// L = 48) and the H functions of RFC 9591 built on hash_to_field. It
// returns an error, leaving z unchanged, if the expander fails (an output
// too long for it). It runs in time independent of msg's contents.
func (c *Curve[E, S]) HashToScalar(z *S, msg []byte, exp hashes.Expander) error {
	var out [1]S
	if err := hashes.HashToField(c.fs, exp, msg, 1, out[:]); err != nil {
		return err
	}
	*z = out[0]
	return nil
}
