//go:build !amd64 || purego

package lanes25519

// Paths returns no kernels: the lane backend is amd64 assembly.
func Paths() []Path { return nil }
