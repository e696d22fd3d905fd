package pairing

import (
	"math/big"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/tower"
)

// ScalarMultG1VarTime returns k·p, for tests.
func (e *Engine[E]) ScalarMultG1VarTime(p *G1Affine[E], k *big.Int) G1Affine[E] {
	if p.Infinity {
		return *p
	}
	x, y, inf := scalarMultVarTime[E](e.fp, &p.X, &p.Y, k)
	return G1Affine[E]{X: x, Y: y, Infinity: inf}
}

// ScalarMultG2VarTime returns k·q, for tests.
func (e *Engine[E]) ScalarMultG2VarTime(q *G2Affine[E], k *big.Int) G2Affine[E] {
	if q.Infinity {
		return *q
	}
	x, y, inf := scalarMultVarTime[tower.Fp2Element[E]](e.f2, &q.X, &q.Y, k)
	return G2Affine[E]{X: x, Y: y, Infinity: inf}
}

// ScalarMultVarTime is scalarMultVarTime, for tests that build generators
// before they have an engine.
func ScalarMultVarTime[F any](f field.Field[F], x, y *F, k *big.Int) (F, F, bool) {
	return scalarMultVarTime(f, x, y, k)
}

// ExpSeedWidth returns a^|x| by the final exponentiation's window
// exponentiation with |x| recoded at width w (1: binary; 0: binary, right to
// left with compressed squarings), and the width New chose (0 for the
// compressed squarings), for tests.
func (e *Engine[E]) ExpSeedWidth(a *tower.Fp12Element[E], w uint) (tower.Fp12Element[E], int) {
	c := *e
	xAbs := new(big.Int).Abs(e.x)
	if w <= 1 {
		c.xExp = seedExp{odd: 1, compressed: w == 0}
		for i := range xAbs.BitLen() {
			c.xExp.digits = append(c.xExp.digits, int8(xAbs.Bit(i)))
		}
	} else {
		c.xExp = seedExp{digits: wNAF(xAbs, w), odd: 1 << (w - 2)}
	}
	var z tower.Fp12Element[E]
	c.expSeedAbs(&z, a)
	chosen := 1
	if e.xExp.compressed {
		chosen = 0
	} else if len(e.xExp.digits) != xAbs.BitLen() || e.xExp.odd > 1 { // not binary
		chosen = 2
		for e.xExp.odd > 1<<(chosen-2) {
			chosen++
		}
	}
	return z, chosen
}

// MaxSeedWindow is maxSeedWindow, for tests.
const MaxSeedWindow = maxSeedWindow
