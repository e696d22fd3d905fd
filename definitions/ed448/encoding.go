package ed448

import (
	"bytes"
	encasn1 "encoding/asn1"
	"encoding/base64"
	"errors"
	"fmt"

	"golang.org/x/crypto/cryptobyte"
	"golang.org/x/crypto/cryptobyte/asn1"
)

// oidEd448 is id-Ed448, 1.3.101.113 (RFC 8410 §3).
var oidEd448 = encasn1.ObjectIdentifier{1, 3, 101, 113}

// MarshalPKCS8PrivateKey returns the PKCS #8 DER encoding of priv (RFC 8410
// §7): a OneAsymmetricKey of version 0 with the algorithm id-Ed448
// (1.3.101.113, parameters absent) whose privateKey is an OCTET STRING
// holding the CurvePrivateKey, itself an OCTET STRING of the 57-byte seed.
// It is the form OpenSSL writes.
func MarshalPKCS8PrivateKey(priv PrivateKey) ([]byte, error) {
	if len(priv) != PrivateKeySize {
		return nil, errPrivateKeyLength(priv)
	}
	var b cryptobyte.Builder
	b.AddASN1(asn1.SEQUENCE, func(b *cryptobyte.Builder) {
		b.AddASN1Int64(0)
		addAlgorithm(b)
		b.AddASN1(asn1.OCTET_STRING, func(b *cryptobyte.Builder) {
			b.AddASN1OctetString(priv[:SeedSize])
		})
	})
	return b.Bytes()
}

// addAlgorithm adds the AlgorithmIdentifier of Ed448 to b.
func addAlgorithm(b *cryptobyte.Builder) {
	b.AddASN1(asn1.SEQUENCE, func(b *cryptobyte.Builder) {
		b.AddASN1ObjectIdentifier(oidEd448)
	})
}

// readAlgorithm reads an AlgorithmIdentifier from s and checks that it is
// id-Ed448 without parameters (RFC 8410 §3: they MUST be absent).
func readAlgorithm(s *cryptobyte.String) error {
	var alg cryptobyte.String
	var oid encasn1.ObjectIdentifier
	if !s.ReadASN1(&alg, asn1.SEQUENCE) || !alg.ReadASN1ObjectIdentifier(&oid) {
		return errors.New("ed448: malformed AlgorithmIdentifier")
	}
	if !oid.Equal(oidEd448) {
		return fmt.Errorf("ed448: algorithm %v is not id-Ed448 (%v)", oid, oidEd448)
	}
	if !alg.Empty() {
		return errors.New("ed448: id-Ed448 AlgorithmIdentifier has parameters")
	}
	return nil
}

// ParsePKCS8PrivateKey parses the PKCS #8 DER encoding of an Ed448 private
// key (RFC 8410 §7, RFC 5958): version 0, or version 1 with the optional
// public key, which must then be the public key of the seed; attributes
// are skipped. It returns the private key made from the seed.
func ParsePKCS8PrivateKey(der []byte) (PrivateKey, error) {
	input := cryptobyte.String(der)
	var s, inner cryptobyte.String
	var version int64
	if !input.ReadASN1(&s, asn1.SEQUENCE) || !input.Empty() {
		return nil, errors.New("ed448: malformed PKCS #8 private key")
	}
	if !s.ReadASN1Integer(&version) || (version != 0 && version != 1) {
		return nil, errors.New("ed448: PKCS #8 version is not 0 or 1")
	}
	if err := readAlgorithm(&s); err != nil {
		return nil, err
	}
	var seed []byte
	if !s.ReadASN1(&inner, asn1.OCTET_STRING) || !inner.ReadASN1Bytes(&seed, asn1.OCTET_STRING) || !inner.Empty() {
		return nil, errors.New("ed448: malformed PKCS #8 CurvePrivateKey")
	}
	if len(seed) != SeedSize {
		return nil, fmt.Errorf("ed448: PKCS #8 seed is %d bytes, want %d", len(seed), SeedSize)
	}
	var pubField cryptobyte.String
	var hasPub bool
	if !s.SkipOptionalASN1(asn1.Tag(0).ContextSpecific().Constructed()) ||
		!s.ReadOptionalASN1(&pubField, &hasPub, asn1.Tag(1).ContextSpecific()) || !s.Empty() {
		return nil, errors.New("ed448: malformed PKCS #8 optional fields")
	}
	priv, err := NewKeyFromSeed(seed)
	if err != nil {
		return nil, err
	}
	if hasPub {
		// publicKey [1] IMPLICIT BIT STRING: a count of unused bits, 0, then
		// the key.
		if version != 1 || len(pubField) != 1+PublicKeySize || pubField[0] != 0 ||
			!bytes.Equal(pubField[1:], priv[SeedSize:]) {
			clear(priv)
			return nil, errors.New("ed448: PKCS #8 public key does not match the seed")
		}
	}
	return priv, nil
}

// MarshalPKIXPublicKey returns the SubjectPublicKeyInfo DER encoding of pub
// (RFC 8410 §4): the algorithm id-Ed448 and the key as a BIT STRING.
func MarshalPKIXPublicKey(pub PublicKey) ([]byte, error) {
	if len(pub) != PublicKeySize {
		return nil, errPublicKeyLength(pub)
	}
	var b cryptobyte.Builder
	b.AddASN1(asn1.SEQUENCE, func(b *cryptobyte.Builder) {
		addAlgorithm(b)
		b.AddASN1BitString(pub)
	})
	return b.Bytes()
}

// ParsePKIXPublicKey parses a SubjectPublicKeyInfo DER encoding of an Ed448
// public key (RFC 8410 §4). It checks the length of the key but not that it
// is a point (see NewPublicKey).
func ParsePKIXPublicKey(der []byte) (PublicKey, error) {
	input := cryptobyte.String(der)
	var s cryptobyte.String
	var bits encasn1.BitString
	if !input.ReadASN1(&s, asn1.SEQUENCE) || !input.Empty() {
		return nil, errors.New("ed448: malformed SubjectPublicKeyInfo")
	}
	if err := readAlgorithm(&s); err != nil {
		return nil, err
	}
	if !s.ReadASN1BitString(&bits) || !s.Empty() {
		return nil, errors.New("ed448: malformed SubjectPublicKeyInfo key")
	}
	if bits.BitLength != 8*PublicKeySize {
		return nil, fmt.Errorf("ed448: SubjectPublicKeyInfo key is %d bits, want %d", bits.BitLength, 8*PublicKeySize)
	}
	return PublicKey(bits.Bytes), nil
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
