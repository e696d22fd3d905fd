package weierstrass

import "math/big"

// baseTableOnce returns the fixed-base table of ScalarBaseMult, building it
// on first use. Row i holds (j+1)·2^(6i)·G for j = 0..31, in affine form;
// there is one row per signed six-bit window of a scalar.
func (c *Curve[E, S]) baseTableOnce() [][baseRowSize]affine[E] {
	c.baseOnce.Do(func() {
		c.baseTable = c.buildBaseTable()
		c.baseSafe = c.safeBaseRows()
	})
	return c.baseTable
}

// baseNAFOnce returns the tables of odd multiples (2j+1)·G, j = 0..63, and,
// with an endomorphism, their images under φ, used by the VarTime paths,
// building them on first use.
func (c *Curve[E, S]) baseNAFOnce() *[2][baseNAFSize]affine[E] {
	c.nafOnce.Do(func() { c.baseNAF = c.buildBaseNAF() })
	return &c.baseNAF
}

// buildBaseTable computes the rows of baseTableOnce. No entry is the
// identity: (j+1)·2^(6i) is never a multiple of the odd prime n > 32.
func (c *Curve[E, S]) buildBaseTable() [][baseRowSize]affine[E] {
	w := c.get()
	defer c.put(w)
	points := make([]projective[E], 0, baseRowSize*c.baseRows)
	w.p = c.g // 2^(6i)·G
	for range c.baseRows {
		w.acc = w.p
		for j := range baseRowSize {
			points = append(points, w.acc)
			if j < baseRowSize-1 {
				w.add(&w.acc, &w.acc, &w.p)
			}
		}
		w.double(&w.p, &w.acc) // 2·32·2^(6i)·G = 2^(6(i+1))·G
	}
	flat := w.normalize(points)
	table := make([][baseRowSize]affine[E], c.baseRows)
	for i := range table {
		copy(table[i][:], flat[baseRowSize*i:])
	}
	return table
}

// buildBaseNAF computes the tables of baseNAFOnce.
func (c *Curve[E, S]) buildBaseNAF() [2][baseNAFSize]affine[E] {
	w := c.get()
	defer c.put(w)
	points := make([]projective[E], baseNAFSize)
	w.double(&w.q, &c.g) // 2G
	points[0] = c.g
	for j := 1; j < baseNAFSize; j++ {
		w.add(&points[j], &points[j-1], &w.q)
	}
	var t [2][baseNAFSize]affine[E]
	copy(t[0][:], w.normalize(points))
	if c.endo != nil {
		for j := range t[0] {
			t[1][j].Y = t[0][j].Y
			c.f.Mul(&t[1][j].X, &t[0][j].X, &c.beta)
		}
	}
	return t
}

// normalize returns the affine forms of points, none of which may be the
// identity, with a single field inversion for all of them (Montgomery's
// trick): prefix products Z_0·…·Z_i, one inversion of the full product, and
// a backward pass that peels off one Z at a time.
func (w *workspace[E, S]) normalize(points []projective[E]) []affine[E] {
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
	inv := new(E)
	for i := len(points) - 1; i >= 0; i-- {
		f.Mul(inv, acc, &prefix[i])   // 1/Z_i
		f.Mul(acc, acc, &points[i].Z) // 1 / (Z_0·…·Z_(i−1))
		f.Mul(&out[i].X, &points[i].X, inv)
		f.Mul(&out[i].Y, &points[i].Y, inv)
	}
	return out
}

// safeBaseRows returns the number of leading rows of the fixed-base table
// whose additions baseMult may do with the incomplete jAddAffineCT: the rows
// i with 33·2^(6i) ≤ n. Before row i the partial sum is L·G with
// |L| ≤ 32·(2^(6i) − 1)/63 < 2^(6i), and the entry is d·2^(6i)·G with
// 1 ≤ |d| ≤ 32, so |L ∓ d·2^(6i)| < 33·2^(6i) ≤ n: L·G = ±d·2^(6i)·G would
// need L = ±d·2^(6i) as integers, which |L| < 2^(6i) rules out, and L·G is
// the identity only for L = 0, which jAddAffineCT selects. For the other
// kinds of curves it is the same; only the bound on n matters.
func (c *Curve[E, S]) safeBaseRows() int {
	rows := 0
	bound := big.NewInt(33)
	for rows < c.baseRows && bound.Cmp(c.n) <= 0 {
		rows++
		bound.Lsh(bound, baseWindow)
	}
	return rows
}
