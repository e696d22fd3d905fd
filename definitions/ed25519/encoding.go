package ed25519

import (
	"encoding/base64"
	"fmt"

	"github.com/curvekit/curvekit/definitions/internal/keyfmt"
)

// keys is the RFC 8410 key formats of Ed25519, written once in
// definitions/internal/keyfmt.
var keys = &keyfmt.OctetKey{
	Prefix: "ed25519", Name: "Ed25519", OID: keyfmt.OIDEd25519,
	PrivateSize: SeedSize, PublicSize: PublicKeySize,
	Public: func(seed []byte) ([]byte, error) {
		priv, err := NewKeyFromSeed(seed)
		if err != nil {
			return nil, err
		}
		defer clear(priv)
		return append([]byte(nil), priv[SeedSize:]...), nil
	},
}

// MarshalPKCS8PrivateKey returns the PKCS #8 (RFC 5208, RFC 8410 §7)
// DER encoding of priv: a OneAsymmetricKey of version 0 with the algorithm
// id-Ed25519 (1.3.101.112, parameters absent) holding the seed as a
// CurvePrivateKey, as crypto/x509 and OpenSSL write it.
func MarshalPKCS8PrivateKey(priv PrivateKey) ([]byte, error) {
	if len(priv) != PrivateKeySize {
		return nil, errPrivateKeyLength(priv)
	}
	return keys.MarshalPKCS8(priv[:SeedSize])
}

// MarshalPKCS8PrivateKeyWithPublicKey returns the PKCS #8 DER encoding of
// priv with its public key: a OneAsymmetricKey of version 1 (RFC 5958 §2,
// RFC 8410 §7) with MarshalPKCS8PrivateKey's fields and the [1] publicKey
// field, the form of the second example of RFC 8410 §10.3 (without its
// attributes). ParsePKCS8PrivateKey reads it and checks the public key.
func MarshalPKCS8PrivateKeyWithPublicKey(priv PrivateKey) ([]byte, error) {
	if len(priv) != PrivateKeySize {
		return nil, errPrivateKeyLength(priv)
	}
	return keys.MarshalPKCS8WithPublicKey(priv[:SeedSize])
}

// ParsePKCS8PrivateKey parses a PKCS #8 DER encoding of an Ed25519 private
// key (RFC 8410 §7, RFC 5958): version 0, or version 1 with the optional
// public key, which must then be the seed's; attributes are skipped. It
// returns the private key made from the seed, and an error for any other
// kind of key.
func ParsePKCS8PrivateKey(der []byte) (PrivateKey, error) {
	seed, err := keys.ParsePKCS8(der)
	if err != nil {
		return nil, err
	}
	defer clear(seed)
	return NewKeyFromSeed(seed)
}

// MarshalPKIXPublicKey returns the SubjectPublicKeyInfo (RFC 5280, RFC 8410
// §4) DER encoding of pub, with the algorithm id-Ed25519 (1.3.101.112).
func MarshalPKIXPublicKey(pub PublicKey) ([]byte, error) {
	return keys.MarshalPKIX(pub)
}

// ParsePKIXPublicKey parses a SubjectPublicKeyInfo DER encoding of an
// Ed25519 public key (RFC 8410 §4). Like crypto/x509.ParsePKIXPublicKey, it
// checks the length of the key but not that it is a point (see
// NewPublicKey). It returns an error for any other kind of key.
func ParsePKIXPublicKey(der []byte) (PublicKey, error) {
	pub, err := keys.ParsePKIX(der)
	if err != nil {
		return nil, err
	}
	return PublicKey(pub), nil
}

// MarshalPKCS8PrivateKeyPEM returns MarshalPKCS8PrivateKey as a "PRIVATE
// KEY" PEM block (RFC 7468 §10), the form of openssl genpkey.
func MarshalPKCS8PrivateKeyPEM(priv PrivateKey) ([]byte, error) {
	if len(priv) != PrivateKeySize {
		return nil, errPrivateKeyLength(priv)
	}
	return keys.MarshalPKCS8PEM(priv[:SeedSize])
}

// ParsePKCS8PrivateKeyPEM parses the first PEM block of data, which must be
// a "PRIVATE KEY" without headers (an encrypted key is refused), with
// ParsePKCS8PrivateKey.
func ParsePKCS8PrivateKeyPEM(data []byte) (PrivateKey, error) {
	seed, err := keys.ParsePKCS8PEM(data)
	if err != nil {
		return nil, err
	}
	defer clear(seed)
	return NewKeyFromSeed(seed)
}

// MarshalPKIXPublicKeyPEM returns MarshalPKIXPublicKey as a "PUBLIC KEY"
// PEM block (RFC 7468 §13).
func MarshalPKIXPublicKeyPEM(pub PublicKey) ([]byte, error) {
	return keys.MarshalPKIXPEM(pub)
}

// ParsePKIXPublicKeyPEM parses the first PEM block of data, which must be a
// "PUBLIC KEY", with ParsePKIXPublicKey.
func ParsePKIXPublicKeyPEM(data []byte) (PublicKey, error) {
	pub, err := keys.ParsePKIXPEM(data)
	if err != nil {
		return nil, err
	}
	return PublicKey(pub), nil
}

// MarshalBinary returns a copy of the 32 bytes of pub, implementing
// encoding.BinaryMarshaler. It returns an error if pub has the wrong length.
func (pub PublicKey) MarshalBinary() ([]byte, error) {
	if len(pub) != PublicKeySize {
		return nil, fmt.Errorf("ed25519: public key is %d bytes, want %d", len(pub), PublicKeySize)
	}
	return append([]byte(nil), pub...), nil
}

// UnmarshalBinary sets *pub to a copy of b after the checks of
// NewPublicKey, implementing encoding.BinaryUnmarshaler. On error *pub is
// unchanged.
func (pub *PublicKey) UnmarshalBinary(b []byte) error {
	k, err := NewPublicKey(b)
	if err != nil {
		return err
	}
	*pub = k
	return nil
}

// MarshalText returns the standard base64 encoding (RFC 4648 §4, padded) of
// pub, implementing encoding.TextMarshaler. Base64 is what encoding/json
// writes for a crypto/ed25519.PublicKey, so JSON documents keep their form
// when a key changes type.
func (pub PublicKey) MarshalText() ([]byte, error) {
	b, err := pub.MarshalBinary()
	if err != nil {
		return nil, err
	}
	return base64.StdEncoding.AppendEncode(nil, b), nil
}

// UnmarshalText sets *pub to the public key whose standard base64 encoding
// is text, after the checks of NewPublicKey, implementing
// encoding.TextUnmarshaler. On error *pub is unchanged.
func (pub *PublicKey) UnmarshalText(text []byte) error {
	b, err := base64.StdEncoding.Strict().AppendDecode(nil, text)
	if err != nil {
		return fmt.Errorf("ed25519: public key text %q is not base64: %w", text, err)
	}
	return pub.UnmarshalBinary(b)
}

// MarshalBinary returns a copy of the 64 bytes of priv (seed ‖ public key),
// implementing encoding.BinaryMarshaler. It returns an error if priv has
// the wrong length.
func (priv PrivateKey) MarshalBinary() ([]byte, error) {
	if len(priv) != PrivateKeySize {
		return nil, errPrivateKeyLength(priv)
	}
	return append([]byte(nil), priv...), nil
}

// UnmarshalBinary sets *priv to a copy of b after the checks of
// NewPrivateKey (the public half must match the seed), implementing
// encoding.BinaryUnmarshaler. On error *priv is unchanged.
func (priv *PrivateKey) UnmarshalBinary(b []byte) error {
	k, err := NewPrivateKey(b)
	if err != nil {
		return err
	}
	*priv = k
	return nil
}
