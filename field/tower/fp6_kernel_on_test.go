//go:build amd64 && !purego

package tower_test

// fp6KernelBuild says whether field.Prime's 4-limb ADX view carries the lazy
// Fp6 kernel in this build (prime_fp6lazy_adx_amd64.s).
const fp6KernelBuild = true
