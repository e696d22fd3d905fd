package x25519

import (
	"github.com/curvekit/curvekit/definitions/internal/keyfmt"
	"github.com/curvekit/curvekit/definitions/internal/xdh"
)

// keys is the RFC 8410 key formats of X25519, written once in
// definitions/internal/keyfmt.
var keys = &keyfmt.OctetKey{
	Prefix: "x25519", Name: "X25519", OID: keyfmt.OIDX25519,
	PrivateSize: ScalarSize, PublicSize: PointSize,
	Public: PublicKey,
}

// MarshalPKCS8PrivateKey returns the PKCS #8 DER encoding of the private key
// scalar (RFC 8410 §7): a OneAsymmetricKey of version 0 with the algorithm
// id-X25519 (1.3.101.110, parameters absent) whose privateKey is an OCTET
// STRING holding the CurvePrivateKey, itself an OCTET STRING of the 32
// bytes. It is the form crypto/x509, as OpenSSL, writes.
func MarshalPKCS8PrivateKey(scalar []byte) ([]byte, error) {
	if len(scalar) != ScalarSize {
		return nil, xdh.LengthError(ErrInvalidLength, "x25519", "private key is %d bytes, want %d", len(scalar), ScalarSize)
	}
	return keys.MarshalPKCS8(scalar)
}

// MarshalPKCS8PrivateKeyWithPublicKey returns the PKCS #8 DER encoding of
// the private key scalar with its public key: a OneAsymmetricKey of version
// 1 (RFC 5958 §2, RFC 8410 §7) with MarshalPKCS8PrivateKey's fields and the
// [1] publicKey field holding PublicKey(scalar). ParsePKCS8PrivateKey reads
// it and checks the public key.
func MarshalPKCS8PrivateKeyWithPublicKey(scalar []byte) ([]byte, error) {
	if len(scalar) != ScalarSize {
		return nil, xdh.LengthError(ErrInvalidLength, "x25519", "private key is %d bytes, want %d", len(scalar), ScalarSize)
	}
	return keys.MarshalPKCS8WithPublicKey(scalar)
}

// ParsePKCS8PrivateKey parses the PKCS #8 DER encoding of an X25519 private
// key (RFC 8410 §7, RFC 5958) and returns its 32 bytes: version 0, or
// version 1 with the optional public key, which must then be the public key
// of the private key; attributes are skipped. A privateKey that is not an
// OCTET STRING inside the OCTET STRING (the OpenJDK encoding Wycheproof
// calls MissingOctetString) is refused.
func ParsePKCS8PrivateKey(der []byte) ([]byte, error) {
	return keys.ParsePKCS8(der)
}

// MarshalPKIXPublicKey returns the SubjectPublicKeyInfo DER encoding of the
// public key point (RFC 8410 §4): the algorithm id-X25519 and the key as a
// BIT STRING.
func MarshalPKIXPublicKey(point []byte) ([]byte, error) {
	if len(point) != PointSize {
		return nil, xdh.LengthError(ErrInvalidLength, "x25519", "public key is %d bytes, want %d", len(point), PointSize)
	}
	return keys.MarshalPKIX(point)
}

// ParsePKIXPublicKey parses a SubjectPublicKeyInfo DER encoding of an X25519
// public key (RFC 8410 §4) and returns its 32 bytes. Any 32 bytes are a
// valid X25519 public key (RFC 7748 §5), so only the length is checked.
func ParsePKIXPublicKey(der []byte) ([]byte, error) {
	return keys.ParsePKIX(der)
}

// MarshalPKCS8PrivateKeyPEM returns MarshalPKCS8PrivateKey as a "PRIVATE
// KEY" PEM block (RFC 7468 §10), the form of openssl genpkey.
func MarshalPKCS8PrivateKeyPEM(scalar []byte) ([]byte, error) {
	if len(scalar) != ScalarSize {
		return nil, xdh.LengthError(ErrInvalidLength, "x25519", "private key is %d bytes, want %d", len(scalar), ScalarSize)
	}
	return keys.MarshalPKCS8PEM(scalar)
}

// ParsePKCS8PrivateKeyPEM parses the first PEM block of data, which must be
// a "PRIVATE KEY" without headers (an encrypted key is refused), with
// ParsePKCS8PrivateKey.
func ParsePKCS8PrivateKeyPEM(data []byte) ([]byte, error) {
	return keys.ParsePKCS8PEM(data)
}

// MarshalPKIXPublicKeyPEM returns MarshalPKIXPublicKey as a "PUBLIC KEY"
// PEM block (RFC 7468 §13).
func MarshalPKIXPublicKeyPEM(point []byte) ([]byte, error) {
	if len(point) != PointSize {
		return nil, xdh.LengthError(ErrInvalidLength, "x25519", "public key is %d bytes, want %d", len(point), PointSize)
	}
	return keys.MarshalPKIXPEM(point)
}

// ParsePKIXPublicKeyPEM parses the first PEM block of data, which must be a
// "PUBLIC KEY", with ParsePKIXPublicKey.
func ParsePKIXPublicKeyPEM(data []byte) ([]byte, error) {
	return keys.ParsePKIXPEM(data)
}
