// Package hashes holds the hash-based constructions the curve engines share:
// expand_message and hash_to_field of RFC 9380 (hashing to curves), and the
// HMAC_DRBG of RFC 6979 (deterministic and hedged ECDSA nonces).
//
// # expand_message (RFC 9380 §5.3)
//
// Hash-to-curve needs many more uniform bytes than one hash output, bound to
// a domain separation tag (DST) so that two protocols hashing the same
// message get unrelated results. expand_message(msg, DST, n) provides them.
// Both variants first form DST_prime = DST ‖ I2OSP(len(DST), 1), and encode
// n as I2OSP(n, 2), hence the limits n ≤ 65535 and len(DST) ≤ 255.
//
// expand_message_xmd, for a fixed-output hash H with b-byte output and s-byte
// input block (SHA-256: b = 32, s = 64), chains hash calls:
//
//	b_0 = H(Z_pad ‖ msg ‖ I2OSP(n, 2) ‖ 0x00 ‖ DST_prime)    Z_pad = s zero bytes
//	b_1 = H(b_0 ‖ 0x01 ‖ DST_prime)
//	b_i = H((b_0 ⊕ b_(i−1)) ‖ I2OSP(i, 1) ‖ DST_prime)       i = 2, …, ell
//	output = the first n bytes of b_1 ‖ … ‖ b_ell,           ell = ⌈n/b⌉ ≤ 255
//
// The Z_pad block makes the first compression of b_0 independent of msg, and
// xoring b_0 into every later input keeps each b_i a function of the whole
// message even though only b_0 saw it. H must output at least 2k bits for a
// target security level of k bits.
//
// expand_message_xof, for an extendable-output function such as SHAKE128,
// needs no chaining: output = XOF(msg ‖ I2OSP(n, 2) ‖ DST_prime, n).
//
// A DST longer than 255 bytes is first replaced by H("H2C-OVERSIZE-DST-" ‖ DST)
// for XMD, or by the ⌈2k/8⌉-byte output of XOF("H2C-OVERSIZE-DST-" ‖ DST) for
// XOF (§5.3.3). ExpandMessageXMD and ExpandMessageXOF compute it all in one
// call; XMDExpander and XOFExpander fix the hash, the DST (reduced once) and k
// so a hash-to-curve suite holds one Expander value; XMDState fixes the hash
// and k, takes the DST per message (SetDST) and owns its hash state and
// buffers, for callers that must not allocate. Any extendable-output
// function with Write, Read and Reset plugs in through the XOF interface;
// SHAKE128 and SHAKE256 wrap crypto/sha3.
//
// # hash_to_field (RFC 9380 §5.2)
//
// To map a message to count elements of GF(p), hash_to_field expands it to
// count·L bytes with
//
//	L = ⌈(⌈log2 p⌉ + k) / 8⌉
//
// and reduces each L-byte chunk, read as a big-endian integer (OS2IP),
// modulo p. Taking k bits more than p has makes the result statistically
// close to uniform: the bias of reducing a (log2 p + k)-bit integer is at
// most 2^−k. For P-256 with k = 128, L = 48; for edwards448 with k = 224,
// L = 84. HashToField does this for any field.Field: the reduction is the
// field's SetWideBytes, and because SetWideBytes reads in the field's own
// byte order, the chunks are reversed first for little-endian fields such as
// GF(2^255 − 19). Only prime fields (extension degree m = 1) are supported,
// as the field contract is for prime fields.
//
// # Deterministic nonces (RFC 6979)
//
// A DSA or ECDSA signature needs a secret k in [1, q−1] that is never reused
// nor biased; RFC 6979 derives it from the private key x and the message
// hash h1 with HMAC_DRBG, so no random source is needed and signing the same
// message twice gives the same signature. With rlen = ⌈qlen/8⌉ and the
// conversions of §2.3 — bits2int keeps the leftmost qlen bits of a string,
// int2octets writes an integer in rlen bytes, bits2octets(h1) =
// int2octets(bits2int(h1) mod q) — the generator runs (§3.2):
//
//	V = 0x01 … 0x01, K = 0x00 … 0x00                            (hlen bytes each)
//	K = HMAC_K(V ‖ 0x00 ‖ int2octets(x) ‖ bits2octets(h1) ‖ k′);  V = HMAC_K(V)
//	K = HMAC_K(V ‖ 0x01 ‖ int2octets(x) ‖ bits2octets(h1) ‖ k′);  V = HMAC_K(V)
//	loop: T = V_1 ‖ V_2 ‖ … (V = HMAC_K(V) each) until T has qlen bits;
//	      k = bits2int(T); return it if 1 ≤ k ≤ q − 1;
//	      otherwise K = HMAC_K(V ‖ 0x00), V = HMAC_K(V), and loop.
//
// k′ is empty for deterministic signatures. §3.6 allows additional data there:
// fresh random bytes make the signature hedged — still safe if the random
// source fails (it degrades to the deterministic scheme), and no longer
// deterministic, which frustrates fault attacks that compare two signatures
// of one message. This is the construction of libsecp256k1's
// nonce_function_rfc6979 with its data argument.
//
// NewNonceGenerator runs the seeding steps, and NonceGenerator.Init runs
// them again in place on a generator the signer keeps; each Next call
// returns the next accepted k, so a signer that finds r = 0 or s = 0 simply
// calls Next again (§3.4). Order exposes bits2int and bits2octets for the signer's own message
// representative e = bits2int(h1) mod q.
//
// # Constant time and allocations
//
// Nothing here branches on or indexes memory by secret data, with one
// documented exception: the rejection loop of RFC 6979 repeats when a
// candidate falls outside [1, q−1], which reveals how many independent
// candidates were discarded and nothing about the accepted one. The range
// test itself, the reduction in bits2octets and the check of x are
// branch-free. HMAC here is a small rekeyable implementation so that the
// DRBG allocates nothing after construction; the hash functions are those of
// the standard library.
//
// Expanders allocate per call (the hash or XOF state and one buffer: two
// allocations, measured by TestExpandAllocs), and HashToField adds its
// uniform-bytes buffer; a hash-to-curve call costs three small allocations
// besides the field arithmetic. An XMDState allocates nothing in SetDST,
// Expand or HashToField (which keeps the uniform bytes in it) once its
// buffer has grown (TestXMDStateAllocs); the ECDSA definitions pool them, so
// their HashToCurve allocates only the returned point. NewNonceGenerator allocates three times (the
// generator and two hash states). A generator kept by the signer and seeded
// with Init allocates nothing once warm: it holds its buffers inside itself
// (for orders up to 576 bits and hashes up to SHA-512's output and SHA3-224's
// block; beyond that, in one buffer it keeps), and its hash states from one
// seeding to the next, trading them through a pool per crypto.Hash when the
// hash changes. Next allocates nothing when dst has room.
package hashes
