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
