//go:build amd64 && !purego

package field

// fp2Mul4ADX sets z0 + z1·u = (x0 + x1·u)·(y0 + y1·u) with u² = −1 for a
// 4-limb p < 2^255 in Montgomery form, coefficients below p, in one
// assembly function (the three Karatsuba products at double width with
// MULX, ADCX and ADOX and two Montgomery reductions, lazy reduction;
// prime_fp2lazy_adx_amd64.s).
// z may alias x or y. Call it only when hasADX is true.
func fp2Mul4ADX(z0, z1, x0, x1, y0, y1, p *PrimeElement, inv uint64) {
	countMul()
	countMul()
	countMul()
	fp2MulLazy4ADXAsm(z0, z1, x0, x1, y0, y1, p, inv)
}

// fp2Square4ADX sets z0 + z1·u = (x0 + x1·u)² with u² = −1 for a 4-limb
// p < 2^255, as (x0 + x1)(x0 − x1) + 2·x0·x1·u, two Montgomery
// multiplications in one assembly function. z may alias x. Call it only
// when hasADX is true.
func fp2Square4ADX(z0, z1, x0, x1, p *PrimeElement, inv uint64) {
	countMul()
	countMul()
	fp2Square4ADXAsm(z0, z1, x0, x1, p, inv)
}

// fp2Mul6ADX is fp2Mul4ADX for a 6-limb p < 2^383.
func fp2Mul6ADX(z0, z1, x0, x1, y0, y1, p *PrimeElement, inv uint64) {
	countMul()
	countMul()
	countMul()
	fp2MulLazy6ADXAsm(z0, z1, x0, x1, y0, y1, p, inv)
}

// fp2Square6ADX is fp2Square4ADX for a 6-limb p < 2^383.
func fp2Square6ADX(z0, z1, x0, x1, p *PrimeElement, inv uint64) {
	countMul()
	countMul()
	fp2Square6ADXAsm(z0, z1, x0, x1, p, inv)
}

// fp2Square4ADXAsm is the assembly of fp2Square4ADX
// (prime_fp2_adx_amd64.s).
//
//go:noescape
func fp2Square4ADXAsm(z0, z1, x0, x1, p *PrimeElement, inv uint64)

// fp2Square6ADXAsm is the assembly of fp2Square6ADX
// (prime_fp2_adx_amd64.s).
//
//go:noescape
func fp2Square6ADXAsm(z0, z1, x0, x1, p *PrimeElement, inv uint64)

// fp2MulSmall4ADX sets z0 + z1·u = (k + u)·(x0 + x1·u) with u² = −1, that
// is z0 = k·x0 − x1 and z1 = k·x1 + x0, for a public k ≤ 15 and a 4-limb
// p < 2^255, in one assembly function (prime_fp2_adx_amd64.s): k·x by
// MULX and one reduction of the sum below 16p by masked subtractions of
// 8p, 4p, 2p and p, read from m = f.pShl. z may alias x. Call it only when
// hasADX is true.
func fp2MulSmall4ADX(z0, z1, x0, x1, p *PrimeElement, m *[3]PrimeElement, k uint64) {
	fp2MulSmall4ADXAsm(z0, z1, x0, x1, p, &m[0], k)
}

// fp2MulSmall6ADX is fp2MulSmall4ADX for a 6-limb p < 2^383.
func fp2MulSmall6ADX(z0, z1, x0, x1, p *PrimeElement, m *[3]PrimeElement, k uint64) {
	fp2MulSmall6ADXAsm(z0, z1, x0, x1, p, &m[0], k)
}

// fp2MulSmall4ADXAsm is the assembly of fp2MulSmall4ADX
// (prime_fp2_adx_amd64.s).
//
//go:noescape
func fp2MulSmall4ADXAsm(z0, z1, x0, x1, p, m *PrimeElement, k uint64)

// fp2MulSmall6ADXAsm is the assembly of fp2MulSmall6ADX
// (prime_fp2_adx_amd64.s).
//
//go:noescape
func fp2MulSmall6ADXAsm(z0, z1, x0, x1, p, m *PrimeElement, k uint64)
