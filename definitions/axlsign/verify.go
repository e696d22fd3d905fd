package axlsign

import (
	"bytes"
	"crypto/subtle"

	"github.com/curvekit/curvekit/definitions/ed25519"
	"github.com/curvekit/curvekit/definitions/x25519"
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
	st := getState()
	defer st.put()

	// u, then y = (u − 1)/(u + 1).
	if strict {
		if public[31]&0x80 != 0 || fp.SetBytes(&st.u, public) != nil {
			return false // bit 255 set, or u ≥ p
		}
		if lowOrderU(public) {
			return false // A of small order, whatever the sign bit
		}
		if c.EdwardsY(&st.y, &st.u) == 0 {
			return false // u = −1 has no image: it is on the twist
		}
		fp.PutBytes(st.edpk[:], &st.y)
		st.edpk[31] |= sig[63] & 0x80
		// What remains is exactly crypto/ed25519's check (the Stdlib
		// policy) on the Edwards key: A decodes (canonical here, since y
		// < p and x ≠ 0), S < ℓ once the sign bit is cleared, and the
		// encoding of [S]B − [h]A equals R, with h hashed over the key
		// with its sign bit. It runs on curvekit's fastest verification.
		copy(st.sig64[:], sig)
		st.sig64[63] &= 0x7f
		return ed25519.Verify(st.edpk[:], msg, st.sig64[:])
	}
	if c.DecodeU(&st.u, public) != nil {
		return false
	}
	c.EdwardsY(&st.y, &st.u) // u = −1 gives y = 0, as 1/0 = 0 in TweetNaCl
	fp.PutBytes(st.edpk[:], &st.y)
	st.edpk[31] |= sig[63] & 0x80

	// A, decoded as TweetNaCl does.
	if _, err := st.p.SetBytesLenient(st.edpk[:]); err != nil {
		return false
	}

	// S: bit 255 is the sign bit; legacy takes S mod ℓ.
	copy(st.sb[:], sig[32:])
	st.sb[31] &= 0x7f
	reduce(&st.sig, st.sb[:])

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

// lowOrderUs are the canonical little-endian encodings of the u-coordinates
// of Curve25519's points of order 2, 4 and 8 (the point at infinity, of
// order 1, has none): 0, 1, and the two u of the four points of order 8.
// Their Edwards images, with either sign, are exactly the seven small-order
// points of edwards25519 other than the identity (TestLowOrderU derives
// them). The order-8 values are the ones in libsodium's and RFC 7748
// implementations' blocklists of low-order public keys.
var lowOrderUs = [4][32]byte{
	{},
	{1},
	{0xe0, 0xeb, 0x7a, 0x7c, 0x3b, 0x41, 0xb8, 0xae, 0x16, 0x56, 0xe3, 0xfa, 0xf1, 0x9f, 0xc4, 0x6a,
		0xda, 0x09, 0x8d, 0xeb, 0x9c, 0x32, 0xb1, 0xfd, 0x86, 0x62, 0x05, 0x16, 0x5f, 0x49, 0xb8, 0x00},
	{0x5f, 0x9c, 0x95, 0xbc, 0xa3, 0x50, 0x8c, 0x24, 0xb1, 0xd0, 0xb1, 0x55, 0x9c, 0x83, 0xef, 0x5b,
		0x04, 0x44, 0x5c, 0xc4, 0x58, 0x1c, 0x8e, 0x86, 0xd8, 0x22, 0x4e, 0xdd, 0xd0, 0x9f, 0x11, 0x57},
}

// lowOrderU reports whether the canonical encoding public is the
// u-coordinate of a point of small order. public is a public key: the
// comparison need not be constant time.
func lowOrderU(public []byte) bool {
	for i := range lowOrderUs {
		if bytes.Equal(public, lowOrderUs[i][:]) {
			return true
		}
	}
	return false
}
