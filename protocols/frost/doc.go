// Package frost implements FROST, the two-round threshold Schnorr signature
// scheme of RFC 9591, over the prime-order groups of package group.
//
// A group secret key s is split into shares s_i = f(i) of a polynomial f of
// degree t−1 with f(0) = s; any t of the n participants can then sign
// together, and fewer learn nothing about s. The signature is an ordinary
// Schnorr signature (R, z) under the group public key PK = s·G: FROST(Ed25519,
// SHA-512) and FROST(Ed448, SHAKE256) signatures verify with
// definitions/ed25519 and definitions/ed448.
//
// # Ciphersuites
//
// Ed25519SHA512, Ristretto255SHA512, Ed448SHAKE256, P256SHA256 and
// Secp256k1SHA256 are the five suites of RFC 9591 §6, each with its context
// string and hash functions H1 (binding factors), H2 (challenge), H3 (nonces),
// H4 (message digest) and H5 (commitment-list digest). The Edwards suites
// and ristretto255 reduce a raw SHA-512 or 114-byte SHAKE256 digest with
// group.ScalarFromUniformBytes; P-256 and secp256k1 use RFC 9380
// hash_to_field with expand_message_xmd(SHA-256).
//
// Secp256k1TR is the BIP-340 (taproot) variant of the ZcashFoundation
// reference implementation (frost-secp256k1-tr, not in RFC 9591): BIP-340's
// challenge, even-y nonces and keys, 64-byte x(R) ‖ z signatures that
// verify with definitions/secp256k1/schnorr, and TweakKeys for the BIP-341
// tweak, which DKGFinalize applies (with no script path) as the reference
// does. taproot.go describes it.
//
// # Flow, and who holds what
//
// Key generation, by one of:
//   - a trusted dealer (RFC 9591 Appendix C): TrustedDealerKeygen draws f and
//     hands each participant a KeyPackage (identifier i, secret share s_i,
//     public share s_i·G, group public key, threshold) and everyone the
//     PublicKeyPackage (group public key, all public shares, the Feldman VSS
//     commitment a_j·G). A participant checks its share with
//     VerifySecretShare.
//   - a distributed key generation (DKGRound1, DKGRound2, DKGFinalize), the
//     Pedersen DKG with proofs of knowledge of the ZcashFoundation reference
//     implementation: no one ever holds s.
//
// Signing, with a coordinator (who holds only public data) and at least t
// signers:
//  1. Round one: each signer calls Commit, keeps the SigningNonces (d_i, e_i)
//     secret and sends the Commitment (d_i·G, e_i·G) to the coordinator.
//  2. The coordinator sends every signer the SigningPackage: the message and
//     all commitments.
//  3. Round two: each signer calls Sign, which derives the binding factors
//     ρ_i, the group commitment R = Σ D_i + ρ_i·E_i and the challenge c, and
//     returns z_i = d_i + e_i·ρ_i + λ_i·s_i·c (λ_i its Lagrange coefficient).
//  4. The coordinator calls Aggregate: z = Σ z_i, and the signature R ‖ z is
//     verified before it is returned. If it does not verify, each share is
//     checked with verify_signature_share (VerifySignatureShare) and the
//     error, a *CulpritError, names the signers whose shares failed.
//
// Anyone verifies with Verify.
//
// # Bad input
//
// Errors wrap the sentinels of errors.go and say which input or participant
// is at fault: zero or repeated identifiers, commitments or shares from a
// participant outside the signing set or without a public share, the
// identity element, non-canonical encodings, zero secrets, reused nonces.
// Misbehaving participants are identified by *CulpritError: signers whose
// signature shares fail (ErrInvalidSignatureShare), DKG participants whose
// proofs of knowledge (ErrInvalidProof) or secret shares
// (ErrInvalidSecretShare) fail. Nothing panics on bad input; mixing elements
// of different groups is a programming error and panics in package group.
//
// # Constant time and wiping
//
// Every operation on a secret — the polynomial and shares, nonce
// generation, the commitments d_i·G and e_i·G, the signature share — uses
// group's constant-time scalar arithmetic and scalar multiplications. The
// operations on public values only (the group commitment, share
// verification, signature verification) use variable-time multi-scalar
// multiplication; their names or docs say so.
//
// Nonces are single-use: Sign wipes them (Scalar.Zeroize) whether it
// succeeds or fails, and refuses wiped nonces with ErrNoncesUsed, so a
// retried Sign cannot leak s_i. The byte strings that hash secrets
// (nonce_generate's input, digests of it) are cleared after use.
// TrustedDealerKeygen wipes its polynomial; DKGFinalize wipes the
// participant's polynomial and the shares it received. KeyPackage.Zeroize
// and SigningNonces.Zeroize wipe on demand, for instance when a session is
// abandoned. Go's garbage collector may have copied values before they
// were wiped; wiping narrows, and cannot close, that window.
//
// # Not provided
//
// RFC 9591 identifiers are scalars; here they are uint64 values, which
// covers the reference vectors' identifiers and any practical group size
// but not identifiers derived by hashing.
//
// # Share repair
//
// RepairShareStep1, RepairShareStep2 and RepairShareStep3 let t helpers
// rebuild a lost share without learning it (repair.go).
package frost
