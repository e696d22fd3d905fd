//go:build amd64 && !purego

package tower_test

// wideBuild says whether field.Prime's ADX views carry the double-width
// Fp2 kernels in this build (prime_fp6lazy_adx_amd64.s).
const wideBuild = true
