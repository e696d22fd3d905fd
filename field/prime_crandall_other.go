//go:build !amd64 || purego

package field

// crandallMul4 sets z = x·y mod p for a Crandall modulus p with constants
// k (prime_crandall.go), fully reduced, for any x, y < 2^256: the Go
// kernel, where there is no assembly (other architectures, the purego
// build).
func crandallMul4(z, x, y, p, k *PrimeElement) {
	countMul()
	crandallMul4Generic(z, x, y, p, k)
}

// crandallSquare4 sets z = x² mod p for a Crandall modulus p with
// constants k, fully reduced, for any x < 2^256: the Go kernel.
func crandallSquare4(z, x, p, k *PrimeElement) {
	countSquare()
	crandallSquare4Generic(z, x, p, k)
}
