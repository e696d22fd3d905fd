//go:build amd64 && !purego

package field

// crandallMul4 sets z = x·y mod p for a Crandall modulus p with constants
// k (prime_crandall.go), fully reduced, for any x, y < 2^256, with the
// baseline instructions MULQ, ADDQ and ADCQ that every amd64 processor has
// (prime_crandall_mulq_amd64.s). Processors with BMI2 and ADX get
// crandallMul4ADX instead (kindCrandall4ADX).
func crandallMul4(z, x, y, p, k *PrimeElement) {
	countMul()
	crandallMul4Asm(z, x, y, p, k)
}

// crandallSquare4 sets z = x² mod p for a Crandall modulus p with
// constants k, fully reduced, for any x < 2^256, with MULQ, ADDQ and ADCQ.
func crandallSquare4(z, x, p, k *PrimeElement) {
	countSquare()
	crandallSquare4Asm(z, x, p, k)
}

// crandallMul4Asm is crandallMul4Generic with MULQ, ADDQ and ADCQ
// (prime_crandall_mulq_amd64.s).
//
//go:noescape
func crandallMul4Asm(z, x, y, p, k *PrimeElement)

// crandallSquare4Asm is crandallSquare4Generic with MULQ, ADDQ and ADCQ
// (prime_crandall_mulq_amd64.s).
//
//go:noescape
func crandallSquare4Asm(z, x, p, k *PrimeElement)
