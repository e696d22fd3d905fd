//go:build amd64 && !purego

package field

// montMul6ADX sets z = x·y·2^-384 mod p, fully reduced, for x < 2^384,
// y < p and p < 2^383, with MULX, ADCX and ADOX. Call it only when hasADX
// is true.
func montMul6ADX(z, x, y, p *PrimeElement, inv uint64) {
	countMul()
	montMul6ADXAsm(z, x, y, p, inv)
}

// montSquare6ADX sets z = x²·2^-384 mod p, fully reduced, for x < p and
// p < 2^383, as the product x·x of montMul6ADXAsm. Call it only when
// hasADX is true.
func montSquare6ADX(z, x, p *PrimeElement, inv uint64) {
	countSquare()
	montMul6ADXAsm(z, x, x, p, inv)
}

// montMul6ADXAsm is montMul6Generic (and, with inv = 1,
// montMul6pm1Generic) for p < 2^383, with MULX, ADCX and ADOX
// (prime_adx6_amd64.s).
//
//go:noescape
func montMul6ADXAsm(z, x, y, p *PrimeElement, inv uint64)
