package weierstrass

import (
	"fmt"
	"math/big"
	"math/bits"

	"github.com/curvekit/curvekit/field"
)

// Endomorphism describes the efficiently computable endomorphism
// φ(x, y) = (β·x, y) of a curve y² = x³ + b (a = 0), used by the method of
// Gallant, Lambert and Vanstone (GLV, CRYPTO 2001) to halve the doublings of
// a scalar multiplication: k·P = k1·P + k2·φ(P) with k = k1 + k2·λ mod n and
// |k1|, |k2| about √n.
//
// Over an extension field GF(p^k) β is taken from the prime subfield GF(p)
// (its integer is set into the field as field.SetBig sets any constant):
// the cube roots of unity of GF(p) serve every curve y² = x³ + b' over an
// extension, such as BLS12-381's G2 over Fp2.
//
// New checks that β is a non-trivial cube root of unity in GF(p), λ one in
// Z/n, that φ(G) = λ·G (β and λ must be paired: β² goes with λ²), that both
// basis vectors (A1, B1), (A2, B2) lie on the lattice of pairs (x, y) with
// x + y·λ ≡ 0 (mod n), and that they span it (A1·B2 − A2·B1 = ±n). When the
// four basis entries are nil, New finds the reduced basis itself
// (glvBasis); the curve's Params report it.
type Endomorphism struct {
	// Beta is β, a cube root of unity in GF(p) other than 1.
	Beta *big.Int
	// Lambda is λ, the cube root of unity modulo n with φ(P) = λ·P for
	// every point P of order n.
	Lambda *big.Int
	// A1, B1, A2, B2 are a reduced basis (A1, B1), (A2, B2) of the lattice
	// {(x, y) ∈ Z² : x + y·λ ≡ 0 (mod n)}, as given by the extended
	// Euclidean algorithm on n and λ (Guide to Elliptic Curve Cryptography,
	// Algorithm 3.74). Signs are part of the values.
	A1, B1, A2, B2 *big.Int
}

// endomorphism is a validated Endomorphism with the constants of the
// constant-time decomposition.
type endomorphism[S any] struct {
	kLimbs int         // 64-bit limbs of a scalar below n
	gLimbs int         // limbs of the larger |g|
	shift  int         // s / 64 with s = 64·(kLimbs + 1): g = round(2^s·…/n)
	g      [2][]uint64 // |g1| = |round(2^s·B2/n)|, |g2| = |round(−2^s·B1/n)|, little-endian limbs
	p1, p2 S           // σ1·A1 and σ2·A2 mod n, σi the sign of gi
	q1, q2 S           // σ1·B1 and σ2·B2 mod n
	bits   int         // bound on the bit length of |k1| and |k2|
	safe   int         // windows i ≥ safe of scalarMultGLV add in Jacobian coordinates (glvSafeWindows)
}

// glvScratch is the limb scratch of one decomposition.
type glvScratch struct {
	k    []uint64 // the scalar
	prod []uint64 // k·|g|
	m    []uint64 // round(k·|g| / 2^s)
}

// newGLVScratch allocates the scratch for e.
func newGLVScratch[S any](e *endomorphism[S]) glvScratch {
	return glvScratch{
		k:    make([]uint64, e.kLimbs),
		prod: make([]uint64, e.kLimbs+e.gLimbs),
		m:    make([]uint64, e.kLimbs),
	}
}

// wipe clears the scratch.
func (g *glvScratch) wipe() {
	clear(g.k)
	clear(g.prod)
	clear(g.m)
}

// setEndomorphism validates e and installs it.
func (c *Curve[E, S]) setEndomorphism(w *workspace[E, S], e *Endomorphism) error {
	fail := func(format string, args ...any) error {
		return fmt.Errorf("weierstrass: %s: endomorphism: "+format, append([]any{c.name}, args...)...)
	}
	if e.Beta == nil || e.Lambda == nil {
		return fail("nil Beta or Lambda")
	}
	if c.kind != aZero {
		return fail("φ(x, y) = (β·x, y) is an endomorphism only of curves with a = 0")
	}
	// Over an extension field (the G2 curves of pairings, which have j = 0
	// too) β is an integer below the characteristic p, an element of the
	// prime subfield: isCubeRootMod checks that below, and φ(G) = λ·G at
	// the end checks that the field embeds it so.
	p, n := c.p, c.n
	one := big.NewInt(1)
	if e.A1 == nil && e.B1 == nil && e.A2 == nil && e.B2 == nil {
		if !isCubeRootMod(e.Lambda, n) {
			return fail("λ = %v is not a cube root of unity other than 1 modulo n", e.Lambda)
		}
		// e is New's copy: Params reports the basis found.
		e.A1, e.B1, e.A2, e.B2 = glvBasis(n, e.Lambda)
	}
	if e.A1 == nil || e.B1 == nil || e.A2 == nil || e.B2 == nil {
		return fail("some but not all of A1, B1, A2, B2 are nil: give the whole basis or none")
	}
	isCubeRoot := isCubeRootMod
	if !isCubeRoot(e.Beta, p) {
		return fail("β = %v is not a cube root of unity other than 1 in GF(p)", e.Beta)
	}
	if !isCubeRoot(e.Lambda, n) {
		return fail("λ = %v is not a cube root of unity other than 1 modulo n", e.Lambda)
	}
	a1, b1, a2, b2 := new(big.Int).Set(e.A1), new(big.Int).Set(e.B1), new(big.Int).Set(e.A2), new(big.Int).Set(e.B2)
	for i, v := range [][2]*big.Int{{a1, b1}, {a2, b2}} {
		t := new(big.Int).Mul(v[1], e.Lambda)
		if t.Add(t, v[0]).Mod(t, n).Sign() != 0 {
			return fail("basis vector %d (%v, %v) is not on the lattice x + y·λ ≡ 0 (mod n)", i+1, v[0], v[1])
		}
	}
	det := new(big.Int).Sub(new(big.Int).Mul(a1, b2), new(big.Int).Mul(a2, b1))
	if det.Sign() < 0 { // swap the vectors so that the determinant is +n
		a1, b1, a2, b2 = a2, b2, a1, b1
		det.Neg(det)
	}
	if det.Cmp(n) != 0 {
		return fail("the basis has determinant ±%v, want ±n: it does not span the lattice", det)
	}
	abs := func(x *big.Int) *big.Int { return new(big.Int).Abs(x) }
	// |k1| ≤ (1/2 + ε)(|A1| + |A2|) and |k2| ≤ (1/2 + ε)(|B1| + |B2|), with
	// ε ≤ 2^−64 from the fixed-point rounding below. ε times the sum is not
	// below 1 (the sum has about half the bits of n), so the bound adds
	// sum·2^−64 in full, plus 1 for the integer rounding.
	bound := func(x, y *big.Int) *big.Int {
		sum := new(big.Int).Add(abs(x), abs(y))
		t := new(big.Int).Rsh(sum, 1)
		return t.Add(t, sum.Rsh(sum, 64)).Add(t, one)
	}
	ba, bb := bound(a1, a2), bound(b1, b2)
	d := &endomorphism[S]{bits: max(ba.BitLen(), bb.BitLen())}
	if 2*d.bits > n.BitLen()+8 {
		return fail("the basis is not reduced: halves of up to %d bits for a %d-bit order", d.bits, n.BitLen())
	}
	d.kLimbs = (n.BitLen() + 63) / 64
	d.shift = d.kLimbs + 1
	s := uint(64 * d.shift)
	round := func(num *big.Int) (*big.Int, int) { // round(2^s·num/n) as (|·|, sign of num)
		t := new(big.Int).Lsh(new(big.Int).Abs(num), s)
		t.Add(t, new(big.Int).Rsh(n, 1)).Div(t, n)
		if num.Sign() < 0 {
			return t, -1
		}
		return t, 1
	}
	g1, s1 := round(b2)
	g2, s2 := round(new(big.Int).Neg(b1))
	d.gLimbs = (max(g1.BitLen(), g2.BitLen()) + 63) / 64
	d.g[0], d.g[1] = limbs(g1, d.gLimbs), limbs(g2, d.gLimbs)
	fs := c.fs
	setMod := func(z *S, x *big.Int, sign int) {
		t := new(big.Int).Mul(x, big.NewInt(int64(sign)))
		_ = field.SetBig(fs, z, t.Mod(t, n)) // reduced: cannot fail
	}
	setMod(&d.p1, a1, s1)
	setMod(&d.p2, a2, s2)
	setMod(&d.q1, b1, s1)
	setMod(&d.q2, b2, s2)

	var beta E
	if err := field.SetBig(c.f, &beta, e.Beta); err != nil {
		return fail("β: %v", err)
	}
	// φ(G) = (β·Gx : Gy : Gz) must equal λ·G.
	w.p = c.g
	c.f.Mul(&w.p.X, &w.p.X, &beta)
	w.mulPublic(&w.pm, &w.acc, &c.g, bigNAF(e.Lambda))
	if w.equal(&w.p, &w.acc) != 1 {
		return fail("φ(G) ≠ λ·G: β = %v and λ = %v are not paired (β² goes with λ²)", e.Beta, e.Lambda)
	}
	c.beta = beta
	c.endo = d
	c.glvDigits = (d.bits + 1 + varWindow - 1) / varWindow
	c.halfLen = (d.bits + 7) / 8
	d.safe = glvSafeWindows(shortestNormSq(a1, b1, a2, b2), d.bits, c.glvDigits)
	return nil
}

// glvSafeWindows returns the lowest window index s such that scalarMultGLV
// may add the entries of every window i ≥ s with the incomplete jAddCT,
// for halves below 2^bits cut into digits signed windows, on a lattice
// whose shortest nonzero vector has squared length minSq; it returns
// digits when even the top window must use the complete formula.
//
// Before the additions of window i the accumulator is A·P + B·φ(P) =
// (A + B·λ)·P (signs of the halves aside, which change no bound), where
// A·2^(5i) = |k1| − Σ_{j≤i} d_j·2^(5j), so |A| < 2^(bits−5i) + 16·32/31
// and likewise |B|. The entry d·P or d·φ(P) with |d| ≤ 16 (after the
// first entry, A + d1 replaces A) is an exceptional operand only if the
// two points are equal or opposite and not the identity, that is if
// (A ∓ d, B), or (A + d1, B ∓ d2), is a nonzero vector of the lattice
// {(x, y) : x + y·λ ≡ 0 (mod n)}. Both coordinates are at most
// X = ⌊2^bits / 2^(5i)⌋ + 34 in absolute value, so the vector has squared
// length at most 2·X², and 2·X² < minSq rules it out. The zero vector
// means A = ±d with A a multiple of 32 and |d| ≤ 16, so A = d = 0 (and B
// likewise): the identity cases, which jAddCT selects with masks. The
// bound only decreases with i, so the safe windows are the top ones.
func glvSafeWindows(minSq *big.Int, bits, digits int) int {
	return glsSafeWindows(new(big.Rat).SetInt(minSq), bits, digits, 2)
}

// shortestNormSq returns the squared Euclidean length of the shortest
// nonzero vector of the lattice spanned by (a1, b1) and (a2, b2), by
// Lagrange's (Gauss's) reduction: subtract from the longer vector the
// nearest integer multiple of the shorter until that multiple is 0.
func shortestNormSq(a1, b1, a2, b2 *big.Int) *big.Int {
	u := [2]*big.Int{new(big.Int).Set(a1), new(big.Int).Set(b1)}
	v := [2]*big.Int{new(big.Int).Set(a2), new(big.Int).Set(b2)}
	dot := func(x, y [2]*big.Int) *big.Int {
		t := new(big.Int).Mul(x[0], y[0])
		return t.Add(t, new(big.Int).Mul(x[1], y[1]))
	}
	for {
		if dot(v, v).Cmp(dot(u, u)) < 0 {
			u, v = v, u
		}
		uu := dot(u, u)
		// q = round(<u, v> / <u, u>) = ⌊(2·<u, v> + <u, u>) / (2·<u, u>)⌋
		q := dot(u, v)
		q.Lsh(q, 1).Add(q, uu)
		q.Div(q, new(big.Int).Lsh(uu, 1))
		if q.Sign() == 0 {
			return uu
		}
		v[0].Sub(v[0], new(big.Int).Mul(q, u[0]))
		v[1].Sub(v[1], new(big.Int).Mul(q, u[1]))
	}
}

// limbs returns x ≥ 0 as n little-endian 64-bit limbs.
func limbs(x *big.Int, n int) []uint64 {
	be := x.FillBytes(make([]byte, 8*n))
	out := make([]uint64, n)
	for i := range out {
		for _, b := range be[8*(n-1-i) : 8*(n-i)] {
			out[i] = out[i]<<8 | uint64(b)
		}
	}
	return out
}

// splitScalar sets k1 and k2 to |k1|, |k2| and returns their signs (1 for
// negative) where k ≡ k1 + k2·λ (mod n) and |k1|, |k2| < 2^bits, in
// constant time:
//
//	c1 = round(k·g1 / 2^s) ≈ k·B2/n,  c2 = round(k·g2 / 2^s) ≈ −k·B1/n
//	k1 = k − c1·A1 − c2·A2,             k2 = −c1·B1 − c2·B2   (mod n)
//
// which is Guide to ECC Algorithm 3.74 with the divisions by n replaced by
// multiplications by precomputed 2^s/n fixed-point constants, as in
// libsecp256k1. It writes through w.glv and w.sbuf.
func (w *workspace[E, S]) splitScalar(k1, k2, k *S) (neg1, neg2 int) {
	d, fs := w.c.endo, w.c.fs
	g := &w.glv
	w.scalarToLimbs(g.k, k)
	*k1 = *k
	fs.Zero(k2)
	ps := [2]*S{&d.p1, &d.p2}
	qs := [2]*S{&d.q1, &d.q2}
	for i := range 2 {
		w.roundMul(d.g[i], d.shift)
		w.limbsToScalar(&w.gm, g.m)
		fs.Mul(&w.gt, &w.gm, ps[i])
		fs.Sub(k1, k1, &w.gt)
		fs.Mul(&w.gt, &w.gm, qs[i])
		fs.Sub(k2, k2, &w.gt)
	}
	return w.absHalf(k1), w.absHalf(k2)
}

// roundMul sets w.glv.m = round(w.glv.k · g / 2^(64·shift)).
func (w *workspace[E, S]) roundMul(g []uint64, shift int) {
	roundMulLimbs(w.glv.m, w.glv.prod, w.glv.k, g, shift)
}

// roundMulLimbs sets m = round(k·g / 2^(64·shift)) for little-endian limbs,
// with prod (len(k) + len(g) limbs) as scratch, in time independent of the
// values: the fixed-point product of the GLV and GLS decompositions.
func roundMulLimbs(m, prod, k, g []uint64, shift int) {
	clear(prod)
	for i, ki := range k {
		var carry uint64
		for j, gj := range g {
			hi, lo := bits.Mul64(ki, gj)
			var c uint64
			lo, c = bits.Add64(lo, prod[i+j], 0)
			hi += c
			lo, c = bits.Add64(lo, carry, 0)
			hi += c
			prod[i+j] = lo
			carry = hi
		}
		prod[i+len(g)] = carry
	}
	// m = ⌊prod / 2^s⌋ + (bit s−1 of prod).
	carry := prod[shift-1] >> 63
	for i := range m {
		var x uint64
		if j := shift + i; j < len(prod) { // public bounds
			x = prod[j]
		}
		m[i], carry = bits.Add64(x, 0, carry)
	}
}

// scalarToLimbs writes k as little-endian 64-bit limbs into l. It uses
// w.sle.
func (w *workspace[E, S]) scalarToLimbs(l []uint64, k *S) {
	w.scalarToLE(w.sle, k)
	for i := range l {
		var x uint64
		for j := 7; j >= 0; j-- {
			if b := 8*i + j; b < len(w.sle) {
				x = x<<8 | uint64(w.sle[b])
			} else {
				x <<= 8
			}
		}
		l[i] = x
	}
}

// limbsToScalar sets z to the integer m (little-endian limbs, below n).
func (w *workspace[E, S]) limbsToScalar(z *S, m []uint64) {
	for i := range w.sle {
		w.sle[i] = byte(m[i/8] >> (8 * (i % 8)))
	}
	copyOrder(w.sbuf, w.sle, w.c.fs.ByteOrder())
	_ = w.c.fs.SetBytes(z, w.sbuf) // m < n: cannot fail
}

// absHalf replaces z by −z when z > (n−1)/2 and returns 1 in that case, 0
// otherwise, in constant time.
func (w *workspace[E, S]) absHalf(z *S) int {
	neg := w.isHighS(z, w.sle, w.sle2)
	w.c.fs.Neg(&w.gt, z)
	w.c.fs.Select(z, &w.gt, z, neg)
	return neg
}

// isHighS returns 1 if z > (n−1)/2 and 0 otherwise, in constant time: z is
// above exactly when the subtraction (n−1)/2 − z borrows. zle and hle
// (ScalarLen bytes each) receive z and (n−1)/2 little-endian.
func (w *workspace[E, S]) isHighS(z *S, zle, hle []byte) int {
	w.scalarToLE(zle, z)
	w.scalarToLE(hle, &w.c.halfN)
	var borrow uint64
	for i := range zle {
		_, borrow = bits.Sub64(uint64(hle[i]), uint64(zle[i]), borrow)
	}
	return int(borrow)
}

// normalizeS replaces z by n − z when z > (n−1)/2 and returns 1 in that
// case, 0 otherwise, in constant time.
func (w *workspace[E, S]) normalizeS(z *S) int { return w.absHalf(z) }

// halfToLE writes |k| (below 2^bits) little-endian into le (halfLen bytes).
func (w *workspace[E, S]) halfToLE(le []byte, k *S) {
	w.scalarToLE(w.sle, k)
	copy(le, w.sle[:len(le)])
}

// isCubeRootMod reports whether x is a cube root of unity modulo m other
// than 1, given in [0, m).
func isCubeRootMod(x, m *big.Int) bool {
	one := big.NewInt(1)
	return x.Sign() > 0 && x.Cmp(m) < 0 && x.Cmp(one) != 0 && new(big.Int).Exp(x, big.NewInt(3), m).Cmp(one) == 0
}

// glvBasis returns a reduced basis (a1, b1), (a2, b2) of the lattice
// {(x, y) : x + y·λ ≡ 0 (mod n)} by Algorithm 3.74 of Hankerson, Menezes and
// Vanstone's Guide to Elliptic Curve Cryptography: the extended Euclidean
// algorithm on n and λ produces remainders r_i = s_i·n + t_i·λ, so that
// (r_i, −t_i) lies on the lattice; with l the last index with r_l ≥ √n,
// (a1, b1) = (r_{l+1}, −t_{l+1}) and (a2, b2) is the shorter of
// (r_l, −t_l) and (r_{l+2}, −t_{l+2}). Both vectors have entries of about
// √n.
func glvBasis(n, lambda *big.Int) (a1, b1, a2, b2 *big.Int) {
	sqrtN := new(big.Int).Sqrt(n)
	// r[i], t[i] for i = 0, 1, … (s_i is not needed).
	r := []*big.Int{new(big.Int).Set(n), new(big.Int).Set(lambda)}
	t := []*big.Int{big.NewInt(0), big.NewInt(1)}
	for r[len(r)-1].Sign() != 0 {
		i := len(r) - 1
		q, rem := new(big.Int).QuoRem(r[i-1], r[i], new(big.Int))
		r = append(r, rem)
		t = append(t, new(big.Int).Sub(t[i-1], new(big.Int).Mul(q, t[i])))
	}
	l := 0
	for i := range r {
		if r[i].Cmp(sqrtN) >= 0 {
			l = i
		}
	}
	vec := func(i int) (*big.Int, *big.Int) { return new(big.Int).Set(r[i]), new(big.Int).Neg(t[i]) }
	norm := func(i int) *big.Int {
		return new(big.Int).Add(new(big.Int).Mul(r[i], r[i]), new(big.Int).Mul(t[i], t[i]))
	}
	a1, b1 = vec(l + 1)
	if l+2 >= len(r) || norm(l).Cmp(norm(l+2)) <= 0 {
		a2, b2 = vec(l)
	} else {
		a2, b2 = vec(l + 2)
	}
	return a1, b1, a2, b2
}
