package main

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/curvekit/curvekit/internal/asmgen"
)

// The single-element MULX/ADCX/ADOX Montgomery kernels of field.Prime
// (prime_adx_amd64.s, prime_adxm1_amd64.s, prime_adxsparse_amd64.s,
// prime_adx6_amd64.s) and the 4-limb product and square they share with
// the hand-written Crandall kernels (prime_adx4_amd64.h), written with the
// emitter of the whole-Fp2 kernels (asm_fp2.go): one row t += DX·a on the
// two carry chains (mulxRow) serves the CIOS rows of montMul, the rows of
// the 4-limb product and square, the rounds of the 4-limb reduction and
// those of the p ≡ −1 reduction.
//
// Measured against the hand-written kernels they replace: the same
// instructions (up to the order of independent XORQ CX / MOVQ x_i, DX and
// ADCXQ CX / ADOXQ CX pairs); montMul6ADXAsm assembles to the same bytes at
// the same address. CPU-time minima through the views (loaded 2-core Xeon)
// moved within ±12%, as much as the byte-identical 6-limb kernel did, so
// within the noise.

// The shapes of a row t += DX·a, and the row itself: internal/asmgen's
// (MulxRow), which also writes field/fpr256's ADX kernels and their inline
// copies in curves/weierstrass's assembly doubling.
const (
	rowFirst = asmgen.RowFirst
	rowFresh = asmgen.RowFresh
	rowInto  = asmgen.RowInto
)

// mulxRow emits one row t += DX·a of the given shape (asmgen.MulxRow).
func (k *fp2Asm) mulxRow(a, t []string, shape int) { asmgen.MulxRow(k.ins, a, t, shape) }

// limbs returns the operands m_from..m_(to−1).
func (m mem) limbs(from, to int) []string {
	var s []string
	for j := from; j < to; j++ {
		s = append(s, m.limb(j))
	}
	return s
}

// product sets t_0..t_(2n−1) to x·y (asmgen.MulxProduct).
func (k *fp2Asm) product(x, y mem, t []string) {
	asmgen.MulxProduct(k.ins, x.limbs(0, k.n), y.limbs(0, k.n), t)
}

// square sets t_0..t_(2n−1) to x² (asmgen.MulxSquare).
func (k *fp2Asm) square(x mem, t []string) { asmgen.MulxSquare(k.ins, x.limbs(0, k.n), t) }

// reduceSOS reduces t_0..t_(2n−1) (and the carry word top, zero) by n
// Montgomery rounds t += m·p·2^(64i), m = t_i·inv, p at (SI): the row
// makes t_i zero, and its two carries ripple up to top on both chains.
func (k *fp2Asm) reduceSOS(t []string, top string) {
	n := k.n
	p := mem{"SI", 0}
	up := append(append([]string(nil), t...), top)
	for i := 0; i < n; i++ {
		k.comment("Round %d: m = t%d·inv; t%d becomes 0.", i, i, i)
		k.ins("MOVQ %s, DX", t[i])
		k.ins("IMULQ %s, DX", k.inv)
		k.mulxRow(p.limbs(0, n), up[i:i+n+1], rowInto)
		k.ins("ADCXQ CX, %s", up[i+n])
		for _, r := range up[i+n+1:] {
			k.ins("ADCXQ CX, %s", r)
			k.ins("ADOXQ CX, %s", r)
		}
	}
}

// reduceM1 reduces the low half of t_0..t_7 for p ≡ −1 mod 2^64 by four
// rounds s = ⌊s/2^64⌋ + s_0·q, q = (p + 1)/2^64 (three limbs) at (SI): the
// digit of a round is s_0 itself, and the words rotate instead of moving.
func (k *fp2Asm) reduceM1(t []string) {
	s := t[:4]
	for i := range 4 {
		r := append(append([]string(nil), s[i+1:]...), s[:i+1]...)
		k.ins("MOVQ %s, DX", s[i])
		k.mulxRow(mem{"SI", 0}.limbs(0, 3), r, rowFresh)
	}
	k.addHigh(t)
}

// reduceSparse is reduceM1 for q = 2^32 + q_2·2^128 (the P-256 shape):
// s_0·q is s_0·2^32 + s_0·q_2·2^128, two shifts and one MULX. MULX
// leaves the digit in DX, so DX itself is shifted.
func (k *fp2Asm) reduceSparse(t []string) {
	s := t[:4]
	k.ins("MOVQ 16(SI), SI")
	for i := range 4 {
		r := append(append([]string(nil), s[i:]...), s[:i]...)
		k.ins("MOVQ %s, DX", r[0])
		k.ins("MULXQ SI, AX, BX")
		k.ins("SHLQ $32, DX")
		k.ins("SHRQ $32, %s", r[0])
		k.ins("ADDQ DX, %s", r[1])
		k.ins("ADCQ %s, %s", r[0], r[2])
		k.ins("ADCQ AX, %s", r[3])
		k.ins("ADCQ $0, BX")
		k.ins("MOVQ BX, %s", r[0])
	}
	k.addHigh(t)
}

// addHigh adds the high half t_4..t_7 to the reduced low half t_0..t_3,
// the carry into SI.
func (k *fp2Asm) addHigh(t []string) {
	k.ins("XORQ SI, SI")
	for j := range 4 {
		k.ins("%s %s, %s", carryOp(j, "ADDQ", "ADCQ"), t[4+j], t[j])
	}
	k.ins("ADCQ $0, SI")
}

// subPStore stores t − p to z, or t where that borrows (less the carry
// word top, when top is not empty): t < 2p made canonical. tmp are n
// registers outside t; z is loaded into zreg.
func (k *fp2Asm) subPStore(t, tmp []string, p mem, top, zreg string) {
	for j, r := range t {
		k.ins("MOVQ %s, %s", r, tmp[j])
		k.ins("%s %s, %s", carryOp(j, "SUBQ", "SBBQ"), p.limb(j), tmp[j])
	}
	if top != "" {
		k.ins("SBBQ $0, %s", top)
	}
	for j, r := range t {
		k.ins("CMOVQCS %s, %s", r, tmp[j])
	}
	k.ins("MOVQ z+0(FP), %s", zreg)
	for j := range t {
		k.ins("MOVQ %s, %s", tmp[j], mem{zreg, 0}.limb(j))
	}
}

// macro renders the body as a #define (no comments inside).
func (k *fp2Asm) macro(buf *bytes.Buffer, name, doc string) {
	fmt.Fprintf(buf, "\n%s#define %s \\\n", doc, name)
	lines := strings.Split(strings.TrimRight(k.body.String(), "\n"), "\n")
	for i, l := range lines {
		if i == len(lines)-1 {
			fmt.Fprintf(buf, "%s;\n", l)
		} else {
			fmt.Fprintf(buf, "%s; \\\n", l)
		}
	}
}

// adx4 are the registers of the 4-limb 512-bit product t_0..t_7.
var adx4 = []string{"R8", "R9", "R10", "R11", "R12", "R13", "R14", "R15"}

// primeADX4H returns prime_adx4_amd64.h.
func primeADX4H() []byte {
	var b bytes.Buffer
	b.WriteString(header + adx4HDoc)
	x, y := mem{"SI", 0}, mem{"DI", 0}
	k := &fp2Asm{n: 4}
	k.product(x, y, adx4)
	k.macro(&b, "PRODUCT4_ADX", adx4ProductDoc)
	k = &fp2Asm{n: 4}
	k.square(x, adx4)
	k.macro(&b, "SQUARE4_ADX", adx4SquareDoc)
	k = &fp2Asm{n: 4}
	k.subPStore(adx4[:4], []string{"AX", "BX", "CX", "DX"}, y, "SI", "DI")
	k.macro(&b, "FINISH4_SUBP", finish4Doc)
	return b.Bytes()
}

// adx4Kernels writes the multiplication and squaring of one 4-limb
// family: name is "" (any odd p), "M1" or "Sparse"; reduce the reduction
// after the product, given the frame offset of p; the general family
// reads inv, the others q.
func adx4Kernels(b *bytes.Buffer, name, reduceDoc string, reduce func(k *fp2Asm, pOff int)) {
	for _, sq := range []bool{false, true} {
		op, params, args, last := "Mul", "z, x, y, p", 40, 24
		if sq {
			op, params, args, last = "Square", "z, x, p", 32, 16
		}
		if name == "" {
			params += " *PrimeElement, inv uint64"
		} else {
			params += ", q *PrimeElement"
		}
		k := &fp2Asm{n: 4, inv: fmt.Sprintf("inv+%d(FP)", last+8)}
		k.ins("MOVQ x+8(FP), SI")
		if sq {
			k.comment("t0..t7 = x² (prime_adx4_amd64.h).")
			k.ins("SQUARE4_ADX")
		} else {
			k.ins("MOVQ y+16(FP), DI")
			k.comment("t0..t7 = x·y (prime_adx4_amd64.h).")
			k.ins("PRODUCT4_ADX")
		}
		k.comment("%s", reduceDoc)
		if name == "" {
			k.ins("MOVQ p+%d(FP), SI", last)
			k.ins("XORL DI, DI")
		} else {
			k.ins("MOVQ q+%d(FP), SI", last+8)
		}
		reduce(k, last)
		k.text(b, fmt.Sprintf("mont%s4%sADXAsm", op, name), params, 0, args)
		b.WriteString("\n")
	}
}

// primeADX4Asm returns prime_adx_amd64.s, prime_adxm1_amd64.s and
// prime_adxsparse_amd64.s.
func primeADX4Asm(out map[string][]byte) {
	b := adx4FileHeader(adx4GeneralDoc)
	adx4Kernels(b, "", "Montgomery reduction: four rounds t += m·p·2^(64i), m = t_i·inv, with\n\t// p in SI and t8 in DI.", func(k *fp2Asm, _ int) {
		k.reduceSOS(adx4, "DI")
		k.comment("Final subtraction: z = t − p, or t when that borrows.")
		k.subPStore(adx4[4:], []string{"AX", "BX", "CX", "R8"}, mem{"SI", 0}, "DI", "DX")
	})
	out["prime_adx_amd64.s"] = trimAsm(b)
	for _, f := range []struct{ file, name, macro, doc, reduceDoc string }{
		{"prime_adxm1_amd64.s", "M1", "REDUCE4_M1", adx4M1Doc, "Montgomery reduction of the low half t0..t3 alone: four rounds of\n\t// s = s/2^64 + s_0·q, the low halves of s_0·q_j on ADCX, the high\n\t// halves on ADOX, with q in SI."},
		{"prime_adxsparse_amd64.s", "Sparse", "REDUCE4_SPARSE", adx4SparseDoc, "Montgomery reduction of the low half t0..t3 alone: four rounds of\n\t// s = s/2^64 + s_0·2^32 + s_0·q_2·2^128, with q_2 in SI."},
	} {
		b := adx4FileHeader(f.doc)
		k := &fp2Asm{n: 4}
		if f.name == "M1" {
			k.reduceM1(adx4)
		} else {
			k.reduceSparse(adx4)
		}
		k.macro(b, f.macro, fmt.Sprintf("// %s: the four reduction rounds of the kernels below (t0..t7 in\n// R8..R15, q in SI), shared by the multiplication and the squaring.\n", f.macro))
		b.WriteString("\n")
		adx4Kernels(b, f.name, f.reduceDoc, func(k *fp2Asm, pOff int) {
			k.ins("%s", f.macro)
			k.ins("MOVQ p+%d(FP), DI", pOff)
			k.ins("FINISH4_SUBP")
		})
		out[f.file] = trimAsm(b)
	}
}

// primeADX6Asm returns prime_adx6_amd64.s: the CIOS multiplication of
// the whole-Fp2 kernels (montMulCIOS) on its own, for p < 2^383.
func primeADX6Asm() []byte {
	b := asmFileHeader(adx6Doc + adxGenNote)
	k := &fp2Asm{n: 6, inv: "inv+32(FP)"}
	k.ins("MOVQ x+8(FP), SI")
	k.ins("MOVQ y+16(FP), DI")
	k.ins("MOVQ p+24(FP), %s", fp2P)
	k.montMulCIOS(mem{"SI", 0}, mem{"DI", 0})
	k.comment("Final subtraction: z = t − p, or t when that borrows.")
	k.subPStore(k.acc()[:6], []string{"AX", "BX", "CX", "DX", "SI", "DI"}, mem{fp2P, 0}, "", "R14")
	k.text(b, "montMul6ADXAsm", "z, x, y, p *PrimeElement, inv uint64", 0, 40)
	return trimAsm(b)
}

// adx4FileHeader starts a file of 4-limb kernels, which include
// prime_adx4_amd64.h.
func adx4FileHeader(doc string) *bytes.Buffer {
	b := asmFileHeader("")
	b.Truncate(b.Len() - 1)
	b.WriteString("#include \"prime_adx4_amd64.h\"\n\n" + doc + adxGenNote)
	return b
}

// trimAsm ends a generated assembly file with exactly one newline.
func trimAsm(b *bytes.Buffer) []byte { return append(bytes.TrimRight(b.Bytes(), "\n"), '\n') }
