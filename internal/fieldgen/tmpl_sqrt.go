package main

const sqrtTmpl = `package {{.Pkg}}
{{if not .Safegcd}}
// Inverse sets z = 1/x, and z = 0 when x = 0, as x^(p−2) (Fermat's little
// theorem) by a fixed chain of {{.InvCost}}.
func (Field) Inverse(z, x *Element) { expInverse(z, x) }

{{.InvChain}}
{{end}}

{{.C3Chain}}

// canonicalRoot sets z = ±r, choosing the sign whose Sgn0 is 0.
func canonicalRoot(z, r *Element) {
	var f Field
	var n Element
	neg(&n, r)
	f.Select(z, &n, r, f.Sgn0(r))
}
{{if eq .Method "3mod4"}}
// Sqrt sets z to the square root of x whose Sgn0 is 0 and returns 1 when x
// is a square (0 included); otherwise it sets z = 0 and returns 0. As
// p ≡ 3 mod 4, the candidate root is x^((p+1)/4) = x·x^((p−3)/4).
func (f Field) Sqrt(z, x *Element) int {
	var r, u Element
	expC3(&r, x)
	mul(&r, &r, x)
	square(&u, &r)
	ok := f.Equal(&u, x)
	f.Select(&r, &r, &Element{}, ok)
	canonicalRoot(z, &r)
	return ok
}

// SqrtRatio sets z to the square root of u/v whose Sgn0 is 0 and returns 1
// when v ≠ 0 and u/v is a square. When u = 0 it sets z = 0 and returns 1
// (whatever v is). Otherwise it sets z = 0 and returns 0. It needs no
// inversion: y = u·v·(u·v³)^((p−3)/4) satisfies y²·v = u·χ(u·v³).
func (f Field) SqrtRatio(z, u, v *Element) int {
	var y, t1, t2 Element
	square(&t1, v)     // v²
	mul(&t2, u, v)     // u·v
	mul(&t1, &t1, &t2) // u·v³
	expC3(&y, &t1)     // (u·v³)^((p−3)/4)
	mul(&y, &y, &t2)   // y = u·v·(u·v³)^((p−3)/4)
	square(&t1, &y)
	mul(&t1, &t1, v)
	ok := f.Equal(&t1, u)
	f.Select(&y, &y, &Element{}, ok)
	canonicalRoot(z, &y)
	return ok
}
{{else}}
{{if eq .Method "atkin"}}
// Sqrt sets z to the square root of x whose Sgn0 is 0 and returns 1 when x
// is a square (0 included); otherwise it sets z = 0 and returns 0. As
// p ≡ 5 mod 8 it uses Atkin's algorithm: t = (2x)^((p−5)/8), i = 2x·t² (a
// square root of −1 when x is a square), r = x·t·(i − 1).
func (f Field) Sqrt(z, x *Element) int {
	var r, t, u, x2 Element
	add(&x2, x, x)       // 2x
	expC3(&t, &x2)       // t = (2x)^((p−5)/8)
	square(&u, &t)       // t²
	mul(&u, &u, &x2)     // i = 2x·t²
	sub(&u, &u, &one)    // i − 1
	mul(&r, &t, x)       // x·t
	mul(&r, &r, &u)      // x·t·(i − 1)
	square(&u, &r)
	ok := f.Equal(&u, x)
	f.Select(&r, &r, &Element{}, ok)
	canonicalRoot(z, &r)
	return ok
}
{{else}}
// Sqrt sets z to the square root of x whose Sgn0 is 0 and returns 1 when x
// is a square (0 included); otherwise it sets z = 0 and returns 0. As
// p − 1 = 2^{{.S}}·q with q odd, it runs the constant-time Tonelli–Shanks of
// RFC 9380 Appendix I.4, whose {{.S}} − 1 rounds do fixed work.
func (f Field) Sqrt(z, x *Element) int {
	var r, t, b, c, tt, u Element
	expC3(&r, x)     // 1. z = x^c3
	square(&t, &r)   // 2. t = z²
	mul(&t, &t, x)   // 3. t = t·x
	mul(&r, &r, x)   // 4. z = z·x
	b = t            // 5. b = t
	c = zq           // 6. c = c5
	for i := {{.S}}; i >= 2; i-- {
		squareN(&b, i-2)       // 8–9. b = b^(2^(i−2))
		e := f.Equal(&b, &one) // 10. e = b == 1
		mul(&tt, &r, &c)       // 11. zt = z·c
		f.Select(&r, &r, &tt, e) // 12. z = CMOV(zt, z, e)
		square(&c, &c)         // 13. c = c²
		mul(&tt, &t, &c)       // 14. tt = t·c
		f.Select(&t, &t, &tt, e) // 15. t = CMOV(tt, t, e)
		b = t                  // 16. b = t
	}
	square(&u, &r)
	ok := f.Equal(&u, x)
	f.Select(&r, &r, &Element{}, ok)
	canonicalRoot(z, &r)
	return ok
}
{{end}}
var (
	// zq is z^q for the non-square z = {{.NonSquare}} and p − 1 = 2^{{.S}}·q, q odd: a
	// primitive 2^{{.S}}-th root of unity (Montgomery form).
	zq = {{.ZQ}}
	// zq1 is z^((q+1)/2) (Montgomery form).
	zq1 = {{.ZQ1}}
)

// SqrtRatio sets z to the square root of u/v whose Sgn0 is 0 and returns 1
// when v ≠ 0 and u/v is a square. When u = 0 it sets z = 0 and returns 1
// (whatever v is). Otherwise it sets z = 0 and returns 0. It runs the
// constant-time sqrt_ratio of RFC 9380 Appendix F.2.1.1, with no inversion.
func (f Field) SqrtRatio(z, u, v *Element) int {
	var tv1, tv2, tv3, tv4, tv5 Element
	tv1 = zq // 1. tv1 = c6
	// 2. tv2 = v^c4 with c4 = 2^{{.S}} − 1.
	tv2 = *v
	for i := 1; i < {{.S}}; i++ {
		square(&tv2, &tv2)
		mul(&tv2, &tv2, v)
	}
	square(&tv3, &tv2)         // 3. tv3 = tv2²
	mul(&tv3, &tv3, v)         // 4. tv3 = tv3·v
	mul(&tv5, u, &tv3)         // 5. tv5 = u·tv3
	expC3(&tv5, &tv5)          // 6. tv5 = tv5^c3
	mul(&tv5, &tv5, &tv2)      // 7. tv5 = tv5·tv2
	mul(&tv2, &tv5, v)         // 8. tv2 = tv5·v
	mul(&tv3, &tv5, u)         // 9. tv3 = tv5·u
	mul(&tv4, &tv3, &tv2)      // 10. tv4 = tv3·tv2
	tv5 = tv4
	squareN(&tv5, {{.S}}-1)     // 11. tv5 = tv4^c5 with c5 = 2^({{.S}}−1)
	isQR := f.Equal(&tv5, &one) // 12. isQR = tv5 == 1
	mul(&tv2, &tv3, &zq1)      // 13. tv2 = tv3·c7
	mul(&tv5, &tv4, &tv1)      // 14. tv5 = tv4·tv1
	f.Select(&tv3, &tv3, &tv2, isQR) // 15. tv3 = CMOV(tv2, tv3, isQR)
	f.Select(&tv4, &tv4, &tv5, isQR) // 16. tv4 = CMOV(tv5, tv4, isQR)
	for i := {{.S}}; i >= 2; i-- { // 17.
		tv5 = tv4
		squareN(&tv5, i-2)             // 18–20. tv5 = tv4^(2^(i−2))
		e1 := f.Equal(&tv5, &one)      // 21. e1 = tv5 == 1
		mul(&tv2, &tv3, &tv1)          // 22. tv2 = tv3·tv1
		square(&tv1, &tv1)             // 23. tv1 = tv1²
		mul(&tv5, &tv4, &tv1)          // 24. tv5 = tv4·tv1
		f.Select(&tv3, &tv3, &tv2, e1) // 25. tv3 = CMOV(tv2, tv3, e1)
		f.Select(&tv4, &tv4, &tv5, e1) // 26. tv4 = CMOV(tv5, tv4, e1)
	}
	// u/v is a non-zero square exactly when isQR; u = 0 gives 0 and success.
	ok := isQR | f.IsZero(u)
	f.Select(&tv3, &tv3, &Element{}, ok)
	canonicalRoot(z, &tv3)
	return ok
}
{{end}}`

// inverseTmpl is inverse.go of the fixed packages, whose inversions are
// internal/safegcd's: its 4-limb Modulus below 2^256, its Wide above.
const inverseTmpl = `package {{.Pkg}}

import "github.com/curvekit/curvekit/internal/safegcd"
{{if eq .N 4}}
// inverter holds the safegcd constants for p.
var inverter = safegcd.New([4]uint64(modulus))
{{else}}
// inverter holds the safegcd constants for p, for safegcd's wide
// (up to 9-limb) moduli.
var inverter = safegcd.NewWide(&{{.WideModulus}})
{{end}}
// rCubed is 2^{{mul64 (mul 3 .N)}} mod p. safegcd inverts the integer x·R held by an
// element (R = 2^{{mul64 .N}}), giving x^−1·R^−1; Montgomery multiplication by
// R^3 turns that into x^−1·R, the element 1/x.
var rCubed = {{.RCubed}}

// Inverse sets z = 1/x, and z = 0 when x = 0, with the constant-time
// Bernstein–Yang safegcd algorithm ({{if eq .N 4}}590 branch-free divsteps{{else}}a number of branch-free divsteps fixed by p{{end}}) and one
// multiplication.
func (Field) Inverse(z, x *Element) {
{{- if eq .N 4}}
	var t Element
	inverter.Inverse((*[4]uint64)(&t), (*[4]uint64)(x))
	mul(z, &t, &rCubed)
{{- else}}
	var t, xw [9]uint64
	copy(xw[:], x[:])
	inverter.Inverse(&t, &xw)
	mul(z, (*Element)(t[:{{.N}}]), &rCubed)
{{- end}}
}

// InverseVarTime sets z = 1/x, and z = 0 when x = 0, like Inverse, for
// public x: it runs safegcd's divsteps only until they finish. Execution
// time depends on the inputs: it reveals information about x.
func (Field) InverseVarTime(z, x *Element) {
{{- if eq .N 4}}
	var t Element
	inverter.InverseVarTime((*[4]uint64)(&t), (*[4]uint64)(x))
	mul(z, &t, &rCubed)
{{- else}}
	var t, xw [9]uint64
	copy(xw[:], x[:])
	inverter.InverseVarTime(&t, &xw)
	mul(z, (*Element)(t[:{{.N}}]), &rCubed)
{{- end}}
}
`
