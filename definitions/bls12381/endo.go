package bls12381

import "math/big"

// The endomorphisms behind the fast subgroup checks.
//
// σ(x, y) = (β·x, y), for a primitive cube root of unity β of Fp, is an
// endomorphism of E (the curve has j-invariant 0); on G1 it acts as
// multiplication by one of the two cube roots of unity modulo r, and β is
// chosen so that it is λ = −x² (x the seed). Scott ("A note on group
// membership tests for G1, G2 and GT on BLS pairing-friendly curves", ePrint
// 2021/1130, §6) proves that a point P of E(Fp) is in G1 exactly when
// σ(P) = −x²·P, a 128-bit multiplication instead of a 255-bit one by r.
//
// ψ = twist ∘ Frobenius ∘ untwist is an endomorphism of E' that acts on G2
// as multiplication by p ≡ x (mod r); Scott (same paper, §4) proves that a
// point Q of E'(Fp2) is in G2 exactly when ψ(Q) = x·Q, a 64-bit
// multiplication. ψ's factors come from the pairing engine (pairing.Psi).

// lambdaG1 is −x², the eigenvalue of σ on G1.
var lambdaG1 = new(big.Int).Neg(new(big.Int).Mul(seed, seed))

// clearG2 holds the coefficients of the Budroni–Pintore cofactor clearing
// of G2 (ePrint 2017/419, §4.1; the h_eff of RFC 9380 §8.8.2):
// h_eff·P = (x² − x − 1)·P + (x − 1)·ψ(P) + 2·ψ²(P).
var clearG2 = []*big.Int{
	new(big.Int).Sub(new(big.Int).Sub(new(big.Int).Mul(seed, seed), seed), big.NewInt(1)),
	new(big.Int).Sub(seed, big.NewInt(1)),
	big.NewInt(2),
}

// cubeRootsOfUnity returns the two primitive cube roots of unity of Fp,
// (−1 ± √−3)/2.
func cubeRootsOfUnity() [2]*big.Int {
	p := modulusP
	s := new(big.Int).ModSqrt(new(big.Int).Sub(p, big.NewInt(3)), p) // p ≡ 1 mod 3: −3 is a square
	half := new(big.Int).ModInverse(big.NewInt(2), p)
	b1 := new(big.Int).Sub(s, big.NewInt(1))
	b1.Mul(b1, half).Mod(b1, p)
	b2 := new(big.Int).Mul(b1, b1)
	return [2]*big.Int{b1, b2.Mod(b2, p)}
}

// sigmaProjective sets (X : Y : Z) = σ(X : Y : Z) = (β·X : Y : Z).
func (g *groups) sigmaProjective(X, _, _ *Fp) { g.fp.Mul(X, X, &g.beta) }
