package field

// Quadratic-extension arithmetic on the views. A tower over a Prime
// (field/tower's Fp2 = Fp[u]/(u² − β)) spends most of its time in a few
// base operations per Fp2 operation: five to eight calls into the base
// field through an interface for one Fp2 multiplication, which on
// BLS12-381 took about a third of a pairing. Every view of Specialize
// (prime_views.go) therefore has five methods that do a whole Fp2
// operation in one call, with its kernels called directly:
//
//	Fp2Add(z0, z1, x0, x1, y0, y1)     z = x + y
//	Fp2Sub(z0, z1, x0, x1, y0, y1)     z = x − y
//	Fp2MulMinusOne(z0, z1, x0, x1, y0, y1)   z = x·y with u² = −1
//	Fp2SquareMinusOne(z0, z1, x0, x1)        z = x² with u² = −1
//	Fp2MulSmallPlusU(z0, z1, x0, x1, k)      z = (k + u)·x with u² = −1
//
// Each pair (x0, x1) is the element x0 + x1·u; the products are those of
// u² = −1, the non-residue of both BLS12-381's and BN254's Fp2, and of any
// p ≡ 3 mod 4. field/tower uses them when the view it calls has them
// (tower's quadKernel). Results may alias arguments. Everything runs in
// time independent of the values, like the kernels they call.
//
// The methods are generated for every view from one formula each by
// internal/fieldgen (quad.go) into prime_quad_kernels.go: Karatsuba for
// the product (three base multiplications) and complex squaring (two).
// Where the view's multiplication kernel accepts a first factor x with
// x·y < p·2^(64n) and p < 2^(64n−1), the sum x0 + x1 enters it unreduced
// (sum4 … sum9). Fp2Add and Fp2Sub are one kernel call each (fp2Add4 …
// fp2Sub9: one assembly function on amd64, which saves a call, some 15
// instructions of argument passing, per Fp2 operation).
// prime_quad_test.go checks every view against math/big.
