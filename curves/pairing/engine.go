package pairing

import (
	"math/big"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/tower"
)

// Engine computes the optimal ate pairing e: G1 × G2 → GT of one BLS12 or
// BN curve, given by Params. It is immutable after New and safe for
// concurrent use; its zero value is not usable.
type Engine[E any] struct {
	name   string
	family Family
	twist  Twist

	f12 *tower.Fp12[E]
	f6  *tower.Fp6[E]
	f2  *tower.Fp2[E]
	fp  field.Field[E]

	p, r, x *big.Int // base field modulus, group order, seed (signed)

	b      tower.Fp2Element[E] // b of E, embedded in Fp2 (c1 = 0)
	twistB tower.Fp2Element[E] // b' of E'
	b3     tower.Fp2Element[E] // 3·b', for the doubling step

	g1 G1Affine[E]
	g2 G2Affine[E]

	// loop holds the NAF digits of |loop count|, least significant first;
	// loopNeg says the loop count is negative (then f is conjugated and T
	// negated after the loop).
	loop    []int8
	loopNeg bool
	// xExp is |x| recoded for the final exponentiation's chains
	// (conjugated afterwards when x < 0); see expx.go.
	xExp seedExp
	// frob are the factors of the twisted Frobenius ψ = untwist ∘ π_p ∘
	// twist on E' (BN's last two line steps): ψ(x, y) = (x̄·frob[0],
	// ȳ·frob[1]) and ψ²(x, y) = (x·frob[2], y·frob[3]).
	frob [4]tower.Fp2Element[E]
}

// New validates p and returns the pairing engine of its curve. It checks
// that the base field modulus is the family's p(x) at the seed, that p(x)
// and r(x) are primes, that r divides #E(Fp) = p + 1 − t(x), that the twist
// coefficient agrees with ξ and the twist type, and that the generators lie
// on E and E' and have order r. Every failure is an error naming the
// parameter; New does not panic on bad parameters.
func New[E any](p *Params[E]) (*Engine[E], error) {
	if p == nil {
		return nil, (&Params[E]{}).errorf("nil Params")
	}
	if p.Family != BLS12 && p.Family != BN {
		return nil, p.errorf("unknown family")
	}
	if p.Twist != DType && p.Twist != MType {
		return nil, p.errorf("unknown twist type")
	}
	if p.X == nil || p.X.Sign() == 0 {
		return nil, p.errorf("missing seed x")
	}
	pp, r, t, ok := polynomials(p.Family, p.X)
	if !ok {
		return nil, p.errorf("seed x = " + p.X.String() + " gives no integer p(x) for " + p.Family.String() + " (x must be 1 mod 3)")
	}
	// The base field first: comparing moduli is cheaper than testing p(x)
	// for primality, and a wrong seed is the likelier mistake.
	f12, err := p.buildTower()
	if err != nil {
		return nil, err
	}
	e := &Engine[E]{name: p.Name, family: p.Family, twist: p.Twist, f12: f12, f6: f12.Fp6(), f2: f12.Fp2()}
	e.fp = e.f2.Base()
	if m := e.fp.Modulus(); m.Cmp(pp) != 0 {
		return nil, p.errorf("base field modulus " + m.String() + " is not p(x) = " + pp.String() + " for seed x = " + p.X.String())
	}
	if !pp.ProbablyPrime(20) { // a field.Prime has checked it; other fields may not have
		return nil, p.errorf("seed x = " + p.X.String() + ": p(x) is not prime")
	}
	if !r.ProbablyPrime(20) {
		return nil, p.errorf("seed x = " + p.X.String() + ": r(x) is not prime")
	}
	n := new(big.Int).Add(pp, big.NewInt(1))
	n.Sub(n, t)
	if new(big.Int).Mod(n, r).Sign() != 0 {
		return nil, p.errorf("internal error: r does not divide p + 1 − t")
	}
	e.p, e.r, e.x = pp, r, new(big.Int).Set(p.X)
	if err := e.setCoefficients(p); err != nil {
		return nil, err
	}
	if err := e.setGenerators(p); err != nil {
		return nil, err
	}
	l := loopCount(p.Family, p.X)
	e.loopNeg = l.Sign() < 0
	e.loop = naf(new(big.Int).Abs(l))
	e.xExp = newSeedExp(new(big.Int).Abs(p.X))
	e.setFrobenius()
	return e, nil
}

// setCoefficients sets b, b' and 3b', checking b' against ξ and the twist.
func (e *Engine[E]) setCoefficients(p *Params[E]) error {
	if p.B == nil {
		return p.errorf("missing curve coefficient b")
	}
	if err := setFp(e.fp, &e.b.C0, p.B, e.p); err != nil {
		return p.errorf("curve coefficient b: " + err.Error())
	}
	e.fp.Zero(&e.b.C1)
	if e.f2.IsZero(&e.b) == 1 {
		return p.errorf("curve coefficient b is 0")
	}
	// b' = b/ξ for a D-type twist and b·ξ for an M-type one (see Twist).
	var xi, want tower.Fp2Element[E]
	e.f2.One(&xi)
	e.f6.MulByXi(&xi, &xi) // ξ
	if p.Twist == DType {
		e.f2.Inverse(&xi, &xi)
	}
	e.f2.Mul(&want, &e.b, &xi)
	switch {
	case p.TwistB[0] == nil && p.TwistB[1] == nil:
		e.twistB = want
	case p.TwistB[0] == nil || p.TwistB[1] == nil:
		return p.errorf("twist coefficient b' has one coefficient missing")
	default:
		if err := setFp(e.fp, &e.twistB.C0, p.TwistB[0], e.p); err != nil {
			return p.errorf("twist coefficient b': " + err.Error())
		}
		if err := setFp(e.fp, &e.twistB.C1, p.TwistB[1], e.p); err != nil {
			return p.errorf("twist coefficient b': " + err.Error())
		}
		if e.f2.Equal(&e.twistB, &want) != 1 {
			rel := "b·ξ for an M-type twist"
			if p.Twist == DType {
				rel = "b/ξ for a D-type twist"
			}
			return p.errorf("twist coefficient b' is not " + rel + ": wrong twist type, b or ξ")
		}
	}
	e.f2.Add(&e.b3, &e.twistB, &e.twistB)
	e.f2.Add(&e.b3, &e.b3, &e.twistB)
	return nil
}

// setGenerators sets and checks G1 and G2.
func (e *Engine[E]) setGenerators(p *Params[E]) error {
	for i, c := range p.G1 {
		if c == nil {
			return p.errorf("missing G1 generator coordinate")
		}
		z := &e.g1.X
		if i == 1 {
			z = &e.g1.Y
		}
		if err := setFp(e.fp, z, c, e.p); err != nil {
			return p.errorf("G1 generator: " + err.Error())
		}
	}
	for i, c := range p.G2 {
		if c == nil {
			return p.errorf("missing G2 generator coordinate")
		}
		z := [4]*E{&e.g2.X.C0, &e.g2.X.C1, &e.g2.Y.C0, &e.g2.Y.C1}[i]
		if err := setFp(e.fp, z, c, e.p); err != nil {
			return p.errorf("G2 generator: " + err.Error())
		}
	}
	if !e.IsOnCurveG1(&e.g1) {
		return p.errorf("G1 generator is not on E: y² = x³ + b")
	}
	if !e.IsOnCurveG2(&e.g2) {
		return p.errorf("G2 generator is not on the twist E': y² = x³ + b' (wrong twist type or b'?)")
	}
	if !e.IsInSubgroupG1VarTime(&e.g1) {
		return p.errorf("G1 generator does not have order r")
	}
	if !e.IsInSubgroupG2VarTime(&e.g2) {
		return p.errorf("G2 generator does not have order r")
	}
	return nil
}

// setFrobenius sets the factors of ψ and ψ² on E' from the tower's Frobenius
// factors γ_{k,i} = ξ^(i·(p^k − 1)/6). Untwisting a D-type point gives
// (x·w², y·w³), and (w^i)^(p^k) = w^i·γ_{k,i}, so π_p maps it to
// (x̄·γ_{1,2}·w², ȳ·γ_{1,3}·w³): ψ multiplies by γ_{1,2} and γ_{1,3} after
// conjugating. For an M-type twist w² and w³ are in the denominators, so the
// factors are the inverses. ψ² is the same with k = 2 and no conjugation.
func (e *Engine[E]) setFrobenius() {
	for j, ki := range [4][2]int{{1, 2}, {1, 3}, {2, 2}, {2, 3}} {
		e.f6.FrobeniusFactor(&e.frob[j], ki[0], ki[1])
		if e.twist == MType {
			e.f2.Inverse(&e.frob[j], &e.frob[j])
		}
	}
}

// Name returns the curve's name from Params.
func (e *Engine[E]) Name() string { return e.name }

// String returns the curve's name.
func (e *Engine[E]) String() string { return e.name }

// Family returns the curve's family.
func (e *Engine[E]) Family() Family { return e.family }

// Twist returns the twist type of G2's curve.
func (e *Engine[E]) Twist() Twist { return e.twist }

// Tower returns Fp12, the field GT lives in; Fp6 and Fp2 are reachable from it.
func (e *Engine[E]) Tower() *tower.Fp12[E] { return e.f12 }

// Order returns a new big.Int holding r, the order of G1, G2 and GT.
func (e *Engine[E]) Order() *big.Int { return new(big.Int).Set(e.r) }

// Modulus returns a new big.Int holding p, the base field modulus.
func (e *Engine[E]) Modulus() *big.Int { return new(big.Int).Set(e.p) }

// Seed returns a new big.Int holding the signed seed x.
func (e *Engine[E]) Seed() *big.Int { return new(big.Int).Set(e.x) }

// G1Generator returns the generator of G1.
func (e *Engine[E]) G1Generator() G1Affine[E] { return e.g1 }

// G2Generator returns the generator of G2.
func (e *Engine[E]) G2Generator() G2Affine[E] { return e.g2 }

// TwistB sets z = b', the coefficient of the twist E'.
func (e *Engine[E]) TwistB(z *tower.Fp2Element[E]) { *z = e.twistB }
