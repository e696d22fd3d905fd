//go:build !amd64 || purego

package field

// hasADX is false where there is no BMI2/ADX assembly (other
// architectures, the purego build): Specialize never picks Prime4ADX.
const hasADX = false

// montMul4ADX is montMul4 where there is no BMI2/ADX assembly: a Prime4ADX
// made there computes exactly what a Prime4 does.
func montMul4ADX(z, x, y, p *PrimeElement, inv uint64) { montMul4(z, x, y, p, inv) }

// montSquare4ADX is montSquare4 where there is no BMI2/ADX assembly.
func montSquare4ADX(z, x, p *PrimeElement, inv uint64) { montSquare4(z, x, p, inv) }

// montMul6ADX is montMul6 where there is no BMI2/ADX assembly: a Prime6ADX
// made there computes exactly what a Prime6 does.
func montMul6ADX(z, x, y, p *PrimeElement, inv uint64) { montMul6(z, x, y, p, inv) }

// montSquare6ADX is montSquare6 where there is no BMI2/ADX assembly.
func montSquare6ADX(z, x, p *PrimeElement, inv uint64) { montSquare6(z, x, p, inv) }

// montMul4M1ADX is montMul4pm1 where there is no BMI2/ADX assembly.
func montMul4M1ADX(z, x, y, p, _ *PrimeElement) { montMul4pm1(z, x, y, p, 1) }

// montSquare4M1ADX is montSquare4pm1 where there is no BMI2/ADX assembly.
func montSquare4M1ADX(z, x, p, _ *PrimeElement) { montSquare4pm1(z, x, p, 1) }

// montMul4SparseADX is montMul4pm1 where there is no BMI2/ADX assembly.
func montMul4SparseADX(z, x, y, p, _ *PrimeElement) { montMul4pm1(z, x, y, p, 1) }

// montSquare4SparseADX is montSquare4pm1 where there is no BMI2/ADX
// assembly.
func montSquare4SparseADX(z, x, p, _ *PrimeElement) { montSquare4pm1(z, x, p, 1) }

// crandallMul4ADX is crandallMul4Generic where there is no BMI2/ADX
// assembly (NewPrime picks kindCrandall4ADX only where there is).
func crandallMul4ADX(z, x, y, p, k *PrimeElement) {
	countMul()
	crandallMul4Generic(z, x, y, p, k)
}

// crandallSquare4ADX is crandallSquare4Generic where there is no BMI2/ADX
// assembly.
func crandallSquare4ADX(z, x, p, k *PrimeElement) {
	countSquare()
	crandallSquare4Generic(z, x, p, k)
}

// fp2Mul4ADX, fp2Square4ADX, fp2Mul6ADX and fp2Square6ADX are never
// called where there is no BMI2/ADX assembly: the views test hasADX (a
// false constant here) before they do (fp2Fused).
func fp2Mul4ADX(_, _, _, _, _, _, _ *PrimeElement, _ uint64) { panic("field: internal error: no ADX") }

func fp2Square4ADX(_, _, _, _, _ *PrimeElement, _ uint64) { panic("field: internal error: no ADX") }

func fp2Mul6ADX(_, _, _, _, _, _, _ *PrimeElement, _ uint64) { panic("field: internal error: no ADX") }

func fp2Square6ADX(_, _, _, _, _ *PrimeElement, _ uint64) { panic("field: internal error: no ADX") }

func fp2MulSmall4ADX(_, _, _, _, _ *PrimeElement, _ *[3]PrimeElement, _ uint64) {
	panic("field: internal error: no ADX")
}

func fp2MulSmall6ADX(_, _, _, _, _ *PrimeElement, _ *[3]PrimeElement, _ uint64) {
	panic("field: internal error: no ADX")
}
