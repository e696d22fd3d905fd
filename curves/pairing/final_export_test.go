package pairing

import "github.com/curvekit/curvekit/field/tower"

// EasyPartIsOne reports whether the easy part of the final exponentiation
// of the pairs' Miller value is 1, the case PairingCheckVarTime shortcuts,
// for tests.
func (e *Engine[E]) EasyPartIsOne(ps []G1Affine[E], qs []G2Affine[E]) bool {
	z := e.NewGT()
	if _, err := z.MillerLoop(ps, qs); err != nil {
		panic(err)
	}
	var a tower.Fp12Element[E]
	e.easyPart(&a, &z.v)
	return e.f12.IsOne(&a) == 1
}
