package field

import "math/big"

// PrimeTestModuli exposes the moduli of the Prime tests to the external test
// package (prime_conformance_test.go), which the conformance suite needs
// because fieldtest imports field.
func PrimeTestModuli() map[string]*big.Int {
	out := map[string]*big.Int{}
	for _, np := range testPrimes() {
		out[np.name] = np.p
	}
	return out
}
