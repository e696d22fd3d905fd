// Package schnorr implements BIP-340 Schnorr signatures over secp256k1, the
// signatures of Bitcoin's Taproot.
//
// # Keys
//
// A secret key is a scalar d′ in [1, n−1], 32 bytes big-endian. Its public
// key is only the x-coordinate of P = d′·G, 32 bytes: of the two points with
// that x, BIP-340 always means the one with an even y ("x-only" keys), and a
// signer whose d′·G has an odd y signs with d = n − d′ instead, whose public
// point −d′·G is the even one. NewPublicKey lifts an x-coordinate to that
// point (lift_x: y = (x³ + 7)^((p+1)/4), negated if odd) and keeps it, so
// that verification does not repeat the square root.
//
// # Signatures
//
// Signing a message m (of any length: BIP-340 was amended in 2022 to allow
// variable-length messages) with 32 bytes of auxiliary randomness a:
//
//	t = bytes(d) ⊕ hash_BIP0340/aux(a)
//	k′ = int(hash_BIP0340/nonce(t ‖ bytes(P) ‖ m)) mod n,  R = k′·G
//	k = k′ if y(R) is even, else n − k′
//	e = int(hash_BIP0340/challenge(bytes(R) ‖ bytes(P) ‖ m)) mod n
//	signature = bytes(R) ‖ bytes((k + e·d) mod n)
//
// where hash_tag(x) = SHA256(SHA256(tag) ‖ SHA256(tag) ‖ x) is a tagged hash.
// The 64-byte prefix of each tag is one SHA-256 block; its state is computed
// once and restored for every hash. Verification recomputes e and accepts
// when R = s·G − e·P is not the point at infinity, has an even y, and has
// x(R) = r; CheckSignature says which of these failed, or that r ≥ p or
// s ≥ n.
//
// The nonce is derived from the key, the message and a, so signing never
// needs a random source: SignDeterministic uses a = 0, as the first
// BIP-340 test vector does, and Sign with fresh random bytes adds protection
// against side channels and faults.
//
// # Constant time
//
// Signing runs in time independent of the key and nonce: k′·G is the
// engine's constant-time ScalarBaseMult, the choices between d′ and n − d′
// and between k′ and n − k′ are masked selects on the parity of y, and the
// scalar arithmetic (fnk256) is constant time. The rejection of k′ = 0,
// which happens with probability 2^−256, is the only branch on a secret,
// besides the refusal of the zero-value key (d = 0), which no valid key
// has. Verification handles public data only and uses the engine's
// variable-time DoubleScalarMultVarTime.
//
// # Allocations
//
// Sign allocates only the returned signature and Verify nothing: scratch
// space and the SHA-256 states are recycled through sync.Pools.
package schnorr
