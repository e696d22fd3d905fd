//go:build amd64 && !purego

package edwards

// laneAssembly reports whether internal/lanes25519 is built with its lane
// kernels (amd64 without the purego tag).
const laneAssembly = true
