// Package edwards is curvekit's twisted Edwards engine: the group of a curve
//
//	a·x² + y² = 1 + d·x²·y²
//
// over any field of the field.Field contract, and EdDSA (RFC 8032) over it.
// A curve is a Params literal passed to New; edwards25519 (a = −1) and
// edwards448 (a = 1) are two such literals in curvekit's definitions, and any
// other curve is built the same way, e.g. over a field.Prime.
//
// # Reading guide
//
// Verify, from a definition down to the field, is read in these files of
// this package (definitions/ed25519's Verify calls Scheme.Verify):
//
//   - eddsa.go: the scheme, RFC 8032 §5.1 parameterised by hash, dom prefix
//     and clamping; verify.go: Verify's spine, decoding A and R, the
//     challenge k, then the textbook equation [S]B = R + [k]A
//     (equationHolds), with the half-size path a named optimisation before
//     it (verifyHalf);
//   - encoding.go: the point encodings of RFC 8032 §5.1.2–3;
//   - vartime.go: the NAF recoding and DoubleScalarMultVarTime, the
//     variable-time [k]A + [S]B of verification;
//   - formulas.go and coordinates.go: the textbook point algorithms,
//     written once: the additions and doublings of Hisil–Wong–Carter–Dawson
//     2008 (the EFD's add-2008-hwcd, add-2008-hwcd-3, madd-2008-hwcd-3,
//     dbl-2008-hwcd) with their source line per statement, and the changes
//     between the coordinate forms.
//
// The rest of the textbook engine: scalarmult.go (constant-time variable
// base) and table.go (the fixed-base tables and their normalisation),
// msm.go (Straus and Pippenger), batch.go and batchcoeffs.go (batch
// verification), point.go, curve.go and params.go (construction and its
// checks), workspace.go (the pooled scratch), scalarbig.go (scalars from
// math/big integers), hash.go and hashscalar.go (hashing to scalars).
//
// The optional speedups, each proved equal to the textbook path:
//
//   - zz_formulas_*.go: generated copies of the formulas, made by
//     internal/enginegen for fp25519.Field, fp448.Field and the limb-count
//     views of field.Prime, so that field operations are direct calls the
//     compiler inlines; backend.go picks one per curve, in New.
//     TestGeneratedFormulasMatchGeneric proves each copy equal to the
//     generic formulas, coordinate for coordinate, TestBackendSelection
//     checks the choice, and internal/ctcheck checks the straight-line
//     formulas of every copy for branches.
//   - halfverify.go (with halfscalar.go, halflehmer.go, halfnaf.go): the
//     half-size verification, a self-contained optimisation of the
//     equation in verify.go; TestHalfVerifyDifferential compares both
//     paths, and TestHalfVerifyTorsion on points of every small order.
//   - lanes.go: the vector-lane backend of edwards25519, an optional
//     speedup for a = −1 over fp25519 (Vector lanes below).
//     internal/lanesched writes the lane formulas once, as stages of
//     four-lane products; internal/lanes25519 holds the kernels (AVX-512
//     IFMA and AVX2 assembly, both generated from lanesched) and nothing
//     else, and pickLanes chooses one path per curve, in New.
//     TestLaneScheduleMatchesFormulas proves the lane formulas equal to the
//     formulas above and to every kernel; lanes_test.go proves every
//     kernel of every path equal to the formulas, coordinate for
//     coordinate (TestLaneKernelsMatchFormulas, TestLaneTablesAndPairs),
//     and TestLanePathChosen checks the choice.
//   - baselanes.go, halflanes.go, msmlanes.go, scalarlanes.go:
//     the multiplications rewritten on the lane backend; TestBaseMultLanes,
//     TestScalarMultLanes, TestStrausLanes and the halfverify tests compare
//     each with its path on the formulas, on every lane path.
//   - basepair.go: ScalarBaseMultPair, two fixed-base multiplications in
//     one pass through the table (on the lanes, the two scalars' odd and
//     even digits in two Pairs); TestScalarBaseMultPair compares it with two
//     ScalarBaseMult calls on every test curve, TestBaseMultPairLanes each
//     path with the formulas' baseMultScalar.
//   - kernels.go: the optional field interfaces (Field hooks below) and the
//     array views of the coordinates the lane kernels take. TestKernelsAgree
//     runs every operation over fp25519 and over fp25519 seen only through
//     field.Field (generic formulas, one square root at a time) and
//     requires the same results.
//   - lookup.go, lookup_amd64.s: the constant-time table scans in SSE2
//     registers, the same blend as the Go scan (lookup_test.go).
//   - h2c.go: hash-to-curve (RFC 9380 §6.8.2) for any curve given
//     Elligator2 parameters: Elligator 2 (curves/internal/elligator, the one
//     map curves/montgomery uses too) on the birationally equivalent
//     Montgomery curve, the rational map to the curve in extended
//     coordinates, MapToCurve, HashToCurve and EncodeToCurve.
//     TestHashToCurveRFC9380 checks RFC 9380's edwards25519 vectors on the
//     curve defined over field.Prime and over fp25519; curvetest checks
//     MapToCurve against a math/big model on every curve it is given.
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
// MapToCurve, HashToCurve and EncodeToCurve are straight-line in the field
// element or message (two square roots, no inversion, a cofactor
// multiplication by the public h).
// IsTorsionFree and MultByCofactor multiply by the public n and h, so their
// time depends on those constants only. DoubleScalarMultVarTime and
// MultiScalarMultVarTime, for signature verification, branch on the digits of
// their scalars and index tables with them: they leak the scalars, which are
// public there, and must not be given secrets. EdDSA signing is constant time
// in the key and the nonce; verification treats everything as public.
//
// # Verification
//
// Verify checks the cofactorless equation [S]B = R + [k]A (Stdlib) or the
// cofactored one [h]([S]B − R − [k]A) = O (the other policies), with public
// inputs throughout. It runs with half-size scalars (Pornin, "Optimizing
// and speeding up verification", eprint 2020/454; halfverify.go): a lattice
// reduction of the challenge k by a truncated extended Euclid (with Lehmer
// steps, halfscalar.go and halflehmer.go) finds a ≡ t·k (mod h·n) with |a|
// and 0 < t < n of about half the bits of h·n, and the check becomes
//
//	E = [t·S mod n]B − [a]A − [t]R = [t]·D,   D = [S]B − [k]A − R,
//
// a sum whose chain of doublings is half as long (B's full-size scalar is
// split in two halves against two precomputed tables of B and 2^s·B). The
// multiplication by t loses nothing: B has order n and the orders of A and
// R divide h·n, so [t]D is exact. For the cofactored check, [h]D lies in
// the subgroup of prime order n and t is not a multiple of n, so [h]E = O
// exactly when [h]D = O. For Stdlib, [t]D = O implies D = O when gcd(t, h)
// = 1; when the reduction's t shares a factor with h, a neighbouring lattice
// vector with t coprime to h is taken, and when there is none (one challenge
// in about 200 on edwards25519) Verify takes the full-size path. The
// tests compare the two paths on small-order and mixed-order points, on
// tiny curves (orders of 7 to 18 bits, cofactors 4, 8 and 12), and under
// fuzzing.
//
// BatchVerifier tests a random linear combination of cofactored equations
// with one multi-scalar multiplication (Straus's method; on the scalar
// kernels, Pippenger's bucket method beyond 384 terms) and decodes all the
// points of a batch together.
//
// # Memory
//
// Field methods are called through the field.Field interface, which the
// compiler cannot see through, so values passed to them by pointer would
// escape to the heap. The formulas therefore take their temporaries as a
// typed scratch (fscratch), and the engine computes in per-curve workspaces
// recycled through a sync.Pool: callers' points and scalars are only copied,
// and the point operations, Sign and Verify allocate nothing in the steady
// state. A workspace is a composition of the algorithms' own memories, each
// a small struct defined beside its algorithm (ctMulScratch in
// scalarmult.go, publicMulScratch and multiplesScratch in workspace.go,
// doubleMulScratch in vartime.go, codecScratch in encoding.go, mapScratch
// in h2c.go, strausScratch in msm.go, halfScratch in halfverify.go), and
// helpers take that memory and their operands as parameters.
//
// A curve builds its precomputed tables on first use, concurrently safe
// (sync.Once), and keeps them as long as it lives: for edwards25519, 30 KB
// for ScalarBaseMult (32 rows of 8 affine points of 120 bytes), 7.5 KB of
// 64 odd multiples of B for the other VarTime paths, and, on the first
// Verify (or DoubleScalarMultVarTime, which takes its table of B and its
// scratch memory from it), the half-size state: two tables of 256
// odd multiples of B and 2^s·B, 30 KB each (48 KB each for edwards448), and
// the same two tables again in lane layout, 40 KB each, where the lane
// kernels are used. A curve that only signs never builds the latter.
//
// # Field hooks
//
// Optional interfaces let a field package speed the engine up with field
// arithmetic of its own, detected with type assertions (by New, or where
// used); without them the generic paths run and compute the same points,
// and the tests compare the two. field/fp25519 implements both:
//
//   - SqrtRatioPairer: two square roots together; Verify decodes A and R
//     with it.
//   - SqrtRatioBatcher: the square roots of a whole batch (fp25519: eight
//     or sixteen at once with AVX-512 IFMA, four with AVX2); BatchVerifier
//     decodes with it.
//
// # Vector lanes
//
// For edwards25519 over fp25519.Field (a = −1), New also picks a lane
// backend (lanes.go, pickLanes): internal/lanes25519's kernels for the
// processor, AVX-512 IFMA or else AVX2, chosen once from internal/cpu
// (GODEBUG=cpu.avx512f=off, cpu.avx2=off switch them off), with no feature
// test in any call. They hold a point's four coordinates in the lanes of a
// vector register, and two points side by side, and run the engine's
// formulas stage by stage, four multiplications per vector product. With a
// backend, Straus's method (BatchVerifier, MultiScalarMultVarTime), the
// half-size Verify and DoubleScalarMultVarTime, and the constant-time
// ScalarBaseMult (key generation, signing: baselanes.go, two accumulators
// side by side) and ScalarMult (scalarlanes.go: one, with a per-call table
// of multiples in lane layout) run on it. Their tables are in cached lane
// layout (the fixed-base rows and the generator's odd multiples converted
// once, on first use), and a constant-time digit's entry comes from one
// kernel, LookupCached, which scans every entry of the row with masks and
// negates by masks. The kernels are
// straight-line vector arithmetic, which a source-level test checks
// (*LaneKernelsStraightLine), since go tool objdump cannot decode them.
// Without a backend (other fields and curves, other processors, purego,
// GODEBUG=cpu.all=off) the same operations run on the formulas.

// # Assembly
//
// On amd64 the constant-time table lookups blend the candidate entries in
// SSE2 registers (lookup_amd64.s); the purego build tag and other
// architectures use the same blend in Go. The lane kernels are assembly in
// internal/lanes25519; the rest is in the fields (field/fp25519's
// multiplication and its lanes of field elements).
package edwards
