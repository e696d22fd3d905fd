package group

import (
	"errors"
	"io"
	"math/big"
)

// Group is a cyclic group of prime order with the operations that RFC 9497
// §2.1 and RFC 9591 §3.1 ask of one. Its methods are safe for concurrent
// use. The implementations of this package are returned by Ristretto255,
// Decaf448, P256, P384, P521, Secp256k1, Edwards25519 and Edwards448.
type Group interface {
	// Name returns the group's name, such as "ristretto255" or "P-256".
	Name() string
	// Order returns a new big.Int holding the prime order of the group.
	Order() *big.Int
	// ElementLen returns the length of an encoded element (Ne in RFC 9497).
	ElementLen() int
	// ScalarLen returns the length of an encoded scalar (Ns in RFC 9497).
	ScalarLen() int

	// NewElement returns a new element set to the identity.
	NewElement() Element
	// NewGenerator returns a new element set to the generator.
	NewGenerator() Element
	// NewScalar returns a new scalar set to 0.
	NewScalar() Scalar

	// ParseElement decodes an element: DeserializeElement of RFC 9497
	// §2.1. It rejects any encoding of the wrong length, any non-canonical
	// encoding, any point not in the prime-order group and the identity,
	// with an error wrapping ErrInvalidElement.
	ParseElement(b []byte) (Element, error)
	// ParseScalar decodes a scalar of ScalarLen bytes that encodes an
	// integer below the order, or returns an error wrapping
	// ErrInvalidScalar. Zero is accepted.
	ParseScalar(b []byte) (Scalar, error)

	// RandomScalar returns a uniformly random non-zero scalar read from
	// rand (crypto/rand.Reader when rand is nil). It fails only if rand
	// does.
	RandomScalar(rand io.Reader) (Scalar, error)
	// HashToElement hashes msg under the domain separation tag dst to an
	// element whose discrete logarithm is unknown: the group's RFC 9380
	// random-oracle encoding, as RFC 9497 §4 fixes it for each suite. dst
	// must not be empty.
	HashToElement(msg, dst []byte) (Element, error)
	// HashToScalar hashes msg under dst to a scalar that is statistically
	// close to uniform, as RFC 9497 §4 fixes it for each suite. dst must
	// not be empty.
	HashToScalar(msg, dst []byte) (Scalar, error)
}

// Element is an element of a Group. Its methods set the receiver and return
// it; any argument may alias the receiver. Every argument must come from the
// receiver's own group: mixing groups is a programming error and panics.
// Unless its name ends in VarTime, a method runs in time independent of the
// elements and scalars it is given. Elements are not comparable with ==.
type Element interface {
	// Group returns the group of the element.
	Group() Group
	// Set sets v = u, and returns v.
	Set(u Element) Element
	// Identity sets v to the identity, and returns v.
	Identity() Element
	// Generator sets v to the generator, and returns v.
	Generator() Element
	// Add sets v = p + q, and returns v.
	Add(p, q Element) Element
	// Subtract sets v = p − q, and returns v.
	Subtract(p, q Element) Element
	// Negate sets v = −p, and returns v.
	Negate(p Element) Element
	// ScalarMult sets v = s·p, and returns v.
	ScalarMult(s Scalar, p Element) Element
	// ScalarBaseMult sets v = s·G, where G is the generator, and returns v.
	ScalarBaseMult(s Scalar) Element
	// MultiScalarMultVarTime sets v = Σ scalars[i]·elements[i], and returns
	// v. It panics if the slices differ in length. Execution time depends
	// on the inputs: it leaks the scalars, so it is only for public data,
	// such as the verification of a proof.
	MultiScalarMultVarTime(scalars []Scalar, elements []Element) Element
	// DoubleScalarBaseMultVarTime sets v = a·A + b·G, where G is the
	// generator, and returns v, with the engine's precomputed tables of G.
	// Execution time depends on the inputs: it leaks a and b, so it is only
	// for public data.
	DoubleScalarBaseMultVarTime(a Scalar, A Element, b Scalar) Element
	// Equal returns 1 if v and u are the same element, and 0 otherwise.
	Equal(u Element) int
	// IsIdentity returns 1 if v is the identity, and 0 otherwise.
	IsIdentity() int
	// Bytes returns the encoding of v (SerializeElement of RFC 9497). The
	// identity has an encoding, but ParseElement rejects it.
	Bytes() []byte
}

// Scalar is an integer modulo the order of a Group. Its methods set the
// receiver and return it; any argument may alias the receiver, and every
// argument must come from the receiver's own group (mixing groups panics).
// Every method runs in time independent of the values of the scalars.
type Scalar interface {
	// Set sets s = x, and returns s.
	Set(x Scalar) Scalar
	// SetUint64 sets s = x mod the order, and returns s.
	SetUint64(x uint64) Scalar
	// Add sets s = x + y, and returns s.
	Add(x, y Scalar) Scalar
	// Subtract sets s = x − y, and returns s.
	Subtract(x, y Scalar) Scalar
	// Multiply sets s = x·y, and returns s.
	Multiply(x, y Scalar) Scalar
	// Negate sets s = −x, and returns s.
	Negate(x Scalar) Scalar
	// Invert sets s = 1/x, and returns s. The inverse of 0 is 0.
	Invert(x Scalar) Scalar
	// Equal returns 1 if s = u, and 0 otherwise.
	Equal(u Scalar) int
	// IsZero returns 1 if s = 0, and 0 otherwise.
	IsZero() int
	// Bytes returns the canonical encoding of s (SerializeScalar of
	// RFC 9497): ScalarLen bytes in the group's byte order.
	Bytes() []byte
	// Zeroize sets s = 0, wiping its value from memory, and returns s.
	Zeroize() Scalar
}

// Errors of decoding, for errors.Is. The errors returned wrap one of them and
// say what was wrong with which input.
var (
	// ErrInvalidElement is wrapped by the errors of ParseElement.
	ErrInvalidElement = errors.New("group: invalid element encoding")
	// ErrInvalidScalar is wrapped by the errors of ParseScalar.
	ErrInvalidScalar = errors.New("group: invalid scalar encoding")
)

// errEmptyDST is returned by the hash functions for an empty domain
// separation tag, which RFC 9380 §3.1 forbids.
var errEmptyDST = errors.New("group: empty domain separation tag")

// errMixedGroups is the panic value for arguments of another group.
var errMixedGroups = errors.New("group: element or scalar of another group")
