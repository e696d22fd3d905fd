package axlsign

import (
	"crypto/subtle"

	"github.com/curvekit/curvekit/definitions/x25519"
	"github.com/curvekit/curvekit/field/fn25519"
	"github.com/curvekit/curvekit/field/fp25519"
)

// Verify reports whether sig is a valid signature of msg under the public
// key public, with the strict rules of this package. It accepts every
// signature that Sign and curve25519-js produce, and only signatures that
// VerifyLegacy accepts too, but rejects what the reference lets through:
//
//   - public keys that are not canonical: bit 255 set or u ≥ p
//     (curve25519-js ignores the bit and reduces u);
//   - public keys whose Edwards point A has small order, such as u = 0 and
//     u = −1, under which signatures can be forged without a key, and the
//     encoding of A with x = 0 and the sign bit set (RFC 8032 §5.1.3);
//   - S ≥ ℓ (RFC 8032 §5.1.7; the reference accepts any S below 2^255, so
//     up to eight encodings of each signature).
//
// The check itself is the reference's: A is decoded from
// y = (u − 1)/(u + 1) (RFC 7748 §4.1) and the sign bit in bit 7 of sig's
// last byte, h = SHA-512(R ‖ A ‖ msg), and the canonical encoding of
// [S]B − [h]A must equal R byte for byte (the cofactorless equation, so R
// must be canonical). Verification handles public values only and is not
// constant time. Wrong lengths give false.
func Verify(public, msg, sig []byte) bool {
	return verify(public, msg, sig, true)
}

// VerifyLegacy reports whether sig is a valid signature of msg under public
// exactly as curve25519-js 0.0.4's verify decides (TweetNaCl's
// crypto_sign_open after converting the key): bit 255 of public is
// ignored and u is reduced modulo p; y = (u − 1)/(u + 1) with the inverse of
// 0 taken as 0 (so u = −1 gives y = 0, an order-4 point); A is decoded
// leniently (x = 0 with the sign bit set is accepted, the bit still being
// hashed); S is any integer below 2^255 (bit 255 being the sign bit), used
// modulo ℓ; small-order keys are accepted; and R must equal the encoding of
// [S]B − [h]A. Prefer Verify, which is stricter and accepts every
// signature a signer following this scheme produces.
func VerifyLegacy(public, msg, sig []byte) bool {
	return verify(public, msg, sig, false)
}

// verify implements Verify (strict) and VerifyLegacy.
func verify(public, msg, sig []byte, strict bool) bool {
	if len(public) != PublicKeySize || len(sig) != SignatureSize {
		return false
	}
	c := x25519.Curve()
	var fp fp25519.Field
	var fs fn25519.Field
	st := getState()
	defer st.put()

	// u, then y = (u − 1)/(u + 1).
	if strict {
		if public[31]&0x80 != 0 || fp.SetBytes(&st.u, public) != nil {
			return false // bit 255 set, or u ≥ p
		}
	} else if c.DecodeU(&st.u, public) != nil {
		return false
	}
	if c.EdwardsY(&st.y, &st.u) == 0 && strict {
		return false // u = −1 has no image: it is on the twist
	}
	fp.PutBytes(st.edpk[:], &st.y)
	st.edpk[31] |= sig[63] & 0x80

	// A, decoded as RFC 8032 does (strict) or as TweetNaCl does.
	if strict {
		if _, err := st.p.SetBytes(st.edpk[:]); err != nil || st.p.IsSmallOrder() == 1 {
			return false
		}
	} else if _, err := st.p.SetBytesLenient(st.edpk[:]); err != nil {
		return false
	}

	// S: bit 255 is the sign bit; strict wants S < ℓ, legacy takes S mod ℓ.
	copy(st.sb[:], sig[32:])
	st.sb[31] &= 0x7f
	if strict {
		if fs.SetBytes(&st.sig, st.sb[:]) != nil {
			return false
		}
	} else {
		reduce(&st.sig, st.sb[:])
	}

	// h = SHA-512(R ‖ A ‖ msg) mod ℓ, with A's encoding as hashed by the
	// signer: the sign bit included.
	copy(st.rEnc[:], sig[:32])
	st.h.Reset()
	st.h.Write(st.rEnc[:])
	st.h.Write(st.edpk[:])
	st.h.Write(msg)
	reduce(&st.k, st.h.Sum(st.digest[:0]))

	// [S]B − [h]A must encode to R.
	st.p.Negate(st.p)
	st.q.DoubleScalarMultVarTime(&st.k, st.p, &st.sig)
	return subtle.ConstantTimeCompare(st.q.AppendBytes(st.enc[:0]), st.rEnc[:]) == 1
}

// OpenMessage verifies a signed message (a signature followed by the
// message, as SignMessage makes it) under public with Verify's strict
// rules, and returns a copy of the message and true, or nil and false. It
// never modifies signed: curve25519-js's openMessage clears the sign bit in
// the caller's buffer, so a second call on the same buffer fails there; it
// does not here.
func OpenMessage(public, signed []byte) ([]byte, bool) {
	return open(public, signed, true)
}

// OpenMessageLegacy is OpenMessage with VerifyLegacy's rules: it returns
// the message exactly when curve25519-js's openMessage does, but, unlike
// it, never modifies signed.
func OpenMessageLegacy(public, signed []byte) ([]byte, bool) {
	return open(public, signed, false)
}

// open implements OpenMessage and OpenMessageLegacy.
func open(public, signed []byte, strict bool) ([]byte, bool) {
	if len(signed) < SignatureSize {
		return nil, false
	}
	msg := signed[SignatureSize:]
	if !verify(public, msg, signed[:SignatureSize], strict) {
		return nil, false
	}
	return append(make([]byte, 0, len(msg)), msg...), true
}
