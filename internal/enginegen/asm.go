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
	// scratchArg makes the scratch an argument of the function, its
	// fields read and written through the pointer, instead of frame
	// slots: for a formula that leaves results in it (jSum).
	scratchArg bool
	loop       *asmLoop // the loop around the formula (asm_loop.go), or nil
}

// asmOp is one field call of an asmFormula's method.
type asmOp struct {
	op   string   // Mul, Square, Add, Sub; IsZero, Select; Copy (z = x)
	args []string // param.Field, the destination first (IsZero: its operand)
	cond string   // IsZero: the mask it defines; Select: the mask it reads
	line string   // the source line, for the comment
}

// asmConst returns the name of target t's selection constant.
func asmConst(t target) string { return "asm" + t.name }

// asmPrologue returns the statements the target's copy of a's method
// starts with; args are the arguments of a's function.
func asmPrologue(t target, a *asmFormula, args []string) string {
	if a.loop != nil {
		return a.loop.prologue(t, args)
	}
	return fmt.Sprintf("\n\tif %s {\n\t\t%s(%s) // %s\n\t\treturn\n\t}", asmConst(t), a.fn, strings.Join(args, ", "), a.sFile)
}

// asmParam is a parameter of an asmFormula's method: a point, a pointer
// to one element, or the scratch.
type asmParam struct {
	name string
	kind string // "point", "elem" or "scratch"
}

// asmMethod reads the method m as an asmFormula: its parameters and its
// field calls. Besides the kernels' calls f.Op(&z, &x[, &y]) the body may
// hold the masked choices of a constant-time formula — c1[, c2] :=
// f.IsZero(&x)[, f.IsZero(&y)] and f.Select(&z, &x, &y, c) — copies
// a.F[, b.G …] = c.H[, d.I …], and calls k.M(…) of another formula method
// M of methods, whose operations it inlines on the call's operands.
func asmMethod(e engine, a *asmFormula, m method, methods []method) (params []asmParam, ops []asmOp, err error) {
	fd := m.decl
	fail := func(n ast.Node, format string, args ...any) ([]asmParam, []asmOp, error) {
		return nil, nil, fmt.Errorf("%s: %s: %s: %s", e.name, m.name, m.fset.Position(n.Pos()), fmt.Sprintf(format, args...))
	}
	kinds := map[string]string{}
	for _, f := range fd.Type.Params.List {
		star, ok := f.Type.(*ast.StarExpr)
		if !ok {
			return fail(f, "parameter of a type other than a pointer")
		}
		var typ string
		if idx, ok := star.X.(*ast.IndexExpr); ok {
			if id, ok := idx.X.(*ast.Ident); ok {
				typ = id.Name
			}
		} else if id, ok := star.X.(*ast.Ident); ok && id.Name == e.typeParam {
			typ = e.typeParam
		}
		for _, n := range f.Names {
			var kind string
			switch typ {
			case a.point:
				kind = "point"
			case a.scratch:
				kind = "scratch"
			case e.typeParam:
				kind = "elem"
			default:
				return fail(f, "parameter %s is neither *%s nor *%s nor *%s", n.Name, a.point, a.scratch, e.typeParam)
			}
			params = append(params, asmParam{n.Name, kind})
			kinds[n.Name] = kind
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
	// operand returns the operand arg as param.Field (param.Field.Field for
	// a point inside the scratch), or as param for an element parameter.
	operand := func(arg ast.Expr) (string, bool) {
		if id, ok := arg.(*ast.Ident); ok {
			return id.Name, kinds[id.Name] == "elem"
		}
		u, ok := arg.(*ast.UnaryExpr)
		if !ok || u.Op != token.AND {
			return "", false
		}
		var path []string
		x := u.X
		for {
			s, ok := x.(*ast.SelectorExpr)
			if !ok {
				break
			}
			path = append([]string{s.Sel.Name}, path...)
			x = s.X
		}
		id, ok := x.(*ast.Ident)
		if !ok || len(path) == 0 || kinds[id.Name] == "" || kinds[id.Name] == "elem" {
			return "", false
		}
		return id.Name + "." + strings.Join(path, "."), true
	}
	for _, st := range fd.Body.List {
		if as, ok := st.(*ast.AssignStmt); ok && len(as.Lhs) == 1 && as.Tok == token.DEFINE {
			if id, ok := as.Lhs[0].(*ast.Ident); ok && id.Name == e.fieldVar {
				continue // f := k.f
			}
		}
		if as, ok := st.(*ast.AssignStmt); ok && len(as.Lhs) == len(as.Rhs) {
			for i := range as.Lhs {
				lhs, rhs := as.Lhs[i], as.Rhs[i]
				if as.Tok == token.DEFINE { // c := f.IsZero(&x)
					id, ok := lhs.(*ast.Ident)
					call, ok2 := rhs.(*ast.CallExpr)
					var sel *ast.SelectorExpr
					if ok2 {
						sel, ok2 = call.Fun.(*ast.SelectorExpr)
					}
					var x string
					ok3 := false
					if ok2 && len(call.Args) == 1 {
						if fid, ok := sel.X.(*ast.Ident); ok && fid.Name == e.fieldVar && sel.Sel.Name == "IsZero" {
							x, ok3 = operand(call.Args[0])
						}
					}
					if !ok || !ok3 {
						return fail(st, "a definition other than c := %s.IsZero(&param.Field)", e.fieldVar)
					}
					kinds[id.Name] = "mask"
					ops = append(ops, asmOp{op: "IsZero", args: []string{x}, cond: id.Name, line: lineOf(st)})
					continue
				}
				z, ok := operand(&ast.UnaryExpr{Op: token.AND, X: lhs})
				x, ok2 := operand(&ast.UnaryExpr{Op: token.AND, X: rhs})
				if as.Tok != token.ASSIGN || !ok || !ok2 {
					return fail(st, "an assignment other than a copy param.Field = param.Field")
				}
				ops = append(ops, asmOp{op: "Copy", args: []string{z, x}, line: lineOf(st)})
			}
			continue
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
		var cond string
		callArgs := call.Args
		if id, ok2 := sel.X.(*ast.Ident); ok && ok2 && id.Name == e.fieldVar {
			opName = sel.Sel.Name
			want = map[string]int{"Mul": 3, "Square": 2, "Add": 3, "Sub": 3, "Select": 4}[opName]
			if opName == "Select" && len(call.Args) == 4 {
				c, ok := call.Args[3].(*ast.Ident)
				if !ok || kinds[c.Name] != "mask" {
					return fail(st, "Select on a condition other than a mask of IsZero")
				}
				cond, callArgs = c.Name, call.Args[:3]
				want = 3
			}
		} else if ok && ok2 && id.Name == fd.Recv.List[0].Names[0].Name {
			if _, ok := a.calls[sel.Sel.Name]; ok {
				opName, want = sel.Sel.Name, 2 // asm_calls.go
			} else if inl, err := asmInline(e, a, st, call, sel.Sel.Name, methods, operand, kinds); err != nil {
				return nil, nil, fmt.Errorf("%s: %s: %s: %v", e.name, m.name, m.fset.Position(st.Pos()), err)
			} else if inl != nil {
				ops = append(ops, inl...)
				continue
			}
		} else {
			return fail(st, "a call other than %s.Op", e.fieldVar)
		}
		if want == 0 || len(callArgs) != want {
			return fail(st, "call %s with %d arguments has no kernel", sel.Sel.Name, len(call.Args))
		}
		op := asmOp{op: opName, cond: cond, line: lineOf(st)}
		for _, arg := range callArgs {
			o, ok := operand(arg)
			if !ok {
				return fail(arg, "operand other than &param.Field or an element parameter")
			}
			op.args = append(op.args, o)
		}
		ops = append(ops, op)
	}
	return params, ops, nil
}

// asmInline returns the operations of the formula method name called as
// k.name(args…) (call), on the call's operands: a point or scratch
// parameter of the callee stands for the caller's parameter passed to it,
// an element parameter for the operand passed. It returns nil if name is
// not a formula method.
func asmInline(e engine, a *asmFormula, st ast.Stmt, call *ast.CallExpr, name string, methods []method, operand func(ast.Expr) (string, bool), kinds map[string]string) ([]asmOp, error) {
	var callee *method
	for i := range methods {
		if methods[i].name == name {
			callee = &methods[i]
		}
	}
	if callee == nil {
		return nil, nil
	}
	params, ops, err := asmMethod(e, a, *callee, methods)
	if err != nil {
		return nil, err
	}
	if len(params) != len(call.Args) {
		return nil, fmt.Errorf("call %s with %d arguments for %d parameters", name, len(call.Args), len(params))
	}
	sub := map[string]string{}
	for i, p := range params {
		arg := call.Args[i]
		if p.kind == "elem" {
			o, ok := operand(arg)
			if !ok {
				return nil, fmt.Errorf("call %s: argument %d is not an element operand", name, i)
			}
			sub[p.name] = o
			continue
		}
		id, ok := arg.(*ast.Ident)
		if !ok || kinds[id.Name] != p.kind {
			return nil, fmt.Errorf("call %s: argument %d is not a %s parameter", name, i, p.kind)
		}
		sub[p.name] = id.Name
	}
	out := make([]asmOp, len(ops))
	for i, op := range ops {
		if op.cond != "" {
			return nil, fmt.Errorf("call %s: its masks are not inlined", name)
		}
		op.line = name + ": " + op.line
		args := make([]string, len(op.args))
		for j, arg := range op.args {
			param, rest, dot := strings.Cut(arg, ".")
			if dot {
				args[j] = sub[param] + "." + rest
			} else {
				args[j] = sub[param]
			}
		}
		op.args = args
		out[i] = op
	}
	return out, nil
}

// structFields returns the element fields of the struct type typ of e's
// files, in memory order, as paths: an element field by its name, a field
// of the point type by name.Field for each of the point's fields.
func structFields(e engine, a *asmFormula, files map[string][]byte, typ string) ([]string, error) {
	for _, name := range e.files {
		for _, d := range parsed(files[name]).Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.TYPE {
				continue
			}
			for _, sp := range g.Specs {
				ts := sp.(*ast.TypeSpec)
				st, ok := ts.Type.(*ast.StructType)
				if !ok || ts.Name.Name != typ {
					continue
				}
				if ts.TypeParams == nil {
					return nil, fmt.Errorf("%s: type %s has no type parameter", e.name, typ)
				}
				tp := ts.TypeParams.List[0].Names[0].Name
				var paths []string
				for _, f := range st.Fields.List {
					var sub []string
					if id, ok := f.Type.(*ast.Ident); ok && id.Name == tp {
						sub = []string{""}
					} else if idx, ok := f.Type.(*ast.IndexExpr); ok && typ != a.point {
						if id, ok := idx.X.(*ast.Ident); ok && id.Name == a.point {
							pf, err := structFields(e, a, files, a.point)
							if err != nil {
								return nil, err
							}
							for _, p := range pf {
								sub = append(sub, "."+p)
							}
						}
					}
					if sub == nil {
						return nil, fmt.Errorf("%s: type %s has a field that is neither an element nor a %s", e.name, typ, a.point)
					}
					for _, n := range f.Names {
						for _, p := range sub {
							paths = append(paths, n.Name+p)
						}
					}
				}
				return paths, nil
			}
		}
	}
	return nil, fmt.Errorf("%s: no type %s in %v", e.name, typ, e.files)
}

// asmFiles returns the assembly function of target t's formula a and its
// Go files, and the arguments of the function. The first of t's formulas
// (t.asm) declares the selection constant; the others use it.
func asmFiles(e engine, t target, a *asmFormula, methods []method, files map[string][]byte) (map[string][]byte, []string, error) {
	var m *method
	for i := range methods {
		if methods[i].name == a.method {
			m = &methods[i]
		}
	}
	if m == nil {
		return nil, nil, fmt.Errorf("%s: no formula method %s", e.name, a.method)
	}
	params, ops, err := asmMethod(e, a, *m, methods)
	if err != nil {
		return nil, nil, err
	}
	fields, err := structFields(e, a, files, a.point)
	if err != nil {
		return nil, nil, err
	}
	var sfields []string // the scratch's fields, when it is an argument
	if a.scratchArg {
		if sfields, err = structFields(e, a, files, a.scratch); err != nil {
			return nil, nil, err
		}
	}
	kinds := map[string]string{}
	argOff := map[string]int{} // the arguments' offsets from FP
	var args []string          // the function's arguments
	for _, p := range params {
		kinds[p.name] = p.kind
		if p.kind == "scratch" && !a.scratchArg {
			continue
		}
		argOff[p.name] = 8 * len(args)
		args = append(args, p.name)
	}
	off := map[string]int{}   // the operands' offsets from their argument
	slots := map[string]int{} // frame offsets of the scratch fields, by first use
	var order []string
	for _, op := range ops {
		for _, arg := range op.args {
			param, fld, _ := strings.Cut(arg, ".")
			switch kinds[param] {
			case "scratch":
				if a.scratchArg {
					if i := indexOf(sfields, fld); i >= 0 {
						off[arg] = 32 * i
						continue
					}
					return nil, nil, fmt.Errorf("%s: %s: %s has no element field %s", e.name, a.method, a.scratch, fld)
				}
				if _, ok := slots[fld]; !ok {
					slots[fld] = 32 * len(order)
					order = append(order, fld)
				}
			case "point":
				if indexOf(fields, fld) < 0 {
					return nil, nil, fmt.Errorf("%s: %s: %s has no element field %s", e.name, a.method, a.point, fld)
				}
				off[arg] = 32 * indexOf(fields, fld)
			case "elem":
				off[arg] = 0
			default:
				return nil, nil, fmt.Errorf("%s: %s: operand %s of no parameter", e.name, a.method, arg)
			}
		}
	}
	masks := map[string]int{} // frame offsets of the masks, after the scratch slots
	for _, op := range ops {
		if op.op == "IsZero" {
			masks[op.cond] = 32*len(order) + 8*len(masks)
		}
	}
	// loc returns the operand arg with its base register reg, and the
	// instruction loading reg ("" for a frame slot).
	loc := func(arg, reg string) (asmgen.Mem, string) {
		param, fld, _ := strings.Cut(arg, ".")
		if kinds[param] == "scratch" && !a.scratchArg {
			return asmgen.Mem{Base: "SP", Off: slots[fld]}, ""
		}
		if a.loop != nil { // the point pointer stays in SI
			return asmgen.Mem{Base: "SI", Off: off[arg]}, ""
		}
		return asmgen.Mem{Base: reg, Off: off[arg]}, fmt.Sprintf("MOVQ %s+%d(FP), %s", param, argOff[param], reg)
	}
	var b asmgen.Asm
	for _, op := range ops {
		b.WriteString("\n\t// " + op.line + "\n")
		if op.op == "IsZero" {
			x, xLoad := loc(op.args[0], "SI")
			if xLoad != "" {
				b.Ins("%s", xLoad)
			}
			asmgen.IsZeroMask(&b, x, asmgen.Mem{Base: "SP", Off: masks[op.cond]})
			continue
		}
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
		case "Select":
			asmgen.SelectMask(&b, x, y, asmgen.Mem{Base: "SP", Off: masks[op.cond]}, zLoad, z)
		case "Copy":
			asmgen.Copy(&b, x, zLoad, z)
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
			if err := asmCallKernel(a, &b, op.op, len(args)+a.loop.argWords(), x, zLoad, z); err != nil {
				return nil, nil, fmt.Errorf("%s: %s: %v", e.name, a.method, err)
			}
		}
	}
	typ := e.receiver + t.name
	// The Go parameters, consecutive ones of one type sharing it.
	goType := map[string]string{"point": fmt.Sprintf("*%s[%s]", a.point, t.elem), "elem": "*" + t.elem, "scratch": fmt.Sprintf("*%s[%s]", a.scratch, t.elem)}
	var groups []string
	for i, name := range args {
		if i+1 < len(args) && kinds[args[i+1]] == kinds[name] {
			groups = append(groups, name)
			continue
		}
		groups = append(groups, name+" "+goType[kinds[name]])
	}
	goParams := strings.Join(groups, ", ") + a.loop.params() + asmCallParams(a)
	text, frame, method := b.Bytes(), 32*len(order)+8*len(masks), a.method
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
		fmt.Fprintf(&s, "// memory: the point fields through the pointers %s, the scratch %s\n", strings.Join(args, ", "), strings.Join(order, ", "))
		s.WriteString("// in the frame (32 bytes each, in that order). Straight-line code, no\n")
	} else {
		fmt.Fprintf(&s, "// memory, through the pointer%s %s. Straight-line code, no\n", map[bool]string{true: "s"}[len(args) > 1], strings.Join(args, ", "))
	}
	s.WriteString("// memory access that depends on the values. Generated by internal/enginegen\n// (asm.go) from the formula: edit that, not this file.\n\n")
	if len(masks) > 0 {
		fmt.Fprintf(&s, "// The masks of IsZero (all ones for zero) are in the frame, 8 bytes each.\n\n")
	}
	s.WriteString(a.loop.doc())
	fmt.Fprintf(&s, "// func %s(%s)\n", a.fn, goParams)
	fmt.Fprintf(&s, "TEXT ·%s(SB), NOSPLIT, $%d-%d\n", a.fn, frame, 8*(len(args)+a.loop.argWords()+len(a.calls)))
	s.Write(bytes.TrimPrefix(text, []byte("\n")))
	s.WriteString("\tRET\n")

	imps := "import \"" + strings.Join(t.imports, "\"\nimport \"") + "\"\n\n"
	constDecl := fmt.Sprintf("// %s reports that %s's %s runs %s.\nconst %s = true\n\n", asmConst(t), typ, method, a.fn, asmConst(t))
	constFalse := fmt.Sprintf("// %s reports that %s's %s runs %s: never\n// here, where %s runs its Go body.\nconst %s = false\n\n", asmConst(t), typ, method, a.fn, typ, asmConst(t))
	when := ""
	if a != t.asm { // the constant is t.asm's
		constDecl, constFalse = "", ""
		when = fmt.Sprintf(", run when %s is true (%s)", asmConst(t), t.asm.goFile)
	}
	goSrc := fmt.Sprintf(`%s//go:build amd64 && !purego

package %s

%s%s// %s is %s's %s in assembly (%s)%s.
//
//go:noescape
func %s(%s)
`, header, e.pkg, imps, constDecl, a.fn, typ, method, a.sFile, when, a.fn, goParams)
	otherSrc := fmt.Sprintf(`%s//go:build !amd64 || purego

package %s

%s%s// %s is never called: %s is false.
func %s(%s) {
	panic("%s: internal error: %s called without assembly")
}
`, header, e.pkg, imps, constFalse, a.fn, asmConst(t), a.fn, goParams, e.pkg, a.fn)
	out := map[string][]byte{a.sFile: s.Bytes()}
	for name, src := range map[string]string{a.goFile: goSrc, a.otherFile: otherSrc} {
		f, err := format.Source([]byte(src))
		if err != nil {
			return nil, nil, fmt.Errorf("%s: formatting %s: %v\n%s", e.name, name, err, src)
		}
		out[name] = f
	}
	return out, append(append(args, a.loop.args()...), asmCallArgs(a)...), nil
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
