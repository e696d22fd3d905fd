package ecdsadef

import "github.com/curvekit/curvekit/definitions/internal/keyfmt"

// The DER and PEM encodings of keys, written once in
// definitions/internal/keyfmt for every Weierstrass curve: SPKI (RFC 5480),
// PKCS #8 (RFC 5208, RFC 5958) and SEC 1 ECPrivateKey (RFC 5915), with the
// curve named by the OID of Curve.Keys. Errors carry the definition's prefix
// and match ErrInvalidPublicKey or ErrInvalidPrivateKey.

// MarshalPKIX returns k as a DER SubjectPublicKeyInfo with the uncompressed
// point.
func (d *Curve[E, S]) MarshalPKIX(k *publicKey[E, S]) ([]byte, error) {
	if err := d.CheckPublicKey(k); err != nil {
		return nil, err
	}
	der, err := d.Keys.MarshalPKIX(k)
	if err != nil {
		return nil, wrap(d.Prefix, ErrInvalidPublicKey, err)
	}
	return der, nil
}

// ParsePKIXPublicKey parses a DER SubjectPublicKeyInfo of a key of the
// curve.
func (d *Curve[E, S]) ParsePKIXPublicKey(der []byte) (*publicKey[E, S], error) {
	k, err := d.Keys.ParsePKIX(der)
	if err != nil {
		return nil, wrap(d.Prefix, ErrInvalidPublicKey, err)
	}
	return k, nil
}

// MarshalPKCS8 returns k as a DER PKCS #8 PrivateKeyInfo.
func (d *Curve[E, S]) MarshalPKCS8(k *privateKey[E, S]) ([]byte, error) {
	if err := d.CheckPrivateKey(k); err != nil {
		return nil, err
	}
	der, err := d.Keys.MarshalPKCS8(k)
	if err != nil {
		return nil, wrap(d.Prefix, ErrInvalidPrivateKey, err)
	}
	return der, nil
}

// MarshalPKCS8WithPublicKey returns k as a DER OneAsymmetricKey of version
// 1 (RFC 5958 §2) with the public key in its [1] publicKey field.
func (d *Curve[E, S]) MarshalPKCS8WithPublicKey(k *privateKey[E, S]) ([]byte, error) {
	if err := d.CheckPrivateKey(k); err != nil {
		return nil, err
	}
	der, err := d.Keys.MarshalPKCS8WithPublicKey(k)
	if err != nil {
		return nil, wrap(d.Prefix, ErrInvalidPrivateKey, err)
	}
	return der, nil
}

// ParsePKCS8PrivateKey parses a DER PKCS #8 private key of the curve.
func (d *Curve[E, S]) ParsePKCS8PrivateKey(der []byte) (*privateKey[E, S], error) {
	k, err := d.Keys.ParsePKCS8(der)
	if err != nil {
		return nil, wrap(d.Prefix, ErrInvalidPrivateKey, err)
	}
	return k, nil
}

// MarshalECPrivateKey returns k as a DER SEC 1 ECPrivateKey with the curve
// parameters and the public key.
func (d *Curve[E, S]) MarshalECPrivateKey(k *privateKey[E, S]) ([]byte, error) {
	if err := d.CheckPrivateKey(k); err != nil {
		return nil, err
	}
	der, err := d.Keys.MarshalECPrivateKey(k)
	if err != nil {
		return nil, wrap(d.Prefix, ErrInvalidPrivateKey, err)
	}
	return der, nil
}

// ParseECPrivateKey parses a DER SEC 1 ECPrivateKey of the curve.
func (d *Curve[E, S]) ParseECPrivateKey(der []byte) (*privateKey[E, S], error) {
	k, err := d.Keys.ParseECPrivateKey(der)
	if err != nil {
		return nil, wrap(d.Prefix, ErrInvalidPrivateKey, err)
	}
	return k, nil
}

// pem returns der, err as a PEM block of type typ.
func pem(typ string, der []byte, err error) ([]byte, error) {
	if err != nil {
		return nil, err
	}
	defer clear(der)
	return keyfmt.EncodePEM(typ, der), nil
}

// MarshalPKIXPEM is MarshalPKIX as a "PUBLIC KEY" PEM block.
func (d *Curve[E, S]) MarshalPKIXPEM(k *publicKey[E, S]) ([]byte, error) {
	der, err := d.MarshalPKIX(k)
	return pem(keyfmt.PEMPublicKey, der, err)
}

// MarshalPKCS8PEM is MarshalPKCS8 as a "PRIVATE KEY" PEM block.
func (d *Curve[E, S]) MarshalPKCS8PEM(k *privateKey[E, S]) ([]byte, error) {
	der, err := d.MarshalPKCS8(k)
	return pem(keyfmt.PEMPrivateKey, der, err)
}

// MarshalECPrivateKeyPEM is MarshalECPrivateKey as an "EC PRIVATE KEY" PEM
// block.
func (d *Curve[E, S]) MarshalECPrivateKeyPEM(k *privateKey[E, S]) ([]byte, error) {
	der, err := d.MarshalECPrivateKey(k)
	return pem(keyfmt.PEMECPrivateKey, der, err)
}

// ParsePKIXPublicKeyPEM parses the first PEM block of data, which must be
// a "PUBLIC KEY", with ParsePKIXPublicKey.
func (d *Curve[E, S]) ParsePKIXPublicKeyPEM(data []byte) (*publicKey[E, S], error) {
	der, err := keyfmt.DecodePEM(data, keyfmt.PEMPublicKey)
	if err != nil {
		return nil, wrap(d.Prefix, ErrInvalidPublicKey, err)
	}
	return d.ParsePKIXPublicKey(der)
}

// ParsePKCS8PrivateKeyPEM parses the first PEM block of data, which must be
// a "PRIVATE KEY", with ParsePKCS8PrivateKey.
func (d *Curve[E, S]) ParsePKCS8PrivateKeyPEM(data []byte) (*privateKey[E, S], error) {
	der, err := keyfmt.DecodePEM(data, keyfmt.PEMPrivateKey)
	if err != nil {
		return nil, wrap(d.Prefix, ErrInvalidPrivateKey, err)
	}
	defer clear(der)
	return d.ParsePKCS8PrivateKey(der)
}

// ParseECPrivateKeyPEM parses the first "EC PRIVATE KEY" PEM block of data
// (after any "EC PARAMETERS" block) with ParseECPrivateKey.
func (d *Curve[E, S]) ParseECPrivateKeyPEM(data []byte) (*privateKey[E, S], error) {
	der, err := keyfmt.DecodePEM(data, keyfmt.PEMECPrivateKey)
	if err != nil {
		return nil, wrap(d.Prefix, ErrInvalidPrivateKey, err)
	}
	defer clear(der)
	return d.ParseECPrivateKey(der)
}
