package main

import (
	"bytes"
	"fmt"
	"text/template"
)

// primeAsmTestTmpl is field/prime_kernels_amd64_test.go: every assembly
// kernel of field.Prime against its Go kernel, limb for limb.
const primeAsmTestTmpl = `package field

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// asmMulKernels pairs each assembly multiplication kernel with its Go kernel.
var asmMulKernels = []struct {
	name     string
	n        int
	pm1      bool
	asm, gen func(z, x, y, p *PrimeElement, inv uint64)
}{
{{- range .Mul}}
	{"{{.Name}}", {{.N}}, {{.PM1}}, {{.Name}}Asm, {{.Name}}Generic},
{{- end}}
}

// asmSquareKernels pairs each assembly squaring kernel with its Go kernel.
var asmSquareKernels = []struct {
	name     string
	n        int
	pm1      bool
	asm, gen func(z, x, p *PrimeElement, inv uint64)
}{
{{- range .Square}}
	{"{{.Name}}", {{.N}}, {{.PM1}}, {{.Name}}Asm, {{.Name}}Generic},
{{- end}}
}

// asmTestModuli returns moduli of n limbs for one kernel family: the largest
// and the smallest sizes (top limb full, top limb 1 bit) and one between; at
// 4 limbs also small ones, whose upper limbs are zero.
func asmTestModuli(n int, pm1 bool) []*big.Int {
	bits := uint(64 * n)
	if pm1 {
		ps := []*big.Int{primeMinusOneMod64(bits), primeMinusOneMod64(bits - 63), primeMinusOneMod64(bits - 29)}
		if n == 4 {
			ps = append(ps, sum(pow2(127), big.NewInt(-1)), primeMinusOneMod64(129))
		}
		return ps
	}
	ps := []*big.Int{primeBelow(bits, 4, 3), primeBelow(bits-63, 8, 5), primeBelow(bits-29, 16, 9)}
	if n == 4 {
		ps = append(ps, big.NewInt(5), sum(pow2(61), big.NewInt(-1)), primeBelow(130, 4, 1))
	}
	return ps
}

// asmTestInputs returns edge and random values below p as limbs, and random
// values below R = 2^(64n), which a multiplication accepts in one operand.
func asmTestInputs(t *testing.T, p *big.Int, seed uint64) (belowP, belowR []PrimeElement) {
	c := newPrimeCase(t, p, BigEndian)
	rng := newRand(seed)
	for _, v := range c.values(rng, 300) {
		belowP = append(belowP, bigToLimbs(v))
	}
	// Limbs of all ones and zeros below p.
	for k := 1; k < p.BitLen(); k += 37 {
		belowP = append(belowP, bigToLimbs(sum(pow2(uint(k)), big.NewInt(-1))))
	}
	r := pow2(uint(64 * c.f.n))
	for range 100 {
		belowR = append(belowR, bigToLimbs(randomBelow(rng, r)))
	}
	belowR = append(belowR, bigToLimbs(sum(r, big.NewInt(-1))))
	return belowP, belowR
}

// garbage fills the limbs a kernel must not touch, to catch stray writes.
const garbage = 0x5a5a5a5a5a5a5a5a

func garbageElement() PrimeElement {
	var z PrimeElement
	for i := range z {
		z[i] = garbage
	}
	return z
}

// TestAsmKernelsMatchGeneric checks that every assembly kernel returns
// exactly the limbs of its Go kernel, on edge and random inputs over several
// moduli per limb count and family, through aliased arguments too.
func TestAsmKernelsMatchGeneric(t *testing.T) {
	for _, k := range asmMulKernels {
		t.Run(k.name, func(t *testing.T) {
			for i, pb := range asmTestModuli(k.n, k.pm1) {
				f := newPrimeCase(t, pb, BigEndian).f
				require.Equal(t, k.n, f.n, "p = %#x", pb)
				require.Equal(t, k.pm1, f.inv == 1, "p = %#x", pb)
				belowP, belowR := asmTestInputs(t, pb, uint64(100*k.n+i))
				check := func(x, y PrimeElement) {
					got, want := garbageElement(), garbageElement()
					k.asm(&got, &x, &y, &f.p, f.inv)
					k.gen(&want, &x, &y, &f.p, f.inv)
					require.Equal(t, want, got, "%s(%x, %x) mod %#x", k.name, x, y, pb)
				}
				for j, x := range belowP {
					check(x, belowP[(j*13+5)%len(belowP)])
					check(x, x)
				}
				for j, y := range belowR {
					check(belowP[j%len(belowP)], y)
					check(y, belowP[(j*7+3)%len(belowP)])
				}
				x := belowP[len(belowP)-1]
				want := x
				k.gen(&want, &want, &want, &f.p, f.inv)
				k.asm(&x, &x, &x, &f.p, f.inv)
				require.Equal(t, want, x, "aliased")
			}
		})
	}
	for _, k := range asmSquareKernels {
		t.Run(k.name, func(t *testing.T) {
			for i, pb := range asmTestModuli(k.n, k.pm1) {
				f := newPrimeCase(t, pb, BigEndian).f
				belowP, _ := asmTestInputs(t, pb, uint64(100*k.n+i))
				for _, x := range belowP {
					got, want := garbageElement(), garbageElement()
					k.asm(&got, &x, &f.p, f.inv)
					k.gen(&want, &x, &f.p, f.inv)
					require.Equal(t, want, got, "%s(%x) mod %#x", k.name, x, pb)
				}
				x := belowP[len(belowP)-1]
				want := x
				k.gen(&want, &want, &f.p, f.inv)
				k.asm(&x, &x, &f.p, f.inv)
				require.Equal(t, want, x, "aliased")
			}
		})
	}
}

// FuzzAsmKernelsMatchGeneric compares the kernels on inputs made from fuzzed
// words, for the largest modulus of each limb count and family.
func FuzzAsmKernelsMatchGeneric(f *testing.F) {
	f.Add(uint64(0), uint64(1), ^uint64(0), uint64(1)<<63)
	moduli := map[[2]int]*Prime{}
	for n := 4; n <= 9; n++ {
		for fam, pm1 := range []bool{false, true} {
			moduli[[2]int{n, fam}] = newPrimeCase(f, asmTestModuli(n, pm1)[0], BigEndian).f
		}
	}
	f.Fuzz(func(t *testing.T, a, b, c, d uint64) {
		rng := rand.New(rand.NewPCG(a^b, c^d))
		words := func(fp *Prime) PrimeElement {
			var z PrimeElement
			for i := 0; i < fp.n; i++ {
				switch rng.IntN(4) {
				case 0:
					z[i] = a
				case 1:
					z[i] = ^b
				default:
					z[i] = rng.Uint64()
				}
			}
			v := new(big.Int).Mod(limbsToBig(&z, fp.n), fp.modulus)
			return bigToLimbs(v)
		}
		for _, k := range asmMulKernels {
			fp := moduli[[2]int{k.n, boolIndex(k.pm1)}]
			x, y := words(fp), words(fp)
			var got, want PrimeElement
			k.asm(&got, &x, &y, &fp.p, fp.inv)
			k.gen(&want, &x, &y, &fp.p, fp.inv)
			require.Equal(t, want, got, "%s(%x, %x)", k.name, x, y)
		}
		for _, k := range asmSquareKernels {
			fp := moduli[[2]int{k.n, boolIndex(k.pm1)}]
			x := words(fp)
			var got, want PrimeElement
			k.asm(&got, &x, &fp.p, fp.inv)
			k.gen(&want, &x, &fp.p, fp.inv)
			require.Equal(t, want, got, "%s(%x)", k.name, x)
		}
	})
}

func boolIndex(b bool) int {
	if b {
		return 1
	}
	return 0
}

// limbsToBig returns the integer of the low n limbs of x.
func limbsToBig(x *PrimeElement, n int) *big.Int {
	var v big.Int
	for i := n - 1; i >= 0; i-- {
		v.Lsh(&v, 64)
		v.Or(&v, new(big.Int).SetUint64(x[i]))
	}
	return &v
}

// BenchmarkAsmKernels times each assembly kernel against its Go kernel, in
// the same run, on the largest modulus of its limb count and family.
func BenchmarkAsmKernels(b *testing.B) {
	for _, k := range asmMulKernels {
		fp := newPrimeCase(b, asmTestModuli(k.n, k.pm1)[0], BigEndian).f
		rng := newRand(7)
		x, y := bigToLimbs(randomBelow(rng, fp.modulus)), bigToLimbs(randomBelow(rng, fp.modulus))
		for _, impl := range []struct {
			name string
			fn   func(z, x, y, p *PrimeElement, inv uint64)
		}{
			{"asm", k.asm}, {"generic", k.gen},
		} {
			b.Run(k.name+"/"+impl.name, func(b *testing.B) {
				for b.Loop() {
					impl.fn(&x, &x, &y, &fp.p, fp.inv)
				}
			})
		}
	}
	for _, k := range asmSquareKernels {
		fp := newPrimeCase(b, asmTestModuli(k.n, k.pm1)[0], BigEndian).f
		x := bigToLimbs(randomBelow(newRand(7), fp.modulus))
		for _, impl := range []struct {
			name string
			fn   func(z, x, p *PrimeElement, inv uint64)
		}{
			{"asm", k.asm}, {"generic", k.gen},
		} {
			b.Run(k.name+"/"+impl.name, func(b *testing.B) {
				for b.Loop() {
					impl.fn(&x, &x, &fp.p, fp.inv)
				}
			})
		}
	}
}
`

// fixedAsmTestTmpl is kernels_amd64_test.go of a fixed field.
const fixedAsmTestTmpl = `package {{.Pkg}}

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// asmModulus is p as an integer.
var asmModulus, _ = new(big.Int).SetString(modulusHex, 16)

// limbsOf returns the {{.N}} limbs of 0 ≤ v < 2^{{mul64 .N}}.
func limbsOf(v *big.Int) Element {
	var z Element
	w := new(big.Int).Set(v)
	for i := range z {
		z[i] = new(big.Int).And(w, new(big.Int).SetUint64(^uint64(0))).Uint64()
		w.Rsh(w, 64)
	}
	return z
}

// asmInputs returns edge values below p (0, 1, 2, p − 1, p − 2, (p ± 1)/2,
// 2^k − 1, 2^k), k random ones, and k random values below 2^{{mul64 .N}}.
func asmInputs(seed uint64, k int) (belowP, belowR []Element) {
	p := asmModulus
	one := big.NewInt(1)
	vals := []*big.Int{
		big.NewInt(0), one, big.NewInt(2), new(big.Int).Sub(p, one), new(big.Int).Sub(p, big.NewInt(2)),
		new(big.Int).Rsh(p, 1), new(big.Int).Rsh(new(big.Int).Add(p, one), 1),
	}
	for b := 1; b < p.BitLen(); b += 13 {
		pw := new(big.Int).Lsh(one, uint(b))
		vals = append(vals, pw, new(big.Int).Sub(pw, one))
	}
	rng := rand.New(rand.NewPCG(seed, 0x61736d))
	buf := make([]byte, {{mul 8 .N}}+8)
	random := func(m *big.Int) *big.Int {
		for i := range buf {
			buf[i] = byte(rng.Uint32())
		}
		return new(big.Int).Mod(new(big.Int).SetBytes(buf), m)
	}
	for range k {
		vals = append(vals, random(p))
	}
	for _, v := range vals {
		belowP = append(belowP, limbsOf(v))
	}
	r := new(big.Int).Lsh(one, {{mul64 .N}})
	for range k {
		belowR = append(belowR, limbsOf(random(r)))
	}
	belowR = append(belowR, limbsOf(new(big.Int).Sub(r, one)))
	return belowP, belowR
}

// TestAsmKernelsMatchGeneric checks that the assembly kernels return exactly
// the limbs of the Go kernels, on edge and random inputs and through aliased
// arguments.
func TestAsmKernelsMatchGeneric(t *testing.T) {
	belowP, belowR := asmInputs(1, 2000)
	for i, x := range belowP {
		y := belowP[(i*13+5)%len(belowP)]
		var got, want Element
{{- if .AsmMul}}
		mulAsm(&got, &x, &y)
		mulGeneric(&want, &x, &y)
		require.Equal(t, want, got, "mul(%x, %x)", x, y)
		mulAsm(&got, &x, &belowR[i%len(belowR)])
		mulGeneric(&want, &x, &belowR[i%len(belowR)])
		require.Equal(t, want, got, "mul(%x, %x)", x, belowR[i%len(belowR)])
{{- end}}
{{- if .AsmSquare}}
		squareAsm(&got, &x)
		squareGeneric(&want, &x)
		require.Equal(t, want, got, "square(%x)", x)
{{- end}}
	}
	x := belowP[len(belowP)-1]
{{- if .AsmMul}}
	want, got := x, x
	mulGeneric(&want, &want, &want)
	mulAsm(&got, &got, &got)
	require.Equal(t, want, got, "mul aliased")
{{- end}}
{{- if .AsmSquare}}
	want2, got2 := x, x
	squareGeneric(&want2, &want2)
	squareAsm(&got2, &got2)
	require.Equal(t, want2, got2, "square aliased")
{{- end}}
}

// FuzzAsmKernelsMatchGeneric compares the kernels on fuzzed inputs reduced
// below p.
func FuzzAsmKernelsMatchGeneric(f *testing.F) {
	f.Add([]byte{1}, []byte{0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff})
	f.Fuzz(func(t *testing.T, a, b []byte) {
		x := limbsOf(new(big.Int).Mod(new(big.Int).SetBytes(a), asmModulus))
		y := limbsOf(new(big.Int).Mod(new(big.Int).SetBytes(b), asmModulus))
		var got, want Element
{{- if .AsmMul}}
		mulAsm(&got, &x, &y)
		mulGeneric(&want, &x, &y)
		require.Equal(t, want, got, "mul(%x, %x)", x, y)
{{- end}}
{{- if .AsmSquare}}
		squareAsm(&got, &x)
		squareGeneric(&want, &x)
		require.Equal(t, want, got, "square(%x)", x)
{{- end}}
	})
}

// BenchmarkKernels times the assembly kernels against the Go ones in the
// same run.
func BenchmarkKernels(b *testing.B) {
	belowP, _ := asmInputs(7, 2)
	x, y := belowP[len(belowP)-2], belowP[len(belowP)-1]
	for _, k := range []struct {
		name string
		fn   func()
	}{
{{- if .AsmMul}}
		{"mul/asm", func() { mulAsm(&x, &x, &y) }},
{{- end}}
		{"mul/generic", func() { mulGeneric(&x, &x, &y) }},
{{- if .AsmSquare}}
		{"square/asm", func() { squareAsm(&x, &x) }},
{{- end}}
		{"square/generic", func() { squareGeneric(&x, &x) }},
	} {
		b.Run(k.name, func(b *testing.B) {
			for b.Loop() {
				k.fn()
			}
		})
	}
}
`

// asmTestKernel names one kernel of the Prime test table.
type asmTestKernel struct {
	Name string
	N    int
	PM1  bool
}

// primeAsmTest returns field/prime_kernels_amd64_test.go.
func primeAsmTest(sigs []kernelSig) ([]byte, error) {
	var d struct{ Mul, Square []asmTestKernel }
	for _, s := range sigs {
		if !s.asm {
			continue
		}
		var k asmTestKernel
		k.Name = s.name
		rest := s.name[len("montMul"):]
		if s.count == "countSquare" {
			rest = s.name[len("montSquare"):]
		}
		fmt.Sscanf(rest, "%d", &k.N)
		k.PM1 = len(rest) > 1
		if s.count == "countSquare" {
			d.Square = append(d.Square, k)
		} else {
			d.Mul = append(d.Mul, k)
		}
	}
	return execTest("prime_kernels_amd64_test.go", primeAsmTestTmpl, d)
}

// fixedAsmTest returns kernels_amd64_test.go of a fixed field.
func fixedAsmTest(d *fixedData, asmMul, asmSquare bool) ([]byte, error) {
	data := struct {
		*fixedData
		AsmMul, AsmSquare bool
	}{d, asmMul, asmSquare}
	return execTest("kernels_amd64_test.go", fixedAsmTestTmpl, data)
}

// execTest runs a test template and prefixes the build tag and header.
func execTest(name, tmpl string, data any) ([]byte, error) {
	var buf bytes.Buffer
	buf.WriteString(asmTag + header)
	t := template.Must(template.New(name).Funcs(tmplFuncs).Parse(tmpl))
	if err := t.Execute(&buf, data); err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	return gofmt(name, buf.Bytes())
}
