package tower

// quadKernel is what a base field may offer to do whole Fp2 operations in
// one call (every view of field.Prime does): an Fp2 multiplication
// through base costs three multiplications and five additions, each a
// call through an interface, and on BLS12-381 those calls and the
// indirections around them took about a third of a pairing. Each pair
// (x0, x1) is x0 + x1·u. Fp2MulMinusOne and Fp2SquareMinusOne are the
// products of u² = −1, used only by an Fp2 with β = −1, as is
// Fp2MulSmallPlusU, the product by ξ = k + u of an Fp6 over it (MulByXi);
// Fp2Add and Fp2Sub serve any β. The results are exactly those of the
// base-field formulas in fp2.go and fp6.go.
type quadKernel[E any] interface {
	Fp2Add(z0, z1, x0, x1, y0, y1 *E)
	Fp2Sub(z0, z1, x0, x1, y0, y1 *E)
	Fp2MulMinusOne(z0, z1, x0, x1, y0, y1 *E)
	Fp2SquareMinusOne(z0, z1, x0, x1 *E)
	Fp2MulSmallPlusU(z0, z1, x0, x1 *E, k uint)
}

// quad returns the quadratic kernel of the view b calls, or nil.
func (b *base[E]) quad() quadKernel[E] {
	q, _ := b.k.(quadKernel[E])
	return q
}

// Fp2's Add, Sub, Mul and Square and Fp6's MulByXi call the kernel
// directly, hiding their pointers from escape analysis as base does (the
// Fp2 elements' pointers, and with them the coefficients' pointers derived
// from them): one interface call per operation. A helper method around the
// call would exceed the inliner's budget and add a call to every Fp2
// operation of a pairing.
