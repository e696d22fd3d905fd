// Package keyfmt is the DER and PEM key encodings of every curvekit
// definition, written once with cryptobyte: the definitions packages
// (ed25519, ed448, x25519, x448, p256, p384, p521, secp256k1) and the
// catalogue forward to it.
//
//	SubjectPublicKeyInfo  RFC 5280 §4.1.2.7, RFC 5480 §2, RFC 8410 §4   SEQUENCE { AlgorithmIdentifier, BIT STRING key }
//	OneAsymmetricKey      RFC 5208 §5 (PKCS #8), RFC 5958 §2, RFC 8410 §7
//	                      SEQUENCE { version 0|1, AlgorithmIdentifier, OCTET STRING privateKey, [0] attributes, [1] publicKey }
//	ECPrivateKey          RFC 5915 §3, SEC 1 v2 §C.4                  SEQUENCE { 1, OCTET STRING d, [0] ECParameters, [1] BIT STRING Q }
//	ECParameters          RFC 5480 §2.1.1 (namedCurve), RFC 3279 §2.3.5 and SEC 1 v2 §C.2 (specifiedCurve)
//	PEM                   RFC 7468: "PUBLIC KEY", "PRIVATE KEY", "EC PRIVATE KEY"
//
// Two kinds of key are covered:
//
//   - EC keys of a short Weierstrass curve (EC, generic over the engine's
//     element types): the algorithm id-ecPublicKey with ECParameters that
//     name the curve by its object identifier (OIDs, in oid.go) or, for a
//     curve that has none, specify it (Domain: the prime field, a, b, the
//     optional seed, the base point, its order n and the cofactor h).
//     Parsing refuses parameters of another curve; parameters that specify
//     exactly the definition's curve are accepted as it (SEC 1 v2 §C.2: the
//     two encodings denote the same domain). ParseDomain checks that
//     parameters are well formed and Domain.Curve builds them into a curve
//     through weierstrass.New, which validates them;
//   - octet-string keys of RFC 8410 (OctetKey): Ed25519, X25519, Ed448 and
//     X448, whose algorithm identifiers have no parameters.
//
// Every parser reads strict DER (cryptobyte refuses BER lengths,
// non-minimal integers and trailing bytes) and returns an error, never a
// panic, for anything else. Secrets pass through as byte strings that the
// callers validate (a scalar in [1, n−1], a seed of the right length) and
// that the encoders clear once written.
package keyfmt
