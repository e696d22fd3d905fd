package oprf

import (
	"crypto/sha256"
	"crypto/sha3"
	"crypto/sha512"
	"errors"
	"fmt"
	"hash"

	"github.com/curvekit/curvekit/group"
)

// Mode is one of the three protocol variants of RFC 9497 §3.1.
type Mode byte

// The modes, with the values that enter the context string.
const (
	// ModeOPRF is the base mode: the server learns nothing, the client
	// cannot check which key was used.
	ModeOPRF Mode = 0x00
	// ModeVOPRF adds a proof that the server used the key of its public key.
	ModeVOPRF Mode = 0x01
	// ModePOPRF is VOPRF with a public input, info, that both sides know and
	// that tweaks the key.
	ModePOPRF Mode = 0x02
)

// String returns "OPRF", "VOPRF" or "POPRF".
func (m Mode) String() string {
	switch m {
	case ModeOPRF:
		return "OPRF"
	case ModeVOPRF:
		return "VOPRF"
	case ModePOPRF:
		return "POPRF"
	}
	return fmt.Sprintf("Mode(%d)", byte(m))
}

// Suite is a ciphersuite of RFC 9497 §4: a prime-order group and a hash
// function. The five suites are returned by Ristretto255SHA512,
// Decaf448SHAKE256, P256SHA256, P384SHA384 and P521SHA512, or by SuiteByID.
// A Suite is immutable and safe for concurrent use.
type Suite struct {
	id    string
	group func() group.Group
	// sum returns Hash(data) of the suite, Nh bytes.
	sum func(data []byte) []byte
	nh  int
}

// ID returns the suite's identifier, such as "P256-SHA256".
func (s *Suite) ID() string { return s.id }

// String returns the suite's identifier.
func (s *Suite) String() string { return s.id }

// Group returns the suite's prime-order group, or nil for the zero value,
// which is no suite.
func (s *Suite) Group() group.Group {
	if s.usable() != nil {
		return nil
	}
	return s.group()
}

// errNoSuite is the error for a nil or zero-value Suite.
var errNoSuite = errors.New("oprf: nil or zero-value Suite (use P256SHA256, SuiteByID, …)")

// usable returns errNoSuite for a nil or zero-value Suite.
func (s *Suite) usable() error {
	if s == nil || s.group == nil {
		return errNoSuite
	}
	return nil
}

// errZeroValue is the error of the methods of a zero-value Client or Server,
// which NewClient and NewServer did not make.
var errZeroValue = errors.New("oprf: zero-value Client or Server (use NewClient or NewServer)")

// checkOperands returns an error if an element or scalar argument of the
// exported proof functions is nil.
func checkOperands(k group.Scalar, es []group.Element, lists ...[]group.Element) error {
	if k == nil {
		return fmt.Errorf("%w: nil scalar", ErrInvalidInput)
	}
	for _, l := range append(lists, es) {
		for i, e := range l {
			if e == nil {
				return fmt.Errorf("%w: nil element (%d)", ErrInvalidInput, i)
			}
		}
	}
	return nil
}

// OutputLen returns Nh, the length of the PRF's output.
func (s *Suite) OutputLen() int { return s.nh }

// fixedHash returns the sum function of a fixed-output hash.
func fixedHash(h func() hash.Hash) func([]byte) []byte {
	return func(data []byte) []byte {
		d := h()
		d.Write(data)
		return d.Sum(nil)
	}
}

// The suites of RFC 9497 §4.1–4.5.
var (
	ristretto255SHA512 = &Suite{id: "ristretto255-SHA512", group: group.Ristretto255, sum: fixedHash(sha512.New), nh: 64}
	decaf448SHAKE256   = &Suite{id: "decaf448-SHAKE256", group: group.Decaf448, nh: 64,
		// Hash is SHAKE256 with a 64-byte output (RFC 9497 §4.2).
		sum: func(data []byte) []byte { return sha3.SumSHAKE256(data, 64) }}
	p256SHA256 = &Suite{id: "P256-SHA256", group: group.P256, sum: fixedHash(sha256.New), nh: 32}
	p384SHA384 = &Suite{id: "P384-SHA384", group: group.P384, sum: fixedHash(sha512.New384), nh: 48}
	p521SHA512 = &Suite{id: "P521-SHA512", group: group.P521, sum: fixedHash(sha512.New), nh: 64}
)

// Ristretto255SHA512 returns the suite ristretto255-SHA512 (RFC 9497 §4.1).
func Ristretto255SHA512() *Suite { return ristretto255SHA512 }

// Decaf448SHAKE256 returns the suite decaf448-SHAKE256 (RFC 9497 §4.2).
func Decaf448SHAKE256() *Suite { return decaf448SHAKE256 }

// P256SHA256 returns the suite P256-SHA256 (RFC 9497 §4.3).
func P256SHA256() *Suite { return p256SHA256 }

// P384SHA384 returns the suite P384-SHA384 (RFC 9497 §4.4).
func P384SHA384() *Suite { return p384SHA384 }

// P521SHA512 returns the suite P521-SHA512 (RFC 9497 §4.5).
func P521SHA512() *Suite { return p521SHA512 }

// Suites returns the five suites, in the RFC's order.
func Suites() []*Suite {
	return []*Suite{ristretto255SHA512, decaf448SHAKE256, p256SHA256, p384SHA384, p521SHA512}
}

// SuiteByID returns the suite with the given identifier.
func SuiteByID(id string) (*Suite, error) {
	for _, s := range Suites() {
		if s.id == id {
			return s, nil
		}
	}
	return nil, fmt.Errorf("oprf: unknown suite %q", id)
}

// The errors of RFC 9497 §5 (and §2.1's InverseError), for errors.Is. Every
// error the package returns for bad input wraps one of them and says which
// input was at fault.
var (
	// ErrDeserialize: an element or scalar could not be decoded (it is
	// malformed, not canonical, off the group, or the identity).
	ErrDeserialize = errors.New("oprf: deserialize error")
	// ErrInvalidInput: an input hashed to the identity, POPRF's tweaked key
	// is the identity, or an input is too long (2^16 bytes or more) or
	// inconsistent (counts that differ).
	ErrInvalidInput = errors.New("oprf: invalid input")
	// ErrInverse: POPRF's t = k + HashToScalar(info) is zero, so the server
	// cannot invert it.
	ErrInverse = errors.New("oprf: inverse error")
	// ErrDeriveKeyPair: DeriveKeyPair found no non-zero key in 256 tries.
	ErrDeriveKeyPair = errors.New("oprf: derive key pair error")
	// ErrVerify: a proof did not verify.
	ErrVerify = errors.New("oprf: verify error")
)

// params are a suite in a mode: the context string of RFC 9497 §3.1 and the
// tags derived from it.
type params struct {
	suite *Suite
	mode  Mode
	g     group.Group
	// ctx is contextString = "OPRFV1-" ‖ I2OSP(mode, 1) ‖ "-" ‖ identifier.
	ctx []byte
}

func newParams(s *Suite, m Mode) (params, error) {
	if err := s.usable(); err != nil {
		return params{}, err
	}
	if m > ModePOPRF {
		return params{}, fmt.Errorf("oprf: unknown mode %d", byte(m))
	}
	ctx := append([]byte("OPRFV1-"), byte(m), '-')
	ctx = append(ctx, s.id...)
	return params{suite: s, mode: m, g: s.group(), ctx: ctx}, nil
}

// dst returns prefix ‖ contextString.
func (p *params) dst(prefix string) []byte {
	return append([]byte(prefix), p.ctx...)
}

// hashToGroup is HashToGroup with DST "HashToGroup-" ‖ contextString.
func (p *params) hashToGroup(input []byte) (group.Element, error) {
	return p.g.HashToElement(input, p.dst("HashToGroup-"))
}

// hashToScalar is HashToScalar with DST "HashToScalar-" ‖ contextString.
func (p *params) hashToScalar(data []byte) (group.Scalar, error) {
	return p.g.HashToScalar(data, p.dst("HashToScalar-"))
}

// appendPrefixed appends I2OSP(len(b), 2) ‖ b for each b. Callers check
// that the lengths fit in 16 bits.
func appendPrefixed(dst []byte, bs ...[]byte) []byte {
	for _, b := range bs {
		dst = append(dst, byte(len(b)>>8), byte(len(b)))
		dst = append(dst, b...)
	}
	return dst
}

// checkLen refuses an input or info that I2OSP(·, 2) cannot encode.
func checkLen(what string, b []byte) error {
	if len(b) > 0xffff {
		return fmt.Errorf("%w: %s is %d bytes, above 65535", ErrInvalidInput, what, len(b))
	}
	return nil
}

// finalizeHash is the last step of Finalize and Evaluate: Hash(
// I2OSP(len(input), 2) ‖ input [‖ I2OSP(len(info), 2) ‖ info] ‖
// I2OSP(len(e), 2) ‖ e ‖ "Finalize"), with info only in POPRF mode.
func (p *params) finalizeHash(input, info []byte, e group.Element) []byte {
	buf := appendPrefixed(nil, input)
	if p.mode == ModePOPRF {
		buf = appendPrefixed(buf, info)
	}
	buf = appendPrefixed(buf, e.Bytes())
	buf = append(buf, "Finalize"...)
	return p.suite.sum(buf)
}

// tweak returns m = HashToScalar("Info" ‖ I2OSP(len(info), 2) ‖ info), the
// public tweak of POPRF (RFC 9497 §3.3.3).
func (p *params) tweak(info []byte) (group.Scalar, error) {
	if err := checkLen("info", info); err != nil {
		return nil, err
	}
	return p.hashToScalar(appendPrefixed([]byte("Info"), info))
}

// POPRFTweak returns m = HashToScalar("Info" ‖ I2OSP(len(info), 2) ‖ info)
// of suite s, the public scalar POPRF adds to the key (RFC 9497 §3.3.3):
// the server evaluates with t = k + m, and the client verifies against the
// tweaked key m·G + pkS.
func POPRFTweak(s *Suite, info []byte) (group.Scalar, error) {
	p, err := newParams(s, ModePOPRF)
	if err != nil {
		return nil, err
	}
	return p.tweak(info)
}
