// Package ecdsadef is the ECDSA key, signature and ECDH API of curvekit's
// short Weierstrass definitions (definitions/p256, p384, p521 and
// secp256k1), written once over the weierstrass engine.
//
// A definition package keeps its own key types, so that a P-256 key cannot
// be passed where a secp256k1 key is expected, and gives each exported
// function and method a one-line body that calls a method of its Curve
// value here, as crypto/ecdsa forwards to crypto/internal/fips140/ecdsa.
// Those bodies and their docs are the same for every curve but for names,
// sizes and a few sentences, so internal/ecdsagen writes them
// (ecdsa_gen.go) from one template and its curve table; a new curve is a
// table row, its parameters (curve.go, with its Curve value named def) and
// its per-curve extras. Also written once here: the lazily built engine
// curve and scheme (Engine), hash-to-curve over the curve's suites
// (HashToCurve, MapToCurve, EncodeToCurve), and, for the curves the
// standard library knows (Stdlib: P-256, P-384, P-521), the crypto/ecdsa
// and crypto/ecdh conversions and Public, which the generated file forwards
// too. The key encodings (SPKI, PKCS #8, SEC 1 ECPrivateKey and their PEM
// forms, keys.go) are definitions/internal/keyfmt's, for every curve.
// What the definitions share is therefore the same code and the same
// vocabulary:
//
//   - the options and policies are the engine's types, which every
//     definition aliases (SignOptions, VerifyOptions, SPolicy and its
//     constants), so code that builds options works for every curve;
//   - the signature is the engine's Signature, instantiated per curve;
//   - one sentinel set (ErrUninitializedKey, ErrInvalidSignature, …) that
//     every definition re-exports, so errors.Is works across curves;
//   - the rules: zero-value and nil keys and signatures are refused with an
//     error (or false), never a panic; Verify accepts either half of s
//     unless the options ask for LowS; errors carry the definition's prefix
//     once ("p256: invalid signature", not "p256: weierstrass: …") and wrap
//     the sentinel and the engine's error for errors.Is.
//
// The 65-byte recoverable forms of secp256k1 (Ethereum's r ‖ s ‖ v and
// Bitcoin's header ‖ r ‖ s) are in recoverable.go, generic over the curve.
package ecdsadef
