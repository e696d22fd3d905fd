package ed25519

import (
	"fmt"

	"github.com/curvekit/curvekit/field/fp25519"
)

// X25519Size is the size of an X25519 public key (a u-coordinate) and of an
// X25519 private key (a scalar), RFC 7748 §5.
const X25519Size = 32

// ToX25519 returns the X25519 public key of the same key pair: the
// u-coordinate u = (1 + y)/(1 − y) of the point of Curve25519 birationally
// equivalent to the Edwards point A (RFC 7748 §4.1), encoded as RFC 7748 §5
// does. Like libsodium's crypto_sign_ed25519_pk_to_curve25519 it returns an
// error for an encoding that is not canonical (RFC 8032 §5.1.3), not a
// point, of small order, or not in the prime-order subgroup: no key pair
// from GenerateKey or NewKeyFromSeed is refused, and no point whose X25519
// shared secrets would be degenerate is accepted.
func (pub PublicKey) ToX25519() ([]byte, error) {
	if len(pub) != PublicKeySize {
		return nil, fmt.Errorf("ed25519: public key is %d bytes, want %d", len(pub), PublicKeySize)
	}
	p, err := Curve().NewIdentityPoint().SetBytes(pub)
	if err != nil {
		return nil, fmt.Errorf("ed25519: public key %x is not a canonical point encoding: %w", []byte(pub), err)
	}
	if p.IsSmallOrder() == 1 {
		return nil, fmt.Errorf("ed25519: public key %x is a point of small order", []byte(pub))
	}
	if p.IsTorsionFree() != 1 {
		return nil, fmt.Errorf("ed25519: public key %x is not in the prime-order subgroup", []byte(pub))
	}
	_, y := p.Affine()
	var f fp25519.Field
	var one, num, den, u fp25519.Element
	f.One(&one)
	f.Add(&num, &one, &y) // 1 + y
	f.Sub(&den, &one, &y) // 1 − y, not zero: y = 1 only for the identity
	f.Inverse(&den, &den)
	f.Mul(&u, &num, &den)
	out := make([]byte, X25519Size)
	f.PutBytes(out, &u)
	return out, nil
}

// ToX25519 returns the X25519 private key of the same key pair: the first
// 32 bytes of SHA-512(seed), clamped (RFC 8032 §5.1.5 steps 1–2), the scalar
// s with A = [s]B. X25519 of it and the base point 9 is
// priv.PublicKey().ToX25519(). It is what libsodium's
// crypto_sign_ed25519_sk_to_curve25519 returns. It returns an error if priv
// is not PrivateKeySize bytes long.
func (priv PrivateKey) ToX25519() ([]byte, error) {
	if len(priv) != PrivateKeySize {
		return nil, errPrivateKeyLength(priv)
	}
	scalar, prefix, err := scheme().ExpandSeed(priv[:SeedSize])
	clear(prefix)
	if err != nil {
		return nil, errInternal(err)
	}
	return scalar, nil
}

// PublicKeyFromX25519 returns the Ed25519 public key whose X25519 public key
// (ToX25519) is u, with the sign of x given by the caller: an X25519 key is a
// u-coordinate only, which fixes y = (u − 1)/(u + 1) (RFC 7748 §4.1, the
// inverse of u = (1 + y)/(1 − y)) but not which of the two points ±x it
// came from. sign is the bit RFC 8032 §5.1.2 stores in bit 255 of the
// encoding, the low bit of x: 0 or 1, as in bit 7 of the last byte of the
// original Ed25519 key (XEdDSA fixes it to 0).
//
// It returns an error for u of the wrong length or not canonical (u ≥ p,
// bit 255 included: an honest X25519 key is canonical), for u = p − 1, where
// u + 1 = 0 and the map is undefined, for a u whose point is on the twist
// and not on curve25519 (no Edwards point has that y), for points of small
// order and for points outside the prime-order subgroup — the rules
// ToX25519 applies in the other direction, so that the two are inverse on
// every key they accept. It treats u as public and is not constant time.
func PublicKeyFromX25519(u []byte, sign int) (PublicKey, error) {
	if len(u) != X25519Size {
		return nil, fmt.Errorf("ed25519: X25519 public key is %d bytes, want %d", len(u), X25519Size)
	}
	if sign != 0 && sign != 1 {
		return nil, fmt.Errorf("ed25519: sign bit is %d, want 0 or 1", sign)
	}
	var f fp25519.Field
	var uu, one, num, den, y fp25519.Element
	if err := f.SetBytes(&uu, u); err != nil {
		return nil, fmt.Errorf("ed25519: X25519 public key %x is not canonical (u ≥ p)", u)
	}
	f.One(&one)
	f.Sub(&num, &uu, &one) // u − 1
	f.Add(&den, &uu, &one) // u + 1
	if f.IsZero(&den) == 1 {
		return nil, fmt.Errorf("ed25519: X25519 public key %x is u = −1, which has no Edwards image", u)
	}
	f.Inverse(&den, &den)
	f.Mul(&y, &num, &den)
	enc := make([]byte, PublicKeySize)
	f.PutBytes(enc, &y)
	enc[PublicKeySize-1] |= byte(sign) << 7
	p, err := Curve().NewIdentityPoint().SetBytes(enc)
	if err != nil {
		return nil, fmt.Errorf("ed25519: X25519 public key %x is not the u of a point of edwards25519 with sign %d (u on the twist, or x = 0 with sign 1): %w", u, sign, err)
	}
	if p.IsSmallOrder() == 1 {
		return nil, fmt.Errorf("ed25519: X25519 public key %x is a point of small order", u)
	}
	if p.IsTorsionFree() != 1 {
		return nil, fmt.Errorf("ed25519: X25519 public key %x is not in the prime-order subgroup", u)
	}
	return PublicKey(enc), nil
}
