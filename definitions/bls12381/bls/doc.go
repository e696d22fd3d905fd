// Package bls implements the BLS signatures of
// draft-irtf-cfrg-bls-signature-05 over BLS12-381 (package bls12381): the
// six ciphersuites of §4.2 as the Scheme values MinPkBasic, MinPkAug,
// MinPkPop, MinSigBasic, MinSigAug and MinSigPop.
//
// A signature of msg under the secret key SK is σ = SK·H(msg), H being
// the RFC 9380 random-oracle hash to the signature group with the
// ciphersuite ID as its domain separation tag; the public key is
// PK = SK·G in the other group, and σ verifies when e(PK, H(msg)) =
// e(G, σ). Signatures add up: an aggregate of signatures of msg_i under
// PK_i verifies when Π e(PK_i, H(msg_i)) = e(G, Σ σ_i), and when every
// message is the same, against the sum of the keys.
//
// # Variants and modes
//
// MinPublicKeySize (MinPk…) puts keys in G1 (48 bytes) and signatures in
// G2 (96 bytes); MinSignatureSize (MinSig…) the reverse. Aggregation is
// open to rogue-key attacks (a key chosen as a function of others'), which
// the three modes prevent differently: Basic refuses aggregates over
// repeated messages, MessageAugmentation signs PK ‖ msg, and
// ProofOfPossession has every key come with a proof (PopProve, PopVerify)
// and then allows FastAggregateVerify of one message against many keys.
//
// # Encodings and validation
//
// Keys and signatures are the compressed ZCash encodings of bls12381. Every
// entry point decodes them strictly and checks subgroup membership (the
// KeyValidate and signature subgroup checks of §2.5 and §2.7); a public key
// at infinity is invalid, an aggregate of no signatures is an error, and
// every invalid input makes a verifier return false, never panic.
//
// # Keys
//
// KeyGen derives SK from at least 32 bytes of secret input keying material
// by HKDF-SHA-256 (§2.3). The kwantam/bls_sigs_ref vectors that circl
// ships were made with draft -02/-03's KeyGen, which uses the salt before
// hashing it; the tests reproduce them with that order and KeyGen follows
// draft -05.
//
// # Batch verification
//
// BatchVerify checks many independent signatures with one multi-pairing,
// through a random linear combination whose coefficients are derived from
// the caller's randomness hashed together with the whole batch (batch.go
// explains why).
//
// # Constant time
//
// KeyGen, SkToPk, Sign and PopProve run in time independent of the secret
// key (constant-time scalar multiplications of curves/weierstrass);
// verification treats its inputs as public.
package bls
