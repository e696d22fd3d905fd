package ed25519_test

import (
	"reflect"
	"testing"

	"github.com/curvekit/curvekit/definitions/ed25519"
	"github.com/curvekit/curvekit/definitions/ed448"
	"github.com/stretchr/testify/assert"
)

// TestEntryPointsMatchEd448 checks that definitions/ed25519 and
// definitions/ed448 offer the same EdDSA entry points with the same shapes
// (the key types aside), the same Options fields (ed25519's Hash aside, kept
// for crypto/ed25519's callers) and the same shared policy names.
func TestEntryPointsMatchEd448(t *testing.T) {
	pairs := map[string][2]any{
		"SignWithOptions":   {ed25519.SignWithOptions, ed448.SignWithOptions},
		"VerifyWithOptions": {ed25519.VerifyWithOptions, ed448.VerifyWithOptions},
		"SignCtx":           {ed25519.SignCtx, ed448.SignCtx},
		"VerifyCtx":         {ed25519.VerifyCtx, ed448.VerifyCtx},
		"SignPh":            {ed25519.SignPh, ed448.SignPh},
		"VerifyPh":          {ed25519.VerifyPh, ed448.VerifyPh},
	}
	for name, p := range pairs {
		assert.Equal(t, shape(reflect.TypeOf(p[0])), shape(reflect.TypeOf(p[1])), name)
	}
	fields := func(v any) []string {
		var names []string
		rt := reflect.TypeOf(v)
		for i := range rt.NumField() {
			if f := rt.Field(i); f.Name != "Hash" {
				names = append(names, f.Name+" "+shapeOf(f.Type))
			}
		}
		return names
	}
	assert.Equal(t, fields(ed25519.Options{}), fields(ed448.Options{}))
	// The shared policy names; this fails to compile if one is missing.
	_ = []ed25519.Policy{ed25519.RFC8032, ed25519.Strict, ed25519.Lenient}
	_ = []ed448.Policy{ed448.RFC8032, ed448.Strict, ed448.Lenient}
}

// shape describes a function type with each package's own types replaced
// by their kind, so that ed25519.PublicKey and ed448.PublicKey compare
// equal.
func shape(ft reflect.Type) string {
	s := "func("
	for i := range ft.NumIn() {
		s += shapeOf(ft.In(i)) + ","
	}
	s += ")("
	for i := range ft.NumOut() {
		s += shapeOf(ft.Out(i)) + ","
	}
	return s + ")"
}

// shapeOf names t without its package.
func shapeOf(t reflect.Type) string {
	switch t.Kind() {
	case reflect.Pointer:
		return "*" + shapeOf(t.Elem())
	case reflect.Slice:
		return "[]" + shapeOf(t.Elem())
	}
	return t.Name()
}
