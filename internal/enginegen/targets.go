package main

import (
	"fmt"
	"strings"

	"github.com/curvekit/curvekit/internal/asmgen"
)

// engine describes one engine whose formulas enginegen specialises.
//
// Another engine joins by adding an entry to engines: its package name, the
// files that hold its hand-written formulas, the generic receiver type whose
// methods they are (with its type parameter, the element type), the
// methods each target writes itself (if any), and its targets. The engine
// then needs, in its own package:
//
//   - the formulas as methods of receiver[E], calling the field through a
//     local `f := k.f` (or k.f directly) and taking their temporaries as a
//     typed scratch parameter (for the generic path, whose field calls make
//     pointers escape, the scratch lives in a pooled workspace);
//   - an unexported interface listing the methods it calls, implemented by
//     *receiver[E] and by each generated *receiver<Target>;
//   - one function that picks the implementation by a type switch on the
//     field (and, where a target needs processor features, internal/cpu),
//     called once at construction;
//   - a `//go:generate go run ../../internal/enginegen <name>` line;
//   - a test that every target computes exactly what the generic formulas
//     compute.
type engine struct {
	name      string   // the command-line name, e.g. "weierstrass"
	pkg       string   // the package name of the generated files
	files     []string // the files holding the formulas, relative to the package directory
	receiver  string   // the generic receiver type of the formulas, e.g. "arith"
	typeParam string   // its type parameter, the element type, e.g. "E"
	fieldVar  string   // the variable the formulas call the field through, e.g. "f"
	// provided are methods of receiver that each target writes from its
	// helpers template instead of copying them.
	provided []string
	targets  []target
}

// target is one concrete field an engine's formulas are specialised for.
type target struct {
	name      string   // the suffix of the generated type: receiver + name
	file      string   // the generated file; targets sharing a file share its imports
	buildTags string   // a //go:build constraint for the file, or ""
	imports   []string // the packages elem and field need
	elem      string   // the element type, e.g. "fpr256.Element"
	field     string   // the concrete field type, e.g. "fpr256.Field"
	doc       string   // the rest of the generated type's doc comment
	// helpers is Go source for the engine's provided methods, with {{T}}
	// standing for the generated type and {{E}} for elem.
	helpers string
	// inline maps a field method to the statement that replaces a call
	// statement fieldVar.Method(args) in the copied formulas, {1}, {2}, …
	// standing for the arguments' text ({1p}: in parentheses unless it is
	// an identifier): the field's own arithmetic split
	// into pieces the compiler inlines, where the method as a whole is too
	// large to be inlined (its doc says the pieces compute the method).
	inline map[string]string
	// asm, if not nil, is a formula of the target emitted as one assembly
	// function (asm.go).
	asm *asmFormula
	// asmMore are further formulas of the target in assembly, each in its
	// own files; asm's constant selects them too.
	asmMore []*asmFormula
}

// asmFormulas returns t's formulas in assembly: asm first, then asmMore.
func (t target) asmFormulas() []*asmFormula {
	if t.asm == nil {
		return nil
	}
	return append([]*asmFormula{t.asm}, t.asmMore...)
}

// engines are the engines enginegen knows, by name.
var engines = map[string]engine{
	"weierstrass": weierstrass,
	"edwards":     edwards,
	"montgomery":  montgomery,
}

// weierstrassMul are the constant multiplications of curves/weierstrass for
// a field without MulSmall: by a, b and 3·b as field elements.
const weierstrassMul = `// mulA sets z = a·x (general a only).
func (k *{{T}}) mulA(z, x *{{E}}) { k.f.Mul(z, &k.a, x) }

// mulB sets z = b·x.
func (k *{{T}}) mulB(z, x *{{E}}) { k.f.Mul(z, &k.b, x) }

// mulB3 sets z = 3·b·x.
func (k *{{T}}) mulB3(z, x *{{E}}) { k.f.Mul(z, &k.b3, x) }
`

// weierstrassMulSmall are the constant multiplications for a field with
// MulSmall, used only for curves whose b and 3·b fit in 32 bits (New checks
// that before it picks the target).
const weierstrassMulSmall = `// mulA sets z = a·x (general a only).
func (k *{{T}}) mulA(z, x *{{E}}) { k.f.Mul(z, &k.a, x) }

// mulB sets z = b·x, b being small.
func (k *{{T}}) mulB(z, x *{{E}}) { k.f.MulSmall(z, x, k.bSm) }

// mulB3 sets z = 3·b·x, 3·b being small.
func (k *{{T}}) mulB3(z, x *{{E}}) { k.f.MulSmall(z, x, k.b3Sm) }
`

// weierstrass is curves/weierstrass: the complete projective formulas of
// RCB16 and the Jacobian formulas of the EFD.
var weierstrass = engine{
	name:      "weierstrass",
	pkg:       "weierstrass",
	files:     []string{"formulas.go", "formulas_special.go", "jacobian.go", "doublechain.go"},
	receiver:  "arith",
	typeParam: "E",
	fieldVar:  "f",
	provided:  []string{"mulA", "mulB", "mulB3"},
	targets: append([]target{
		{
			name: "Fpr256", file: "zz_formulas_fpr256.go",
			imports: []string{"github.com/curvekit/curvekit/field/fpr256"},
			elem:    "fpr256.Element", field: "fpr256.Field",
			doc:     "the P-256 base field, its multiplication in the baseline assembly.",
			helpers: weierstrassMul, inline: limbsInlineSubModulus("fpr256"),
			asm: &asmFormula{
				method: "jDoubleMinus3", fn: "jDoubleMinus3Fpr256Asm",
				sFile: "zz_jdouble_fpr256_amd64.s", goFile: "zz_jdouble_fpr256_amd64.go", otherFile: "zz_jdouble_fpr256_other.go",
				point: "jacobian", scratch: "jscratch",
				field: p256Sparse, doc: "the P-256 base field on baseline x86-64 (MULQ)",
			},
			asmMore: jAddAsm("Fpr256", p256Sparse, "the P-256 base field on baseline x86-64 (MULQ)"),
		},
		{
			name: "Fpr256ADX", file: "zz_formulas_fpr256.go",
			imports: []string{"github.com/curvekit/curvekit/field/fpr256"},
			elem:    "fpr256.Element", field: "fpr256.FieldADX",
			doc:     "the P-256 base field, its multiplication on MULX, ADCX and ADOX (only on processors with BMI2 and ADX).",
			helpers: weierstrassMul, inline: limbsInlineSubModulus("fpr256"),
			// pickBackend chooses this target only on processors with BMI2
			// and ADX, so its assembly runs MULX, ADCX and ADOX unchecked.
			asm: &asmFormula{
				method: "jDoubleMinus3", fn: "jDoubleMinus3Fpr256ADXAsm",
				sFile: "zz_jdouble_fpr256adx_amd64.s", goFile: "zz_jdouble_fpr256adx_amd64.go", otherFile: "zz_jdouble_fpr256adx_other.go",
				point: "jacobian", scratch: "jscratch",
				field: asmgen.SparseADX{Sparse: p256Sparse}, doc: "the P-256 base field on MULX, ADCX and ADOX (BMI2 and ADX)",
			},
			asmMore: jAddAsm("Fpr256ADX", asmgen.SparseADX{Sparse: p256Sparse}, "the P-256 base field on MULX, ADCX and ADOX (BMI2 and ADX)"),
		},
		{
			name: "Fpk256", file: "zz_formulas_fpk256.go",
			imports: []string{"github.com/curvekit/curvekit/field/fpk256"},
			elem:    "fpk256.Element", field: "fpk256.Field",
			doc:     "the secp256k1 base field, with MulSmall for the small curve constants (only when 3·b fits in 32 bits).",
			helpers: weierstrassMulSmall, inline: limbsInline("fpk256"),
		},
		{
			name: "Fpr384", file: "zz_formulas_fpr384.go",
			imports: []string{"github.com/curvekit/curvekit/field/fpr384"},
			elem:    "fpr384.Element", field: "fpr384.Field",
			doc:     "the P-384 base field (6-limb Montgomery).",
			helpers: weierstrassMul,
		},
		{
			name: "Fpr521", file: "zz_formulas_fpr521.go",
			imports: []string{"github.com/curvekit/curvekit/field/fpr521"},
			elem:    "fpr521.Element", field: "fpr521.Field",
			doc:     "the P-521 base field (9-limb Montgomery).",
			helpers: weierstrassMul,
		},
	}, append(primeTargets(), fp2Targets()...)...),
}

// jAddAsm are the Jacobian additions of target name in assembly, their
// field arithmetic kernels': jSum, which leaves the sum, H and r in the
// scratch, and jAddCT, jSum inline with its masked choices of the identity
// cases. The scratch holds results of both, so it is an argument
// (scratchArg).
func jAddAsm(name string, kernels asmgen.Kernels, doc string) []*asmFormula {
	var as []*asmFormula
	for _, m := range []string{"jSum", "jAddCT"} {
		file := "zz_" + strings.ToLower(m+"_"+name)
		as = append(as, &asmFormula{
			method: m, fn: m + name + "Asm",
			sFile: file + "_amd64.s", goFile: file + "_amd64.go", otherFile: file + "_other.go",
			point: "jacobian", scratch: "jscratch", scratchArg: true,
			field: kernels, doc: doc,
		})
	}
	return as
}

// p256Sparse are the baseline kernels of field/fpr256 (p = 2^256 − 2^224 +
// 2^192 + 2^96 − 1, limbs least significant first; the P-256 shape with
// s = 32).
var p256Sparse = asmgen.Sparse{P: []uint64{0xffffffffffffffff, 0x00000000ffffffff, 0, 0xffffffff00000001}, S: 32}

// limbsInline expands Add and Sub of a 4-limb fixed field pkg into its
// exported pieces (AddLimbs and ReduceOnce, SubLimbs and AddBack), each of
// which the compiler inlines where Add and Sub as a whole are calls.
func limbsInline(pkg string) map[string]string {
	dst := "{1p}[0], {1p}[1], {1p}[2], {1p}[3]"
	return map[string]string{
		"Add": dst + " = " + pkg + ".ReduceOnce(" + pkg + ".AddLimbs({2}, {3}))",
		"Sub": dst + " = " + pkg + ".AddBack(" + pkg + ".SubLimbs({2}, {3}))",
	}
}

// limbsInlineSubModulus is limbsInline for a field that also exports
// SubModulus and SelectLimbs, whose Add becomes AddLimbs, SubModulus and
// AddBack: the reduction as a subtraction of p and a masked addition of p,
// fewer instructions than ReduceOnce's masked choice; and whose Select
// becomes SelectLimbs, inlined where Select is a call (the six masked
// choices of each jAddCT); Mul and Square become the field's MulFlat and
// SquareFlat, which call the kernel from their own line and so leave no
// inline-mark NOP per product in the formulas.
func limbsInlineSubModulus(pkg string) map[string]string {
	m := limbsInline(pkg)
	m["Add"] = "{1p}[0], {1p}[1], {1p}[2], {1p}[3] = " + pkg + ".AddBack(" + pkg + ".SubModulus(" + pkg + ".AddLimbs({2}, {3})))"
	m["Select"] = "{1p}[0], {1p}[1], {1p}[2], {1p}[3] = " + pkg + ".SelectLimbs({2}, {3}, {4})"
	m["Mul"] = "f.MulFlat({1}, {2}, {3})"
	m["Square"] = "f.SquareFlat({1}, {2})"
	return m
}

// primeTargets are the views of field.Prime, one per limb count and modulus
// shape, the 4-limb view of the Crandall moduli, and the 4-limb and 6-limb
// views on BMI2/ADX (field.Prime.Specialize).
func primeTargets() []target {
	var ts []target
	for _, m1 := range []bool{false, true} {
		for n := 4; n <= 9; n++ {
			name := fmt.Sprintf("Prime%d", n)
			doc := fmt.Sprintf("a field.Prime of %d limbs.", n)
			if m1 {
				name += "M1"
				doc = fmt.Sprintf("a field.Prime of %d limbs with p ≡ −1 (mod 2^64).", n)
			}
			t := target{
				name: name, file: "zz_formulas_prime.go",
				imports: []string{"github.com/curvekit/curvekit/field"},
				elem:    "field.PrimeElement", field: "field." + name,
				doc:     doc,
				helpers: weierstrassMul,
			}
			if n == 4 {
				t.inline = prime4Inline
			}
			ts = append(ts, t)
		}
	}
	return append(ts, target{
		name: "Prime4C", file: "zz_formulas_prime.go",
		imports: []string{"github.com/curvekit/curvekit/field"},
		elem:    "field.PrimeElement", field: "field.Prime4C",
		doc:     "a field.Prime over a Crandall modulus 2^(256−s) − d, its multiplication folding the high half in (processors without BMI2 and ADX, and the purego build).",
		helpers: weierstrassMul, inline: prime4Inline,
	}, target{
		name: "Prime4ADX", file: "zz_formulas_prime.go",
		imports: []string{"github.com/curvekit/curvekit/field"},
		elem:    "field.PrimeElement", field: "field.Prime4ADX",
		doc:     "a field.Prime of 4 limbs, its multiplication on MULX, ADCX and ADOX (only on processors with BMI2 and ADX).",
		helpers: weierstrassMul, inline: prime4Inline,
	}, target{
		name: "Prime6ADX", file: "zz_formulas_prime.go",
		imports: []string{"github.com/curvekit/curvekit/field"},
		elem:    "field.PrimeElement", field: "field.Prime6ADX",
		doc:     "a field.Prime of 6 limbs below 2^383, its multiplication on MULX, ADCX and ADOX (only on processors with BMI2 and ADX).",
		helpers: weierstrassMul,
	})
}

// prime4Inline expands Add and Sub of the 4-limb field.Prime views, called
// through the formulas' local f, into their exported pieces (AddLimbs4,
// SubP and AddBack; SubLimbs4 and AddBack), each of which the compiler
// inlines where Add and Sub as a whole are calls.
var prime4Inline = map[string]string{
	"Add": "{1p}[0], {1p}[1], {1p}[2], {1p}[3] = f.AddBack(f.SubP(field.AddLimbs4({2}, {3})))",
	"Sub": "{1p}[0], {1p}[1], {1p}[2], {1p}[3] = f.AddBack(field.SubLimbs4({2}, {3}))",
}

// weierstrassFp2 is the field of a target over tower.Fp2 with u² = −1 on
// a view {{V}} of field.Prime (see fp2Targets), written once and copied per
// view with {{F}} standing for its type name, followed by the constant
// multiplications of weierstrassMul. The products and sums are the view's
// whole-Fp2 operations (field/prime_quad.go), the ones tower.Fp2 calls
// through an interface for such a base; the rest works coefficient by coefficient.
const weierstrassFp2 = `// {{F}} is the tower.Fp2 with u² = −1 over field.{{V}}, called
// directly: Add, Sub, Mul and Square are the view's whole-Fp2 operations,
// the ones the tower.Fp2 calls through an interface; the others work on
// each coefficient with the view, as the tower.Fp2's do with its base (the
// zero value of field.PrimeElement is 0).
type {{F}} struct {
	k field.{{V}}
}

// Add sets z = x + y.
func (f {{F}}) Add(z, x, y *{{E}}) { f.k.Fp2Add(&z.C0, &z.C1, &x.C0, &x.C1, &y.C0, &y.C1) }

// Sub sets z = x − y.
func (f {{F}}) Sub(z, x, y *{{E}}) { f.k.Fp2Sub(&z.C0, &z.C1, &x.C0, &x.C1, &y.C0, &y.C1) }

// Mul sets z = x·y.
func (f {{F}}) Mul(z, x, y *{{E}}) {
	f.k.Fp2MulMinusOne(&z.C0, &z.C1, &x.C0, &x.C1, &y.C0, &y.C1)
}

// Square sets z = x².
func (f {{F}}) Square(z, x *{{E}}) { f.k.Fp2SquareMinusOne(&z.C0, &z.C1, &x.C0, &x.C1) }

// Neg sets z = −x.
func (f {{F}}) Neg(z, x *{{E}}) {
	f.k.Neg(&z.C0, &x.C0)
	f.k.Neg(&z.C1, &x.C1)
}

// Zero sets z = 0.
func (f {{F}}) Zero(z *{{E}}) { *z = {{E}}{} }

// One sets z = 1.
func (f {{F}}) One(z *{{E}}) {
	f.k.One(&z.C0)
	z.C1 = field.PrimeElement{}
}

// Equal returns 1 if x = y and 0 otherwise.
func (f {{F}}) Equal(x, y *{{E}}) int { return f.k.Equal(&x.C0, &y.C0) & f.k.Equal(&x.C1, &y.C1) }

// IsZero returns 1 if x = 0 and 0 otherwise.
func (f {{F}}) IsZero(x *{{E}}) int { return f.k.IsZero(&x.C0) & f.k.IsZero(&x.C1) }

// Select sets z = a if cond is 1 and z = b if cond is 0.
func (f {{F}}) Select(z, a, b *{{E}}, cond int) {
	f.k.Select(&z.C0, &a.C0, &b.C0, cond)
	f.k.Select(&z.C1, &a.C1, &b.C1, cond)
}

`

// fp2Targets are tower.Fp2 with u² = −1 (BN254's and BLS12-381's G2) over
// the views field.Prime.Specialize picks for their base fields: the 4-limb
// and 6-limb views, on BMI2/ADX and without.
func fp2Targets() []target {
	var ts []target
	for _, v := range []struct{ view, doc string }{
		{"Prime4", "a field.Prime of 4 limbs (BN254's Fp2 without BMI2 and ADX)."},
		{"Prime6", "a field.Prime of 6 limbs (BLS12-381's Fp2 without BMI2 and ADX)."},
		{"Prime4ADX", "a field.Prime of 4 limbs on MULX, ADCX and ADOX (BN254's Fp2; only on processors with BMI2 and ADX)."},
		{"Prime6ADX", "a field.Prime of 6 limbs below 2^383 on MULX, ADCX and ADOX (BLS12-381's Fp2; only on processors with BMI2 and ADX)."},
	} {
		fieldType := "fp2" + v.view
		r := strings.NewReplacer("{{F}}", fieldType, "{{V}}", v.view)
		ts = append(ts, target{
			name: "Fp2" + v.view, file: "zz_formulas_fp2.go",
			imports: []string{"github.com/curvekit/curvekit/field", "github.com/curvekit/curvekit/field/tower"},
			elem:    "tower.Fp2Element[field.PrimeElement]", field: fieldType,
			doc:     "the tower.Fp2 with u² = −1 over " + v.doc,
			helpers: r.Replace(weierstrassFp2) + weierstrassMul,
		})
	}
	return ts
}
