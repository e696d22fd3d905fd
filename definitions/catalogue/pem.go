package catalogue

import (
	"fmt"

	"github.com/curvekit/curvekit/definitions/internal/keyfmt"
)

// PEM forms (RFC 7468) of the key encodings of keys.go.

// pemBlock returns der, err as a PEM block of type typ, clearing der.
func pemBlock(typ string, der []byte, err error) ([]byte, error) {
	if err != nil {
		return nil, err
	}
	defer clear(der)
	return keyfmt.EncodePEM(typ, der), nil
}

// MarshalPKIXPublicKeyPEM returns MarshalPKIXPublicKey as a "PUBLIC KEY"
// PEM block.
func MarshalPKIXPublicKeyPEM(pub *PublicKey) ([]byte, error) {
	der, err := MarshalPKIXPublicKey(pub)
	return pemBlock(keyfmt.PEMPublicKey, der, err)
}

// ParsePKIXPublicKeyPEM parses the first PEM block of data, which must be a
// "PUBLIC KEY" without headers, with ParsePKIXPublicKey.
func ParsePKIXPublicKeyPEM(data []byte) (*PublicKey, error) {
	der, err := keyfmt.DecodePEM(data, keyfmt.PEMPublicKey)
	if err != nil {
		return nil, fmt.Errorf("catalogue: %w", err)
	}
	return ParsePKIXPublicKey(der)
}

// MarshalPKCS8PrivateKeyPEM returns MarshalPKCS8PrivateKey as a "PRIVATE
// KEY" PEM block.
func MarshalPKCS8PrivateKeyPEM(priv *PrivateKey) ([]byte, error) {
	der, err := MarshalPKCS8PrivateKey(priv)
	return pemBlock(keyfmt.PEMPrivateKey, der, err)
}

// ParsePKCS8PrivateKeyPEM parses the first PEM block of data, which must be
// a "PRIVATE KEY" without headers (an encrypted key is refused), with
// ParsePKCS8PrivateKey.
func ParsePKCS8PrivateKeyPEM(data []byte) (*PrivateKey, error) {
	der, err := keyfmt.DecodePEM(data, keyfmt.PEMPrivateKey)
	if err != nil {
		return nil, fmt.Errorf("catalogue: %w", err)
	}
	defer clear(der)
	return ParsePKCS8PrivateKey(der)
}

// MarshalECPrivateKeyPEM returns MarshalECPrivateKey as an "EC PRIVATE KEY"
// PEM block.
func MarshalECPrivateKeyPEM(priv *PrivateKey) ([]byte, error) {
	der, err := MarshalECPrivateKey(priv)
	return pemBlock(keyfmt.PEMECPrivateKey, der, err)
}

// ParseECPrivateKeyPEM parses the first "EC PRIVATE KEY" PEM block of data
// (skipping the "EC PARAMETERS" block that openssl ecparam -genkey writes
// before it) with ParseECPrivateKey.
func ParseECPrivateKeyPEM(data []byte) (*PrivateKey, error) {
	der, err := keyfmt.DecodePEM(data, keyfmt.PEMECPrivateKey)
	if err != nil {
		return nil, fmt.Errorf("catalogue: %w", err)
	}
	defer clear(der)
	return ParseECPrivateKey(der)
}
