package weierstrass

import (
	"math/big"

	"github.com/curvekit/curvekit/field"
)

// This file holds the setup-time algebra New needs over any field of the
// field.Field contract — a prime field or an extension such as tower.Fp2 —
// computed with the field's own arithmetic, so that nothing assumes the
// field is the integers modulo p. None of it is constant time: it runs on
// public curve parameters only.

// extensionField is implemented by extension fields such as tower.Fp2 whose
// Modulus is the characteristic p while the field has p^Degree elements. A
// field without the method has Degree 1.
type extensionField interface{ Degree() int }

// fieldDegree returns k with #F = p^k for the field f.
func fieldDegree[E any](f field.Field[E]) int {
	if x, ok := f.(extensionField); ok && x.Degree() > 1 {
		return x.Degree()
	}
	return 1
}

// fieldOrder returns q = p^k, the number of elements of f.
func fieldOrder[E any](f field.Field[E]) *big.Int {
	p := f.Modulus()
	return p.Exp(p, big.NewInt(int64(fieldDegree(f))), nil)
}

// poly3 is a polynomial of degree below 3 over E, lowest degree first: a
// residue modulo the monic cubic x³ + a·x + b.
type poly3[E any] [3]E

// cubicHasRoot reports whether x³ + a·x + b has a root in f, a field of q
// elements: whether gcd(x^q − x, x³ + a·x + b) is not constant, x^q − x being
// the product of (x − r) over every r in f. A cubic without a root is
// irreducible, so this also decides irreducibility. It computes x^q modulo
// the cubic by square-and-multiply.
func cubicHasRoot[E any](f field.Field[E], a, b *E, q *big.Int) bool {
	// mulMod returns u·v modulo x³ + a·x + b.
	mulMod := func(u, v *poly3[E]) poly3[E] {
		var prod [5]E
		var t E
		for i := range prod {
			f.Zero(&prod[i])
		}
		for i := range 3 {
			for j := range 3 {
				f.Mul(&t, &u[i], &v[j])
				f.Add(&prod[i+j], &prod[i+j], &t)
			}
		}
		for k := 4; k >= 3; k-- { // x^k = x^(k−3)·(−a·x − b)
			f.Mul(&t, a, &prod[k])
			f.Sub(&prod[k-2], &prod[k-2], &t)
			f.Mul(&t, b, &prod[k])
			f.Sub(&prod[k-3], &prod[k-3], &t)
		}
		return poly3[E]{prod[0], prod[1], prod[2]}
	}
	var r, x poly3[E]
	for i := range 3 {
		f.Zero(&r[i])
		f.Zero(&x[i])
	}
	f.One(&r[0])
	f.One(&x[1])
	for i := q.BitLen() - 1; i >= 0; i-- {
		r = mulMod(&r, &r)
		if q.Bit(i) == 1 {
			r = mulMod(&r, &x)
		}
	}
	var one E
	f.One(&one)
	f.Sub(&r[1], &r[1], &one) // x^q − x modulo the cubic
	var zero E
	f.Zero(&zero)
	cubic := []E{*b, *a, zero, one}
	return len(polyGCD(f, cubic, r[:])) > 1
}

// polyGCD returns a greatest common divisor of u and v over f, as a
// coefficient slice (lowest degree first) without leading zeros. It
// overwrites u and v.
func polyGCD[E any](f field.Field[E], u, v []E) []E {
	trim := func(x []E) []E {
		for len(x) > 0 && f.IsZero(&x[len(x)-1]) == 1 {
			x = x[:len(x)-1]
		}
		return x
	}
	u, v = trim(u), trim(v)
	var inv, q, t E
	for len(v) > 0 {
		// u = u mod v.
		f.Inverse(&inv, &v[len(v)-1])
		for len(u) >= len(v) {
			f.Mul(&q, &u[len(u)-1], &inv)
			shift := len(u) - len(v)
			for i := range v {
				f.Mul(&t, &q, &v[i])
				f.Sub(&u[i+shift], &u[i+shift], &t)
			}
			u = trim(u)
		}
		u, v = v, u
	}
	return u
}

// isNonSingular reports whether 4a³ + 27b² ≠ 0 in f.
func isNonSingular[E any](f field.Field[E], a, b *E) bool {
	var t, u, k E
	f.Square(&t, a)
	f.Mul(&t, &t, a)
	f.SetUint64(&k, 4)
	f.Mul(&t, &t, &k) // 4a³
	f.Square(&u, b)
	f.SetUint64(&k, 27)
	f.Mul(&u, &u, &k) // 27b²
	f.Add(&t, &t, &u)
	return f.IsZero(&t) == 0
}

// isMinus3 reports whether a = −3 in f.
func isMinus3[E any](f field.Field[E], a *E) bool {
	var m E
	f.SetUint64(&m, 3)
	f.Neg(&m, &m)
	return f.Equal(a, &m) == 1
}
