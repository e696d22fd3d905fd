package main

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/format"
	"go/token"
	"path/filepath"
	"strings"

	"github.com/curvekit/curvekit/internal/asmgen"
)

// An asmFormula is one formula method of a target emitted as one amd64
// assembly function, with the field arithmetic inline: the method's body
// is read as a straight line of field calls f.Op(&dst, &x[, &y]) on
// fields of its parameters, and each call becomes the field's kernel text
// (internal/asmgen) on those operands in memory. Operands in a parameter
// of the point type stay where the caller has them (the function takes
// the point pointers as arguments, in the method's order); operands in
// the scratch parameter become slots of the function's frame. The kernels
// read all their operands before they write the result, and the calls run
// in the source's order, so the function computes exactly what the method
// computes, aliasing included.
//
// The target's copy of the method starts with
//
//	if asm<Target> { <fn>(points…); return }
//
// asm<Target> being a constant true in the amd64 build (the function's
// declaration, file goFile) and false elsewhere (otherFile, with a stub
// that is never called), so the assembly is selected once, at build time,
// with no test at run time.
type asmFormula struct {
	method    string             // the formula method, e.g. "jDoubleMinus3"
	fn        string             // the assembly function, e.g. "jDoubleMinus3Fpr256Asm"
	sFile     string             // its .s file
	goFile    string             // its declaration and the constant true (amd64 && !purego)
	otherFile string             // the constant false and the stub (!amd64 || purego)
	point     string             // the point type whose fields are elements, e.g. "jacobian"
	scratch   string             // the scratch type whose fields become frame slots, e.g. "jscratch"
	field     asmgen.Kernels     // the field's kernels (baked modulus)
	calls     map[string]asmCall // methods of the receiver with a kernel (asm_calls.go), or nil
	doc       string             // what the field is, for the file's comment
	loop      *asmLoop           // the loop around the formula (asm_loop.go), or nil
}

// asmOp is one field call of an asmFormula's method.
type asmOp struct {
	op   string   // Mul, Square, Add, Sub
	args []string // param.Field, the destination first
	line string   // the source line, for the comment
}

// asmConst returns the name of target t's selection constant.
func asmConst(t target) string { return "asm" + t.name }

// asmPrologue returns the statements the target's copy of the method
// starts with.
func asmPrologue(t target, points []string) string {
	if t.asm.loop != nil {
		return t.asm.loop.prologue(t, points)
	}
	return fmt.Sprintf("\n\tif %s {\n\t\t%s(%s) // %s\n\t\treturn\n\t}", asmConst(t), t.asm.fn, strings.Join(points, ", "), t.asm.sFile)
}

// asmMethod reads the method m as an asmFormula: its point parameters,
// its scratch parameter and its field calls.
func asmMethod(e engine, a *asmFormula, m method) (points []string, scratch string, ops []asmOp, err error) {
	fd := m.decl
	fail := func(n ast.Node, format string, args ...any) ([]string, string, []asmOp, error) {
		return nil, "", nil, fmt.Errorf("%s: %s: %s: %s", e.name, m.name, m.fset.Position(n.Pos()), fmt.Sprintf(format, args...))
	}
	for _, f := range fd.Type.Params.List {
		star, ok := f.Type.(*ast.StarExpr)
		if !ok {
			return fail(f, "parameter of a type other than a pointer")
		}
		idx, ok := star.X.(*ast.IndexExpr)
		var typ string
		if ok {
			if id, ok := idx.X.(*ast.Ident); ok {
				typ = id.Name
			}
		}
		for _, n := range f.Names {
			switch typ {
			case a.point:
				points = append(points, n.Name)
			case a.scratch:
				scratch = n.Name
			default:
				return fail(f, "parameter %s is neither *%s nor *%s", n.Name, a.point, a.scratch)
			}
		}
	}
	if fd.Type.Results != nil {
		return fail(fd, "results")
	}
	src := m.file
	lineOf := func(n ast.Node) string {
		start := m.fset.Position(n.Pos()).Offset
		end := start
		for start > 0 && src[start-1] != '\n' {
			start--
		}
		for end < len(src) && src[end] != '\n' {
			end++
		}
		return strings.TrimSpace(string(src[start:end]))
	}
	for _, st := range fd.Body.List {
		if as, ok := st.(*ast.AssignStmt); ok && len(as.Lhs) == 1 && as.Tok == token.DEFINE {
			if id, ok := as.Lhs[0].(*ast.Ident); ok && id.Name == e.fieldVar {
				continue // f := k.f
			}
		}
		es, ok := st.(*ast.ExprStmt)
		if !ok {
			return fail(st, "a statement other than a field call")
		}
		call, ok := es.X.(*ast.CallExpr)
		if !ok {
			return fail(st, "a statement other than a field call")
		}
		sel, ok := call.Fun.(*ast.SelectorExpr)
		opName, want := "", 0
		if id, ok2 := sel.X.(*ast.Ident); ok && ok2 && id.Name == e.fieldVar {
			opName = sel.Sel.Name
			want = map[string]int{"Mul": 3, "Square": 2, "Add": 3, "Sub": 3}[opName]
		} else if ok && ok2 && id.Name == fd.Recv.List[0].Names[0].Name {
			if _, ok := a.calls[sel.Sel.Name]; ok {
				opName, want = sel.Sel.Name, 2 // asm_calls.go
			}
		} else {
			return fail(st, "a call other than %s.Op", e.fieldVar)
		}
		if want == 0 || len(call.Args) != want {
			return fail(st, "call %s with %d arguments has no kernel", sel.Sel.Name, len(call.Args))
		}
		op := asmOp{op: opName, line: lineOf(st)}
		for _, arg := range call.Args {
			u, ok := arg.(*ast.UnaryExpr)
			var s *ast.SelectorExpr
			if ok && u.Op == token.AND {
				s, ok = u.X.(*ast.SelectorExpr)
			}
			var id *ast.Ident
			if ok {
				id, ok = s.X.(*ast.Ident)
			}
			if !ok {
				return fail(arg, "operand other than &param.Field")
			}
			op.args = append(op.args, id.Name+"."+s.Sel.Name)
		}
		ops = append(ops, op)
	}
	return points, scratch, ops, nil
}

// pointFields are the element fields of the point type, in memory order.
func pointFields(e engine, a *asmFormula, files map[string][]byte) ([]string, error) {
	for _, name := range e.files {
		for _, d := range parsed(files[name]).Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.TYPE {
				continue
			}
			for _, sp := range g.Specs {
				ts := sp.(*ast.TypeSpec)
				st, ok := ts.Type.(*ast.StructType)
				if !ok || ts.Name.Name != a.point {
					continue
				}
				var names []string
				for _, f := range st.Fields.List {
					if id, ok := f.Type.(*ast.Ident); !ok || ts.TypeParams == nil || id.Name != ts.TypeParams.List[0].Names[0].Name {
						return nil, fmt.Errorf("%s: type %s has a field that is not an element", e.name, a.point)
					}
					for _, n := range f.Names {
						names = append(names, n.Name)
					}
				}
				return names, nil
			}
		}
	}
	return nil, fmt.Errorf("%s: no type %s in %v", e.name, a.point, e.files)
}

// asmFiles returns target t's assembly function and its Go files.
func asmFiles(e engine, t target, methods []method, files map[string][]byte) (map[string][]byte, []string, error) {
	a := t.asm
	var m *method
	for i := range methods {
		if methods[i].name == a.method {
			m = &methods[i]
		}
	}
	if m == nil {
		return nil, nil, fmt.Errorf("%s: no formula method %s", e.name, a.method)
	}
	points, scratch, ops, err := asmMethod(e, a, *m)
	if err != nil {
		return nil, nil, err
	}
	fields, err := pointFields(e, a, files)
	if err != nil {
		return nil, nil, err
	}
	argOff := map[string]int{}
	for i, p := range points {
		argOff[p] = 8 * i
	}
	slots := map[string]int{} // frame offsets of the scratch fields, by first use
	var order []string
	for _, op := range ops {
		for _, arg := range op.args {
			param, fld, _ := strings.Cut(arg, ".")
			if param == scratch {
				if _, ok := slots[fld]; !ok {
					slots[fld] = 32 * len(order)
					order = append(order, fld)
				}
				continue
			}
			if _, ok := argOff[param]; !ok {
				return nil, nil, fmt.Errorf("%s: %s: operand %s of no parameter", e.name, a.method, arg)
			}
			if indexOf(fields, fld) < 0 {
				return nil, nil, fmt.Errorf("%s: %s: %s has no element field %s", e.name, a.method, a.point, fld)
			}
		}
	}
	// loc returns the operand arg with its base register reg, and the
	// instruction loading reg ("" for a frame slot).
	loc := func(arg, reg string) (asmgen.Mem, string) {
		param, fld, _ := strings.Cut(arg, ".")
		if param == scratch {
			return asmgen.Mem{Base: "SP", Off: slots[fld]}, ""
		}
		if a.loop != nil { // the point pointer stays in SI
			return asmgen.Mem{Base: "SI", Off: 32 * indexOf(fields, fld)}, ""
		}
		return asmgen.Mem{Base: reg, Off: 32 * indexOf(fields, fld)}, fmt.Sprintf("MOVQ %s+%d(FP), %s", param, argOff[param], reg)
	}
	var b asmgen.Asm
	for _, op := range ops {
		b.WriteString("\n\t// " + op.line + "\n")
		z, zLoad := loc(op.args[0], "DI")
		x, xLoad := loc(op.args[1], "SI")
		if xLoad != "" {
			b.Ins("%s", xLoad)
		}
		var y asmgen.Mem
		if len(op.args) == 3 {
			var yLoad string
			y, yLoad = loc(op.args[2], "DI")
			if yLoad != "" {
				b.Ins("%s", yLoad)
			}
		}
		switch op.op {
		case "Square":
			a.field.Square(&b, x)
			a.field.Reduce(&b, zLoad, z)
		case "Mul":
			a.field.Mul(&b, x, y)
			a.field.Reduce(&b, zLoad, z)
		case "Add":
			a.field.Add(&b, x, y, zLoad, z)
		case "Sub":
			a.field.Sub(&b, x, y, zLoad, z)
		default:
			if err := asmCallKernel(a, &b, op.op, len(points)+a.loop.argWords(), x, zLoad, z); err != nil {
				return nil, nil, fmt.Errorf("%s: %s: %v", e.name, a.method, err)
			}
		}
	}
	typ := e.receiver + t.name
	ptype := fmt.Sprintf("*%s[%s]", a.point, t.elem)
	params := strings.Join(points, ", ") + " " + ptype + a.loop.params() + asmCallParams(a)
	text, frame, method := b.Bytes(), 32*len(order), a.method
	if a.loop != nil {
		if text, err = a.loop.wrap(e, a, methods, fields, frame, text); err != nil {
			return nil, nil, err
		}
		frame, method = frame+8, a.loop.method
	}
	var s bytes.Buffer
	s.WriteString("//go:build amd64 && !purego\n\n" + header + "#include \"textflag.h\"\n\n")
	fmt.Fprintf(&s, "// %s is %s's %s (%s) in one function, for\n", a.fn, typ, method, filepath.Base(m.fset.Position(m.decl.Pos()).Filename))
	fmt.Fprintf(&s, "// %s. Each field call of the formula (its source line\n", a.doc)
	s.WriteString("// above it) is internal/asmgen's kernel for it, inline on the operands in\n")
	if len(order) > 0 {
		fmt.Fprintf(&s, "// memory: the point fields through the pointers %s, the scratch %s\n", strings.Join(points, ", "), strings.Join(order, ", "))
		s.WriteString("// in the frame (32 bytes each, in that order). Straight-line code, no\n")
	} else {
		fmt.Fprintf(&s, "// memory, through the pointer%s %s. Straight-line code, no\n", map[bool]string{true: "s"}[len(points) > 1], strings.Join(points, ", "))
	}
	s.WriteString("// memory access that depends on the values. Generated by internal/enginegen\n// (asm.go) from the formula: edit that, not this file.\n\n")
	s.WriteString(a.loop.doc())
	fmt.Fprintf(&s, "// func %s(%s)\n", a.fn, params)
	fmt.Fprintf(&s, "TEXT ·%s(SB), NOSPLIT, $%d-%d\n", a.fn, frame, 8*(len(points)+a.loop.argWords()+len(a.calls)))
	s.Write(bytes.TrimPrefix(text, []byte("\n")))
	s.WriteString("\tRET\n")

	imps := "import \"" + strings.Join(t.imports, "\"\nimport \"") + "\"\n\n"
	goSrc := fmt.Sprintf(`%s//go:build amd64 && !purego

package %s

%s// %s reports that %s's %s runs %s.
const %s = true

// %s is %s's %s in assembly (%s).
//
//go:noescape
func %s(%s)
`, header, e.pkg, imps, asmConst(t), typ, method, a.fn, asmConst(t), a.fn, typ, method, a.sFile, a.fn, params)
	otherSrc := fmt.Sprintf(`%s//go:build !amd64 || purego

package %s

%s// %s reports that %s's %s runs %s: never
// here, where %s runs its Go body.
const %s = false

// %s is never called: %s is false.
func %s(%s) {
	panic("%s: internal error: %s called without assembly")
}
`, header, e.pkg, imps, asmConst(t), typ, method, a.fn, typ, asmConst(t), a.fn, asmConst(t), a.fn, params, e.pkg, a.fn)
	out := map[string][]byte{a.sFile: s.Bytes()}
	for name, src := range map[string]string{a.goFile: goSrc, a.otherFile: otherSrc} {
		f, err := format.Source([]byte(src))
		if err != nil {
			return nil, nil, fmt.Errorf("%s: formatting %s: %v\n%s", e.name, name, err, src)
		}
		out[name] = f
	}
	return out, append(append(points, a.loop.args()...), asmCallArgs(a)...), nil
}

// indexOf returns the index of s in list, or −1.
func indexOf(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}
