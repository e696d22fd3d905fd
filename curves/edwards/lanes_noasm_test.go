//go:build !amd64 || purego

package edwards

// laneAssembly reports whether field/fp25519 is built with its AVX-512 IFMA
// lane kernels (amd64 without the purego tag).
const laneAssembly = false
