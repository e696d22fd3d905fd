package ed448

import (
	"encoding/base64"
	"fmt"

	"github.com/curvekit/curvekit/definitions/internal/keyfmt"
)

// keys is the RFC 8410 key formats of Ed448, written once in
// definitions/internal/keyfmt.
var keys = &keyfmt.OctetKey{
	Prefix: "ed448", Name: "Ed448", OID: keyfmt.OIDEd448,
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

// MarshalPKCS8PrivateKey returns the PKCS #8 DER encoding of priv (RFC 8410
// §7): a OneAsymmetricKey of version 0 with the algorithm id-Ed448
// (1.3.101.113, parameters absent) whose privateKey is an OCTET STRING
// holding the CurvePrivateKey, itself an OCTET STRING of the 57-byte seed.
// It is the form OpenSSL writes.
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

// ParsePKCS8PrivateKey parses the PKCS #8 DER encoding of an Ed448 private
// key (RFC 8410 §7, RFC 5958): version 0, or version 1 with the optional
// public key, which must then be the public key of the seed; attributes
// are skipped. It returns the private key made from the seed.
func ParsePKCS8PrivateKey(der []byte) (PrivateKey, error) {
	seed, err := keys.ParsePKCS8(der)
	if err != nil {
		return nil, err
	}
	defer clear(seed)
	return NewKeyFromSeed(seed)
}

// MarshalPKIXPublicKey returns the SubjectPublicKeyInfo DER encoding of pub
// (RFC 8410 §4): the algorithm id-Ed448 and the key as a BIT STRING.
func MarshalPKIXPublicKey(pub PublicKey) ([]byte, error) {
	if len(pub) != PublicKeySize {
		return nil, errPublicKeyLength(pub)
	}
	return keys.MarshalPKIX(pub)
}

// ParsePKIXPublicKey parses a SubjectPublicKeyInfo DER encoding of an Ed448
// public key (RFC 8410 §4). It checks the length of the key but not that it
// is a point (see NewPublicKey).
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
	if len(pub) != PublicKeySize {
		return nil, errPublicKeyLength(pub)
	}
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

// MarshalBinary returns a copy of the 57 bytes of pub, implementing
// encoding.BinaryMarshaler. It returns an error if pub has the wrong length.
func (pub PublicKey) MarshalBinary() ([]byte, error) {
	if len(pub) != PublicKeySize {
		return nil, errPublicKeyLength(pub)
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
// pub, implementing encoding.TextMarshaler; it is what encoding/json writes
// for a plain []byte, and what the ed25519 package uses too.
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
		return fmt.Errorf("ed448: public key text %q is not base64: %w", text, err)
	}
	return pub.UnmarshalBinary(b)
}

// MarshalBinary returns a copy of the 114 bytes of priv (seed ‖ public
// key), implementing encoding.BinaryMarshaler. It returns an error if priv
// has the wrong length.
func (priv PrivateKey) MarshalBinary() ([]byte, error) {
	if len(priv) != PrivateKeySize {
		return nil, errPrivateKeyLength(priv)
	}
	return append([]byte(nil), priv...), nil
}

// UnmarshalBinary sets *priv to a copy of b after the checks of
// NewPrivateKey, implementing encoding.BinaryUnmarshaler. On error *priv is
// unchanged.
func (priv *PrivateKey) UnmarshalBinary(b []byte) error {
	k, err := NewPrivateKey(b)
	if err != nil {
		return err
	}
	*priv = k
	return nil
}
