package weierstrass

// AffinePoint is a point of the whole curve E(F) in affine coordinates, or
// the identity when Infinity is true (X and Y are then ignored). Unlike
// Point it may lie outside the subgroup of order n: it is the operand of the
// few operations that a protocol defines on the whole curve, such as the
// G1ADD and G2ADD precompiles of Ethereum's EIP-2537, which add points of
// BLS12-381's curves without checking their subgroup. It is a plain value
// and may be compared with ==, which compares coordinates.
type AffinePoint[E any] struct {
	X, Y     E
	Infinity bool
}

// IsOnCurve reports whether (x, y) satisfies the curve equation
// y² = x³ + a·x + b. The point may be outside the subgroup of order n.
func (c *Curve[E, S]) IsOnCurve(x, y *E) bool {
	w := c.get()
	defer c.put(w)
	w.x, w.y = *x, *y
	return w.onCurve(&w.eq, &w.x, &w.y)
}

// AddAffineVarTime returns p + q computed on the whole curve E(F), with the
// complete formulas of Point.Add: p and q may be outside the subgroup of
// order n, and the sum is then outside it too in general. It returns an
// error, and the identity, when p or q is not on the curve. Execution time
// depends on whether p, q and the sum are the identity; the coordinates
// themselves are handled in constant time.
func (c *Curve[E, S]) AddAffineVarTime(p, q *AffinePoint[E]) (AffinePoint[E], error) {
	w := c.get()
	defer c.put(w)
	if err := w.fromAffinePoint(&w.p, p, &w.x, &w.y); err != nil {
		return AffinePoint[E]{Infinity: true}, err
	}
	if err := w.fromAffinePoint(&w.q, q, &w.x, &w.y); err != nil {
		return AffinePoint[E]{Infinity: true}, err
	}
	w.add(&w.acc, &w.p, &w.q)
	if w.isIdentity(&w.acc) == 1 {
		return AffinePoint[E]{Infinity: true}, nil
	}
	var r AffinePoint[E]
	w.toAffine(&r.X, &r.Y, &w.acc)
	return r, nil
}

// fromAffinePoint sets r to a in projective coordinates, or returns an
// error when a is neither the identity nor on the curve. a's coordinates
// are copied to x and y on the way (workspace memory: a is the caller's).
func (w *workspace[E, S]) fromAffinePoint(r *projective[E], a *AffinePoint[E], x, y *E) error {
	if a.Infinity {
		w.setIdentity(r)
		return nil
	}
	*x, *y = a.X, a.Y
	if !w.onCurve(&w.eq, x, y) {
		return errNotOnCurve
	}
	w.fromAffine(r, x, y)
	return nil
}
