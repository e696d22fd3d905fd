// Package montgomery is curvekit's Montgomery-curve engine: the curve
//
//	B·v² = u³ + A·u² + u
//
// over any field of the field.Field contract, with the x-only
// Diffie–Hellman function of RFC 7748 (X25519, X448) and the Elligator 2 map
// of RFC 9380. A curve is a Params literal passed to New; curve25519 and
// curve448 are two such literals in curvekit's definitions, and any other
// curve is built the same way, e.g. over a field.Prime, with its constants
// written as papers state them: New reduces A, B, U and Z modulo p, so
// B = −1 and B = p − 1 give the same curve.
//
// # Reading guide
//
//   - ladder.go: the textbook algorithm, RFC 7748 §5's ladder, written once
//     (ladder, ladderStep, cswap), with the RFC's names per line.
//   - zz_ladder_*.go: generated speedups, the same methods copied by
//     internal/enginegen for fp25519.Field, fp448.Field and the limb-count
//     views of field.Prime, so that the field's operations are direct
//     calls the compiler inlines; backend.go picks one per curve, at New.
//     TestGeneratedLadderMatchesGeneric proves each equal to ladder.go,
//     limb for limb, and TestBackendSelection checks the choice;
//     internal/ctcheck checks ladderStep and cswap of every copy for
//     branches.
//   - ladder64.go: the ladder over fp25519 in its radix-2^64 form
//     (fp25519.Element64; MULX/ADCX/ADOX where the processor has them), a
//     change of representation at the ladder's two ends around the
//     generated copy; TestGeneratedLadderMatchesGeneric compares it with
//     ladder.go too, and TestBackendSelection checks which one New picks.
//   - zz_ladder_fp25519x64*_amd64.s: on amd64 (not purego) that copy's
//     ladder is one assembly function, written by internal/enginegen: the
//     loop of ladder.go's ladder (asm_loop.go writes it and refuses a
//     ladder.go whose loop differs) around ladderStep, read from
//     ladder.go, with internal/asmgen's Fp25519 kernels inline (MULQ, or
//     MULX/ADCX/ADOX) and its conditional swap; a24 is its argument.
//     TestLadderAsmMatchesGeneric proves it equal to ladder.go's ladder
//     over fp25519.Field on low-order, non-canonical and random u and many
//     scalars and bit counts, TestLadderStepFp25519x64MatchesGeneric the
//     step limb for limb, TestLadderAsmStraightLine checks its source is
//     straight-line but for the loop's one branch on its counter, and
//     internal/ctcheck disassembles the MULQ one (its loop allowed as a
//     loop counted by DI, CountedLoops).
//   - edwardsbase.go: the optional fixed-base speedup through an Edwards
//     curve (Params.BaseMult), checked against the ladder by New.
//   - dh.go: the RFC 7748 function (clamping, encodings, the all-zero
//     output); model.go and elligator.go: the Edwards model, Elligator 2;
//     curve.go, params.go, workspace.go: construction, its checks and the
//     pooled workspace, which composes the ladder's lscratch and the
//     model's addScratch and fracScratch.
//
// X25519 from definitions/x25519 down to the field is read in
// definitions/internal/xdh (the X-only layer x25519 and x448 share), dh.go,
// ladder.go and field/fp25519's fp25519.go, mul.go and inverse.go.
//
// # The ladder
//
// Diffie–Hellman needs only u-coordinates: u(k·P) is a function of u(P).
// The Montgomery ladder of RFC 7748 §5 keeps the pair (k'·P, (k'+1)·P) in
// projective form (X : Z), u = X/Z, for the prefix k' of k read so far,
// starting from (O, P) = ((1 : 0), (u : 1)). For each bit it conditionally
// swaps the pair, sets it to (2·Q, Q + R) with a doubling and a
// differential addition (Q − R = ±P is known), and swaps back. A step costs
// 5 multiplications, 4 squarings and one multiplication by
// a24 = (A + 2)/4; when the field has a MulSmall method (fp25519, fp448),
// detected through an optional interface, and a24 is a small integer
// (121666, 39082), that last one is a cheap multiplication by a word. The
// result's u = X·Z^(p−2) is 0 for the point at infinity. The ladder
// computes u(k·P) for every u, whether the point lies on the curve or on its
// quadratic twist; for X25519 and X448 both have large prime-order
// subgroups, which is why RFC 7748 needs no point validation.
//
// Through the field.Field interface the compiler can inline nothing; the
// generated copies of the ladder (reading guide) call a concrete field
// instead, about 20% faster. A definition may also pass a fixed-base
// multiplication (Params.BaseMult) for key generation;
// EdwardsBaseMult builds one from the tables of a twisted Edwards curve and
// a homomorphism onto the Montgomery curve: the birational map
// u = (1 + y)/(1 − y) for edwards25519, the 4-isogeny u = y²/x² for
// edwards448 (RFC 7748 §4).
//
// # The Edwards model, Elligator 2 and hash_to_curve
//
// When A² − 4 is not a square, (0, 0) is the only point of order 2 and the
// curve is isomorphic, through x = u/v and y = (u − 1)/(u + 1) or its
// reciprocal, to a twisted Edwards curve with complete addition (model.go
// derives it). EdwardsY and EdwardsU are those maps on y alone. MapToCurve
// is Elligator 2 (RFC 9380 §6.7.1), the one map of curves/internal/elligator
// that curves/edwards uses too, made affine with one inversion; EncodeToCurve and HashToCurve finish
// encode_to_curve and hash_to_curve from the output of hash_to_field
// (package hashes), adding points and clearing the cofactor on the Edwards
// model in extended coordinates. Montgomery affine addition would need
// special cases for doubling and inverses; the model's formulas have none.
//
// # Encodings
//
// u-coordinates and scalars are little-endian byte strings as in RFC 7748,
// whatever the field's byte order: PointSize and ScalarSize bytes. Decoding
// ignores the bits above the field's bit length (bit 255 for X25519) and
// reduces the rest modulo p, so non-canonical encodings are accepted, as the
// RFC requires; encoding is canonical.
//
// # Constant time
//
// ScalarMult, ScalarBaseMult, ScalarMultU, MapToCurve, EncodeToCurve,
// HashToCurve, EdwardsY and EdwardsU run in time independent of their
// inputs' values (ScalarMultU's depends on the length of k). The ladder's
// swap is the field's Select, a masked blend, or, in the generated copies,
// a masked exchange of the limbs; bits of the scalar are read
// with indexes that depend only on the bit position; the all-zero output
// test is the field's constant-time IsZero, and only its outcome is branched
// on, to return ErrZeroOutput. Scalars and ladder state are wiped from the
// workspaces, which are recycled through a sync.Pool so that no operation
// allocates in the steady state. New's validation and the cofactor
// multiplication branch on public constants only.
package montgomery
