package main

import (
	"bytes"
	"fmt"
)

// The amd64 assembly of field.Prime's addition, subtraction and negation
// (prime_addsub_amd64.s). These kernels do no multiplication, so their
// cost is the carry chain and the moves around it; the compiled Go kernels
// spend as much again on spills and on reloading the modulus (a pairing
// over BLS12-381 makes several additions or subtractions per
// multiplication). The assembly holds each operand in registers once,
// runs one carry chain per step, and selects the result with CMOV, so it
// has no branch and no memory access that depends on the values.
//
// Each kernel reads all of x and y before it writes z, so z may alias
// either. Limbs of z from n up are not written.

// addSubRegisters hold the limbs of the first set (the sum or difference).
// AX, CX and DX are kept for the pointers and the carry; BP is not used,
// so the kernels need no frame.
var addSubRegisters = []string{"BX", "SI", "DI", "R8", "R9", "R10", "R11", "R12", "R13", "R14", "R15"}

// addSubKernel emits one kernel: op is "add", "sub" or "neg".
type addSubKernel struct {
	body bytes.Buffer
	op   string
	n    int
}

func (k *addSubKernel) ins(format string, args ...any) {
	k.body.WriteByte('\t')
	fmt.Fprintf(&k.body, format, args...)
	k.body.WriteByte('\n')
}

func (k *addSubKernel) comment(format string, args ...any) {
	k.body.WriteString("\n\t// ")
	fmt.Fprintf(&k.body, format, args...)
	k.body.WriteByte('\n')
}

// carryOp is the first instruction of a carry chain at limb 0, the
// carrying one after.
func carryOp(j int, first, rest string) string {
	if j == 0 {
		return first
	}
	return rest
}

// emit writes the kernel to buf.
//
// add: s = x + y (carry in CX), d = s − p, then CX − borrow sets CF
// exactly when s < p, and CMOVQCS takes s back.
// sub, neg: d = x − y (or 0 − x), the borrow saved as CX = −b; e = d + p;
// then TESTQ CX, CX and CMOVQNE take e where the subtraction borrowed.
//
// The first set (s or d) lives in addSubRegisters; the second (d or e)
// in the registers left over and, past those, in z itself, which is then
// read back by the CMOV as a memory operand (7 limbs and more).
func (k *addSubKernel) emit(buf *bytes.Buffer) {
	name := k.op + fmt.Sprint(k.n) + "Asm"
	if k.op == "neg" {
		k.body3("z+0(FP)", "x+8(FP)", "", "p+16(FP)")
		k.text(buf, name, "z, x, p", 24)
		return
	}
	k.body3("z+0(FP)", "x+8(FP)", "y+16(FP)", "p+24(FP)")
	k.text(buf, name, "z, x, y, p", 32)
}

// emitFp2 writes the kernel of a whole Fp2 addition or subtraction: the
// kernel of op for (z0, x0, y0), then for (z1, x1, y1), in one call.
func (k *addSubKernel) emitFp2(buf *bytes.Buffer) {
	k.comment("z0 = x0 %s y0.", map[string]string{"add": "+", "sub": "−"}[k.op])
	k.body3("z0+0(FP)", "x0+16(FP)", "y0+32(FP)", "p+48(FP)")
	k.comment("z1 = x1 %s y1.", map[string]string{"add": "+", "sub": "−"}[k.op])
	k.body3("z1+8(FP)", "x1+24(FP)", "y1+40(FP)", "p+48(FP)")
	k.text(buf, fmt.Sprintf("fp2%s%dAsm", map[string]string{"add": "Add", "sub": "Sub"}[k.op], k.n), "z0, z1, x0, x1, y0, y1, p", 56)
}

// text writes the TEXT line, the body and RET.
func (k *addSubKernel) text(buf *bytes.Buffer, name, params string, args int) {
	fmt.Fprintf(buf, "// func %s(%s *PrimeElement)\n", name, params)
	fmt.Fprintf(buf, "TEXT ·%s(SB), NOSPLIT, $0-%d\n", name, args)
	buf.Write(k.body.Bytes())
	buf.WriteString("\tRET\n")
}

// body3 emits the operation on the arguments named zArg, xArg, yArg and
// pArg (yArg empty for neg).
func (k *addSubKernel) body3(zArg, xArg, yArg, pArg string) {
	n := k.n
	first := addSubRegisters[:n]
	spare := append([]string{"DX"}, addSubRegisters[n:]...)
	switch k.op {
	case "add":
		k.ins("MOVQ %s, AX", xArg)
		k.ins("MOVQ %s, DX", yArg)
		k.ins("XORL CX, CX")
		k.comment("s = x + y, the carry out in CX.")
		for j, r := range first {
			k.ins("MOVQ %d(AX), %s", 8*j, r)
		}
		for j, r := range first {
			k.ins("%s %d(DX), %s", carryOp(j, "ADDQ", "ADCQ"), 8*j, r)
		}
		k.ins("ADCQ $0, CX")
	case "sub":
		k.ins("MOVQ %s, AX", xArg)
		k.ins("MOVQ %s, DX", yArg)
		k.comment("d = x − y, the borrow saved as CX = −b.")
		for j, r := range first {
			k.ins("MOVQ %d(AX), %s", 8*j, r)
		}
		for j, r := range first {
			k.ins("%s %d(DX), %s", carryOp(j, "SUBQ", "SBBQ"), 8*j, r)
		}
		k.ins("SBBQ CX, CX")
	case "neg":
		k.ins("MOVQ %s, AX", xArg)
		k.comment("d = 0 − x, the borrow saved as CX = −b.")
		for _, r := range first {
			k.ins("XORL %s, %s", r, r)
		}
		for j, r := range first {
			k.ins("%s %d(AX), %s", carryOp(j, "SUBQ", "SBBQ"), 8*j, r)
		}
		k.ins("SBBQ CX, CX")
	}
	k.ins("MOVQ %s, AX", pArg)
	// The second set: spare registers, then z. With too few spares, DX
	// points to z and one more spare is the staging register T.
	second := make([]string, n)
	zr, t := "", ""
	if len(spare) < n {
		zr, t = spare[0], spare[1]
		spare = spare[2:]
		k.ins("MOVQ %s, %s", zArg, zr)
	}
	for j := range second {
		if j < len(spare) {
			second[j] = spare[j]
		}
	}
	sop, sfirst, srest := "d = s − p", "SUBQ", "SBBQ"
	if k.op != "add" {
		sop, sfirst, srest = "e = d + p", "ADDQ", "ADCQ"
	}
	if zr != "" {
		k.comment("%s, limbs %d and up staged in z.", sop, len(spare))
	} else {
		k.comment("%s.", sop)
	}
	for j := 0; j < n; j++ {
		r := second[j]
		if r == "" {
			r = t
		}
		k.ins("MOVQ %s, %s", first[j], r)
		k.ins("%s %d(AX), %s", carryOp(j, sfirst, srest), 8*j, r)
		if second[j] == "" {
			k.ins("MOVQ %s, %d(%s)", t, 8*j, zr)
		}
	}
	cmov := "CMOVQCS"
	if k.op == "add" {
		k.ins("SBBQ $0, CX // CF = (s < p): keep s")
	} else {
		k.ins("TESTQ CX, CX // ZF = (no borrow): keep d")
		cmov = "CMOVQNE"
	}
	if zr == "" {
		zr = "AX"
		k.ins("MOVQ %s, AX", zArg)
	}
	k.comment("z = the selected set.")
	for j := 0; j < n; j++ {
		// add: a second-set register takes s back when CF; sub and neg: a
		// first-set register takes e when NE. Stored from whichever holds
		// the result.
		switch {
		case k.op == "add" && second[j] != "":
			k.ins("%s %s, %s", cmov, first[j], second[j])
			k.ins("MOVQ %s, %d(%s)", second[j], 8*j, zr)
		case k.op == "add":
			k.ins("CMOVQCC %d(%s), %s", 8*j, zr, first[j])
			k.ins("MOVQ %s, %d(%s)", first[j], 8*j, zr)
		case second[j] != "":
			k.ins("%s %s, %s", cmov, second[j], first[j])
			k.ins("MOVQ %s, %d(%s)", first[j], 8*j, zr)
		default:
			k.ins("%s %d(%s), %s", cmov, 8*j, zr, first[j])
			k.ins("MOVQ %s, %d(%s)", first[j], 8*j, zr)
		}
	}
}

// addSubAsmDoc heads prime_addsub_amd64.s.
const addSubAsmDoc = `// Addition, subtraction and negation of field.Prime for baseline x86-64
// (ADDQ/ADCQ, SUBQ/SBBQ, CMOV), straight-line code without branches,
// computing exactly the limbs of the Go kernels (add4Generic, …).
//
// add: s = x + y, d = s − p; the carry of s minus the borrow of d sets CF
// exactly when s < p, and CMOVQCS keeps s there. sub and neg: d = x − y
// (0 − x), e = d + p; CMOVQNE on the saved borrow keeps e where the
// subtraction borrowed. The modulus is read through p. Past six limbs the
// registers do not hold both sets, and the second is staged in z and read
// back by the CMOV.
`

// primeAddSubAsm returns prime_addsub_amd64.s.
func primeAddSubAsm() []byte {
	s := asmFileHeader(addSubAsmDoc)
	for n := minLimbs; n <= maxLimbs; n++ {
		for _, op := range []string{"add", "sub", "neg"} {
			s.WriteString("\n")
			k := &addSubKernel{op: op, n: n}
			k.emit(s)
		}
		for _, op := range []string{"add", "sub"} {
			s.WriteString("\n")
			k := &addSubKernel{op: op, n: n}
			k.emitFp2(s)
		}
	}
	return append(bytes.TrimRight(s.Bytes(), "\n"), '\n')
}

// primeAddSubSigs lists the wrapped addition, subtraction and negation
// kernels of package field, all assembly on amd64. They count nothing: the
// op-count build counts multiplications and squarings only.
func primeAddSubSigs() []kernelSig {
	var sigs []kernelSig
	for n := minLimbs; n <= maxLimbs; n++ {
		sigs = append(sigs,
			kernelSig{name: fmt.Sprintf("add%d", n), params: "z, x, y, p *PrimeElement", args: "z, x, y, p", asm: true,
				file: "prime_addsub_amd64.s", doc: fmt.Sprintf("add%d sets z = x + y mod p for x, y < p (%d limbs).", n, n)},
			kernelSig{name: fmt.Sprintf("sub%d", n), params: "z, x, y, p *PrimeElement", args: "z, x, y, p", asm: true,
				file: "prime_addsub_amd64.s", doc: fmt.Sprintf("sub%d sets z = x − y mod p for x, y < p (%d limbs).", n, n)},
			kernelSig{name: fmt.Sprintf("neg%d", n), params: "z, x, p *PrimeElement", args: "z, x, p", asm: true,
				file: "prime_addsub_amd64.s", doc: fmt.Sprintf("neg%d sets z = −x mod p for x < p (%d limbs).", n, n)},
			kernelSig{name: fmt.Sprintf("fp2Add%d", n), params: "z0, z1, x0, x1, y0, y1, p *PrimeElement", args: "z0, z1, x0, x1, y0, y1, p", asm: true,
				file: "prime_addsub_amd64.s", doc: fmt.Sprintf("fp2Add%d sets z0 = x0 + y0 and then z1 = x1 + y1 mod p (%d limbs): an Fp2 addition in one call.", n, n)},
			kernelSig{name: fmt.Sprintf("fp2Sub%d", n), params: "z0, z1, x0, x1, y0, y1, p *PrimeElement", args: "z0, z1, x0, x1, y0, y1, p", asm: true,
				file: "prime_addsub_amd64.s", doc: fmt.Sprintf("fp2Sub%d sets z0 = x0 − y0 and then z1 = x1 − y1 mod p (%d limbs): an Fp2 subtraction in one call.", n, n)})
	}
	return sigs
}
