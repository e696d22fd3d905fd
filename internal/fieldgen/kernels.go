package main

import (
	"bytes"
	"fmt"
	"math/big"
)

// kernelGen emits straight-line Montgomery kernels over n 64-bit limbs.
//
// Two flavours share the emitter: runtime kernels read the modulus limbs
// from a parameter p and −p⁻¹ mod 2^64 from a parameter inv (package field,
// used by field.Prime); baked kernels use the constants of one modulus and
// may skip work that the constants make trivial (zero limbs, inv = 1).
//
// Every kernel loads its inputs into locals before writing its output, so
// outputs may alias inputs.
type kernelGen struct {
	buf     *bytes.Buffer
	n       int      // number of limbs
	elem    string   // element type name
	suffix  string   // appended to kernel names ("4" for runtime kernels)
	runtime bool     // modulus read at run time
	p       []uint64 // baked modulus limbs (least significant first)
	inv     uint64   // baked −p⁻¹ mod 2^64
	memOps  bool     // read multiplicand limbs from memory at each use
}

// xv and yv return the expressions for limb j of the multiplicands: locals
// loaded up front, or memory operands when memOps is set.
func (g *kernelGen) xv(j int) string {
	if g.memOps {
		return fmt.Sprintf("x[%d]", j)
	}
	return fmt.Sprintf("x%d", j)
}

func (g *kernelGen) yv(j int) string {
	if g.memOps {
		return fmt.Sprintf("y[%d]", j)
	}
	return fmt.Sprintf("y%d", j)
}

func (g *kernelGen) line(format string, args ...any) {
	fmt.Fprintf(g.buf, format, args...)
	g.buf.WriteByte('\n')
}

// params returns the extra parameters of a runtime kernel.
func (g *kernelGen) params() string {
	if g.runtime {
		return ", p *" + g.elem + ", inv uint64"
	}
	return ""
}

// pl returns the expression for limb j of the modulus.
func (g *kernelGen) pl(j int) string {
	if g.runtime {
		return fmt.Sprintf("p[%d]", j)
	}
	return fmt.Sprintf("%#016x", g.p[j])
}

// pZero reports whether limb j of the modulus is known to be zero.
func (g *kernelGen) pZero(j int) bool { return !g.runtime && g.p[j] == 0 }

// invOne reports whether −p⁻¹ mod 2^64 is known to be 1, i.e. p ≡ −1 mod 2^64.
func (g *kernelGen) invOne() bool { return !g.runtime && g.inv == 1 }

func (g *kernelGen) invExpr() string {
	if g.runtime {
		return "inv"
	}
	return fmt.Sprintf("%#016x", g.inv)
}

// loads emits x0 := x[0], ... for the named operand.
func (g *kernelGen) loads(name string) {
	for j := 0; j < g.n; j++ {
		g.line("%s%d := %s[%d]", name, j, name, j)
	}
}

// reduceStep emits one Montgomery reduction step on t0..t{n}: m = t0·inv,
// t = (t + m·p) / 2^64, leaving the carry out of the top limb in C so the
// caller can place it. The sum for limb j goes to dst(j): t(j−1) when the
// division by 2^64 shifts the limbs (CIOS), t(j) when the caller moves its
// window instead (reduction of a double-width value).
func (g *kernelGen) reduceStep(t, dst func(int) string) {
	n := g.n
	if g.invOne() {
		// m = t0, and t0 + t0·(2^64 − 1) = t0·2^64 when p0 = 2^64 − 1, which
		// inv = 1 implies: the low word vanishes and the carry is t0.
		g.line("m = %s", t(0))
		g.line("C = m")
	} else {
		g.line("m = %s * %s", t(0), g.invExpr())
		g.line("hi, lo = bits.Mul64(m, %s)", g.pl(0))
		g.line("_, c = bits.Add64(lo, %s, 0)", t(0))
		g.line("C = hi + c")
	}
	for j := 1; j < n; j++ {
		if g.pZero(j) {
			g.line("%s, c = bits.Add64(%s, C, 0)", dst(j), t(j))
			g.line("C = c")
			continue
		}
		g.line("hi, lo = bits.Mul64(m, %s)", g.pl(j))
		g.line("lo, c = bits.Add64(lo, %s, 0)", t(j))
		g.line("hi += c")
		g.line("%s, c = bits.Add64(lo, C, 0)", dst(j))
		g.line("C = hi + c")
	}
}

// shifted returns t(j−1), the destination of limb j in a CIOS reduction.
func shifted(t func(int) string) func(int) string {
	return func(j int) string { return t(j - 1) }
}

// finalSub emits the masked subtraction z = t − p if t ≥ p else t, where
// t = tn·2^(64n) + t{n−1}..t0 < 2p. The carry word tn is what lets moduli
// with the top bit set (P-256, secp256k1) go through the same code.
func (g *kernelGen) finalSub(t func(int) string, tn string) {
	n := g.n
	g.line("var b uint64")
	for j := 0; j < n; j++ {
		g.line("d%d, b := bits.Sub64(%s, %s, b)", j, t(j), g.pl(j))
	}
	if tn == "" {
		g.line("mask := -b // all ones when t < p: keep t")
	} else {
		g.line("_, b = bits.Sub64(%s, 0, b)", tn)
		g.line("mask := -b // all ones when t < p: keep t")
	}
	for j := 0; j < n; j++ {
		g.line("z[%d] = d%d ^ (mask & (%s ^ d%d))", j, j, t(j), j)
	}
}

func tName(j int) string { return fmt.Sprintf("t%d", j) }

// emitMul emits montMul: z = x·y·R⁻¹ mod p, R = 2^(64n), by coarsely
// integrated operand scanning (CIOS) with one extra carry word. Inputs must
// satisfy x < R and y < p (or x < p and y < R); the output is fully reduced.
func (g *kernelGen) emitMul(name string) {
	n := g.n
	g.line("// %s sets z = x·y·2^-%d mod p (Montgomery multiplication, CIOS).", name, 64*n)
	g.line("// It needs x·y < p·2^%d, which holds when one input is below p and the", 64*n)
	g.line("// other fits in %d limbs; the result is fully reduced.", n)
	g.line("func %s(z, x, y *%s%s) {", name, g.elem, g.params())
	g.line("countMul()")
	if !g.memOps {
		g.loads("x")
		g.loads("y")
	}
	decl := "var "
	for j := 0; j <= n+1; j++ {
		if j > 0 {
			decl += ", "
		}
		decl += tName(j)
	}
	g.line("%s, c, hi, lo, m, C uint64", decl)
	for i := 0; i < n; i++ {
		g.line("// Round %d: t += x·y%d, then t = (t + m·p) / 2^64.", i, i)
		if i == 0 {
			g.line("C, t0 = bits.Mul64(%s, %s)", g.xv(0), g.yv(0))
			for j := 1; j < n; j++ {
				g.line("hi, lo = bits.Mul64(%s, %s)", g.xv(j), g.yv(0))
				g.line("t%d, c = bits.Add64(lo, C, 0)", j)
				g.line("C = hi + c")
			}
			g.line("t%d = C", n)
		} else {
			g.line("hi, lo = bits.Mul64(%s, %s)", g.xv(0), g.yv(i))
			g.line("t0, c = bits.Add64(lo, t0, 0)")
			g.line("C = hi + c")
			for j := 1; j < n; j++ {
				g.line("hi, lo = bits.Mul64(%s, %s)", g.xv(j), g.yv(i))
				g.line("lo, c = bits.Add64(lo, t%d, 0)", j)
				g.line("hi += c")
				g.line("t%d, c = bits.Add64(lo, C, 0)", j)
				g.line("C = hi + c")
			}
			g.line("t%d, t%d = bits.Add64(t%d, C, 0)", n, n+1, n)
		}
		g.reduceStep(tName, shifted(tName))
		if i == 0 {
			g.line("t%d, t%d = bits.Add64(t%d, C, 0)", n-1, n, n)
		} else {
			g.line("t%d, c = bits.Add64(t%d, C, 0)", n-1, n)
			g.line("t%d = t%d + c", n, n+1)
		}
	}
	g.line("_ = t%d", n+1)
	g.finalSub(tName, tName(n))
	g.line("}")
	g.line("")
}

// emitSquare emits montSquare: z = x²·R⁻¹ mod p. It computes the 2n-limb
// square with each cross product once (doubled by a shift), then runs a
// Montgomery reduction over the wide result.
func (g *kernelGen) emitSquare(name string) {
	n := g.n
	r := func(j int) string { return fmt.Sprintf("r%d", j) }
	g.line("// %s sets z = x²·2^-%d mod p for x < p: a %d-limb square with each", name, 64*n, 2*n)
	g.line("// cross product computed once, then a Montgomery reduction.")
	g.line("func %s(z, x *%s%s) {", name, g.elem, g.params())
	g.line("countSquare()")
	if !g.memOps {
		g.loads("x")
	}
	decl := "var "
	for j := 0; j < 2*n; j++ {
		if j > 0 {
			decl += ", "
		}
		decl += r(j)
	}
	g.line("%s, c, hi, lo, m, C, carry uint64", decl)
	g.line("// Cross products Σ_{i<j} xi·xj·2^(64(i+j)).")
	for i := 0; i < n-1; i++ {
		for j := i + 1; j < n; j++ {
			k := i + j
			switch {
			case i == 0 && j == 1:
				g.line("C, r1 = bits.Mul64(%s, %s)", g.xv(0), g.xv(1))
			case i == 0:
				g.line("hi, lo = bits.Mul64(%s, %s)", g.xv(0), g.xv(j))
				g.line("r%d, c = bits.Add64(lo, C, 0)", k)
				g.line("C = hi + c")
			case j == i+1:
				g.line("hi, lo = bits.Mul64(%s, %s)", g.xv(i), g.xv(j))
				g.line("r%d, c = bits.Add64(lo, r%d, 0)", k, k)
				g.line("C = hi + c")
			default:
				g.line("hi, lo = bits.Mul64(%s, %s)", g.xv(i), g.xv(j))
				g.line("lo, c = bits.Add64(lo, r%d, 0)", k)
				g.line("hi += c")
				g.line("r%d, c = bits.Add64(lo, C, 0)", k)
				g.line("C = hi + c")
			}
		}
		g.line("r%d = C", i+n)
	}
	g.line("// Double the cross products.")
	g.line("r%d = r%d >> 63", 2*n-1, 2*n-2)
	for k := 2*n - 2; k >= 2; k-- {
		g.line("r%d = r%d<<1 | r%d>>63", k, k, k-1)
	}
	g.line("r1 <<= 1")
	g.line("// Add the squares xi²·2^(128i).")
	g.line("hi, r0 = bits.Mul64(%s, %s)", g.xv(0), g.xv(0))
	g.line("r1, c = bits.Add64(r1, hi, 0)")
	for i := 1; i < n; i++ {
		g.line("hi, lo = bits.Mul64(%s, %s)", g.xv(i), g.xv(i))
		g.line("r%d, c = bits.Add64(r%d, lo, c)", 2*i, 2*i)
		g.line("r%d, c = bits.Add64(r%d, hi, c)", 2*i+1, 2*i+1)
	}
	g.line("_ = c")
	g.line("// Montgomery reduction, one limb at a time; carry holds the bit")
	g.line("// that overflows the top limb of the running sum.")
	for i := 0; i < n; i++ {
		ti := func(j int) string { return r(i + j) }
		g.reduceStep(ti, ti)
		if i == 0 {
			g.line("r%d, carry = bits.Add64(r%d, C, 0)", i+n, i+n)
		} else {
			g.line("r%d, carry = bits.Add64(r%d, C, carry)", i+n, i+n)
		}
	}
	g.finalSub(func(j int) string { return r(n + j) }, "carry")
	g.line("}")
	g.line("")
}

// emitFromMont emits fromMont: z = x·R⁻¹ mod p for x < p, the Montgomery
// reduction of a single-width value. Each step keeps t < p, so no final
// subtraction is needed.
func (g *kernelGen) emitFromMont(name string) {
	n := g.n
	g.line("// %s sets z = x·2^-%d mod p for x < p, converting out of the", name, 64*n)
	g.line("// Montgomery domain. Every reduction step keeps the running value below")
	g.line("// p, so the result needs no final subtraction.")
	g.line("func %s(z, x *%s%s) {", name, g.elem, g.params())
	for j := 0; j < n; j++ {
		g.line("t%d := x[%d]", j, j)
	}
	g.line("var c, hi, lo, m, C uint64")
	for i := 0; i < n; i++ {
		g.reduceStep(tName, shifted(tName))
		g.line("t%d = C", n-1)
	}
	for j := 0; j < n; j++ {
		g.line("z[%d] = t%d", j, j)
	}
	g.line("}")
	g.line("")
}

// emitAdd emits z = x + y mod p for x, y < p.
func (g *kernelGen) emitAdd(name string) {
	n := g.n
	g.line("// %s sets z = x + y mod p for x, y < p, subtracting p under a mask.", name)
	g.line("func %s(z, x, y *%s%s) {", name, g.elem, g.modParam())
	g.line("var c uint64")
	for j := 0; j < n; j++ {
		g.line("s%d, c := bits.Add64(x[%d], y[%d], c)", j, j, j)
	}
	g.finalSub(func(j int) string { return fmt.Sprintf("s%d", j) }, "c")
	g.line("}")
	g.line("")
}

// modParam is params() without inv, for kernels that do not reduce.
func (g *kernelGen) modParam() string {
	if g.runtime {
		return ", p *" + g.elem
	}
	return ""
}

// emitSub emits z = x − y mod p for x, y < p.
func (g *kernelGen) emitSub(name string) {
	n := g.n
	g.line("// %s sets z = x − y mod p for x, y < p, adding p back under a mask.", name)
	g.line("func %s(z, x, y *%s%s) {", name, g.elem, g.modParam())
	g.line("var b uint64")
	for j := 0; j < n; j++ {
		g.line("d%d, b := bits.Sub64(x[%d], y[%d], b)", j, j, j)
	}
	g.addBack()
	g.line("}")
	g.line("")
}

// addBack emits z = d + (p & −b) for the borrow b of a subtraction.
func (g *kernelGen) addBack() {
	n := g.n
	g.line("mask := -b // all ones when the subtraction borrowed")
	g.line("var c uint64")
	for j := 0; j < n; j++ {
		if g.pZero(j) {
			g.line("z[%d], c = bits.Add64(d%d, 0, c)", j, j)
			continue
		}
		g.line("z[%d], c = bits.Add64(d%d, %s&mask, c)", j, j, g.pl(j))
	}
	g.line("_ = c")
}

// emitNeg emits z = −x mod p for x < p (0 maps to 0).
func (g *kernelGen) emitNeg(name string) {
	n := g.n
	g.line("// %s sets z = −x mod p for x < p: 0 − x, adding p back under a mask,", name)
	g.line("// so that −0 = 0.")
	g.line("func %s(z, x *%s%s) {", name, g.elem, g.modParam())
	g.line("var b uint64")
	for j := 0; j < n; j++ {
		g.line("d%d, b := bits.Sub64(0, x[%d], b)", j, j)
	}
	g.addBack()
	g.line("}")
	g.line("")
}

// limbs splits a non-negative integer into n little-endian 64-bit limbs.
func limbs(x *big.Int, n int) []uint64 {
	out := make([]uint64, n)
	t := new(big.Int).Set(x)
	mask := new(big.Int).SetUint64(^uint64(0))
	for i := 0; i < n; i++ {
		out[i] = new(big.Int).And(t, mask).Uint64()
		t.Rsh(t, 64)
	}
	if t.Sign() != 0 {
		panic("fieldgen: integer does not fit in the limbs")
	}
	return out
}

// negInv64 returns −p⁻¹ mod 2^64 for odd p.
func negInv64(p *big.Int) uint64 {
	m := new(big.Int).Lsh(big.NewInt(1), 64)
	inv := new(big.Int).ModInverse(p, m)
	inv.Sub(m, inv)
	inv.Mod(inv, m)
	return inv.Uint64()
}
