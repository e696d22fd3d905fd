package main

import (
	"bytes"
	"fmt"
	"go/printer"
	"strings"

	"github.com/curvekit/curvekit/internal/asmgen"
)

// An asmLoop makes an asmFormula the whole of curves/montgomery's ladder
// (ladder.go) in one function, not only its step: the loop over the
// scalar's bits, each bit's conditional swaps, the formula (the
// asmFormula's method, ladderStep, read from the source as for any
// asmFormula) and the last swaps, with the point pointer in SI from the
// first instruction to the last (no reload per field operation). The
// function takes the ladder's n and bits after the point and before the
// calls' arguments; method, the ladder, starts with the prologue that
// calls it.
//
// The loop is written here, not read: ladder must be ladderLoop below
// (comments and layout aside), which wrap checks, so a change to the
// ladder's loop in ladder.go stops `go generate` until this file follows
// it; curves/montgomery's TestLadderAsmMatchesGeneric compares the two
// ladders on many scalars and points.
//
// Constant time: the one conditional branch is the loop's, JGE after
// DECQ of the counter DI, which holds bits − 1 … 0 and nothing else
// (bits is public: the ladder's time depends on it only); the scalar's
// bit becomes a mask (NEGQ) for the swaps; the one memory access whose
// address is computed is the byte n[i>>3], i being the counter.
type asmLoop struct {
	method string // the ladder method, "ladder"
}

// ladderLoop is the body of the ladder the assembly implements.
const ladderLoop = `{
	f := k.f
	f.One(&s.x2)
	f.Zero(&s.z2)
	s.x3 = s.x1
	f.One(&s.z3)
	swap := 0
	for i := bits - 1; i >= 0; i-- {
		bit := int(n[i>>3]>>(i&7)) & 1
		swap ^= bit
		k.cswap(&s.x2, &s.x3, swap, &s.t0)
		k.cswap(&s.z2, &s.z3, swap, &s.t0)
		swap = bit
		k.ladderStep(s)
	}
	k.cswap(&s.x2, &s.x3, swap, &s.t0)
	k.cswap(&s.z2, &s.z3, swap, &s.t0)
}`

// host returns the method whose generated copy starts with the prologue
// calling a's function: the loop's method, or the formula itself.
func (a *asmFormula) host() string {
	if a.loop != nil {
		return a.loop.method
	}
	return a.method
}

// argWords returns the number of argument words the loop adds after the
// point (n's three and bits), 0 without a loop.
func (l *asmLoop) argWords() int {
	if l == nil {
		return 0
	}
	return 4
}

// params returns the Go parameters the loop adds ("" without a loop).
func (l *asmLoop) params() string {
	if l == nil {
		return ""
	}
	return ", n []byte, bits int"
}

// args returns the prologue's expressions for the loop's parameters.
func (l *asmLoop) args() []string {
	if l == nil {
		return nil
	}
	return []string{"n", "bits"}
}

// doc returns the assembly function's comment on the loop.
func (l *asmLoop) doc() string {
	if l == nil {
		return ""
	}
	return `// The loop around the formula is ladder.go's ladder (internal/enginegen's
// asm_loop.go): per bit k_t of n, from bit bits−1 down to bit 0, the mask
// −(swap XOR k_t), the masked XOR swaps of (x2, x3) and (z2, z3),
// swap = k_t, the formula; the last swaps after the loop. Straight-line
// code but for the loop's one branch, JGE after DECQ of the counter DI
// (bits − 1 … 0, public), and one computed address, the byte n[i>>3] of
// the counter i. SI holds s throughout; swap is the frame's word.

`
}

// prologue returns the statements the ladder's generated copy starts
// with: the assembly runs when the loop runs at least once and n holds
// the bits (else the Go body runs, and panics as the generic ladder
// does when n is short).
func (l *asmLoop) prologue(t target, args []string) string {
	return fmt.Sprintf("\n\tif %s && bits > 0 && bits <= 8*len(n) {\n\t\t%s(%s) // %s\n\t\treturn\n\t}",
		asmConst(t), t.asm.fn, strings.Join(args, ", "), t.asm.sFile)
}

// condSwapper is a kernel family with a conditional swap
// (asmgen.Fp25519).
type condSwapper interface {
	CondSwap(b *asmgen.Asm, mask string, x, y asmgen.Mem)
}

// wrap returns the ladder around step, the formula's text: the checks of
// the ladder's source, the initial values, the loop and the last swaps.
// The frame holds the formula's slots below slot, and swap at slot.
func (l *asmLoop) wrap(e engine, a *asmFormula, methods []method, fields []string, slot int, step []byte) ([]byte, error) {
	var m *method
	for i := range methods {
		if methods[i].name == l.method {
			m = &methods[i]
		}
	}
	if m == nil {
		return nil, fmt.Errorf("%s: no ladder method %s", e.name, l.method)
	}
	var src bytes.Buffer
	if err := printer.Fprint(&src, m.fset, m.decl.Body); err != nil {
		return nil, err
	}
	params := m.fset.Position(m.decl.Type.Params.Pos()).Offset
	sig := string(m.file[params:m.fset.Position(m.decl.Type.Params.End()).Offset])
	if strings.Join(strings.Fields(src.String()), " ") != strings.Join(strings.Fields(ladderLoop), " ") ||
		sig != "(s *lscratch[E], n []byte, bits int)" || !strings.Contains(ladderLoop, "k."+a.method+"(s)") {
		return nil, fmt.Errorf("%s: %s is not the loop the assembly implements (asm_loop.go's ladderLoop)", e.name, l.method)
	}
	cs, ok := a.field.(condSwapper)
	if !ok {
		return nil, fmt.Errorf("%s: %s: the field has no conditional swap", e.name, l.method)
	}
	el := map[string]asmgen.Mem{}
	for _, f := range []string{"x1", "x2", "z2", "x3", "z3"} {
		if indexOf(fields, f) < 0 {
			return nil, fmt.Errorf("%s: %s: no element field %s", e.name, l.method, f)
		}
		el[f] = asmgen.Mem{Base: "SI", Off: 32 * indexOf(fields, f)}
	}
	swap := fmt.Sprintf("%d(SP)", slot)
	var b asmgen.Asm
	b.Ins("MOVQ s+0(FP), SI")
	b.Comment("x_2 = 1, z_2 = 0, x_3 = u (x_1), z_3 = 1, swap = 0.")
	for j := range 4 {
		one := map[bool]int{true: 1}[j == 0] // limb j of 1
		b.Ins("MOVQ $%d, %s", one, el["x2"].Limb(j))
		b.Ins("MOVQ $0, %s", el["z2"].Limb(j))
		b.Ins("MOVQ %s, AX", el["x1"].Limb(j))
		b.Ins("MOVQ AX, %s", el["x3"].Limb(j))
		b.Ins("MOVQ $%d, %s", one, el["z3"].Limb(j))
	}
	b.Ins("MOVQ $0, %s", swap)
	b.Comment("The counter i = bits − 1 (bits ≥ 1: the Go prologue).")
	b.Ins("MOVQ bits+32(FP), DI")
	b.Ins("DECQ DI")
	b.WriteString("\nloop:")
	b.Comment("bit := int(n[i>>3]>>(i&7)) & 1 // k_t")
	b.Ins("MOVQ n_base+8(FP), BX")
	b.Ins("MOVQ DI, CX")
	b.Ins("SHRQ $3, CX")
	b.Ins("MOVBQZX (BX)(CX*1), AX")
	b.Ins("MOVQ DI, CX")
	b.Ins("ANDQ $7, CX")
	b.Ins("SHRQ CX, AX")
	b.Ins("ANDQ $1, AX")
	b.Comment("swap ^= bit; the swaps of (x2, x3) and (z2, z3) with mask −swap; swap = bit")
	b.Ins("MOVQ %s, BX", swap)
	b.Ins("XORQ AX, BX")
	b.Ins("MOVQ AX, %s", swap)
	b.Ins("NEGQ BX")
	cs.CondSwap(&b, "BX", el["x2"], el["x3"])
	cs.CondSwap(&b, "BX", el["z2"], el["z3"])
	b.Comment(fmt.Sprintf("k.%s(s)", a.method))
	b.Write(step)
	b.Comment("i--, and the next bit while i ≥ 0: the loop's one branch.")
	b.Ins("DECQ DI")
	b.Ins("JGE loop")
	b.Comment("The last swaps, with mask −swap; swap wiped.")
	b.Ins("MOVQ %s, BX", swap)
	b.Ins("NEGQ BX")
	cs.CondSwap(&b, "BX", el["x2"], el["x3"])
	cs.CondSwap(&b, "BX", el["z2"], el["z3"])
	b.Ins("MOVQ $0, %s", swap)
	return b.Bytes(), nil
}
