// Package vectors finds the external test data that curvekit's tests read:
// Go modules that ship vector files (fetched with `go mod download`, as Go's own
// crypto tests do) and the ../shared/vectors folder beside the repository.
//
// Every function skips the calling test, with a logged reason, when the data
// cannot be had; none of them fails a test for a missing download.
package vectors

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
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

var (
	moduleMu   sync.Mutex
	moduleDirs = map[string]string{}
)

// Module returns the directory holding the source tree of module@version,
// downloading it into the module cache if needed. It skips t if the go
// command is missing or the download fails.
func Module(t testing.TB, module, version string) string {
	t.Helper()
	key := module + "@" + version
	moduleMu.Lock()
	defer moduleMu.Unlock()
	if dir, ok := moduleDirs[key]; ok {
		return dir
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("vectors: go command not found, cannot fetch %s: %v", key, err)
	}
	cmd := exec.Command(goTool, "mod", "download", "-json", key)
	// Run outside any module so the download never touches our go.mod.
	cmd.Dir = os.TempDir()
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod")
	out, err := cmd.Output()
	if err != nil {
		t.Skipf("vectors: cannot fetch %s: %v\n%s", key, err, out)
	}
	var j struct{ Dir, Error string }
	if err := json.Unmarshal(out, &j); err != nil || j.Dir == "" {
		t.Skipf("vectors: cannot fetch %s: %v %s", key, err, j.Error)
	}
	moduleDirs[key] = j.Dir
	return j.Dir
}

// ModuleFile returns the contents of file rel inside module@version.
func ModuleFile(t testing.TB, module, version, rel string) []byte {
	t.Helper()
	dir := Module(t, module, version)
	b, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(rel)))
	if err != nil {
		t.Fatalf("vectors: %s@%s has no readable %s: %v", module, version, rel, err)
	}
	return b
}

// Wycheproof returns the contents of testvectors_v1/name from the pinned
// Wycheproof module, e.g. Wycheproof(t, "ed25519_test.json").
func Wycheproof(t testing.TB, name string) []byte {
	t.Helper()
	return ModuleFile(t, WycheproofModule, WycheproofVersion, wycheproofFolder+"/"+name)
}

// Shared returns the path of rel inside the shared vectors folder
// (../shared/vectors next to the repository root), skipping t if the folder
// or the file is absent.
func Shared(t testing.TB, rel string) string {
	t.Helper()
	root, err := repoRoot()
	if err != nil {
		t.Skipf("vectors: cannot find the repository root: %v", err)
	}
	p := filepath.Join(root, "..", "shared", "vectors", filepath.FromSlash(rel))
	if _, err := os.Stat(p); err != nil {
		t.Skipf("vectors: shared test data %s is absent (%v); it lives beside the repository in ../shared/vectors", rel, err)
	}
	return p
}

// SharedFile returns the contents of rel inside the shared vectors folder,
// skipping t if it is absent.
func SharedFile(t testing.TB, rel string) []byte {
	t.Helper()
	b, err := os.ReadFile(Shared(t, rel))
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
