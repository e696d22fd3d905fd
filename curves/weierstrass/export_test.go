package weierstrass

// Internals exposed to the external tests.

// SignedWindows is signedWindows.
var SignedWindows = signedWindows

// HasRoot is hasRoot.
var HasRoot = hasRoot

// SplitScalar returns the GLV halves of k: |k1|, |k2|, their signs, and the
// bit bound they must respect.
func SplitScalar[E, S any](c *Curve[E, S], k *S) (k1, k2 S, neg1, neg2, bits int) {
	w := c.get()
	defer c.put(w)
	w.s = *k
	neg1, neg2 = w.splitScalar(&w.k1, &w.k2, &w.s)
	return w.k1, w.k2, neg1, neg2, c.endo.bits
}
