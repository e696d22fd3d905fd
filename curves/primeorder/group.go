package primeorder

import (
	"errors"
	"fmt"
	"math/big"
	"sync"

	"github.com/curvekit/curvekit/curves/edwards"
	"github.com/curvekit/curvekit/field"
)

// construction says which quotient a Group implements.
type construction int

const (
	ristretto construction = iota // 2E/E[4] of an a = −1, cofactor-8 curve
	decaf                         // 2E/E[2] of an a = 1, cofactor-4 curve
)

// Options tunes NewRistretto and NewDecaf. The zero value (or nil) is the
// default.
type Options struct {
	// Name names the group in errors and in String; the default is the
	// curve's name with "/ristretto" or "/decaf" appended.
	Name string
	// GeneratorMultiple m makes the group's generator the class of m·G,
	// where G is the curve's generator. 0 means 1. decaf448 uses 2: RFC 9496
	// §5 fixes its generator as the class of 2·B for the edwards448 base
	// point B. m must not be a multiple of the group order.
	GeneratorMultiple uint64
}

// Group is a prime-order group built from a twisted Edwards curve by the
// Ristretto or Decaf construction (see the package documentation). It is
// immutable after construction, safe for concurrent use, and the factory of
// its Elements.
type Group[E, S any] struct {
	c    *edwards.Curve[E, S]
	f    field.Field[E]
	fs   field.Field[S]
	kind construction
	name string
	size int // bytes of an encoding: Field.ByteLen()

	// m is the generator multiple as a scalar; mIsOne skips multiplying by it.
	m      S
	mIsOne bool
	gen    edwards.Point[E, S] // a representative of the generator, m·G
	id     edwards.Point[E, S] // the identity (0, 1)

	one, minusOne, d E
	// Ristretto constants (RFC 9496 §4.1), derived from d.
	sqrtM1         E // √−1 with Sgn0 = 0 (p ≡ 5 mod 8 makes it a non-square)
	sqrtADMinusOne E // √(a·d − 1) = √(−1 − d), the root with Sgn0 = 1
	invSqrtAMinusD E // 1/√(a − d) = 1/√(−1 − d) for the root with Sgn0 = 0
	oneMinusDSq    E // 1 − d²
	dMinusOneSq    E // (d − 1)²
	// Decaf constants (RFC 9496 §5.1), derived from d.
	oneMinusD     E // 1 − d
	oneMinusTwoD  E // 1 − 2d
	sqrtMinusD    E // √−d with Sgn0 = 0 (p ≡ 3 mod 4 and d non-square make −d a square)
	invSqrtMinusD E // 1/√−d for that root

	// pow computes x^e for the exponent of sqrtRatioM1: (p − 5)/8 for
	// Ristretto, (p − 3)/4 for Decaf.
	pow powChain[E]

	pool sync.Pool // of *workspace[E, S]
}

// errGroup formats a construction error.
func errGroup(name, format string, args ...any) error {
	return fmt.Errorf("primeorder: "+name+": "+format, args...)
}

// NewRistretto returns the Ristretto group of c: the elements of 2E modulo
// the 4-torsion E[4], a group of prime order n. It returns an error unless
// c satisfies every condition the construction needs (a = −1, cofactor 8,
// p ≡ 5 mod 8, −1 − d a square); the package documentation gives the reason
// for each. Built on edwards25519 it is ristretto255 (RFC 9496 §4).
func NewRistretto[E, S any](c *edwards.Curve[E, S], opts *Options) (*Group[E, S], error) {
	g, err := newGroup(c, opts, ristretto, "ristretto")
	if err != nil {
		return nil, err
	}
	p := c.Modulus()
	f := g.f
	var a E
	c.A(&a)
	switch {
	case f.Equal(&a, &g.minusOne) != 1:
		return nil, errGroup(g.name, "a = %v, but the Ristretto formulas need a = −1", signed(f, &a))
	case c.Cofactor() != 8:
		return nil, errGroup(g.name, "cofactor %d, but Ristretto quotients by the 4-torsion of a cofactor-8 curve (use NewDecaf for cofactor 4)", c.Cofactor())
	case new(big.Int).Mod(p, big.NewInt(8)).Int64() != 5:
		return nil, errGroup(g.name, "p ≡ %d mod 8, but the Ristretto formulas need p ≡ 5 mod 8 (√−1 must exist and be a non-square)", new(big.Int).Mod(p, big.NewInt(8)))
	}
	// √−1 exists because p ≡ 1 mod 4; Sqrt returns the root with Sgn0 = 0.
	f.Sqrt(&g.sqrtM1, &g.minusOne)
	var r E
	f.Sub(&r, &g.minusOne, &g.d) // a − d = a·d − 1 = −1 − d when a = −1
	if f.IsZero(&r) == 1 || f.Sqrt(&r, &r) != 1 {
		return nil, errGroup(g.name, "−1 − d is not a non-zero square: the encoding needs 1/√(a − d) and the map √(a·d − 1)")
	}
	f.Neg(&g.sqrtADMinusOne, &r) // RFC 9496 fixes the odd root (its SQRT_AD_MINUS_ONE)
	f.Inverse(&g.invSqrtAMinusD, &r)
	f.Square(&g.oneMinusDSq, &g.d)
	f.Sub(&g.oneMinusDSq, &g.one, &g.oneMinusDSq)
	f.Sub(&g.dMinusOneSq, &g.d, &g.one)
	f.Square(&g.dMinusOneSq, &g.dMinusOneSq)
	e := new(big.Int).Sub(p, big.NewInt(5))
	g.pow = newPowChain(f, e.Rsh(e, 3))
	g.finish()
	return g, nil
}

// NewDecaf returns the Decaf group of c: the elements of 2E modulo the
// 2-torsion E[2], a group of prime order n. It returns an error unless c
// satisfies every condition the construction needs (a = 1, cofactor 4,
// p ≡ 3 mod 4, 1 − 2d ≠ 0); the package documentation gives the reason for
// each. Built on edwards448 with GeneratorMultiple 2 it is decaf448
// (RFC 9496 §5).
func NewDecaf[E, S any](c *edwards.Curve[E, S], opts *Options) (*Group[E, S], error) {
	g, err := newGroup(c, opts, decaf, "decaf")
	if err != nil {
		return nil, err
	}
	p := c.Modulus()
	f := g.f
	var a E
	c.A(&a)
	switch {
	case f.Equal(&a, &g.one) != 1:
		return nil, errGroup(g.name, "a = %v, but the Decaf formulas of RFC 9496 need a = 1", signed(f, &a))
	case c.Cofactor() != 4:
		return nil, errGroup(g.name, "cofactor %d, but Decaf quotients by the 2-torsion of a cofactor-4 curve (use NewRistretto for cofactor 8)", c.Cofactor())
	case new(big.Int).Mod(p, big.NewInt(4)).Int64() != 3:
		return nil, errGroup(g.name, "p ≡ 1 mod 4, but the Decaf formulas of RFC 9496 need p ≡ 3 mod 4 (−1 must be a non-square)")
	}
	f.Sub(&g.oneMinusD, &g.one, &g.d)
	f.Sub(&g.oneMinusTwoD, &g.oneMinusD, &g.d)
	if f.IsZero(&g.oneMinusTwoD) == 1 {
		return nil, errGroup(g.name, "1 − 2d = 0: the map divides by it")
	}
	var md E
	f.Neg(&md, &g.d)
	if f.Sqrt(&g.sqrtMinusD, &md) != 1 {
		// d is a non-square (edwards.New checks it) and −1 is one too.
		return nil, errors.New("primeorder: internal error: −d is not a square")
	}
	f.Inverse(&g.invSqrtMinusD, &g.sqrtMinusD)
	e := new(big.Int).Sub(p, big.NewInt(3))
	g.pow = newPowChain(f, e.Rsh(e, 2))
	g.finish()
	return g, nil
}

// newGroup checks what both constructions share and sets the common fields.
func newGroup[E, S any](c *edwards.Curve[E, S], opts *Options, kind construction, suffix string) (*Group[E, S], error) {
	if c == nil {
		return nil, errors.New("primeorder: nil curve")
	}
	g := &Group[E, S]{c: c, f: c.Field(), fs: c.ScalarField(), kind: kind}
	g.name = c.Name() + "/" + suffix
	m := uint64(1)
	if opts != nil {
		if opts.Name != "" {
			g.name = opts.Name
		}
		if opts.GeneratorMultiple != 0 {
			m = opts.GeneratorMultiple
		}
	}
	if new(big.Int).Mod(new(big.Int).SetUint64(m), c.Order()).Sign() == 0 {
		return nil, errGroup(g.name, "generator multiple %d is a multiple of the order", m)
	}
	g.fs.SetUint64(&g.m, m)
	g.mIsOne = m == 1
	f := g.f
	f.One(&g.one)
	f.Neg(&g.minusOne, &g.one)
	c.D(&g.d)
	g.size = f.ByteLen()
	return g, nil
}

// finish sets the generator and identity and the workspace pool.
func (g *Group[E, S]) finish() {
	g.pool.New = func() any { return &workspace[E, S]{buf: make([]byte, 2*g.size)} }
	g.id.Set(g.c.NewIdentityPoint())
	g.gen.Set(g.c.NewGeneratorPoint())
	g.gen.ScalarBaseMult(&g.m)
}

// Curve returns the Edwards curve the group is built on.
func (g *Group[E, S]) Curve() *edwards.Curve[E, S] { return g.c }

// Name returns the group's name.
func (g *Group[E, S]) Name() string { return g.name }

// String returns the group's name.
func (g *Group[E, S]) String() string { return g.name }

// EncodingLen returns the length of an encoded element: the byte length of
// the base field (32 for ristretto255, 56 for decaf448).
func (g *Group[E, S]) EncodingLen() int { return g.size }

// UniformLen returns the length of the input of SetUniformBytes: two field
// encodings (64 for ristretto255, 112 for decaf448).
func (g *Group[E, S]) UniformLen() int { return 2 * g.size }

// Order returns a new big.Int holding the prime order n of the group.
func (g *Group[E, S]) Order() *big.Int { return g.c.Order() }

// get takes a workspace from the pool; put returns it.
func (g *Group[E, S]) get() *workspace[E, S]  { return g.pool.Get().(*workspace[E, S]) }
func (g *Group[E, S]) put(w *workspace[E, S]) { g.pool.Put(w) }

// workspace is the heap-resident memory of one encoding, decoding,
// comparison or map. Field methods are called through an interface, so
// pointers passed to them escape; keeping every temporary here, recycled
// through the group's pool, keeps those operations free of allocations (the
// same arrangement as the engine's workspaces). Each formula owns its
// scratch struct (ristretto.go, decaf.go); a group uses the three of its
// kind and leaves the other three at zero.
type workspace[E, S any] struct {
	p, q extended[E] // the operands and results, in extended coordinates
	s    E           // the field element being encoded, decoded or mapped
	eq   [4]E        // the products an equality test compares

	rd ristrettoDecodeScratch[E]
	re ristrettoEncodeScratch[E]
	rm ristrettoMapScratch[E]
	dd decafDecodeScratch[E]
	de decafEncodeScratch[E]
	dm decafMapScratch[E]

	buf []byte // two field encodings
	ms  S      // a scalar times the generator multiple
}

// extended holds a representative's extended coordinates (X : Y : Z : T):
// the operand of an encoding or comparison and the result of a decoding or
// map.
type extended[E any] struct{ X, Y, Z, T E }

// signed returns x as an integer in (−p/2, p/2], for messages.
func signed[E any](f field.Field[E], x *E) *big.Int {
	v, p := field.Big(f, x), f.Modulus()
	if v.Cmp(new(big.Int).Rsh(p, 1)) > 0 {
		v.Sub(v, p)
	}
	return v
}
