package main

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"sort"
	"strings"
)

// dropDeadStores removes the dead stores of the straight-line kernels in
// src: the emitters write every carry chain and reduction round the same
// way, so the last carry of a chain, or a limb that the next round resets,
// is assigned and never read. The compiler drops those stores anyway; they
// are dropped here so that the generated code says only what it computes
// and staticcheck (SA4006) stays quiet on it. A value that is never read
// becomes _, a statement left with only _ on its left is deleted (every
// right-hand side in the kernels is pure: bits.Add64, Sub64, Mul64 and
// arithmetic), and a variable no longer read leaves its var line.
//
// Only functions made of var declarations and assignments are rewritten;
// anything with control flow is left as it is.
func dropDeadStores(name string, src []byte) ([]byte, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, name, src, parser.ParseComments)
	if err != nil {
		return nil, fmt.Errorf("dead stores in %s: %v", name, err)
	}
	type edit struct {
		from, to int // byte offsets
		text     string
	}
	var edits []edit
	off := func(p token.Pos) int { return fset.Position(p).Offset }
	// deleteLine removes the whole line(s) of n, with its newline.
	deleteLine := func(n ast.Node) {
		from, to := off(n.Pos()), off(n.End())
		for from > 0 && src[from-1] != '\n' {
			from--
		}
		for to < len(src) && src[to] != '\n' {
			to++
		}
		edits = append(edits, edit{from, to + 1, ""})
	}
	for _, d := range f.Decls {
		fn, ok := d.(*ast.FuncDecl)
		if !ok || fn.Body == nil || !straightLine(fn.Body) {
			continue
		}
		locals := map[string]*ast.ValueSpec{}
		for _, s := range fn.Body.List {
			if ds, ok := s.(*ast.DeclStmt); ok {
				for _, sp := range ds.Decl.(*ast.GenDecl).Specs {
					vs := sp.(*ast.ValueSpec)
					for _, id := range vs.Names {
						locals[id.Name] = vs
					}
				}
			}
		}
		live := map[string]bool{}
		read := map[string]bool{}
		for i := len(fn.Body.List) - 1; i >= 0; i-- {
			switch s := fn.Body.List[i].(type) {
			case *ast.AssignStmt:
				if s.Tok != token.ASSIGN {
					addUses(s, live, read)
					continue
				}
				var dead []*ast.Ident
				kept := 0
				for _, l := range s.Lhs {
					id, ok := l.(*ast.Ident)
					switch {
					case !ok:
						kept++ // a store through z: always live
					case id.Name == "_":
					case locals[id.Name] != nil && !live[id.Name]:
						dead = append(dead, id)
					default:
						kept++
					}
				}
				if kept == 0 {
					deleteLine(s)
					continue
				}
				for _, id := range dead {
					edits = append(edits, edit{off(id.Pos()), off(id.End()), "_"})
				}
				for _, l := range s.Lhs {
					if id, ok := l.(*ast.Ident); ok {
						delete(live, id.Name)
					}
				}
				for _, l := range s.Lhs {
					if _, ok := l.(*ast.Ident); !ok {
						addUses(l, live, read)
					}
				}
				for _, r := range s.Rhs {
					addUses(r, live, read)
				}
			case *ast.DeclStmt:
			default:
				addUses(s, live, read)
			}
		}
		// Variables no longer read leave their var lines.
		for _, s := range fn.Body.List {
			ds, ok := s.(*ast.DeclStmt)
			if !ok {
				continue
			}
			specs := ds.Decl.(*ast.GenDecl).Specs
			if len(specs) != 1 {
				continue // not emitted by the kernels; left alone
			}
			for _, sp := range specs {
				vs := sp.(*ast.ValueSpec)
				var names []string
				for _, id := range vs.Names {
					if read[id.Name] {
						names = append(names, id.Name)
					}
				}
				switch {
				case len(names) == len(vs.Names):
				case len(names) == 0:
					deleteLine(ds)
				default:
					edits = append(edits, edit{off(vs.Names[0].Pos()), off(vs.Names[len(vs.Names)-1].End()), strings.Join(names, ", ")})
				}
			}
		}
	}
	sort.Slice(edits, func(i, j int) bool { return edits[i].from > edits[j].from })
	out := append([]byte(nil), src...)
	for _, e := range edits {
		out = append(out[:e.from], append([]byte(e.text), out[e.to:]...)...)
	}
	return out, nil
}

// straightLine reports whether body holds only var declarations,
// assignments and expression statements.
func straightLine(body *ast.BlockStmt) bool {
	for _, s := range body.List {
		switch s := s.(type) {
		case *ast.AssignStmt, *ast.ExprStmt:
		case *ast.DeclStmt:
			gd, ok := s.Decl.(*ast.GenDecl)
			if !ok || gd.Tok != token.VAR {
				return false
			}
			for _, sp := range gd.Specs {
				if len(sp.(*ast.ValueSpec).Values) != 0 {
					return false
				}
			}
		default:
			return false
		}
	}
	return true
}

// addUses marks every identifier in n as live and read.
func addUses(n ast.Node, live, read map[string]bool) {
	ast.Inspect(n, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			live[id.Name] = true
			read[id.Name] = true
		}
		return true
	})
}
