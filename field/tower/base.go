package tower

import (
	"unsafe"

	"github.com/curvekit/curvekit/field"
)

// base is the base field of a tower, called through field.Field[E].
//
// Pointers passed to an interface method escape to the heap as far as the
// compiler can tell, so every temporary of every tower operation would be
// allocated. The field contract writes results through its pointer arguments
// and keeps none of them after it returns (no field of curvekit does, and a
// field that did would break the aliasing rules of the contract as well), so
// base hides its arguments from escape analysis with noescape, the technique
// of the Go runtime and strings.Builder. Nothing else changes: the pointers
// stay typed pointers in the callee, so stack moves update them, and field
// elements are plain arrays of limbs with no pointers for the collector to
// trace. This is the only unsafe code of the package; TestNoAllocations
// checks its effect and the race detector's checkptr mode runs over it.
//
// A base field that offers views of itself specialised to its modulus
// (field.Prime's Specialize: one per limb count, and the MULX/ADX kernels
// where the processor has them) is called through the view it picks, once,
// at construction: the view computes exactly what the field does, without
// the field's per-call choice of kernel. f is the field as given, for
// Base; k is what the arithmetic calls.
type base[E any] struct{ f, k field.Field[E] }

// newBase returns the base of a tower over f, calling f through its
// specialised view if it has one (see base).
func newBase[E any](f field.Field[E]) base[E] {
	b := base[E]{f: f, k: f}
	if s, ok := f.(interface{ Specialize() any }); ok {
		if v, ok := s.Specialize().(field.Field[E]); ok {
			b.k = v
		}
	}
	return b
}

// noescape returns p, hiding from escape analysis that the result is p.
//
//go:nosplit
//go:nocheckptr
func noescape[T any](p *T) *T {
	//lint:ignore SA4016 the no-op xor is the point: it breaks the data flow escape analysis follows, as the runtime's noescape does
	x := uintptr(unsafe.Pointer(p)) ^ 0
	return *(**T)(unsafe.Pointer(&x))
}

func (b *base[E]) Zero(z *E)                     { b.k.Zero(noescape(z)) }
func (b *base[E]) One(z *E)                      { b.k.One(noescape(z)) }
func (b *base[E]) Add(z, x, y *E)                { b.k.Add(noescape(z), noescape(x), noescape(y)) }
func (b *base[E]) Sub(z, x, y *E)                { b.k.Sub(noescape(z), noescape(x), noescape(y)) }
func (b *base[E]) Neg(z, x *E)                   { b.k.Neg(noescape(z), noescape(x)) }
func (b *base[E]) Mul(z, x, y *E)                { b.k.Mul(noescape(z), noescape(x), noescape(y)) }
func (b *base[E]) Square(z, x *E)                { b.k.Square(noescape(z), noescape(x)) }
func (b *base[E]) Inverse(z, x *E)               { b.k.Inverse(noescape(z), noescape(x)) }
func (b *base[E]) Sqrt(z, x *E) int              { return b.k.Sqrt(noescape(z), noescape(x)) }
func (b *base[E]) Equal(x, y *E) int             { return b.k.Equal(noescape(x), noescape(y)) }
func (b *base[E]) IsZero(x *E) int               { return b.k.IsZero(noescape(x)) }
func (b *base[E]) Sgn0(x *E) int                 { return b.k.Sgn0(noescape(x)) }
func (b *base[E]) Select(z, x, y *E, c int)      { b.k.Select(noescape(z), noescape(x), noescape(y), c) }
func (b *base[E]) SetBytes(z *E, s []byte) error { return b.k.SetBytes(noescape(z), noescapeBytes(s)) }
func (b *base[E]) PutBytes(s []byte, x *E)       { b.k.PutBytes(noescapeBytes(s), noescape(x)) }
func (b *base[E]) SetWideBytes(z *E, s []byte) error {
	return b.k.SetWideBytes(noescape(z), noescapeBytes(s))
}

// noescapeBytes returns s, hiding its backing array from escape analysis.
func noescapeBytes(s []byte) []byte {
	return unsafe.Slice(noescape(unsafe.SliceData(s)), len(s))
}
