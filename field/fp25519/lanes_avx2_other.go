//go:build !amd64 || purego

package fp25519

// haveAVX2Lanes is false: the AVX2 kernels exist only on amd64.
const haveAVX2Lanes = false

// Without AVX2, lanes4.go never calls the point4…AVX2 kernels; these
// definitions compute the same points with the scalar kernels, so that its
// code compiles and means the same on every platform.

// point4AddAVX2 is point4AddGeneric.
func point4AddAVX2(r, p, q *point4) { point4AddGeneric(r, p, q, false) }

// point4SubAVX2 is point4AddGeneric with sub set.
func point4SubAVX2(r, p, q *point4) { point4AddGeneric(r, p, q, true) }

// point4DoubleAVX2 is point4DoubleGeneric.
func point4DoubleAVX2(r, p *point4) { point4DoubleGeneric(r, p) }

// point4ToCachedAVX2 is point4ToCachedGeneric.
func point4ToCachedAVX2(r, p, c *point4) { point4ToCachedGeneric(r, p, c) }

// double2AVX2 is double2Generic's scalar path; it is never called here.
func double2AVX2(r, p *point8) {
	var a, b point4
	point8Halves(&a, &b, p)
	point4DoubleGeneric(&a, &a)
	point4DoubleGeneric(&b, &b)
	setPoint8(r, &a, &b)
}

// addPairAVX2 is addPairGeneric's scalar path; it is never called here.
func addPairAVX2(acc *point8, qa, qb *point4, subA, subB bool) {
	var a, b point4
	point8Halves(&a, &b, acc)
	point4AddGeneric(&a, &a, qa, subA)
	point4AddGeneric(&b, &b, qb, subB)
	setPoint8(acc, &a, &b)
}

// lanesMulAVX2 is lanesMulGeneric; it is never called here.
func lanesMulAVX2(z, x, y *lanes) { lanesMulGeneric(z, x, y) }

// lanesSquareNAVX2 is lanesSquareNGeneric; it is never called here.
func lanesSquareNAVX2(z, x *lanes, n int) { lanesSquareNGeneric(z, x, n) }

// oddMultiples4AVX2 is oddMultiples4; it is never called here.
func oddMultiples4AVX2(t *[8]point4, p, c *point4) { oddMultiples4(t, p, c) }

// lanesAVX2Usable reports false: there is no AVX2 code here.
func lanesAVX2Usable() bool { return false }
