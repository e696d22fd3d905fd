package main

import (
	"bytes"
	"fmt"
)

// Sums of Fp2 products with lazy reduction for the 6-limb ADX view
// Prime6ADX (prime_fp6coef_adx_amd64.s), over Fp2 = Fp[u]/(u² + 1):
//
//	z = x_0·y_0 + x_1·y_1 (+ x_2·y_2),
//
// each Fp2 product by Karatsuba at double width as in asm_fp2lazy.go
// (three base products v0 = x0·y0, v1 = x1·y1 and s·t = (x0 + x1)(y0 + y1)),
// the products summed at double width with no correction, and ONE
// Montgomery reduction per coefficient of z:
//
//	A1 = Σ (s·t − v0 − v1) = Σ (x0·y1 + x1·y0),  A0 = C + Σ v0 − Σ v1,
//
// with C = p·2^(64n − 1), a multiple of p that makes A0 non-negative. That
// is 3m base products and 2 reductions where m Fp2 products and m − 1 Fp2
// additions take 3m products, 2m reductions and m − 1 calls. field/tower
// builds one coefficient of an Fp6 or Fp12 product from one call
// (fp6_coef.go: Fp6 Mul and MulBy01, Fp12 MulBy014 and MulBy034), the
// per-coefficient alternative to asm_fp6lazy.go's whole-Fp6 kernel, which
// at 6 limbs was larger than the level-1 instruction cache and slower. A
// kernel is about a third of that size.
//
// Bounds, for coefficients below p and p < 2^(64n − 3) (BLS12-381's p has
// 381 bits; Prime6ADX.Fp2MulSumLazy tests the bit length), so that
// 6p < R = 2^(64n) and 3p < R/2:
//
//   - A1 ≤ 3·2(p − 1)² < 6p² < p·R;
//   - A0 lies in (C − 3p², C + 3p²): above 0 since C = p·R/2 > 3p², and
//     below p·R since 3p² < p·R/2;
//   - every sum is computed mod 2^(128n) (carries out of the top word
//     dropped), exact because the true values lie in [0, p·R) ⊂ [0, R²);
//   - p·R bounds the input of asm_fp2lazy.go's redc.
//
// Straight-line code, no memory address that depends on the operands.
// Every input is read before z is written, so z may alias any input.

// wideCombine sets the 2n words at w to a ± each operand mod 2^(128n):
// one carry chain per operand over each half, the carries out of the low
// halves kept in AX, BX and CX as 0 or −1 and turned back into the carry
// flag by NEGQ for the high halves (as wideSub2 does).
func (k *fp2Asm) wideCombine(w, a mem, ops []mem, sub []bool) {
	n := k.n
	hi := func(m mem) mem { return mem{m.base, m.off + 8*n} }
	saved := []string{"AX", "BX", "CX"}[:len(ops)]
	op := func(i int) (string, string) {
		if sub[i] {
			return "SUBQ", "SBBQ"
		}
		return "ADDQ", "ADCQ"
	}
	k.load(a)
	for i, o := range ops {
		first, next := op(i)
		for j, r := range k.acc()[:n] {
			k.ins("%s %s, %s", carryOp(j, first, next), o.limb(j), r)
		}
		k.ins("SBBQ %s, %s", saved[i], saved[i])
	}
	k.store(w)
	k.load(hi(a))
	for i, o := range ops {
		_, next := op(i)
		k.ins("NEGQ %s", saved[i])
		for j, r := range k.acc()[:n] {
			k.ins("%s %s, %s", next, hi(o).limb(j), r)
		}
	}
	k.store(hi(w))
}

// emitFp2MulSum writes fp2MulSum%d_%dADXAsm, the sum of m Fp2 products
// at n limbs.
func emitFp2MulSum(buf *bytes.Buffer, n, m int) {
	pOff, invOff := 16+32*m, 24+32*m
	k := &fp2Asm{n: n, inv: fmt.Sprintf("inv+%d(FP)", invOff)}
	w := 8 * n
	s, t := mem{"SP", 0}, mem{"SP", w}
	v0, v1, d := mem{"SP", 2 * w}, mem{"SP", 4 * w}, mem{"SP", 6 * w}
	a0, a1 := mem{"SP", 8 * w}, mem{"SP", 10 * w}
	si, di := mem{"SI", 0}, mem{"DI", 0}
	arg := func(v string, i, c int) string {
		off := 16 + 32*i + 8*c
		if v == "y" {
			off += 16
		}
		return fmt.Sprintf("%s%d%d+%d(FP)", v, i, c, off)
	}
	k.ins("MOVQ p+%d(FP), %s", pOff, fp2P)
	k.comment("C = p·2^(64n − 1) in d: low half 2^(64n − 1), high half (p − 1)/2 = p >> 1.")
	for j := range n - 1 {
		k.ins("MOVQ $0, %s", d.limb(j))
	}
	k.ins("MOVQ $0x8000000000000000, AX")
	k.ins("MOVQ AX, %s", d.limb(n-1))
	for j := range n {
		k.ins("MOVQ %d(%s), AX", 8*j, fp2P)
		if j < n-1 {
			k.ins("MOVQ %d(%s), BX", 8*(j+1), fp2P)
			k.ins("SHRQ $1, BX, AX")
		} else {
			k.ins("SHRQ $1, AX")
		}
		k.ins("MOVQ AX, %s", d.limb(n+j))
	}
	for i := range m {
		k.comment("Product %d: s = x%d0 + x%d1 and t = y%d0 + y%d1, unreduced (below 2p < R).", i, i, i, i, i)
		k.ins("MOVQ %s, SI", arg("x", i, 0))
		k.ins("MOVQ %s, DI", arg("x", i, 1))
		k.sumUnreduced(si, di)
		k.store(s)
		k.ins("MOVQ %s, SI", arg("y", i, 0))
		k.ins("MOVQ %s, DI", arg("y", i, 1))
		k.sumUnreduced(si, di)
		k.store(t)
		k.comment("v0 = x%d0·y%d0 and v1 = x%d1·y%d1, 2n words each.", i, i, i, i)
		k.ins("MOVQ %s, SI", arg("x", i, 0))
		k.ins("MOVQ %s, DI", arg("y", i, 0))
		k.wideMul(si, di, v0)
		k.ins("MOVQ %s, SI", arg("x", i, 1))
		k.ins("MOVQ %s, DI", arg("y", i, 1))
		k.wideMul(si, di, v1)
		if i == 0 {
			k.comment("A1 = s·t − v0 − v1 and A0 = C + v0 − v1.")
			k.wideMul(s, t, a1)
			k.wideCombine(a1, a1, []mem{v0, v1}, []bool{true, true})
			k.wideCombine(a0, d, []mem{v0, v1}, []bool{false, true})
			continue
		}
		k.comment("A1 += s·t − v0 − v1 and A0 += v0 − v1.")
		k.wideMul(s, t, d)
		k.wideCombine(a1, a1, []mem{d, v0, v1}, []bool{false, true, true})
		k.wideCombine(a0, a0, []mem{v0, v1}, []bool{false, true})
	}
	k.comment("z = REDC(A0) + REDC(A1)·u, written once every input is read.")
	k.redc(a1)
	k.ins("MOVQ z1+8(FP), DI")
	k.store(di)
	k.redc(a0)
	k.ins("MOVQ z0+0(FP), DI")
	k.store(di)
	params := "z0, z1"
	for i := range m {
		params += fmt.Sprintf(", x%d0, x%d1, y%d0, y%d1", i, i, i, i)
	}
	params += ", p *PrimeElement, inv uint64"
	k.text(buf, fmt.Sprintf("fp2MulSum%d_%dADXAsm", m, n), params, 12*w, invOff+8)
}

// primeFp6CoefAsm returns prime_fp6coef_adx_amd64.s.
func primeFp6CoefAsm() []byte {
	s := asmFileHeader(`// Sums of two and three Fp2 products, u² = −1, with lazy reduction, for
// the 6-limb ADX view of field.Prime (Prime6ADX): the
// Karatsuba products at double width (MULX, ADCX, ADOX), summed, and one
// Montgomery reduction per coefficient, for p < 2^381; see
// internal/fieldgen/asm_fp6coef.go for the method and its bounds.
// Straight-line code, no memory address that depends on the operands.
`)
	for _, m := range []int{2, 3} {
		emitFp2MulSum(s, 6, m)
	}
	return append(bytes.TrimRight(s.Bytes(), "\n"), '\n')
}
