//go:build !amd64 || purego

package fp25519

// haveIFMA is false: the AVX-512 IFMA kernels exist only on amd64.
const haveIFMA = false

// lanesMul sets z = x · y lane by lane.
func lanesMul(z, x, y *lanes) { lanesMulGeneric(z, x, y) }

// lanesSquareN sets z = x^(2^n) lane by lane; n ≥ 1 is a public constant.
func lanesSquareN(z, x *lanes, n int) { lanesSquareNGeneric(z, x, n) }

// lanesSquareN2 sets z1 = x1^(2^n) and z2 = x2^(2^n) lane by lane; n ≥ 1
// is a public constant.
func lanesSquareN2(z1, z2, x1, x2 *lanes, n int) {
	lanesSquareNGeneric(z1, x1, n)
	lanesSquareNGeneric(z2, x2, n)
}

// Without IFMA, lanes4.go never calls the point4…IFMA kernels (haveIFMA is
// false); these definitions compute the same points with the scalar
// kernels, so that its code compiles and means the same on every platform.

// point4AddIFMA is point4AddGeneric.
func point4AddIFMA(r, p, q *point4) { point4AddGeneric(r, p, q, false) }

// point4SubIFMA is point4AddGeneric with sub set.
func point4SubIFMA(r, p, q *point4) { point4AddGeneric(r, p, q, true) }

// point4DoubleIFMA is point4DoubleGeneric.
func point4DoubleIFMA(r, p *point4) { point4DoubleGeneric(r, p) }

// point4ToCachedIFMA is point4ToCachedGeneric.
func point4ToCachedIFMA(r, p, c *point4) { point4ToCachedGeneric(r, p, c) }

// oddMultiplesPair sets t0[j] and t1[j] to the cached lanes of (2j+1)·a and
// (2j+1)·b, j = 0..7, for a and b completed and c from
// EdwardsLanesCachedScale.
func oddMultiplesPair(t0, t1 *[8]point4, a, b, c *point4) {
	oddMultiples4(t0, a, c)
	oddMultiples4(t1, b, c)
}

// double2 sets r = 2·p for both completed points of p.
func double2(r, p *point8) { double2Generic(r, p) }

// addPair sets acc to its two completed points plus qa and qb (cached),
// minus where subA or subB is set.
func addPair(acc *point8, qa, qb *point4, subA, subB bool) {
	addPairGeneric(acc, qa, qb, subA, subB)
}
