package keyfmt_test

import (
	"crypto/elliptic"
	"crypto/x509"
	"encoding/hex"
	"math/big"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/crypto/cryptobyte"
	cbasn1 "golang.org/x/crypto/cryptobyte/asn1"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/definitions/catalogue"
	"github.com/curvekit/curvekit/definitions/internal/keyfmt"
	"github.com/curvekit/curvekit/definitions/p256"
	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/internal/vectors"
)

// p256Domain returns the specified parameters of P-256 (FIPS 186-4
// §D.1.2.3), from crypto/elliptic.
func p256Domain() *keyfmt.Domain {
	p := elliptic.P256().Params()
	return &keyfmt.Domain{P: p.P, A: new(big.Int).Sub(p.P, big.NewInt(3)), B: p.B, Gx: p.Gx, Gy: p.Gy, N: p.N, H: big.NewInt(1)}
}

// TestDomainRoundTrip checks that a specified domain encodes as OpenSSL
// writes P-256's (testdata/keys/prime256v1-explicit, less the seed) and
// parses back, and that Curve builds it into P-256.
func TestDomainRoundTrip(t *testing.T) {
	d := p256Domain()
	der, err := keyfmt.MarshalDomain(d)
	require.NoError(t, err)
	back, err := keyfmt.ParseDomain(der)
	require.NoError(t, err)
	assert.True(t, back.Equal(d))
	c, err := back.Curve("P-256 (specified)")
	require.NoError(t, err)
	assert.Equal(t, elliptic.P256().Params().N, c.Order())

	// OpenSSL's explicit SPKI carries the same parameters plus the X9.62 seed.
	spki := pemDER(t, vectors.Testdata(t, "keys/prime256v1-explicit.spki.pem"))
	params, _, err := keyfmt.ParseECSPKI(spki)
	require.NoError(t, err)
	require.NotNil(t, params.Domain)
	assert.True(t, params.Domain.Equal(d))
	assert.Equal(t, "c49d360886e704936a6678e1139d26b7819f7e90", hex.EncodeToString(params.Domain.Seed)) // ANSI X9.62 / FIPS 186-4 seed of P-256
	withSeed := *d
	withSeed.Seed = params.Domain.Seed
	der, err = keyfmt.MarshalDomain(&withSeed)
	require.NoError(t, err)
	var s cryptobyte.String = spki
	var inner, alg cryptobyte.String
	require.True(t, s.ReadASN1(&inner, cbasn1.SEQUENCE) && inner.ReadASN1(&alg, cbasn1.SEQUENCE) && alg.SkipASN1(cbasn1.OBJECT_IDENTIFIER))
	assert.Equal(t, hex.EncodeToString(alg), hex.EncodeToString(der), "the SpecifiedECDomain OpenSSL wrote")
}

// TestECAgainstX509 checks the EC encodings byte for byte against
// crypto/x509 on P-256, both ways.
func TestECAgainstX509(t *testing.T) {
	k, err := p256.GenerateKey(nil)
	require.NoError(t, err)
	ek, err := k.ToECDSA()
	require.NoError(t, err)
	want, err := x509.MarshalPKCS8PrivateKey(ek)
	require.NoError(t, err)
	got, err := keyfmt.MarshalECPKCS8(keyfmt.Params{Named: keyfmt.OIDP256}, k.Bytes(), k.PublicKey().Bytes())
	require.NoError(t, err)
	assert.Equal(t, want, got)
	want, err = x509.MarshalECPrivateKey(ek)
	require.NoError(t, err)
	got, err = keyfmt.MarshalECPrivateKey(keyfmt.Params{Named: keyfmt.OIDP256}, k.Bytes(), k.PublicKey().Bytes())
	require.NoError(t, err)
	assert.Equal(t, want, got)
	want, err = x509.MarshalPKIXPublicKey(&ek.PublicKey)
	require.NoError(t, err)
	got, err = keyfmt.MarshalECSPKI(keyfmt.Params{Named: keyfmt.OIDP256}, k.PublicKey().Bytes())
	require.NoError(t, err)
	assert.Equal(t, want, got)

	// crypto/x509 refuses specified parameters; OpenSSL takes them (see
	// openssl_test.go), and a P-256 key with them parses as P-256 here.
	spec, err := keyfmt.MarshalECSPKI(keyfmt.Params{Domain: p256Domain()}, k.PublicKey().Bytes())
	require.NoError(t, err)
	pub, err := p256.ParsePKIXPublicKey(spec)
	require.NoError(t, err)
	assert.True(t, pub.Equal(k.PublicKey()))
	_, err = x509.ParsePKIXPublicKey(spec)
	assert.Error(t, err)
}

// userCurve is a curve defined at run time that has no OID: y² = x³ + 7
// over the secp256k1 prime, as a user would build it (its order and
// generator are secp256k1's, SEC 2 v2 §2.4.1, so the result is that group;
// its parameters are not a catalogue curve's).
func userCurve(t *testing.T) *catalogue.WeierstrassCurve {
	hexInt := func(s string) *big.Int { x, _ := new(big.Int).SetString(s, 16); return x }
	p := hexInt("fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f")
	n := hexInt("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141")
	fp, err := field.NewPrime(p, field.BigEndian)
	require.NoError(t, err)
	fn, err := field.NewPrime(n, field.BigEndian)
	require.NoError(t, err)
	c, err := weierstrass.New(weierstrass.Params[field.PrimeElement, field.PrimeElement]{
		Name: "user secp256k1", Field: fp, Scalar: fn, A: big.NewInt(0), B: big.NewInt(7),
		Gx: hexInt("79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798"),
		Gy: hexInt("483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8"),
	})
	require.NoError(t, err)
	return c
}

// TestUserCurveTravels checks that a key of a user's curve travels as
// specified parameters through every format and comes back on a curve
// with the same parameters, and that the named secp256k1 package reads
// the same key (its parameters are exactly secp256k1's).
func TestUserCurveTravels(t *testing.T) {
	c := userCurve(t)
	priv, err := c.GenerateKey(nil)
	require.NoError(t, err)
	spki, err := catalogue.MarshalPKIXPublicKey(priv.PublicKey())
	require.NoError(t, err)
	p8, err := catalogue.MarshalPKCS8PrivateKey(priv)
	require.NoError(t, err)
	sec1, err := catalogue.MarshalECPrivateKey(priv)
	require.NoError(t, err)
	params, _, err := keyfmt.ParseECSPKI(spki)
	require.NoError(t, err)
	require.NotNil(t, params.Domain, "a user curve is written with specified parameters")

	pub, err := catalogue.ParsePKIXPublicKey(spki)
	require.NoError(t, err)
	k1, err := catalogue.ParsePKCS8PrivateKey(p8)
	require.NoError(t, err)
	k2, err := catalogue.ParseECPrivateKey(sec1)
	require.NoError(t, err)
	assert.Equal(t, priv.Bytes(), k1.Bytes())
	assert.Equal(t, priv.Bytes(), k2.Bytes())
	assert.Equal(t, priv.PublicKey().Bytes(), pub.Bytes())
	assert.Same(t, pub.Curve(), k1.Curve(), "keys of one specified curve share its value")
	s1, err := k1.ECDH(pub)
	require.NoError(t, err)
	assert.Len(t, s1, 32)
	curveDER, err := catalogue.MarshalECParameters(c)
	require.NoError(t, err)
	again, err := catalogue.ParseECParameters(curveDER)
	require.NoError(t, err)
	assert.Same(t, pub.Curve(), again)
}

// pemDER returns the bytes of the one PEM block of data.
func pemDER(t *testing.T, data []byte) []byte {
	der, err := keyfmt.DecodePEM(data, keyfmt.PEMPublicKey)
	require.NoError(t, err)
	return der
}

// TestBadInput feeds malformed and hostile encodings to every parser: each
// must return an error naming the problem.
func TestBadInput(t *testing.T) {
	d := p256Domain()
	good, err := keyfmt.MarshalDomain(d)
	require.NoError(t, err)
	mutate := func(f func(d *keyfmt.Domain)) []byte {
		e := *d
		f(&e)
		b, err := keyfmt.MarshalDomain(&e)
		require.NoError(t, err)
		return b
	}
	for name, c := range map[string]struct {
		der  []byte
		want string
	}{
		"trailing byte":  {append(append([]byte(nil), good...), 0), "trailing data"},
		"empty":          {nil, "malformed"},
		"version 2":      {replaceByte(good, 5, 2), "version 2"},
		"a not below p":  {mutate(func(d *keyfmt.Domain) { d.A = new(big.Int).Set(d.P) }), "a is not below p"},
		"b = p":          {mutate(func(d *keyfmt.Domain) { d.B = new(big.Int).Set(d.P); d.A = big.NewInt(0) }), "b is not below p"},
		"even p":         {mutate(func(d *keyfmt.Domain) { d.P = new(big.Int).Add(d.P, big.NewInt(1)) }), "not an odd prime"},
		"huge p":         {mutate(func(d *keyfmt.Domain) { d.P = new(big.Int).Lsh(big.NewInt(1), 2000); d.P.Add(d.P, big.NewInt(1)) }), "at most 1024 bits"},
		"zero order":     {mutate(func(d *keyfmt.Domain) { d.N = big.NewInt(0) }), "order 0 is not positive"},
		"zero cofactor":  {mutate(func(d *keyfmt.Domain) { d.H = big.NewInt(0) }), "cofactor 0 is not positive"},
		"negative order": {mutate(func(d *keyfmt.Domain) { d.N = big.NewInt(-5) }), "not positive"},
	} {
		_, err := keyfmt.ParseDomain(c.der)
		assert.ErrorContains(t, err, c.want, name)
	}
	// Well-formed parameters that are not a curve: Curve refuses them,
	// naming the parameter.
	for name, c := range map[string]struct {
		f    func(d *keyfmt.Domain)
		want string
	}{
		"generator off the curve": {func(d *keyfmt.Domain) { d.Gy = new(big.Int).Add(d.Gy, big.NewInt(1)) }, "not on the curve"},
		"wrong order":             {func(d *keyfmt.Domain) { d.N = elliptic.P224().Params().N }, "n·G"},
		"composite p":             {func(d *keyfmt.Domain) { d.P = new(big.Int).Mul(big.NewInt(3), big.NewInt(1<<61-1)) }, "p"},
		"wrong cofactor":          {func(d *keyfmt.Domain) { d.H = big.NewInt(3) }, "Cofactor 3"},
		"singular":                {func(d *keyfmt.Domain) { d.A = big.NewInt(0); d.B = big.NewInt(0) }, "singular"},
	} {
		e := *d
		c.f(&e)
		_, err := e.Curve("bad")
		assert.ErrorContains(t, err, c.want, name)
	}
	// EC keys: other curves and algorithms, bad scalars and public keys.
	k, err := p256.GenerateKey(nil)
	require.NoError(t, err)
	other, err := keyfmt.MarshalECPKCS8(keyfmt.Params{Named: keyfmt.OIDP384}, k.Bytes(), k.PublicKey().Bytes())
	require.NoError(t, err)
	_, err = p256.ParsePKCS8PrivateKey(other)
	assert.ErrorContains(t, err, "not P-256")
	zero, err := keyfmt.MarshalECPKCS8(keyfmt.Params{Named: keyfmt.OIDP256}, make([]byte, 32), k.PublicKey().Bytes())
	require.NoError(t, err)
	_, err = p256.ParsePKCS8PrivateKey(zero)
	assert.ErrorContains(t, err, "[1, n-1]")
	n := elliptic.P256().Params().N.Bytes()
	_, err = p256.ParseECPrivateKey(mustEC(t, keyfmt.OIDP256, n, nil))
	assert.ErrorContains(t, err, "[1, n-1]", "d = n")
	_, err = p256.ParseECPrivateKey(mustEC(t, keyfmt.OIDP256, append([]byte{1}, k.Bytes()...), nil))
	assert.ErrorContains(t, err, "33 bytes")
	k2, err := p256.GenerateKey(nil)
	require.NoError(t, err)
	_, err = p256.ParseECPrivateKey(mustEC(t, keyfmt.OIDP256, k.Bytes(), k2.PublicKey().Bytes()))
	assert.ErrorContains(t, err, "does not match")
	offCurve := k.PublicKey().Bytes()
	offCurve[64] ^= 1
	spki, err := keyfmt.MarshalECSPKI(keyfmt.Params{Named: keyfmt.OIDP256}, offCurve)
	require.NoError(t, err)
	_, err = p256.ParsePKIXPublicKey(spki)
	assert.Error(t, err, "a point off the curve")
	_, err = catalogue.ParsePKIXPublicKey(spki)
	assert.ErrorContains(t, err, "definitions/p256")
	// An Ed25519 key given to the EC parsers, and the reverse.
	ed := vectors.Testdata(t, "keys/ed25519.spki.pem")
	_, err = p256.ParsePKIXPublicKeyPEM(ed)
	assert.ErrorContains(t, err, "not a P-256 key")
	_, err = catalogue.ParsePKIXPublicKeyPEM(ed)
	assert.ErrorContains(t, err, "(Ed25519)")
	// PEM of the wrong type, encrypted, with headers, absent.
	_, err = p256.ParsePKCS8PrivateKeyPEM(ed)
	assert.ErrorContains(t, err, `"PUBLIC KEY", want "PRIVATE KEY"`)
	_, err = p256.ParsePKCS8PrivateKeyPEM([]byte("-----BEGIN ENCRYPTED PRIVATE KEY-----\nAAAA\n-----END ENCRYPTED PRIVATE KEY-----\n"))
	assert.ErrorContains(t, err, "encrypted")
	_, err = p256.ParsePKIXPublicKeyPEM([]byte("-----BEGIN PUBLIC KEY-----\nX: y\n\nAAAA\n-----END PUBLIC KEY-----\n"))
	assert.ErrorContains(t, err, "headers")
	_, err = p256.ParsePKIXPublicKeyPEM([]byte("no PEM here"))
	assert.ErrorContains(t, err, "no PEM")
}

// mustEC returns an ECPrivateKey with the given fields, built by hand.
func mustEC(t *testing.T, oid []int, d, pub []byte) []byte {
	var b cryptobyte.Builder
	b.AddASN1(cbasn1.SEQUENCE, func(b *cryptobyte.Builder) {
		b.AddASN1Int64(1)
		b.AddASN1OctetString(d)
		b.AddASN1(cbasn1.Tag(0).ContextSpecific().Constructed(), func(b *cryptobyte.Builder) { b.AddASN1ObjectIdentifier(oid) })
		if pub != nil {
			b.AddASN1(cbasn1.Tag(1).ContextSpecific().Constructed(), func(b *cryptobyte.Builder) { b.AddASN1BitString(pub) })
		}
	})
	der, err := b.Bytes()
	require.NoError(t, err)
	return der
}

// replaceByte returns a copy of b with b[i] = v.
func replaceByte(b []byte, i int, v byte) []byte {
	c := append([]byte(nil), b...)
	c[i] = v
	return c
}
