package main

import (
	"bytes"
	"fmt"
	"strings"
)

// The amd64 assembly kernels and the two small files that pick them or the
// pure-Go kernels: *_amd64.go (build tag amd64 && !purego) declares the
// assembly functions and wraps them, *_generic.go (!amd64 || purego) wraps
// the Go ones under the same names. The wrappers also count the operation
// for the curvekit_opcount build, and inline into their callers.

const (
	asmTag     = "//go:build amd64 && !purego\n\n"
	genericTag = "//go:build !amd64 || purego\n\n"
)

// kernelSig describes one wrapped kernel: name is what the field code
// calls, params and args its parameter list and the call's arguments.
type kernelSig struct {
	name, doc, params, args, count string // count may be empty: nothing to count
	asm                            bool   // amd64 uses the assembly kernel
	file                           string // the assembly file, when not the asmFile of wrapperFiles
}

// wrapperFiles returns the Go files that bind each name to name+"Asm" on
// amd64 and to name+"Generic" elsewhere.
func wrapperFiles(pkg, asmFile string, sigs []kernelSig) (amd64, generic []byte) {
	var a, g bytes.Buffer
	a.WriteString(asmTag + header)
	fmt.Fprintf(&a, "package %s\n\n", pkg)
	g.WriteString(genericTag + header)
	fmt.Fprintf(&g, "package %s\n\n", pkg)
	for _, s := range sigs {
		impl := s.name + "Generic"
		if s.asm {
			impl = s.name + "Asm"
		}
		count := ""
		if s.count != "" {
			count = s.count + "()\n"
		}
		fmt.Fprintf(&a, "// %s\nfunc %s(%s) {\n%s%s(%s)\n}\n\n", s.doc, s.name, s.params, count, impl, s.args)
		fmt.Fprintf(&g, "// %s\nfunc %s(%s) {\n%s%sGeneric(%s)\n}\n\n", s.doc, s.name, s.params, count, s.name, s.args)
	}
	for _, s := range sigs {
		if s.asm {
			file := asmFile
			if s.file != "" {
				file = s.file
			}
			fmt.Fprintf(&a, "// %sAsm is %sGeneric in assembly (%s).\n//\n//go:noescape\nfunc %sAsm(%s)\n\n",
				s.name, s.name, file, s.name, s.params)
		}
	}
	return a.Bytes(), g.Bytes()
}

// asmFileHeader starts a generated assembly file.
func asmFileHeader(what string) *bytes.Buffer {
	var b bytes.Buffer
	b.WriteString(asmTag + header)
	b.WriteString("#include \"textflag.h\"\n\n")
	b.WriteString(what)
	return &b
}

// asmDoc explains the method of the assembly kernels to their readers.
const asmDoc = `// Montgomery multiplication and squaring for baseline x86-64 (MULQ and
// ADDQ/ADCQ; no MULX or ADX, so no CPU feature check), straight-line code
// without branches, computing exactly the limbs of the Go kernels.
//
// Method (finely integrated product scanning): the result is built column by
// column; column k sums every x_i·y_j with i + j = k and every reduction term
// m_i·p_j with i + j = k in a three-word accumulator. For k < n the low word
// of the finished column gives the digit m_k = low·(−p⁻¹) mod 2^64, and
// low + m_k·p_0 ≡ 0 mod 2^64 leaves only its carry (the division by 2^64);
// for k ≥ n the low word is output limb k − n. The terms of column k + 1 that
// do not need m_k are added to the next words before m_k·p_0 and m_k·p_1, so
// that the products overlap the digit's latency. A masked subtraction of p
// (CMOVQCS on the final borrow) ends each kernel. Digits and output limbs
// that do not fit in registers live in the frame.
`

// primeAsm says whether a Prime kernel (op "mul" or "square", n limbs,
// family pm1) is assembly on amd64; returning false keeps the Go kernel
// there. Every one measured faster than its Go kernel through Prime.Mul and
// Prime.Square (minimum of 400 interleaved batches, AMD EPYC, Go 1.26):
// 1.11–1.48× for Mul and 1.16–1.36× for Square, the largest gains at 8 and 9
// limbs, where the Go kernels spill.
func primeAsm(op string, n int, pm1 bool) bool { return true }

// primeWrapperSigs lists the wrapped kernels of package field.
func primeWrapperSigs() []kernelSig {
	var sigs []kernelSig
	for n := minLimbs; n <= maxLimbs; n++ {
		for _, pm1 := range []bool{false, true} {
			suffix := fmt.Sprint(n)
			fam := ""
			if pm1 {
				suffix += "pm1"
				fam = " for p ≡ −1 mod 2^64"
			}
			sigs = append(sigs,
				kernelSig{name: "montMul" + suffix, params: "z, x, y, p *PrimeElement, inv uint64", args: "z, x, y, p, inv", count: "countMul",
					doc: fmt.Sprintf("montMul%s sets z = x·y·2^-%d mod p%s, fully reduced, for x·y < p·2^%d.", suffix, 64*n, fam, 64*n), asm: primeAsm("mul", n, pm1)},
				kernelSig{name: "montSquare" + suffix, params: "z, x, p *PrimeElement, inv uint64", args: "z, x, p, inv", count: "countSquare",
					doc: fmt.Sprintf("montSquare%s sets z = x²·2^-%d mod p%s, fully reduced, for x < p.", suffix, 64*n, fam), asm: primeAsm("square", n, pm1)})
		}
	}
	return sigs
}

// primeAsmFiles returns the assembly kernels of field.Prime and their
// wrappers.
func primeAsmFiles() (map[string][]byte, error) {
	out := map[string][]byte{}
	sigs := primeWrapperSigs()
	amd64, generic := wrapperFiles("field", "prime_kernels_amd64.s", append(sigs, primeAddSubSigs()...))
	var err error
	if out["prime_kernels_amd64.go"], err = gofmt("prime_kernels_amd64.go", amd64); err != nil {
		return nil, err
	}
	if out["prime_kernels_generic.go"], err = gofmt("prime_kernels_generic.go", generic); err != nil {
		return nil, err
	}
	s := asmFileHeader(asmDoc + `//
// These are the kernels of field.Prime: the modulus is read through p and
// −p⁻¹ mod 2^64 from inv. The pm1 kernels serve p ≡ −1 mod 2^64, where the
// digit is the low word itself and m·p_0 + low = m·2^64.
`)
	for _, sig := range sigs {
		if !sig.asm {
			continue
		}
		k := &asmKernel{name: sig.name + "Asm", runtime: true}
		k.square = strings.HasPrefix(sig.name, "montSquare")
		fmt.Sscanf(strings.TrimPrefix(strings.TrimPrefix(sig.name, "montSquare"), "montMul"), "%d", &k.n)
		k.pm1 = strings.HasSuffix(sig.name, "pm1")
		s.WriteString("\n")
		k.emit(s)
	}
	out["prime_kernels_amd64.s"] = append(bytes.TrimRight(s.Bytes(), "\n"), '\n')
	out["prime_addsub_amd64.s"] = primeAddSubAsm()
	out["prime_fp2_adx_amd64.s"] = primeFp2Asm()
	out["prime_fp2_mulq_amd64.s"] = primeFp2MulqAsm()
	out["prime_adx4_amd64.h"] = primeADX4H()
	primeADX4Asm(out)
	out["prime_adx6_amd64.s"] = primeADX6Asm()
	out["prime_fp2lazy_adx_amd64.s"] = primeFp2LazyAsm()
	out["prime_fp6lazy_adx_amd64.s"] = primeFp6LazyAsm()
	out["prime_fp4sq_adx_amd64.s"] = primeFp4SqAsm()
	out["prime_fp6coef_adx_amd64.s"] = primeFp6CoefAsm()
	out["prime_fp2lazy_mulq_amd64.s"] = primeFp2LazyMulqAsm()
	if out["prime_kernels_amd64_test.go"], err = primeAsmTest(sigs); err != nil {
		return nil, err
	}
	return out, nil
}

// fixedAsm says whether kernel op ("mul" or "square") of fixed field pkg
// is assembly on amd64; returning false keeps the Go kernel there. All ten
// measured faster than the Go kernels (same method as primeAsm): 1.14–1.32×.
func fixedAsm(pkg, op string) bool { return true }

// fixedAsmFiles returns the assembly kernels of a fixed field, their
// wrappers and the test that compares them with the Go kernels.
func (ff *fixedField) fixedAsmFiles(d *fixedData, out map[string][]byte) error {
	n := d.N
	sigs := []kernelSig{
		{name: "mul", params: "z, x, y *Element", args: "z, x, y", count: "countMul",
			doc: fmt.Sprintf("mul sets z = x·y·2^-%d mod p, the multiplication every method uses.", 64*n), asm: fixedAsm(ff.pkg, "mul")},
		{name: "square", params: "z, x *Element", args: "z, x", count: "countSquare",
			doc: fmt.Sprintf("square sets z = x²·2^-%d mod p, the squaring every method uses.", 64*n), asm: fixedAsm(ff.pkg, "square")},
	}
	amd64, generic := wrapperFiles(ff.pkg, "kernels_amd64.s", sigs)
	var err error
	if out["kernels_amd64.go"], err = gofmt("kernels_amd64.go", amd64); err != nil {
		return err
	}
	if out["kernels_generic.go"], err = gofmt("kernels_generic.go", generic); err != nil {
		return err
	}
	p := limbs(ff.p, n)
	inv := negInv64(ff.p)
	doc := asmDoc + "//\n// The modulus and −p⁻¹ mod 2^64 are immediates; products by zero limbs of p\n// are left out.\n"
	sparseS, sparse := sparseShape(p)
	if sparse {
		doc += "//\n" + sparseSquareDoc
	}
	s := asmFileHeader(doc)
	for _, sig := range sigs {
		if !sig.asm {
			continue
		}
		if sparse {
			s.WriteString("\n")
			if sig.name == "square" {
				emitSparseSquare(s, "squareAsm", p, sparseS, false)
			} else {
				emitSparseMul(s, "mulAsm", p, sparseS, false)
			}
			continue
		}
		k := &asmKernel{name: sig.name + "Asm", n: n, square: sig.name == "square", p: p, inv: inv, pm1: inv == 1}
		s.WriteString("\n")
		k.emit(s)
	}
	out["kernels_amd64.s"] = append(bytes.TrimRight(s.Bytes(), "\n"), '\n')
	if sparse {
		// The MULX/ADCX/ADOX twins of the kernels (FieldADX), beside the
		// hand-written mul_adx_amd64.go that declares them.
		a := asmFileHeader(sparseADXDoc)
		a.WriteString("\n")
		emitSparseMul(a, "mulADXAsm", p, sparseS, true)
		emitSparseSquare(a, "squareADXAsm", p, sparseS, true)
		out["mul_adx_amd64.s"] = append(bytes.TrimRight(a.Bytes(), "\n"), '\n')
	}
	if sigs[0].asm || sigs[1].asm {
		if out["kernels_amd64_test.go"], err = fixedAsmTest(d, sigs[0].asm, sigs[1].asm); err != nil {
			return err
		}
	}
	return nil
}
