package edwards

// baseTableOnce returns the fixed-base table of ScalarBaseMult, building it
// on first use. Row i holds (j+1)·16^i·G for j = 0..7, in affine form; there
// is one row per radix-16 digit, so that the multiplication needs no
// doubling (the lane path, baselanes.go, takes the even rows, 256^i·G).
func (c *Curve[E, S]) baseTableOnce() [][8]affine[E] {
	c.baseOnce.Do(func() { c.baseTable = c.buildBaseTable() })
	return c.baseTable
}

// baseNAFOnce returns the table of odd multiples (2j+1)·G, j = 0..63, used
// by the VarTime paths, building it on first use.
func (c *Curve[E, S]) baseNAFOnce() *[baseNAFSize]affine[E] {
	c.nafOnce.Do(func() { c.baseNAF = c.buildBaseNAF() })
	return &c.baseNAF
}

// halfCurveOnce returns the state of half-size verification (halfverify.go:
// lattice constants and two tables of 256 odd multiples of B), building it
// on first use, or nil when h·n is too large for the lattice reduction.
// Only Verify and DoubleScalarMultVarTime use it, so a curve that never
// verifies never allocates it.
func (c *Curve[E, S]) halfCurveOnce() *halfCurve[E, S] {
	c.halfOnce.Do(func() { c.half = newHalfCurve(c) })
	return c.half
}

// buildBaseTable computes the rows of baseTableOnce.
func (c *Curve[E, S]) buildBaseTable() [][8]affine[E] {
	w := c.get()
	defer c.put(w)
	rows := c.digits
	points := make([]extended[E], 0, 8*rows)
	w.acc = c.g // 16^i·G
	for range rows {
		w.toCached(&w.cq, &w.acc)
		w.q = w.acc
		for j := range 8 {
			points = append(points, w.q)
			if j < 7 {
				w.addCached(&w.cp, &w.q, &w.cq, false)
				w.toExtended(&w.q, &w.cp)
			}
		}
		w.extToProjective(&w.pr, &w.acc)
		for range 4 {
			w.double(&w.cp, &w.pr)
			w.toProjective(&w.pr, &w.cp)
		}
		w.toExtended(&w.acc, &w.cp)
	}
	flat := w.normalize(points)
	table := make([][8]affine[E], rows)
	for i := range table {
		copy(table[i][:], flat[8*i:])
	}
	return table
}

// buildBaseNAF computes the table of baseNAFOnce.
func (c *Curve[E, S]) buildBaseNAF() [baseNAFSize]affine[E] {
	w := c.get()
	defer c.put(w)
	points := make([]extended[E], baseNAFSize)
	w.extToProjective(&w.pr, &c.g)
	w.double(&w.cp, &w.pr)
	w.toExtended(&w.acc, &w.cp)
	w.toCached(&w.cq, &w.acc) // 2G
	points[0] = c.g
	for j := 1; j < baseNAFSize; j++ {
		w.addCached(&w.cp, &points[j-1], &w.cq, false)
		w.toExtended(&points[j], &w.cp)
	}
	var table [baseNAFSize]affine[E]
	copy(table[:], w.normalize(points))
	return table
}

// normalize returns the affine table entries of points, with a single field
// inversion for all of them (Montgomery's trick): prefix products
// Z_0·…·Z_i, one inversion of the full product, and a backward pass that
// peels off one Z at a time. Every Z is non-zero, as for every point of a
// complete twisted Edwards curve in extended coordinates.
func (w *workspace[E, S]) normalize(points []extended[E]) []affine[E] {
	f := w.f
	prefix := make([]E, len(points))
	acc := new(E)
	f.One(acc)
	for i := range points {
		prefix[i] = *acc
		f.Mul(acc, acc, &points[i].Z)
	}
	f.Inverse(acc, acc) // 1 / (Z_0·…·Z_(n−1))
	out := make([]affine[E], len(points))
	x, y, inv := new(E), new(E), new(E)
	for i := len(points) - 1; i >= 0; i-- {
		f.Mul(inv, acc, &prefix[i])   // 1/Z_i
		f.Mul(acc, acc, &points[i].Z) // 1 / (Z_0·…·Z_(i−1))
		f.Mul(x, &points[i].X, inv)   // x = X/Z
		f.Mul(y, &points[i].Y, inv)   // y = Y/Z
		w.toAffine(&out[i], x, y)
	}
	return out
}
