package montgomery

// workspace is the heap-resident working memory of one operation on a curve.
// Field methods are called through the field.Field interface, which the
// compiler cannot see through, so elements passed to them by pointer would
// escape to the heap; public methods therefore copy their operands in,
// compute here, and copy the result out, and workspaces are recycled through
// the curve's sync.Pool so that the steady state allocates nothing.
type workspace[E any] struct {
	x1, x2, z2, x3, z3 E // ladder state: P, and the pair (x2 : z2), (x3 : z3)
	t0, t1, t2, t3     E // temporaries
	u, v               E // operands and results of the map functions

	p, q, r extended[E] // points of the Edwards model (model.go)

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
	w.t0, w.t1, w.t2, w.t3 = zero, zero, zero, zero
	clear(w.k[:cap(w.k)])
	clear(w.buf)
	c.pool.Put(w)
}

// ladder sets (w.x2 : w.z2) to the projective u-coordinate of k·P, where
// u(P) = w.x1, walking bits bits−1 … 0 of k; it uses the curve's Ladder
// hook when there is one.
func (c *Curve[E]) ladder(w *workspace[E], k []byte, bits int) {
	if c.ladderHook != nil {
		c.ladderHook(&w.x2, &w.z2, &w.x1, k, bits)
		return
	}
	c.genericLadder(w, k, bits)
}

// genericLadder is the Montgomery ladder of RFC 7748 §5 over the field
// interface: it sets (w.x2 : w.z2) to the projective u-coordinate of k·P,
// where u(P) = w.x1, walking bits bits−1 … 0 of the little-endian k. Each
// step is a conditional swap, a differential addition and a doubling, 5M +
// 4S + one multiplication by a24 = (A + 2)/4, whatever the bit: its time
// depends on bits only. With AA = (x2 + z2)², BB = (x2 − z2)², E = AA − BB,
// the RFC writes z2 = E·(AA + a24'·E) with a24' = (A − 2)/4; since
// AA = BB + E that is E·(BB + a24·E) with a24 = (A + 2)/4, the form used here.
func (c *Curve[E]) genericLadder(w *workspace[E], k []byte, bits int) {
	f := c.f
	f.One(&w.x2)
	f.Zero(&w.z2)
	w.x3 = w.x1
	f.One(&w.z3)
	swap := 0
	for i := bits - 1; i >= 0; i-- {
		bit := int(k[i>>3]>>(i&7)) & 1
		swap ^= bit
		c.cswap(w, swap)
		swap = bit
		f.Sub(&w.t0, &w.x3, &w.z3) // D = x3 − z3
		f.Sub(&w.t1, &w.x2, &w.z2) // B = x2 − z2
		f.Add(&w.x2, &w.x2, &w.z2) // A = x2 + z2
		f.Add(&w.z2, &w.x3, &w.z3) // C = x3 + z3
		f.Mul(&w.z3, &w.t0, &w.x2) // DA = D·A
		f.Mul(&w.z2, &w.z2, &w.t1) // CB = C·B
		f.Square(&w.t0, &w.t1)     // BB = B²
		f.Square(&w.t1, &w.x2)     // AA = A²
		f.Add(&w.x3, &w.z3, &w.z2) // DA + CB
		f.Sub(&w.z2, &w.z3, &w.z2) // DA − CB
		f.Mul(&w.x2, &w.t1, &w.t0) // x2 = AA·BB
		f.Sub(&w.t1, &w.t1, &w.t0) // E = AA − BB
		f.Square(&w.z2, &w.z2)     // (DA − CB)²
		c.mulA24(&w.z3, &w.t1)     // a24·E
		f.Square(&w.x3, &w.x3)     // x3 = (DA + CB)²
		f.Add(&w.t0, &w.t0, &w.z3) // BB + a24·E
		f.Mul(&w.z3, &w.x1, &w.z2) // z3 = x1·(DA − CB)²
		f.Mul(&w.z2, &w.t1, &w.t0) // z2 = E·(BB + a24·E)
	}
	c.cswap(w, swap)
}

// cswap swaps (x2, z2) with (x3, z3) when swap is 1 and leaves them when it
// is 0, in constant time: four field Selects, which blend with a mask.
func (c *Curve[E]) cswap(w *workspace[E], swap int) {
	f := c.f
	f.Select(&w.t0, &w.x3, &w.x2, swap)
	f.Select(&w.x3, &w.x2, &w.x3, swap)
	w.x2 = w.t0
	f.Select(&w.t0, &w.z3, &w.z2, swap)
	f.Select(&w.z3, &w.z2, &w.z3, swap)
	w.z2 = w.t0
}

// mulA24 sets z = a24·x, with the field's MulSmall when it has one and a24
// fits in 32 bits, and with Mul otherwise.
func (c *Curve[E]) mulA24(z, x *E) {
	if c.ms != nil {
		c.ms.MulSmall(z, x, c.a24Small)
		return
	}
	c.f.Mul(z, x, &c.a24)
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
