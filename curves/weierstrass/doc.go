// Package weierstrass is curvekit's short Weierstrass engine: the group of a
// curve
//
//	y² = x³ + a·x + b
//
// over any field of the field.Field contract, with ECDSA and ECDH over it. A
// curve is a Params literal passed to New; P-256 (a = −3) and secp256k1
// (a = 0, with its GLV endomorphism) are two such literals in curvekit's
// definitions, and any other curve is built the same way, e.g. P-384 or
// brainpoolP256r1 over a field.Prime.
//
// # The curve
//
// Over a field of characteristic other than 2 and 3, the equation describes
// an elliptic curve when 4a³ + 27b² ≠ 0. Its points, together with a point at
// infinity O, form a group: P + Q is the reflection of the third
// intersection of the line through P and Q with the curve, and O is the
// neutral element. New requires a generator G of prime order n (the modulus
// of the scalar field) and an odd cofactor h = #E/n; prime-order curves have
// h = 1.
//
// # Coordinates and formulas
//
// Points are kept in homogeneous projective coordinates (X : Y : Z), with
// x = X/Z and y = Y/Z, and O = (0 : 1 : 0), so that no operation needs an
// inversion. Additions and doublings use the formulas of Renes, Costello and
// Batina ("Complete addition formulas for prime order elliptic curves",
// EUROCRYPT 2016): a single formula adds any two points — equal, opposite, or
// the identity — on every curve without a point of order 2, which New checks
// (x³ + a·x + b has no root in GF(p)). There is no exceptional case to
// branch on, which is what makes constant-time code straightforward. New
// picks Algorithms 4–6 for a = −3 (12 multiplications per addition),
// Algorithms 7–9 for a = 0, and the general Algorithms 1–3 otherwise; the
// multiplications by b or 3b use the field's MulSmall when it has one and
// the constant is small (secp256k1: 3b = 21). Precomputed tables hold affine
// points (Z = 1) for the cheaper mixed additions, normalised with a single
// inversion (Montgomery's trick).
//
// # Scalar multiplication
//
// ScalarMult uses signed five-bit windows: a table of 1·P … 16·P, five
// doublings and one addition per window. For a ≠ 0 the accumulator lives in
// Jacobian coordinates (x = X/Z², y = Y/Z³): the Jacobian doubling has no
// exceptional input on a curve without points of order 2 (the identity,
// Z = 0, doubles to Z = 0) and costs 3M + 5S for a = −3 against
// 8M + 3S + 2m_b for Algorithm 6. Every window but the last is added with
// the incomplete Jacobian addition, whose exceptions (equal or opposite
// operands) provably cannot occur there (see scalarMult) and whose identity
// operands are selected with masks; the last one, where they can, converts
// the accumulator back and uses the complete formula. ScalarBaseMult uses a
// table of 32·⌈(bits(n)+1)/6⌉ affine multiples of G, built on first use, and
// one mixed addition per signed six-bit window, with no doubling: the
// Jacobian mixed addition while the partial sum provably stays clear of the
// entry and its opposite (rows i with 33·2^(6i) ≤ n, all but the last one or
// two), the complete formula after that. When Params carries
// an Endomorphism φ(x, y) = (β·x, y) = λ·(x, y) (secp256k1), ScalarMult
// splits k into k1 + k2·λ with |k1|, |k2| ≈ √n (GLV) in constant time and
// shares one doubling chain between k1·P and k2·φ(P).
// DoubleScalarMultVarTime and MultiScalarMultVarTime interleave
// non-adjacent forms (Straus) and, for many terms, use buckets (Pippenger).
// Being variable time, they use Jacobian coordinates (x = X/Z², y = Y/Z³)
// and the cheaper incomplete formulas of the Explicit-Formulas Database,
// branching on the public operands to handle doubling, opposite points and
// the identity.
//
// # Generated formulas
//
// The formulas above are written once, as methods of arith, and call the
// field through the field.Field interface, one dynamic call per field
// operation. For the fields curvekit knows — fpr256.Field (P-256), its
// BMI2/ADX form fpr256.FieldADX, fpk256.Field (secp256k1), fpr384.Field
// (P-384), fpr521.Field (P-521) and every field.Prime, by limb count —
// internal/enginegen copies those same
// methods into zz_formulas_*.go with the element type concrete, so that
// every field operation is a direct call the compiler inlines; the copies
// compute the same coordinates. New picks the copy for the field (and the
// processor) once, in pickBackend; any other field runs the generic
// methods. Table lookups of 4-word elements use SSE2 assembly on amd64
// (every entry is still read).
//
// # ECDSA and ECDH
//
// NewECDSA binds a curve to a hash and a low-S default. Sign follows SEC 1
// v2 §4.1.3 with the nonce k of RFC 6979 (HMAC_DRBG over the hash, from the
// hashes package), optionally hedged with caller entropy (RFC 6979 §3.6);
// the message representative is bits2int(digest) mod n, so digests longer
// than the order are truncated and shorter ones used whole. k·G uses the
// constant-time fixed-base table and k⁻¹ the scalar field's constant-time
// Inverse. The Signature records its recovery id (the parity of R's y and
// whether x(R) ≥ n) for RecoverPublicKey (SEC 1 §4.1.6). Signatures encode as
// r‖s or DER; the DER parser is strict (cryptobyte: definite minimal
// lengths, minimal non-negative integers, no trailing data), and every
// parser refuses r or s outside [1, n−1]. Verify (SEC 1 §4.1.4) refuses a
// high s under the low-S policy and compares x(R) with r projectively,
// without an inversion. PrivateKey.ECDH returns the x-coordinate of d·Q
// (SEC 1 §3.3.1); public keys are never the identity and always on the
// curve.
//
// # Encodings
//
// SetBytes and Bytes / BytesCompressed follow SEC 1 v2 §2.3.3–2.3.4: 0x04‖x‖y
// or 0x02/0x03‖x, big-endian coordinates below p, points checked on the
// curve. The identity's encoding 0x00 is produced for the identity but
// refused by SetBytes (SetBytesWithIdentity accepts it); the hybrid forms
// 0x06/0x07 are refused.
//
// # Hashing to the curve
//
// With SSWU parameters, MapToCurve is the simplified Shallue–van de
// Woestijne–Ulas map of RFC 9380 §6.6.2 (the straight-line form of its
// Appendix F.2), composed with an isogeny E' → E when a·b = 0 (§6.6.3, the
// 3-isogeny of secp256k1), and followed by cofactor clearing.
// HashToCurve and EncodeToCurve add hash_to_field (hashes.HashToField)
// with a hashes.Expander that carries the suite's hash and domain
// separation tag. The map is constant time in its input.
//
// # Constant time
//
// Every method runs in time independent of the points and scalars it is
// given unless its name ends in VarTime: additions and doublings have no
// data-dependent branches, table entries are chosen by scanning every entry
// with masks, the GLV split uses fixed-length multi-precision arithmetic,
// and the field arithmetic below is constant time. Encoding branches only on
// whether the point is the identity, decoding only on whether the input is
// valid, both public facts. DoubleScalarMultVarTime and
// MultiScalarMultVarTime branch on the digits of their scalars and index
// tables with them: they leak the scalars, which are public in signature
// verification, and must not be given secrets. ECDSA signing is constant
// time in the key and the nonce, except for the RFC 6979 retry when a
// candidate nonce is out of range (see hashes.NonceGenerator), and ECDH in
// the key; verification and recovery treat everything as public.
//
// # Memory
//
// Field methods are called through the field.Field interface, which the
// compiler cannot see through, so values passed to them by pointer would
// escape to the heap. The engine therefore computes in per-curve workspaces
// recycled through a sync.Pool: callers' points and scalars are only copied
// in and out, and point operations, Verify, VerifyASN1 and VerifyCompact
// allocate nothing in the steady state. Sign allocates only the returned
// Signature and SignTo nothing (the RFC 6979 generator lives in the
// workspace and is reseeded in place); ECDH and the encoders without an
// Append form allocate their result only. Before a workspace goes back to
// the pool, the operations on secrets (ScalarMult, ScalarBaseMult,
// NewPrivateKey, ECDH, Sign) clear the scalar copies, their recodings, and
// every point, coordinate, table entry picked and formula temporary derived
// from them.
package weierstrass
