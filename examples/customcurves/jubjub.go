package main

import (
	"bytes"
	"crypto/sha512"
	"math/big"

	"github.com/consensys/gnark-crypto/ecc/bls12-381/twistededwards"

	"github.com/curvekit/curvekit/curves/edwards"
	"github.com/curvekit/curvekit/examples/internal/checklist"
	"github.com/curvekit/curvekit/field"
)

// jubjubQ is the base field modulus of Jubjub, the order r of BLS12-381's
// groups (Zcash Protocol Specification §5.4.9.3: q_J = r_S).
var jubjubQ = hexInt("73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001")

// jubjubR is the prime order r_J of Jubjub's large subgroup (Zcash Protocol
// Specification §5.4.9.3); the curve has 8·r_J points.
var jubjubR = hexInt("0e7db4ea6533afa906673b0101343b00a6682093ccc81082d0970e5ed6f72cb7")

// jubjubGx and jubjubGy are the generator of the subgroup of order r_J that
// gnark-crypto v0.21.0 uses (ecc/bls12-381/twistededwards/curve.go).
var (
	jubjubGx = decInt("23426137002068529236790192115758361610982344002369094106619281483467893291614")
	jubjubGy = decInt("39325435222430376843701388596190331198052476467368316772266670064146548432123")
)

// newJubjub defines Jubjub, the twisted Edwards curve −x² + y² = 1 + d·x²·y²
// with d = −10240/10241 of Zcash Sapling (Zcash Protocol Specification
// §5.4.9.3), over the scalar field of BLS12-381, built at run time.
func newJubjub() (*edwards.Curve[field.PrimeElement, field.PrimeElement], error) {
	fq, err := field.NewPrime(jubjubQ, field.LittleEndian) // RFC 8032-style encodings are little-endian
	if err != nil {
		return nil, err
	}
	fr, err := field.NewPrime(jubjubR, field.LittleEndian)
	if err != nil {
		return nil, err
	}
	d := new(big.Int).ModInverse(big.NewInt(10241), jubjubQ)
	d.Mul(d, big.NewInt(-10240)) // d = −10240/10241; New reduces the constants modulo q
	return edwards.New(edwards.Params[field.PrimeElement, field.PrimeElement]{
		Name:     "Jubjub",
		Field:    fq,
		Scalar:   fr,
		A:        big.NewInt(-1),
		D:        d,
		Gx:       jubjubGx,
		Gy:       jubjubGy,
		Cofactor: 8,
	})
}

// newJubjubEdDSA turns Jubjub into EdDSA as RFC 8032 §5.1 parameterises it:
// SHA-512 (64 bytes, twice the 32-byte encodings), the default clamping for
// cofactor 8, no contexts. This is a demonstration of the engine, not a
// standard scheme: Zcash's own signatures on Jubjub (RedJubjub) differ.
func newJubjubEdDSA(c *edwards.Curve[field.PrimeElement, field.PrimeElement]) (*edwards.Scheme[field.PrimeElement, field.PrimeElement], error) {
	return edwards.NewScheme(c, edwards.SchemeParams{Hash: sha512.New})
}

// jubjubTour signs with EdDSA on Jubjub and checks the public key and the
// signature equation with gnark-crypto's independent Jubjub arithmetic.
func jubjubTour(l *checklist.List) {
	l.Title("Jubjub (twisted Edwards) over field.Prime: EdDSA with SHA-512")
	curve, err := newJubjub()
	if !l.Must("edwards.New", err) {
		return
	}
	scheme, err := newJubjubEdDSA(curve)
	if !l.Must("NewScheme", err) {
		return
	}
	seed := sha512.Sum512_256([]byte("curvekit example Jubjub seed: fixed, never use it for anything real"))
	msg := []byte("hello, Jubjub")
	pub := make([]byte, scheme.PublicKeySize())
	if !l.Must("DerivePublicKey", scheme.DerivePublicKey(pub, seed[:])) {
		return
	}
	sig := make([]byte, scheme.SignatureSize())
	if !l.Must("Sign", scheme.Sign(sig, seed[:], pub, msg, nil)) {
		return
	}
	l.Value("public key", pub)
	l.Value("signature", sig)
	l.Check("verifies (strict policy)", scheme.Verify(pub, msg, sig, &edwards.Options{Policy: edwards.Strict}) == nil)
	l.Check("other message rejected", scheme.Verify(pub, []byte("hello, Jubjub!"), sig, nil) != nil)

	// gnark-crypto: A = [s]B from the clamped scalar, and R = [S]B − [k]A with
	// k = SHA-512(R ‖ A ‖ M) mod r_J, encoded as RFC 8032 does.
	s, _, err := scheme.ExpandSeed(seed[:])
	if !l.Must("ExpandSeed", err) {
		return
	}
	gnarkParams := twistededwards.GetEdwardsCurve()
	var A, R, sB, kA twistededwards.PointAffine
	A.ScalarMultiplicationBase(leInt(s))
	l.Check("public key as gnark-crypto's", bytes.Equal(pub, encodeRFC8032(&A)))

	h := sha512.New()
	h.Write(sig[:32])
	h.Write(pub)
	h.Write(msg)
	k := new(big.Int).Mod(leInt(h.Sum(nil)), &gnarkParams.Order)
	S := leInt(sig[32:])
	sB.ScalarMultiplicationBase(S)
	kA.ScalarMultiplication(&A, k)
	kA.Neg(&kA)
	R.Add(&sB, &kA)
	l.Check("S below r_J", S.Cmp(jubjubR) < 0)
	l.Check("gnark-crypto: R = [S]B − [k]A", bytes.Equal(sig[:32], encodeRFC8032(&R)))
}

// encodeRFC8032 encodes a gnark-crypto Jubjub point as RFC 8032 §5.1.2 does:
// y little-endian, with the low bit of x in the top bit. (gnark-crypto's own
// encoding marks the sign of x differently.)
func encodeRFC8032(p *twistededwards.PointAffine) []byte {
	var x, y big.Int
	p.X.BigInt(&x)
	p.Y.BigInt(&y)
	b := make([]byte, 32)
	y.FillBytes(b)
	reverse(b)
	b[31] |= byte(x.Bit(0)) << 7
	return b
}

// leInt returns the little-endian integer encoded by b.
func leInt(b []byte) *big.Int {
	be := bytes.Clone(b)
	reverse(be)
	return new(big.Int).SetBytes(be)
}

// reverse reverses b in place.
func reverse(b []byte) {
	for i, j := 0, len(b)-1; i < j; i, j = i+1, j-1 {
		b[i], b[j] = b[j], b[i]
	}
}
