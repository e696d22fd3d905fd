// Package vectors finds the external test data that curvekit's tests read:
// the repository's own testdata/ tree, and Go modules that ship vector files
// (Wycheproof, ed25519vectors, circl, curve25519-voi), as Go's own crypto
// tests fetch them.
//
// A file of the repository that is missing fails the test. A module is
// looked up in the module cache first, without running anything, so that
// tests built for js/wasm or wasip1 (which cannot exec the go command) find
// it too; only when the cache does not hold it does Module run
// `go mod download`, and when that cannot be done either the test is skipped
// with the reason on the SKIP line.
package vectors

import (
	"archive/zip"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
)

// Wycheproof is the Wycheproof module version the tests read, and the folder
// within it that holds the JSON vector files.
const (
	WycheproofModule  = "github.com/C2SP/wycheproof"
	WycheproofVersion = "v0.0.0-20250901140545-b51abcfb8daf"
	wycheproofFolder  = "testvectors_v1"
)

// Geth is the go-ethereum module version the tests read the EVM precompile
// vectors of, and the folder within it that holds them.
const (
	GethModule  = "github.com/ethereum/go-ethereum"
	GethVersion = "v1.17.10"
	gethFolder  = "core/vm/testdata/precompiles"
)

// source is where the files of one module version were found: an extracted
// directory of the module cache, or the module's zip file in its download
// cache (whose entries are named module@version/path).
type source struct {
	dir    string
	zip    *zip.Reader
	prefix string
}

func (s *source) read(rel string) ([]byte, error) {
	if s.dir != "" {
		return os.ReadFile(filepath.Join(s.dir, filepath.FromSlash(rel)))
	}
	f, err := s.zip.Open(s.prefix + rel)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(f)
}

var (
	moduleMu sync.Mutex
	modules  = map[string]*source{}
)

// lookup returns where the files of module@version are, looking in the
// module cache before downloading; it skips t when neither works.
func lookup(t testing.TB, mod, version string) *source {
	t.Helper()
	key := mod + "@" + version
	moduleMu.Lock()
	defer moduleMu.Unlock()
	if s, ok := modules[key]; ok {
		return s
	}
	s, cacheErr := fromCache(mod, version)
	if cacheErr != nil {
		dir, err := download(key)
		if err != nil {
			t.Skipf("vectors: cannot find %s: not in the module cache (%v), and %v", key, cacheErr, err)
		}
		s = &source{dir: dir}
	}
	modules[key] = s
	return s
}

// modCache returns the module cache directory as the go command would:
// $GOMODCACHE, else the first entry of $GOPATH plus /pkg/mod, else
// $HOME/go/pkg/mod.
func modCache() (string, error) {
	if d := os.Getenv("GOMODCACHE"); d != "" {
		return d, nil
	}
	if gp := os.Getenv("GOPATH"); gp != "" {
		return filepath.Join(filepath.SplitList(gp)[0], "pkg", "mod"), nil
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return "", errors.New("neither GOMODCACHE, GOPATH nor a home directory is set")
	}
	return filepath.Join(home, "go", "pkg", "mod"), nil
}

// escape applies the module cache's case encoding (golang.org/x/mod/module's
// EscapePath and EscapeVersion): each upper-case letter becomes '!' and the
// letter in lower case.
func escape(s string) string {
	var b strings.Builder
	for _, r := range s {
		if 'A' <= r && r <= 'Z' {
			b.WriteByte('!')
			r += 'a' - 'A'
		}
		b.WriteRune(r)
	}
	return b.String()
}

// fromCache finds module@version in the module cache without running the go
// command: the extracted directory if it is complete, else the zip file in
// cache/download.
func fromCache(mod, version string) (*source, error) {
	cache, err := modCache()
	if err != nil {
		return nil, err
	}
	dir := filepath.Join(cache, filepath.FromSlash(escape(mod))+"@"+escape(version))
	if fi, err := os.Stat(dir); err == nil && fi.IsDir() {
		// The go command writes the .partial marker while it extracts.
		if _, err := os.Stat(dir + ".partial"); errors.Is(err, fs.ErrNotExist) {
			return &source{dir: dir}, nil
		}
	}
	zipPath := filepath.Join(cache, "cache", "download", filepath.FromSlash(escape(mod)), "@v", escape(version)+".zip")
	data, err := os.ReadFile(zipPath)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", cache, err)
	}
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", zipPath, err)
	}
	return &source{zip: zr, prefix: mod + "@" + version + "/"}, nil
}

// download runs `go mod download -json key` and returns the module's
// directory.
func download(key string) (string, error) {
	if runtime.GOOS == "js" || runtime.GOOS == "wasip1" {
		return "", fmt.Errorf("a %s test cannot run the go command to download it", runtime.GOOS)
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		return "", fmt.Errorf("the go command is not found to download it: %v", err)
	}
	cmd := exec.Command(goTool, "mod", "download", "-json", key)
	// Run outside any module so the download never touches our go.mod.
	cmd.Dir = os.TempDir()
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod")
	out, err := cmd.Output()
	var j struct{ Dir, Error string }
	if jerr := json.Unmarshal(out, &j); err != nil || jerr != nil || j.Dir == "" {
		return "", fmt.Errorf("go mod download failed: %v %s %s", err, j.Error, bytes.TrimSpace(out))
	}
	return j.Dir, nil
}

// ModuleFile returns the contents of file rel (slash-separated) inside
// mod@version, skipping t if the module can be neither found nor
// downloaded and failing it if the module lacks the file.
func ModuleFile(t testing.TB, mod, version, rel string) []byte {
	t.Helper()
	b, err := lookup(t, mod, version).read(rel)
	if err != nil {
		t.Fatalf("vectors: %s@%s has no readable %s: %v", mod, version, rel, err)
	}
	return b
}

// Wycheproof returns the contents of testvectors_v1/name from the pinned
// Wycheproof module, e.g. Wycheproof(t, "ed25519_test.json").
func Wycheproof(t testing.TB, name string) []byte {
	t.Helper()
	return ModuleFile(t, WycheproofModule, WycheproofVersion, wycheproofFolder+"/"+name)
}

// Geth returns the contents of core/vm/testdata/precompiles/name from the
// pinned go-ethereum module, e.g. Geth(t, "bn256Add.json").
func Geth(t testing.TB, name string) []byte {
	t.Helper()
	return ModuleFile(t, GethModule, GethVersion, gethFolder+"/"+name)
}

var (
	gorootOnce sync.Once
	goroot     string
	gorootErr  error
)

// GOROOT returns the root of the Go installation, whose src/ holds test data
// some tests read (crypto/ecdsa's CAVP files): $GOROOT if set, else the
// output of `go env GOROOT` (runtime.GOROOT is deprecated: it names the
// build machine's root). It skips t when neither is available, as in a
// js/wasm or wasip1 test run without GOROOT in its environment.
func GOROOT(t testing.TB) string {
	t.Helper()
	gorootOnce.Do(func() {
		if goroot = os.Getenv("GOROOT"); goroot != "" {
			return
		}
		if runtime.GOOS == "js" || runtime.GOOS == "wasip1" {
			gorootErr = fmt.Errorf("GOROOT is not set, and a %s test cannot run `go env GOROOT`", runtime.GOOS)
			return
		}
		out, err := exec.Command("go", "env", "GOROOT").Output()
		if goroot = string(bytes.TrimSpace(out)); err != nil || goroot == "" {
			gorootErr = fmt.Errorf("go env GOROOT: %v", err)
		}
	})
	if gorootErr != nil {
		t.Skipf("vectors: cannot find the Go installation: %v", gorootErr)
	}
	return goroot
}

// Testdata returns the contents of rel (slash-separated) inside the
// testdata folder at the repository root, which holds the vector files that
// several packages read (see testdata/README.md). A missing file fails t.
func Testdata(t testing.TB, rel string) []byte {
	t.Helper()
	root, err := repoRoot()
	if err != nil {
		t.Fatalf("vectors: cannot find the repository root from the working directory: %v", err)
	}
	b, err := os.ReadFile(filepath.Join(root, "testdata", filepath.FromSlash(rel)))
	if err != nil {
		t.Fatalf("vectors: %v", err)
	}
	return b
}

// repoRoot walks up from the working directory (a test runs in its package
// directory) to the directory whose go.mod declares the curvekit module.
func repoRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		mod, err := os.ReadFile(filepath.Join(dir, "go.mod"))
		if err == nil && bytes.HasPrefix(bytes.TrimSpace(mod), []byte("module github.com/curvekit/curvekit\n")) {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", os.ErrNotExist
		}
		dir = parent
	}
}
