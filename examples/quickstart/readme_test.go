package quickstart_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// repoRoot is the repository root, relative to this package's directory.
const repoRoot = "../.."

// snippetMarker names the file a README code block is copied from.
var snippetMarker = regexp.MustCompile(`^<!-- snippet: (\S+) -->$`)

// codeBlock is a fenced Go code block of the README and the file its marker
// names.
type codeBlock struct {
	line   int // 1-based line of the opening fence
	source string
	body   []string
}

// readmeGoBlocks returns the README's Go code blocks. A block must follow a
// snippet marker on the line just above its fence.
func readmeGoBlocks(t *testing.T) []codeBlock {
	readme, err := os.ReadFile(filepath.Join(repoRoot, "README.md"))
	require.NoError(t, err)
	lines := strings.Split(string(readme), "\n")
	var blocks []codeBlock
	for i := 0; i < len(lines); i++ {
		if lines[i] != "```go" {
			continue
		}
		b := codeBlock{line: i + 1}
		if i > 0 {
			if m := snippetMarker.FindStringSubmatch(lines[i-1]); m != nil {
				b.source = m[1]
			}
		}
		for i++; i < len(lines) && lines[i] != "```"; i++ {
			b.body = append(b.body, lines[i])
		}
		require.Less(t, i, len(lines), "README.md:%d: unterminated code block", b.line)
		blocks = append(blocks, b)
	}
	return blocks
}

// trimmed returns the lines with their leading and trailing white space
// removed, so that a function body de-indented in the README still matches.
func trimmed(lines []string) []string {
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = strings.TrimSpace(l)
	}
	return out
}

// containsRun reports whether want occurs as a run of consecutive lines in
// have.
func containsRun(have, want []string) bool {
	for start := 0; start+len(want) <= len(have); start++ {
		match := true
		for j := range want {
			if have[start+j] != want[j] {
				match = false
				break
			}
		}
		if match {
			return true
		}
	}
	return false
}

// TestREADMESnippets checks that every Go code block of the README is a
// verbatim copy (up to indentation) of consecutive lines of the tested file
// its marker names, so that the README shows only code that compiles and
// whose output `go test` checks.
func TestREADMESnippets(t *testing.T) {
	blocks := readmeGoBlocks(t)
	require.NotEmpty(t, blocks)
	for _, b := range blocks {
		if !assert.NotEmpty(t, b.source, "README.md:%d: a Go code block needs a <!-- snippet: path --> line above it", b.line) {
			continue
		}
		src, err := os.ReadFile(filepath.Join(repoRoot, filepath.FromSlash(b.source)))
		if !assert.NoError(t, err, "README.md:%d", b.line) {
			continue
		}
		assert.True(t, containsRun(trimmed(strings.Split(string(src), "\n")), trimmed(b.body)),
			"README.md:%d: the code block is not a copy of lines of %s; update the README from the tested code", b.line, b.source)
	}
}

// TestREADMECommands checks that the programs the README tells users to run
// exist.
func TestREADMECommands(t *testing.T) {
	readme, err := os.ReadFile(filepath.Join(repoRoot, "README.md"))
	require.NoError(t, err)
	runs := regexp.MustCompile(`go run (\./examples/[a-z0-9]+)`).FindAllStringSubmatch(string(readme), -1)
	require.NotEmpty(t, runs)
	for _, m := range runs {
		assert.DirExists(t, filepath.Join(repoRoot, filepath.FromSlash(m[1])))
	}
	assert.Contains(t, string(readme), "```sh\ngo run ./examples/demo\n```", "the README's first command must stay")
	assert.Contains(t, string(readme), "```sh\ngo test ./...\n```", "the README's second command must stay")
}

// TestContainsRun checks the matcher itself.
func TestContainsRun(t *testing.T) {
	have := []string{"a", "b", "c", "d"}
	assert.True(t, containsRun(have, []string{"b", "c"}))
	assert.True(t, containsRun(have, []string{"a", "b", "c", "d"}))
	assert.False(t, containsRun(have, []string{"a", "c"}))
	assert.False(t, containsRun(have, []string{"d", "e"}))
}
