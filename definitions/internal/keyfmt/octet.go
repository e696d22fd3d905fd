package keyfmt

import (
	"encoding/asn1"
	"errors"
	"fmt"

	"golang.org/x/crypto/cryptobyte"
	cbasn1 "golang.org/x/crypto/cryptobyte/asn1"
)

// OctetKey is the key formats of an RFC 8410 algorithm (Ed25519, X25519,
// Ed448, X448), whose keys are byte strings and whose AlgorithmIdentifier is
// the bare OID (RFC 8410 §3: the parameters MUST be absent):
//
//	SubjectPublicKeyInfo  SEQUENCE { SEQUENCE { OID }, BIT STRING public key }            (§4)
//	OneAsymmetricKey      SEQUENCE { version, SEQUENCE { OID }, OCTET STRING CurvePrivateKey,
//	                                 [0] attributes OPTIONAL, [1] public key OPTIONAL }     (§7)
//	CurvePrivateKey       OCTET STRING private key (the seed of EdDSA, the scalar of X25519/X448)
//
// Its methods return errors with the definition's prefix.
type OctetKey struct {
	Prefix      string                // the definition's package, "ed25519", which starts every error
	Name        string                // "Ed25519", the algorithm in errors
	OID         asn1.ObjectIdentifier // id-Ed25519
	PrivateSize int                   // bytes of the CurvePrivateKey
	PublicSize  int                   // bytes of the public key
	// Public returns the public key of a private key, to check the one a
	// OneAsymmetricKey of version 1 carries.
	Public func(priv []byte) ([]byte, error)
}

// errorf returns an error with k's prefix.
func (k *OctetKey) errorf(format string, args ...any) error {
	return fmt.Errorf(k.Prefix+": "+format, args...)
}

// wrap returns err with k's prefix.
func (k *OctetKey) wrap(err error) error { return fmt.Errorf("%s: %w", k.Prefix, err) }

// addAlgorithm adds the AlgorithmIdentifier of k.
func (k *OctetKey) addAlgorithm(b *cryptobyte.Builder) {
	b.AddASN1(cbasn1.SEQUENCE, func(b *cryptobyte.Builder) {
		b.AddASN1ObjectIdentifier(k.OID)
	})
}

// readAlgorithm reads an AlgorithmIdentifier and checks that it is k's
// without parameters.
func (k *OctetKey) readAlgorithm(s *cryptobyte.String) error {
	var alg cryptobyte.String
	var oid asn1.ObjectIdentifier
	if !s.ReadASN1(&alg, cbasn1.SEQUENCE) || !alg.ReadASN1ObjectIdentifier(&oid) {
		return errors.New("malformed AlgorithmIdentifier")
	}
	if !oid.Equal(k.OID) {
		return &AlgorithmError{OID: oid, Want: "an " + k.Name + " key (" + k.OID.String() + ")"}
	}
	if !alg.Empty() {
		return fmt.Errorf("%s AlgorithmIdentifier has parameters (RFC 8410 §3: they MUST be absent)", k.Name)
	}
	return nil
}

// MarshalPKCS8 returns the OneAsymmetricKey of the private key priv:
// version 0 without the public key, as crypto/x509 and OpenSSL write it.
func (k *OctetKey) MarshalPKCS8(priv []byte) ([]byte, error) {
	return k.marshalPKCS8(priv, false)
}

// MarshalPKCS8WithPublicKey returns the OneAsymmetricKey of the private key
// priv with its public key: version 1 (v2) with the [1] publicKey field of
// RFC 5958 §2, as RFC 8410 §10.3 shows it and openssl and ParsePKCS8 read
// it.
func (k *OctetKey) MarshalPKCS8WithPublicKey(priv []byte) ([]byte, error) {
	return k.marshalPKCS8(priv, true)
}

// marshalPKCS8 is MarshalPKCS8 (withPub false) and
// MarshalPKCS8WithPublicKey (withPub true).
func (k *OctetKey) marshalPKCS8(priv []byte, withPub bool) ([]byte, error) {
	if len(priv) != k.PrivateSize {
		return nil, k.errorf("%s private key is %d bytes, want %d", k.Name, len(priv), k.PrivateSize)
	}
	var pub []byte
	if withPub {
		var err error
		if pub, err = k.Public(priv); err != nil {
			return nil, k.wrap(err)
		}
	}
	var b cryptobyte.Builder
	b.AddASN1(cbasn1.SEQUENCE, func(b *cryptobyte.Builder) {
		b.AddASN1Int64(pkcs8Version(withPub))
		k.addAlgorithm(b)
		b.AddASN1(cbasn1.OCTET_STRING, func(b *cryptobyte.Builder) {
			b.AddASN1OctetString(priv)
		})
		if withPub {
			addPKCS8PublicKey(b, pub)
		}
	})
	return b.Bytes()
}

// ParsePKCS8 parses the OneAsymmetricKey of a k key and returns a copy of
// its private key: version 0, or version 1 with the optional public key,
// which must be the private key's (RFC 5958 §2); attributes are skipped. A
// privateKey that is not a CurvePrivateKey OCTET STRING (the bare key that
// Wycheproof calls MissingOctetString) is refused.
func (k *OctetKey) ParsePKCS8(der []byte) ([]byte, error) {
	seq, version, err := readPKCS8Header(der)
	if err != nil {
		return nil, k.wrap(err)
	}
	if err := k.readAlgorithm(&seq); err != nil {
		return nil, k.wrap(err)
	}
	var inner cryptobyte.String
	var key []byte
	if !seq.ReadASN1(&inner, cbasn1.OCTET_STRING) || !inner.ReadASN1Bytes(&key, cbasn1.OCTET_STRING) || !inner.Empty() {
		return nil, k.errorf("malformed %s CurvePrivateKey", k.Name)
	}
	if len(key) != k.PrivateSize {
		return nil, k.errorf("%s private key is %d bytes, want %d", k.Name, len(key), k.PrivateSize)
	}
	pub, err := readPKCS8Tail(&seq, version)
	if err != nil {
		return nil, k.wrap(err)
	}
	priv := append([]byte(nil), key...)
	if pub != nil {
		want, err := k.Public(priv)
		if err != nil || string(want) != string(pub) {
			clear(priv)
			return nil, k.errorf("PKCS #8 public key does not match the private key")
		}
	}
	return priv, nil
}

// MarshalPKIX returns the SubjectPublicKeyInfo of the public key pub.
func (k *OctetKey) MarshalPKIX(pub []byte) ([]byte, error) {
	if len(pub) != k.PublicSize {
		return nil, k.errorf("%s public key is %d bytes, want %d", k.Name, len(pub), k.PublicSize)
	}
	var b cryptobyte.Builder
	b.AddASN1(cbasn1.SEQUENCE, func(b *cryptobyte.Builder) {
		k.addAlgorithm(b)
		b.AddASN1BitString(pub)
	})
	return b.Bytes()
}

// ParsePKIX parses the SubjectPublicKeyInfo of a k key and returns a copy
// of its public key, checked for length only.
func (k *OctetKey) ParsePKIX(der []byte) ([]byte, error) {
	input := cryptobyte.String(der)
	var s cryptobyte.String
	var bits asn1.BitString
	if !input.ReadASN1(&s, cbasn1.SEQUENCE) || !input.Empty() {
		return nil, k.errorf("malformed SubjectPublicKeyInfo")
	}
	if err := k.readAlgorithm(&s); err != nil {
		return nil, k.wrap(err)
	}
	if !s.ReadASN1BitString(&bits) || !s.Empty() {
		return nil, k.errorf("malformed SubjectPublicKeyInfo public key")
	}
	if bits.BitLength != 8*k.PublicSize {
		return nil, k.errorf("%s public key is %d bits, want %d", k.Name, bits.BitLength, 8*k.PublicSize)
	}
	return append([]byte(nil), bits.Bytes...), nil
}

// MarshalPKCS8PEM is MarshalPKCS8 as a "PRIVATE KEY" PEM block.
func (k *OctetKey) MarshalPKCS8PEM(priv []byte) ([]byte, error) {
	der, err := k.MarshalPKCS8(priv)
	if err != nil {
		return nil, err
	}
	defer clear(der)
	return EncodePEM(PEMPrivateKey, der), nil
}

// MarshalPKCS8WithPublicKeyPEM is MarshalPKCS8WithPublicKey as a "PRIVATE
// KEY" PEM block.
func (k *OctetKey) MarshalPKCS8WithPublicKeyPEM(priv []byte) ([]byte, error) {
	der, err := k.MarshalPKCS8WithPublicKey(priv)
	if err != nil {
		return nil, err
	}
	defer clear(der)
	return EncodePEM(PEMPrivateKey, der), nil
}

// ParsePKCS8PEM parses the first PEM block of data, which must be a
// "PRIVATE KEY", with ParsePKCS8.
func (k *OctetKey) ParsePKCS8PEM(data []byte) ([]byte, error) {
	der, err := DecodePEM(data, PEMPrivateKey)
	if err != nil {
		return nil, k.wrap(err)
	}
	defer clear(der)
	return k.ParsePKCS8(der)
}

// MarshalPKIXPEM is MarshalPKIX as a "PUBLIC KEY" PEM block.
func (k *OctetKey) MarshalPKIXPEM(pub []byte) ([]byte, error) {
	der, err := k.MarshalPKIX(pub)
	if err != nil {
		return nil, err
	}
	return EncodePEM(PEMPublicKey, der), nil
}

// ParsePKIXPEM parses the first PEM block of data, which must be a
// "PUBLIC KEY", with ParsePKIX.
func (k *OctetKey) ParsePKIXPEM(data []byte) ([]byte, error) {
	der, err := DecodePEM(data, PEMPublicKey)
	if err != nil {
		return nil, k.wrap(err)
	}
	return k.ParsePKIX(der)
}
