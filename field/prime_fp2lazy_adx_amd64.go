//go:build amd64 && !purego

package field

// fp2MulLazy4ADXAsm is the assembly of fp2Mul4ADX
// (prime_fp2lazy_adx_amd64.s, from internal/fieldgen/asm_fp2lazy.go): the
// three Karatsuba products x0·y0, x1·y1 and (x0 + x1)(y0 + y1) at double
// width and two Montgomery reductions, of x0·y0 − x1·y1 (plus p·2^256 when
// negative) and of the cross terms, instead of three Montgomery
// multiplications. Coefficients below p, p < 2^255.
//
//go:noescape
func fp2MulLazy4ADXAsm(z0, z1, x0, x1, y0, y1, p *PrimeElement, inv uint64)

// fp2MulLazy6ADXAsm is fp2MulLazy4ADXAsm for a 6-limb p < 2^383, the
// assembly of fp2Mul6ADX.
//
//go:noescape
func fp2MulLazy6ADXAsm(z0, z1, x0, x1, y0, y1, p *PrimeElement, inv uint64)
