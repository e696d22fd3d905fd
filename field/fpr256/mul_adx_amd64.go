//go:build amd64 && !purego

package fpr256

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

// cpuid executes CPUID with EAX = leaf and ECX = sub.
func cpuid(leaf, sub uint32) (a, b, c, d uint32)

// hasADX reports whether the processor has BMI2 (MULX) and ADX (ADCX,
// ADOX): CPUID leaf 7, sub-leaf 0, EBX bits 8 and 19. They are plain
// integer instructions, so no operating-system support is needed.
var hasADX = func() bool {
	maxLeaf, _, _, _ := cpuid(0, 0)
	if maxLeaf < 7 {
		return false
	}
	_, b, _, _ := cpuid(7, 0)
	return b&(1<<8) != 0 && b&(1<<19) != 0
}()

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

// WeierstrassKernels returns the Weierstrass kernels best suited to the
// processor: adxKernels, the kernels of Field built on MULX, ADCX and ADOX,
// when it has BMI2 and ADX, and Field otherwise. Both compute the same
// coordinates in constant time (the VarTime kernels aside). curves/weierstrass
// calls it once per curve. It is not part of field.Field.
func (Field) WeierstrassKernels() any {
	if hasADX {
		return adxKernels{}
	}
	return Field{}
}
