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
