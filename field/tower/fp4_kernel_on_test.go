//go:build amd64 && !purego

package tower_test

// fp4KernelBuild says whether field.Prime's 4- and 6-limb ADX views carry
// the lazy Fp4 squaring in this build (prime_fp4sq_adx_amd64.s).
const fp4KernelBuild = true
