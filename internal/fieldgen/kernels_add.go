package main

import (
	"math/big"
)

// The kernels that do not multiply (addition, subtraction, negation), the
// masked final subtraction every kernel ends with, and limb helpers.

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

// emitAdd emits z = x + y mod p for x, y < p: the sum s, then d = s − p,
// then d + (p & mask) where mask is all ones when s < p (the borrow of
// d exceeds the carry of s). Adding p back under a mask, rather than
// selecting between s and d, keeps only one set of limbs live, and every
// masked limb of p is formed before the last carry chain starts, so the
// compiler emits one pass of ADDQ/ADCQ (the AND between two ADCQs of one
// chain would clobber its carry flag and make the compiler recompute the
// chain from the start for every limb).
func (g *kernelGen) emitAdd(name string) {
	g.line("// %s sets z = x + y mod p for x, y < p, subtracting p and adding it", name)
	g.line("// back under a mask.")
	g.line("func %s(z, x, y *%s%s) {", name, g.elem, g.modParam())
	g.addBody()
	g.line("}")
	g.line("")
}

// addBody emits the statements of emitAdd on z, x and y.
func (g *kernelGen) addBody() {
	n := g.n
	g.line("var c uint64")
	for j := 0; j < n; j++ {
		g.line("s%d, c := bits.Add64(x[%d], y[%d], c)", j, j, j)
	}
	g.line("var b uint64")
	for j := 0; j < n; j++ {
		g.line("d%d, b := bits.Sub64(s%d, %s, b)", j, j, g.pl(j))
	}
	g.line("_, b = bits.Sub64(c, 0, b)")
	g.line("mask := -b // all ones when x + y < p: add p back")
	g.addBack()
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
	g.line("// %s sets z = x − y mod p for x, y < p, adding p back under a mask.", name)
	g.line("func %s(z, x, y *%s%s) {", name, g.elem, g.modParam())
	g.subBody()
	g.line("}")
	g.line("")
}

// subBody emits the statements of emitSub on z, x and y.
func (g *kernelGen) subBody() {
	n := g.n
	g.line("var b uint64")
	for j := 0; j < n; j++ {
		g.line("d%d, b := bits.Sub64(x[%d], y[%d], b)", j, j, j)
	}
	g.line("mask := -b // all ones when the subtraction borrowed")
	g.addBack()
}

// emitFp2 emits name, the operation op ("add" or "sub") of emitAdd or
// emitSub on (z0, x0, y0) and then on (z1, x1, y1), in one function: a
// whole Fp2 addition or subtraction for one call. Each coefficient is a
// block of its own, so the two reuse the names of the one-coefficient
// kernel.
func (g *kernelGen) emitFp2(name, op string) {
	sign := map[string]string{"add": "+", "sub": "−"}[op]
	g.line("// %s sets z0 = x0 %s y0 and then z1 = x1 %s y1 mod p, for coefficients below p:", name, sign, sign)
	g.line("// an Fp2 %s in one call.", map[string]string{"add": "addition", "sub": "subtraction"}[op])
	g.line("func %s(z0, z1, x0, x1, y0, y1 *%s%s) {", name, g.elem, g.modParam())
	for c := 0; c < 2; c++ {
		g.line("{")
		g.line("z, x, y := z%d, x%d, y%d", c, c, c)
		if op == "add" {
			g.addBody()
		} else {
			g.subBody()
		}
		g.line("}")
	}
	g.line("}")
	g.line("")
}

// addBack emits z = d + (p & mask). The masked limbs of p come first, in
// locals, and the outputs are stored after the chain: an AND or a store
// inside the chain makes the compiler recompute its carry (see emitAdd).
func (g *kernelGen) addBack() {
	n := g.n
	for j := 0; j < n; j++ {
		if g.pZero(j) {
			g.line("m%d := uint64(0)", j)
			continue
		}
		g.line("m%d := %s & mask", j, g.pl(j))
	}
	// The carry out of the top limb is dropped: d + (p & mask) wraps past
	// 2^(64n) exactly when it must (see the callers).
	if n == 1 {
		g.line("r0, _ := bits.Add64(d0, m0, 0)")
	} else {
		g.line("r0, cc := bits.Add64(d0, m0, 0)")
	}
	for j := 1; j < n; j++ {
		if j == n-1 {
			g.line("r%d, _ := bits.Add64(d%d, m%d, cc)", j, j, j)
			continue
		}
		g.line("r%d, cc := bits.Add64(d%d, m%d, cc)", j, j, j)
	}
	for j := 0; j < n; j++ {
		g.line("z[%d] = r%d", j, j)
	}
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
	g.line("mask := -b // all ones when the subtraction borrowed")
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
