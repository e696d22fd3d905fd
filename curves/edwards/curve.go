package edwards

import (
	"errors"
	"fmt"
	"math/big"
	"math/bits"
	"reflect"
	"sync"

	"github.com/curvekit/curvekit/curves"
	"github.com/curvekit/curvekit/curves/edwards/internal/lanes25519"
	"github.com/curvekit/curvekit/field"
)

// Params describes a twisted Edwards curve a·x² + y² = 1 + d·x²·y² over the
// field Field, with a generator of prime order n, where n is the modulus of
// the field Scalar. A curve definition is one Params literal and one call to
// New.
type Params[E, S any] struct {
	// Name names the curve in errors and in String, e.g. "edwards25519".
	Name string
	// Field is the base field GF(p).
	Field field.Field[E]
	// Scalar is the field of integers modulo the prime order n of the
	// generator: the scalars of ScalarMult and of EdDSA.
	Scalar field.Field[S]
	// A and D are the curve coefficients. A must be a square and D a
	// non-square in GF(p), which makes the addition formulas complete (no
	// exceptional inputs). Like Gx and Gy they may be any integers, negative
	// or not below p: New reduces them modulo p, so a = −1 may be given as
	// big.NewInt(-1) or as p − 1.
	A, D *big.Int
	// Gx and Gy are the affine coordinates of the generator.
	Gx, Gy *big.Int
	// Order is n, the order of the generator. It may be nil, in which case the
	// modulus of Scalar is used; when set it must equal that modulus.
	Order *big.Int
	// Cofactor is h = #E / n. Edwards curves have a point of order 4, so h is
	// a multiple of 4 (8 for edwards25519, 4 for edwards448).
	Cofactor uint64
	// EncodingLen is the length in bytes of an encoded point (RFC 8032 b/8:
	// 32 for edwards25519, 57 for edwards448). Zero means ⌈(bits(p) + 1)/8⌉,
	// the smallest length that fits y and the sign bit of x. It must be at
	// least Field.ByteLen() and at most 2·Field.ByteLen().
	EncodingLen int
	// Elligator2, when set, enables MapToCurve, HashToCurve and
	// EncodeToCurve (RFC 9380 §6.8.2; see Elligator2).
	Elligator2 *Elligator2
}

// Curve is a validated twisted Edwards curve. It is immutable after New, safe
// for concurrent use, and is the factory of its points (NewIdentityPoint,
// NewGeneratorPoint). Its precomputed tables are built on first use.
type Curve[E, S any] struct {
	arith[E]
	fs          field.Field[S]
	name        string
	params      Params[E, S]  // as given to New, constants reduced modulo p
	n           *big.Int      // the prime order of the generator
	h           uint64        // the cofactor
	encLen      int           // bytes of an encoded point
	digits      int           // signed radix-16 digits of a scalar: ⌈(bits(n)+1)/4⌉
	nafLen      int           // NAF digits of a scalar: 8·Scalar.ByteLen() + 1
	g           extended[E]   // the generator
	id          extended[E]   // the identity (0 : 1 : 1 : 0)
	cachedID    cached[E]     // the identity as a cached operand
	completedID completed[E]  // the identity in completed form
	affineID    affine[E]     // the identity as a table entry
	orderNAF    []int8        // width-5 NAF of n, for IsTorsionFree
	cofactorNAF []int8        // width-5 NAF of h, for MultByCofactor when h is not a power of 2
	ell2        *ell2State[E] // hash-to-curve (h2c.go), or nil

	pool sync.Pool // of *workspace[E, S]

	baseOnce  sync.Once
	baseTable [][8]affine[E] // baseTable[i][j] = (j+1)·16^i·G, for ScalarBaseMult
	laneOnce  sync.Once
	laneBase  *laneBaseTable // baseTable in cached lane layout (baselanes.go)
	laneOddDo sync.Once
	laneOdd   [][8]lanes25519.Point // the odd rows of baseTable the same way (basepair.go)
	laneNAFDo sync.Once
	laneNAF   *[baseNAFSize]lanes25519.Point // baseNAF in cached lane layout (baselanes.go)
	nafOnce   sync.Once
	baseNAF   [baseNAFSize]affine[E] // baseNAF[j] = (2j+1)·G, for the VarTime paths
	halfOnce  sync.Once
	half      *halfCurve[E, S] // half-size verification state, or nil (halfverify.go)
}

// baseNAFWidth is the NAF width used for the generator in the VarTime paths:
// a table of 2^(8−2) = 64 odd multiples.
const (
	baseNAFWidth = 8
	baseNAFSize  = 1 << (baseNAFWidth - 2)
	// varNAFWidth is the NAF width for variable points: 8 odd multiples.
	varNAFWidth = 5
	varNAFSize  = 1 << (varNAFWidth - 2)
)

// New validates p and returns the curve it describes. It checks that a is a
// square and d a non-square (so the formulas are complete), that the
// generator is on the curve and has order n, that n is prime, and that the
// cofactor is consistent: a multiple of 4, h·n within the Hasse bound of
// p + 1, and h·n·P = O for a point P of the curve other than the generator.
// With Elligator2 parameters it checks those too (see Elligator2).
func New[E, S any](p Params[E, S]) (*Curve[E, S], error) {
	name := p.Name
	if name == "" {
		name = "custom curve"
	}
	fail := func(format string, args ...any) (*Curve[E, S], error) {
		return nil, fmt.Errorf("edwards: "+name+": "+format, args...)
	}
	if p.Field == nil || p.Scalar == nil {
		return fail("nil Field or Scalar")
	}
	if p.A == nil || p.D == nil || p.Gx == nil || p.Gy == nil {
		return fail("nil A, D, Gx or Gy")
	}
	f := p.Field
	p.reduce(f.Modulus())
	c := &Curve[E, S]{fs: p.Scalar, name: name, h: p.Cofactor}
	c.f = f
	c.words = uint64Words[E]()
	var err error
	set := func(z *E, x *big.Int, what string) {
		if err == nil {
			if e := field.SetBig(f, z, x); e != nil {
				err = fmt.Errorf("edwards: %s: %s = %v is not a field element: %w", name, what, x, e)
			}
		}
	}
	var gx, gy E
	set(&c.a, p.A, "a")
	set(&c.d, p.D, "d")
	set(&gx, p.Gx, "Gx")
	set(&gy, p.Gy, "Gy")
	if err != nil {
		return nil, err
	}
	f.One(&c.one)
	if sp, ok := f.(SqrtRatioPairer[E]); ok {
		c.pair = sp
	}

	// The curve is non-singular when a·d·(a − d) ≠ 0; a square and d a
	// non-square implies it, but the explicit check gives a clearer error.
	var t, minusOne E
	f.Sub(&t, &c.a, &c.d)
	switch {
	case f.IsZero(&c.a) == 1 || f.IsZero(&c.d) == 1:
		return fail("a and d must be non-zero")
	case f.IsZero(&t) == 1:
		return fail("a = d: the curve is singular")
	case f.Sqrt(&t, &c.a) == 0:
		return fail("a = %v is not a square: the addition formulas would not be complete", p.A)
	case f.Sqrt(&t, &c.d) == 1:
		return fail("d = %v is a square: the addition formulas would not be complete", p.D)
	}
	f.Neg(&minusOne, &c.one)
	switch {
	case f.Equal(&c.a, &minusOne) == 1:
		c.kind = aMinusOne
		f.Add(&c.k, &c.d, &c.d)
	case f.Equal(&c.a, &c.one) == 1:
		c.kind = aOne
		c.k = c.d
	default:
		c.kind = aGeneral
		c.k = c.d
	}
	c.be = c.pickBackend()
	if c.lanes = c.pickLanes(); c.lanes != nil {
		c.lanes.CachedScale(&c.laneScale, &c.k)
	}

	bitLen, byteLen := f.BitLen(), f.ByteLen()
	c.encLen = p.EncodingLen
	if c.encLen == 0 {
		c.encLen = (bitLen + 1 + 7) / 8
	}
	if 8*c.encLen < bitLen+1 || c.encLen < byteLen || c.encLen > 2*byteLen {
		return fail("encoding length %d does not fit a %d-bit y and a sign bit (or exceeds %d)", c.encLen, bitLen, 2*byteLen)
	}

	c.n = p.Scalar.Modulus()
	if p.Order != nil && p.Order.Cmp(c.n) != 0 {
		return fail("Order %v is not the modulus %v of the scalar field", p.Order, c.n)
	}
	if !c.n.ProbablyPrime(20) {
		return fail("order %v is not prime", c.n)
	}
	c.digits = (c.n.BitLen() + 1 + 3) / 4
	c.nafLen = 8*p.Scalar.ByteLen() + 1
	c.pool.New = func() any { return c.newWorkspace() }

	w := c.get()
	defer c.put(w)
	w.setIdentity(&c.id)
	w.cachedIdentity(&c.cachedID)
	w.completedIdentity(&c.completedID)
	w.affineIdentity(&c.affineID)
	if !w.onCurve(&w.eq, &gx, &gy) {
		return fail("generator (%v, %v) is not on the curve", p.Gx, p.Gy)
	}
	w.fromAffine(&c.g, &gx, &gy)
	if w.isIdentity(&c.g) == 1 {
		return fail("generator is the identity")
	}
	c.orderNAF = bigNAF(c.n)
	w.mulPublic(&w.pub, &w.acc, &c.g, c.orderNAF)
	if w.isIdentity(&w.acc) != 1 {
		return fail("n·G ≠ O for n = %v", c.n)
	}
	if err := c.checkCofactor(w); err != nil {
		return nil, err
	}
	if p.Elligator2 != nil {
		if err := c.setElligator2(w, p.Elligator2); err != nil {
			return nil, err
		}
	}
	c.params = p
	return c, nil
}

// checkCofactor checks h against the Hasse bound and against the order of a
// point derived from the smallest y ≥ 2 that decodes.
func (c *Curve[E, S]) checkCofactor(w *workspace[E, S]) error {
	h := c.h
	if h == 0 || h%4 != 0 {
		return fmt.Errorf("edwards: %s: cofactor %d is not a positive multiple of 4", c.name, h)
	}
	if new(big.Int).SetUint64(h).Cmp(c.n) >= 0 {
		return fmt.Errorf("edwards: %s: cofactor %d is not smaller than the order", c.name, h)
	}
	if bits.OnesCount64(h) != 1 {
		c.cofactorNAF = bigNAF(new(big.Int).SetUint64(h))
	}
	// Hasse: |#E − (p + 1)| ≤ 2√p, that is (#E − p − 1)² ≤ 4p.
	p := c.f.Modulus()
	hn := new(big.Int).Mul(c.n, new(big.Int).SetUint64(h))
	dev := new(big.Int).Sub(hn, p)
	dev.Sub(dev, big.NewInt(1))
	dev.Mul(dev, dev)
	if dev.Cmp(new(big.Int).Lsh(p, 2)) > 0 {
		return fmt.Errorf("edwards: %s: h·n = %v is outside the Hasse bound for p = %v", c.name, hn, p)
	}
	for y := int64(2); y < 1000; y++ {
		if err := field.SetBig(c.f, &w.y, big.NewInt(y)); err != nil {
			break
		}
		if !w.recoverX(&w.codec, &w.x, &w.y, 0, false) {
			continue
		}
		w.fromAffine(&w.p, &w.x, &w.y)
		w.mulPublic(&w.pub, &w.acc, &w.p, bigNAF(hn))
		if w.isIdentity(&w.acc) != 1 {
			return fmt.Errorf("edwards: %s: h·n·P ≠ O for the point with y = %d: cofactor %d is wrong", c.name, y, h)
		}
		return nil
	}
	return fmt.Errorf("edwards: %s: found no point to check the cofactor with", c.name)
}

// bigNAF returns the width-5 non-adjacent form of x ≥ 0.
func bigNAF(x *big.Int) []int8 {
	le := x.Bytes()
	for i, j := 0, len(le)-1; i < j; i, j = i+1, j-1 {
		le[i], le[j] = le[j], le[i]
	}
	naf := make([]int8, 8*len(le)+1)
	curves.NonAdjacentFormVarTime(naf, le, varNAFWidth)
	return naf
}

// uint64Words returns the number of 64-bit words of E when E is an array of
// uint64, and 0 otherwise.
func uint64Words[E any]() int {
	t := reflect.TypeFor[E]()
	if t.Kind() == reflect.Array && t.Elem().Kind() == reflect.Uint64 {
		return t.Len()
	}
	return 0
}

// Name returns the curve's name as given in Params.
func (c *Curve[E, S]) Name() string { return c.name }

// String returns the curve's name.
func (c *Curve[E, S]) String() string { return c.name }

// Field returns the base field.
func (c *Curve[E, S]) Field() field.Field[E] { return c.f }

// ScalarField returns the field of scalars, the integers modulo the order n.
func (c *Curve[E, S]) ScalarField() field.Field[S] { return c.fs }

// Order returns a new big.Int holding n, the prime order of the generator.
func (c *Curve[E, S]) Order() *big.Int { return new(big.Int).Set(c.n) }

// Cofactor returns h, the number of points of the curve divided by n.
func (c *Curve[E, S]) Cofactor() uint64 { return c.h }

// EncodingLen returns the length of an encoded point in bytes.
func (c *Curve[E, S]) EncodingLen() int { return c.encLen }

// A sets z to the curve coefficient a.
func (c *Curve[E, S]) A(z *E) { *z = c.a }

// D sets z to the curve coefficient d.
func (c *Curve[E, S]) D(z *E) { *z = c.d }

// errDifferentCurves is the panic value for mixing points of two curves.
var errDifferentCurves = errors.New("edwards: points belong to different curves")
