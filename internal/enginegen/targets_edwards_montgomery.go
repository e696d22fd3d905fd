package main

import (
	"fmt"
	"strings"

	"github.com/curvekit/curvekit/internal/asmgen"
)

// edwards is curves/edwards: the extended-coordinate formulas of HWCD08
// (additions, doublings and changes of coordinates). Its targets write no
// methods of their own: the formulas specialise for a by the curve's
// (public) kind.
var edwards = engine{
	name:      "edwards",
	pkg:       "edwards",
	files:     []string{"formulas.go", "coordinates.go"},
	receiver:  "arith",
	typeParam: "E",
	fieldVar:  "f",
	targets: append([]target{
		{
			name: "Fp25519", file: "zz_formulas_fp25519.go",
			imports: []string{"github.com/curvekit/curvekit/field/fp25519"},
			elem:    "fp25519.Element", field: "fp25519.Field",
			doc: "the field of 2^255 − 19 (edwards25519), radix 2^51.",
			inline: map[string]string{
				"Add": "{1p}[0], {1p}[1], {1p}[2], {1p}[3], {1p}[4] = fp25519.Carry(fp25519.AddLimbs({2}, {3}))",
				"Sub": "{1p}[0], {1p}[1], {1p}[2], {1p}[3], {1p}[4] = fp25519.Carry(fp25519.SubLimbs({2}, {3}))",
			},
		},
		{
			name: "Fp448", file: "zz_formulas_fp448.go",
			imports: []string{"github.com/curvekit/curvekit/field/fp448"},
			elem:    "fp448.Element", field: "fp448.Field",
			doc: "the field of 2^448 − 2^224 − 1 (edwards448), radix 2^56.",
		},
	}, retarget(primeTargets(), "zz_formulas_prime.go", "")...),
}

// retarget returns copies of ts written to file with helpers, for an engine
// that shares another's targets (the field.Prime views) but not its
// provided methods.
func retarget(ts []target, file, helpers string) []target {
	out := make([]target, len(ts))
	for i, t := range ts {
		t.file, t.helpers = file, helpers
		out[i] = t
	}
	return out
}

// montgomeryMulSmall is the multiplication by a24 of curves/montgomery for
// a field with MulSmall, picked only when a24 fits in 32 bits.
const montgomeryMulSmall = `// mulA24 sets z = a24·x, a24 being small.
func (k *{{T}}) mulA24(z, x *{{E}}) { k.f.MulSmall(z, x, k.a24Small) }
`

// montgomeryMul is the multiplication by a24 for a field without MulSmall.
const montgomeryMul = `// mulA24 sets z = a24·x.
func (k *{{T}}) mulA24(z, x *{{E}}) { k.f.Mul(z, x, &k.a24) }
`

// montgomeryCswap returns the conditional swap of curves/montgomery for an
// element type that is an array of uint64 limbs (limbs of them): the exchange of RFC 7748
// §5's cswap with a mask, limb by limb, written out so that it is
// straight-line code (the generic cswap, through three field Selects,
// does twice the work).
func montgomeryCswap(limbs int) string {
	var b strings.Builder
	b.WriteString(`// cswap swaps a and b when swap is 1 and leaves them when it is 0, in
// constant time: RFC 7748 §5's cswap, dummy = mask(swap) AND (a XOR b),
// a = a XOR dummy, b = b XOR dummy, limb by limb.
func (k *{{T}}) cswap(a, b *{{E}}, swap int, _ *{{E}}) {
	m := -uint64(swap)
`)
	for i := range limbs {
		fmt.Fprintf(&b, "\td%d := m & (a[%d] ^ b[%d])\n", i, i, i)
	}
	for i := range limbs {
		fmt.Fprintf(&b, "\ta[%d] ^= d%d\n\tb[%d] ^= d%d\n", i, i, i, i)
	}
	b.WriteString("}\n")
	return b.String()
}

// fp25519x64Inline expands Add and Sub of fp25519.Field64 (and Field64ADX,
// which has Field64's) into the exported pieces of field/fp25519's
// limbs64.go, each of which the compiler inlines where Add and Sub as a
// whole are calls: eight calls fewer per ladder step.
var fp25519x64Inline = map[string]string{
	"Add": "{1p}[0], {1p}[1], {1p}[2], {1p}[3] = fp25519.Fold38(fp25519.AddLimbs64({2}, {3}))",
	"Sub": "{1p}[0], {1p}[1], {1p}[2], {1p}[3] = fp25519.Unborrow38(fp25519.SubLimbs64({2}, {3}))",
}

// ladderAsm is curve25519's ladder in radix 2^64 as one amd64 assembly
// function, target name's: the loop of ladder.go's ladder (asm_loop.go)
// around its ladderStep, the field arithmetic internal/asmgen's Fp25519
// kernels inline (on MULX, ADCX and ADOX when adx), and a24 its last
// argument.
func ladderAsm(name string, adx bool, kernels string) *asmFormula {
	low := strings.ToLower(name)
	return &asmFormula{
		method: "ladderStep", fn: "ladder" + name + "Asm", loop: &asmLoop{method: "ladder"},
		sFile: "zz_ladder_" + low + "_amd64.s", goFile: "zz_ladder_" + low + "_amd64.go", otherFile: "zz_ladder_" + low + "_other.go",
		point: "lscratch", field: asmgen.Fp25519{ADX: adx},
		calls: map[string]asmCall{"mulA24": {kernel: "MulSmall", arg: "a24", expr: "uint64(k.a24Small)"}},
		doc:   "the field of 2^255 − 19 in radix 2^64 on " + kernels,
	}
}

// montgomery is curves/montgomery: the ladder of RFC 7748 §5.
var montgomery = engine{
	name:      "montgomery",
	pkg:       "montgomery",
	files:     []string{"ladder.go"},
	receiver:  "arith",
	typeParam: "E",
	fieldVar:  "f",
	provided:  []string{"mulA24", "cswap"},
	targets: append([]target{
		{
			name: "Fp25519x64", file: "zz_ladder_fp25519.go",
			imports: []string{"github.com/curvekit/curvekit/field/fp25519"},
			elem:    "fp25519.Element64", field: "fp25519.Field64",
			doc:     "the field of 2^255 − 19 in radix 2^64 (curve25519's ladder where there is no BMI2/ADX assembly: MULQ assembly on amd64, portable Go elsewhere), with MulSmall for a24.",
			helpers: montgomeryMulSmall + montgomeryCswap(4), inline: fp25519x64Inline,
			asm: ladderAsm("Fp25519x64", false, "MULQ"),
		},
		{
			name: "Fp25519x64ADX", file: "zz_ladder_fp25519.go",
			imports: []string{"github.com/curvekit/curvekit/field/fp25519"},
			elem:    "fp25519.Element64", field: "fp25519.Field64ADX",
			doc:     "the field of 2^255 − 19 in radix 2^64, its multiplication and squaring on MULX, ADCX and ADOX (only on processors with BMI2 and ADX), with MulSmall for a24.",
			helpers: montgomeryMulSmall + montgomeryCswap(4), inline: fp25519x64Inline,
			asm: ladderAsm("Fp25519x64ADX", true, "MULX, ADCX and ADOX"),
		},
		{
			name: "Fp448", file: "zz_ladder_fp448.go",
			imports: []string{"github.com/curvekit/curvekit/field/fp448"},
			elem:    "fp448.Element", field: "fp448.Field",
			doc:     "the field of 2^448 − 2^224 − 1 (curve448), with MulSmall for a24 (only when a24 fits in 32 bits).",
			helpers: montgomeryMulSmall + montgomeryCswap(8),
		},
	}, primeLadderTargets()...),
}

// primeLadderTargets are the field.Prime views for the ladder: their cswap
// exchanges the limbs an element of the view can hold (4 for the 4-limb
// views, whose higher limbs are zero in every element, else all 9).
func primeLadderTargets() []target {
	ts := retarget(primeTargets(), "zz_ladder_prime.go", montgomeryMul+montgomeryCswap(9))
	for i := range ts {
		if strings.HasPrefix(ts[i].name, "Prime4") {
			ts[i].helpers = montgomeryMul + montgomeryCswap(4)
		}
	}
	return ts
}
