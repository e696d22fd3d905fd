package edwards

import "unsafe"

// SqrtRatioPairer is an optional interface of a base field: two square
// roots in less time than two SqrtRatio calls. Verify uses it, when
// Params.Field has it, to decode a signature's A and R together (batch
// verification decodes with SqrtRatioBatcher instead, where the field has
// that). field/fp25519 implements it.
type SqrtRatioPairer[E any] interface {
	// SqrtRatioPair sets ok1 = SqrtRatio(z1, u1, v1) and
	// ok2 = SqrtRatio(z2, u2, v2), doing the work of both calls at once.
	SqrtRatioPair(z1, u1, v1, z2, u2, v2 *E) (ok1, ok2 int)
}

// The coordinate structs of formulas.go are laid out as arrays of E (fields
// of one type, in order, with no padding between them), which lets the
// lane kernels take them as arrays.

// ext4 views p as an array of coordinates.
func ext4[E any](p *extended[E]) *[4]E { return (*[4]E)(unsafe.Pointer(p)) }

// aff3 views p as an array of coordinates.
func aff3[E any](p *affine[E]) *[3]E { return (*[3]E)(unsafe.Pointer(p)) }
