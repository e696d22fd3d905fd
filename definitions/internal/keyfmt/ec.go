package keyfmt

import (
	"encoding/asn1"
	"errors"
	"fmt"

	"golang.org/x/crypto/cryptobyte"
	cbasn1 "golang.org/x/crypto/cryptobyte/asn1"
)

// Params is the ECParameters of an EC key (RFC 5480 §2.1.1, SEC 1 v2 §C.2):
// a named curve (Named, its object identifier) or a specified one (Domain).
// Exactly one is set. implicitCurve (NULL), which leaves the curve to the
// context, is never produced and parsing refuses it.
type Params struct {
	Named  asn1.ObjectIdentifier
	Domain *Domain
}

// String names the curve of p for errors: its OID, or "specified curve".
func (p Params) String() string {
	if p.Named != nil {
		return p.Named.String()
	}
	return "specified curve"
}

// Context-specific tags: [0] and [1] of ECPrivateKey (EXPLICIT, so
// constructed), [0] IMPLICIT attributes (a SET OF, constructed) and [1]
// IMPLICIT publicKey (a BIT STRING, primitive) of OneAsymmetricKey.
var (
	tag0         = cbasn1.Tag(0).ContextSpecific().Constructed()
	tag1         = cbasn1.Tag(1).ContextSpecific().Constructed()
	tag1Implicit = cbasn1.Tag(1).ContextSpecific()
)

// addParams adds p as ECParameters: an OBJECT IDENTIFIER or a
// SpecifiedECDomain.
func addParams(b *cryptobyte.Builder, p Params) {
	if p.Named != nil {
		b.AddASN1ObjectIdentifier(p.Named)
		return
	}
	p.Domain.marshal(b)
}

// readParams reads ECParameters: a named curve or a specified one.
func readParams(s *cryptobyte.String) (Params, error) {
	switch {
	case s.PeekASN1Tag(cbasn1.OBJECT_IDENTIFIER):
		var oid asn1.ObjectIdentifier
		if !s.ReadASN1ObjectIdentifier(&oid) {
			return Params{}, errors.New("malformed named curve")
		}
		return Params{Named: oid}, nil
	case s.PeekASN1Tag(cbasn1.SEQUENCE):
		d, err := readDomain(s)
		if err != nil {
			return Params{}, err
		}
		return Params{Domain: d}, nil
	case s.PeekASN1Tag(cbasn1.NULL):
		return Params{}, errors.New("EC parameters are implicitCurve (NULL), which names no curve")
	}
	return Params{}, errors.New("EC parameters are neither a named curve nor a specified one")
}

// addECAlgorithm adds the AlgorithmIdentifier of an EC key with parameters
// p (RFC 5480 §2.1.1).
func addECAlgorithm(b *cryptobyte.Builder, p Params) {
	b.AddASN1(cbasn1.SEQUENCE, func(b *cryptobyte.Builder) {
		b.AddASN1ObjectIdentifier(OIDECPublicKey)
		addParams(b, p)
	})
}

// AlgorithmError is returned by the parsers for a key of another algorithm
// (an Ed25519 key given to an EC parser, say); OID is that algorithm.
type AlgorithmError struct {
	OID  asn1.ObjectIdentifier
	Want string // the kind of key expected, "an EC key"
}

// Error names the algorithm found and the one expected.
func (e *AlgorithmError) Error() string {
	return fmt.Sprintf("key of algorithm %v%s, not %s", e.OID, algorithmName(e.OID), e.Want)
}

// algorithmName returns " (name)" for an OID of oid.go, or "".
func algorithmName(oid asn1.ObjectIdentifier) string {
	for _, a := range []struct {
		oid  asn1.ObjectIdentifier
		name string
	}{{OIDECPublicKey, "id-ecPublicKey"}, {OIDEd25519, "Ed25519"}, {OIDEd448, "Ed448"}, {OIDX25519, "X25519"}, {OIDX448, "X448"}} {
		if oid.Equal(a.oid) {
			return " (" + a.name + ")"
		}
	}
	return ""
}

// readECAlgorithm reads an AlgorithmIdentifier that must be id-ecPublicKey
// with ECParameters.
func readECAlgorithm(s *cryptobyte.String) (Params, error) {
	var alg cryptobyte.String
	var oid asn1.ObjectIdentifier
	if !s.ReadASN1(&alg, cbasn1.SEQUENCE) || !alg.ReadASN1ObjectIdentifier(&oid) {
		return Params{}, errors.New("malformed AlgorithmIdentifier")
	}
	if !oid.Equal(OIDECPublicKey) {
		return Params{}, &AlgorithmError{OID: oid, Want: "an EC key (id-ecPublicKey)"}
	}
	p, err := readParams(&alg)
	if err != nil {
		return Params{}, err
	}
	if !alg.Empty() {
		return Params{}, errors.New("trailing data after the EC parameters")
	}
	return p, nil
}

// MarshalECSPKI returns the SubjectPublicKeyInfo of the SEC 1 point on the
// curve of p (RFC 5480 §2).
func MarshalECSPKI(p Params, point []byte) ([]byte, error) {
	var b cryptobyte.Builder
	b.AddASN1(cbasn1.SEQUENCE, func(b *cryptobyte.Builder) {
		addECAlgorithm(b, p)
		b.AddASN1BitString(point)
	})
	return b.Bytes()
}

// ParseECSPKI parses the SubjectPublicKeyInfo of an EC key and returns its
// parameters and its SEC 1 point, unchecked.
func ParseECSPKI(der []byte) (Params, []byte, error) {
	input := cryptobyte.String(der)
	var s cryptobyte.String
	var bits asn1.BitString
	if !input.ReadASN1(&s, cbasn1.SEQUENCE) || !input.Empty() {
		return Params{}, nil, errors.New("malformed SubjectPublicKeyInfo")
	}
	p, err := readECAlgorithm(&s)
	if err != nil {
		return Params{}, nil, err
	}
	if !s.ReadASN1BitString(&bits) || !s.Empty() || bits.BitLength%8 != 0 {
		return Params{}, nil, errors.New("malformed SubjectPublicKeyInfo public key")
	}
	return p, bits.Bytes, nil
}

// ECPrivate is an ECPrivateKey (RFC 5915 §3) as read, unchecked: the
// private key octets, the optional parameters and the optional public key.
type ECPrivate struct {
	D      []byte  // the private key, big-endian, as long as it was encoded
	Params *Params // nil when absent
	Public []byte  // the SEC 1 public key, nil when absent
}

// addECPrivateKey adds the ECPrivateKey of d (ScalarLen bytes) with the
// parameters params (none if nil) and the public key pub, as RFC 5915 §3
// and crypto/x509 write it.
func addECPrivateKey(b *cryptobyte.Builder, d []byte, params *Params, pub []byte) {
	b.AddASN1(cbasn1.SEQUENCE, func(b *cryptobyte.Builder) {
		b.AddASN1Int64(1) // ecPrivkeyVer1
		b.AddASN1OctetString(d)
		if params != nil {
			b.AddASN1(tag0, func(b *cryptobyte.Builder) { addParams(b, *params) })
		}
		b.AddASN1(tag1, func(b *cryptobyte.Builder) { b.AddASN1BitString(pub) })
	})
}

// MarshalECPrivateKey returns the ECPrivateKey of d with the parameters p
// and the public key pub (RFC 5915 §3, SEC 1 v2 §C.4).
func MarshalECPrivateKey(p Params, d, pub []byte) ([]byte, error) {
	var b cryptobyte.Builder
	addECPrivateKey(&b, d, &p, pub)
	return b.Bytes()
}

// ParseECPrivateKey parses an ECPrivateKey, unchecked but for its form.
func ParseECPrivateKey(der []byte) (*ECPrivate, error) {
	s := cryptobyte.String(der)
	k, err := readECPrivateKey(&s)
	if err != nil {
		return nil, err
	}
	if !s.Empty() {
		return nil, errors.New("trailing data after the ECPrivateKey")
	}
	return k, nil
}

// readECPrivateKey reads an ECPrivateKey of version 1.
func readECPrivateKey(s *cryptobyte.String) (*ECPrivate, error) {
	var seq, d, params, pubField cryptobyte.String
	var version int64
	var hasParams, hasPub bool
	if !s.ReadASN1(&seq, cbasn1.SEQUENCE) ||
		!seq.ReadASN1Integer(&version) ||
		!seq.ReadASN1(&d, cbasn1.OCTET_STRING) ||
		!seq.ReadOptionalASN1(&params, &hasParams, tag0) ||
		!seq.ReadOptionalASN1(&pubField, &hasPub, tag1) ||
		!seq.Empty() {
		return nil, errors.New("malformed ECPrivateKey")
	}
	if version != 1 {
		return nil, fmt.Errorf("ECPrivateKey version is %d, want 1", version)
	}
	k := &ECPrivate{D: d}
	if hasParams {
		p, err := readParams(&params)
		if err != nil {
			return nil, err
		}
		if !params.Empty() {
			return nil, errors.New("trailing data after the ECPrivateKey parameters")
		}
		k.Params = &p
	}
	if hasPub {
		var bits asn1.BitString
		if !pubField.ReadASN1BitString(&bits) || !pubField.Empty() || bits.BitLength%8 != 0 {
			return nil, errors.New("malformed ECPrivateKey public key")
		}
		k.Public = bits.Bytes
	}
	return k, nil
}

// MarshalECPKCS8 returns the PKCS #8 PrivateKeyInfo (version 0) of the EC
// key d with public key pub on the curve of p: the parameters in the
// algorithm identifier and an ECPrivateKey holding d and pub but not the
// parameters, as crypto/x509 and OpenSSL write it (RFC 5915 §3 lets the
// parameters be omitted where the context gives them).
func MarshalECPKCS8(p Params, d, pub []byte) ([]byte, error) {
	return marshalECPKCS8(p, d, pub, false)
}

// MarshalECPKCS8WithPublicKey returns the RFC 5958 OneAsymmetricKey
// (version 1) of the EC key d with public key pub on the curve of p:
// MarshalECPKCS8's fields, and pub again in the [1] publicKey field of
// §2, the same bytes as the ECPrivateKey's (ParseECPKCS8 requires that),
// so that a reader of either field finds it.
func MarshalECPKCS8WithPublicKey(p Params, d, pub []byte) ([]byte, error) {
	return marshalECPKCS8(p, d, pub, true)
}

// marshalECPKCS8 is MarshalECPKCS8 (v2 false) and
// MarshalECPKCS8WithPublicKey (v2 true).
func marshalECPKCS8(p Params, d, pub []byte, v2 bool) ([]byte, error) {
	var inner cryptobyte.Builder
	addECPrivateKey(&inner, d, nil, pub)
	ec, err := inner.Bytes()
	if err != nil {
		return nil, err
	}
	defer clear(ec)
	var b cryptobyte.Builder
	b.AddASN1(cbasn1.SEQUENCE, func(b *cryptobyte.Builder) {
		b.AddASN1Int64(pkcs8Version(v2))
		addECAlgorithm(b, p)
		b.AddASN1OctetString(ec)
		if v2 {
			addPKCS8PublicKey(b, pub)
		}
	})
	return b.Bytes()
}

// pkcs8Version is the version of a OneAsymmetricKey (RFC 5958 §2): v2 (1)
// when it carries the public key, v1 (0) otherwise.
func pkcs8Version(withPublicKey bool) int64 {
	if withPublicKey {
		return 1
	}
	return 0
}

// addPKCS8PublicKey adds the publicKey field of a OneAsymmetricKey
// (RFC 5958 §2): [1] IMPLICIT BIT STRING, the contents of a BIT STRING
// (no unused bits, then the key), as readPKCS8Tail reads it.
func addPKCS8PublicKey(b *cryptobyte.Builder, pub []byte) {
	b.AddASN1(tag1Implicit, func(b *cryptobyte.Builder) {
		b.AddUint8(0)
		b.AddBytes(pub)
	})
}

// ParseECPKCS8 parses a PKCS #8 PrivateKeyInfo or OneAsymmetricKey (version
// 0 or 1) of an EC key, and returns the parameters of its algorithm
// identifier and its ECPrivateKey. Attributes are skipped. A OneAsymmetricKey
// public key (version 1 only) is returned as the ECPrivateKey's when that
// has none; when both are present they must be the same bytes.
func ParseECPKCS8(der []byte) (Params, *ECPrivate, error) {
	seq, version, err := readPKCS8Header(der)
	if err != nil {
		return Params{}, nil, err
	}
	p, err := readECAlgorithm(&seq)
	if err != nil {
		return Params{}, nil, err
	}
	var inner cryptobyte.String
	if !seq.ReadASN1(&inner, cbasn1.OCTET_STRING) {
		return Params{}, nil, errors.New("malformed PKCS #8 private key")
	}
	outerPub, err := readPKCS8Tail(&seq, version)
	if err != nil {
		return Params{}, nil, err
	}
	k, err := readECPrivateKey(&inner)
	if err != nil {
		return Params{}, nil, err
	}
	if !inner.Empty() {
		return Params{}, nil, errors.New("trailing data after the PKCS #8 ECPrivateKey")
	}
	switch {
	case outerPub == nil:
	case k.Public == nil:
		k.Public = outerPub
	case string(k.Public) != string(outerPub):
		return Params{}, nil, errors.New("PKCS #8 public key differs from the ECPrivateKey's")
	}
	return p, k, nil
}

// readPKCS8Header reads the SEQUENCE and version of a OneAsymmetricKey and
// returns the rest of its contents.
func readPKCS8Header(der []byte) (cryptobyte.String, int64, error) {
	input := cryptobyte.String(der)
	var seq cryptobyte.String
	var version int64
	if !input.ReadASN1(&seq, cbasn1.SEQUENCE) || !input.Empty() || !seq.ReadASN1Integer(&version) {
		return nil, 0, errors.New("malformed PKCS #8 private key")
	}
	if version != 0 && version != 1 {
		return nil, 0, fmt.Errorf("PKCS #8 version is %d, want 0 or 1", version)
	}
	return seq, version, nil
}

// readPKCS8Tail reads the optional attributes (skipped) and public key of a
// OneAsymmetricKey (RFC 5958 §2: the public key only in version 1) and
// returns the key's bytes, or nil when absent.
func readPKCS8Tail(s *cryptobyte.String, version int64) ([]byte, error) {
	var pubField cryptobyte.String
	var hasPub bool
	if !s.SkipOptionalASN1(tag0) || !s.ReadOptionalASN1(&pubField, &hasPub, tag1Implicit) || !s.Empty() {
		return nil, errors.New("malformed PKCS #8 optional fields")
	}
	if !hasPub {
		return nil, nil
	}
	// [1] IMPLICIT BIT STRING: the contents of a BIT STRING, a count of
	// unused bits (0) and the key.
	if version != 1 {
		return nil, errors.New("PKCS #8 version 0 private key carries a public key (RFC 5958 §2 allows it in version 1)")
	}
	if len(pubField) < 1 || pubField[0] != 0 {
		return nil, errors.New("malformed PKCS #8 public key")
	}
	return pubField[1:], nil
}
