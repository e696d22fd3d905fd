package ed448

import (
	"crypto"
	"errors"
	"fmt"
	"strconv"

	"github.com/curvekit/curvekit/curves/edwards"
)

// Policy selects which signatures VerifyWithOptions accepts. Every policy
// rejects S ≥ q (RFC 8032 §5.2.7 step 1), so signatures are not malleable,
// rejects points not on the curve, and uses the cofactored equation
// [4][S]B = [4]R + [4][k]A. The policies differ only on signatures no honest
// signer produces: non-canonical encodings of A and R and points of small
// order.
type Policy int

const (
	// RFC8032 is RFC 8032 §5.2.7 as written. It is the zero value.
	RFC8032 Policy = iota
	// Strict is RFC8032 that also rejects A and R of small order ([4]P = O,
	// the identity included), as definitions/ed25519's Strict does.
	Strict
	// Lenient is the rule of ZIP-215 (https://zips.z.cash/zip-0215)
	// carried over to Ed448, and the same rule as definitions/ed25519's
	// ZIP215 (also named Lenient there): A and R are decoded leniently,
	// y being the whole 455-bit integer below the sign bit reduced mod p
	// (so y ≥ p and set bits in the 7 unused bits of the last octet are
	// accepted, which §5.2.3 step 1 rejects) and a sign bit of 1 with
	// x = 0 read as x = 0 (step 4 rejects it); the cofactored equation;
	// small orders allowed. It accepts a superset of RFC8032, the set batch
	// verification of the cofactored equation computes, for systems whose
	// nodes must agree on every signature whatever its encoding.
	Lenient
)

// String returns the policy's name.
func (p Policy) String() string {
	switch p {
	case RFC8032:
		return "RFC8032"
	case Strict:
		return "Strict"
	case Lenient:
		return "Lenient"
	}
	return "Policy(" + strconv.Itoa(int(p)) + ")"
}

// Options selects the Ed448 variant for SignWithOptions, VerifyWithOptions
// and PrivateKey.Sign, and the verification policy. It has the fields of
// definitions/ed25519's Options but Hash, which exists there for
// crypto/ed25519's callers: Ed448ph's PH, SHAKE256 with 64 bytes of output,
// has no crypto.Hash value.
//
// A nil *Options means Ed448 with an empty context and the RFC8032 policy,
// the package's one default, which Scheme().Verify with nil options shares.
type Options struct {
	// Prehashed selects Ed448ph: the message is then PH(M) = Prehash(M),
	// 64 bytes (see SignPh and VerifyPh for the functions that hash it).
	Prehashed bool
	// Context is the context, 0 to 255 octets of any value (a Go string
	// holds any octets, so string(b) gives a binary context); RFC 8032
	// §8.3 recommends one per protocol.
	Context string
	// ContextBytes is the context as a byte slice, for callers that hold
	// binary contexts. At most one of Context and ContextBytes may be
	// non-empty; both name the same octets of dom4 (RFC 8032 §5.2).
	ContextBytes []byte
	// Policy is the verification policy; signing ignores it.
	Policy Policy
}

// HashFunc returns 0: Ed448 hashes the message itself, and Ed448ph's PH has
// no crypto.Hash value. It makes an *Options a crypto.SignerOpts.
func (o *Options) HashFunc() crypto.Hash { return 0 }

// engineOptions checks o against message and returns the engine's options.
func (o *Options) engineOptions(message []byte) (edwards.Options, error) {
	if o == nil {
		return edwards.Options{Policy: edwards.RFC8032}, nil
	}
	context := o.Context
	if len(o.ContextBytes) > 0 {
		if context != "" {
			return edwards.Options{}, errors.New("ed448: both Context and ContextBytes are set, want at most one")
		}
		if len(o.ContextBytes) > ContextMaxSize {
			return edwards.Options{}, fmt.Errorf("ed448: context is %d bytes, want at most %d", len(o.ContextBytes), ContextMaxSize)
		}
		context = string(o.ContextBytes)
	}
	if len(context) > ContextMaxSize {
		return edwards.Options{}, fmt.Errorf("ed448: context is %d bytes, want at most %d", len(context), ContextMaxSize)
	}
	if o.Prehashed && len(message) != PrehashSize {
		return edwards.Options{}, fmt.Errorf("ed448: Ed448ph message is %d bytes, want the %d bytes of PH(M)", len(message), PrehashSize)
	}
	eo := edwards.Options{Context: context, Prehashed: o.Prehashed}
	switch o.Policy {
	case RFC8032:
		eo.Policy = edwards.RFC8032
	case Strict:
		eo.Policy = edwards.Strict
	case Lenient:
		eo.Policy = edwards.ZIP215
	default:
		return edwards.Options{}, fmt.Errorf("ed448: unknown verification policy %d", int(o.Policy))
	}
	return eo, nil
}
