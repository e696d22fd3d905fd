//go:build amd64 && !purego

package field

import "github.com/curvekit/curvekit/internal/cpu"

// hasADX reports whether the processor has BMI2 (MULX) and ADX (ADCX,
// ADOX) and GODEBUG does not switch them off (cpu.bmi2=off, cpu.adx=off);
// see internal/cpu. Specialize reads it, once per view, to pick Prime4ADX.
var hasADX = cpu.X86.HasBMI2ADX

// montMul4ADX sets z = x·y·2^-256 mod p, fully reduced, for x·y < p·2^256,
// with MULX, ADCX and ADOX. Call it only when hasADX is true.
func montMul4ADX(z, x, y, p *PrimeElement, inv uint64) {
	countMul()
	montMul4ADXAsm(z, x, y, p, inv)
}

// montSquare4ADX sets z = x²·2^-256 mod p, fully reduced, for x < p, with
// MULX, ADCX and ADOX. Call it only when hasADX is true.
func montSquare4ADX(z, x, p *PrimeElement, inv uint64) {
	countSquare()
	montSquare4ADXAsm(z, x, p, inv)
}

// montMul4ADXAsm is montMul4Generic (and, with inv = 1, montMul4pm1Generic)
// with MULX, ADCX and ADOX (prime_adx_amd64.s).
//
//go:noescape
func montMul4ADXAsm(z, x, y, p *PrimeElement, inv uint64)

// montSquare4ADXAsm is montSquare4Generic (and, with inv = 1,
// montSquare4pm1Generic) with MULX, ADCX and ADOX (prime_adx_amd64.s).
//
//go:noescape
func montSquare4ADXAsm(z, x, p *PrimeElement, inv uint64)

// montMul4M1ADX is montMul4ADX for p ≡ −1 mod 2^64 (inv = 1), whose
// reduction multiplies by the three limbs of q = (p + 1)/2^64 instead of
// the four of p and needs no multiplier: see prime_adxm1_amd64.s. Call it
// only when hasADX is true.
func montMul4M1ADX(z, x, y, p, q *PrimeElement) {
	countMul()
	montMul4M1ADXAsm(z, x, y, p, q)
}

// montSquare4M1ADX is montSquare4ADX for p ≡ −1 mod 2^64 (inv = 1), with
// the reduction of montMul4M1ADX.
func montSquare4M1ADX(z, x, p, q *PrimeElement) {
	countSquare()
	montSquare4M1ADXAsm(z, x, p, q)
}

// montMul4M1ADXAsm is montMul4pm1Generic with MULX, ADCX and ADOX and the
// reduction by q = (p + 1)/2^64 (prime_adxm1_amd64.s).
//
//go:noescape
func montMul4M1ADXAsm(z, x, y, p, q *PrimeElement)

// montSquare4M1ADXAsm is montSquare4pm1Generic with MULX, ADCX and ADOX
// and the reduction by q = (p + 1)/2^64 (prime_adxm1_amd64.s).
//
//go:noescape
func montSquare4M1ADXAsm(z, x, p, q *PrimeElement)

// montMul4SparseADX is montMul4M1ADX for p of the P-256 shape
// q_2·2^192 + 2^96 − 1, whose q = (p + 1)/2^64 is 2^32 + q_2·2^128: a
// reduction round is two shifts and one MULX (prime_adxsparse_amd64.s).
// Call it only when hasADX is true.
func montMul4SparseADX(z, x, y, p, q *PrimeElement) {
	countMul()
	montMul4SparseADXAsm(z, x, y, p, q)
}

// montSquare4SparseADX is montSquare4M1ADX for p of the P-256 shape, with
// the reduction of montMul4SparseADX.
func montSquare4SparseADX(z, x, p, q *PrimeElement) {
	countSquare()
	montSquare4SparseADXAsm(z, x, p, q)
}

// montMul4SparseADXAsm is montMul4pm1Generic for p of the P-256 shape
// (prime_adxsparse_amd64.s).
//
//go:noescape
func montMul4SparseADXAsm(z, x, y, p, q *PrimeElement)

// montSquare4SparseADXAsm is montSquare4pm1Generic for p of the P-256
// shape (prime_adxsparse_amd64.s).
//
//go:noescape
func montSquare4SparseADXAsm(z, x, p, q *PrimeElement)

// crandallMul4ADX sets z = x·y mod p for a Crandall modulus p with
// constants k (prime_crandall.go), fully reduced, for any x, y < 2^256.
// Call it only when hasADX is true.
func crandallMul4ADX(z, x, y, p, k *PrimeElement) {
	countMul()
	crandallMul4ADXAsm(z, x, y, p, k)
}

// crandallSquare4ADX sets z = x² mod p for a Crandall modulus p with
// constants k, fully reduced, for any x < 2^256. Call it only when hasADX
// is true.
func crandallSquare4ADX(z, x, p, k *PrimeElement) {
	countSquare()
	crandallSquare4ADXAsm(z, x, p, k)
}

// crandallMul4ADXAsm is crandallMul4Generic with MULX, ADCX and ADOX
// (prime_crandall_amd64.s).
//
//go:noescape
func crandallMul4ADXAsm(z, x, y, p, k *PrimeElement)

// crandallSquare4ADXAsm is crandallSquare4Generic with MULX, ADCX and ADOX
// (prime_crandall_amd64.s).
//
//go:noescape
func crandallSquare4ADXAsm(z, x, p, k *PrimeElement)
