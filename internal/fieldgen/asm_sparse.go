package main

import (
	"bytes"
	"fmt"

	"github.com/curvekit/curvekit/internal/asmgen"
)

// The baseline x86-64 (MULQ) multiplication and squaring kernels for a
// 4-limb modulus of the P-256 shape, p = p_3·2^192 + 2^(64+s) − 1 with
// 0 < s < 64: field/fpr256 gets them with p baked in, field.Prime's
// Prime4M1 view with p read at run time (sparsePrimeFiles). The
// instructions come from internal/asmgen's Sparse emitter, whose doc gives
// the method and the bounds; internal/enginegen writes the same kernels
// inline in P-256's Jacobian doubling.
//
// asm.go's product-scanning kernels interleave the reduction with the
// product column by column and double the cross products of each column
// separately, which costs a squaring nearly what a multiplication costs.
// These kernels separate the two, as field/fpr256's ADX kernels do.
//
// For fpr256 the squaring is 125 instructions and the multiplication 151,
// neither with a frame, against 153 and 169 with an 8-byte frame for the
// product-scanning kernels (valgrind: the kernel benchmark 184 → 149 and
// 200 → 175 instructions per call, P-256 ECDH 731k → 650k against
// crypto/ecdh's 633k–637k). Straight-line code, no memory access that
// depends on the operands; internal/ctcheck disassembles both.

// sparseShape reports whether a baked 4-limb modulus p has the P-256 shape
// above and returns s.
func sparseShape(p []uint64) (int, bool) {
	if len(p) != 4 || p[0] != ^uint64(0) || p[2] != 0 || p[1] == 0 || p[1]&(p[1]+1) != 0 || p[1] == ^uint64(0) {
		return 0, false
	}
	s := 0
	for v := p[1]; v != 0; v >>= 1 {
		s++
	}
	return s, true
}

// sparseSquareDoc explains the kernels in the generated file.
const sparseSquareDoc = `// mulAsm and squareAsm are not product scanning: p has the P-256 shape
// p_3·2^192 + 2^(64+s) − 1, and they first compute the 512-bit product or
// square t0..t7 (for the square the six cross products once, doubled, plus
// the four squares), then reduce the low half alone in four Montgomery
// rounds of s = ⌊s/2^64⌋ + m·2^s + m·p_3·2^128 with m = s_0 (two shifts and
// one MULQ each), add the high half and subtract p under a mask. See
// internal/asmgen (Sparse) for the bounds.
`

// emitSparseSquare writes squareAsm for the baked modulus p of the P-256
// shape with parameter s (p nil: read through the last argument): z =
// x²·2^-256 mod p, fully reduced, for x < p, with internal/asmgen's
// Sparse emitter (SI holds x), or its SparseADX one when adx is set.
func emitSparseSquare(buf *bytes.Buffer, name string, p []uint64, s int, adx bool) {
	argSize, pArg := 16, ""
	if p == nil {
		argSize, pArg = 24, "p+16(FP)"
	}
	k := sparseKernels(asmgen.Sparse{P: p, PArg: pArg, S: s}, adx)
	var b asmgen.Asm
	b.Ins("MOVQ x+8(FP), SI")
	k.Square(&b, asmgen.Mem{Base: "SI"})
	k.Reduce(&b, "MOVQ z+0(FP), DI", asmgen.Mem{Base: "DI"})
	fmt.Fprintf(buf, "// %s sets z = x²·2^-256 mod p (Montgomery, 4 limbs), fully reduced, for x < p.\n", name)
	fmt.Fprintf(buf, "TEXT ·%s(SB), NOSPLIT, $0-%d\n", name, argSize)
	buf.Write(b.Bytes())
	buf.WriteString("\tRET\n\n")
}

// emitSparseMul writes mulAsm for the baked modulus p of the P-256 shape
// with parameter s (p nil: read through the last argument): z =
// x·y·2^-256 mod p, fully reduced, for x·y < p·2^256, with
// internal/asmgen's Sparse emitter (SI and DI hold x and y), or its
// SparseADX one when adx is set.
func emitSparseMul(buf *bytes.Buffer, name string, p []uint64, s int, adx bool) {
	argSize, pArg := 24, ""
	if p == nil {
		argSize, pArg = 32, "p+24(FP)"
	}
	k := sparseKernels(asmgen.Sparse{P: p, PArg: pArg, S: s}, adx)
	var b asmgen.Asm
	b.Ins("MOVQ x+8(FP), SI")
	b.Ins("MOVQ y+16(FP), DI")
	k.Mul(&b, asmgen.Mem{Base: "SI"}, asmgen.Mem{Base: "DI"})
	k.Reduce(&b, "MOVQ z+0(FP), DI", asmgen.Mem{Base: "DI"})
	fmt.Fprintf(buf, "// %s sets z = x·y·2^-256 mod p (Montgomery, 4 limbs), fully reduced, for x·y < p·2^256.\n", name)
	fmt.Fprintf(buf, "TEXT ·%s(SB), NOSPLIT, $0-%d\n", name, argSize)
	buf.Write(b.Bytes())
	buf.WriteString("\tRET\n\n")
}

// sparseKernels returns k, or its MULX/ADCX/ADOX twin when adx is set.
func sparseKernels(k asmgen.Sparse, adx bool) asmgen.Kernels {
	if adx {
		return asmgen.SparseADX{Sparse: k}
	}
	return k
}

// sparseADXDoc explains field/fpr256's mul_adx_amd64.s.
const sparseADXDoc = `// Montgomery multiplication and squaring modulo the P-256 prime with the
// BMI2 and ADX instructions (MULX, ADCX, ADOX), for processors that have
// them (see mul_adx_amd64.go): z = x·y·2^-256 mod p, fully reduced, for
// x, y < p, computing the same limbs as mulGeneric and squareGeneric.
//
// Method: the 512-bit product t0..t7 first, row by row, the low halves of
// the partial products on the carry-flag chain (ADCX) and the high halves
// on the overflow-flag chain (ADOX); for the square the six cross products
// once, then doubled on one chain while the four squares are added on the
// other. Then a Montgomery reduction of the low half alone: four rounds of
// s = (s + m·p)/2^64 with m = s_0 (−p⁻¹ ≡ 1 mod 2^64 because p ≡ −1), each
// two shifts for m·2^32 and one MULX for m·p_3·2^128; the high half added,
// and a masked subtraction of p (CMOVQCS on the final borrow). The text is
// internal/asmgen's SparseADX, which internal/enginegen also writes inline
// in curves/weierstrass's assembly doubling; see asmgen for the bounds.
// Straight-line code: no branch, no memory access that depends on the
// operands.
`

// sparsePrimeFiles adds the P-256-shape kernels of field.Prime to out:
// montMul4SparseAsm and montSquare4SparseAsm read p (its limb p_3, and all
// four for the final subtraction) through their last argument, and s is 32
// (NewPrime's adx4Sparse test: q = (p + 1)/2^64 has q_0 = 2^32, q_1 = 0).
// Prime4M1 calls them, through montMul4Sparse and montSquare4Sparse, for
// such p on processors without BMI2 and ADX; elsewhere (purego, other
// architectures) those are montMul4pm1 and montSquare4pm1.
func sparsePrimeFiles(out map[string][]byte) error {
	s := asmFileHeader(`// Montgomery multiplication and squaring for baseline x86-64 (MULQ, no
// CPU feature check) for a 4-limb field.Prime of the P-256 shape
// p = p_3·2^192 + 2^96 − 1: the 512-bit product or square, then four
// Montgomery rounds on its low half of two shifts and one MULQ each, the
// high half added and p subtracted under a mask. The same code as
// field/fpr256's kernels with p read through the last argument; see
// internal/fieldgen/asm_sparse.go. Straight-line code, no memory access
// that depends on the operands.
`)
	s.WriteString("\n")
	emitSparseMul(s, "montMul4SparseAsm", nil, 32, false)
	emitSparseSquare(s, "montSquare4SparseAsm", nil, 32, false)
	out["prime_sparse_amd64.s"] = append(bytes.TrimRight(s.Bytes(), "\n"), '\n')

	const doc = `// montMul4Sparse sets z = x·y·2^-256 mod p for p of the P-256 shape
// p_3·2^192 + 2^96 − 1 (Prime.adx4 == adx4Sparse), fully reduced, for
// x·y < p·2^256: montMul4pm1's result.
`
	const docSq = `// montSquare4Sparse sets z = x²·2^-256 mod p for p of the P-256 shape,
// fully reduced, for x < p: montSquare4pm1's result.
`
	a := []byte(asmTag + header + "package field\n\n" + doc +
		"func montMul4Sparse(z, x, y, p *PrimeElement) {\ncountMul()\nmontMul4SparseAsm(z, x, y, p)\n}\n\n" + docSq +
		"func montSquare4Sparse(z, x, p *PrimeElement) {\ncountSquare()\nmontSquare4SparseAsm(z, x, p)\n}\n\n" +
		"// montMul4SparseAsm is montMul4Sparse in assembly (prime_sparse_amd64.s).\n//\n//go:noescape\nfunc montMul4SparseAsm(z, x, y, p *PrimeElement)\n\n" +
		"// montSquare4SparseAsm is montSquare4Sparse in assembly (prime_sparse_amd64.s).\n//\n//go:noescape\nfunc montSquare4SparseAsm(z, x, p *PrimeElement)\n")
	g := []byte(genericTag + header + "package field\n\n" + doc +
		"func montMul4Sparse(z, x, y, p *PrimeElement) { montMul4pm1(z, x, y, p, 1) }\n\n" + docSq +
		"func montSquare4Sparse(z, x, p *PrimeElement) { montSquare4pm1(z, x, p, 1) }\n")
	var err error
	if out["prime_sparse_amd64.go"], err = gofmt("prime_sparse_amd64.go", a); err != nil {
		return err
	}
	out["prime_sparse_generic.go"], err = gofmt("prime_sparse_generic.go", g)
	return err
}
