package catalogue

import (
	"encoding/asn1"
	"errors"
	"fmt"
	"sync"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/definitions/internal/keyfmt"
	"github.com/curvekit/curvekit/field"
)

// Keys of a curve over field.Prime: a catalogue Weierstrass curve or one a
// user defined with weierstrass.New.
type (
	// PrivateKey is a private key of a WeierstrassCurve.
	PrivateKey = weierstrass.PrivateKey[field.PrimeElement, field.PrimeElement]
	// PublicKey is a public key of a WeierstrassCurve.
	PublicKey = weierstrass.PublicKey[field.PrimeElement, field.PrimeElement]
)

// namedElsewhere are the named curves that have a package of their own,
// whose keys the parsers here refuse with a pointer to it.
var namedElsewhere = []struct {
	oid asn1.ObjectIdentifier
	pkg string
}{
	{keyfmt.OIDP256, "definitions/p256"}, {keyfmt.OIDP384, "definitions/p384"},
	{keyfmt.OIDP521, "definitions/p521"}, {keyfmt.OIDSecp256k1, "definitions/secp256k1"},
}

// weierstrassEntries returns the Weierstrass curves of the catalogue.
func weierstrassEntries() []*Weierstrass {
	var ws []*Weierstrass
	for _, e := range all {
		if w, ok := e.(*Weierstrass); ok {
			ws = append(ws, w)
		}
	}
	return ws
}

// paramsOf returns the ECParameters of c's keys: the OID of a catalogue
// curve that has one, else c's specified domain.
func paramsOf(c *WeierstrassCurve) (keyfmt.Params, error) {
	if c == nil {
		return keyfmt.Params{}, errors.New("catalogue: uninitialized key (the zero value holds no key)")
	}
	d, err := keyfmt.DomainOf(c)
	if err != nil {
		return keyfmt.Params{}, fmt.Errorf("catalogue: %w", err)
	}
	for _, w := range weierstrassEntries() {
		if w.oid != nil && w.domain.Equal(d) {
			return keyfmt.Params{Named: w.oid}, nil
		}
	}
	return keyfmt.Params{Domain: d}, nil
}

// specified caches the curves built from specified parameters that match
// no catalogue curve, by their DER without the seed, so that keys parsed separately on one
// user curve share its *WeierstrassCurve (ECDH needs both keys on the same
// value). It holds at most maxSpecified curves; beyond, each parse builds
// its own.
var specified struct {
	sync.Mutex
	curves map[string]*WeierstrassCurve
}

// maxSpecified bounds the cache of specified curves.
const maxSpecified = 16

// curveOf returns the curve p names: the catalogue curve with that OID or
// with exactly those specified parameters, or a new curve built from the
// specified parameters through weierstrass.New, which validates them.
func curveOf(p keyfmt.Params) (*WeierstrassCurve, error) {
	if p.Named != nil {
		for _, w := range weierstrassEntries() {
			if w.oid != nil && w.oid.Equal(p.Named) {
				return w.Curve(), nil
			}
		}
		for _, x := range namedElsewhere {
			if x.oid.Equal(p.Named) {
				return nil, fmt.Errorf("catalogue: key is on the named curve %v, which %s parses", p.Named, x.pkg)
			}
		}
		return nil, fmt.Errorf("catalogue: key is on the named curve %v, which the catalogue does not have", p.Named)
	}
	for _, w := range weierstrassEntries() {
		if w.domain.Equal(p.Domain) {
			return w.Curve(), nil
		}
	}
	unseeded := *p.Domain
	unseeded.Seed = nil // the seed does not change the curve
	der, err := keyfmt.MarshalDomain(&unseeded)
	if err != nil {
		return nil, fmt.Errorf("catalogue: %w", err)
	}
	specified.Lock()
	defer specified.Unlock()
	if c, ok := specified.curves[string(der)]; ok {
		return c, nil
	}
	c, err := p.Domain.Curve(fmt.Sprintf("specified curve over a %d-bit field", p.Domain.P.BitLen()))
	if err != nil {
		return nil, fmt.Errorf("catalogue: %w", err)
	}
	if specified.curves == nil {
		specified.curves = make(map[string]*WeierstrassCurve)
	}
	if len(specified.curves) < maxSpecified {
		specified.curves[string(der)] = c
	}
	return c, nil
}

// MarshalECParameters returns the DER ECParameters of c: the OID of a
// catalogue curve that has one (RFC 5480 §2.1.1), else its specified
// parameters (RFC 3279 §2.3.5, SEC 1 v2 §C.2) with the base point
// uncompressed, the cofactor and no seed.
func MarshalECParameters(c *WeierstrassCurve) ([]byte, error) {
	p, err := paramsOf(c)
	if err != nil {
		return nil, err
	}
	if p.Named != nil {
		return asn1.Marshal(p.Named)
	}
	return keyfmt.MarshalDomain(p.Domain)
}

// ParseECParameters parses DER ECParameters and returns the curve they
// name: a catalogue curve, by its OID or by parameters exactly its own, or
// else the curve the specified parameters describe, built through
// weierstrass.New, which checks that p and n are prime, that the curve is
// non-singular, that G is on it with order n and that the cofactor is
// consistent. Parameters that are not a curve are an error naming the
// parameter.
func ParseECParameters(der []byte) (*WeierstrassCurve, error) {
	var oid asn1.ObjectIdentifier
	if rest, err := asn1.Unmarshal(der, &oid); err == nil && len(rest) == 0 {
		return curveOf(keyfmt.Params{Named: oid})
	}
	d, err := keyfmt.ParseDomain(der)
	if err != nil {
		return nil, fmt.Errorf("catalogue: %w", err)
	}
	return curveOf(keyfmt.Params{Domain: d})
}

// MarshalPKIXPublicKey returns pub as a DER SubjectPublicKeyInfo (RFC 5480
// §2) with the point uncompressed and the curve as MarshalECParameters
// gives it.
func MarshalPKIXPublicKey(pub *PublicKey) ([]byte, error) {
	p, err := paramsOf(pub.Curve())
	if err != nil {
		return nil, err
	}
	return keyfmt.MarshalECSPKI(p, pub.Bytes())
}

// ParsePKIXPublicKey parses a DER SubjectPublicKeyInfo of an EC key on a
// catalogue curve or on specified parameters (see ParseECParameters) and
// returns the key on that curve; pub.Curve() tells which. The point, which
// may be compressed (RFC 5480 §2.2), is validated by NewPublicKey: on the
// curve, not the identity, in the subgroup of order n.
func ParsePKIXPublicKey(der []byte) (*PublicKey, error) {
	p, point, err := keyfmt.ParseECSPKI(der)
	if err != nil {
		return nil, fmt.Errorf("catalogue: %w", err)
	}
	c, err := curveOf(p)
	if err != nil {
		return nil, err
	}
	return c.NewPublicKey(point)
}

// MarshalPKCS8PrivateKey returns priv as a DER PKCS #8 PrivateKeyInfo
// (version 0) with the curve in the algorithm identifier, as
// MarshalECParameters gives it, and an ECPrivateKey holding the private and
// public keys.
func MarshalPKCS8PrivateKey(priv *PrivateKey) ([]byte, error) {
	p, err := paramsOf(priv.Curve())
	if err != nil {
		return nil, err
	}
	d := priv.Bytes()
	defer clear(d)
	return keyfmt.MarshalECPKCS8(p, d, priv.PublicKey().Bytes())
}

// ParsePKCS8PrivateKey parses a DER PKCS #8 PrivateKeyInfo or
// OneAsymmetricKey (version 0 or 1) of an EC key on a catalogue curve or on
// specified parameters. Parameters inside the ECPrivateKey must name the
// same curve; a public key, when present, must be the private key's; the
// private key must be in [1, n−1].
func ParsePKCS8PrivateKey(der []byte) (*PrivateKey, error) {
	p, k, err := keyfmt.ParseECPKCS8(der)
	if err != nil {
		return nil, fmt.Errorf("catalogue: %w", err)
	}
	return privateKeyOf(p, k)
}

// privateKeyOf returns the key k holds on the curve p names.
func privateKeyOf(p keyfmt.Params, k *keyfmt.ECPrivate) (*PrivateKey, error) {
	c, err := curveOf(p)
	if err != nil {
		return nil, err
	}
	if k.Params != nil {
		inner, err := curveOf(*k.Params)
		if err != nil {
			return nil, err
		}
		if inner != c {
			return nil, errors.New("catalogue: ECPrivateKey parameters name another curve than the algorithm identifier")
		}
	}
	priv, err := keyfmt.PrivateKey(c, k)
	if err != nil {
		return nil, fmt.Errorf("catalogue: %w", err)
	}
	return priv, nil
}

// MarshalECPrivateKey returns priv as a DER SEC 1 ECPrivateKey (RFC 5915)
// with the curve parameters (as MarshalECParameters gives them) and the
// uncompressed public key, as OpenSSL writes it.
func MarshalECPrivateKey(priv *PrivateKey) ([]byte, error) {
	p, err := paramsOf(priv.Curve())
	if err != nil {
		return nil, err
	}
	d := priv.Bytes()
	defer clear(d)
	return keyfmt.MarshalECPrivateKey(p, d, priv.PublicKey().Bytes())
}

// ParseECPrivateKey parses a DER SEC 1 ECPrivateKey (RFC 5915) on a
// catalogue curve or on specified parameters. The parameters, optional in
// the structure, are required here: they are the only way to know the
// curve. A public key, when present, must be the private key's.
func ParseECPrivateKey(der []byte) (*PrivateKey, error) {
	k, err := keyfmt.ParseECPrivateKey(der)
	if err != nil {
		return nil, fmt.Errorf("catalogue: %w", err)
	}
	if k.Params == nil {
		return nil, errors.New("catalogue: ECPrivateKey without curve parameters")
	}
	return privateKeyOf(*k.Params, k)
}
