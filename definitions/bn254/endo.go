package bn254

import (
	"math/big"

	"github.com/curvekit/curvekit/curves/weierstrass"
)

// The endomorphisms of the two groups.
//
// G1: E has j-invariant 0, so φ(x, y) = (β·x, y), for a primitive cube root
// of unity β of Fp, is an endomorphism; on G1 (all of E(Fp), as the
// cofactor is 1) it acts as multiplication by a cube root of unity λ of
// Z/r. The engine's GLV decomposition (weierstrass.Endomorphism) splits a
// scalar k as k1 + k2·λ with halves of 127 bits, which shortens a
// constant-time multiplication by half its doublings. β and λ below are
// paired (β goes with λ, β² with λ²), as New checks on the generator; they
// are gnark-crypto's thirdRootOneG1 and lambdaGLV = 36x³ + 18x² + 6x + 1.
//
// The same φ is an endomorphism of the twist E' (also of j-invariant 0,
// and β ∈ Fp ⊂ Fp2), which gives G2 its GLV decomposition too. β commutes
// with the untwisting map and with the Frobenius π, so φ preserves the two
// eigenspaces G1 and G2 of π in E[r], on which its two eigenvalues λ and λ²
// fall one each: on G2 φ is λ², and φ² = (β²·x, y) is λ.
//
// G2: ψ = untwist ∘ Frobenius ∘ twist is an endomorphism of E' that acts on
// G2 as multiplication by p ≡ t − 1 = 6x² (mod r), t the trace of E. As the
// cofactor of E is 1, a point Q of E'(Fp2) is in G2 exactly when
// ψ(Q) = 6x²·Q (Scott, "A note on group membership tests for G1, G2 and GT
// on BLS pairing-friendly curves", ePrint 2021/1130, §4, for curves with
// gcd(h1, h2) = 1; El Housni, Guillevic and Piellard, "Co-factor clearing
// and subgroup membership testing on pairing-friendly curves", ePrint
// 2022/352, §4, complete its proof): a 127-bit multiplication instead of
// one by the 254-bit r. ψ's factors come from the pairing engine
// (pairing.Engine.Psi), which derives them from the tower.
//
// The test the decoders run is shorter still (psiTest): Q is in G2 exactly
// when (x+1)·Q + ψ(x·Q) + ψ²(x·Q) = ψ³(2x·Q) (Dai, Lin, Zhao and Zhou,
// "Fast subgroup membership testings for G1, G2 and GT on pairing-friendly
// curves", ePrint 2022/348, §5.1; the test gnark-crypto's bn254 G2 runs),
// one multiplication by the 63-bit x instead of one by the 127-bit 6x².
var (
	// glvBeta is β, a primitive cube root of unity of Fp.
	glvBeta = hexInt("59e26bcea0d48bacd4f263f1acdb5c4f5763473177fffffe")
	// glvLambda is λ = 36x³ + 18x² + 6x + 1, the cube root of unity of Z/r
	// with φ(P) = λ·P on G1.
	glvLambda = hexInt("b3c4d79d41a917585bfc41088d8daaa78b17ea66b99c90dd")
	// glvBetaG2 is β², the cube root of unity whose φ acts on G2 as λ.
	glvBetaG2 = new(big.Int).Exp(glvBeta, big.NewInt(2), modulusP)
	// psiEigenvalue is 6x², the eigenvalue of ψ on G2.
	psiEigenvalue = new(big.Int).Mul(big.NewInt(6), new(big.Int).Mul(seed, seed))
	// psiTest is the test of Dai et al. in the engine's form
	// Σ A[i]·ψ^i(Q) + M·Σ B[i]·ψ^i(Q) = O: Q + x·(Q + ψ(Q) + ψ²(Q) − 2ψ³(Q)).
	psiTest = &weierstrass.EndomorphismTest{M: seed, A: []int{1}, B: []int{1, 1, 1, -2}}
)
