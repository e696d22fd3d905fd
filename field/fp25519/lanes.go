package fp25519

// This file computes eight square roots at once for batch signature
// verification, which decodes two points per signature. An exponentiation
// is a chain of 251 dependent squarings; run on eight independent inputs
// with AVX-512 IFMA (lanes_amd64.s), one vector squaring does the work of
// eight scalar ones in little more time than one. Without IFMA (other
// architectures, purego, older processors) SqrtRatioBatch computes the roots
// two at a time with SqrtRatioPair.

// laneCount is the number of elements a lanes value holds: one per 64-bit
// lane of a 512-bit vector.
const laneCount = 8

// lanes holds laneCount elements limb-major: l[k][j] is limb k (radix 2^51)
// of element j, so that each limb row is one 512-bit vector. Limbs are
// below 2^52, the input range of the IFMA kernels.
type lanes [5][laneCount]uint64

// setElements transposes e into l.
func (l *lanes) setElements(e *[laneCount]Element) {
	for j := range e {
		for k := range 5 {
			l[k][j] = e[j][k]
		}
	}
}

// elements transposes l into e.
func (l *lanes) elements(e *[laneCount]Element) {
	for j := range e {
		for k := range 5 {
			e[j][k] = l[k][j]
		}
	}
}

// lanesMulGeneric is lanesMul with the scalar kernel, lane after lane.
func lanesMulGeneric(z, x, y *lanes) {
	var a, b [laneCount]Element
	x.elements(&a)
	y.elements(&b)
	for j := range a {
		mul(&a[j], &a[j], &b[j])
	}
	z.setElements(&a)
}

// lanesSquareNGeneric is lanesSquareN with the scalar kernel, lane after
// lane.
func lanesSquareNGeneric(z, x *lanes, n int) {
	var a [laneCount]Element
	x.elements(&a)
	for j := range a {
		squareN(&a[j], &a[j], n)
	}
	z.setElements(&a)
}

// pow22523Lanes sets z = x^((p−5)/8) = x^(2^252 − 3) lane by lane, with the
// chain of pow22523: 251 squarings and 11 multiplications. The comment on
// each step names the exponent reached.
func pow22523Lanes(z, x *lanes) {
	var t, x9, x11, b, c lanes
	lanesSquareN(&t, x, 1)    // 2
	lanesSquareN(&b, &t, 2)   // 8
	lanesMul(&x9, &b, x)      // 9
	lanesMul(&x11, &x9, &t)   // 11
	lanesSquareN(&t, &x11, 1) // 22
	lanesMul(&t, &t, &x9)     // 31 = 2^5 − 1
	lanesSquareN(&b, &t, 5)   // 2^10 − 2^5
	lanesMul(&b, &b, &t)      // 2^10 − 1
	lanesSquareN(&c, &b, 10)  // 2^20 − 2^10
	lanesMul(&c, &c, &b)      // 2^20 − 1
	lanesSquareN(&t, &c, 20)  // 2^40 − 2^20
	lanesMul(&t, &t, &c)      // 2^40 − 1
	lanesSquareN(&t, &t, 10)  // 2^50 − 2^10
	lanesMul(&b, &t, &b)      // 2^50 − 1
	lanesSquareN(&t, &b, 50)  // 2^100 − 2^50
	lanesMul(&c, &t, &b)      // 2^100 − 1
	lanesSquareN(&t, &c, 100) // 2^200 − 2^100
	lanesMul(&t, &t, &c)      // 2^200 − 1
	lanesSquareN(&t, &t, 50)  // 2^250 − 2^50
	lanesMul(&t, &t, &b)      // 2^250 − 1
	lanesSquareN(&t, &t, 2)   // 2^252 − 4
	lanesMul(z, &t, x)        // 2^252 − 3
}

// SqrtRatioBatch sets z[i] to the square root of u[i]/v[i] and ok[i] to its
// result, exactly as ok[i] = SqrtRatio(&z[i], &u[i], &v[i]) would, for every
// i. With AVX-512 IFMA it runs eight exponentiations at once, which makes a
// root of a batch several times cheaper than one SqrtRatio; without, it
// takes them in pairs (SqrtRatioPair). It is not part of field.Field;
// curves/edwards uses it, when the field has it, to decode the points of a
// batch of signatures. z[i] may alias u[i] or v[i]. It panics if the four
// slices differ in length (a programming error). Its running time depends
// on the length only.
func (f Field) SqrtRatioBatch(z, u, v []Element, ok []int) {
	n := len(z)
	if len(u) != n || len(v) != n || len(ok) != n {
		panic("fp25519: SqrtRatioBatch: slices differ in length")
	}
	if !haveIFMA {
		i := 0
		for ; i+1 < n; i += 2 {
			ok[i], ok[i+1] = f.SqrtRatioPair(&z[i], &u[i], &v[i], &z[i+1], &u[i+1], &v[i+1])
		}
		if i < n {
			ok[i] = f.SqrtRatio(&z[i], &u[i], &v[i])
		}
		return
	}
	var e, r, ri, check [laneCount]Element
	var ul, vl, v3, v7, uv3, rl, t lanes
	sqrtM1Lanes := lanesBroadcast(&sqrtM1)
	for i := 0; i < n; i += laneCount {
		m := min(laneCount, n-i)
		// Unused lanes compute sqrt(1/1).
		for j := range laneCount {
			e[j] = Element{1}
			if j < m {
				e[j] = u[i+j]
			}
		}
		ul.setElements(&e)
		for j := range laneCount {
			e[j] = Element{1}
			if j < m {
				e[j] = v[i+j]
			}
		}
		vl.setElements(&e)
		// SqrtRatio's candidate r = u·v³·(u·v⁷)^((p−5)/8), and v·r², in
		// lanes.
		lanesSquareN(&t, &vl, 1)  // v²
		lanesMul(&v3, &t, &vl)    // v³
		lanesSquareN(&v7, &v3, 1) // v⁶
		lanesMul(&v7, &v7, &vl)   // v⁷
		lanesMul(&uv3, &ul, &v3)  // u·v³
		lanesMul(&t, &ul, &v7)    // u·v⁷
		pow22523Lanes(&rl, &t)    // (u·v⁷)^((p−5)/8)
		lanesMul(&rl, &rl, &uv3)  // r
		lanesSquareN(&t, &rl, 1)  // r²
		lanesMul(&t, &t, &vl)     // v·r²
		rl.elements(&r)
		t.elements(&check)
		lanesMul(&t, &rl, &sqrtM1Lanes)
		t.elements(&ri)
		for j := range m {
			// finishRatio's choice, with r·sqrt(−1) from the lanes.
			var negU Element
			f.Neg(&negU, &u[i+j])
			correct := f.Equal(&check[j], &u[i+j])
			flipped := f.Equal(&check[j], &negU)
			f.Select(&r[j], &ri[j], &r[j], flipped)
			ok[i+j] = f.finishSqrt(&z[i+j], &r[j], correct|flipped)
		}
	}
}

// lanesBroadcast returns x in every lane.
func lanesBroadcast(x *Element) lanes {
	var l lanes
	for k := range 5 {
		for j := range laneCount {
			l[k][j] = x[k]
		}
	}
	return l
}
