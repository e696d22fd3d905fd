// Package pairing computes the optimal ate pairing of any BLS12 or BN curve
// described by its parameters: the family, the seed x, the twist type, the
// tower's non-residues β and ξ, the coefficient b and the generators. So
// BLS12-381, BN254 (alt_bn128), BLS12-377 or a user's own pairing curve is a
// page of constants and one call to New, over any field.Field (field.Prime
// for all of them today).
//
// # Reading guide
//
//	params.go   the parameters: families and their polynomials p(x), r(x), t(x), twist types, loop counts
//	engine.go   New: every check on the parameters, the constants derived from them
//	points.go   the affine inputs, on-curve checks, the VarTime subgroup check by r
//	miller.go   the Miller loop: projective doubling and addition steps with their lines, BN's Frobenius steps;
//	            lines are multiplied in pairs before they meet f (lineBuf)
//	final.go    the final exponentiation: easy part, and the hard part per family
//	final_check.go  PairingCheckVarTime: a check for public points that stops after the easy part when it gives 1
//	gt.go       the group GT: Mul, Exp (constant time), ExpVarTime, Equal, encodings
//	pairing.go  the entry points: Pair, SetPair, PairingCheck, MillerLoop, FinalExponentiation
//
// One optional speedup: parallel.go splits the Miller loop of a product of
// eight or more pairings into shares on several goroutines
// (internal/parallel); TestMillerLoopShares proves the shared Miller value
// equal to the one-goroutine loop on BLS12-381 and BN254. The base field's
// own speedups (field.Prime's ADX kernels, chosen by Specialize) are field
// arithmetic and live in field/. Otherwise the code is the textbook
// algorithm with the standard formulas, and the tests prove it equal to
// independent implementations: vectors_test.go checks BLS12-381 against the 1000 pairing
// values of kilic/bls12-381, gnark_test.go against gnark-crypto's BLS12-381
// and BN254 pairings on random points (single, multi, PairingCheck) and
// bls12377_test.go against its BLS12-377 (a positive seed, a D-type BLS12,
// β = −5, ξ = u); properties_test.go checks bilinearity, non-degeneracy,
// e(P, −Q)·e(P, Q) = 1, multi-pairing = product of pairings, points at
// infinity and the rejection of bad parameters and points;
// negative_bn_test.go builds a BN curve with a negative loop count the way a
// user would; psi_test.go checks ψ = p on G2 for both twist types;
// ct_test.go proves the pairing and GT.Exp make the same base-field calls
// for every input; alloc_test.go counts allocations.
//
// # The groups
//
// A BLS12 or BN curve E: y² = x³ + b over Fp has a subgroup G1 of prime
// order r with embedding degree 12: r divides p¹² − 1 and no smaller
// p^k − 1. The family's polynomials give p, r and the trace t from one seed
// x (New recomputes them and checks the base field against p):
//
//	BLS12  p = (x − 1)²(x⁴ − x² + 1)/3 + x   r = x⁴ − x² + 1                 t = x + 1
//	BN     p = 36x⁴ + 36x³ + 24x² + 6x + 1   r = 36x⁴ + 36x³ + 18x² + 6x + 1  t = 6x² + 1
//
// G2 is the other subgroup of order r of E(Fp12) on which the Frobenius acts
// as multiplication by p; it is the image of a subgroup of the sextic twist
// E': y² = x³ + b' over Fp2, where its points are a sixth the size. GT is
// the group of r-th roots of unity in Fp12, an element of the tower of
// field/tower: Fp2 = Fp[u]/(u² − β), Fp6 = Fp2[v]/(v³ − ξ),
// Fp12 = Fp6[w]/(w² − v), so w⁶ = ξ.
//
// # The twist
//
// The twist's coefficient is b' = b/ξ (D-type) or b' = b·ξ (M-type); the
// untwisting maps into E(Fp12) are (x, y) ↦ (x·w², y·w³) and
// (x, y) ↦ (x/w², y/w³). New derives b' from b, ξ and the twist type (or
// checks the one given); the wrong twist type shows up as a G2 generator
// that is not on E', or not of order r. BLS12-381 is M-type (ξ = 1 + u,
// b' = 4(1 + u)), BN254 and BLS12-377 are D-type (ξ = 9 + u and ξ = u).
//
// # The loop
//
// Miller's algorithm computes a function f_{L,Q} with divisor L·(Q) − (L·Q)
// − (L − 1)·(O) by walking the bits of L: f_{2i} = f_i²·ℓ_{iQ,iQ}/v_{2iQ}
// and f_{i+1} = f_i·ℓ_{iQ,Q}/v_{(i+1)Q}, ℓ being the line through two
// points and v the vertical line through their sum. The optimal ate
// pairing (Vercauteren, "Optimal pairings", IEEE Trans. Inf. Theory 2010)
// needs only L = x for BLS12 and L = 6x + 2 for BN, about a quarter of
// log r, evaluated at P ∈ G1 with the running point T on the twist:
//
//	BLS12  e(P, Q) = f_{x,Q}(P)^((p¹² − 1)/r)
//	BN     e(P, Q) = (f_{6x+2,Q}(P)·ℓ_{T,ψ(Q)}(P)·ℓ_{T+ψ(Q),−ψ²(Q)}(P))^((p¹² − 1)/r)
//
// with T = (6x + 2)·Q and ψ the p-power Frobenius carried to the twist
// (engine.go computes its factors from the tower's). The loop walks the
// non-adjacent form of |L|, adding −Q on digits −1; a negative L (the
// BLS12-381 seed is negative) gives 1/f_{|L|,Q} up to a vertical line,
// which is f̄ after the final exponentiation. Vertical lines have their
// values in a proper subfield of Fp12 and are dropped, as is any factor in
// Fp2 or Fp4 = Fp2[w³]: the final exponentiation sends such factors to 1,
// because (p¹² − 1)/r is a multiple of p⁴ − 1. A multi-pairing runs one
// loop for all pairs, squaring f once per step for all of them.
//
// # The lines
//
// T = (X : Y : Z) is kept in homogeneous projective coordinates on E'
// (x = X/Z, y = Y/Z) and both steps use the formulas of Costello, Lange and
// Naehrig ("Faster pairing computations on curves with high-degree twists",
// PKC 2010) as Aranha, Karabina, Longa, Gebotys and López give them in
// "Faster explicit formulas for computing pairings over ordinary curves"
// (Eurocrypt 2011), one paper line per code line. Untwisted, a point of E'
// becomes (x·w², y·w³) (D-type) and the slope λ' on E' becomes λ'·w, so the
// line through T with slope λ' evaluated at P = (xP, yP) is
//
//	yP − λ'·xP·w + (λ'·xT − yT)·w³
//
// three coefficients out of twelve, the shape MulBy034 multiplies by; for an
// M-type twist, after multiplying by w³, it is (λ'·xT − yT) − λ'·xP·w² +
// yP·w³, MulBy014's shape. Clearing the denominators of λ' in projective
// coordinates (a factor in Fp2) gives, for the tangent, the constant
// 3b'Z² − Y², the xP coefficient 3X² and the yP coefficient −2YZ, and for
// the chord through T and Q = (xQ, yQ) with θ = Y − yQ·Z and λ = X − xQ·Z,
// θ·xQ − λ·yQ, −θ and λ. Both steps multiply the new T by the same formulas
// that give the line; the doubling's result is scaled by 4 to turn its two
// halvings into additions.
//
// # The final exponentiation
//
// (p¹² − 1)/r = (p⁶ − 1)·(p² + 1)·(p⁴ − p² + 1)/r. The easy part costs a
// conjugation (f^(p⁶) = f̄), one inversion and a Frobenius map, and lands in
// the cyclotomic subgroup, where inversion is conjugation and squaring is
// the cheaper CyclotomicSquare. The hard part is an addition chain in x,
// per family: for BLS12 the decomposition 3·(p⁴ − p² + 1)/r =
// (x − 1)²·(x + p)·(x² + p² − 1) + 3 of Hayashida, Hayasaka and Teruya
// (ePrint 2020/875), five exponentiations by x; for BN the chain of
// Fuentes-Castañeda, Knapp and Rodríguez-Henríquez ("Faster hashing to
// G2", SAC 2011) for 2x(6x² + 3x + 1)·(p⁴ − p² + 1)/r, three
// exponentiations by x. Both raise the pairing to a fixed power coprime to
// r (3, and 2x(6x² + 3x + 1)), which is still a non-degenerate bilinear
// pairing and is the value gnark-crypto, kilic/bls12-381 and circl compute,
// byte for byte.
//
// # Inputs, errors, constant time
//
// Inputs are affine points with an explicit Infinity flag (G1Affine,
// G2Affine); the group types with their encodings and fast subgroup checks
// will come from the Weierstrass engine. The entry points check that every
// point is on its curve and return an error otherwise; they do not check
// subgroup membership, which IsInSubgroupG1VarTime and
// IsInSubgroupG2VarTime do by multiplying by r (slow, a stand-in for the
// endomorphism checks). e(O, Q) = e(P, O) = 1.
//
// The Miller loop and the final exponentiation branch only on public
// values (the digits of the loop count, the seed, the twist type, which
// points are at infinity) and use the tower's constant-time arithmetic, so
// their time does not depend on the points' coordinates. GT.Exp is constant
// time in its exponent (for secret exponents); ExpVarTime, SetBytes and the
// subgroup checks are not. New uses math/big.
//
// # Speed
//
// Everything is generic over the base field and reaches it through the
// field.Field interface, so each base operation is an indirect call that
// cannot be inlined. SetPair and PairingCheck allocate nothing for up to
// four pairs and one slice for more; Pair allocates its result. A generated specialisation would emit
// miller.go and final.go and the tower's Fp2/Fp6/Fp12 code for the concrete
// element type (field.Prime with a fixed limb count, or a fixed field),
// turning the interface calls into direct calls the compiler can inline,
// the way DESIGN.md's engine generator is meant to; the formulas would stay
// in these files.
//
// The operation counts match gnark-crypto's: a BN254 pairing makes about
// 3460 Fp2 multiplications, 2175 squarings, 1870 products by ξ and 16 500
// additions and subtractions (counted with callgrind), gnark-crypto's 3510,
// 2085, 1850 and 16 900. Both take the Miller loop over the NAF of 6x + 2
// with the lines of a step multiplied together before they meet f, and
// three exponentiations by x in the hard part: 63 cyclotomic squarings and
// 16 multiplications each here (expx.go), 60 and 17 there. What separates
// the two is the cost of each Fp2 operation, which is field/'s.
package pairing
