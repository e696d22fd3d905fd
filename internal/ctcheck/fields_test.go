package ctcheck_test

import (
	"fmt"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fn25519"
	"github.com/curvekit/curvekit/field/fn448"
	"github.com/curvekit/curvekit/field/fnk256"
	"github.com/curvekit/curvekit/field/fnr256"
	"github.com/curvekit/curvekit/field/fnr384"
	"github.com/curvekit/curvekit/field/fnr521"
	"github.com/curvekit/curvekit/field/fp25519"
	"github.com/curvekit/curvekit/field/fp448"
	"github.com/curvekit/curvekit/field/fpk256"
	"github.com/curvekit/curvekit/field/fpr256"
	"github.com/curvekit/curvekit/field/fpr384"
	"github.com/curvekit/curvekit/field/fpr521"
)

// checkedField lists the functions of one field that must be free of
// data-dependent branches.
type checkedField struct {
	name string
	// funcs are checked by the symbol of the function value; referencing
	// them here also keeps them linked into the test binary.
	funcs []any
	// symbols are checked by name: unexported kernels, linked through the
	// exported methods in keep (being in this package-level table is what
	// keeps funcs and keep in the binary).
	symbols []string
	keep    []any
	// pending, when set, says which known findings await a fix by the
	// field's owner: they are logged and the subtest is skipped. A pending
	// field that comes out clean fails, so that the note cannot go stale.
	pending string
}

// checkedFields are the fields whose packages exist. A fixed-field package
// joins this list when it lands.
var checkedFields = []checkedField{
	{name: "fp25519", funcs: []any{
		fp25519.Field.Mul, fp25519.Field.Square, fp25519.Field.Add, fp25519.Field.Sub, fp25519.Field.Neg,
		fp25519.Field.Select, fp25519.Field.Equal, fp25519.Field.IsZero, fp25519.Field.Sgn0,
		fp25519.Field.Inverse, // safegcd: internal/safegcd
		fp25519.Field.MulSmall,
		// The radix-2^64 representation of the X25519 ladder, and the
		// conversions at its ends.
		fp25519.Field64.Mul, fp25519.Field64.Square, fp25519.Field64.Add, fp25519.Field64.Sub,
		fp25519.Field64.MulSmall, fp25519.Field.Element64, fp25519.Field.SetElement64,
	}},
	{name: "fp448", funcs: []any{
		fp448.Field.Mul, fp448.Field.Square, fp448.Field.Add, fp448.Field.Sub, fp448.Field.Neg,
		fp448.Field.Select, fp448.Field.Equal, fp448.Field.IsZero, fp448.Field.Sgn0,
	}},
	{name: "fpk256", funcs: []any{
		fpk256.Field.Mul, fpk256.Field.Square, fpk256.Field.Add, fpk256.Field.Sub, fpk256.Field.Neg,
		fpk256.Field.Select, fpk256.Field.Equal, fpk256.Field.IsZero, fpk256.Field.Sgn0,
		fpk256.Field.Inverse, // safegcd: internal/safegcd
		fpk256.Field.MulSmall,
	}},
	{name: "fn25519", funcs: []any{
		fn25519.Field.Mul, fn25519.Field.Square, fn25519.Field.Add, fn25519.Field.Sub, fn25519.Field.Neg,
		fn25519.Field.Select, fn25519.Field.Equal, fn25519.Field.IsZero, fn25519.Field.Sgn0,
		fn25519.Field.Inverse, // safegcd: internal/safegcd
	}},
	{name: "fn448", funcs: []any{
		fn448.Field.Mul, fn448.Field.Square, fn448.Field.Add, fn448.Field.Sub, fn448.Field.Neg,
		fn448.Field.Select, fn448.Field.Equal, fn448.Field.IsZero, fn448.Field.Sgn0,
		// Inverse: safegcd.Wide's loop of a public count over the kernels
		// that the Prime entry checks (primeKernelSymbols).
	}},
	{name: "fpr384", funcs: []any{
		fpr384.Field.Mul, fpr384.Field.Square, fpr384.Field.Add, fpr384.Field.Sub, fpr384.Field.Neg,
		fpr384.Field.Select, fpr384.Field.Equal, fpr384.Field.IsZero, fpr384.Field.Sgn0,
		// Inverse: safegcd.Wide's loop of a public count over the kernels
		// that the Prime entry checks (primeKernelSymbols).
	}},
	{name: "fnr384", funcs: []any{
		fnr384.Field.Mul, fnr384.Field.Square, fnr384.Field.Add, fnr384.Field.Sub, fnr384.Field.Neg,
		fnr384.Field.Select, fnr384.Field.Equal, fnr384.Field.IsZero, fnr384.Field.Sgn0,
		// Inverse: safegcd.Wide's loop of a public count over the kernels
		// that the Prime entry checks (primeKernelSymbols).
	}},
	{name: "fpr521", funcs: []any{
		fpr521.Field.Mul, fpr521.Field.Square, fpr521.Field.Add, fpr521.Field.Sub, fpr521.Field.Neg,
		fpr521.Field.Select, fpr521.Field.Equal, fpr521.Field.IsZero, fpr521.Field.Sgn0,
		// Inverse: safegcd.Wide's loop of a public count over the kernels
		// that the Prime entry checks (primeKernelSymbols).
	}},
	{name: "fnr521", funcs: []any{
		fnr521.Field.Mul, fnr521.Field.Square, fnr521.Field.Add, fnr521.Field.Sub, fnr521.Field.Neg,
		fnr521.Field.Select, fnr521.Field.Equal, fnr521.Field.IsZero, fnr521.Field.Sgn0,
		// Inverse: safegcd.Wide's loop of a public count over the kernels
		// that the Prime entry checks (primeKernelSymbols).
	}},
	{name: "fpr256", funcs: []any{
		fpr256.Field.Mul, fpr256.Field.Square, fpr256.Field.Add, fpr256.Field.Sub, fpr256.Field.Neg,
		fpr256.Field.Select, fpr256.Field.Equal, fpr256.Field.IsZero, fpr256.Field.Sgn0,
		fpr256.Field.Inverse, // safegcd: internal/safegcd
	}},
	{name: "fnr256", funcs: []any{
		fnr256.Field.Mul, fnr256.Field.Square, fnr256.Field.Add, fnr256.Field.Sub, fnr256.Field.Neg,
		fnr256.Field.Select, fnr256.Field.Equal, fnr256.Field.IsZero, fnr256.Field.Sgn0,
		fnr256.Field.Inverse, // safegcd: internal/safegcd
	}},
	{name: "fnk256", funcs: []any{
		fnk256.Field.Mul, fnk256.Field.Square, fnk256.Field.Add, fnk256.Field.Sub, fnk256.Field.Neg,
		fnk256.Field.Select, fnk256.Field.Equal, fnk256.Field.IsZero, fnk256.Field.Sgn0,
		fnk256.Field.Inverse, // safegcd: internal/safegcd
	}},
	{
		name:    "Prime",
		funcs:   []any{(*field.Prime).Select, (*field.Prime).Equal, (*field.Prime).IsZero},
		symbols: primeKernels(),
		// The kernels are reached through the dispatching methods, whose
		// switch on the (public) limb count is itself not checked.
		keep: []any{(*field.Prime).Mul, (*field.Prime).Square, (*field.Prime).Add, (*field.Prime).Sub,
			(*field.Prime).Neg, (*field.Prime).Sgn0, (*field.Prime).Inverse,
			field.Prime4M1.Mul, field.Prime4M1.Square, // the P-256-shape kernels
			// The whole-Fp2 additions and subtractions (fp2Add4 …), one
			// view per limb count.
			field.Prime4.Fp2Add, field.Prime4.Fp2Sub, field.Prime5.Fp2Add, field.Prime5.Fp2Sub,
			field.Prime6.Fp2Add, field.Prime6.Fp2Sub, field.Prime7.Fp2Add, field.Prime7.Fp2Sub,
			field.Prime8.Fp2Add, field.Prime8.Fp2Sub, field.Prime9.Fp2Add, field.Prime9.Fp2Sub,
			// The baseline whole-Fp2 multiplication kernels (fp2MulLazy4Asm,
			// fp2Square4Asm …, field/prime_fp2_mulq_amd64.s and
			// prime_fp2lazy_mulq_amd64.s), 4 and 6 limbs.
			field.Prime4.Fp2MulMinusOne, field.Prime4.Fp2SquareMinusOne, field.Prime4.Fp2MulSmallPlusU,
			field.Prime6.Fp2MulMinusOne, field.Prime6.Fp2SquareMinusOne, field.Prime6.Fp2MulSmallPlusU},
	},
}

// primeKernels returns the symbols of field.Prime's unrolled kernels for 4 to
// 9 limbs, both families. The multiplication, squaring, addition,
// subtraction, negation and whole-Fp2 addition and subtraction kernels are reached through wrappers that inline
// into the dispatching methods: on amd64 they are the assembly kernels,
// which Go code calls directly as ABI0 functions (montMul4Asm.abi0,
// add4Asm.abi0, …); with the purego tag the Go ones (montMul4Generic, …).
func primeKernels() []string {
	impl := "Asm.abi0"
	if builtWithTag("purego") {
		impl = "Generic"
	}
	var syms []string
	for _, k := range []string{"montMul", "montSquare", "add", "sub", "neg", "fp2Add", "fp2Sub", "fromMont"} {
		for n := 4; n <= 9; n++ {
			sym := fmt.Sprintf("%sfield.%s%d", module, k, n)
			if k != "fromMont" {
				sym += impl
			}
			syms = append(syms, sym)
		}
	}
	// The second family, for moduli p ≡ −1 mod 2^64 (P-256 p, P-521 p),
	// whose Montgomery factor is 1.
	for _, k := range []string{"montMul", "montSquare", "fromMont"} {
		for n := 4; n <= 9; n++ {
			sym := fmt.Sprintf("%sfield.%s%dpm1", module, k, n)
			if k != "fromMont" {
				sym += impl
			}
			syms = append(syms, sym)
		}
	}
	// The Crandall family without BMI2/ADX (field/prime_crandall.go): the
	// MULQ kernels on amd64, the Go ones with purego, whose reduction is a
	// function of its own.
	syms = append(syms, module+"field.crandallMul4"+impl, module+"field.crandallSquare4"+impl)
	if impl == "Generic" {
		syms = append(syms, module+"field.crandallReduce4")
	}
	// The P-256-shape kernels of the Prime4M1 view (prime_sparse_amd64.s);
	// with the purego tag they are the pm1 kernels above.
	if impl != "Generic" {
		syms = append(syms, module+"field.montMul4SparseAsm.abi0", module+"field.montSquare4SparseAsm.abi0")
	}
	// The baseline whole-Fp2 kernels (field/prime_fp2_mulq_amd64.s and
	// prime_fp2lazy_mulq_amd64.s): Go code composes them from the kernels
	// above with purego. Their ADX twins are checked by field's
	// straight-line source test instead (objdump does not decode MULX, ADCX
	// and ADOX).
	if impl != "Generic" {
		for _, k := range []string{"fp2MulLazy4", "fp2Square4", "fp2MulSmall4", "fp2MulLazy6", "fp2Square6", "fp2MulSmall6"} {
			syms = append(syms, fmt.Sprintf("%sfield.%sAsm.abi0", module, k))
		}
	}
	// Inverse: safegcd for p < 2^256 (fully unrolled), and for larger p the
	// wide kernels per limb count, which Wide runs a public number of times.
	syms = append(syms, module+"internal/safegcd.(*Modulus).Inverse")
	for l := 6; l <= 10; l++ {
		for _, k := range []string{"toSigned62x", "batch", "batchHD", "finish"} {
			syms = append(syms, fmt.Sprintf("%sinternal/safegcd.%s%d", module, k, l))
		}
	}
	return syms
}

// builtWithTag reports whether the test binary was built with the build
// tag tag.
func builtWithTag(tag string) bool {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return false
	}
	for _, s := range bi.Settings {
		if s.Key == "-tags" {
			for _, t := range strings.Split(s.Value, ",") {
				if t == tag {
					return true
				}
			}
		}
	}
	return false
}

// TestFieldsConstantTime checks the constant-time methods and kernels of
// every field for branches, divisions and unchecked calls.
func TestFieldsConstantTime(t *testing.T) {
	c := checker(t)
	for _, fld := range checkedFields {
		t.Run(fld.name, func(t *testing.T) {
			var findings []string
			for _, fn := range fld.funcs {
				findings = append(findings, check(t, c, funcName(fn))...)
			}
			for _, sym := range fld.symbols {
				findings = append(findings, check(t, c, sym)...)
			}
			switch {
			case fld.pending == "":
				for _, f := range findings {
					t.Error(f)
				}
			case len(findings) == 0:
				t.Errorf("%s is clean now: remove its pending note (%s)", fld.name, fld.pending)
			default:
				for _, f := range findings {
					t.Log(f)
				}
				t.Skipf("known findings, pending a fix: %s", fld.pending)
			}
		})
	}
}
