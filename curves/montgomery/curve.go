package montgomery

import (
	"errors"
	"fmt"
	"math/big"
	"sync"

	"github.com/curvekit/curvekit/curves/internal/elligator"
	"github.com/curvekit/curvekit/field"
)

// BaseMultFunc is a fixed-base multiplication a curve definition may supply
// to speed up ScalarBaseMult (see Params.BaseMult). It sets (u : w) to the
// projective u-coordinate of k·G, where G is the base point and k is a
// clamped scalar of ScalarSize bytes, little-endian. It must run in time
// independent of k, must not retain k and must leave it unchanged, and
// returns an error for a scalar it cannot take (the engine passes only
// ScalarSize bytes, which EdwardsBaseMult always takes).
// EdwardsBaseMult builds one from a birationally equivalent Edwards curve.
type BaseMultFunc[E any] func(u, w *E, k []byte) error

// Params describes a Montgomery curve B·v² = u³ + A·u² + u over Field and
// the Diffie–Hellman function of RFC 7748 on it. A curve definition is one
// Params literal and one call to New.
type Params[E any] struct {
	// Name names the curve in errors and in String, e.g. "curve25519".
	Name string
	// Field is the base field GF(p), p an odd prime.
	Field field.Field[E]
	// A is the coefficient A, with A² ≠ 4 (mod p). Like B, U and Z it may
	// be any integer, negative or not below p: New reduces it modulo p, so
	// a curve can be written as papers state it (B = −40964, say).
	A *big.Int
	// B is the coefficient B, nonzero modulo p; nil means 1. The x-only
	// ladder does not depend on B, but which u-coordinates belong to the
	// curve rather than to its quadratic twist does.
	B *big.Int
	// U is the u-coordinate of the base point G: 9 for curve25519, 5 for
	// curve448.
	U *big.Int
	// Order is n, the prime order of G. It may be nil for a curve whose
	// group order is not known; then the order and cofactor checks of New
	// are skipped and Cofactor is ignored.
	Order *big.Int
	// Cofactor is h = #E / n (8 for curve25519, 4 for curve448). Montgomery
	// curves have a point of order 2, (0, 0), so h is even.
	Cofactor uint64
	// ScalarBits is the number of scalar bits the ladder walks, from bit
	// ScalarBits−1 down to bit 0: 255 for X25519 and 448 for X448 (RFC 7748
	// §5). Scalars are ⌈ScalarBits/8⌉ bytes. It must be in
	// [1, 8·Field.ByteLen()].
	ScalarBits int
	// Clamp, if not nil, is decodeScalar of RFC 7748 §5: it turns a scalar
	// of ScalarSize bytes into the integer the ladder uses, in place. It is
	// applied to a copy; it must run in time independent of the scalar.
	Clamp func(k []byte)
	// BaseMult, if not nil, computes k·G for ScalarBaseMult, typically with
	// the fixed-base tables of a birationally equivalent Edwards curve
	// (EdwardsBaseMult). New checks it against the ladder.
	BaseMult BaseMultFunc[E]
	// Z is the non-square of the Elligator 2 map (RFC 9380 §6.7.1). Nil
	// means the one RFC 9380 Appendix H.3 finds: the first of 1, −1, 2, −2,
	// … that is not a square (2 for curve25519, −1 for curve448).
	Z *big.Int
}

// Curve is a validated Montgomery curve. It is immutable after New and safe
// for concurrent use.
type Curve[E any] struct {
	arith[E]             // the field and a24, the receiver of the ladder (ladder.go)
	be        backend[E] // the ladder New picked for the field (backend.go)
	name      string
	a, b      E // the coefficients
	base      E // u(G)
	n         *big.Int
	h         uint64
	bits      int // ScalarBits
	scalarLen int // ⌈bits/8⌉
	byteLen   int // Field.ByteLen()
	topMask   byte
	clamp     func([]byte)
	baseMult  BaseMultFunc[E]
	one       E

	// The Edwards model and Elligator 2; see edwards.go and elligator.go.
	hasModel bool              // A² − 4 is a non-square: the Edwards model is complete
	ell2     bool              // hasModel and A ≠ 0: Elligator 2 is defined
	swapped  bool              // the model uses y = (u+1)/(u−1) (map 2) rather than y = (u−1)/(u+1)
	edA, edD E                 // the model's a and d
	z        E                 // the Elligator 2 non-square
	ell      *elligator.Map[E] // Elligator 2 with J = A, K = B, when ell2
	minusOne E

	params Params[E] // as given to New, A, B, U and Z reduced (Params)

	pool sync.Pool // of *workspace[E]
}

// New validates p and returns the curve it describes. It checks that A² ≠ 4
// and B ≠ 0 (the curve is non-singular), that G lies on the curve rather
// than on its twist, and, when Order is set, that n is prime, that n·G = O
// while h·G ≠ O, that h·n is within the Hasse bound of p + 1, and that h·n
// annihilates another point of the curve. It also checks the BaseMult hook
// against the ladder.
func New[E any](p Params[E]) (*Curve[E], error) {
	name := p.Name
	if name == "" {
		name = "custom curve"
	}
	fail := func(format string, args ...any) (*Curve[E], error) {
		return nil, fmt.Errorf("montgomery: "+name+": "+format, args...)
	}
	if p.Field == nil || p.A == nil || p.U == nil {
		return fail("nil Field, A or U")
	}
	f := p.Field
	c := &Curve[E]{name: name, n: p.Order, h: p.Cofactor, clamp: p.Clamp,
		baseMult: p.BaseMult, byteLen: f.ByteLen()}
	c.f = f
	if c.n != nil {
		c.n = new(big.Int).Set(c.n)
	}
	mod := f.Modulus()
	if mod.Bit(0) == 0 || mod.Cmp(big.NewInt(3)) <= 0 {
		return fail("the field modulus %v is not an odd prime above 3", mod)
	}
	var err error
	set := func(z *E, x *big.Int, what string) {
		if err == nil {
			if e := field.SetBig(f, z, x); e != nil {
				err = fmt.Errorf("montgomery: %s: %s = %v is not a field element: %w", name, what, x, e)
			}
		}
	}
	// The constants as residues in [0, p), whatever integers were given.
	A, U := new(big.Int).Mod(p.A, mod), new(big.Int).Mod(p.U, mod)
	B := big.NewInt(1)
	if p.B != nil {
		B.Mod(p.B, mod)
	}
	set(&c.a, A, "A")
	set(&c.b, B, "B")
	set(&c.base, U, "U")
	if err != nil {
		return nil, err
	}
	f.One(&c.one)
	f.Neg(&c.minusOne, &c.one)

	// Non-singular: B ≠ 0 and A² − 4 ≠ 0.
	var t, four E
	f.SetUint64(&four, 4)
	f.Square(&t, &c.a)
	f.Sub(&t, &t, &four)
	if f.IsZero(&c.b) == 1 {
		return fail("B = 0")
	}
	if f.IsZero(&t) == 1 {
		return fail("A² = 4 (A = %v): the curve is singular", A)
	}
	// A² − 4 a non-square makes (0, 0) the only point of order 2, the
	// Edwards model complete and Elligator 2 defined.
	c.hasModel = f.Sqrt(&t, &t) == 0

	// a24 = (A + 2)/4.
	a24 := new(big.Int).Add(A, big.NewInt(2))
	if a24.Bit(0) == 0 && a24.Bit(1) == 0 && a24.Rsh(a24, 2).IsUint64() && a24.Uint64() < 1<<32 {
		if ms, ok := f.(mulSmaller[E]); ok {
			c.ms, c.a24Small = ms, uint32(a24.Uint64())
		}
	}
	a24.Add(A, big.NewInt(2))
	a24.Mul(a24, new(big.Int).ModInverse(big.NewInt(4), mod))
	set(&c.a24, a24.Mod(a24, mod), "(A+2)/4")
	if err != nil {
		return nil, err
	}
	c.be = c.pickBackend()

	c.bits = p.ScalarBits
	if c.bits < 1 || c.bits > 8*c.byteLen {
		return fail("ScalarBits = %d is not in [1, %d]", c.bits, 8*c.byteLen)
	}
	c.scalarLen = (c.bits + 7) / 8
	c.topMask = 0xff
	if r := f.BitLen() % 8; r != 0 {
		c.topMask = byte(1)<<r - 1
	}
	c.pool.New = func() any { return c.newWorkspace() }

	var z *big.Int
	if p.Z != nil {
		z = new(big.Int).Mod(p.Z, mod)
	}
	if err := c.setModel(z); err != nil {
		return nil, err
	}
	w := c.get()
	defer c.put(w)
	if f.IsZero(&c.base) == 1 {
		return fail("base point u = 0 has order 2")
	}
	if !c.onCurve(&w.frac, &c.base) {
		return fail("base point u = %v is on the quadratic twist, not on the curve", U)
	}
	if c.n != nil {
		if err := c.checkOrder(w, mod); err != nil {
			return nil, err
		}
	}
	if err := c.checkHooks(w); err != nil {
		return nil, err
	}
	c.params = p
	c.params.A, c.params.B, c.params.U, c.params.Z = A, B, U, z
	return c, nil
}

// checkOrder checks n, h and the order of G (see New).
func (c *Curve[E]) checkOrder(w *workspace[E], mod *big.Int) error {
	n, h := c.n, new(big.Int).SetUint64(c.h)
	if n.Sign() <= 0 || !n.ProbablyPrime(20) {
		return fmt.Errorf("montgomery: %s: order %v is not prime", c.name, n)
	}
	if c.h == 0 || c.h%2 != 0 {
		return fmt.Errorf("montgomery: %s: cofactor %d is not a positive even number", c.name, c.h)
	}
	// Hasse: |p + 1 − h·n| ≤ 2·√p, checked as (p + 1 − h·n)² ≤ 4p.
	hn := new(big.Int).Mul(h, n)
	d := new(big.Int).Sub(new(big.Int).Add(mod, big.NewInt(1)), hn)
	if d.Mul(d, d).Cmp(new(big.Int).Lsh(mod, 2)) > 0 {
		return fmt.Errorf("montgomery: %s: h·n = %d·%v is not within the Hasse bound of p + 1", c.name, c.h, n)
	}
	if c.mulBigIsIdentity(w, n, &c.base) != 1 {
		return fmt.Errorf("montgomery: %s: n·G ≠ O for n = %v", c.name, n)
	}
	if c.mulBigIsIdentity(w, h, &c.base) == 1 {
		return fmt.Errorf("montgomery: %s: the base point has small order (h·G = O)", c.name)
	}
	// Another point of the curve: the smallest u ≥ 2 on it.
	var u E
	for i := uint64(2); ; i++ {
		c.f.SetUint64(&u, i)
		if c.onCurve(&w.frac, &u) {
			break
		}
	}
	if c.mulBigIsIdentity(w, hn, &u) != 1 {
		return fmt.Errorf("montgomery: %s: cofactor %d is wrong: h·n does not annihilate the curve", c.name, c.h)
	}
	return nil
}

// mulBigIsIdentity reports (1 or 0) whether k·P = O, for a public k and a
// point P with u(P) = u ≠ 0: the ladder then returns (X : 0) exactly for O.
func (c *Curve[E]) mulBigIsIdentity(w *workspace[E], k *big.Int, u *E) int {
	kb := k.Bytes()
	for i, j := 0, len(kb)-1; i < j; i, j = i+1, j-1 {
		kb[i], kb[j] = kb[j], kb[i]
	}
	w.x1 = *u
	c.ladder(w, kb, 8*len(kb))
	return c.f.IsZero(&w.z2)
}

// checkHooks compares the BaseMult hook with the ladder on fixed scalars
// (clamped and not, and 1).
func (c *Curve[E]) checkHooks(w *workspace[E]) error {
	if c.baseMult == nil {
		return nil
	}
	k := make([]byte, c.scalarLen)
	var x, z E
	for i := range 4 {
		for j := range k {
			k[j] = byte(31*i + 17*j + 5)
		}
		if i == 1 {
			clear(k)
			k[0] = 1
		}
		if c.clamp != nil && i > 1 {
			c.clamp(k)
		}
		if r := c.bits % 8; r != 0 {
			k[c.scalarLen-1] &= byte(1)<<r - 1 // bits the ladder does not walk
		}
		w.x1 = c.base
		c.ladder(w, k, c.bits)
		if err := c.baseMult(&x, &z, k); err != nil {
			return fmt.Errorf("montgomery: %s: BaseMult: %w", c.name, err)
		}
		if !projEqual(c.f, &x, &z, &w.x2, &w.z2) {
			return fmt.Errorf("montgomery: %s: BaseMult disagrees with the ladder for k = %x", c.name, k)
		}
	}
	return nil
}

// projEqual reports whether x1/z1 = x2/z2 as projective u-coordinates, with
// every (x : 0) equal to every other (the point at infinity).
func projEqual[E any](f field.Field[E], x1, z1, x2, z2 *E) bool {
	var l, r E
	f.Mul(&l, x1, z2)
	f.Mul(&r, x2, z1)
	if f.IsZero(z1)+f.IsZero(z2) == 1 {
		return false
	}
	return f.Equal(&l, &r) == 1
}

// errNoModel is returned by the Elligator 2 functions on curves where A = 0
// or A² − 4 is a square.
var errNoModel = errors.New("montgomery: Elligator 2 needs A ≠ 0 and A² − 4 a non-square, which this curve does not satisfy")

// Name returns the curve's name.
func (c *Curve[E]) Name() string { return c.name }

// String returns the curve's name.
func (c *Curve[E]) String() string { return c.name }

// Field returns the base field.
func (c *Curve[E]) Field() field.Field[E] { return c.f }

// Order returns a new big.Int holding n, or nil if the order is not known.
func (c *Curve[E]) Order() *big.Int {
	if c.n == nil {
		return nil
	}
	return new(big.Int).Set(c.n)
}

// Cofactor returns h, or 0 if the order is not known.
func (c *Curve[E]) Cofactor() uint64 {
	if c.n == nil {
		return 0
	}
	return c.h
}

// ScalarSize returns the length in bytes of the scalars of ScalarMult and
// ScalarBaseMult, ⌈ScalarBits/8⌉.
func (c *Curve[E]) ScalarSize() int { return c.scalarLen }

// PointSize returns the length in bytes of an encoded u-coordinate, the
// field's ByteLen.
func (c *Curve[E]) PointSize() int { return c.byteLen }

// A sets z = A.
func (c *Curve[E]) A(z *E) { *z = c.a }

// B sets z = B.
func (c *Curve[E]) B(z *E) { *z = c.b }

// BaseU sets z to the u-coordinate of the base point.
func (c *Curve[E]) BaseU(z *E) { *z = c.base }
