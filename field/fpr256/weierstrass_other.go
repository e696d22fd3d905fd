//go:build !amd64 || purego

package fpr256

// WeierstrassKernels returns Field, whose methods are the Weierstrass
// kernels for this build (see weierstrass.go). It is not part of
// field.Field.
func (Field) WeierstrassKernels() any { return Field{} }
