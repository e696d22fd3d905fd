package ctcheck_test

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"runtime"
	"runtime/debug"
	"strings"
	"sync"
	"testing"

	"github.com/curvekit/curvekit/internal/ctcheck"
	"github.com/stretchr/testify/require"
)

// module is the symbol prefix of this module's functions.
const module = "github.com/curvekit/curvekit/"

var (
	loadOnce sync.Once
	loaded   *ctcheck.Program
	loadErr  error
	skipWhy  string
)

// checker returns a Checker over the disassembly of the running test binary
// (every function of the module), skipping the test where that cannot work.
func checker(t *testing.T) *ctcheck.Checker {
	t.Helper()
	if runtime.GOARCH != "amd64" {
		t.Skipf("ctcheck understands amd64 disassembly only, not %s", runtime.GOARCH)
	}
	loadOnce.Do(func() {
		if bi, ok := debug.ReadBuildInfo(); ok {
			for _, s := range bi.Settings {
				if (s.Key == "-race" || s.Key == "-msan" || s.Key == "-asan") && s.Value == "true" {
					skipWhy = "built with " + s.Key + ": the instrumented code calls the sanitizer runtime, " +
						"so it is not the code that ships"
					return
				}
			}
		}
		if _, err := exec.LookPath("go"); err != nil {
			skipWhy = "the go command is not on PATH, so go tool objdump cannot run: " + err.Error()
			return
		}
		loaded, loadErr = disassembleSelf(t)
	})
	if skipWhy != "" {
		t.Skip(skipWhy)
	}
	require.NoError(t, loadErr)
	return &ctcheck.Checker{Program: loaded, Module: module}
}

// disassembleSelf disassembles the module's functions in the running test
// binary. Plain `go test` links test binaries without a symbol table
// (-ldflags=-s -w), which objdump needs; then the same test binary is built
// again with `go test -c`, with the build settings recorded in this one.
func disassembleSelf(t *testing.T) (*ctcheck.Program, error) {
	symbols := "^" + strings.ReplaceAll(module, ".", `\.`)
	exe, err := os.Executable()
	if err != nil {
		return nil, err
	}
	prog, err := ctcheck.Objdump(exe, symbols)
	if err == nil || !strings.Contains(err.Error(), "no symbol section") {
		return prog, err
	}
	dir, err := os.MkdirTemp("", "ctcheck")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	bin := filepath.Join(dir, "ctcheck.test")
	args := []string{"test", "-c", "-o", bin}
	env := os.Environ()
	if bi, ok := debug.ReadBuildInfo(); ok {
		for _, s := range bi.Settings {
			switch s.Key {
			case "-trimpath":
				if s.Value == "true" {
					args = append(args, s.Key)
				}
			case "-tags", "-gcflags", "-asmflags":
				args = append(args, s.Key+"="+s.Value)
			case "GOAMD64", "CGO_ENABLED", "GOEXPERIMENT":
				env = append(env, s.Key+"="+s.Value)
			}
		}
	}
	cmd := exec.Command("go", append(args, ".")...)
	cmd.Env = env
	if out, err := cmd.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("go %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	t.Logf("the test binary has no symbol table; checked a copy built with go %s", strings.Join(args, " "))
	return ctcheck.Objdump(bin, symbols)
}

// funcName returns the symbol of the function value fn.
func funcName(fn any) string {
	return runtime.FuncForPC(reflect.ValueOf(fn).Pointer()).Name()
}

// check checks root and returns its findings as readable lines, logging
// what was checked when there are none.
func check(t *testing.T, c *ctcheck.Checker, root string) []string {
	t.Helper()
	checked, findings, err := c.Check(root)
	require.NoError(t, err)
	var lines []string
	for _, f := range findings {
		lines = append(lines, fmt.Sprintf("%s: %s at %s: %s %s (via %s)",
			short(f.Func), f.Reason, f.Instr.Pos, f.Instr.Op, f.Instr.Args, strings.Join(shortAll(f.Path), " → ")))
	}
	if len(findings) == 0 {
		t.Logf("%s: clean (checked %s)", short(root), strings.Join(shortAll(checked), ", "))
	}
	return lines
}

// short strips the module prefix from a symbol.
func short(sym string) string { return strings.TrimPrefix(sym, module) }

func shortAll(syms []string) []string {
	out := make([]string, len(syms))
	for i, s := range syms {
		out[i] = short(s)
	}
	return out
}

// trustPrime4M1 marks the multiplication and squaring of field.Prime's
// Prime4M1 view trusted: their one branch is on the shape of the public
// modulus (the P-256 shape, adx4Sparse, picks prime_sparse_amd64.s), which
// the disassembly cannot tell from a secret one. The kernels behind both
// arms (montMul4pm1Asm, montSquare4pm1Asm, montMul4SparseAsm,
// montSquare4SparseAsm) are checked by TestFieldsConstantTime's Prime entry.
func trustPrime4M1(c *ctcheck.Checker) {
	if c.Trusted == nil {
		c.Trusted = map[string]string{}
	}
	why := "branches on the public shape of p only; its kernels are checked by TestFieldsConstantTime's Prime entry"
	c.Trusted[module+"field.Prime4M1.Mul"] = why
	c.Trusted[module+"field.Prime4M1.Square"] = why
}
