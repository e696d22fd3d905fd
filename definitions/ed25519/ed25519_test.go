package ed25519

import (
	"bytes"
	"crypto"
	"crypto/ed25519"
	"crypto/rand"
	"crypto/sha512"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/hex"
	"errors"
	"math/big"
	"sync"
	"testing"
	"time"

	"github.com/curvekit/curvekit/curves/edwards"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestGenerateKey checks that GenerateKey makes from a reader the key pair
// crypto/ed25519.GenerateKey makes from the same bytes, and that nil uses
// crypto/rand.
func TestGenerateKey(t *testing.T) {
	seed := bytes.Repeat([]byte{0x42}, SeedSize)
	pub, priv, err := GenerateKey(bytes.NewReader(seed))
	require.NoError(t, err)
	stdPub, stdPriv, err := ed25519.GenerateKey(bytes.NewReader(seed))
	require.NoError(t, err)
	assert.Equal(t, []byte(stdPub), []byte(pub))
	assert.Equal(t, []byte(stdPriv), []byte(priv))
	assert.Equal(t, seed, priv.Seed())

	pub1, priv1, err := GenerateKey(nil)
	require.NoError(t, err)
	pub2, _, err := GenerateKey(nil)
	require.NoError(t, err)
	assert.NotEqual(t, pub1, pub2)
	assert.Equal(t, pub1, priv1.PublicKey())

	_, _, err = GenerateKey(bytes.NewReader(seed[:31]))
	assert.ErrorContains(t, err, "ed25519: reading the seed")
}

// TestBadLengths checks that every length error is an error (or false), and
// never a panic, where crypto/ed25519 would panic.
func TestBadLengths(t *testing.T) {
	priv, err := NewKeyFromSeed(make([]byte, SeedSize))
	require.NoError(t, err)
	pub := priv.PublicKey()
	msg := []byte("message")
	sig, err := Sign(priv, msg)
	require.NoError(t, err)

	for _, n := range []int{0, 31, 33, 64} {
		_, err := NewKeyFromSeed(make([]byte, n))
		assert.ErrorContains(t, err, "ed25519: seed is", n)
	}
	for _, n := range []int{0, 32, 63, 65} {
		bad := PrivateKey(make([]byte, n))
		_, err := Sign(bad, msg)
		assert.ErrorContains(t, err, "ed25519: private key is", n)
		_, err = bad.Sign(nil, msg, crypto.Hash(0))
		assert.Error(t, err)
		_, err = SignMessage(bad, msg)
		assert.Error(t, err)
		_, err = NewPrivateKey(bad)
		assert.Error(t, err)
		_, err = bad.ToX25519()
		assert.Error(t, err)
		_, err = bad.Scalar()
		assert.Error(t, err)
		_, err = MarshalPKCS8PrivateKey(bad)
		assert.Error(t, err)
		_, err = bad.MarshalBinary()
		assert.Error(t, err)
		assert.Nil(t, bad.Public())
		assert.Nil(t, bad.PublicKey())
		assert.Nil(t, bad.Seed())
	}
	for _, n := range []int{0, 31, 33, 64} {
		badPub := PublicKey(make([]byte, n))
		assert.False(t, Verify(badPub, msg, sig))
		assert.ErrorContains(t, VerifyWithOptions(badPub, msg, sig, nil), "ed25519: public key is")
		_, err := NewPublicKey(badPub)
		assert.Error(t, err)
		_, err = badPub.ToX25519()
		assert.Error(t, err)
		_, err = badPub.Point()
		assert.Error(t, err)
		_, err = MarshalPKIXPublicKey(badPub)
		assert.Error(t, err)
		_, ok := OpenMessage(badPub, append(sig, msg...))
		assert.False(t, ok)
	}
	for _, n := range []int{0, 63, 65, 128} {
		badSig := make([]byte, n)
		copy(badSig, sig)
		assert.False(t, Verify(pub, msg, badSig))
		assert.ErrorContains(t, VerifyWithOptions(pub, msg, badSig, nil), "ed25519: signature is")
	}
}

// TestOptions checks the variant selection and the option errors.
func TestOptions(t *testing.T) {
	priv, err := NewKeyFromSeed(bytes.Repeat([]byte{7}, SeedSize))
	require.NoError(t, err)
	pub := priv.PublicKey()
	msg := []byte("message")
	digest := sha512.Sum512(msg)

	// crypto.Hash values directly, as crypto.Signer callers pass them.
	sig, err := priv.Sign(rand.Reader, msg, crypto.Hash(0))
	require.NoError(t, err)
	assert.True(t, Verify(pub, msg, sig))
	phSig, err := priv.Sign(nil, digest[:], crypto.SHA512)
	require.NoError(t, err)
	assert.NoError(t, VerifyWithOptions(pub, digest[:], phSig, &Options{Hash: crypto.SHA512}))
	assert.ErrorIs(t, VerifyWithOptions(pub, digest[:], phSig, nil), ErrInvalidSignature)
	nilSig, err := priv.Sign(nil, msg, (*Options)(nil))
	require.NoError(t, err)
	assert.Equal(t, sig, nilSig)

	// Errors: hash, context length, digest length, policy.
	_, err = priv.Sign(nil, msg, crypto.SHA256)
	assert.ErrorContains(t, err, "ed25519: hash SHA-256")
	_, err = priv.Sign(nil, msg, crypto.SHA512)
	assert.ErrorContains(t, err, "Ed25519ph message is 7 bytes")
	long := string(bytes.Repeat([]byte{'c'}, 256))
	_, err = priv.Sign(nil, msg, &Options{Context: long})
	assert.ErrorContains(t, err, "context is 256 bytes")
	_, err = priv.Sign(nil, msg, &ed25519.Options{Context: long})
	assert.Error(t, err)
	ctx255 := long[:255]
	sig255, err := priv.Sign(nil, msg, &Options{Context: ctx255})
	require.NoError(t, err)
	assert.NoError(t, VerifyWithOptions(pub, msg, sig255, &Options{Context: ctx255}))
	assert.NoError(t, ed25519.VerifyWithOptions(ed25519.PublicKey(pub), msg, sig255, &ed25519.Options{Context: ctx255}))

	assert.ErrorContains(t, VerifyWithOptions(pub, msg, sig, &Options{Hash: crypto.SHA256}), "ed25519: hash")
	assert.ErrorContains(t, VerifyWithOptions(pub, msg, sig, &Options{Context: long}), "context is 256 bytes")
	assert.ErrorContains(t, VerifyWithOptions(pub, msg, phSig, &Options{Hash: crypto.SHA512}), "Ed25519ph message is 7 bytes")
	assert.ErrorContains(t, VerifyWithOptions(pub, msg, sig, &Options{Policy: 9}), "unknown verification policy 9")
	for _, err := range []error{
		VerifyWithOptions(pub, msg, sig, &Options{Hash: crypto.SHA256}),
		VerifyWithOptions(pub, msg, sig, &Options{Policy: -1}),
	} {
		assert.False(t, errors.Is(err, ErrInvalidSignature), err)
	}
	assert.Equal(t, crypto.SHA512, (&Options{Hash: crypto.SHA512}).HashFunc())
	for p, name := range map[Policy]string{Stdlib: "Stdlib", ZIP215: "ZIP215", Strict: "Strict", RFC8032: "RFC8032", 7: "Policy(7)"} {
		assert.Equal(t, name, p.String())
	}
}

// TestInvalidSignatureErrors checks that a failed verification matches
// ErrInvalidSignature, unwraps to the engine's reason, and says it.
func TestInvalidSignatureErrors(t *testing.T) {
	priv, err := NewKeyFromSeed(make([]byte, SeedSize))
	require.NoError(t, err)
	msg := []byte("m")
	sig, err := Sign(priv, msg)
	require.NoError(t, err)

	err = VerifyWithOptions(priv.PublicKey(), []byte("other"), sig, nil)
	assert.ErrorIs(t, err, ErrInvalidSignature)
	assert.ErrorIs(t, err, edwards.ErrInvalidSignature)
	assert.Equal(t, "ed25519: invalid signature", err.Error())

	// A non-canonical public key (y = p + 1, the identity) under RFC8032.
	nonCanonical := unhex(t, "eeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f")
	err = VerifyWithOptions(nonCanonical, msg, sig, &Options{Policy: RFC8032})
	assert.ErrorIs(t, err, ErrInvalidSignature)
	assert.ErrorIs(t, err, edwards.ErrNonCanonical)
	assert.Contains(t, err.Error(), "ed25519: invalid signature: public key")

	// S ≥ ℓ.
	high := append([]byte(nil), sig...)
	lBytes := paramL.FillBytes(make([]byte, 32))
	for i := range 32 {
		high[32+i] = lBytes[31-i]
	}
	err = VerifyWithOptions(priv.PublicKey(), msg, high, nil)
	assert.ErrorIs(t, err, ErrInvalidSignature)
	assert.Contains(t, err.Error(), "S is not below the group order")
}

// TestNewPrivateKey checks the tweetnacl-style import of seed ‖ public key.
func TestNewPrivateKey(t *testing.T) {
	priv, err := NewKeyFromSeed(bytes.Repeat([]byte{1}, SeedSize))
	require.NoError(t, err)
	got, err := NewPrivateKey(priv)
	require.NoError(t, err)
	assert.Equal(t, priv, got)
	got[0] ^= 1
	assert.NotEqual(t, priv, got, "NewPrivateKey must copy")

	other, err := NewKeyFromSeed(bytes.Repeat([]byte{2}, SeedSize))
	require.NoError(t, err)
	mixed := append(append([]byte(nil), priv[:SeedSize]...), other[SeedSize:]...)
	_, err = NewPrivateKey(mixed)
	assert.ErrorContains(t, err, "is not the public key of its seed")
	// The second half may be secret (an expanded key passed by mistake):
	// the error must not quote it.
	assert.NotContains(t, err.Error(), hex.EncodeToString(mixed[SeedSize:SeedSize+8]))
	var k PrivateKey
	assert.Error(t, k.UnmarshalBinary(mixed))
	assert.Nil(t, k)
}

// TestKeyMethods checks Public, PublicKey, Seed, Equal, Scalar, Point and
// the free conversions to and from crypto/ed25519.
func TestKeyMethods(t *testing.T) {
	seed := bytes.Repeat([]byte{3}, SeedSize)
	priv, err := NewKeyFromSeed(seed)
	require.NoError(t, err)
	stdPriv := ed25519.NewKeyFromSeed(seed)

	assert.Equal(t, stdPriv.Public(), priv.Public())
	assert.IsType(t, ed25519.PublicKey(nil), priv.Public())
	assert.Equal(t, seed, priv.Seed())
	assert.True(t, priv.Equal(stdPriv))
	assert.True(t, priv.Equal(PrivateKey(stdPriv)))
	assert.True(t, stdPriv.Equal(ed25519.PrivateKey(priv)))
	assert.False(t, priv.Equal(ed25519.NewKeyFromSeed(make([]byte, SeedSize))))
	assert.False(t, priv.Equal("not a key"))

	pub := priv.PublicKey()
	assert.True(t, pub.Equal(stdPriv.Public()))
	assert.True(t, pub.Equal(pub))
	assert.False(t, pub.Equal(PublicKey(make([]byte, 32))))
	assert.False(t, pub.Equal(42))
	pub[0] ^= 1
	assert.NotEqual(t, pub, priv.PublicKey(), "PublicKey must copy")

	// [s]B = A, with s from Scalar and A from Point.
	s, err := priv.Scalar()
	require.NoError(t, err)
	A, err := priv.PublicKey().Point()
	require.NoError(t, err)
	assert.Equal(t, 1, Curve().NewIdentityPoint().ScalarBaseMult(s).Equal(A))
	assert.Equal(t, []byte(priv.PublicKey()), A.Bytes())
	assert.Equal(t, "edwards25519", Curve().Name())
	assert.Equal(t, uint64(8), Curve().Cofactor())
	assert.Equal(t, 0, Curve().Order().Cmp(paramL))
	assert.Equal(t, SignatureSize, Scheme().SignatureSize())

	// Non-canonical encodings: NewPublicKey is lenient, Point is not.
	nonCanonical := unhex(t, "eeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f")
	_, err = NewPublicKey(nonCanonical)
	assert.NoError(t, err)
	_, err = PublicKey(nonCanonical).Point()
	assert.ErrorIs(t, err, edwards.ErrNonCanonical)
	// y = 2 is not on the curve.
	notOnCurve := make([]byte, 32)
	notOnCurve[0] = 2
	_, err = NewPublicKey(notOnCurve)
	assert.ErrorIs(t, err, edwards.ErrNotOnCurve)
}

// TestX509Signer checks that a PrivateKey signs an X.509 certificate through
// crypto/x509, which needs Public to return a crypto/ed25519.PublicKey, and
// that the certificate verifies.
func TestX509Signer(t *testing.T) {
	_, priv, err := GenerateKey(nil)
	require.NoError(t, err)
	tmpl := &x509.Certificate{
		SerialNumber:          big.NewInt(1),
		Subject:               pkix.Name{CommonName: "curvekit"},
		NotBefore:             time.Unix(0, 0),
		NotAfter:              time.Unix(1<<31, 0),
		BasicConstraintsValid: true,
		IsCA:                  true,
		KeyUsage:              x509.KeyUsageCertSign,
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, priv.Public(), priv)
	require.NoError(t, err)
	cert, err := x509.ParseCertificate(der)
	require.NoError(t, err)
	assert.Equal(t, x509.PureEd25519, cert.SignatureAlgorithm)
	assert.NoError(t, cert.CheckSignatureFrom(cert))
	assert.True(t, Verify(priv.PublicKey(), cert.RawTBSCertificate, cert.Signature))
}

// TestConcurrent signs and verifies from several goroutines at once (run
// with -race): the lazily built curve, its tables and the engine's pooled
// workspaces must be safe for concurrent use.
func TestConcurrent(t *testing.T) {
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for g := range 8 {
		wg.Go(func() {
			priv, err := NewKeyFromSeed(bytes.Repeat([]byte{byte(g)}, SeedSize))
			if err != nil {
				errs <- err
				return
			}
			for i := range 20 {
				msg := []byte{byte(g), byte(i)}
				sig, err := Sign(priv, msg)
				if err != nil {
					errs <- err
					return
				}
				want := ed25519.Sign(ed25519.PrivateKey(priv), msg)
				if !bytes.Equal(sig, want) || !Verify(priv.PublicKey(), msg, sig) {
					errs <- errors.New("concurrent signature mismatch")
					return
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}
