package ctcheck_test

import (
	"fmt"
	"testing"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fnk256"
	"github.com/curvekit/curvekit/field/fnr256"
	"github.com/curvekit/curvekit/field/fnr384"
	"github.com/curvekit/curvekit/field/fnr521"
	"github.com/curvekit/curvekit/field/fpk256"
	"github.com/curvekit/curvekit/field/fpr256"
	"github.com/curvekit/curvekit/field/fpr384"
	"github.com/curvekit/curvekit/field/fpr521"
	"github.com/curvekit/curvekit/field/tower"
)

// keepEngines links the engines' constructors, which reach every
// generated formula they can pick, and the operations that call each
// formula, into the test binary.
var keepEngines = []any{
	weierstrass.New[fpr256.Element, fnr256.Element],
	weierstrass.New[fpk256.Element, fnk256.Element],
	weierstrass.New[fpr384.Element, fnr384.Element],
	weierstrass.New[fpr521.Element, fnr521.Element],
	weierstrass.New[field.PrimeElement, field.PrimeElement],
	weierstrass.New[tower.Fp2Element[field.PrimeElement], field.PrimeElement],
	(*weierstrass.Point[fpr256.Element, fnr256.Element]).ScalarMult,
	(*weierstrass.Point[fpr256.Element, fnr256.Element]).ScalarBaseMult,
	(*weierstrass.Point[fpr256.Element, fnr256.Element]).DoubleScalarMultVarTime,
	(*weierstrass.Point[fpr256.Element, fnr256.Element]).Add,
	(*weierstrass.Point[fpr256.Element, fnr256.Element]).Double,
}

// weierstrassTargets are the types of curves/weierstrass's generated
// formulas (internal/enginegen's targets).
func weierstrassTargets() []string {
	ts := []string{"arithFpr256", "arithFpr256ADX", "arithFpk256", "arithFpr384", "arithFpr521"}
	for _, m1 := range []string{"", "M1"} {
		for n := 4; n <= 9; n++ {
			ts = append(ts, fmt.Sprintf("arithPrime%d%s", n, m1))
		}
	}
	return append(ts, "arithFp2Prime4", "arithFp2Prime6")
}

// weierstrassConstantTime are the constant-time formulas of
// curves/weierstrass (formulas.go, formulas_special.go, jacobian.go). The
// dispatching methods add, addAffine, double and jDouble, which switch on
// the curve's (public) a, the doubling chains doubleN and jDoubleN, which
// loop over a public count and call the checked jDouble* and conversions,
// and the VarTime additions are not checked.
var weierstrassConstantTime = []string{
	"addGeneral", "addAffineGeneral", "doubleGeneral",
	"addMinus3", "addAffineMinus3", "doubleMinus3",
	"addZero", "addAffineZero", "doubleZero",
	"jDoubleMinus3", "jDoubleZero", "jDoubleGeneral",
	"jAddCT", "jAddAffineCT", "jFromProjective", "jToProjectiveCT",
}

// TestGeneratedFormulasConstantTime checks every constant-time formula of
// every generated specialisation of the engines for branches, divisions
// and unchecked calls, with the field kernels they call.
func TestGeneratedFormulasConstantTime(t *testing.T) {
	c := checker(t)
	// objdump does not decode MULX, ADCX and ADOX; field/fpr256's
	// TestMulADXStraightLine checks that assembly at the source level.
	adx := "checked at the source level by field/fpr256's TestMulADXStraightLine"
	c.Trusted = map[string]string{
		module + "field/fpr256.mulADXAsm.abi0":    adx,
		module + "field/fpr256.squareADXAsm.abi0": adx,
	}
	// Nor the ADX doubling enginegen writes for arithFpr256ADX (the same
	// SparseADX kernels inline, internal/asmgen); curves/weierstrass's
	// TestEngineAsmStraightLine checks its source, as it does the MULQ
	// doubling's, which is disassembled below.
	c.Trusted[module+"curves/weierstrass.jDoubleMinus3Fpr256ADXAsm.abi0"] = "checked at the source level by curves/weierstrass's TestEngineAsmStraightLine"
	// Nor its Jacobian additions jSum (called by jAddVarTime) and jAddCT,
	// likewise.
	c.Trusted[module+"curves/weierstrass.jSumFpr256ADXAsm.abi0"] = "checked at the source level by curves/weierstrass's TestEngineAsmStraightLine"
	c.Trusted[module+"curves/weierstrass.jAddCTFpr256ADXAsm.abi0"] = "checked at the source level by curves/weierstrass's TestEngineAsmStraightLine"
	trustPrime4M1(c)
	// The Fp2 targets' products over Prime4 and Prime6 add x0 + x1 with sum4
	// or sum6, which choose an unreduced or a reduced sum by p's bit length.
	public := "branches on the bit length of p only (public); TestGeneratedFp2FormulasMatchGeneric checks the sums"
	c.Trusted[module+"field.sum4"] = public
	c.Trusted[module+"field.sum6"] = public
	// Over Prime4 and Prime6 they multiply and square with Fp2MulMinusOne
	// and Fp2SquareMinusOne, whose one branch (fp2Fused) is on p alone: the
	// whole-Fp2 kernel or the composition of the base kernels. Both arms'
	// kernels (fp2MulLazy4Asm, fp2Square4Asm, fp2MulLazy6Asm,
	// fp2Square6Asm; montMul4Asm, add4Asm, sub4Asm …) are checked by
	// TestFieldsConstantTime's Prime entry.
	fused := "branches on the public shape of p only (fp2Fused); both arms' kernels are checked by TestFieldsConstantTime's Prime entry"
	c.Trusted[module+"field.Prime4.Fp2MulMinusOne"] = fused
	c.Trusted[module+"field.Prime4.Fp2SquareMinusOne"] = fused
	c.Trusted[module+"field.Prime6.Fp2MulMinusOne"] = fused
	c.Trusted[module+"field.Prime6.Fp2SquareMinusOne"] = fused
	t.Logf("%d engine constructors linked", len(keepEngines))
	for _, typ := range weierstrassTargets() {
		t.Run("weierstrass/"+typ, func(t *testing.T) {
			for _, m := range weierstrassConstantTime {
				sym := fmt.Sprintf("%scurves/weierstrass.(*%s).%s", module, typ, m)
				if typ == "arithFpr256" && m == "jAddCT" && !builtWithTag("purego") {
					// Likewise only a call of the assembly addition, which
					// objdump decodes (MULQ).
					sym = module + "curves/weierstrass.jAddCTFpr256Asm.abi0"
				}
				if typ == "arithFpr256ADX" && m == "jAddCT" && !builtWithTag("purego") {
					// Likewise inlined: the assembly, trusted above.
					sym = module + "curves/weierstrass.jAddCTFpr256ADXAsm.abi0"
				}
				if typ == "arithFpr256" && m == "jDoubleMinus3" && !builtWithTag("purego") {
					// The generated method only calls the assembly doubling
					// (enginegen's asm target) and is inlined into every
					// caller: the assembly is what runs, and objdump decodes
					// it (MULQ, no MULX).
					sym = module + "curves/weierstrass.jDoubleMinus3Fpr256Asm.abi0"
				}
				if typ == "arithFpr256ADX" && m == "jDoubleMinus3" && !builtWithTag("purego") {
					// Likewise inlined: the assembly, trusted above.
					sym = module + "curves/weierstrass.jDoubleMinus3Fpr256ADXAsm.abi0"
				}
				for _, f := range check(t, c, sym) {
					t.Error(f)
				}
			}
		})
	}
}
