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
type OctetKey struct {
	Name        string                // "Ed25519", for errors
	OID         asn1.ObjectIdentifier // id-Ed25519
	PrivateSize int                   // bytes of the CurvePrivateKey
	PublicSize  int                   // bytes of the public key
}

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
// version 0 without the public key, as crypto/x509 and OpenSSL write it,
// or, when pub is not nil, version 1 (RFC 5958) with it, as the example of
// RFC 8410 §10.3.
func (k *OctetKey) MarshalPKCS8(priv, pub []byte) ([]byte, error) {
	if len(priv) != k.PrivateSize {
		return nil, fmt.Errorf("%s private key is %d bytes, want %d", k.Name, len(priv), k.PrivateSize)
	}
	if pub != nil && len(pub) != k.PublicSize {
		return nil, fmt.Errorf("%s public key is %d bytes, want %d", k.Name, len(pub), k.PublicSize)
	}
	var b cryptobyte.Builder
	b.AddASN1(cbasn1.SEQUENCE, func(b *cryptobyte.Builder) {
		if pub == nil {
			b.AddASN1Int64(0)
		} else {
			b.AddASN1Int64(1)
		}
		k.addAlgorithm(b)
		b.AddASN1(cbasn1.OCTET_STRING, func(b *cryptobyte.Builder) {
			b.AddASN1OctetString(priv)
		})
		if pub != nil {
			b.AddASN1(tag1Implicit, func(b *cryptobyte.Builder) {
				b.AddUint8(0) // no unused bits
				b.AddBytes(pub)
			})
		}
	})
	return b.Bytes()
}

// ParsePKCS8 parses the OneAsymmetricKey of a k key (version 0, or 1 with
// the optional public key; attributes are skipped) and returns a copy of
// its private key and the public key it carries, nil when absent, which the
// caller must check against the private key. A privateKey that is not a
// CurvePrivateKey OCTET STRING (the bare key of some old encoders) is
// refused.
func (k *OctetKey) ParsePKCS8(der []byte) (priv, pub []byte, err error) {
	seq, version, err := readPKCS8Header(der)
	if err != nil {
		return nil, nil, err
	}
	if err := k.readAlgorithm(&seq); err != nil {
		return nil, nil, err
	}
	var inner cryptobyte.String
	var key []byte
	if !seq.ReadASN1(&inner, cbasn1.OCTET_STRING) || !inner.ReadASN1Bytes(&key, cbasn1.OCTET_STRING) || !inner.Empty() {
		return nil, nil, fmt.Errorf("malformed %s CurvePrivateKey", k.Name)
	}
	if len(key) != k.PrivateSize {
		return nil, nil, fmt.Errorf("%s private key is %d bytes, want %d", k.Name, len(key), k.PrivateSize)
	}
	if pub, err = readPKCS8Tail(&seq, version); err != nil {
		return nil, nil, err
	}
	if pub != nil && len(pub) != k.PublicSize {
		return nil, nil, fmt.Errorf("%s PKCS #8 public key is %d bytes, want %d", k.Name, len(pub), k.PublicSize)
	}
	return append([]byte(nil), key...), append([]byte(nil), pub...), nil
}

// MarshalPKIX returns the SubjectPublicKeyInfo of the public key pub.
func (k *OctetKey) MarshalPKIX(pub []byte) ([]byte, error) {
	if len(pub) != k.PublicSize {
		return nil, fmt.Errorf("%s public key is %d bytes, want %d", k.Name, len(pub), k.PublicSize)
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
		return nil, errors.New("malformed SubjectPublicKeyInfo")
	}
	if err := k.readAlgorithm(&s); err != nil {
		return nil, err
	}
	if !s.ReadASN1BitString(&bits) || !s.Empty() {
		return nil, errors.New("malformed SubjectPublicKeyInfo public key")
	}
	if bits.BitLength != 8*k.PublicSize {
		return nil, fmt.Errorf("%s public key is %d bits, want %d", k.Name, bits.BitLength, 8*k.PublicSize)
	}
	return append([]byte(nil), bits.Bytes...), nil
}
