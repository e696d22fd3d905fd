package gendef

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestExecute checks that Execute fills the template, applies the edit
// before formatting, and reports template and syntax errors.
func TestExecute(t *testing.T) {
	src, err := Execute("package {{.}}\nvar   x = 1\n", "p", nil)
	require.NoError(t, err)
	assert.Equal(t, "package p\n\nvar x = 1\n", string(src))
	src, err = Execute("package {{.}}\n", "p", func(b []byte) []byte { return append(b, "const c = 2\n"...) })
	require.NoError(t, err)
	assert.Equal(t, "package p\n\nconst c = 2\n", string(src))
	_, err = Execute("package {{.Missing}}\n", "p", nil)
	assert.Error(t, err, "template error")
	_, err = Execute("package {{.}}\nfunc (\n", "p", nil)
	assert.Error(t, err, "syntax error")
}
