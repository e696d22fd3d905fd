package montgomery

import "github.com/curvekit/curvekit/curves/internal/elligator"

// workspace is the heap-resident working memory of one operation on a curve.
// Field methods are called through the field.Field interface, which the
// compiler cannot see through, so elements passed to them by pointer would
// escape to the heap; public methods therefore copy their operands in,
// compute here, and copy the result out, and workspaces are recycled through
// the curve's sync.Pool so that the steady state allocates nothing.
type workspace[E any] struct {
	lscratch[E]                // the ladder's memory (ladder.go)
	frac        fracScratch[E] // the maps to and from the model (model.go)
	add         addScratch[E]  // the model's addition (model.go)
	u, v        E              // operands and results of the map functions

	p, q, r extended[E] // points of the Edwards model (model.go)

	ell elligator.Scratch[E] // the memory of Elligator 2 (elligator.go)

	k   []byte // a copy of the scalar
	buf []byte // an encoded field element (Field.ByteLen)
}

// newWorkspace allocates a workspace sized for c.
func (c *Curve[E]) newWorkspace() *workspace[E] {
	return &workspace[E]{
		k:   make([]byte, 0, 2*c.byteLen),
		buf: make([]byte, c.byteLen),
	}
}

// get takes a workspace from the pool.
func (c *Curve[E]) get() *workspace[E] { return c.pool.Get().(*workspace[E]) }

// put wipes the secret-dependent parts of w and returns it to the pool.
func (c *Curve[E]) put(w *workspace[E]) {
	var zero E
	w.x2, w.z2, w.x3, w.z3 = zero, zero, zero, zero
	w.t0, w.t1 = zero, zero
	w.frac = fracScratch[E]{}
	w.add = addScratch[E]{}
	w.ell = elligator.Scratch[E]{}
	clear(w.k[:cap(w.k)])
	clear(w.buf)
	c.pool.Put(w)
}

// ladder sets (w.x2 : w.z2) to the projective u-coordinate of k·P, where
// u(P) = w.x1, walking bits bits−1 … 0 of k, on the curve's backend.
func (c *Curve[E]) ladder(w *workspace[E], k []byte, bits int) {
	c.be.ladder(&w.lscratch, k, bits)
}

// affineU sets w.x2 = w.x2 / w.z2, which is 0 for the point at infinity
// (z2 = 0, as Inverse(0) = 0), and returns 1 if the result is 0.
func (c *Curve[E]) affineU(w *workspace[E]) int {
	f := c.f
	f.Inverse(&w.z2, &w.z2)
	f.Mul(&w.x2, &w.x2, &w.z2)
	return f.IsZero(&w.x2)
}

// ScalarMultU sets z to the u-coordinate of k·P, where P is a point with
// u(P) = u on the curve or on its quadratic twist, and returns 1 if the
// result is 0 (k·P is the point at infinity, which RFC 7748 also encodes as
// 0, or (0, 0)) and 0 otherwise. k is a little-endian integer used as is,
// without clamping, and the ladder walks all 8·len(k) of its bits: the
// running time depends on len(k) but not on k or u. k may be any length;
// lengths up to 2·PointSize() bytes allocate nothing.
func (c *Curve[E]) ScalarMultU(z *E, k []byte, u *E) int {
	w := c.get()
	w.k = append(w.k[:0], k...)
	w.x1 = *u
	c.ladder(w, w.k, 8*len(k))
	zero := c.affineU(w)
	*z = w.x2
	c.put(w)
	return zero
}

// baseLadder sets (w.x2 : w.z2) = w.k·G with the BaseMult hook or the
// ladder; w.k holds ScalarSize bytes.
func (c *Curve[E]) baseLadder(w *workspace[E]) {
	if c.baseMult != nil {
		if r := c.bits % 8; r != 0 {
			w.k[c.scalarLen-1] &= byte(1)<<r - 1 // the ladder ignores the bits above ScalarBits
		}
		if c.baseMult(&w.x2, &w.z2, w.k) == nil {
			return
		}
		// A hook that refuses the scalar (it cannot for the ScalarSize
		// bytes the engine passes) falls back to the ladder.
	}
	w.x1 = c.base
	c.ladder(w, w.k, c.bits)
}
