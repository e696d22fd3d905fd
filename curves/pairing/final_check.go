package pairing

import "github.com/curvekit/curvekit/field/tower"

// PairingCheckVarTime is PairingCheck for public points: it reports whether
// Πᵢ e(Pᵢ, Qᵢ) = 1, with the same errors, and skips the hard part of the
// final exponentiation when the easy part already gives 1.
//
// The shortcut is sound whatever the points: the product of the pairings is
// a^(m·(p⁴ − p² + 1)/r) for the easy part's value a, and a power of 1 is 1.
// It is taken when the Miller value lies in a proper subfield, which the
// easy part (p⁶ − 1)(p² + 1) sends to 1. Pairs that cancel by negation put
// it there: a line of the loop (doc.go, "The lines") evaluated at −P is
// the conjugate over Fp6 (w ↦ −w) of the line at P, up to sign — for a
// D-type twist yP − λ'·xP·w + c·w³ becomes −yP − λ'·xP·w + c·w³ — so
// f(−P, Q) = ±f̄(P, Q) and f(P, Q)·f(−P, Q) = ±f·f̄ lies in Fp6. A check of
// (P, Q), (−P, Q), … then costs a Miller loop and the easy part alone;
// gnark-crypto's FinalExponentiation takes the same exit.
//
// Execution time depends on the points (on whether the easy part gives 1,
// beyond which points are at infinity): use it only on public inputs, such
// as those of EIP-197's precompile.
func (e *Engine[E]) PairingCheckVarTime(ps []G1Affine[E], qs []G2Affine[E]) (bool, error) {
	var z GT[E]
	z.e = e
	if _, err := z.MillerLoop(ps, qs); err != nil {
		return false, err
	}
	var a tower.Fp12Element[E]
	e.easyPart(&a, &z.v)
	if e.f12.IsOne(&a) == 1 { // public: the result of the check
		return true, nil
	}
	e.hardPart(&z.v, &a)
	return z.IsOne() == 1, nil
}
