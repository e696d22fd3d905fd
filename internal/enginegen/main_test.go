package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// toyFormulas is a formula file of a made-up engine.
const toyFormulas = `package toy

// twice sets z = 2·x. // a comment naming E stays as it is
func (k *ops[E]) twice(z, x *E, s *scratch[E]) {
	f := k.f
	f.Add(&s.t, x, x) // 1. t ← x + x
	f.Mul(z, &s.t, &k.one) // 2. z ← t·1
}

// scale is provided by each target.
func (k *ops[E]) scale(z, x *E) { k.f.Mul(z, x, &k.c) }

// notAFormula has another receiver and is not copied.
func (w *other[E]) notAFormula() {}
`

// TestGenerateToyEngine checks the rewriting on a made-up engine: the
// receiver becomes the target type, the type parameter the element type
// (in code, not in comments), provided methods come from the target's
// template, inlined field calls are expanded, comments are kept, and other
// receivers are left out.
func TestGenerateToyEngine(t *testing.T) {
	e := engine{
		name: "toy", pkg: "toy", files: []string{"formulas.go"},
		receiver: "ops", typeParam: "E", fieldVar: "f", provided: []string{"scale"},
		targets: []target{{
			name: "Fast", file: "zz_fast.go", imports: []string{"example.com/fast"},
			elem: "fast.Element", field: "fast.Field", doc: "a fast field.",
			helpers: "func (k *{{T}}) scale(z, x *{{E}}) { k.f.Mul(z, x, &k.c) }\n",
			inline:  map[string]string{"Add": "{1p}[0] = fast.AddPieces({2}, {3})"},
		}},
	}
	files, err := generate(e, func(string) ([]byte, error) { return []byte(toyFormulas), nil })
	require.NoError(t, err)
	src := string(files["zz_fast.go"])
	assert.True(t, strings.HasPrefix(src, header), "header")
	for _, want := range []string{
		"type opsFast struct {\n\t*ops[fast.Element]\n\tf fast.Field\n}",
		"func (k *opsFast) scale(z, x *fast.Element) { k.f.Mul(z, x, &k.c) }",
		"func (k *opsFast) twice(z, x *fast.Element, s *scratch[fast.Element]) {",
		"s.t[0] = fast.AddPieces(x, x) // 1. t ← x + x",
		"f.Mul(z, &s.t, &k.one)        // 2. z ← t·1",
		"// twice sets z = 2·x. // a comment naming E stays as it is",
	} {
		assert.Contains(t, src, want)
	}
	assert.NotContains(t, src, "notAFormula")
	assert.Equal(t, 1, strings.Count(src, ") scale("), "the provided method is written once")
}

// TestGeneratedWeierstrassIsCurrent regenerates curves/weierstrass's
// specialisations in memory and compares them with the files in the
// repository (CI checks the same with go generate).
func TestGeneratedWeierstrassIsCurrent(t *testing.T) {
	dir := filepath.Join("..", "..", "curves", "weierstrass")
	files, err := generate(weierstrass, func(name string) ([]byte, error) {
		return os.ReadFile(filepath.Join(dir, name))
	})
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for name, src := range files {
		have, err := os.ReadFile(filepath.Join(dir, name))
		require.NoError(t, err)
		assert.Equal(t, string(src), string(have), "%s is not current: run go generate ./curves/weierstrass", name)
	}
}

// TestDropUnusedField checks that a method whose field calls were all
// expanded loses its "f := k.f" (which would not compile), and that one
// still using f, or naming it only in a comment or as k.f, is handled right.
func TestDropUnusedField(t *testing.T) {
	expanded := "func (k *T) a(z *E) {\n\tf := k.f\n\tz[0] = 1 // f: gone, k.f too\n}"
	assert.Equal(t, "func (k *T) a(z *E) {\n\tz[0] = 1 // f: gone, k.f too\n}", string(dropUnusedField([]byte(expanded), "f")))
	used := "func (k *T) b(z *E) {\n\tf := k.f\n\tf.Mul(z, z, z)\n}"
	assert.Equal(t, used, string(dropUnusedField([]byte(used), "f")))
	passed := "func (k *T) c(z *E) {\n\tf := k.f\n\tuse(f)\n}"
	assert.Equal(t, passed, string(dropUnusedField([]byte(passed), "f")))
	none := "func (k *T) d(z *E) { k.f.Mul(z, z, z) }"
	assert.Equal(t, none, string(dropUnusedField([]byte(none), "f")))
}
