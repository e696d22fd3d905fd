package ed448

import (
	"fmt"

	"github.com/curvekit/curvekit/field/fp448"
)

// X448Size is the size of an X448 public key (a u-coordinate) and of an X448
// private key (a scalar), RFC 7748 §5.
const X448Size = 56

// ToX448 returns the X448 public key of the same key pair: the u-coordinate
// u = y²/x² of the image of the Edwards point A = (x, y) under the 4-isogeny
// from edwards448 onto curve448 of RFC 7748 §4.2, encoded as RFC 7748 §5
// does. The isogeny maps B to the base point u = 5 and is a homomorphism,
// so [s]B maps to [s]·5: X448(priv.ToX448(), 5) = pub.ToX448().
//
// Like definitions/ed25519's ToX25519 it returns an error for an encoding
// that is not canonical (RFC 8032 §5.2.3), not a point, of small order
// (x = 0 there, where the map is undefined), or not in the prime-order
// subgroup: no key from GenerateKey or NewKeyFromSeed is refused. There is
// no inverse conversion: the isogeny is 4-to-1. It treats pub as public and
// is not constant time.
func (pub PublicKey) ToX448() ([]byte, error) {
	if len(pub) != PublicKeySize {
		return nil, errPublicKeyLength(pub)
	}
	p, err := Curve().NewIdentityPoint().SetBytes(pub)
	if err != nil {
		return nil, fmt.Errorf("ed448: public key %x is not a canonical point encoding: %w", []byte(pub), err)
	}
	if p.IsSmallOrder() == 1 {
		return nil, fmt.Errorf("ed448: public key %x is a point of small order", []byte(pub))
	}
	if p.IsTorsionFree() != 1 {
		return nil, fmt.Errorf("ed448: public key %x is not in the prime-order subgroup", []byte(pub))
	}
	x, y := p.Affine()
	var f fp448.Field
	var num, den, u fp448.Element
	f.Square(&num, &y) // y²
	f.Square(&den, &x) // x², not zero: x = 0 only for points of order 1 or 2
	f.Inverse(&den, &den)
	f.Mul(&u, &num, &den)
	out := make([]byte, X448Size)
	f.PutBytes(out, &u)
	return out, nil
}

// ToX448 returns the X448 private key of the same key pair: the first 56
// bytes of the clamped first half of SHAKE256(seed, 114) (RFC 8032 §5.2.5
// steps 1–2), the scalar s with A = [s]B. Ed448's clamping (two low bits
// cleared, bit 447 set, the 57th byte cleared) leaves exactly the bits
// decodeScalar448 (RFC 7748 §5) would, so X448 multiplies by the same s.
// It returns an error if priv is not PrivateKeySize bytes long.
func (priv PrivateKey) ToX448() ([]byte, error) {
	if len(priv) != PrivateKeySize {
		return nil, errPrivateKeyLength(priv)
	}
	scalar, prefix, err := scheme().ExpandSeed(priv[:SeedSize])
	clear(prefix)
	if err != nil {
		return nil, errInternal(err)
	}
	out := append(make([]byte, 0, X448Size), scalar[:X448Size]...)
	clear(scalar)
	return out, nil
}
