package field

import (
	"errors"
	"math/big"
	"strconv"
)

// Field is the contract every field of curvekit implements and every engine
// is written against. E is the element type: a plain array of limbs that is
// copied by value, whose zero value is the field element 0 unless the
// implementation says otherwise, and whose internal representation (Montgomery
// form, unsaturated limbs, ...) is private to the field.
//
// All methods take pointers to elements; every output may alias every input.
// Booleans are constant-time ints, 1 for true and 0 for false. Unless a method
// says otherwise it runs in time independent of the values of its arguments
// (it may depend on the modulus).
//
// Elements produced by one Field value must only be used with that same Field
// value (or, for fixed fields, any value of the same type).
type Field[E any] interface {
	// Zero sets z = 0.
	Zero(z *E)
	// One sets z = 1.
	One(z *E)
	// Set sets z = x.
	Set(z, x *E)
	// SetUint64 sets z = v mod p.
	SetUint64(z *E, v uint64)

	// Add sets z = x + y.
	Add(z, x, y *E)
	// Sub sets z = x − y.
	Sub(z, x, y *E)
	// Neg sets z = −x.
	Neg(z, x *E)
	// Mul sets z = x · y.
	Mul(z, x, y *E)
	// Square sets z = x².
	Square(z, x *E)
	// Inverse sets z = 1/x, and z = 0 when x = 0.
	Inverse(z, x *E)
	// Sqrt sets z to the square root of x whose Sgn0 is 0 and returns 1 when x
	// is a square (0 included); otherwise it sets z = 0 and returns 0.
	Sqrt(z, x *E) int
	// SqrtRatio sets z to the square root of u/v whose Sgn0 is 0 and returns 1
	// when v ≠ 0 and u/v is a square. When u = 0 it sets z = 0 and returns 1
	// (whatever v is). Otherwise (u/v not a square, or v = 0 ≠ u) it sets
	// z = 0 and returns 0.
	SqrtRatio(z, u, v *E) int

	// Equal returns 1 if x = y and 0 otherwise.
	Equal(x, y *E) int
	// IsZero returns 1 if x = 0 and 0 otherwise.
	IsZero(x *E) int
	// Select sets z = a if cond is 1 and z = b if cond is 0. cond must be 0 or 1.
	Select(z, a, b *E, cond int)
	// Sgn0 returns the parity of the canonical integer representing x: the
	// sgn0 of RFC 9380 §4.1 for prime fields, the "negative" bit of RFC 8032.
	Sgn0(x *E) int

	// SetBytes sets z to the element encoded by b, which must be exactly
	// ByteLen bytes in the field's byte order and hold an integer below p.
	// On error z is left unchanged. Execution time may depend on the length
	// of b, not on its contents.
	SetBytes(z *E, b []byte) error
	// PutBytes writes the canonical encoding of x, in the field's byte order,
	// into b. It panics if len(b) != ByteLen(): that is a programming error.
	PutBytes(b []byte, x *E)
	// SetWideBytes sets z to the integer encoded by b in the field's byte
	// order, reduced modulo p. b may be up to 2·ByteLen() bytes long (the
	// RFC 9380 hash_to_field and the RFC 8032 scalar reduction fit); a longer
	// b is an error and leaves z unchanged.
	SetWideBytes(z *E, b []byte) error

	// ByteLen returns the length of an encoded element: ⌈BitLen/8⌉, or more
	// where the field's standard says so (the ed448 scalar field encodes its
	// 446-bit elements in 57 bytes, RFC 8032 §5.2.2).
	ByteLen() int
	// BitLen returns the bit length of p.
	BitLen() int
	// ByteOrder returns the byte order of the field's encodings.
	ByteOrder() ByteOrder
	// Modulus returns a new big.Int holding p. It is for setup and tests,
	// never for arithmetic.
	Modulus() *big.Int
}

// ByteOrder says how a field encodes its elements.
type ByteOrder int

const (
	// BigEndian puts the most significant byte first, as SEC 1 and RFC 9380 do.
	BigEndian ByteOrder = iota
	// LittleEndian puts the least significant byte first, as RFC 7748 and RFC 8032 do.
	LittleEndian
)

// String returns "big-endian" or "little-endian".
func (o ByteOrder) String() string {
	if o == LittleEndian {
		return "little-endian"
	}
	return "big-endian"
}

// Sentinel errors shared by every field implementation. Implementations return
// them through LengthError and the other constructors below, which add the
// offending value to the message; callers test with errors.Is.
var (
	// ErrLength is returned for an encoding of the wrong length.
	ErrLength = errors.New("field: wrong encoding length")
	// ErrNotReduced is returned for an encoding of an integer ≥ p.
	ErrNotReduced = errors.New("field: value is not reduced")
)

// valueError is an error with a detailed message that matches a sentinel
// under errors.Is.
type valueError struct {
	msg      string
	sentinel error
}

func (e *valueError) Error() string        { return e.msg }
func (e *valueError) Is(target error) bool { return target == e.sentinel }

// LengthError returns the error for an encoding of got bytes where want were
// expected, e.g. "field: encoding is 31 bytes, want 32". It matches ErrLength.
func LengthError(got, want int) error {
	return &valueError{"field: encoding is " + strconv.Itoa(got) + " bytes, want " + strconv.Itoa(want), ErrLength}
}

// WideLengthError returns the error for a wide encoding of got bytes that is
// longer than max, e.g. "field: wide encoding is 129 bytes, want at most 64".
// It matches ErrLength.
func WideLengthError(got, max int) error {
	return &valueError{"field: wide encoding is " + strconv.Itoa(got) + " bytes, want at most " + strconv.Itoa(max), ErrLength}
}

// NotReducedError returns the error for a canonical encoding of an integer
// that is not below the modulus. It matches ErrNotReduced.
func NotReducedError() error {
	return &valueError{"field: value is not reduced", ErrNotReduced}
}
