package schnorr

import (
	"errors"
	"fmt"
	"sync"

	"github.com/curvekit/curvekit/definitions/secp256k1"
	"github.com/curvekit/curvekit/field/fnk256"
	"github.com/curvekit/curvekit/field/fpk256"
)

// Reasons for which CheckSignature rejects a signature, matched with
// errors.Is. They follow the failure steps of BIP-340 "Verification".
var (
	// ErrSignatureLength is returned for a signature that is not 64 bytes.
	ErrSignatureLength = errors.New("schnorr: signature is not 64 bytes")
	// ErrSignatureR is returned when r = sig[0:32] is not below p.
	ErrSignatureR = errors.New("schnorr: signature r is not below the field size p")
	// ErrSignatureS is returned when s = sig[32:64] is not below n.
	ErrSignatureS = errors.New("schnorr: signature s is not below the curve order n")
	// ErrInfinity is returned when R = s·G − e·P is the point at infinity.
	ErrInfinity = errors.New("schnorr: s·G − e·P is the point at infinity")
	// ErrOddY is returned when R = s·G − e·P has an odd y.
	ErrOddY = errors.New("schnorr: s·G − e·P has an odd y-coordinate")
	// ErrMismatch is returned when x(R) ≠ r for R = s·G − e·P.
	ErrMismatch = errors.New("schnorr: x(s·G − e·P) does not equal r")
)

// verifier is the scratch state of one verification, recycled through a pool.
type verifier struct {
	r fpk256.Element
	s fnk256.Element
	e fnk256.Element
	R secp256k1.Point
}

var verifierPool = sync.Pool{New: func() any {
	v := &verifier{}
	v.R.Set(generator())
	return v
}}

// Verify reports whether sig is a valid BIP-340 signature of msg, a message
// of any length, under pub. See CheckSignature for the reason of a failure.
// Execution time depends on the inputs, which are all public.
func Verify(pub *PublicKey, msg, sig []byte) bool {
	return CheckSignature(pub, msg, sig) == nil
}

// CheckSignature returns nil if sig is a valid BIP-340 signature of msg under
// pub, and otherwise the reason it is not: ErrSignatureLength, ErrSignatureR,
// ErrSignatureS, ErrInfinity, ErrOddY or ErrMismatch (errors.Is). Invalid
// public keys are refused earlier, by NewPublicKey; a nil or zero-value
// PublicKey gives ErrUninitializedKey. Execution time depends on the inputs, which are
// all public.
func CheckSignature(pub *PublicKey, msg, sig []byte) error {
	// x = 0 is not the x-coordinate of a point (7 is not a square mod p), so
	// only the zero value has it.
	if pub == nil || pub.x == ([PublicKeySize]byte{}) {
		return ErrUninitializedKey
	}
	if len(sig) != SignatureSize {
		return fmt.Errorf("%w: got %d bytes", ErrSignatureLength, len(sig))
	}
	v := verifierPool.Get().(*verifier)
	defer verifierPool.Put(v)
	// Let r = int(sig[0:32]); fail if r ≥ p.
	if fp.SetBytes(&v.r, sig[:32]) != nil {
		return ErrSignatureR
	}
	// Let s = int(sig[32:64]); fail if s ≥ n.
	if fn.SetBytes(&v.s, sig[32:]) != nil {
		return ErrSignatureS
	}
	// Let e = int(hash_BIP0340/challenge(bytes(r) ‖ bytes(P) ‖ m)) mod n.
	hs := hasherPool.Get().(*hasher)
	hs.start(stateChallenge)
	hs.h.Write(sig[:32])
	hs.h.Write(pub.x[:])
	hs.h.Write(msg)
	_ = fn.SetWideBytes(&v.e, hs.finish())
	hasherPool.Put(hs)
	// Let R = s·G − e·P.
	fn.Neg(&v.e, &v.e)
	v.R.DoubleScalarMultVarTime(&v.e, &pub.p, &v.s)
	// Fail if is_infinite(R), if not has_even_y(R), or if x(R) ≠ r.
	x, y, inf := v.R.Affine()
	switch {
	case inf == 1:
		return ErrInfinity
	case fp.Sgn0(&y) == 1:
		return ErrOddY
	case fp.Equal(&x, &v.r) != 1:
		return ErrMismatch
	}
	return nil
}
