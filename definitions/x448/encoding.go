package x448

import (
	encasn1 "encoding/asn1"
	"errors"
	"fmt"

	"github.com/curvekit/curvekit/definitions/internal/xdh"
	"golang.org/x/crypto/cryptobyte"
	"golang.org/x/crypto/cryptobyte/asn1"
)

// oidX448 is id-X448, 1.3.101.111 (RFC 8410 §3).
var oidX448 = encasn1.ObjectIdentifier{1, 3, 101, 111}

// MarshalPKCS8PrivateKey returns the PKCS #8 DER encoding of the private key
// scalar (RFC 8410 §7): a OneAsymmetricKey of version 0 with the algorithm
// id-X448 (1.3.101.111, parameters absent) whose privateKey is an OCTET
// STRING holding the CurvePrivateKey, itself an OCTET STRING of the 56
// bytes. It is the form OpenSSL writes.
func MarshalPKCS8PrivateKey(scalar []byte) ([]byte, error) {
	if len(scalar) != ScalarSize {
		return nil, xdh.LengthError(ErrInvalidLength, "x448", "private key is %d bytes, want %d", len(scalar), ScalarSize)
	}
	var b cryptobyte.Builder
	b.AddASN1(asn1.SEQUENCE, func(b *cryptobyte.Builder) {
		b.AddASN1Int64(0)
		addAlgorithm(b)
		b.AddASN1(asn1.OCTET_STRING, func(b *cryptobyte.Builder) {
			b.AddASN1OctetString(scalar)
		})
	})
	return b.Bytes()
}

// addAlgorithm adds the AlgorithmIdentifier of X448 to b.
func addAlgorithm(b *cryptobyte.Builder) {
	b.AddASN1(asn1.SEQUENCE, func(b *cryptobyte.Builder) {
		b.AddASN1ObjectIdentifier(oidX448)
	})
}

// readAlgorithm reads an AlgorithmIdentifier from s and checks that it is
// id-X448 without parameters (RFC 8410 §3: they MUST be absent).
func readAlgorithm(s *cryptobyte.String) error {
	var alg cryptobyte.String
	var oid encasn1.ObjectIdentifier
	if !s.ReadASN1(&alg, asn1.SEQUENCE) || !alg.ReadASN1ObjectIdentifier(&oid) {
		return errors.New("x448: malformed AlgorithmIdentifier")
	}
	if !oid.Equal(oidX448) {
		return fmt.Errorf("x448: algorithm %v is not id-X448 (%v)", oid, oidX448)
	}
	if !alg.Empty() {
		return errors.New("x448: id-X448 AlgorithmIdentifier has parameters")
	}
	return nil
}

// ParsePKCS8PrivateKey parses the PKCS #8 DER encoding of an X448 private
// key (RFC 8410 §7, RFC 5958) and returns its 56 bytes: version 0, or
// version 1 with the optional public key, which must then be the public key
// of the private key; attributes are skipped. A privateKey that is not an
// OCTET STRING inside the OCTET STRING (the OpenJDK encoding Wycheproof
// calls MissingOctetString) is refused.
func ParsePKCS8PrivateKey(der []byte) ([]byte, error) {
	input := cryptobyte.String(der)
	var s, inner cryptobyte.String
	var version int64
	if !input.ReadASN1(&s, asn1.SEQUENCE) || !input.Empty() {
		return nil, errors.New("x448: malformed PKCS #8 private key")
	}
	if !s.ReadASN1Integer(&version) || (version != 0 && version != 1) {
		return nil, errors.New("x448: PKCS #8 version is not 0 or 1")
	}
	if err := readAlgorithm(&s); err != nil {
		return nil, err
	}
	var key []byte
	if !s.ReadASN1(&inner, asn1.OCTET_STRING) || !inner.ReadASN1Bytes(&key, asn1.OCTET_STRING) || !inner.Empty() {
		return nil, errors.New("x448: malformed PKCS #8 CurvePrivateKey")
	}
	if len(key) != ScalarSize {
		return nil, xdh.LengthError(ErrInvalidLength, "x448", "PKCS #8 private key is %d bytes, want %d", len(key), ScalarSize)
	}
	var pubField cryptobyte.String
	var hasPub bool
	if !s.SkipOptionalASN1(asn1.Tag(0).ContextSpecific().Constructed()) ||
		!s.ReadOptionalASN1(&pubField, &hasPub, asn1.Tag(1).ContextSpecific()) || !s.Empty() {
		return nil, errors.New("x448: malformed PKCS #8 optional fields")
	}
	key = append([]byte(nil), key...)
	if hasPub {
		// publicKey [1] IMPLICIT BIT STRING: a count of unused bits, 0, then
		// the key.
		pub, err := PublicKey(key)
		if version != 1 || err != nil || len(pubField) != 1+PointSize || pubField[0] != 0 ||
			string(pubField[1:]) != string(pub) {
			clear(key)
			return nil, errors.New("x448: PKCS #8 public key does not match the private key")
		}
	}
	return key, nil
}

// MarshalPKIXPublicKey returns the SubjectPublicKeyInfo DER encoding of the
// public key point (RFC 8410 §4): the algorithm id-X448 and the key as a
// BIT STRING.
func MarshalPKIXPublicKey(point []byte) ([]byte, error) {
	if len(point) != PointSize {
		return nil, xdh.LengthError(ErrInvalidLength, "x448", "public key is %d bytes, want %d", len(point), PointSize)
	}
	var b cryptobyte.Builder
	b.AddASN1(asn1.SEQUENCE, func(b *cryptobyte.Builder) {
		addAlgorithm(b)
		b.AddASN1BitString(point)
	})
	return b.Bytes()
}

// ParsePKIXPublicKey parses a SubjectPublicKeyInfo DER encoding of an X448
// public key (RFC 8410 §4) and returns its 56 bytes. Any 56 bytes are a
// valid X448 public key (RFC 7748 §5), so only the length is checked.
func ParsePKIXPublicKey(der []byte) ([]byte, error) {
	input := cryptobyte.String(der)
	var s cryptobyte.String
	var bits encasn1.BitString
	if !input.ReadASN1(&s, asn1.SEQUENCE) || !input.Empty() {
		return nil, errors.New("x448: malformed SubjectPublicKeyInfo")
	}
	if err := readAlgorithm(&s); err != nil {
		return nil, err
	}
	if !s.ReadASN1BitString(&bits) || !s.Empty() {
		return nil, errors.New("x448: malformed SubjectPublicKeyInfo key")
	}
	if bits.BitLength != 8*PointSize {
		return nil, fmt.Errorf("x448: SubjectPublicKeyInfo key is %d bits, want %d", bits.BitLength, 8*PointSize)
	}
	return append([]byte(nil), bits.Bytes...), nil
}
