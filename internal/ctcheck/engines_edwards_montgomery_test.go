package ctcheck_test

import (
	"fmt"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/curvekit/curvekit/curves/edwards"
	"github.com/curvekit/curvekit/curves/montgomery"
	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fn25519"
	"github.com/curvekit/curvekit/field/fn448"
	"github.com/curvekit/curvekit/field/fp25519"
	"github.com/curvekit/curvekit/field/fp448"
)

// keepEdwards links curves/edwards's and curves/montgomery's constructors, which reach every
// generated formula they can pick, and the constant-time operations that
// call them, into the test binary.
var keepEdwards = []any{
	edwards.New[fp25519.Element, fn25519.Element],
	edwards.New[fp448.Element, fn448.Element],
	edwards.New[field.PrimeElement, field.PrimeElement],
	(*edwards.Point[fp25519.Element, fn25519.Element]).ScalarMult,
	(*edwards.Point[fp25519.Element, fn25519.Element]).ScalarBaseMult,
	(*edwards.Point[fp25519.Element, fn25519.Element]).ScalarBaseMultPair,
	(*edwards.Point[fp25519.Element, fn25519.Element]).Add,
	(*edwards.Point[fp448.Element, fn448.Element]).ScalarMult,
	(*edwards.Point[fp448.Element, fn448.Element]).ScalarBaseMult,
	(*edwards.Point[field.PrimeElement, field.PrimeElement]).ScalarMult,
	montgomery.New[fp25519.Element],
	montgomery.New[fp448.Element],
	montgomery.New[field.PrimeElement],
	(*montgomery.Curve[fp25519.Element]).ScalarMult,
	(*montgomery.Curve[fp448.Element]).ScalarMult,
	(*montgomery.Curve[field.PrimeElement]).ScalarMult,
}

// edwardsTargets are the types of curves/edwards's generated formulas
// (internal/enginegen's targets), and of curves/montgomery's ladders (but
// for curve25519, whose ladders are arithFp25519x64 and arithFp25519x64ADX
// in radix 2^64).
func edwardsTargets() []string {
	ts := []string{"arithFp25519", "arithFp448"}
	for _, m1 := range []string{"", "M1"} {
		for n := 4; n <= 9; n++ {
			ts = append(ts, fmt.Sprintf("arithPrime%d%s", n, m1))
		}
	}
	return ts
}

// edwardsConstantTime are the straight-line formulas of curves/edwards
// (formulas.go, coordinates.go). The methods that pick one of them by the
// curve's a or by whether they subtract (addCached, addAffine, double,
// toCached, the chained forms), both public, are not checked themselves;
// every field operation they make outside these is a single Mul, Add or
// Neg, checked with the fields.
var edwardsConstantTime = []string{
	"sumMinusOne", "sumGeneral",
	"doubleSquares", "doubleMinusOne", "doubleOne", "doubleGeneral",
	"toExtended", "toProjective", "toCachedMinusOne", "equal",
}

// TestGeneratedEdwardsFormulasConstantTime checks every straight-line
// formula of every generated specialisation of curves/edwards for
// branches, divisions and unchecked calls, with the field kernels they
// call.
func TestGeneratedEdwardsFormulasConstantTime(t *testing.T) {
	c := checker(t)
	trustPrime4M1(c)
	t.Logf("%d engine constructors linked", len(keepEdwards))
	for _, typ := range edwardsTargets() {
		t.Run("edwards/"+typ, func(t *testing.T) {
			for _, m := range edwardsConstantTime {
				sym := fmt.Sprintf("%scurves/edwards.(*%s).%s", module, typ, m)
				for _, f := range check(t, c, sym) {
					t.Error(f)
				}
			}
		})
	}
}

// TestGeneratedLadderConstantTime checks the step and the conditional swap
// of every generated specialisation of curves/montgomery's ladder for
// branches, divisions and unchecked calls, with the field kernels they
// call. The ladder's loop itself branches on the public bit count only.
func TestGeneratedLadderConstantTime(t *testing.T) {
	c := checker(t)
	c.Trusted = map[string]string{
		module + "field/fp448.MulSmall": "its one branch closes a loop over the 8 limbs, a fixed trip count",
	}
	// objdump does not decode MULX, ADCX and ADOX; field/fp25519's
	// TestMul64ADXStraightLine checks that assembly at the source level.
	c.Trusted[module+"field/fp25519.mul64ADXAsm.abi0"] = "checked at the source level by field/fp25519's TestMul64ADXStraightLine"
	c.Trusted[module+"field/fp25519.square64ADXAsm.abi0"] = "checked at the source level by field/fp25519's TestMul64ADXStraightLine"
	// curve25519's ladder is one generated assembly function on amd64
	// (enginegen's asm target with its loop, zz_ladder_fp25519x64*_amd64.s),
	// which the generated ladder calls: the MULQ function is checked below,
	// its one loop allowed as a loop counted by DI (CountedLoops); the ADX
	// one at the source level by curves/montgomery's
	// TestLadderAsmStraightLine.
	c.Trusted[module+"curves/montgomery.ladderFp25519x64ADXAsm.abi0"] = "checked at the source level by curves/montgomery's TestLadderAsmStraightLine"
	c.CountedLoops = map[string]string{module + "curves/montgomery.ladderFp25519x64Asm.abi0": "DI"}
	trustPrime4M1(c)
	// curve25519's ladder runs in radix 2^64 only (arithFp25519x64 on
	// Field64's MULQ kernels, which objdump decodes, or on portable Go;
	// arithFp25519x64ADX): curves/montgomery has no radix-2^51 ladder.
	ladders := append([]string{"arithFp25519x64", "arithFp25519x64ADX"}, edwardsTargets()...)
	ladders = slices.DeleteFunc(ladders, func(typ string) bool { return typ == "arithFp25519" })
	for _, typ := range ladders {
		t.Run("montgomery/"+typ, func(t *testing.T) {
			syms := []string{}
			for _, m := range []string{"ladderStep", "cswap"} {
				syms = append(syms, fmt.Sprintf("%scurves/montgomery.(*%s).%s", module, typ, m))
			}
			if strings.HasPrefix(typ, "arithFp25519x64") && !builtWithTag("purego") && runtime.GOARCH == "amd64" {
				syms = append(syms, module+"curves/montgomery.ladder"+strings.TrimPrefix(typ, "arith")+"Asm.abi0")
			}
			for _, sym := range syms {
				for _, f := range check(t, c, sym) {
					t.Error(f)
				}
			}
		})
	}
}
