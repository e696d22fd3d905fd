package frost

import (
	"crypto/sha256"
	"crypto/sha3"
	"crypto/sha512"
	"errors"
	"fmt"

	"github.com/curvekit/curvekit/group"
)

// Suite is a FROST ciphersuite of RFC 9591 §6: a prime-order group, the five
// hash functions H1–H5 built on one hash and a context string. The suites are
// returned by Ed25519SHA512, Ristretto255SHA512, Ed448SHAKE256, P256SHA256
// and Secp256k1SHA256. A Suite is immutable and safe for concurrent use.
type Suite struct {
	name    string // "FROST(Ed25519, SHA-512)"
	context string // contextString of RFC 9591 §6
	g       group.Group
	kind    hashKind
}

// hashKind says how the suite turns bytes into scalars and digests.
type hashKind int

const (
	// sha512Reduce: H(x) = SHA-512(x) read little-endian mod the order.
	sha512Reduce hashKind = iota
	// shake256Reduce: H(x) = SHAKE256(x, 114) read little-endian mod the order.
	shake256Reduce
	// sha256Field: H(x) = hash_to_field(x) with expand_message_xmd(SHA-256)
	// and the tag contextString‖label; digests are plain SHA-256.
	sha256Field
)

// Name returns the suite's name as RFC 9591 writes it.
func (s *Suite) Name() string { return s.name }

// String returns the suite's name.
func (s *Suite) String() string { return s.name }

// Group returns the suite's prime-order group.
func (s *Suite) Group() group.Group { return s.g }

// errNoSuite is the error of every method of a nil or zero-value Suite.
var errNoSuite = errors.New("frost: nil or zero-value Suite (use Ed25519SHA512, Suites, …)")

// usable returns errNoSuite for a nil or zero-value Suite.
func (s *Suite) usable() error {
	if s == nil || s.g == nil {
		return errNoSuite
	}
	return nil
}

var (
	ed25519Suite      = &Suite{"FROST(Ed25519, SHA-512)", "FROST-ED25519-SHA512-v1", group.Edwards25519(), sha512Reduce}
	ristretto255Suite = &Suite{"FROST(ristretto255, SHA-512)", "FROST-RISTRETTO255-SHA512-v1", group.Ristretto255(), sha512Reduce}
	ed448Suite        = &Suite{"FROST(Ed448, SHAKE256)", "FROST-ED448-SHAKE256-v1", group.Edwards448(), shake256Reduce}
	p256Suite         = &Suite{"FROST(P-256, SHA-256)", "FROST-P256-SHA256-v1", group.P256(), sha256Field}
	secp256k1Suite    = &Suite{"FROST(secp256k1, SHA-256)", "FROST-secp256k1-SHA256-v1", group.Secp256k1(), sha256Field}
)

// Ed25519SHA512 returns FROST(Ed25519, SHA-512) (RFC 9591 §6.1), whose
// signatures are Ed25519 signatures (RFC 8032).
func Ed25519SHA512() *Suite { return ed25519Suite }

// Ristretto255SHA512 returns FROST(ristretto255, SHA-512) (RFC 9591 §6.2).
func Ristretto255SHA512() *Suite { return ristretto255Suite }

// Ed448SHAKE256 returns FROST(Ed448, SHAKE256) (RFC 9591 §6.3), whose
// signatures are Ed448 signatures with an empty context (RFC 8032).
func Ed448SHAKE256() *Suite { return ed448Suite }

// P256SHA256 returns FROST(P-256, SHA-256) (RFC 9591 §6.4).
func P256SHA256() *Suite { return p256Suite }

// Secp256k1SHA256 returns FROST(secp256k1, SHA-256) (RFC 9591 §6.5).
func Secp256k1SHA256() *Suite { return secp256k1Suite }

// Suites returns the five ciphersuites of RFC 9591.
func Suites() []*Suite {
	return []*Suite{ed25519Suite, ristretto255Suite, ed448Suite, p256Suite, secp256k1Suite}
}

// ed448Dom is dom4(0, "") of RFC 8032 §5.2: "SigEd448", phflag 0, an empty
// context. H2 of FROST(Ed448) prefixes it so that the challenge is Ed448's.
var ed448Dom = []byte("SigEd448\x00\x00")

// digest returns the suite's hash of the concatenation of parts: SHA-512,
// SHAKE256 with 114 bytes of output, or SHA-256.
func (s *Suite) digest(parts ...[]byte) []byte {
	switch s.kind {
	case sha512Reduce:
		h := sha512.New()
		for _, p := range parts {
			h.Write(p)
		}
		return h.Sum(nil)
	case shake256Reduce:
		h := sha3.NewSHAKE256()
		for _, p := range parts {
			h.Write(p)
		}
		out := make([]byte, 114)
		h.Read(out)
		return out
	default:
		h := sha256.New()
		for _, p := range parts {
			h.Write(p)
		}
		return h.Sum(nil)
	}
}

// hashToScalar is the scalar-valued hash of the suite under label ("rho",
// "chal", "nonce", "dkg"), of the concatenation of parts. For the two
// Edwards suites the challenge ("chal") is the plain RFC 8032 one: no
// context string for Ed25519, dom4 for Ed448.
func (s *Suite) hashToScalar(label string, parts ...[]byte) (group.Scalar, error) {
	if s.kind == sha256Field {
		var msg []byte
		for _, p := range parts {
			msg = append(msg, p...)
		}
		defer clear(msg) // it may hold a secret scalar (nonce_generate)
		return s.g.HashToScalar(msg, []byte(s.context+label))
	}
	var prefix []byte
	switch {
	case label == "chal" && s == ed25519Suite:
		prefix = nil // H2 of §6.1 is SHA-512(m)
	case label == "chal" && s == ed448Suite:
		prefix = ed448Dom
	default:
		prefix = []byte(s.context + label)
	}
	d := s.digest(append([][]byte{prefix}, parts...)...)
	defer clear(d)
	k, err := group.ScalarFromUniformBytes(s.g, d)
	if err != nil {
		return nil, fmt.Errorf("frost: %s: internal error: %w", s.name, err)
	}
	return k, nil
}

// h4 and h5 are the digests of the message and of the encoded commitment
// list (RFC 9591 §4.4).
func (s *Suite) h4(msg []byte) []byte { return s.digest([]byte(s.context+"msg"), msg) }
func (s *Suite) h5(enc []byte) []byte { return s.digest([]byte(s.context+"com"), enc) }
