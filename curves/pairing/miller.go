package pairing

import (
	"github.com/curvekit/curvekit/field/tower"
)

// g2Proj is a point (X : Y : Z) of the twist E' in homogeneous projective
// coordinates, x = X/Z and y = Y/Z: the running point T of a Miller loop.
type g2Proj[E any] struct {
	X, Y, Z tower.Fp2Element[E]
}

// line is a line of the Miller loop evaluated at a G1 point P = (xP, yP) and
// multiplied by a factor of a proper subfield (which the final
// exponentiation sends to 1): c + x·xP·w^a + y·yP·w^b, stored with the
// products by xP and yP already made. With a D-type twist the line is
// y·yP + x·xP·w + c·w³ (MulBy034); with an M-type twist it is multiplied by
// w³ and becomes c + x·xP·w² + y·yP·w³ (MulBy014). The derivations are in
// the package doc, "The lines".
type line[E any] struct {
	c, x, y tower.Fp2Element[E]
}

// millerPair is the state of one pair (P, Q) in a Miller loop: T, ±Q, and
// P's coordinates in the forms the lines use.
type millerPair[E any] struct {
	t           g2Proj[E]
	qx, qy, qyN tower.Fp2Element[E] // Q = (qx, qy), −Q = (qx, qyN)
	x3P, xPN    E                   // 3·xP, −xP
	yP, yPN     E                   // yP, −yP
}

// stackPairs is the number of pairs a Miller loop keeps on the stack; more
// pairs cost one allocation of their state.
const stackPairs = 4

// prepare sets m for the pair (p, q), neither at infinity.
func (e *Engine[E]) prepare(m *millerPair[E], p *G1Affine[E], q *G2Affine[E]) {
	f2 := e.f2
	m.t.X, m.t.Y = q.X, q.Y
	f2.One(&m.t.Z)
	m.qx, m.qy = q.X, q.Y
	f2.Neg(&m.qyN, &q.Y)
	// Base-field values are computed as Fp2 elements with c1 = 0 (see
	// IsOnCurveG1).
	var x, y, t tower.Fp2Element[E]
	f2.Zero(&x)
	f2.Zero(&y)
	x.C0, y.C0 = p.X, p.Y
	f2.Add(&t, &x, &x)
	f2.Add(&t, &t, &x)
	m.x3P = t.C0
	f2.Neg(&t, &x)
	m.xPN = t.C0
	m.yP = p.Y
	f2.Neg(&t, &y)
	m.yPN = t.C0
}

// doubleStep sets T = 2T and l to the tangent at T evaluated at P. The
// formulas are those of Costello, Lange and Naehrig, "Faster pairing
// computations on curves with high-degree twists" (PKC 2010), as written in
// Aranha, Karabina, Longa, Gebotys and López, "Faster explicit formulas for
// computing pairings over ordinary curves" (Eurocrypt 2011), §4, doubling in
// homogeneous coordinates for y² = x³ + b', with the result scaled by 4 (a projective
// representative of the same point) so that the two halvings become
// doublings:
//
//	X3 = 4·XY/2·(B − F),  Y3 = 4·(((B + F)/2)² − 3D²),  Z3 = 4·B·H
//	l = (D − B) + 3X²·xP·(w or w²) − H·yP·(1 or w³)
func (e *Engine[E]) doubleStep(l *line[E], m *millerPair[E]) {
	f2 := e.f2
	t := &m.t
	var a, b, c, d, ff, h, j, s tower.Fp2Element[E]
	f2.Mul(&a, &t.X, &t.Y)         // A = X·Y
	f2.Square(&b, &t.Y)            // B = Y²
	f2.Square(&c, &t.Z)            // C = Z²
	f2.Mul(&d, &c, &e.b3)          // D = 3b'·C (Aranha et al.'s E)
	f2.Add(&ff, &d, &d)            //
	f2.Add(&ff, &ff, &d)           // F = 3D
	f2.Add(&h, &t.Y, &t.Z)         //
	f2.Square(&h, &h)              //
	f2.Sub(&h, &h, &b)             //
	f2.Sub(&h, &h, &c)             // H = (Y + Z)² − B − C = 2YZ
	f2.Square(&j, &t.X)            // J = X²
	f2.Sub(&l.c, &d, &b)           // l: c = D − B = 3b'Z² − Y²
	f2.MulByBase(&l.x, &j, &m.x3P) // l: x = 3X²·xP
	f2.MulByBase(&l.y, &h, &m.yPN) // l: y = −H·yP = −2YZ·yP
	f2.Sub(&s, &b, &ff)            //
	f2.Mul(&s, &a, &s)             //
	f2.Add(&t.X, &s, &s)           // X3 = 2A(B − F) = 4·XY/2·(B − F)
	f2.Add(&s, &b, &ff)            //
	f2.Square(&s, &s)              // (B + F)²
	f2.Square(&d, &d)              //
	f2.Add(&a, &d, &d)             //
	f2.Add(&a, &a, &d)             // 3D²
	f2.Add(&a, &a, &a)             //
	f2.Add(&a, &a, &a)             // 12D²
	f2.Sub(&t.Y, &s, &a)           // Y3 = (B + F)² − 12D² = 4·(((B + F)/2)² − 3D²)
	f2.Mul(&t.Z, &b, &h)           //
	f2.Add(&t.Z, &t.Z, &t.Z)
	f2.Add(&t.Z, &t.Z, &t.Z) // Z3 = 4·B·H
}

// addStep sets T = T + (qx, qy) and l to the line through T and (qx, qy)
// evaluated at P, by the mixed addition of Costello, Lange and Naehrig
// (PKC 2010) as written in Aranha et al. (Eurocrypt 2011), §4, mixed
// addition in homogeneous coordinates:
//
//	θ = Y − yQ·Z, λ = X − xQ·Z
//	X3 = λ·H, Y3 = θ·(G − H) − Y·λ³, Z3 = Z·λ³
//	with H = λ³ + Z·θ² − 2G and G = X·λ²
//	l = (θ·xQ − λ·yQ) − θ·xP·(w or w²) + λ·yP·(1 or w³)
//
// T ≠ ±Q throughout the loop for points of order r, since the loop count is
// below r.
func (e *Engine[E]) addStep(l *line[E], m *millerPair[E], qx, qy *tower.Fp2Element[E]) {
	f2 := e.f2
	t := &m.t
	var theta, lambda, c, d, ee, g, h, s tower.Fp2Element[E]
	e.chord(l, m, qx, qy, &theta, &lambda)
	f2.Square(&c, &theta)     // C = θ²
	f2.Square(&d, &lambda)    // D = λ²
	f2.Mul(&ee, &lambda, &d)  // E = λ³
	f2.Mul(&c, &t.Z, &c)      // F = Z·C
	f2.Mul(&g, &t.X, &d)      // G = X·D
	f2.Add(&h, &ee, &c)       //
	f2.Sub(&h, &h, &g)        //
	f2.Sub(&h, &h, &g)        // H = E + F − 2G
	f2.Mul(&t.X, &lambda, &h) // X3 = λ·H
	f2.Sub(&s, &g, &h)        //
	f2.Mul(&s, &theta, &s)    //
	f2.Mul(&d, &ee, &t.Y)     //
	f2.Sub(&t.Y, &s, &d)      // Y3 = θ(G − H) − E·Y
	f2.Mul(&t.Z, &t.Z, &ee)   // Z3 = Z·E
}

// chord sets l to the line through T and (qx, qy) evaluated at P (see
// addStep) and theta and lambda to θ and λ, leaving T as it is: the last
// step of BN's loop needs the line and not the sum, which saves addStep's
// seven multiplications and two squarings.
func (e *Engine[E]) chord(l *line[E], m *millerPair[E], qx, qy, theta, lambda *tower.Fp2Element[E]) {
	f2 := e.f2
	t := &m.t
	var s, d tower.Fp2Element[E]
	f2.Mul(theta, qy, &t.Z)           //
	f2.Sub(theta, &t.Y, theta)        // θ = Y − yQ·Z
	f2.Mul(lambda, qx, &t.Z)          //
	f2.Sub(lambda, &t.X, lambda)      // λ = X − xQ·Z
	f2.Mul(&s, theta, qx)             //
	f2.Mul(&d, lambda, qy)            //
	f2.Sub(&l.c, &s, &d)              // l: c = J = θ·xQ − λ·yQ
	f2.MulByBase(&l.x, theta, &m.xPN) // l: x = −θ·xP
	f2.MulByBase(&l.y, lambda, &m.yP) // l: y = λ·yP
}

// lineBuf holds a line that waits for a second one: two lines are
// multiplied together before they are multiplied into f (Mul014By014 or
// Mul034By034, then MulBy01245 or MulBy01234), 23 Fp2 multiplications
// against 26 for two sparse products. Whether a line waits depends only on
// the number of pairs and the digits of the loop count, both public.
//
// fIsOne says f is still 1, before the first line of a Miller loop: the
// first line or product of two lines is then f itself, a copy instead of a
// sparse multiplication (MulBy01245 is 17 Fp2 multiplications), as
// gnark-crypto assigns its first lines. It too depends on public counts
// only.
type lineBuf[E any] struct {
	l      line[E]
	full   bool
	fIsOne bool
}

// mulLine multiplies f by l and the line waiting in b, or, when none
// waits, keeps l in b.
func (e *Engine[E]) mulLine(f *tower.Fp12Element[E], b *lineBuf[E], l *line[E]) {
	if !b.full {
		b.l, b.full = *l, true
		return
	}
	b.full = false
	var p tower.Fp12Element[E]
	if e.twist == DType { // a public parameter
		e.f12.Mul034By034(&p, &b.l.y, &b.l.x, &b.l.c, &l.y, &l.x, &l.c)
	} else {
		e.f12.Mul014By014(&p, &b.l.c, &b.l.x, &b.l.y, &l.c, &l.x, &l.y)
	}
	switch {
	case b.fIsOne:
		*f, b.fIsOne = p, false
	case e.twist == DType:
		e.f12.MulBy01234(f, f, &p)
	default:
		e.f12.MulBy01245(f, f, &p)
	}
}

// flushLine multiplies f by the line waiting in b, if one does, placing
// its coefficients for the twist type.
func (e *Engine[E]) flushLine(f *tower.Fp12Element[E], b *lineBuf[E]) {
	if !b.full {
		return
	}
	b.full = false
	if b.fIsOne { // f = the line: y·yP + x·xP·w + c·w³ or c + x·xP·w² + y·yP·w³
		b.fIsOne = false
		e.f12.Zero(f)
		if e.twist == DType {
			f.C0.C0, f.C1.C0, f.C1.C1 = b.l.y, b.l.x, b.l.c
			return
		}
		f.C0.C0, f.C0.C1, f.C1.C1 = b.l.c, b.l.x, b.l.y
		return
	}
	if e.twist == DType {
		e.f12.MulBy034(f, f, &b.l.y, &b.l.x, &b.l.c)
		return
	}
	e.f12.MulBy014(f, f, &b.l.c, &b.l.x, &b.l.y)
}

// millerLoop sets f to the product of the Miller functions f_{L,Q}(P) of the
// optimal ate pairing over the pairs, with one squaring of f per step shared
// by all pairs. Pairs with a point at infinity contribute 1 and are skipped.
// The points must be valid (checked by the caller).
func (e *Engine[E]) millerLoop(f *tower.Fp12Element[E], ps []G1Affine[E], qs []G2Affine[E]) {
	var buf [stackPairs]millerPair[E]
	pairs := buf[:0]
	if len(ps) > stackPairs {
		pairs = make([]millerPair[E], 0, len(ps))
	}
	for i := range ps {
		if ps[i].Infinity || qs[i].Infinity { // public: e(O, Q) = e(P, O) = 1
			continue
		}
		pairs = pairs[:len(pairs)+1]
		e.prepare(&pairs[len(pairs)-1], &ps[i], &qs[i])
	}
	e.f12.One(f)
	var l line[E]
	b := lineBuf[E]{fIsOne: true}
	// The top digit of the loop count is 1 and T starts at Q; every digit
	// below it doubles T (squaring f) and, when non-zero, adds ±Q.
	top := len(e.loop) - 1
	for i := top - 1; i >= 0; i-- {
		if i != top-1 { // f = 1 before the first step
			e.flushLine(f, &b)
			e.f12.Square(f, f)
		}
		for j := range pairs {
			e.doubleStep(&l, &pairs[j])
			e.mulLine(f, &b, &l)
		}
		switch e.loop[i] { // the digits of a public loop count
		case 1:
			for j := range pairs {
				m := &pairs[j]
				e.addStep(&l, m, &m.qx, &m.qy)
				e.mulLine(f, &b, &l)
			}
		case -1:
			for j := range pairs {
				m := &pairs[j]
				e.addStep(&l, m, &m.qx, &m.qyN)
				e.mulLine(f, &b, &l)
			}
		}
	}
	e.flushLine(f, &b)
	if e.loopNeg {
		// f_{−L,Q} = 1/(f_{L,Q}·v_{LQ}); the vertical line lies in a proper
		// subfield and 1/f is f̄ after the final exponentiation.
		e.f12.Conjugate(f, f)
		for j := range pairs {
			e.f2.Neg(&pairs[j].t.Y, &pairs[j].t.Y)
		}
	}
	if e.family == BN {
		e.bnFrobeniusSteps(f, pairs)
	}
}

// bnFrobeniusSteps multiplies f by the two extra lines of BN's optimal ate
// pairing (Vercauteren 2010, §IV.A): with T = (6x + 2)·Q, Q1 = ψ(Q) and
// Q2 = ψ²(Q), f·l_{T,Q1}(P)·l_{T+Q1,−Q2}(P).
func (e *Engine[E]) bnFrobeniusSteps(f *tower.Fp12Element[E], pairs []millerPair[E]) {
	f2 := e.f2
	var l line[E]
	var b lineBuf[E]
	var x, y, theta, lambda tower.Fp2Element[E]
	for j := range pairs {
		m := &pairs[j]
		f2.Conjugate(&x, &m.qx) // Q1 = ψ(Q), as Psi computes it
		f2.Mul(&x, &x, &e.frob[0])
		f2.Conjugate(&y, &m.qy)
		f2.Mul(&y, &y, &e.frob[1])
		e.addStep(&l, m, &x, &y)
		e.mulLine(f, &b, &l)
		f2.Mul(&x, &m.qx, &e.frob[2])
		f2.Mul(&y, &m.qyN, &e.frob[3])
		e.chord(&l, m, &x, &y, &theta, &lambda) // −Q2 = −ψ²(Q); T + Q1 − Q2 is not needed
		e.mulLine(f, &b, &l)
	}
	e.flushLine(f, &b)
}
