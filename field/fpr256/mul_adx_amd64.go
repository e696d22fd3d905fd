//go:build amd64 && !purego

package fpr256

import "github.com/curvekit/curvekit/internal/cpu"

// mulADX sets z = x·y·2^-256 mod p with MULX, ADCX and ADOX. Call it only
// when hasADX is true.
func mulADX(z, x, y *Element) {
	countMul()
	mulADXAsm(z, x, y)
}

// mulADXAsm is mulGeneric with MULX, ADCX and ADOX (mul_adx_amd64.s).
//
//go:noescape
func mulADXAsm(z, x, y *Element)

// hasADX reports whether the processor has BMI2 (MULX) and ADX (ADCX,
// ADOX) and GODEBUG does not switch them off (GODEBUG=cpu.adx=off); see
// internal/cpu. They are plain integer instructions, so no
// operating-system support is needed.
var hasADX = cpu.X86.HasBMI2ADX

// squareADX sets z = x²·2^-256 mod p with MULX, ADCX and ADOX. Call it
// only when hasADX is true.
func squareADX(z, x *Element) {
	countSquare()
	squareADXAsm(z, x)
}

// squareADXAsm is squareGeneric with MULX, ADCX and ADOX (mul_adx_amd64.s).
//
//go:noescape
func squareADXAsm(z, x *Element)
