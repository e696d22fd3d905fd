package ecdsatest

import (
	"bytes"
	"crypto"
	"crypto/ecdh"
	"crypto/ecdsa"
	"crypto/ed25519"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/hex"
	"io"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/curvekit/curvekit/curves/weierstrass"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Stdlib is the API of a definition on a curve the standard library knows
// (definitions/p256, p384, p521): the ECDSA API with the crypto/ecdsa and
// crypto/ecdh conversions and the x509 encodings, for the checks that
// compare it with the standard library. Each of those checks is one Test
// function of the package, passing its Stdlib and per-curve data only.
type Stdlib[Priv, Pub any, E, S any] struct {
	API[Priv, Pub, E, S]

	Name     string         // "P-384", as errors name the curve
	Hash     crypto.Hash    // the default hash of the curve's ECDSA
	Elliptic elliptic.Curve // the curve in crypto/elliptic
	StdECDH  ecdh.Curve     // the curve in crypto/ecdh
	// Other is another NIST curve, whose keys the package refuses.
	Other elliptic.Curve

	Rand            func(seed byte) io.Reader // the package's testRand
	GenerateKeyFrom func(io.Reader) (*Priv, error)
	SignerSignRand  func(*Priv, io.Reader, []byte, crypto.SignerOpts) ([]byte, error) // PrivateKey.Sign
	PrivECDH        func(*Priv, *Pub) ([]byte, error)                                 // PrivateKey.ECDH
	Public          func(*Priv) crypto.PublicKey                                      // PrivateKey.Public
	PrivToECDSA     func(*Priv) (*ecdsa.PrivateKey, error)
	PrivToECDH      func(*Priv) (*ecdh.PrivateKey, error)
	PubToECDSA      func(*Pub) (*ecdsa.PublicKey, error)
	PubToECDH       func(*Pub) (*ecdh.PublicKey, error)
	PrivFromECDSA   func(*ecdsa.PrivateKey) (*Priv, error)
	PrivFromECDH    func(*ecdh.PrivateKey) (*Priv, error)
	PubFromECDSA    func(*ecdsa.PublicKey) (*Pub, error)
	PubFromECDH     func(*ecdh.PublicKey) (*Pub, error)
}

// RFC6979Vector is one signature of RFC 6979 Appendix A.2: the hash, the
// message and (r, s) in hexadecimal.
type RFC6979Vector struct {
	H    crypto.Hash
	Msg  string
	R, S string
}

// RFC6979Key is the key of an RFC 6979 Appendix A.2 section: the private
// key x and the public key U = xG, in hexadecimal.
type RFC6979Key struct {
	X, Ux, Uy string
}

// size is the length of a scalar and of a coordinate.
func (c Stdlib[Priv, Pub, E, S]) size() int { return (c.Elliptic.Params().BitSize + 7) / 8 }

// digest returns the curve's default hash of msg.
func (c Stdlib[Priv, Pub, E, S]) digest(msg []byte) []byte {
	h := c.Hash.New()
	h.Write(msg)
	return h.Sum(nil)
}

func (c Stdlib[Priv, Pub, E, S]) mustGenerate(t *testing.T, r io.Reader) *Priv {
	t.Helper()
	priv, err := c.GenerateKeyFrom(r)
	require.NoError(t, err)
	return priv
}

func mustHex(t *testing.T, s string) []byte {
	t.Helper()
	b, err := hex.DecodeString(s)
	require.NoError(t, err)
	return b
}

// RFC6979 signs each vector's message under its hash with key and compares
// (r, s) with the RFC, through Sign with SignOptions.Hash and through
// crypto.Signer with the hash as SignerOpts, and the DER bytes with
// crypto/ecdsa's deterministic signature; recovery gives the key back.
func RFC6979[Priv, Pub any, E, S any](t *testing.T, c Stdlib[Priv, Pub, E, S], key RFC6979Key, vectors []RFC6979Vector) {
	priv, err := c.NewPrivateKey(mustHex(t, key.X))
	require.NoError(t, err)
	pub := c.PublicKey(priv)
	assert.Equal(t, strings.ToLower("04"+key.Ux+key.Uy), hex.EncodeToString(c.PubBytes(pub)))
	for _, v := range vectors {
		hh := v.H.New()
		hh.Write([]byte(v.Msg))
		digest := hh.Sum(nil)
		sig, err := c.Sign(priv, digest, &weierstrass.SignOptions{Hash: v.H})
		require.NoError(t, err)
		want := strings.ToLower(v.R + v.S)
		assert.Equal(t, want, hex.EncodeToString(sig.Bytes()), "%v %q", v.H, v.Msg)
		assert.True(t, c.Verify(pub, digest, sig))
		der, err := c.SignerSign(priv, digest, v.H)
		require.NoError(t, err)
		assert.Equal(t, sig.ASN1(), der, "crypto.Signer %v %q", v.H, v.Msg)
		// crypto/ecdsa signs deterministically with a nil random source.
		epriv, err := c.PrivToECDSA(priv)
		require.NoError(t, err)
		theirs, err := epriv.Sign(nil, digest, v.H)
		require.NoError(t, err)
		assert.Equal(t, theirs, der, "crypto/ecdsa %v %q", v.H, v.Msg)
		// Recovery gives the key back with the recorded id.
		_, ok := sig.RecoveryID()
		require.True(t, ok)
		rec, err := c.RecoverPubKey(digest, sig)
		require.NoError(t, err)
		assert.True(t, c.PubEqual(rec, pub))
	}
}

// StdlibECDSA checks signatures both ways against crypto/ecdsa: Go's
// deterministic signatures (rand = nil, RFC 6979) are byte-identical to
// ours, its randomised ones verify here, ours verify there, and tampered
// ones fail on both sides.
func StdlibECDSA[Priv, Pub any, E, S any](t *testing.T, c Stdlib[Priv, Pub, E, S]) {
	r := c.Rand(1)
	for i := range 40 {
		priv := c.mustGenerate(t, r)
		pub := c.PublicKey(priv)
		epriv, err := c.PrivToECDSA(priv)
		require.NoError(t, err)
		msg := make([]byte, i*7)
		_, _ = r.Read(msg)
		digest := c.digest(msg)

		ours, err := c.Sign(priv, digest, nil)
		require.NoError(t, err)
		theirs, err := epriv.Sign(nil, digest, c.Hash)
		require.NoError(t, err)
		assert.Equal(t, theirs, ours.ASN1(), "deterministic signatures differ")
		assert.True(t, ecdsa.VerifyASN1(&epriv.PublicKey, digest, ours.ASN1()))

		random, err := ecdsa.SignASN1(rand.Reader, epriv, digest)
		require.NoError(t, err)
		assert.True(t, c.VerifyASN1(pub, digest, random))
		sig, err := c.ParseDER(random)
		require.NoError(t, err)
		assert.True(t, c.Verify(pub, digest, sig))

		hedged, err := c.Sign(priv, digest, &weierstrass.SignOptions{Rand: r})
		require.NoError(t, err)
		assert.NotEqual(t, ours.Bytes(), hedged.Bytes())
		assert.True(t, ecdsa.VerifyASN1(&epriv.PublicKey, digest, hedged.ASN1()))

		bad := bytes.Clone(digest)
		bad[i%len(bad)] ^= 1
		assert.False(t, c.Verify(pub, bad, ours))
		assert.False(t, ecdsa.VerifyASN1(&epriv.PublicKey, bad, ours.ASN1()))
	}
}

// SignOptions checks the options under key on the default hash of msg,
// whose deterministic signature must have a high s: extra entropy changes
// the signature deterministically, LowS normalises, the verify option
// refuses high s, digests of each of lengths are accepted as bits2int says
// (and crypto/ecdsa agrees), and an unavailable hash or a failing Rand is an
// error.
func SignOptions[Priv, Pub any, E, S any](t *testing.T, c Stdlib[Priv, Pub, E, S], key RFC6979Key, msg string, lengths []int) {
	priv, err := c.NewPrivateKey(mustHex(t, key.X))
	require.NoError(t, err)
	pub := c.PublicKey(priv)
	epriv, err := c.PrivToECDSA(priv)
	require.NoError(t, err)
	digest := c.digest([]byte(msg))
	plain, err := c.Sign(priv, digest, nil)
	require.NoError(t, err)
	require.False(t, plain.IsLowS(), "the RFC 6979 %s signature has a high s", msg)

	e1, err := c.Sign(priv, digest, &weierstrass.SignOptions{ExtraEntropy: []byte("entropy")})
	require.NoError(t, err)
	e2, err := c.Sign(priv, digest, &weierstrass.SignOptions{ExtraEntropy: []byte("entropy")})
	require.NoError(t, err)
	assert.Equal(t, e1.Bytes(), e2.Bytes())
	assert.NotEqual(t, plain.Bytes(), e1.Bytes())

	low, err := c.Sign(priv, digest, &weierstrass.SignOptions{S: weierstrass.LowS})
	require.NoError(t, err)
	assert.True(t, low.IsLowS())
	assert.Equal(t, plain.R(), low.R())
	assert.True(t, c.Verify(pub, digest, low))
	assert.True(t, c.Verify(pub, digest, plain))
	assert.NoError(t, c.VerifyWithOpts(pub, digest, plain, nil))
	assert.NoError(t, c.VerifyWithOpts(pub, digest, low, &weierstrass.VerifyOptions{S: weierstrass.LowS}))
	err = c.VerifyWithOpts(pub, digest, plain, &weierstrass.VerifyOptions{S: weierstrass.LowS})
	assert.ErrorContains(t, err, c.Prefix+":")
	// Recovery ids follow the normalisation.
	for _, sig := range []*weierstrass.Signature[E, S]{plain, low} {
		_, ok := sig.RecoveryID()
		require.True(t, ok)
		rec, err := c.RecoverPubKey(digest, sig)
		require.NoError(t, err)
		assert.True(t, c.PubEqual(rec, pub))
	}

	for _, n := range lengths {
		d := bytes.Repeat([]byte{0xa5}, n)
		sig, err := c.Sign(priv, d, nil)
		require.NoError(t, err, "digest of %d bytes", n)
		assert.True(t, c.Verify(pub, d, sig))
		if n > 0 { // Go 1.27's crypto/ecdsa refuses an empty digest; 1.26's accepted it
			assert.True(t, ecdsa.VerifyASN1(&epriv.PublicKey, d, sig.ASN1()), "crypto/ecdsa, %d bytes", n)
		}
	}
	_, err = c.Sign(priv, digest, &weierstrass.SignOptions{Hash: crypto.MD4})
	assert.Error(t, err)
	_, err = c.Sign(priv, digest, &weierstrass.SignOptions{Rand: bytes.NewReader(nil)})
	assert.Error(t, err)
}

// RecoverPublicKey checks recovery on random keys: a signature from Sign
// recovers with the id it records; set to each id 0–3, only the recorded
// one gives the signer's key; ids outside 0–3 are refused; and a parsed
// signature needs its id set before it recovers.
func RecoverPublicKey[Priv, Pub any, E, S any](t *testing.T, c Stdlib[Priv, Pub, E, S]) {
	r := c.Rand(2)
	for range 20 {
		priv := c.mustGenerate(t, r)
		pub := c.PublicKey(priv)
		digest := make([]byte, c.size())
		_, _ = r.Read(digest)
		sig, err := c.Sign(priv, digest, nil)
		require.NoError(t, err)
		id, ok := sig.RecoveryID()
		require.True(t, ok, "Sign records the recovery id")
		rec, err := c.RecoverPubKey(digest, sig)
		require.NoError(t, err)
		assert.True(t, c.PubEqual(rec, pub))
		for v := byte(0); v < 4; v++ {
			other := *sig
			_, err := other.SetRecoveryID(v)
			require.NoError(t, err)
			rec, err := c.RecoverPubKey(digest, &other)
			if v == id {
				require.NoError(t, err)
				assert.True(t, c.PubEqual(rec, pub))
			} else if err == nil {
				assert.False(t, c.PubEqual(rec, pub))
				assert.True(t, c.Verify(rec, digest, sig), "a recovered key verifies the signature")
			}
		}
		// sig itself is not changed by RecoverPublicKey.
		id2, _ := sig.RecoveryID()
		assert.Equal(t, id, id2)
		other := *sig
		_, err = other.SetRecoveryID(4)
		assert.Error(t, err, "recovery id 4")

		// A parsed signature carries no recovery id until it is given one.
		parsed, err := c.ParseSignature(sig.Bytes())
		require.NoError(t, err)
		_, err = c.RecoverPubKey(digest, parsed)
		assert.ErrorContains(t, err, c.Prefix+": signature has no recovery id")
		parsed, err = c.ParseDER(sig.ASN1())
		require.NoError(t, err)
		_, err = parsed.SetRecoveryID(id)
		require.NoError(t, err)
		rec, err = c.RecoverPubKey(digest, parsed)
		require.NoError(t, err)
		assert.True(t, c.PubEqual(rec, pub))
	}
}

// SignatureEncodings round-trips compact and DER signatures and checks the
// parsers' errors.
func SignatureEncodings[Priv, Pub any, E, S any](t *testing.T, c Stdlib[Priv, Pub, E, S]) {
	priv := c.mustGenerate(t, c.Rand(3))
	pub := c.PublicKey(priv)
	digest := c.digest([]byte("encodings"))
	sig, err := c.Sign(priv, digest, nil)
	require.NoError(t, err)
	cs, err := c.ParseSignature(sig.Bytes())
	require.NoError(t, err)
	assert.True(t, cs.Equal(sig))
	d, err := c.ParseDER(sig.ASN1())
	require.NoError(t, err)
	assert.True(t, d.Equal(sig))
	_, ok := d.RecoveryID()
	assert.False(t, ok)
	n, size := c.Elliptic.Params().N, c.size()
	for _, b := range [][]byte{nil, make([]byte, 2*size-1), make([]byte, 2*size+1), make([]byte, 2*size),
		append(n.FillBytes(make([]byte, size)), sig.S()...), append(sig.R(), n.FillBytes(make([]byte, size))...)} {
		_, err := c.ParseSignature(b)
		assert.ErrorContains(t, err, c.Prefix+":", "%x", b)
	}
	der := sig.ASN1()
	for _, b := range [][]byte{nil, der[:len(der)-1], append(bytes.Clone(der), 0)} {
		_, err := c.ParseDER(b)
		assert.Error(t, err)
		assert.False(t, c.VerifyASN1(pub, digest, b))
	}
	_, err = c.NewSignature(big.NewInt(0).Bytes(), sig.S())
	assert.Error(t, err)
}

// Certificate uses a PrivateKey as the crypto.Signer of crypto/x509: a
// self-signed certificate made with it verifies, so Public and Sign are
// what the standard library expects (ecdsa key, DER signatures).
func Certificate[Priv, Pub any, E, S any](t *testing.T, c Stdlib[Priv, Pub, E, S], signer func(*Priv) crypto.Signer) {
	priv := c.mustGenerate(t, nil)
	tmpl := &x509.Certificate{
		SerialNumber:          big.NewInt(1),
		Subject:               pkix.Name{CommonName: "curvekit"},
		NotBefore:             time.Unix(0, 0),
		NotAfter:              time.Unix(1<<32, 0),
		IsCA:                  true,
		BasicConstraintsValid: true,
		KeyUsage:              x509.KeyUsageCertSign,
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, c.Public(priv), signer(priv))
	require.NoError(t, err)
	cert, err := x509.ParseCertificate(der)
	require.NoError(t, err)
	require.NoError(t, cert.CheckSignatureFrom(cert))
	pub, err := c.PubFromECDSA(cert.PublicKey.(*ecdsa.PublicKey))
	require.NoError(t, err)
	assert.True(t, c.PubEqual(pub, c.PublicKey(priv)))
}

// SignerNilSignOptions checks that PrivateKey.Sign takes a nil *SignOptions
// as the defaults, as Sign does, with and without a random source, instead
// of dereferencing it.
func SignerNilSignOptions[Priv, Pub any, E, S any](t *testing.T, c Stdlib[Priv, Pub, E, S]) {
	k := c.mustGenerate(t, nil)
	digest := c.digest([]byte("nil options"))
	var nilOpts *weierstrass.SignOptions
	// HashFunc reports zero, "the scheme's default"; the options type is
	// shared with curves whose default differs.
	assert.Zero(t, nilOpts.HashFunc())
	for _, rnd := range []io.Reader{nil, rand.Reader} {
		var der []byte
		var err error
		require.NotPanics(t, func() { der, err = c.SignerSignRand(k, rnd, digest, nilOpts) })
		require.NoError(t, err)
		assert.True(t, c.VerifyASN1(c.PublicKey(k), digest, der))
	}
	// Deterministic without a random source: the same as nil opts.
	a, err := c.SignerSignRand(k, nil, digest, nilOpts)
	require.NoError(t, err)
	b, err := c.SignerSignRand(k, nil, digest, nil)
	require.NoError(t, err)
	assert.Equal(t, b, a)
}

// beN returns x as a big-endian field element or scalar of the curve.
func (c Stdlib[Priv, Pub, E, S]) beN(x *big.Int) []byte { return x.FillBytes(make([]byte, c.size())) }

// NewPrivateKey checks the range [1, n−1] and the length, and that the
// public key agrees with crypto/ecdh for edge and random scalars.
func NewPrivateKey[Priv, Pub any, E, S any](t *testing.T, c Stdlib[Priv, Pub, E, S]) {
	size, curveN := c.size(), c.Elliptic.Params().N
	one := big.NewInt(1)
	for _, d := range []*big.Int{big.NewInt(0), curveN, new(big.Int).Add(curveN, one),
		new(big.Int).Sub(new(big.Int).Lsh(one, uint(8*size)), one)} {
		_, err := c.API.NewPrivateKey(c.beN(d))
		assert.ErrorContains(t, err, c.Prefix+": private key is not in [1, n-1]", "d = %x", d)
	}
	for _, n := range []int{0, size - 1, size + 1, 2 * size} {
		_, err := c.API.NewPrivateKey(make([]byte, n))
		assert.ErrorContains(t, err, c.Prefix+": private key is", "%d bytes", n)
	}
	r := c.Rand(4)
	scalars := [][]byte{c.beN(one), c.beN(big.NewInt(2)), c.beN(new(big.Int).Sub(curveN, one)),
		c.beN(new(big.Int).Rsh(curveN, 1))}
	for range 20 {
		b := make([]byte, size)
		_, _ = r.Read(b)
		if bits := c.Elliptic.Params().BitSize % 8; bits != 0 {
			b[0] &= 1<<bits - 1 // P-521: 521 bits, mostly below n
		}
		scalars = append(scalars, b)
	}
	for _, b := range scalars {
		want, werr := c.StdECDH.NewPrivateKey(b)
		got, err := c.API.NewPrivateKey(b)
		require.Equal(t, werr == nil, err == nil, "%x", b)
		if err != nil {
			continue
		}
		assert.Equal(t, b, c.PrivBytes(got))
		assert.Equal(t, want.PublicKey().Bytes(), c.PubBytes(c.PublicKey(got)))
	}
}

// NewPublicKey checks both SEC 1 forms against crypto/ecdh and every kind of
// invalid encoding.
func NewPublicKey[Priv, Pub any, E, S any](t *testing.T, c Stdlib[Priv, Pub, E, S]) {
	size, params := c.size(), c.Elliptic.Params()
	r := c.Rand(5)
	for range 20 {
		pub := c.PublicKey(c.mustGenerate(t, r))
		u, cb := c.PubBytes(pub), c.PubCompressed(pub)
		require.Len(t, u, 1+2*size)
		require.Len(t, cb, 1+size)
		_, err := c.StdECDH.NewPublicKey(u)
		require.NoError(t, err)
		assert.Equal(t, u[1:1+size], cb[1:])
		assert.Equal(t, byte(2|u[2*size]&1), cb[0])
		for _, enc := range [][]byte{u, cb} {
			k, err := c.API.NewPublicKey(enc)
			require.NoError(t, err)
			assert.True(t, c.PubEqual(k, pub))
			assert.Equal(t, u, c.PubBytes(k))
		}
	}
	gx, gy, p := params.Gx, params.Gy, params.P
	uncompressed := func(x, y *big.Int) []byte { return append(append([]byte{4}, c.beN(x)...), c.beN(y)...) }
	offCurve := uncompressed(gx, new(big.Int).Add(gy, big.NewInt(1)))
	for name, b := range map[string][]byte{
		"empty":          nil,
		"identity":       {0},
		"off curve":      offCurve,
		"x = p":          uncompressed(p, gy),
		"y = p":          uncompressed(gx, p),
		"hybrid":         append([]byte{6}, uncompressed(gx, gy)[1:]...),
		"bad prefix":     append([]byte{5}, uncompressed(gx, gy)[1:]...),
		"short":          uncompressed(gx, gy)[:2*size],
		"long":           append(uncompressed(gx, gy), 0),
		"compressed x=p": append([]byte{2}, c.beN(p)...),
		"not an x":       append([]byte{2}, c.beN(nonX(params))...),
	} {
		_, err := c.API.NewPublicKey(b)
		assert.ErrorContains(t, err, c.Prefix+": invalid public key", name)
		if len(b) == 1+2*size || len(b) == 1+size {
			_, serr := c.StdECDH.NewPublicKey(b)
			assert.Error(t, serr, "crypto/ecdh accepts %s", name)
		}
	}
}

// nonX returns the least x ≥ 1 for which x³ − 3x + b is not a square mod p:
// no point of the curve has that x-coordinate.
func nonX(params *elliptic.CurveParams) *big.Int {
	p := params.P
	for x := big.NewInt(1); ; x.Add(x, big.NewInt(1)) {
		rhs := new(big.Int).Exp(x, big.NewInt(3), p)
		rhs.Sub(rhs, new(big.Int).Mul(x, big.NewInt(3))).Add(rhs, params.B).Mod(rhs, p)
		if big.Jacobi(rhs, p) == -1 {
			return x
		}
	}
}

// ECDH checks shared secrets against crypto/ecdh in both directions.
func ECDH[Priv, Pub any, E, S any](t *testing.T, c Stdlib[Priv, Pub, E, S]) {
	r := c.Rand(6)
	for range 20 {
		a := c.mustGenerate(t, r)
		b, err := c.StdECDH.GenerateKey(r)
		require.NoError(t, err)
		bpub, err := c.PubFromECDH(b.PublicKey())
		require.NoError(t, err)
		ours, err := c.API.ECDH(a, bpub)
		require.NoError(t, err)
		require.Len(t, ours, c.size())
		apub, err := c.PubToECDH(c.PublicKey(a))
		require.NoError(t, err)
		theirs, err := b.ECDH(apub)
		require.NoError(t, err)
		assert.Equal(t, theirs, ours)
		method, err := c.PrivECDH(a, bpub)
		require.NoError(t, err)
		assert.Equal(t, ours, method)
	}
}

// Conversions round-trips keys through crypto/ecdsa and crypto/ecdh and
// refuses keys of other curves.
func Conversions[Priv, Pub any, E, S any](t *testing.T, c Stdlib[Priv, Pub, E, S]) {
	priv := c.mustGenerate(t, c.Rand(7))
	ek, err := c.PrivToECDSA(priv)
	require.NoError(t, err)
	back, err := c.PrivFromECDSA(ek)
	require.NoError(t, err)
	assert.True(t, c.PrivEqual(back, priv))
	hk, err := c.PrivToECDH(priv)
	require.NoError(t, err)
	back, err = c.PrivFromECDH(hk)
	require.NoError(t, err)
	assert.True(t, c.PrivEqual(back, priv))
	assert.Equal(t, c.PubBytes(c.PublicKey(priv)), hk.PublicKey().Bytes())
	pub, err := c.PubFromECDSA(&ek.PublicKey)
	require.NoError(t, err)
	assert.True(t, c.PubEqual(pub, c.PublicKey(priv)))
	assert.True(t, ek.PublicKey.Equal(c.Public(priv)))

	other, err := ecdsa.GenerateKey(c.Other, c.Rand(8))
	require.NoError(t, err)
	_, err = c.PrivFromECDSA(other)
	assert.Error(t, err)
	_, err = c.PubFromECDSA(&other.PublicKey)
	assert.Error(t, err)
	x, err := ecdh.X25519().GenerateKey(c.Rand(9))
	require.NoError(t, err)
	_, err = c.PrivFromECDH(x)
	assert.Error(t, err)
	_, err = c.PubFromECDH(x.PublicKey())
	assert.Error(t, err)
	// A key equals its standard-library twin (EqualStdlibTwins).
	assert.True(t, c.PrivEqual(priv, ek))
	assert.True(t, c.PubEqual(c.PublicKey(priv), &ek.PublicKey))
}

// DEREncodings round-trips PKCS #8, SEC 1 and SPKI with crypto/x509 both
// ways and refuses other key types.
func DEREncodings[Priv, Pub any, E, S any](t *testing.T, c Stdlib[Priv, Pub, E, S]) {
	priv := c.mustGenerate(t, c.Rand(10))
	ek, err := c.PrivToECDSA(priv)
	require.NoError(t, err)

	p8, err := c.MarshalPKCS8(priv)
	require.NoError(t, err)
	want, err := x509.MarshalPKCS8PrivateKey(ek)
	require.NoError(t, err)
	assert.Equal(t, want, p8)
	back, err := c.ParsePKCS8(p8)
	require.NoError(t, err)
	assert.True(t, c.PrivEqual(back, priv))
	parsed, err := x509.ParsePKCS8PrivateKey(p8)
	require.NoError(t, err)
	assert.True(t, ek.Equal(parsed))

	sec1, err := c.MarshalECPriv(priv)
	require.NoError(t, err)
	back, err = c.ParseECPrivate(sec1)
	require.NoError(t, err)
	assert.True(t, c.PrivEqual(back, priv))
	xk, err := x509.ParseECPrivateKey(sec1)
	require.NoError(t, err)
	assert.True(t, ek.Equal(xk))

	spki, err := c.MarshalPKIX(c.PublicKey(priv))
	require.NoError(t, err)
	want, err = x509.MarshalPKIXPublicKey(&ek.PublicKey)
	require.NoError(t, err)
	assert.Equal(t, want, spki)
	pub, err := c.ParsePKIX(spki)
	require.NoError(t, err)
	assert.True(t, c.PubEqual(pub, c.PublicKey(priv)))
	_, err = c.ParsePKIX(append(bytes.Clone(spki), 0))
	assert.Error(t, err)

	// Other key types and curves.
	_, edPriv, err := ed25519.GenerateKey(c.Rand(11))
	require.NoError(t, err)
	edDER, err := x509.MarshalPKCS8PrivateKey(edPriv)
	require.NoError(t, err)
	_, err = c.ParsePKCS8(edDER)
	assert.ErrorContains(t, err, "not a "+c.Name+" key")
	edPub, err := x509.MarshalPKIXPublicKey(edPriv.Public())
	require.NoError(t, err)
	_, err = c.ParsePKIX(edPub)
	assert.ErrorContains(t, err, "not a "+c.Name+" key")
	otherKey, err := ecdsa.GenerateKey(c.Other, c.Rand(12))
	require.NoError(t, err)
	otherDER, err := x509.MarshalECPrivateKey(otherKey)
	require.NoError(t, err)
	_, err = c.ParseECPrivate(otherDER)
	assert.Error(t, err)
	for _, f := range []func([]byte) error{
		func(b []byte) error { _, err := c.ParsePKCS8(b); return err },
		func(b []byte) error { _, err := c.ParseECPrivate(b); return err },
		func(b []byte) error { _, err := c.ParsePKIX(b); return err },
	} {
		assert.Error(t, f(nil))
		assert.Error(t, f([]byte{0x30, 0x00}))
	}
}

// EqualStdlibTwins checks that keys compare equal to their standard-library
// twins (crypto/ecdsa and crypto/ecdh on the curve) and not to other keys,
// other curves' keys or nil values of those types.
func EqualStdlibTwins[Priv, Pub any, E, S any](t *testing.T, c Stdlib[Priv, Pub, E, S]) {
	priv := c.mustGenerate(t, c.Rand(70))
	other := c.mustGenerate(t, c.Rand(71))
	pub := c.PublicKey(priv)
	ePriv, err := c.PrivToECDSA(priv)
	require.NoError(t, err)
	hPriv, err := c.PrivToECDH(priv)
	require.NoError(t, err)
	ePub, err := c.PubToECDSA(pub)
	require.NoError(t, err)
	hPub, err := c.PubToECDH(pub)
	require.NoError(t, err)
	assert.True(t, c.PrivEqual(priv, ePriv))
	assert.True(t, c.PrivEqual(priv, hPriv))
	assert.True(t, c.PubEqual(pub, ePub))
	assert.True(t, c.PubEqual(pub, hPub))
	assert.True(t, ePub.Equal(ePriv.Public()), "the twin is a real crypto/ecdsa key")
	assert.False(t, c.PrivEqual(other, ePriv))
	assert.False(t, c.PubEqual(c.PublicKey(other), hPub))
	x, err := ecdh.X25519().GenerateKey(c.Rand(72))
	require.NoError(t, err)
	assert.False(t, c.PrivEqual(priv, x))
	assert.False(t, c.PubEqual(pub, x.PublicKey()))
	assert.False(t, c.PubEqual(pub, (*ecdsa.PublicKey)(nil)))
	assert.False(t, c.PrivEqual(priv, (*ecdh.PrivateKey)(nil)))
	assert.False(t, c.PubEqual(new(Pub), ePub))
}

// Allocs measures the allocations of the hot paths in the steady state:
// Verify and VerifyASN1 allocate nothing, ECDH only its result, Sign
// (deterministic or hedged) only its Signature, and PrivateKey.Sign
// (crypto.Signer) only its DER slice: the RFC 6979 generator is kept in the
// engine's pooled workspace (hashes.NonceGenerator.Init). The caller skips
// it under -short, coverage or the race detector.
func Allocs[Priv, Pub any, E, S any](t *testing.T, c Stdlib[Priv, Pub, E, S]) {
	priv := c.mustGenerate(t, c.Rand(20))
	peer := c.mustGenerate(t, c.Rand(21))
	digest := c.digest([]byte("allocations"))
	sig, err := c.Sign(priv, digest, nil)
	require.NoError(t, err)
	der := sig.ASN1()
	pub := c.PublicKey(priv)
	allocs := func(f func()) float64 { f(); return testing.AllocsPerRun(100, f) }
	assert.Zero(t, allocs(func() {
		if !c.Verify(pub, digest, sig) {
			panic("verify")
		}
	}), "Verify")
	assert.Zero(t, allocs(func() {
		if !c.VerifyASN1(pub, digest, der) {
			panic("verify")
		}
	}), "VerifyASN1")
	assert.Equal(t, 1.0, allocs(func() { _, _ = c.API.ECDH(priv, c.PublicKey(peer)) }), "ECDH")
	assert.Equal(t, 1.0, allocs(func() { _, _ = c.Sign(priv, digest, nil) }), "Sign")
	hedged := &weierstrass.SignOptions{ExtraEntropy: []byte("extra"), Rand: c.Rand(22)}
	assert.Equal(t, 1.0, allocs(func() { _, _ = c.Sign(priv, digest, hedged) }), "Sign hedged")
	// crypto.Signer: only the returned DER slice, whatever the options.
	for name, opts := range map[string]crypto.SignerOpts{
		c.Hash.String(): c.Hash, "nil *SignOptions": (*weierstrass.SignOptions)(nil),
		"*SignOptions": &weierstrass.SignOptions{Hash: crypto.SHA384, ExtraEntropy: []byte("extra")},
	} {
		assert.Equal(t, 1.0, allocs(func() { _, _ = c.SignerSignRand(priv, nil, digest, opts) }), "PrivateKey.Sign, %s", name)
		rand := c.Rand(23)
		assert.Equal(t, 1.0, allocs(func() { _, _ = c.SignerSignRand(priv, rand, digest, opts) }), "PrivateKey.Sign hedged, %s", name)
	}
}

// AllocsHashToCurve checks that a definition's HashToCurve and
// EncodeToCurve allocate only the returned point, for a short DST and for
// an oversize one that §5.3.3 reduces.
func AllocsHashToCurve[E, S any](t *testing.T, h2c HashToCurve[E, S]) {
	msg := []byte("allocations")
	for name, dst := range map[string][]byte{"short DST": []byte("QUUX-V01-CS02"), "oversize DST": make([]byte, 300)} {
		allocs := func(f func() (*weierstrass.Point[E, S], error)) float64 {
			_, err := f()
			require.NoError(t, err)
			return testing.AllocsPerRun(100, func() { _, _ = f() })
		}
		assert.Equal(t, 1.0, allocs(func() (*weierstrass.Point[E, S], error) { return h2c.HashToCurve(msg, dst) }), "HashToCurve, %s", name)
		assert.Equal(t, 1.0, allocs(func() (*weierstrass.Point[E, S], error) { return h2c.EncodeToCurve(msg, dst) }), "EncodeToCurve, %s", name)
	}
}

// HashToCurve is a definition's hash-to-curve API, for StdlibMisuse.
type HashToCurve[E, S any] struct {
	HashToCurve   func(msg, dst []byte) (*weierstrass.Point[E, S], error)
	EncodeToCurve func(msg, dst []byte) (*weierstrass.Point[E, S], error)
	MapToCurve    func(u *E) *weierstrass.Point[E, S]
}

// StdlibMisuse is Misuse for the rest of a NIST definition's API: the
// crypto/ecdsa and crypto/ecdh conversions, PrivateKey.ECDH, Point,
// EngineKey, Public and hash-to-curve with nil, zero-value and empty
// arguments return an error (matching ErrUninitializedKey for the zero
// keys, printed with the package's prefix once) or nil, and none panics.
func StdlibMisuse[Priv, Pub any, E, S any](t *testing.T, c Stdlib[Priv, Pub, E, S], h2c HashToCurve[E, S],
	pubPoint func(*Pub) *weierstrass.Point[E, S], pubEngine func(*Pub) *weierstrass.PublicKey[E, S],
	privEngine func(*Priv) *weierstrass.PrivateKey[E, S]) {
	var (
		nilPriv  *Priv
		nilPub   *Pub
		zeroPriv = new(Priv)
		zeroPub  = new(Pub)
	)
	checkErrors(t, c.Prefix, []errorCall{
		{"zero PublicKey.ToECDSA", c.ErrUninitKey, func() error { _, err := c.PubToECDSA(zeroPub); return err }},
		{"nil PublicKey.ToECDH", c.ErrUninitKey, func() error { _, err := c.PubToECDH(nilPub); return err }},
		{"zero PrivateKey.ToECDSA", c.ErrUninitKey, func() error { _, err := c.PrivToECDSA(zeroPriv); return err }},
		{"nil PrivateKey.ToECDH", c.ErrUninitKey, func() error { _, err := c.PrivToECDH(nilPriv); return err }},
		{"PrivateKey.ECDH(zero)", c.ErrUninitKey, func() error { _, err := c.PrivECDH(zeroPriv, new(Pub)); return err }},
		{"PublicKeyFromECDSA(nil)", nil, func() error { _, err := c.PubFromECDSA(nil); return err }},
		{"PrivateKeyFromECDSA(nil)", nil, func() error { _, err := c.PrivFromECDSA(nil); return err }},
		{"PublicKeyFromECDH(nil)", nil, func() error { _, err := c.PubFromECDH(nil); return err }},
		{"PrivateKeyFromECDH(nil)", nil, func() error { _, err := c.PrivFromECDH(nil); return err }},
		{"HashToCurve(empty DST)", nil, func() error { _, err := h2c.HashToCurve([]byte("m"), nil); return err }},
		{"EncodeToCurve(empty DST)", nil, func() error { _, err := h2c.EncodeToCurve([]byte("m"), nil); return err }},
	})
	require.NotPanics(t, func() {
		assert.Nil(t, h2c.MapToCurve(nil))
		for _, k := range []*Pub{zeroPub, nilPub} {
			assert.Nil(t, pubPoint(k))
			assert.Nil(t, pubEngine(k))
		}
		for _, k := range []*Priv{zeroPriv, nilPriv} {
			assert.Nil(t, privEngine(k))
			assert.Nil(t, c.Public(k))
		}
	})
}
