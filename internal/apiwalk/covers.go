package apiwalk

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// Declared lists the exported API declared in the non-test Go files of dir:
// "Name" for each exported function and "Type.Method" for each exported
// method of an exported type.
func Declared(t testing.TB, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatalf("apiwalk: %v", err)
	}
	fset := token.NewFileSet()
	var names []string
	for _, e := range entries {
		n := e.Name()
		if e.IsDir() || !strings.HasSuffix(n, ".go") || strings.HasSuffix(n, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(dir, n), nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatalf("apiwalk: %v", err)
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || !fd.Name.IsExported() {
				continue
			}
			if fd.Recv == nil {
				names = append(names, fd.Name.Name)
				continue
			}
			if recv := recvName(fd.Recv.List[0].Type); ast.IsExported(recv) {
				names = append(names, recv+"."+fd.Name.Name)
			}
		}
	}
	slices.Sort(names)
	return slices.Compact(names)
}

// recvName is the type name of a method receiver expression: T, *T, T[E],
// *T[E, S].
func recvName(e ast.Expr) string {
	for {
		switch x := e.(type) {
		case *ast.StarExpr:
			e = x.X
		case *ast.IndexExpr:
			e = x.X
		case *ast.IndexListExpr:
			e = x.X
		case *ast.Ident:
			return x.Name
		default:
			return ""
		}
	}
}

// Covers fails t for every exported function or method declared in dir that
// the walk did not reach (reached is what Walk returned) and that skip does
// not name.
func Covers(t testing.TB, dir string, reached map[string]bool, skip map[string]string) {
	t.Helper()
	for _, name := range Declared(t, dir) {
		if _, ok := skip[name]; !ok && !reached[name] {
			t.Errorf("apiwalk: %s is exported but not walked: add it to the test's Funcs or Values (or Skip, with a reason)", name)
		}
	}
}
