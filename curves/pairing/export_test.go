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
