package main

import (
	"bytes"
	"fmt"
	"strings"
)

// kernelGen emits straight-line Montgomery kernels over n 64-bit limbs.
//
// Two flavours share the emitter: runtime kernels read the modulus limbs
// from a parameter p and −p⁻¹ mod 2^64 from a parameter inv (package field,
// used by field.Prime); baked kernels use the constants of one modulus and
// may skip work that the constants make trivial (zero limbs, inv = 1).
//
// Every kernel reads all of its inputs before it writes any output limb, so
// outputs may alias inputs. The inputs are read as memory operands (x[j])
// rather than copied to locals first: the compiler loads each once either
// way, and the form lets it keep fewer values live.
type kernelGen struct {
	buf      *bytes.Buffer
	n        int      // number of limbs
	elem     string   // element type name
	runtime  bool     // modulus read at run time
	p        []uint64 // baked modulus limbs (least significant first)
	inv      uint64   // baked −p⁻¹ mod 2^64
	pm1      bool     // runtime kernels for p ≡ −1 mod 2^64, where −p⁻¹ mod 2^64 = 1
	guard    bool     // make each CIOS row depend on the previous round (see emitMul)
	zeroWord string   // when set, receives the (always zero) low word of t0 + m·p0
	topGuard string   // when set, receives the (always zero) carry out of the top word
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
func (g *kernelGen) invOne() bool { return g.pm1 || (!g.runtime && g.inv == 1) }

func (g *kernelGen) invExpr() string {
	if g.runtime {
		return "inv"
	}
	return fmt.Sprintf("%#016x", g.inv)
}

// Kernel layout. Every product x·y is a pair (h, l) from bits.Mul64, and a
// row of products is added to the running sum as two carry chains: the low
// words at their positions, then the high words one position up. Each chain
// is a run of bits.Add64 calls that pass the carry straight on, which the
// compiler turns into ADD/ADC sequences, where folding each product's high
// word into a running carry word would cost a materialised carry per limb.

// reduceRound emits one Montgomery reduction step on the limbs named by
// t(0), …, t(n−1), t(n) with top(), a carry word above them: m = t0·inv and
// t += m·p, which clears t0; the caller then drops t0 (a division by 2^64).
// When topZero, top() is known to be zero and is assigned rather than added
// to.
func (g *kernelGen) reduceRound(t func(int) string, top string, topZero bool) {
	n := g.n
	// Products m·p_j, with the structure of a baked modulus used: zero limbs
	// cost nothing, and when −p⁻¹ = 1 (p ≡ −1 mod 2^64, so p0 = 2^64 − 1)
	// m = t0 and t0 + m·p0 = t0·2^64: no product, no low word, a carry of t0.
	first := 0
	if g.invOne() {
		g.line("m = %s", t(0))
		g.line("h0 = m")
		first = 1
	} else {
		g.line("m = %s * %s", t(0), g.invExpr())
	}
	for j := first; j < n; j++ {
		if !g.pZero(j) {
			g.line("h%d, l%d = bits.Mul64(m, %s)", j, j, g.pl(j))
		}
	}
	// Low chain: t_j += l_j, carrying into t_n and top.
	cin := "0"
	for j := first; j < n; j++ {
		dst := t(j)
		if j == 0 {
			dst = "_"
			if g.zeroWord != "" {
				dst = g.zeroWord
			}
		}
		if g.pZero(j) {
			if cin == "0" {
				continue
			}
			g.line("%s, c = bits.Add64(%s, 0, c)", dst, t(j))
		} else {
			g.line("%s, c = bits.Add64(%s, l%d, %s)", dst, t(j), j, cin)
		}
		cin = "c"
	}
	if cin == "c" {
		g.line("%s, c = bits.Add64(%s, 0, c)", t(n), t(n))
		g.addCarry(top, topZero)
		topZero = false
	}
	// High chain: t_{j+1} += h_j.
	cin = "0"
	for j := 0; j < n; j++ {
		if g.pZero(j) {
			if cin == "0" {
				continue
			}
			g.line("%s, c = bits.Add64(%s, 0, c)", t(j+1), t(j+1))
		} else {
			g.line("%s, c = bits.Add64(%s, h%d, %s)", t(j+1), t(j+1), j, cin)
		}
		cin = "c"
	}
	if g.topGuard != "" && !topZero {
		g.line("%s, %s = bits.Add64(%s, 0, c)", top, g.topGuard, top)
		return
	}
	g.addCarry(top, topZero)
}

// addCarry emits top += c (top = c when top is known to be zero).
func (g *kernelGen) addCarry(top string, topZero bool) {
	if topZero {
		g.line("%s = c", top)
	} else {
		g.line("%s, _ = bits.Add64(%s, 0, c)", top, top)
	}
}

// rotating names the running limbs of a CIOS loop: limb j is names[j], and
// dropping limb 0 (the division by 2^64) renames instead of moving values.
type rotating struct{ names []string }

func newRotating(k int) *rotating {
	r := &rotating{}
	for j := 0; j < k; j++ {
		r.names = append(r.names, fmt.Sprintf("t%d", j))
	}
	return r
}

func (r *rotating) at(j int) string { return r.names[j] }

// shift drops limb 0; its variable becomes the new top limb.
func (r *rotating) shift() { r.names = append(r.names[1:], r.names[0]) }

// productDecl declares the product words h0…h{n−1}, l0…l{n−1}.
func (g *kernelGen) productDecl() string {
	var hs, ls []string
	for j := 0; j < g.n; j++ {
		hs = append(hs, fmt.Sprintf("h%d", j))
		ls = append(ls, fmt.Sprintf("l%d", j))
	}
	return strings.Join(hs, ", ") + ", " + strings.Join(ls, ", ")
}

// reductionDecl declares the product words reduceRound uses: none for the
// zero limbs of a baked modulus, and no l0 when −p⁻¹ = 1.
func (g *kernelGen) reductionDecl() string {
	var names []string
	for j := 0; j < g.n; j++ {
		if j == 0 && g.invOne() {
			names = append(names, "h0")
			continue
		}
		if !g.pZero(j) {
			names = append(names, fmt.Sprintf("h%d", j), fmt.Sprintf("l%d", j))
		}
	}
	return strings.Join(names, ", ")
}

// emitMul emits montMul: z = x·y·R⁻¹ mod p, R = 2^(64n), by coarsely
// integrated operand scanning (CIOS) over n + 2 running limbs. The result is
// fully reduced when x·y < p·R, e.g. one input below p and the other below R.
func (g *kernelGen) emitMul(name string) {
	n := g.n
	g.line("// %s sets z = x·y·2^-%d mod p (Montgomery multiplication, CIOS).", name, 64*n)
	g.line("// It needs x·y < p·2^%d, which holds when one input is below p and the", 64*n)
	g.line("// other fits in %d limbs; the result is fully reduced.", n)
	g.line("func %s(z, x, y *%s%s) {", name, g.elem, g.params())
	t := newRotating(n + 2)
	// With guard set, row i multiplies by y[i] ^ kz, where kz is the low
	// word of t0 + m·p0 in the previous round: always zero, but the compiler
	// cannot know, so it no longer hoists every row's products to the top of
	// the function and spills them (at 9 limbs: ~98 → ~82 ns). With −p⁻¹ = 1
	// that word is not computed; the always-zero carry out of the previous
	// round's top word serves instead.
	guard := g.guard
	if guard {
		g.line("var kz, yi uint64")
		if !g.invOne() {
			g.zeroWord = "kz"
			defer func() { g.zeroWord = "" }()
		} else {
			g.topGuard = "kz"
			defer func() { g.topGuard = "" }()
		}
	}
	g.line("var %s, %s, c, m uint64", strings.Join(t.names, ", "), g.productDecl())
	for i := 0; i < n; i++ {
		g.line("// Round %d: t += x·y[%d]; t = (t + m·p) / 2^64 with m = t0·inv mod 2^64.", i, i)
		yi := fmt.Sprintf("y[%d]", i)
		if guard && i > 0 {
			g.line("yi = y[%d] ^ kz", i)
			yi = "yi"
		}
		for j := 0; j < n; j++ {
			g.line("h%d, l%d = bits.Mul64(x[%d], %s)", j, j, j, yi)
		}
		if i == 0 {
			// t = x·y0 fits in n + 1 limbs.
			g.line("%s = l0", t.at(0))
			g.line("%s, c = bits.Add64(l1, h0, 0)", t.at(1))
			for j := 2; j < n; j++ {
				g.line("%s, c = bits.Add64(l%d, h%d, c)", t.at(j), j, j-1)
			}
			g.line("%s, _ = bits.Add64(h%d, 0, c)", t.at(n), n-1)
			g.reduceRound(t.at, t.at(n+1), true)
		} else {
			for j := 0; j < n; j++ {
				cin := "c"
				if j == 0 {
					cin = "0"
				}
				g.line("%s, c = bits.Add64(%s, l%d, %s)", t.at(j), t.at(j), j, cin)
			}
			g.line("%s, c = bits.Add64(%s, 0, c)", t.at(n), t.at(n))
			g.line("%s = c", t.at(n+1))
			for j := 0; j < n; j++ {
				cin := "c"
				if j == 0 {
					cin = "0"
				}
				g.line("%s, c = bits.Add64(%s, h%d, %s)", t.at(j+1), t.at(j+1), j, cin)
			}
			g.line("%s, _ = bits.Add64(%s, 0, c)", t.at(n+1), t.at(n+1))
			g.reduceRound(t.at, t.at(n+1), false)
		}
		t.shift()
	}
	g.finalSub(t.at, t.at(n))
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
	var rs []string
	for j := 0; j < 2*n; j++ {
		rs = append(rs, r(j))
	}
	g.line("var %s, %s, c, m, carry uint64", strings.Join(rs, ", "), g.productDecl())
	g.line("// Cross products Σ_{i<j} xi·xj·2^(64(i+j)), one row per i; the partial")
	g.line("// sum after row i is below 2^(64(n+i+1)), so no row carries out.")
	for i := 0; i < n-1; i++ {
		for j := i + 1; j < n; j++ {
			g.line("h%d, l%d = bits.Mul64(x[%d], x[%d])", j, j, i, j)
		}
		if i == 0 {
			g.line("r1 = l1")
			for j := 2; j < n; j++ {
				cin := "c"
				if j == 2 {
					cin = "0"
				}
				g.line("r%d, c = bits.Add64(l%d, h%d, %s)", j, j, j-1, cin)
			}
			if n > 2 {
				g.line("r%d, _ = bits.Add64(h%d, 0, c)", n, n-1)
			} else {
				g.line("r%d = h%d", n, n-1)
			}
			continue
		}
		for j := i + 1; j < n; j++ {
			cin := "c"
			if j == i+1 {
				cin = "0"
			}
			g.line("r%d, c = bits.Add64(r%d, l%d, %s)", i+j, i+j, j, cin)
		}
		g.line("r%d = c", i+n)
		for j := i + 1; j < n; j++ {
			cin := "c"
			if j == i+1 {
				cin = "0"
			}
			g.line("r%d, c = bits.Add64(r%d, h%d, %s)", i+j+1, i+j+1, j, cin)
		}
	}
	g.line("// Double the cross products.")
	g.line("r%d = r%d >> 63", 2*n-1, 2*n-2)
	for k := 2*n - 2; k >= 2; k-- {
		g.line("r%d = r%d<<1 | r%d>>63", k, k, k-1)
	}
	g.line("r1 <<= 1")
	g.line("// Add the squares xi²·2^(128i).")
	for i := 0; i < n; i++ {
		g.line("h%d, l%d = bits.Mul64(x[%d], x[%d])", i, i, i, i)
	}
	g.line("r0 = l0")
	g.line("r1, c = bits.Add64(r1, h0, 0)")
	for i := 1; i < n; i++ {
		g.line("r%d, c = bits.Add64(r%d, l%d, c)", 2*i, 2*i, i)
		g.line("r%d, c = bits.Add64(r%d, h%d, c)", 2*i+1, 2*i+1, i)
	}
	g.line("// Montgomery reduction, one limb at a time; carry holds what")
	g.line("// overflows the window r[i…i+n] into limb i+n+1.")
	for i := 0; i < n; i++ {
		ti := func(j int) string { return r(i + j) }
		if i > 0 {
			// Fold the previous round's overflow into limb i+n; what
			// overflows again starts this round's carry at limb i+n+1.
			g.line("r%d, carry = bits.Add64(r%d, carry, 0)", i+n, i+n)
		}
		g.reduceRound(ti, "carry", i == 0)
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
	t := newRotating(n + 2)
	g.line("var %s, %s, c, m uint64", strings.Join(t.names, ", "), g.reductionDecl())
	for j := 0; j < n; j++ {
		g.line("%s = x[%d]", t.at(j), j)
	}
	for i := 0; i < n; i++ {
		g.line("%s = 0", t.at(n))
		g.reduceRound(t.at, t.at(n+1), true)
		t.shift()
	}
	for j := 0; j < n; j++ {
		g.line("z[%d] = %s", j, t.at(j))
	}
	g.line("_, _ = %s, %s", t.at(n), t.at(n+1))
	g.line("}")
	g.line("")
}

// emitMulSOS emits montMul by separated operand scanning: the 2n-limb
// product x·y row by row, then the Montgomery reduction of emitSquare.
func (g *kernelGen) emitMulSOS(name string) {
	n := g.n
	r := func(j int) string { return fmt.Sprintf("r%d", j) }
	g.line("// %s sets z = x·y·2^-%d mod p (Montgomery multiplication, SOS): the", name, 64*n)
	g.line("// %d-limb product, then a Montgomery reduction. It needs x·y < p·2^%d.", 2*n, 64*n)
	g.line("func %s(z, x, y *%s%s) {", name, g.elem, g.params())
	var rs []string
	for j := 0; j < 2*n; j++ {
		rs = append(rs, r(j))
	}
	g.line("var %s, %s, c, m, carry uint64", strings.Join(rs, ", "), g.productDecl())
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			g.line("h%d, l%d = bits.Mul64(x[%d], y[%d])", j, j, i, j)
		}
		if i == 0 {
			g.line("r0 = l0")
			for j := 1; j < n; j++ {
				cin := "c"
				if j == 1 {
					cin = "0"
				}
				g.line("r%d, c = bits.Add64(l%d, h%d, %s)", j, j, j-1, cin)
			}
			g.line("r%d, _ = bits.Add64(h%d, 0, c)", n, n-1)
			continue
		}
		for j := 0; j < n; j++ {
			cin := "c"
			if j == 0 {
				cin = "0"
			}
			g.line("r%d, c = bits.Add64(r%d, l%d, %s)", i+j, i+j, j, cin)
		}
		g.line("r%d = c", i+n)
		for j := 0; j < n; j++ {
			cin := "c"
			if j == 0 {
				cin = "0"
			}
			g.line("r%d, c = bits.Add64(r%d, h%d, %s)", i+j+1, i+j+1, j, cin)
		}
	}
	for i := 0; i < n; i++ {
		ti := func(j int) string { return r(i + j) }
		if i > 0 {
			g.line("r%d, carry = bits.Add64(r%d, carry, 0)", i+n, i+n)
		}
		g.reduceRound(ti, "carry", i == 0)
	}
	g.finalSub(func(j int) string { return r(n + j) }, "carry")
	g.line("}")
	g.line("")
}
