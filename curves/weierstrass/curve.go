package weierstrass

import (
	"errors"
	"fmt"
	"math/big"
	"reflect"
	"sync"

	"github.com/curvekit/curvekit/curves"
	"github.com/curvekit/curvekit/field"
)

// Params describes a short Weierstrass curve y² = x³ + a·x + b over the field
// Field, with a generator of prime order n, where n is the modulus of the
// field Scalar. A curve definition is one Params literal and one call to New.
type Params[E, S any] struct {
	// Name names the curve in errors and in String, e.g. "P-256".
	Name string
	// Field is the base field GF(p), p > 3. SEC 1 encodes its elements
	// big-endian; a little-endian field is converted at the encoding
	// boundary.
	Field field.Field[E]
	// Scalar is the field of integers modulo the prime order n of the
	// generator: the scalars of ScalarMult and of ECDSA.
	Scalar field.Field[S]
	// A and B are the curve coefficients. a ≡ −3 (mod p) selects the
	// a = −3 formulas and a ≡ 0 the a = 0 ones; anything else the general
	// ones. Like Gx and Gy, and the field constants of SSWU and
	// Endomorphism, they may be any integers, negative or not below p: New
	// reduces them modulo p, so a = −3 may be given as big.NewInt(-3) or as
	// p − 3.
	A, B *big.Int
	// Gx and Gy are the affine coordinates of the generator.
	Gx, Gy *big.Int
	// Order is n, the order of the generator. It may be nil, in which case
	// the modulus of Scalar is used; when set it must equal that modulus.
	// It must be a prime above minOrder = 127: the precomputed tables of
	// multiples of G (up to 32·2^(6i)·G for ScalarBaseMult, 127·G for
	// DoubleScalarMultVarTime) must not contain the identity, which their
	// affine form cannot hold.
	Order *big.Int
	// Cofactor is h = #E / n, of any size; nil means 1, a prime-order curve
	// such as P-256 or secp256k1. It must be odd: the complete formulas
	// need a curve without points of order 2 (RCB16 Theorem 1), which New
	// checks, and such a curve has an odd number of points. BLS12-381's G1
	// has h = 0x396c8c005555e1568c00aaab0000aaab. With h > 1, every decoder
	// checks that a point is in the subgroup of order n.
	Cofactor *big.Int
	// ClearCofactor is h_eff, the scalar by which hash-to-curve and
	// Point.ClearCofactor map a point of the curve into the subgroup of
	// order n (RFC 9380 §7); nil means h. RFC 9380 §8 gives a smaller
	// h_eff for some curves, e.g. 0xd201000000010001 for BLS12-381 G1.
	// New checks that h_eff is not a multiple of n and that it clears the
	// cofactor of sample points of the curve.
	ClearCofactor *big.Int
	// SubgroupEndomorphism, when set, makes the subgroup check and
	// cofactor clearing of a curve with h > 1 use an endomorphism (see its
	// type): BLS12-381's G1 and G2.
	SubgroupEndomorphism *SubgroupEndomorphism[E]
	// Endomorphism, when set, enables the GLV method for a = 0 curves such
	// as secp256k1: scalar multiplications split their scalar in two halves.
	Endomorphism *Endomorphism
	// GLS, when set, makes ScalarMult split its scalar in Dimension parts
	// by an endomorphism ψ (see its type): BLS12-381's and BN254's G2, in
	// four parts of 64 bits. It takes precedence over Endomorphism there.
	GLS *GLSEndomorphism[E]
	// SSWU, when set, enables MapToCurve, HashToCurve and EncodeToCurve
	// (RFC 9380).
	SSWU *SSWU
}

// Curve is a validated short Weierstrass curve. It is immutable after New,
// safe for concurrent use, and is the factory of its points
// (NewIdentityPoint, NewGeneratorPoint) and keys. Its precomputed tables are
// built on first use.
type Curve[E, S any] struct {
	arith[E]
	fs       field.Field[S]
	name     string
	p        *big.Int // the field modulus
	n        *big.Int // the prime order of the generator
	h        *big.Int // the cofactor
	hEff     *big.Int // h_eff, the scalar of cofactor clearing
	hEffNAF  []int8   // width-5 NAF of h_eff; nil when h_eff = 1
	deg      int      // the field has p^deg elements
	fieldLen int      // bytes of an encoded field element
	scLen    int      // bytes of an encoded scalar
	g        projective[E]
	id       projective[E]
	endo     *endomorphism[S] // nil without the GLV hook
	beta     E                // β of the endomorphism φ(x, y) = (β·x, y)
	gls      *glsEndo[E, S]   // nil without a GLSEndomorphism
	glsPool  sync.Pool        // of *glsScratch[E, S], with gls
	halfN    S                // (n − 1)/2, the largest low s
	sswu     *sswuParams[E]   // nil without hash-to-curve parameters
	subEndo  *subgroupEndo[E] // nil without a SubgroupEndomorphism
	orderNAF []int8           // width-5 NAF of n, for the subgroup check when h > 1
	hOne     bool             // h = 1: every point of the curve is in the subgroup

	digits    int // signed windows of a scalar below n: ⌈(bits(n)+1)/varWindow⌉
	glvDigits int // signed windows of a GLV half: ⌈(glvBits+1)/varWindow⌉
	baseRows  int // rows of the fixed-base table: ⌈(bits(n)+1)/baseWindow⌉
	baseSafe  int // leading rows added with jAddAffineCT (see baseMult), set with the table
	nafLen    int // NAF digits of a scalar: 8·Scalar.ByteLen() + 1
	halfLen   int // bytes of a GLV half: ⌈glvBits/8⌉

	params Params[E, S] // as given to New, constants reduced (Params)

	pool sync.Pool // of *workspace[E, S]

	baseOnce  sync.Once
	baseTable [][baseRowSize]affine[E] // baseTable[i][j] = (j+1)·2^(baseWindow·i)·G
	nafOnce   sync.Once
	baseNAF   [2][baseNAFSize]affine[E] // [0][j] = (2j+1)·G; [1][j] = φ((2j+1)·G) with GLV
}

// Window sizes of the scalar multiplications.
const (
	// minOrder is the largest order New refuses: the fixed-base tables hold
	// (j+1)·2^(6i)·G for j < 32 and (2j+1)·G for j < 64, none of which may
	// be the identity, so the prime n must exceed 127 (which also gives
	// scalarMult at least two windows).
	minOrder = 2*baseNAFSize - 1
	// varWindow is the signed window width of ScalarMult: a table of
	// 1·P … 16·P and one addition per five bits.
	varWindow    = 5
	varTableSize = 1 << (varWindow - 1)
	// baseWindow is the signed window width of ScalarBaseMult: one table row
	// of 32 affine multiples per six bits, and no doublings.
	baseWindow  = 6
	baseRowSize = 1 << (baseWindow - 1)
	// baseNAFWidth is the NAF width used for the generator in the VarTime
	// paths: a table of 2^(8−2) = 64 odd multiples.
	baseNAFWidth = 8
	baseNAFSize  = 1 << (baseNAFWidth - 2)
	// varNAFWidth is the NAF width for variable points: 8 odd multiples.
	varNAFWidth = 5
	varNAFSize  = 1 << (varNAFWidth - 2)
)

// New validates p and returns the curve it describes. It checks that p > 3,
// that the curve is non-singular (4a³ + 27b² ≠ 0) and has no point of
// order 2 (x³ + a·x + b has no root in the field), so that the formulas are
// complete; that the generator is on the curve and has order n, that n is
// prime, and that the cofactor is consistent: odd, h·n within the Hasse
// bound of q + 1 for a field of q elements, and h·n·P = O for points P
// other than the generator; and that h_eff clears it (see ClearCofactor).
// With an Endomorphism or SSWU parameters it checks those as well (see
// their types).
//
// The field may be an extension such as tower.Fp2, whose Degree method
// gives q = p^Degree. Over an extension the big.Int constants are not
// reduced: each must be the integer whose field.SetBig encoding is the
// element (for tower.Fp2 in C1First order over a big-endian base,
// c1·2^(8·ByteLen(Fp)) + c0).
func New[E, S any](p Params[E, S]) (*Curve[E, S], error) {
	name := p.Name
	if name == "" {
		name = "custom curve"
	}
	fail := func(format string, args ...any) (*Curve[E, S], error) {
		return nil, fmt.Errorf("weierstrass: "+name+": "+format, args...)
	}
	if p.Field == nil || p.Scalar == nil {
		return fail("nil Field or Scalar")
	}
	if p.A == nil || p.B == nil || p.Gx == nil || p.Gy == nil {
		return fail("nil A, B, Gx or Gy")
	}
	f := p.Field
	c := &Curve[E, S]{fs: p.Scalar, name: name, deg: fieldDegree(p.Field)}
	c.f = f
	c.words = uint64Words[E]()
	c.limbs, c.stride = c.words, c.words
	if pf, deg := primeBase(f); pf != nil && c.words == deg*len(field.PrimeElement{}) {
		c.limbs, c.stride = pf.Limbs(), len(field.PrimeElement{})
	}
	c.p = f.Modulus()
	if c.p.Cmp(big.NewInt(3)) <= 0 {
		return fail("field modulus %v: the characteristic must not be 2 or 3", c.p)
	}
	if c.deg == 1 {
		p.reduce(c.p, p.Scalar.Modulus())
	} else {
		p.reduce(nil, p.Scalar.Modulus())
	}
	var err error
	set := func(z *E, x *big.Int, what string) {
		if err == nil {
			if e := field.SetBig(f, z, x); e != nil {
				err = fmt.Errorf("weierstrass: %s: %s = %v is not a field element: %w", name, what, x, e)
			}
		}
	}
	var gx, gy E
	set(&c.a, p.A, "a")
	set(&c.b, p.B, "b")
	set(&gx, p.Gx, "Gx")
	set(&gy, p.Gy, "Gy")
	if err != nil {
		return nil, err
	}
	f.One(&c.one)
	f.Add(&c.b3, &c.b, &c.b)
	f.Add(&c.b3, &c.b3, &c.b)

	if !isNonSingular(f, &c.a, &c.b) {
		return fail("4a³ + 27b² = 0: the curve is singular")
	}
	if cubicHasRoot(f, &c.a, &c.b, fieldOrder(f)) {
		return fail("x³ + a·x + b has a root in the field: the curve has a point of order 2 and the complete formulas would not apply")
	}
	switch {
	case f.IsZero(&c.a) == 1:
		c.kind = aZero
	case isMinus3(f, &c.a):
		c.kind = aMinus3
	default:
		c.kind = aGeneral
	}
	if sm, ok := f.(smallMultiplier[E]); ok && c.deg == 1 {
		b3 := new(big.Int).Mul(p.B, big.NewInt(3))
		if b3.BitLen() <= 32 {
			c.small, c.bSm, c.b3Sm = sm, uint32(p.B.Uint64()), uint32(b3.Uint64())
		}
	}
	c.be = c.pickBackend()

	c.n = p.Scalar.Modulus()
	if p.Order != nil && p.Order.Cmp(c.n) != 0 {
		return fail("Order %v is not the modulus %v of the scalar field", p.Order, c.n)
	}
	if c.n.Cmp(big.NewInt(3)) < 0 || !c.n.ProbablyPrime(20) {
		return fail("order %v is not an odd prime", c.n)
	}
	if c.n.Cmp(big.NewInt(minOrder)) <= 0 {
		return fail("order %v is too small: it must exceed %d, the largest multiple of G in the fixed-base tables", c.n, minOrder)
	}
	_ = field.SetBig(p.Scalar, &c.halfN, new(big.Int).Rsh(c.n, 1)) // below n: cannot fail
	c.fieldLen, c.scLen = f.ByteLen(), p.Scalar.ByteLen()
	c.digits = (c.n.BitLen() + 1 + varWindow - 1) / varWindow
	c.baseRows = (c.n.BitLen() + 1 + baseWindow - 1) / baseWindow
	c.nafLen = 8*c.scLen + 1
	c.orderNAF = bigNAF(c.n)
	c.pool.New = func() any { return c.newWorkspace() }

	// A private workspace: the pool's must be sized with the endomorphism,
	// which is installed last.
	w := c.newWorkspace()
	w.setIdentity(&c.id)
	if !w.onCurve(&w.eq, &gx, &gy) {
		return fail("generator (%v, %v) is not on the curve", p.Gx, p.Gy)
	}
	w.fromAffine(&c.g, &gx, &gy)
	w.mulPublic(&w.pm, &w.acc, &c.g, c.orderNAF)
	if w.isIdentity(&w.acc) != 1 {
		return fail("n·G ≠ O for n = %v", c.n)
	}
	if err := c.setCofactor(w, p.Cofactor, p.ClearCofactor); err != nil {
		return nil, err
	}
	if p.SubgroupEndomorphism != nil {
		if err := c.setSubgroupEndomorphism(w, p.SubgroupEndomorphism); err != nil {
			return nil, err
		}
	}
	if p.Endomorphism != nil {
		if err := c.setEndomorphism(w, p.Endomorphism); err != nil {
			return nil, err
		}
	}
	if p.GLS != nil {
		if err := c.setGLS(w, p.GLS); err != nil {
			return nil, err
		}
	}
	if p.SSWU != nil {
		if err := c.setSSWU(w, p.SSWU); err != nil {
			return nil, err
		}
	}
	c.params = p
	return c, nil
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

// primeBase returns the field.Prime under f and the degree of f over it
// when f is a field.Prime (degree 1) or a tower.Fp2 over one (degree 2,
// recognised by its Base method), and nil otherwise. Table lookups then
// read only the limbs each PrimeElement uses.
func primeBase[E any](f field.Field[E]) (*field.Prime, int) {
	switch f := any(f).(type) {
	case *field.Prime:
		return f, 1
	case interface {
		Base() field.Field[field.PrimeElement]
		Degree() int
	}:
		if pf, ok := f.Base().(*field.Prime); ok && f.Degree() == 2 {
			return pf, 2
		}
	}
	return nil, 0
}

// uint64Words returns the number of 64-bit words of E when E is an array of
// uint64 or a struct made only of such arrays without padding (an element
// of tower.Fp2 over a field.Prime: two arrays of nine words), and 0
// otherwise. Table scans and selects then move E as plain words.
func uint64Words[E any]() int {
	return wordsOf(reflect.TypeFor[E]())
}

// wordsOf is uint64Words for the type t.
func wordsOf(t reflect.Type) int {
	switch {
	case t.Kind() == reflect.Array && t.Elem().Kind() == reflect.Uint64:
		return t.Len()
	case t.Kind() == reflect.Struct && t.NumField() > 0:
		n := 0
		for i := range t.NumField() {
			w := wordsOf(t.Field(i).Type)
			if w == 0 {
				return 0
			}
			n += w
		}
		if uintptr(8*n) != t.Size() { // padding: not a plain run of words
			return 0
		}
		return n
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

// A sets z to the curve coefficient a.
func (c *Curve[E, S]) A(z *E) { *z = c.a }

// B sets z to the curve coefficient b.
func (c *Curve[E, S]) B(z *E) { *z = c.b }

// HasEndomorphism reports whether scalar multiplications use the GLV
// endomorphism given in Params.
func (c *Curve[E, S]) HasEndomorphism() bool { return c.endo != nil }

// FieldLen returns the length in bytes of an encoded field element, which
// is also the length of an x-coordinate and of an ECDH shared secret.
func (c *Curve[E, S]) FieldLen() int { return c.fieldLen }

// ScalarLen returns the length in bytes of an encoded scalar, which is also
// the length of a private key and of each half of a compact signature.
func (c *Curve[E, S]) ScalarLen() int { return c.scLen }

// PointLen returns the length of an uncompressed SEC 1 encoding, 1 + 2·FieldLen.
func (c *Curve[E, S]) PointLen() int { return 1 + 2*c.fieldLen }

// CompressedPointLen returns the length of a compressed SEC 1 encoding,
// 1 + FieldLen.
func (c *Curve[E, S]) CompressedPointLen() int { return 1 + c.fieldLen }

// errDifferentCurves is the panic value for mixing points of two curves.
var errDifferentCurves = errors.New("weierstrass: points belong to different curves")
