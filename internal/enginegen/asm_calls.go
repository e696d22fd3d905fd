package main

import (
	"fmt"
	"slices"
	"strings"

	"github.com/curvekit/curvekit/internal/asmgen"
)

// asmSmallKernel is the kernel of a multiplication by a small constant
// that is an argument of the assembly function (c, its operand).
type asmSmallKernel interface {
	MulSmall(b *asmgen.Asm, x asmgen.Mem, c, zLoad string, z asmgen.Mem)
}

// An asmCall is a method of the formula's receiver, k.name(&z, &x), that
// an asmFormula writes as a kernel: MulSmall, the multiplication by a
// constant the receiver holds (curves/montgomery's mulA24 by a24), which
// the assembly function takes as one more uint64 argument, arg, after the
// points; the target's prologue passes it as expr.
type asmCall struct {
	kernel string // the kernel: "MulSmall"
	arg    string // the assembly function's argument, e.g. "a24"
	expr   string // the prologue's expression for it, e.g. "uint64(k.a24Small)"
}

// asmCallNames returns the names of a's calls in a fixed order, the order
// of their arguments.
func asmCallNames(a *asmFormula) []string {
	var names []string
	for name := range a.calls {
		names = append(names, name)
	}
	slices.Sort(names)
	return names
}

// asmCallKernel writes the kernel of a's call name (nPoints point
// arguments before the calls' arguments).
func asmCallKernel(a *asmFormula, b *asmgen.Asm, name string, nPoints int, x asmgen.Mem, zLoad string, z asmgen.Mem) error {
	i := slices.Index(asmCallNames(a), name)
	k, ok := a.field.(asmSmallKernel)
	if i < 0 || a.calls[name].kernel != "MulSmall" || !ok {
		return fmt.Errorf("call %s: the field has no kernel for it", name)
	}
	k.MulSmall(b, x, fmt.Sprintf("%s+%d(FP)", a.calls[name].arg, 8*(nPoints+i)), zLoad, z)
	return nil
}

// asmCallParams returns the Go parameters of a's calls' arguments, to
// follow the points' ("" without calls).
func asmCallParams(a *asmFormula) string {
	var ps []string
	for _, name := range asmCallNames(a) {
		ps = append(ps, a.calls[name].arg)
	}
	if len(ps) == 0 {
		return ""
	}
	return ", " + strings.Join(ps, ", ") + " uint64"
}

// asmCallArgs returns the prologue's expressions for a's calls' arguments.
func asmCallArgs(a *asmFormula) []string {
	var args []string
	for _, name := range asmCallNames(a) {
		args = append(args, a.calls[name].expr)
	}
	return args
}
