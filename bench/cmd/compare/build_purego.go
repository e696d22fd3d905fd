//go:build purego

package main

// buildName names the build of curvekit and of the standard library's crypto
// that the table measures. Under -tags purego both are pure Go: curvekit's
// generic field arithmetic (its *_noasm.go and generated generic files),
// and the standard library's crypto/internal/fips140 generic code, whose
// assembly files (edwards25519/field fe_amd64.go, nistec p256_asm.go,
// bigmod nat_asm.go, sha256 and sha512 blocks) are all constrained to
// !purego. This is the code arm64 and the other architectures without
// curvekit assembly run.
const buildName = "-tags purego (pure Go, curvekit and the standard library alike)"
