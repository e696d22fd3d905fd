package secp256k1

import (
	"crypto/subtle"
	"encoding/asn1"
	"errors"
	"fmt"

	"golang.org/x/crypto/cryptobyte"
	cbasn1 "golang.org/x/crypto/cryptobyte/asn1"
)

// DER key encodings, written and parsed with cryptobyte since crypto/x509
// knows only the NIST curves:
//
//	SubjectPublicKeyInfo  RFC 5280 §4.1, RFC 5480 §2    SEQUENCE { AlgorithmIdentifier, BIT STRING point }
//	PrivateKeyInfo        RFC 5208 §5, RFC 5958 §2      SEQUENCE { version, AlgorithmIdentifier, OCTET STRING ECPrivateKey, … }
//	ECPrivateKey          RFC 5915 §3, SEC 1 v2 §C.4    SEQUENCE { 1, OCTET STRING d, [0] curve OID, [1] BIT STRING point }
//
// with AlgorithmIdentifier = SEQUENCE { id-ecPublicKey, namedCurve secp256k1 }.
// Parsing is strict DER (cryptobyte refuses BER lengths), with the
// leniencies noted at each function.

var (
	// oidPublicKeyECDSA is id-ecPublicKey (RFC 5480 §2.1.1, ANSI X9.62).
	oidPublicKeyECDSA = asn1.ObjectIdentifier{1, 2, 840, 10045, 2, 1}
	// oidSecp256k1 is the named curve secp256k1 (SEC 2 v2 §A.2.1,
	// certicom-arc curve 10).
	oidSecp256k1 = asn1.ObjectIdentifier{1, 3, 132, 0, 10}
)

// Context-specific tags of ECPrivateKey ([0] parameters, [1] publicKey) and
// PrivateKeyInfo ([0] IMPLICIT attributes, a constructed SET OF).
var (
	tag0 = cbasn1.Tag(0).ContextSpecific().Constructed()
	tag1 = cbasn1.Tag(1).ContextSpecific().Constructed()
	// tag1Implicit is the [1] IMPLICIT BIT STRING publicKey of
	// OneAsymmetricKey (RFC 5958 version 1).
	tag1Implicit = cbasn1.Tag(1).ContextSpecific()
)

// addAlgorithm writes the AlgorithmIdentifier of an EC key on secp256k1.
func addAlgorithm(b *cryptobyte.Builder) {
	b.AddASN1(cbasn1.SEQUENCE, func(b *cryptobyte.Builder) {
		b.AddASN1ObjectIdentifier(oidPublicKeyECDSA)
		b.AddASN1ObjectIdentifier(oidSecp256k1)
	})
}

// readAlgorithm reads an AlgorithmIdentifier and checks it names an EC key on
// secp256k1.
func readAlgorithm(s *cryptobyte.String) error {
	var alg cryptobyte.String
	var algOID, curveOID asn1.ObjectIdentifier
	if !s.ReadASN1(&alg, cbasn1.SEQUENCE) || !alg.ReadASN1ObjectIdentifier(&algOID) {
		return errors.New("secp256k1: malformed algorithm identifier")
	}
	if !algOID.Equal(oidPublicKeyECDSA) {
		return fmt.Errorf("secp256k1: key algorithm is %v, not id-ecPublicKey", algOID)
	}
	if !alg.ReadASN1ObjectIdentifier(&curveOID) || !alg.Empty() {
		return errors.New("secp256k1: EC parameters are not a named curve")
	}
	if !curveOID.Equal(oidSecp256k1) {
		return fmt.Errorf("secp256k1: key is on the curve %v, not secp256k1 (1.3.132.0.10)", curveOID)
	}
	return nil
}

// MarshalPKIX returns k as a DER SubjectPublicKeyInfo with the uncompressed
// point, as OpenSSL writes secp256k1 public keys.
func (k *PublicKey) MarshalPKIX() ([]byte, error) {
	if err := def.CheckPublicKey(k.engine()); err != nil {
		return nil, err
	}
	var b cryptobyte.Builder
	b.AddASN1(cbasn1.SEQUENCE, func(b *cryptobyte.Builder) {
		addAlgorithm(b)
		b.AddASN1BitString(k.Bytes())
	})
	return b.Bytes()
}

// ParsePKIXPublicKey parses a DER SubjectPublicKeyInfo of an EC key on
// secp256k1. The point may be uncompressed or compressed (RFC 5480 §2.2
// allows both); it is validated as by NewPublicKey.
func ParsePKIXPublicKey(der []byte) (*PublicKey, error) {
	s := cryptobyte.String(der)
	var spki cryptobyte.String
	var point asn1.BitString
	if !s.ReadASN1(&spki, cbasn1.SEQUENCE) || !s.Empty() {
		return nil, errors.New("secp256k1: malformed SubjectPublicKeyInfo")
	}
	if err := readAlgorithm(&spki); err != nil {
		return nil, err
	}
	if !spki.ReadASN1BitString(&point) || !spki.Empty() || point.BitLength%8 != 0 {
		return nil, errors.New("secp256k1: malformed SubjectPublicKeyInfo public key")
	}
	return NewPublicKey(point.Bytes)
}

// MarshalECPrivateKey returns k as a DER SEC 1 ECPrivateKey (RFC 5915) with
// the curve OID and the uncompressed public key, as OpenSSL writes it.
func (k *PrivateKey) MarshalECPrivateKey() ([]byte, error) {
	if err := def.CheckPrivateKey(k.engine()); err != nil {
		return nil, err
	}
	return k.marshalEC(true), nil
}

// marshalEC encodes the ECPrivateKey, with the curve parameters or not.
func (k *PrivateKey) marshalEC(withCurve bool) []byte {
	d := k.Bytes()
	defer clear(d)
	var b cryptobyte.Builder
	b.AddASN1(cbasn1.SEQUENCE, func(b *cryptobyte.Builder) {
		b.AddASN1Int64(1) // ecPrivkeyVer1
		b.AddASN1OctetString(d)
		if withCurve {
			b.AddASN1(tag0, func(b *cryptobyte.Builder) {
				b.AddASN1ObjectIdentifier(oidSecp256k1)
			})
		}
		b.AddASN1(tag1, func(b *cryptobyte.Builder) {
			b.AddASN1BitString(k.pub.Bytes())
		})
	})
	out, err := b.Bytes()
	if err != nil {
		panic("secp256k1: internal error: " + err.Error())
	}
	return out
}

// ParseECPrivateKey parses a DER SEC 1 ECPrivateKey (RFC 5915) on secp256k1.
// The curve parameters may be omitted but, when present, must name
// secp256k1; a public key, when present, must be the one of the private key.
// As crypto/x509 does, it accepts a private key octet string shorter than 32
// bytes (leading zeros dropped, as old OpenSSL versions wrote) or longer with
// leading zeros, though RFC 5915 §3 fixes its length.
func ParseECPrivateKey(der []byte) (*PrivateKey, error) {
	s := cryptobyte.String(der)
	k, err := readECPrivateKey(&s)
	if err != nil {
		return nil, err
	}
	if !s.Empty() {
		return nil, errors.New("secp256k1: trailing data after ECPrivateKey")
	}
	return k, nil
}

// readECPrivateKey reads an ECPrivateKey. Inside PKCS #8 the parameters are
// usually omitted, as the algorithm identifier carries them; when present
// they must agree.
func readECPrivateKey(s *cryptobyte.String) (*PrivateKey, error) {
	var seq, d, params, pubField cryptobyte.String
	var version int64
	var hasParams, hasPub bool
	if !s.ReadASN1(&seq, cbasn1.SEQUENCE) ||
		!seq.ReadASN1Integer(&version) ||
		!seq.ReadASN1(&d, cbasn1.OCTET_STRING) ||
		!seq.ReadOptionalASN1(&params, &hasParams, tag0) ||
		!seq.ReadOptionalASN1(&pubField, &hasPub, tag1) ||
		!seq.Empty() {
		return nil, errors.New("secp256k1: malformed ECPrivateKey")
	}
	if version != 1 {
		return nil, fmt.Errorf("secp256k1: ECPrivateKey version is %d, want 1", version)
	}
	if hasParams {
		var oid asn1.ObjectIdentifier
		if !params.ReadASN1ObjectIdentifier(&oid) || !params.Empty() {
			return nil, errors.New("secp256k1: ECPrivateKey parameters are not a named curve")
		}
		if !oid.Equal(oidSecp256k1) {
			return nil, fmt.Errorf("secp256k1: ECPrivateKey is on the curve %v, not secp256k1", oid)
		}
	}
	for len(d) > PrivateKeySize && d[0] == 0 {
		d = d[1:]
	}
	if len(d) > PrivateKeySize {
		return nil, fmt.Errorf("secp256k1: ECPrivateKey private key is %d bytes, want %d", len(d), PrivateKeySize)
	}
	var buf [PrivateKeySize]byte
	defer clear(buf[:])
	copy(buf[PrivateKeySize-len(d):], d)
	k, err := NewPrivateKey(buf[:])
	if err != nil {
		return nil, err
	}
	if hasPub {
		var point asn1.BitString
		if !pubField.ReadASN1BitString(&point) || !pubField.Empty() || point.BitLength%8 != 0 {
			return nil, errors.New("secp256k1: malformed ECPrivateKey public key")
		}
		pub, err := NewPublicKey(point.Bytes)
		if err != nil {
			return nil, err
		}
		if !pub.Equal(k.PublicKey()) {
			return nil, errors.New("secp256k1: ECPrivateKey public key does not match its private key")
		}
	}
	return k, nil
}

// MarshalPKCS8 returns k as a DER PKCS #8 PrivateKeyInfo (version 0), with
// the curve in the algorithm identifier and an ECPrivateKey holding the
// private and public keys but not the parameters, as crypto/x509 and OpenSSL
// write EC keys.
func (k *PrivateKey) MarshalPKCS8() ([]byte, error) {
	if err := def.CheckPrivateKey(k.engine()); err != nil {
		return nil, err
	}
	inner := k.marshalEC(false)
	defer clear(inner)
	var b cryptobyte.Builder
	b.AddASN1(cbasn1.SEQUENCE, func(b *cryptobyte.Builder) {
		b.AddASN1Int64(0)
		addAlgorithm(b)
		b.AddASN1OctetString(inner)
	})
	return b.Bytes()
}

// ParsePKCS8PrivateKey parses a DER PKCS #8 PrivateKeyInfo (RFC 5208) or
// OneAsymmetricKey (RFC 5958, version 0 or 1) holding an EC key on secp256k1.
// Attributes are ignored; a version 1 public key must match the private key.
func ParsePKCS8PrivateKey(der []byte) (*PrivateKey, error) {
	s := cryptobyte.String(der)
	var seq, inner, attrs, pubField cryptobyte.String
	var version int64
	var hasAttrs, hasPub bool
	if !s.ReadASN1(&seq, cbasn1.SEQUENCE) || !s.Empty() || !seq.ReadASN1Integer(&version) {
		return nil, errors.New("secp256k1: malformed PKCS #8 private key")
	}
	if version != 0 && version != 1 {
		return nil, fmt.Errorf("secp256k1: PKCS #8 version is %d, want 0 or 1", version)
	}
	if err := readAlgorithm(&seq); err != nil {
		return nil, err
	}
	if !seq.ReadASN1(&inner, cbasn1.OCTET_STRING) ||
		!seq.ReadOptionalASN1(&attrs, &hasAttrs, tag0) ||
		!seq.ReadOptionalASN1(&pubField, &hasPub, tag1Implicit) ||
		!seq.Empty() || (hasPub && version != 1) {
		return nil, errors.New("secp256k1: malformed PKCS #8 private key")
	}
	k, err := readECPrivateKey(&inner)
	if err != nil {
		return nil, err
	}
	if !inner.Empty() {
		return nil, errors.New("secp256k1: trailing data after the PKCS #8 ECPrivateKey")
	}
	if hasPub {
		// [1] IMPLICIT BIT STRING: the contents are those of a BIT STRING.
		if len(pubField) < 1 || pubField[0] != 0 {
			return nil, errors.New("secp256k1: malformed PKCS #8 public key")
		}
		if subtle.ConstantTimeCompare(pubField[1:], k.PublicKey().Bytes()) != 1 {
			pub, err := NewPublicKey(pubField[1:])
			if err != nil || !pub.Equal(k.PublicKey()) {
				return nil, errors.New("secp256k1: PKCS #8 public key does not match its private key")
			}
		}
	}
	return k, nil
}
