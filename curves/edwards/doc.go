// Package edwards is curvekit's twisted Edwards engine: the group of a curve
//
//	a·x² + y² = 1 + d·x²·y²
//
// over any field of the field.Field contract, and EdDSA (RFC 8032) over it.
// A curve is a Params literal passed to New; edwards25519 (a = −1) and
// edwards448 (a = 1) are two such literals in curvekit's definitions, and any
// other curve is built the same way, e.g. over a field.Prime.
//
// # The curve
//
// When a is a square and d is not, the Edwards addition law
//
//	(x1, y1) + (x2, y2) = ((x1·y2 + y1·x2) / (1 + d·x1·x2·y1·y2),
//	                       (y1·y2 − a·x1·x2) / (1 − d·x1·x2·y1·y2))
//
// is complete: its denominators never vanish, so one formula adds any two
// points, doubles, and handles the identity (0, 1) and points of small order
// without special cases. New refuses curves where this does not hold. The
// group has order h·n for a prime n (the order of the generator G, the
// modulus of the scalar field) and a small cofactor h, a multiple of 4
// because (0, −1) has order 2 and (±1/√a, 0) order 4.
//
// # Coordinates
//
// Points are kept in the extended coordinates of Hisil, Wong, Carter and
// Dawson ("Twisted Edwards Curves Revisited", 2008): (X : Y : Z : T) with
// x = X/Z, y = Y/Z and T = X·Y/Z, so that no operation needs an inversion.
// An addition costs 8 multiplications when a = −1, where (Y+X, Y−X) replace X
// and Y in the operands (HWCD08 §4.2), 9 when a = 1 and 10 for any other a;
// one fewer with an affine operand from a table. The specialisation is chosen
// once by New. An operation's last step is deferred (the "completed" form of
// the paper's E, F, G, H) so that a doubling that follows needs only
// projective (X : Y : Z) input and skips T: a doubling in a chain costs 4
// squarings and 3 multiplications (one more for a general a). Precomputed
// tables hold points in affine form, (y+x, y−x, 2d·x·y) for a = −1 and
// (x, y, d·x·y) otherwise, normalised with a single inversion (Montgomery's
// trick).
//
// Encodings follow RFC 8032 §5.1.2: the little-endian y-coordinate in
// EncodingLen bytes with the low bit of x in the top bit of the last byte.
// SetBytes decodes canonically (§5.1.3); SetBytesLenient accepts the
// non-canonical encodings of ZIP-215, as Go's crypto/ed25519 does for keys.
//
// # Constant time
//
// Every method runs in time independent of the points and scalars it is
// given unless its name ends in VarTime: ScalarMult and ScalarBaseMult use
// signed radix-16 windows whose table entries are chosen by scanning every
// entry with masks, and apply a digit's sign with masked swaps; additions,
// doublings, Equal, encoding and the field arithmetic below them have no
// data-dependent branches or memory indexes.
// Decoding branches only on whether the input is valid, which is public.
// IsTorsionFree and MultByCofactor multiply by the public n and h, so their
// time depends on those constants only. DoubleScalarMultVarTime and
// MultiScalarMultVarTime, for signature verification, branch on the digits of
// their scalars and index tables with them: they leak the scalars, which are
// public there, and must not be given secrets. EdDSA signing is constant time
// in the key and the nonce; verification treats everything as public.
//
// # Memory
//
// Field methods are called through the field.Field interface, which the
// compiler cannot see through, so values passed to them by pointer would
// escape to the heap. The engine therefore computes in per-curve workspaces
// recycled through a sync.Pool: callers' points and scalars are only copied,
// and the point operations, Sign and Verify allocate nothing in the steady
// state.
//
// # Field hooks
//
// Two optional interfaces let a field package speed the engine up with its
// own concrete-typed code, detected by New with a type assertion; without
// them the generic paths run and compute the same points. KernelsMinusOne
// is the addition, doubling and coordinate changes of a = −1 curves
// (field/fp25519 has it): one call per point operation instead of one
// interface call per field operation. SqrtRatioPairer computes two square
// roots together, which Verify and batch verification use to decode A and
// R at once (field/fp25519 has it too).
//
// # Assembly
//
// On amd64 the constant-time table lookups blend the candidate entries in
// SSE2 registers (lookup_amd64.s); the purego build tag and other
// architectures use the same blend in Go.
package edwards
