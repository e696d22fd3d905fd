package asmgen

import "fmt"

// Fp25519 emits the arithmetic of field/fp25519's Element64, the field of
// p = 2^255 − 19 in radix 2^64 with values below 2^256 (not always below
// p), reduced with 2^256 ≡ 38 (mod p). The same text is field/fp25519's
// kernels (mul64_amd64.s, mul64_adx_amd64.s, written from here by
// field/fp25519/internal/mul64gen) and curves/montgomery's ladder step in
// one function (internal/enginegen). Every kernel computes the same limbs
// as fp25519's portable Go (mul64Generic, square64Generic, reduce512,
// Field64.Add, Field64.Sub, mulSmall64).
//
// ADX selects the kernels on MULX, ADCX and ADOX (BMI2 and ADX); without
// it they are baseline x86-64 (MULQ). Mul and Square leave the 512-bit
// product t0..t7 in R8..R15 and Reduce stores it reduced; Add, Sub and
// MulSmall store their result. x is read through SI and y through DI (any
// base registers other than the ones clobbered: AX, BX, CX, DX,
// R8..R15); zLoad, when not empty, loads z's base register after the last
// read of x and y, so z may alias either. Straight-line code, no memory
// access that depends on the operands.
type Fp25519 struct {
	ADX bool
}

// Mul emits t0..t7 = x·y.
func (k Fp25519) Mul(b *Asm, x, y Mem) {
	if k.ADX {
		k.mulADX(b, x, y)
		return
	}
	mulqProduct(b, x, y)
}

// mulADX emits t0..t7 = x·y on MULX, ADCX and ADOX, row by row: row x_i
// into t_i..t_(i+4), the low halves on the carry chain (ADCX) and the high
// halves on the overflow chain (ADOX).
func (k Fp25519) mulADX(b *Asm, x, y Mem) {
	b.Comment("Row x0 into t0..t4 on one carry chain.")
	b.Ins("MOVQ %s, DX", x.Limb(0))
	b.Ins("MULXQ %s, %s, %s", y.Limb(0), t[0], t[1])
	for j := 1; j <= 3; j++ {
		b.Ins("MULXQ %s, AX, %s", y.Limb(j), t[j+1])
		b.Ins("%s AX, %s", carryOp(j-1, "ADDQ", "ADCQ"), t[j])
	}
	b.Ins("ADCQ $0, %s", t[4])
	for i := 1; i <= 3; i++ {
		b.Comment(fmt.Sprintf("Row x%d into t%d..t%d: low halves on CF (ADCX), high halves on OF (ADOX).", i, i, i+4))
		b.Ins("XORQ CX, CX")
		b.Ins("MOVQ %s, DX", x.Limb(i))
		for j := 0; j <= 3; j++ {
			hi := "BX"
			if j == 3 {
				hi = t[i+4]
			}
			b.Ins("MULXQ %s, AX, %s", y.Limb(j), hi)
			b.Ins("ADCXQ AX, %s", t[i+j])
			if j < 3 {
				b.Ins("ADOXQ BX, %s", t[i+j+1])
			}
		}
		b.Ins("ADOXQ CX, %s", t[i+4])
		b.Ins("ADCXQ CX, %s", t[i+4])
	}
}

// Square emits t0..t7 = x²: the six cross products x_i·x_j (i < j) once,
// doubled, plus the four squares x_i².
func (k Fp25519) Square(b *Asm, x Mem) {
	if k.ADX {
		k.squareADX(b, x)
		return
	}
	b.Comment("The cross products x_i·x_j (i < j) into t1..t6: x0·(x1, x2, x3) as a\n\t// row, then x1·x2, x1·x3 and x2·x3, each carry caught by the next limb.\n\t// Every partial sum is below the cross sum, below 2^448.")
	crossRow0(b, x)
	for _, p := range [][2]int{{1, 2}, {1, 3}, {2, 3}} {
		c := p[0] + p[1] // the product's low limb
		b.Ins("MOVQ %s, AX", x.Limb(p[0]))
		b.Ins("MULQ %s", x.Limb(p[1]))
		b.Ins("ADDQ AX, %s", t[c])
		b.Ins("ADCQ DX, %s", t[c+1])
		if c+2 <= 6 {
			b.Ins("MOVQ $0, %s // MOVQ leaves the carry flag alone", t[c+2])
			b.Ins("ADCQ $0, %s", t[c+2])
		}
	}

	b.Comment("Doubled on one carry chain, t7 taking the top bit.")
	b.Ins("MOVQ $0, %s", t[7])
	b.Ins("ADDQ %s, %s", t[1], t[1])
	for j := 2; j <= 6; j++ {
		b.Ins("ADCQ %s, %s", t[j], t[j])
	}
	b.Ins("ADCQ $0, %s", t[7])

	b.Comment("Plus the squares x_i² at 2^(128·i), on one carry chain that BX keeps\n\t// across each MULQ: SBBQ saves the carry as 0 or −1, NEGQ turns it back\n\t// into the carry flag.")
	b.Ins("MOVQ %s, AX", x.Limb(0))
	b.Ins("MULQ AX")
	b.Ins("MOVQ AX, %s", t[0])
	b.Ins("ADDQ DX, %s", t[1])
	b.Ins("SBBQ BX, BX")
	for i := 1; i <= 3; i++ {
		b.Ins("MOVQ %s, AX", x.Limb(i))
		b.Ins("MULQ AX")
		b.Ins("NEGQ BX")
		b.Ins("ADCQ AX, %s", t[2*i])
		if i < 3 {
			b.Ins("ADCQ DX, %s", t[2*i+1])
			b.Ins("SBBQ BX, BX")
		} else {
			b.Ins("ADCQ DX, %s // no carry out: x² < 2^512", t[7])
		}
	}
}

// squareADX emits t0..t7 = x² on MULX, ADCX and ADOX.
func (k Fp25519) squareADX(b *Asm, x Mem) {
	b.Comment("The cross products x_i·x_j (i < j) into t1..t6: x0·(x1, x2, x3) on\n\t// one carry chain, then x1·(x2, x3) on two, then x2·x3.")
	b.Ins("MOVQ %s, DX", x.Limb(0))
	b.Ins("MULXQ %s, %s, %s", x.Limb(1), t[1], t[2])
	b.Ins("MULXQ %s, AX, %s", x.Limb(2), t[3])
	b.Ins("ADDQ AX, %s", t[2])
	b.Ins("MULXQ %s, AX, %s", x.Limb(3), t[4])
	b.Ins("ADCQ AX, %s", t[3])
	b.Ins("ADCQ $0, %s", t[4])
	b.Ins("XORQ CX, CX")
	b.Ins("MOVQ %s, DX", x.Limb(1))
	b.Ins("MULXQ %s, AX, BX", x.Limb(2))
	b.Ins("ADCXQ AX, %s", t[3])
	b.Ins("ADOXQ BX, %s", t[4])
	b.Ins("MULXQ %s, AX, %s", x.Limb(3), t[5])
	b.Ins("ADCXQ AX, %s", t[4])
	b.Ins("ADOXQ CX, %s", t[5])
	b.Ins("ADCXQ CX, %s", t[5])
	b.Ins("MOVQ %s, DX", x.Limb(2))
	b.Ins("MULXQ %s, AX, %s", x.Limb(3), t[6])
	b.Ins("ADDQ AX, %s", t[5])
	b.Ins("ADCQ $0, %s", t[6])

	b.Comment("Doubled on CF (each limb added to itself, t7 taking the top bit)\n\t// while the squares x_i² go in on OF.")
	b.Ins("XORQ %s, %s", t[7], t[7])
	b.Ins("MOVQ %s, DX", x.Limb(0))
	b.Ins("MULXQ DX, %s, AX", t[0])
	b.Ins("ADCXQ %s, %s", t[1], t[1])
	b.Ins("ADOXQ AX, %s", t[1])
	for i := 1; i <= 3; i++ {
		b.Ins("MOVQ %s, DX", x.Limb(i))
		b.Ins("MULXQ DX, AX, BX")
		b.Ins("ADCXQ %s, %s", t[2*i], t[2*i])
		b.Ins("ADOXQ AX, %s", t[2*i])
		b.Ins("ADCXQ %s, %s", t[2*i+1], t[2*i+1])
		b.Ins("ADOXQ BX, %s", t[2*i+1])
	}
}

// Reduce emits z = t0..t7 modulo p, below 2^256, as reduce512 does:
// t_lo + 38·t_hi, whose fifth limb u (below 39) re-enters times 38, and a
// last carry out, possible only when that sum wrapped to a value below 38,
// adds a last 38 through a mask.
func (k Fp25519) Reduce(b *Asm, zLoad string, z Mem) {
	b.Comment("t_lo + 38·t_hi (2^256 ≡ 38), the fifth limb u re-entering times 38.")
	if k.ADX {
		// 38·t4 … 38·t7 with their low halves on the carry chain and their
		// high halves on the overflow chain; u in t4.
		b.Ins("MOVQ $38, DX")
		b.Ins("XORQ CX, CX")
		for j := range 4 {
			hi := "BX"
			if j == 3 {
				hi = t[4]
			}
			b.Ins("MULXQ %s, AX, %s", t[4+j], hi)
			b.Ins("ADCXQ AX, %s", t[j])
			if j < 3 {
				b.Ins("ADOXQ BX, %s", t[j+1])
			}
		}
		b.Ins("ADOXQ CX, %s", t[4])
		b.Ins("ADCXQ CX, %s", t[4])
		k.fold(b, t[4], zLoad, z)
		return
	}
	// 38·t_hi as five limbs r0..r4 in t4, BX, t5, t6, DX, each product's
	// high half added to the next one's low half; then t_lo + r.
	r := []string{t[4], "BX", t[5], t[6]}
	for j := range 4 {
		b.Ins("MOVQ $38, AX")
		b.Ins("MULQ %s", t[4+j])
		switch j {
		case 0:
			b.Ins("MOVQ AX, %s", r[0])
		default:
			b.Ins("ADDQ AX, %s", r[j])
			b.Ins("ADCQ $0, DX")
		}
		if j < 3 {
			b.Ins("MOVQ DX, %s", r[j+1])
		}
	}
	for j := range 4 {
		b.Ins("%s %s, %s", carryOp(j, "ADDQ", "ADCQ"), r[j], t[j])
	}
	b.Ins("ADCQ $0, DX // u")
	k.fold(b, "DX", zLoad, z)
}

// fold emits the end of Reduce and MulSmall: z = t0..t3 + 38·u, for u in
// the register u and below 2^32 + 1, and 38 more on the lowest limb when
// that carries out (it then left a value below 38, so the last 38 cannot
// carry again). Clobbers AX.
func (k Fp25519) fold(b *Asm, u, zLoad string, z Mem) {
	b.Ins("IMUL3Q $38, %s, %s", u, u)
	b.Ins("ADDQ %s, %s", u, t[0])
	for j := 1; j <= 3; j++ {
		b.Ins("ADCQ $0, %s", t[j])
	}
	k.lastFold(b, "ADDQ", zLoad, z)
}

// lastFold emits op (ADDQ or SUBQ) of 38 on t0 when the carry flag is
// set, and the store of t0..t3 to z.
func (k Fp25519) lastFold(b *Asm, op, zLoad string, z Mem) {
	b.Ins("SBBQ AX, AX // −carry")
	b.Ins("ANDQ $38, AX")
	b.Ins("%s AX, %s", op, t[0])
	if zLoad != "" {
		b.Ins("%s", zLoad)
	}
	for j := range 4 {
		b.Ins("MOVQ %s, %s", t[j], z.Limb(j))
	}
}

// Add emits z = x + y as Field64.Add does: s = x + y − c·2^256 with the
// carry c, then s + 38·c, and 38 more when that carries (fold38).
func (k Fp25519) Add(b *Asm, x, y Mem, zLoad string, z Mem) {
	k.addSub(b, "ADDQ", "ADCQ", x, y, zLoad, z)
}

// Sub emits z = x − y as Field64.Sub does: d = x − y + b·2^256 with the
// borrow b, then d − 38·b, and 38 less when that borrows (Unborrow38).
func (k Fp25519) Sub(b *Asm, x, y Mem, zLoad string, z Mem) {
	k.addSub(b, "SUBQ", "SBBQ", x, y, zLoad, z)
}

// addSub emits Add (first, rest = ADDQ, ADCQ) or Sub (SUBQ, SBBQ).
func (k Fp25519) addSub(b *Asm, first, rest string, x, y Mem, zLoad string, z Mem) {
	for j := range 4 {
		b.Ins("MOVQ %s, %s", x.Limb(j), t[j])
	}
	for j := range 4 {
		b.Ins("%s %s, %s", carryOp(j, first, rest), y.Limb(j), t[j])
	}
	b.Ins("SBBQ AX, AX")
	b.Ins("ANDQ $38, AX")
	b.Ins("%s AX, %s", first, t[0])
	for j := 1; j <= 3; j++ {
		b.Ins("%s $0, %s", rest, t[j])
	}
	k.lastFold(b, first, zLoad, z)
}

// MulSmall emits z = x·c as mulSmall64 does, for the constant c below 2^32
// read from the operand c (a register other than AX, DX, R8..R12, or
// memory): the five-limb product, its top limb (below 2^32 + 1) folded
// back times 38.
func (k Fp25519) MulSmall(b *Asm, x Mem, c, zLoad string, z Mem) {
	if k.ADX {
		b.Ins("MOVQ %s, DX", c)
		b.Ins("MULXQ %s, %s, %s", x.Limb(0), t[0], t[1])
		for j := 1; j <= 3; j++ {
			b.Ins("MULXQ %s, AX, %s", x.Limb(j), t[j+1])
			b.Ins("%s AX, %s", carryOp(j-1, "ADDQ", "ADCQ"), t[j])
		}
		b.Ins("ADCQ $0, %s", t[4])
		k.fold(b, t[4], zLoad, z)
		return
	}
	b.Ins("MOVQ %s, AX", c)
	b.Ins("MULQ %s", x.Limb(0))
	b.Ins("MOVQ AX, %s", t[0])
	b.Ins("MOVQ DX, %s", t[1])
	for j := 1; j <= 3; j++ {
		b.Ins("MOVQ %s, AX", c)
		b.Ins("MULQ %s", x.Limb(j))
		b.Ins("ADDQ AX, %s", t[j])
		b.Ins("ADCQ $0, DX")
		if j < 3 {
			b.Ins("MOVQ DX, %s", t[j+1])
		}
	}
	k.fold(b, "DX", zLoad, z)
}

// crossRow0 emits the first row of a MULQ squaring's cross products,
// x0·(x1, x2, x3) into t1..t4, each product's high half plus the carry
// (which cannot wrap: a high half is below 2^64 − 1) the next limb.
func crossRow0(b *Asm, x Mem) {
	b.Ins("MOVQ %s, AX", x.Limb(0))
	b.Ins("MULQ %s", x.Limb(1))
	b.Ins("MOVQ AX, %s", t[1])
	b.Ins("MOVQ DX, %s", t[2])
	for j := 2; j <= 3; j++ {
		b.Ins("MOVQ %s, AX", x.Limb(0))
		b.Ins("MULQ %s", x.Limb(j))
		b.Ins("ADDQ AX, %s", t[j])
		b.Ins("ADCQ $0, DX")
		b.Ins("MOVQ DX, %s", t[j+1])
	}
}
