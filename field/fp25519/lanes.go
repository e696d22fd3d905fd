package fp25519

// This file computes square roots eight at a time for batch signature
// verification, which decodes two points per signature. An exponentiation
// is a chain of 251 dependent squarings; run on eight independent inputs
// with AVX-512 IFMA (lanes_amd64.s), one vector squaring does the work of
// eight scalar ones in little more time than one, and two such chains
// interleaved (sixteen roots) keep the multipliers busier still. With AVX2
// but not IFMA the same chains run four lanes at a time in radix 2^25.5
// (lanes_avx2_amd64.s). Without either (other architectures, purego, older
// processors) SqrtRatioBatch computes the roots two at a time with
// SqrtRatioPair.

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

// pow22523Lanes sets z[g] = x[g]^((p−5)/8) = x[g]^(2^252 − 3) lane by lane
// for the first groups (1 or 2, a public count) of z and x, with the chain
// of pow22523: 251 squarings and 11 multiplications. With two groups their
// squarings are interleaved (lanesSquareN2), so that the processor overlaps
// the two independent chains. The comment on each step names the exponent
// reached.
func pow22523Lanes(z, x *[2]lanes, groups int) {
	var t, x9, x11, b, c [2]lanes
	sq := func(z, a *[2]lanes, n int) {
		if groups == 2 {
			lanesSquareN2(&z[0], &z[1], &a[0], &a[1], n)
		} else {
			lanesSquareN(&z[0], &a[0], n)
		}
	}
	mul := func(z, a, b *[2]lanes) {
		for g := range groups {
			lanesMul(&z[g], &a[g], &b[g])
		}
	}
	sq(&t, x, 1)       // 2
	sq(&b, &t, 2)      // 8
	mul(&x9, &b, x)    // 9
	mul(&x11, &x9, &t) // 11
	sq(&t, &x11, 1)    // 22
	mul(&t, &t, &x9)   // 31 = 2^5 − 1
	sq(&b, &t, 5)      // 2^10 − 2^5
	mul(&b, &b, &t)    // 2^10 − 1
	sq(&c, &b, 10)     // 2^20 − 2^10
	mul(&c, &c, &b)    // 2^20 − 1
	sq(&t, &c, 20)     // 2^40 − 2^20
	mul(&t, &t, &c)    // 2^40 − 1
	sq(&t, &t, 10)     // 2^50 − 2^10
	mul(&b, &t, &b)    // 2^50 − 1
	sq(&t, &b, 50)     // 2^100 − 2^50
	mul(&c, &t, &b)    // 2^100 − 1
	sq(&t, &c, 100)    // 2^200 − 2^100
	mul(&t, &t, &c)    // 2^200 − 1
	sq(&t, &t, 50)     // 2^250 − 2^50
	mul(&t, &t, &b)    // 2^250 − 1
	sq(&t, &t, 2)      // 2^252 − 4
	mul(z, &t, x)      // 2^252 − 3
}

// sqrtGroup is the state of SqrtRatioBatch for laneCount elements: u and v
// in lanes, then the candidate root r, v·r² and r·sqrt(−1).
type sqrtGroup struct {
	u, v, r, check, ri lanes
}

// load sets g.u and g.v to u and v (at most laneCount elements), the
// unused lanes to 1.
func (g *sqrtGroup) load(u, v []Element) {
	var e [laneCount]Element
	for j := range e {
		e[j] = Element{1}
		if j < len(u) {
			e[j] = u[j]
		}
	}
	g.u.setElements(&e)
	for j := range e {
		e[j] = Element{1}
		if j < len(v) {
			e[j] = v[j]
		}
	}
	g.v.setElements(&e)
}

// base sets w = u·v⁷ and g.r = u·v³, SqrtRatio's base of the
// exponentiation and the factor of its result.
func (g *sqrtGroup) base(w *lanes) {
	var v3, v7 lanes
	lanesSquareN(w, &g.v, 1)  // v²
	lanesMul(&v3, w, &g.v)    // v³
	lanesSquareN(&v7, &v3, 1) // v⁶
	lanesMul(&v7, &v7, &g.v)  // v⁷
	lanesMul(&g.r, &g.u, &v3) // u·v³
	lanesMul(w, &g.u, &v7)    // u·v⁷
}

// candidates sets g.r = u·v³·p, where p = (u·v⁷)^((p−5)/8), then g.check =
// v·r² and g.ri = r·sqrt(−1).
func (g *sqrtGroup) candidates(p *lanes) {
	var t lanes
	lanesMul(&g.r, &g.r, p)
	lanesSquareN(&t, &g.r, 1)
	lanesMul(&g.check, &t, &g.v)
	m := lanesBroadcast(&sqrtM1)
	lanesMul(&g.ri, &g.r, &m)
}

// finish sets z[j] and ok[j] from the candidates, as finishRatio does, for
// the len(z) elements u of the group.
func (g *sqrtGroup) finish(z, u []Element, ok []int) {
	var f Field
	var r, ri, check [laneCount]Element
	g.r.elements(&r)
	g.ri.elements(&ri)
	g.check.elements(&check)
	for j := range z {
		var negU Element
		f.Neg(&negU, &u[j])
		correct := f.Equal(&check[j], &u[j])
		flipped := f.Equal(&check[j], &negU)
		f.Select(&r[j], &ri[j], &r[j], flipped)
		ok[j] = f.finishSqrt(&z[j], &r[j], correct|flipped)
	}
}

// SqrtRatioBatch sets z[i] to the square root of u[i]/v[i] and ok[i] to its
// result, exactly as ok[i] = SqrtRatio(&z[i], &u[i], &v[i]) would, for every
// i. With AVX-512 IFMA it runs eight exponentiations at once, with AVX2
// four at a time, which makes a root of a batch several times cheaper than
// one SqrtRatio; without, it takes them in pairs (SqrtRatioPair). It is
// not part of field.Field; curves/edwards uses it, when the field has it,
// to decode the points of a batch of signatures. z[i] may alias u[i] or v[i]. It panics if the four
// slices differ in length (a programming error). Its running time depends
// on the length only.
func (f Field) SqrtRatioBatch(z, u, v []Element, ok []int) {
	n := len(z)
	if len(u) != n || len(v) != n || len(ok) != n {
		panic("fp25519: SqrtRatioBatch: slices differ in length")
	}
	if !haveIFMA && !haveAVX2Lanes {
		i := 0
		for ; i+1 < n; i += 2 {
			ok[i], ok[i+1] = f.SqrtRatioPair(&z[i], &u[i], &v[i], &z[i+1], &u[i+1], &v[i+1])
		}
		if i < n {
			ok[i] = f.SqrtRatio(&z[i], &u[i], &v[i])
		}
		return
	}
	// Groups of laneCount elements, two at a time (their exponentiations
	// interleaved), a last group alone.
	var g [2]sqrtGroup
	var w, p [2]lanes
	for i := 0; i < n; i += 2 * laneCount {
		e1 := min(i+laneCount, n)
		e2 := min(i+2*laneCount, n)
		g[0].load(u[i:e1], v[i:e1])
		g[0].base(&w[0])
		groups := 1
		if e2 > e1 {
			g[1].load(u[e1:e2], v[e1:e2])
			g[1].base(&w[1])
			groups = 2
		}
		pow22523Lanes(&p, &w, groups)
		if e2 > e1 {
			g[1].candidates(&p[1])
		}
		g[0].candidates(&p[0])
		g[0].finish(z[i:e1], u[i:e1], ok[i:e1])
		if e2 > e1 {
			g[1].finish(z[e1:e2], u[e1:e2], ok[e1:e2])
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
