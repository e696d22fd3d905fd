package main

import (
	"bytes"
	"crypto"
	"crypto/sha256"
	"math/big"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/examples/internal/checklist"
	"github.com/curvekit/curvekit/field"
)

// runtimeCurveTour defines brainpoolP256r1, a curve curvekit does not ship,
// at run time, and checks it on Wycheproof's ECDH and ECDSA vectors.
func runtimeCurveTour(r *checklist.List) {
	r.Title("brainpoolP256r1 defined at run time over field.Prime (RFC 5639 §3.4)")
	curve, err := brainpoolP256r1()
	if !r.Must("weierstrass.New", err) {
		return
	}
	r.Value("generator (compressed)", curve.NewGeneratorPoint().BytesCompressed())

	// ECDH: Wycheproof ecdh_brainpoolP256r1_test.json, tcId 1 ("normal case").
	priv, err := curve.NewPrivateKey(fromHex("0113db979e07d9c8fdbea5b06a682c0d2ad67170ffcb65d7547d8c442d3ac237"))
	if !r.Must("NewPrivateKey", err) {
		return
	}
	peer, err := curve.NewPublicKey(fromHex("04" +
		"4cee5e1072b30d64f70bf01958e22c044a2127ddd744ce3060c15990ff0fe114" +
		"8c6ee56559829a5a84dd5c8646ee0c43d0b7c50181f234ec09eba43bc86b169e"))
	if !r.Must("NewPublicKey", err) {
		return
	}
	shared, err := priv.ECDH(peer)
	if !r.Must("ECDH", err) {
		return
	}
	r.Value("ECDH shared secret", shared)
	r.Check("ECDH as in Wycheproof", bytes.Equal(shared, fromHex("3f00d9af7607fd32809ef7a4a30b396e3da9f465adf20597c9e2046f16a7b1be")))

	// ECDSA: a round trip, and a signature made by another implementation:
	// Wycheproof ecdsa_brainpoolP256r1_sha256_p1363_test.json, tcId 1.
	scheme, err := weierstrass.NewECDSA(curve, weierstrass.ECDSAParams{Hash: crypto.SHA256})
	if !r.Must("NewECDSA", err) {
		return
	}
	digest := sha256.Sum256([]byte("hello, curves"))
	sig, err := scheme.Sign(priv, digest[:], nil)
	if !r.Must("Sign", err) {
		return
	}
	r.Check("ECDSA round trip", scheme.Verify(priv.PublicKey(), digest[:], sig, nil) == nil)

	signer, err := curve.NewPublicKey(fromHex("04" +
		"019a2d9637743a63ddaefdbca0ee229a163b809b9b145e5313bbeb8defeab9d6" +
		"548caf89bf5ba49499404145651234336401b9b2843a579ed152e090f11b9e59"))
	if !r.Must("NewPublicKey", err) {
		return
	}
	msgDigest := sha256.Sum256(fromHex("313233343030"))
	err = scheme.VerifyCompact(signer, msgDigest[:], fromHex(
		"0a5f8c70ba2d0842d5d0f841f160ad15195769a8159bfe692634d73d469d111f"+
			"426e857aad3ff7aa96e4d200c03b45f1846a36d089ee3917768ca1a0d6d4da6e"), nil)
	r.Check("Wycheproof signature verifies", err == nil)
}

// brainpoolP256r1 builds the curve of RFC 5639 §3.4 from its published
// parameters: two fields at run time, one Params literal, one call to New,
// which validates it (G on the curve, n·G = O, n prime, no point of order 2).
func brainpoolP256r1() (*weierstrass.Curve[field.PrimeElement, field.PrimeElement], error) {
	fp, err := field.NewPrime(hexInt("a9fb57dba1eea9bc3e660a909d838d726e3bf623d52620282013481d1f6e5377"), field.BigEndian)
	if err != nil {
		return nil, err
	}
	fn, err := field.NewPrime(hexInt("a9fb57dba1eea9bc3e660a909d838d718c397aa3b561a6f7901e0e82974856a7"), field.BigEndian)
	if err != nil {
		return nil, err
	}
	return weierstrass.New(weierstrass.Params[field.PrimeElement, field.PrimeElement]{
		Name:     "brainpoolP256r1",
		Field:    fp, // p
		Scalar:   fn, // q, the order of G
		A:        hexInt("7d5a0975fc2c3057eef67530417affe7fb8055c126dc5c6ce94a4b44f330b5d9"),
		B:        hexInt("26dc5c6ce94a4b44f330b5d9bbd77cbf958416295cf7e1ce6bccdc18ff8c07b6"),
		Gx:       hexInt("8bd2aeb9cb7e57cb2c4b482ffc81b7afb9de27e1e3bd23c23a4453bd9ace3262"),
		Gy:       hexInt("547ef835c3dac4fd97f8461a14611dc9c27745132ded8e545c1d54c72f046997"),
		Cofactor: big.NewInt(1),
	})
}

// hexInt decodes a hexadecimal constant of this program.
func hexInt(s string) *big.Int {
	x, ok := new(big.Int).SetString(s, 16)
	if !ok {
		panic("demo: bad hex constant " + s)
	}
	return x
}
