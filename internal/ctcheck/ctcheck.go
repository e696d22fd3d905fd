package ctcheck

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
)

// Instruction is one line of a disassembly.
type Instruction struct {
	Addr uint64 // address in the binary
	Pos  string // source position, file:line
	Op   string // mnemonic in Go assembler syntax, e.g. "JNE"
	Args string // operands as printed, e.g. "0x4a1c00" or "runtime.panicBounds(SB)"
}

func (in Instruction) String() string {
	return fmt.Sprintf("%#x %s %s (%s)", in.Addr, in.Op, in.Args, in.Pos)
}

// Function is the disassembly of one symbol.
type Function struct {
	Name   string
	Instrs []Instruction
	index  map[uint64]int // address → position in Instrs
}

// Program is the disassembly of a set of functions, by symbol name.
type Program struct {
	Funcs map[string]*Function
}

// Objdump disassembles the functions of binary whose symbols match the
// regular expression symbols, with `go tool objdump -s`.
func Objdump(binary, symbols string) (*Program, error) {
	cmd := exec.Command("go", "tool", "objdump", "-s", symbols, binary)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("ctcheck: go tool objdump: %v: %s", err, stderr.Bytes())
	}
	return Parse(bytes.NewReader(out))
}

// Parse reads the output of `go tool objdump`.
func Parse(r io.Reader) (*Program, error) {
	p := &Program{Funcs: map[string]*Function{}}
	var cur *Function
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if rest, ok := strings.CutPrefix(line, "TEXT "); ok {
			name, _, ok := strings.Cut(rest, "(SB)")
			if !ok {
				return nil, fmt.Errorf("ctcheck: malformed TEXT line %q", line)
			}
			cur = &Function{Name: name, index: map[uint64]int{}}
			p.Funcs[name] = cur
			continue
		}
		if cur == nil || strings.TrimSpace(line) == "" {
			continue
		}
		var fields []string
		for _, f := range strings.Split(line, "\t") {
			if f = strings.TrimSpace(f); f != "" {
				fields = append(fields, f)
			}
		}
		if len(fields) < 4 {
			return nil, fmt.Errorf("ctcheck: malformed instruction line %q", line)
		}
		addr, err := strconv.ParseUint(strings.TrimPrefix(fields[1], "0x"), 16, 64)
		if err != nil {
			return nil, fmt.Errorf("ctcheck: bad address in %q", line)
		}
		op, args, _ := strings.Cut(strings.Join(fields[3:], " "), " ")
		cur.index[addr] = len(cur.Instrs)
		cur.Instrs = append(cur.Instrs, Instruction{Addr: addr, Pos: fields[0], Op: op, Args: strings.TrimSpace(args)})
	}
	return p, sc.Err()
}

// Finding is one construct that may make a function's timing depend on
// its inputs.
type Finding struct {
	Path   []string // call chain from the checked root to Func
	Func   string
	Instr  Instruction
	Reason string
}

func (f Finding) String() string {
	return fmt.Sprintf("%s: %s: %v (via %s)", f.Func, f.Reason, f.Instr, strings.Join(f.Path, " → "))
}

// Checker checks functions of a Program.
type Checker struct {
	Program *Program
	// Module is the symbol prefix of the functions that are followed through
	// calls, e.g. "github.com/curvekit/curvekit/".
	Module string
	// Trusted are functions that are not disassembled nor followed, by
	// symbol, each with the reason it may be trusted (e.g. assembly that
	// objdump cannot decode and that a source-level test checks instead).
	Trusted map[string]string
	// CountedLoops are the functions allowed one loop each, by symbol, with
	// the register that counts it (Go syntax, e.g. "DI"). The loop's branch
	// must jump backwards and directly follow DECQ of that register, and
	// the function may write the register only with that DECQ, another
	// DECQ, and loads from the stack (its arguments): the branch then
	// depends on a count the caller passes, not on the data. Any other
	// conditional branch of the function is a finding as usual.
	CountedLoops map[string]string
}

// ErrNotFound is returned by Check when no symbol of the root exists.
var ErrNotFound = errors.New("ctcheck: function not found in the binary")

// Check checks the function root and every function of the module it calls,
// directly or not. root is a symbol as the Go toolchain names it, e.g.
// "github.com/curvekit/curvekit/field/fp25519.Field.Mul"; its method-value
// ("-fm") and pointer-receiver wrappers are checked too when present. It
// returns the functions checked and the findings.
func (c *Checker) Check(root string) (checked []string, findings []Finding, err error) {
	var roots []string
	for _, name := range Candidates(root) {
		if c.Program.Funcs[name] != nil {
			roots = append(roots, name)
		}
	}
	if len(roots) == 0 {
		return nil, nil, fmt.Errorf("%w: %s", ErrNotFound, root)
	}
	seen := map[string]bool{}
	var visit func(name string, path []string)
	visit = func(name string, path []string) {
		if seen[name] {
			return
		}
		seen[name] = true
		if _, ok := c.Trusted[name]; ok {
			return
		}
		checked = append(checked, name)
		path = append(path[:len(path):len(path)], name)
		fn := c.Program.Funcs[name]
		if fn == nil {
			findings = append(findings, Finding{Path: path, Func: name, Reason: "callee not disassembled"})
			return
		}
		for _, callee := range c.checkFunction(fn, path, &findings) {
			visit(callee, path)
		}
	}
	for _, r := range roots {
		visit(r, nil)
	}
	return checked, findings, nil
}

// Candidates returns the symbols under which the body of function name may
// appear: the name itself, its method-value wrapper and, for a method with a
// value receiver, the pointer-receiver wrapper.
func Candidates(name string) []string {
	c := []string{name, name + "-fm"}
	slash := strings.LastIndex(name, "/")
	parts := strings.Split(name[slash+1:], ".")
	if len(parts) == 3 && !strings.HasPrefix(parts[1], "(") {
		c = append(c, name[:slash+1]+parts[0]+".(*"+parts[1]+")."+parts[2])
	}
	return c
}

// checkFunction appends the findings of fn itself and returns the module
// functions it calls or tail-jumps to.
func (c *Checker) checkFunction(fn *Function, path []string, findings *[]Finding) (callees []string) {
	report := func(in Instruction, reason string) {
		*findings = append(*findings, Finding{Path: path, Func: fn.Name, Instr: in, Reason: reason})
	}
	counter, counted := c.CountedLoops[fn.Name]
	loops := 0
	for i, in := range fn.Instrs {
		switch {
		case counted && writes(in, counter) && !counterWrite(fn, in, counter):
			report(in, "write to the loop counter "+counter+" other than DECQ or a load of an argument")
		case counted && loops == 0 && isConditionalBranch(in.Op) && c.countedBranch(fn, i, counter):
			loops++
		case isConditionalBranch(in.Op):
			if ok, why := c.harmlessBranch(fn, in); !ok {
				report(in, "conditional branch"+why)
			}
		case isDivision(in.Op):
			report(in, "variable-time division")
		case in.Op == "CALL" || in.Op == "JMP":
			sym, direct := symbolArg(in.Args)
			switch {
			case !direct && in.Op == "JMP" && isAddress(in.Args):
				// A jump within the function.
			case !direct:
				report(in, "indirect "+strings.ToLower(in.Op)+" (target cannot be checked)")
			case in.Op == "JMP" && sameFunction(sym, fn.Name):
				// The morestack retry jumps back to the function's entry.
			case strings.HasPrefix(sym, c.Module):
				callees = append(callees, sym)
			case isRuntimeExit(sym) || isStraightLineRuntime(sym):
			default:
				report(in, "call to "+sym+", outside the checked module")
			}
		}
	}
	return callees
}

// countedBranch reports whether the conditional branch fn.Instrs[i] closes
// a loop counted by the register counter: a jump backwards, within fn,
// directly after DECQ counter.
func (c *Checker) countedBranch(fn *Function, i int, counter string) bool {
	in := fn.Instrs[i]
	if !isAddress(in.Args) || i == 0 {
		return false
	}
	target, _ := strconv.ParseUint(strings.TrimPrefix(in.Args, "0x"), 16, 64)
	_, inside := fn.index[target]
	prev := fn.Instrs[i-1]
	return inside && target < in.Addr && prev.Op == "DECQ" && prev.Args == counter
}

// writes reports whether in may write the register reg (or its low byte,
// reg+"B" in Go syntax): as its last operand (the destination in Go
// syntax), as either operand of an exchange, or implicitly, as the string
// instructions write SI, DI and CX.
func writes(in Instruction, reg string) bool {
	args := strings.Split(in.Args, ", ")
	is := func(a string) bool { return a == reg || a == reg+"B" }
	switch {
	case is(args[len(args)-1]):
		return true
	case strings.HasPrefix(in.Op, "XCHG") || strings.HasPrefix(in.Op, "CMPXCHG") || strings.HasPrefix(in.Op, "XADD"):
		for _, a := range args {
			if is(a) {
				return true
			}
		}
	case strings.HasPrefix(in.Op, "REP") || strings.HasPrefix(in.Op, "MOVS") || strings.HasPrefix(in.Op, "STOS") ||
		strings.HasPrefix(in.Op, "LODS") || strings.HasPrefix(in.Op, "CMPS") || strings.HasPrefix(in.Op, "SCAS"):
		return true
	}
	return false
}

// stackLoadRE matches a MOVQ from the stack, with its offset.
var stackLoadRE = regexp.MustCompile(`^MOVQ (0x[0-9a-f]+|0)\(SP\), (.*)$`)

// counterWrite reports whether in, an instruction of fn, is one of the
// writes a counted loop allows to its counter: DECQ, or MOVQ of one of
// fn's arguments, which lie above its frame, the saved BP and the return
// address (fn's own frame words, below, are not arguments).
func counterWrite(fn *Function, in Instruction, counter string) bool {
	if in.Op == "DECQ" {
		return in.Args == counter
	}
	m := stackLoadRE.FindStringSubmatch(in.Op + " " + in.Args)
	if m == nil || m[2] != counter {
		return false
	}
	off, _ := strconv.ParseUint(strings.TrimPrefix(m[1], "0x"), 16, 64)
	base := uint64(8) // the return address
	for _, p := range fn.Instrs[:min(3, len(fn.Instrs))] {
		if p.Op == "PUSHQ" && p.Args == "BP" {
			base += 8
		}
		if n, ok := strings.CutPrefix(p.Args, "$0x"); ok && p.Op == "SUBQ" && strings.HasSuffix(n, ", SP") {
			size, _ := strconv.ParseUint(strings.TrimSuffix(n, ", SP"), 16, 64)
			base += size
		}
	}
	return off >= base
}

// harmlessBranch reports whether the conditional branch in leads only to a
// stack-growth or panic call, and otherwise why not.
func (c *Checker) harmlessBranch(fn *Function, in Instruction) (bool, string) {
	if !isAddress(in.Args) {
		return false, " to " + in.Args
	}
	target, _ := strconv.ParseUint(strings.TrimPrefix(in.Args, "0x"), 16, 64)
	i, ok := fn.index[target]
	if !ok {
		return false, " out of the function"
	}
	// Follow the straight-line code at the target (through at most a few
	// unconditional jumps) to the first call.
	for budget := 64; budget > 0 && i < len(fn.Instrs); budget-- {
		next := fn.Instrs[i]
		switch {
		case next.Op == "CALL":
			if sym, direct := symbolArg(next.Args); direct && isRuntimeExit(sym) {
				return true, ""
			}
			return false, ""
		case next.Op == "JMP" && isAddress(next.Args):
			t, _ := strconv.ParseUint(strings.TrimPrefix(next.Args, "0x"), 16, 64)
			if i, ok = fn.index[t]; !ok {
				return false, ""
			}
			continue
		case next.Op == "RET" || next.Op == "JMP" || isConditionalBranch(next.Op):
			return false, ""
		}
		i++
	}
	return false, ""
}

// isConditionalBranch reports whether op is an amd64 conditional jump
// (JEQ, JNE, JCS, ..., JCXZ, LOOP).
func isConditionalBranch(op string) bool {
	return strings.HasPrefix(op, "J") && op != "JMP" || strings.HasPrefix(op, "LOOP")
}

// isDivision reports whether op divides: DIV and IDIV take time depending on
// their operands on most x86 CPUs, and so do the floating-point divisions.
func isDivision(op string) bool {
	return strings.HasPrefix(op, "DIV") || strings.HasPrefix(op, "IDIV") || strings.HasPrefix(op, "VDIV")
}

var addressRE = regexp.MustCompile(`^0x[0-9a-f]+$`)

// isAddress reports whether an operand is a plain code address.
func isAddress(arg string) bool { return addressRE.MatchString(arg) }

// symbolArg returns the symbol of a direct call or jump operand such as
// "pkg.F(SB)" or "pkg.F+0x10(SB)", without the offset.
func symbolArg(arg string) (string, bool) {
	sym, ok := strings.CutSuffix(arg, "(SB)")
	if !ok {
		return "", false
	}
	if i := strings.LastIndex(sym, "+0x"); i > 0 {
		sym = sym[:i]
	}
	return sym, true
}

// sameFunction reports whether sym names the function fn (maybe through its
// ABI0 alias).
func sameFunction(sym, fn string) bool {
	return strings.TrimSuffix(sym, ".abi0") == strings.TrimSuffix(fn, ".abi0")
}

// isRuntimeExit reports whether sym is a runtime function that a
// compiler-inserted check calls when it fails: stack growth or a panic.
func isRuntimeExit(sym string) bool {
	sym = strings.TrimSuffix(sym, ".abi0")
	for _, prefix := range []string{"runtime.morestack", "runtime.panic", "runtime.goPanic"} {
		if strings.HasPrefix(sym, prefix) {
			return true
		}
	}
	return false
}

// isStraightLineRuntime reports whether sym is a runtime helper the compiler
// calls for fixed-size work and whose timing does not depend on the data:
// the Duff's devices that zero and copy memory.
func isStraightLineRuntime(sym string) bool {
	sym = strings.TrimSuffix(sym, ".abi0")
	return sym == "runtime.duffzero" || sym == "runtime.duffcopy"
}
