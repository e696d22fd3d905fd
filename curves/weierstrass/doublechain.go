package weierstrass

// The doubling chains of the constant-time scalar multiplications: the w
// doublings of a window as one step with explicit operands, in Jacobian
// coordinates whatever the curve's a. The Jacobian doublings of jacobian.go
// have no exceptional input on a curve without points of order 2 (New
// checks there is none) and are cheaper than RCB16's complete projective
// doublings (Algorithms 3, 6 and 9): 4M + 4S for a = −3 (dbl-2004-hmv),
// 2M + 5S for a = 0 (dbl-2009-l) and 1M + 8S for any a (dbl-2007-bl),
// against 8M + 3S + 2m_b, 6M + 2S + 1m_3b and 8M + 3S + 3m_a + 2m_3b. Both
// methods loop over the public count n and dispatch on the public a; the
// formulas they call are the constant-time ones of jacobian.go.

// jDoubleN sets r = 2^n·r with n Jacobian doublings. The identity (Z = 0)
// stays the identity.
func (k *arith[E]) jDoubleN(r *jacobian[E], n int, s *jscratch[E]) {
	switch k.kind {
	case aMinus3:
		for range n {
			k.jDoubleMinus3(r, r, s)
		}
	case aZero:
		for range n {
			k.jDoubleZero(r, r, s)
		}
	default:
		for range n {
			k.jDoubleGeneral(r, r, s)
		}
	}
}

// doubleN sets r = 2^n·r for the projective r, in constant time, through
// Jacobian coordinates held in j: (X·Z : Y·Z² : Z) in, n doublings, and
// (X·Z : Y : Z³) out, 2M + 1S each way. The identity (0 : Y : 0) becomes
// Z = 0 and comes back as (0 : 1 : 0), chosen with a mask
// (jToProjectiveCT). Five doublings save more than the two conversions
// cost even for a = 0 (callgrind instruction counts of the GLV
// ScalarMult: secp256k1 −3.5 %, BN254 G1 −2.8 %, BLS12-381 G1 −1 %, G2
// over Fp2, where squares are cheap, −9 %).
func (k *arith[E]) doubleN(r *projective[E], n int, j *jacobian[E], s *jscratch[E]) {
	k.jFromProjective(j, r, s)
	k.jDoubleN(j, n, s)
	k.jToProjectiveCT(r, j, s)
}
