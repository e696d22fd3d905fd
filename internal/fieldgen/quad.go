package main

import (
	"bytes"
	"fmt"
)

// The whole-Fp2 operations of the views of field.Prime (prime_quad_kernels.go):
// a tower over a Prime (field/tower's Fp2 = Fp[u]/(u² − β)) spends most of
// its time in a few base operations per Fp2 operation, each a call through
// an interface; these methods do a whole Fp2 addition, subtraction,
// multiplication or squaring in one call, with the view's kernels called
// directly. They are the same formulas for every view, written here once.

// quadView is one view type of field.Prime and how its methods reach the
// kernels.
type quadView struct {
	name string // the view type, "Prime4ADX"
	n    int    // limbs
	// sum is the statement that sets s = x0 + x1 as the first factor of a
	// multiplication (see emitQuadSum), with %[1]s, %[2]s, %[3]s for s, x0
	// and x1.
	sum string
	// fused says the view has the whole-Fp2 assembly kernels of
	// asm_fp2.go (fp2MulN, fp2SquareN, fp2MulSmallN, with suffix "ADX"
	// for the ADX views), called where its method fp2Fused reports that
	// the processor and p allow them.
	fused  bool
	suffix string
}

// quadViews returns every view of Specialize, in the order of
// prime_views.go.
//
// The first factor of a Karatsuba product may be the unreduced sum of two
// coefficients (below 2p) wherever the view's multiplication kernel is
// documented for x·y < p·2^(64n): montMulN and montMulNpm1 (the generated
// kernels, Go and assembly), montMul4ADX and montMul6ADX (which takes any
// x < 2^384). The 4-limb MULX kernels for p ≡ −1 mod 2^64 and for the
// P-256 shape are documented for reduced inputs only, so Prime4ADX sums
// unreduced only with its general kernel; Prime4C's Crandall kernels take
// any x, y < 2^256.
func quadViews() []quadView {
	var vs []quadView
	lazy := "sum%[4]d(%[1]s, %[2]s, %[3]s, f.Prime)"
	for n := minLimbs; n <= maxLimbs; n++ {
		vs = append(vs,
			quadView{fmt.Sprintf("Prime%d", n), n, lazy, n == 4 || n == 6, ""},
			quadView{fmt.Sprintf("Prime%dM1", n), n, lazy, n == 4, ""})
		switch n {
		case 4:
			vs = append(vs, quadView{"Prime4ADX", 4,
				"if f.adx4 == adx4General { // the shape of p, public\n" +
					"sum4(%[1]s, %[2]s, %[3]s, f.Prime)\n} else {\nadd4(%[1]s, %[2]s, %[3]s, &f.p)\n}", true, "ADX"},
				// The Crandall kernels take any x, y < 2^256.
				quadView{"Prime4C", 4, lazy, false, ""})
		case 6:
			vs = append(vs, quadView{"Prime6ADX", 6, lazy, true, "ADX"})
		}
	}
	return vs
}

// quadFile returns prime_quad_kernels.go.
func quadFile() ([]byte, error) {
	var buf bytes.Buffer
	buf.WriteString(header)
	buf.WriteString("package field\n\nimport \"math/bits\"\n\n")
	buf.WriteString("// The whole-Fp2 operations of the views (see prime_quad.go), one set per\n")
	buf.WriteString("// view, written by internal/fieldgen/quad.go from one formula each.\n\n")
	for n := minLimbs; n <= maxLimbs; n++ {
		emitQuadSum(&buf, n)
	}
	for _, v := range quadViews() {
		emitQuadView(&buf, v)
	}
	return gofmt("prime_quad_kernels.go", buf.Bytes())
}

// emitQuadSum emits sumN, the sum of two coefficients as the first factor
// of a multiplication kernel that accepts x·y < p·2^(64n).
func emitQuadSum(buf *bytes.Buffer, n int) {
	top := 64*n - 1
	article := "a"
	if n == 8 {
		article = "an"
	}
	fmt.Fprintf(buf, "// sum%[1]d sets z to x + y for x, y < p, as the first factor of %[2]s %[1]d-limb\n", n, article)
	fmt.Fprintf(buf, "// multiplication kernel that accepts x·y < p·2^%[1]d: for p < 2^%[2]d the\n", 64*n, top)
	fmt.Fprintf(buf, "// %d-limb integer sum, unreduced (below 2p < 2^%d, so no carry leaves\n", n, 64*n)
	buf.WriteString("// the top limb), and x + y mod p for larger p. The choice depends on p only.\n")
	fmt.Fprintf(buf, "func sum%d(z, x, y *PrimeElement, f *Prime) {\n", n)
	fmt.Fprintf(buf, "if f.bitLen > %d {\nadd%d(z, x, y, &f.p)\nreturn\n}\n", top, n)
	buf.WriteString("var c uint64\n")
	for j := 0; j < n; j++ {
		carry := "c"
		if j == n-1 {
			carry = "_"
		}
		in := "c"
		if j == 0 {
			in = "0"
		}
		fmt.Fprintf(buf, "z[%d], %s = bits.Add64(x[%d], y[%d], %s)\n", j, carry, j, j, in)
	}
	buf.WriteString("}\n\n")
}

// emitQuadView emits the four whole-Fp2 methods of one view.
func emitQuadView(buf *bytes.Buffer, v quadView) {
	sum := func(s, x0, x1 string) string { return fmt.Sprintf(v.sum, s, x0, x1, v.n) }
	mulFused, sqrFused, smallFused := "", "", ""
	if v.fused {
		smallFused = fmt.Sprintf("if k >= 2 && k <= %d && f.fp2Fused() { // k public\n"+
			"fp2MulSmall%d%s(z0, z1, x0, x1, &f.p, &f.pShl, uint64(k))\nreturn\n}\n", fp2SmallMax, v.n, v.suffix)
		mulFused = fmt.Sprintf("if f.fp2Fused() {\nfp2Mul%d%s(z0, z1, x0, x1, y0, y1, &f.p, f.inv)\nreturn\n}\n", v.n, v.suffix)
		sqrFused = fmt.Sprintf("if f.fp2Fused() {\nfp2Square%d%s(z0, z1, x0, x1, &f.p, f.inv)\nreturn\n}\n", v.n, v.suffix)
	}
	fmt.Fprintf(buf, `// Fp2Add sets z0 + z1·u = (x0 + x1·u) + (y0 + y1·u).
func (f %[1]s) Fp2Add(z0, z1, x0, x1, y0, y1 *PrimeElement) {
	fp2Add%[2]d(z0, z1, x0, x1, y0, y1, &f.p)
}

// Fp2Sub sets z0 + z1·u = (x0 + x1·u) − (y0 + y1·u).
func (f %[1]s) Fp2Sub(z0, z1, x0, x1, y0, y1 *PrimeElement) {
	fp2Sub%[2]d(z0, z1, x0, x1, y0, y1, &f.p)
}

// Fp2MulMinusOne sets z0 + z1·u = (x0 + x1·u)·(y0 + y1·u) with u² = −1, by
// Karatsuba: with v0 = x0·y0 and v1 = x1·y1, z0 = v0 − v1 and
// z1 = (x0 + x1)(y0 + y1) − v0 − v1, three base multiplications.
func (f %[1]s) Fp2MulMinusOne(z0, z1, x0, x1, y0, y1 *PrimeElement) {
	%[5]svar v0, v1, s, t PrimeElement
	f.Mul(&v0, x0, y0)
	f.Mul(&v1, x1, y1)
	%[3]s
	add%[2]d(&t, y0, y1, &f.p)
	f.Mul(&s, &s, &t)
	sub%[2]d(&s, &s, &v0, &f.p)
	sub%[2]d(z1, &s, &v1, &f.p) // every read of x and y is done
	sub%[2]d(z0, &v0, &v1, &f.p)
}

// Fp2SquareMinusOne sets z0 + z1·u = (x0 + x1·u)² with u² = −1, by complex
// squaring: z0 = (x0 + x1)(x0 − x1) and z1 = 2·x0·x1, two base
// multiplications.
func (f %[1]s) Fp2SquareMinusOne(z0, z1, x0, x1 *PrimeElement) {
	%[6]svar v, s, t PrimeElement
	f.Mul(&v, x0, x1)
	%[4]s
	sub%[2]d(&t, x0, x1, &f.p)
	f.Mul(z0, &s, &t)
	add%[2]d(z1, &v, &v, &f.p)
}

// Fp2MulSmallPlusU sets z0 + z1·u = (k + u)·(x0 + x1·u) with u² = −1, for
// a public k ≥ 0 (the non-residue ξ = k + u of a sextic tower: BN254's 9,
// BLS12-381's 1): z0 = k·x0 − x1 and z1 = k·x1 + x0, with k·x by doublings
// and additions. Its time depends on k only.
func (f %[1]s) Fp2MulSmallPlusU(z0, z1, x0, x1 *PrimeElement, k uint) {
	%[7]svar a, b PrimeElement // k·x0, k·x1
	if k > 0 {
		a, b = *x0, *x1
		for i := bits.Len(k) - 2; i >= 0; i-- { // the bits of k below its top one
			add%[2]d(&a, &a, &a, &f.p)
			add%[2]d(&b, &b, &b, &f.p)
			if k>>i&1 == 1 {
				add%[2]d(&a, &a, x0, &f.p)
				add%[2]d(&b, &b, x1, &f.p)
			}
		}
	}
	sub%[2]d(&a, &a, x1, &f.p)
	add%[2]d(z1, &b, x0, &f.p) // every read of x is done
	*z0 = a
}

`, v.name, v.n, sum("&s", "x0", "x1"), sum("&s", "x0", "x1"), mulFused, sqrFused, smallFused)
}
