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
// (three base products, T1 = x0·y1 + x1·y0 and T0 = x0·y0 − x1·y1 plus
// p·R when negative, both in [0, p·R)), the products added mod p·R
// (asm_fp6lazy.go's wideAddModR), and ONE Montgomery reduction per
// coefficient of z: 3m base products and 2 reductions where m Fp2
// products and m − 1 Fp2 additions take 3m products, 2m reductions and
// m − 1 calls. field/tower builds one coefficient of an Fp6 or Fp12
// product from one call (fp6_coef.go: Fp6 Mul and MulBy01, Fp12 MulBy014
// and MulBy034), the per-coefficient alternative to asm_fp6lazy.go's
// whole-Fp6 kernel, which at 6 limbs was larger than the level-1
// instruction cache and slower. A kernel is about 1/4 of that size.
//
// Bounds: asm_fp2lazy.go's for each product (coefficients below p,
// 2p < R); the sums stay in [0, p·R), the input range of redc.
// Straight-line code, masked corrections, no memory address that depends
// on the operands. Every input is read before z is written, so z may
// alias any input.

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
			k.comment("A1 = s·t − v0 − v1 and A0 = v0 − v1 (plus p·R if negative), in [0, p·R).")
			k.wideMul(s, t, a1)
			k.wideSub2(a1, v0, v1)
			k.wideSubModR(a0, v0, v1)
			continue
		}
		k.comment("A1 += s·t − v0 − v1 and A0 += v0 − v1, mod p·R.")
		k.wideMul(s, t, d)
		k.wideSub2(d, v0, v1)
		k.wideAddModR(a1, a1, d)
		k.wideSubModR(d, v0, v1)
		k.wideAddModR(a0, a0, d)
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
// the 6-limb ADX view of field.Prime (Prime6ADX) with p < 2^383: the
// Karatsuba products at double width (MULX, ADCX, ADOX), added mod p·2^384,
// and one Montgomery reduction per coefficient; see
// internal/fieldgen/asm_fp6coef.go for the method and its bounds.
// Straight-line code, no memory address that depends on the operands.
`)
	for _, m := range []int{2, 3} {
		emitFp2MulSum(s, 6, m)
	}
	return append(bytes.TrimRight(s.Bytes(), "\n"), '\n')
}
