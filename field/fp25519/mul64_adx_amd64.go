//go:build amd64 && !purego

package fp25519

import "github.com/curvekit/curvekit/internal/cpu"

// hasADX reports whether the processor has BMI2 (MULX) and ADX (ADCX,
// ADOX) and GODEBUG does not switch them off (GODEBUG=cpu.adx=off); see
// internal/cpu.
var hasADX = cpu.X86.HasBMI2ADX

// mul64ADXAsm is mul64Generic with MULX, ADCX and ADOX
// (mul64_adx_amd64.s). Call it only when hasADX is true.
//
//go:noescape
func mul64ADXAsm(z, x, y *Element64)

// square64ADXAsm is square64Generic with MULX, ADCX and ADOX
// (mul64_adx_amd64.s). Call it only when hasADX is true.
//
//go:noescape
func square64ADXAsm(z, x *Element64)

// mul64ADX sets z = x · y on MULX, ADCX and ADOX.
func mul64ADX(z, x, y *Element64) { mul64ADXAsm(z, x, y) }

// square64ADX sets z = x² on MULX, ADCX and ADOX.
func square64ADX(z, x *Element64) { square64ADXAsm(z, x) }
