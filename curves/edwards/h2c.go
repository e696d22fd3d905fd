package edwards

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/curvekit/curvekit/curves/internal/elligator"
	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/hashes"
)

// Elligator2 configures hashing to the curve (RFC 9380 §6.8.2): Elligator 2
// on a Montgomery curve birationally equivalent to it, followed by the
// rational map to the Edwards curve.
//
// The twisted Edwards curve a·x² + y² = 1 + d·x²·y² is birationally
// equivalent to the Montgomery curve K·t² = s³ + J·s² + s with
//
//	J = 2(a + d)/(a − d),   K = 4/(a − d),
//
// through x = s/t, y = (s − 1)/(s + 1) (RFC 9380 Appendix D.1). Scaling t
// gives the other Montgomery curves with the same J: on
// (K/c²)·t² = s³ + J·s² + s the map is x = c·s/t, y = (s − 1)/(s + 1), for
// any c ≠ 0. Scale chooses c, and with it the Montgomery curve Elligator 2
// runs on and so the points it outputs: the suites of RFC 9380 §8.5 for
// edwards25519 run Elligator 2 on curve25519 (K = 1) and map with
// x = √(−486664)·s/t (RFC 7748 §4.1), which is c = √(−486664), the root
// with sgn0 = 0 (c² = K = −486664).
//
// The map is defined when J ≠ 0, that is a ≠ −d (RFC 9380 §6.7.1); K is
// never 0 or infinite on a curve New accepts (a ≠ d), and J² − 4 =
// 16·a·d/(a − d)² is not a square because a is a square and d is not. New
// refuses a = −d with an error, as it refuses c = 0 (no map) and a square Z.
type Elligator2 struct {
	// Z is the non-square of Elligator 2, an integer New reduces modulo p.
	// Nil means the one RFC 9380 Appendix H.3 finds: the first of 1, −1, 2,
	// −2, … that is not a square (2 for edwards25519's field). Params
	// reports the Z in use.
	Z *big.Int
	// Scale is c of the rational map x = c·s/t, an integer New reduces
	// modulo p. Nil means 1: the generic map of RFC 9380 Appendix D.1.
	Scale *big.Int
}

// ell2State is a validated Elligator2 configuration.
type ell2State[E any] struct {
	m     *elligator.Map[E]
	scale E
	one   bool // scale = 1: the generic map, one multiplication less
}

// errNoElligator2 is returned by the hash-to-curve methods of curves built
// without Elligator2 parameters.
var errNoElligator2 = errors.New("edwards: the curve has no Elligator2 parameters for hashing to it")

// mapSamples is the number of field elements u ∈ {0, 1, …} whose images New
// checks to be on the curve.
const mapSamples = 4

// setElligator2 validates e (New's copy, whose Z it sets to the one in use)
// and installs it.
func (c *Curve[E, S]) setElligator2(w *workspace[E, S], e *Elligator2) error {
	fail := func(format string, args ...any) error {
		return fmt.Errorf("edwards: %s: Elligator2: "+format, append([]any{c.name}, args...)...)
	}
	f := c.f
	st := &ell2State[E]{}
	st.scale = c.one
	st.one = e.Scale == nil
	if e.Scale != nil {
		if err := field.SetBig(f, &st.scale, e.Scale); err != nil || f.IsZero(&st.scale) == 1 {
			return fail("Scale = %v is not a non-zero field element: the map x = c·s/t needs c ≠ 0", e.Scale)
		}
		st.one = f.Equal(&st.scale, &c.one) == 1
	}
	var z E
	if e.Z == nil {
		z = elligator.FindZ(f)
		e.Z = field.Big(f, &z)
	} else if err := field.SetBig(f, &z, e.Z); err != nil {
		return fail("Z = %v is not a field element: %w", e.Z, err)
	}
	// J = 2(a + d)/(a − d) and K = 4/((a − d)·c²).
	var j, k, t E
	f.Sub(&t, &c.a, &c.d)
	f.Inverse(&t, &t) // 1/(a − d); a ≠ d on every curve New accepts
	f.Add(&j, &c.a, &c.d)
	if f.IsZero(&j) == 1 {
		return fail("a = −d, so J = 2(a + d)/(a − d) = 0: Elligator 2 is not defined on the Montgomery curve (RFC 9380 §6.7.1 needs J ≠ 0)")
	}
	f.Mul(&j, &j, &t)
	f.Add(&j, &j, &j)
	f.SetUint64(&k, 4)
	f.Mul(&k, &k, &t)
	f.Square(&t, &st.scale)
	f.Inverse(&t, &t)
	f.Mul(&k, &k, &t)
	m, err := elligator.New(f, &j, &k, &z)
	if err != nil {
		return fail("%w", err)
	}
	st.m = m
	c.ell2 = st
	// The map must land on the curve; this guards the derivation above.
	for i := range uint64(mapSamples) {
		f.SetUint64(&w.m2c.u[0], i)
		w.mapToCurve(&w.m2c, &w.p, &w.m2c.u[0])
		if !w.onCurveExtended(&w.eq, &w.p) {
			c.ell2 = nil
			return fail("map_to_curve(%d) is not on the curve", i)
		}
	}
	return nil
}

// HasElligator2 reports whether the curve was given Elligator2 parameters,
// which MapToCurve, HashToCurve and EncodeToCurve need.
func (c *Curve[E, S]) HasElligator2() bool { return c.ell2 != nil }

// mapScratch is the memory of mapToCurve and hashToCurve: the field
// elements u of hash_to_field, the Montgomery point (sn/sd, t) of
// Elligator 2 with the sum and difference sn ± sd, and Elligator 2's own
// memory.
type mapScratch[E any] struct {
	u         [2]E
	sn, sd, t E
	sum, diff E
	ell       elligator.Scratch[E]
}

// mapToCurve sets r = map_to_curve(u) of RFC 9380 §6.8.2: Elligator 2 to
// the point (s, t) = (sn/sd, t) of the Montgomery curve, then the rational
// map x = c·s/t, y = (s − 1)/(s + 1) in extended coordinates, which need no
// inversion:
//
//	X = c·sn·(sn + sd),  Y = (sn − sd)·sd·t,  Z = sd·t·(sn + sd),  T = c·sn·(sn − sd),
//
// (x = X/Z, y = Y/Z, X·Y = Z·T). Where the map is undefined, t = 0 or
// s = −1, Z is 0 and r is the identity (0, 1), as RFC 9380 Appendix D.1
// prescribes. It runs in constant time, with ms's memory; u may be one of
// ms.u.
func (w *workspace[E, S]) mapToCurve(ms *mapScratch[E], r *extended[E], u *E) {
	f, st := w.f, w.c.ell2
	sn, sd, t := &ms.sn, &ms.sd, &ms.t
	st.m.Map(sn, sd, t, u, &ms.ell)
	f.Add(&ms.sum, sn, sd)  // sn + sd
	f.Sub(&ms.diff, sn, sd) // sn − sd
	if !st.one {
		f.Mul(sn, sn, &st.scale) // c·sn
	}
	f.Mul(&r.X, sn, &ms.sum)  // X = c·sn·(sn + sd)
	f.Mul(&r.T, sn, &ms.diff) // T = c·sn·(sn − sd)
	f.Mul(sd, sd, t)          // sd·t
	f.Mul(&r.Y, &ms.diff, sd) // Y = (sn − sd)·sd·t
	f.Mul(&r.Z, sd, &ms.sum)  // Z = sd·t·(sn + sd)
	undefined := f.IsZero(&r.Z)
	f.Select(&r.X, &w.c.id.X, &r.X, undefined)
	f.Select(&r.Y, &w.c.id.Y, &r.Y, undefined)
	f.Select(&r.Z, &w.c.id.Z, &r.Z, undefined)
	f.Select(&r.T, &w.c.id.T, &r.T, undefined)
}

// MapToCurve sets v = map_to_curve(u) of RFC 9380 §6.8.2 for the field
// element u (Elligator 2 and the rational map, see Elligator2), and returns
// v. The point is on the curve but not necessarily in the subgroup of
// order n: unlike the Weierstrass engine's MapToCurve, it does not clear the
// cofactor, so that it is the map_to_curve whose outputs the RFC's vectors
// list (Q0, Q1); MultByCofactor clears it. It runs in constant time: two
// square roots and no inversion. It returns nil and an error if the curve
// has no Elligator2 parameters.
func (v *Point[E, S]) MapToCurve(u *E) (*Point[E, S], error) {
	c := curveOf(v)
	if c.ell2 == nil {
		return nil, errNoElligator2
	}
	w := c.get()
	w.m2c.u[0] = *u
	w.mapToCurve(&w.m2c, &w.acc, &w.m2c.u[0])
	v.p = w.acc
	c.put(w)
	return v, nil
}

// HashToCurve sets v to hash_to_curve(msg) of RFC 9380 §3, the random-oracle
// encoding ("RO_" suites): hash_to_field with exp (which carries the
// suite's hash, DST and security level k) gives u0 and u1, each is mapped
// by MapToCurve, and the sum is multiplied by the cofactor h (h_eff = h for
// Edwards curves, RFC 9380 §8.5–8.6), which sends it into the subgroup of
// order n. It returns v, or nil and an error if the curve has no Elligator2
// parameters or the expander fails. It runs in time independent of msg's
// contents.
func (v *Point[E, S]) HashToCurve(msg []byte, exp hashes.Expander) (*Point[E, S], error) {
	return v.hashToCurve(msg, exp, 2)
}

// EncodeToCurve sets v to encode_to_curve(msg) of RFC 9380 §3, the
// nonuniform encoding ("NU_" suites) from a single field element:
// clear_cofactor(map_to_curve(hash_to_field(msg, 1))). It is cheaper than
// HashToCurve but reaches only part of the subgroup, so it suits only
// protocols whose proofs allow that. Errors and timing are as for
// HashToCurve.
func (v *Point[E, S]) EncodeToCurve(msg []byte, exp hashes.Expander) (*Point[E, S], error) {
	return v.hashToCurve(msg, exp, 1)
}

// hashToCurve is HashToCurve (count = 2) and EncodeToCurve (count = 1).
func (v *Point[E, S]) hashToCurve(msg []byte, exp hashes.Expander, count int) (*Point[E, S], error) {
	c := curveOf(v)
	if c.ell2 == nil {
		return nil, errNoElligator2
	}
	w := c.get()
	defer c.put(w)
	if err := hashes.HashToField(c.f, exp, msg, count, w.m2c.u[:count]); err != nil {
		return nil, err
	}
	w.mapToCurve(&w.m2c, &w.p, &w.m2c.u[0])
	if count == 2 {
		w.mapToCurve(&w.m2c, &w.q, &w.m2c.u[1])
		w.toCached(&w.cq, &w.q)
		w.addCached(&w.cp, &w.p, &w.cq, false)
		w.toExtended(&w.p, &w.cp) // R = Q0 + Q1
	}
	w.mulByCofactor(&w.pub, &w.acc, &w.p) // P = clear_cofactor(R) = h·R
	v.p = w.acc
	return v, nil
}
