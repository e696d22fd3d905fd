package weierstrass

import "unsafe"

// KernelsJacobian is the part of the field kernels that holds for every a:
// the changes of coordinates and the Jacobian additions. It is embedded in
// KernelsAMinus3 and KernelsAZero, the interfaces New looks for.
//
// Points are arrays of coordinates (see formulas.go and jacobian.go):
//
//	projective [3]E  (X, Y, Z) with x = X/Z, y = Y/Z; Z = 0 is the identity
//	jacobian   [3]E  (X, Y, Z) with x = X/Z², y = Y/Z³; Z = 0 is the identity
//	affine     [2]E  (x, y), never the identity
//
// An implementation must give exactly the coordinates of the engine's
// formulas (formulas_special.go: RCB16 Algorithms 4–9; jacobian.go:
// dbl-2001-b, dbl-2009-l, madd-2007-bl, add-2007-bl, jAddCT, jAddAffineCT),
// accept outputs aliasing inputs, and, except for the VarTime methods, run
// in time independent of the coordinates. The VarTime methods may branch on
// whether their operands are equal or opposite, and only public points
// reach them.
type KernelsJacobian[E any] interface {
	// WeierstrassProjectiveToJacobian sets r (Jacobian) = p (projective):
	// (X·Z, Y·Z², Z).
	WeierstrassProjectiveToJacobian(r, p *[3]E)
	// WeierstrassJacobianToProjective sets r (projective) = p (Jacobian):
	// (X·Z, Y, Z³), or (0, 1, 0) when Z = 0.
	WeierstrassJacobianToProjective(r, p *[3]E)
	// WeierstrassJacobianAdd sets r = p + q (Jacobian), r = q when p is
	// the identity and r = p when q is; p and q must not be equal or
	// opposite points other than the identity.
	WeierstrassJacobianAdd(r, p, q *[3]E)
	// WeierstrassJacobianAddAffine sets r = p + q for p Jacobian and q
	// affine, and r = (x_q, y_q, 1) when p is the identity; p must not be
	// q or −q.
	WeierstrassJacobianAddAffine(r, p *[3]E, q *[2]E)
	// WeierstrassJacobianAddAffineVarTime sets r = p ± q for p Jacobian,
	// not the identity, and q affine, subtracting when negate is 1, and
	// returns 0; when p = ±q it leaves r unchanged and returns 1 if the
	// operands are equal and 2 if they are opposite.
	WeierstrassJacobianAddAffineVarTime(r, p *[3]E, q *[2]E, negate int) int
	// WeierstrassJacobianAddVarTime is WeierstrassJacobianAddAffineVarTime
	// for q Jacobian, not the identity.
	WeierstrassJacobianAddVarTime(r, p, q *[3]E, negate int) int
}

// KernelsAMinus3 is an optional interface of a base field: the point
// formulas of a curve with a = −3 written by the field package against its
// own element type. When Params.Field implements it and a = −3, New runs
// every complete addition, mixed addition and doubling, the Jacobian
// doublings and additions of the scalar multiplications with their changes
// of coordinates, and the Jacobian additions of the VarTime paths through
// it, so that the field operations inside a formula are direct calls the
// compiler can inline, not one call through field.Field each. field/fpr256
// implements it. Without it, or for any other a, the engine's generic
// formulas run; both compute the same coordinates.
type KernelsAMinus3[E any] interface {
	KernelsJacobian[E]
	// WeierstrassAMinus3Add sets r = p + q (projective, complete), where b
	// is the curve coefficient.
	WeierstrassAMinus3Add(r, p, q *[3]E, b *E)
	// WeierstrassAMinus3AddAffine sets r = p + q for p projective and q
	// affine (complete).
	WeierstrassAMinus3AddAffine(r, p *[3]E, q *[2]E, b *E)
	// WeierstrassAMinus3Double sets r = 2·p (projective, complete).
	WeierstrassAMinus3Double(r, p *[3]E, b *E)
	// WeierstrassAMinus3DoubleJacobian sets r = 2·p (Jacobian); the
	// identity doubles to Z = 0.
	WeierstrassAMinus3DoubleJacobian(r, p *[3]E)
}

// KernelsAZero is KernelsAMinus3 for curves with a = 0, such as
// secp256k1, whose 3·b fits in 32 bits (New uses it only then): RCB16
// Algorithms 7, 8 and 9 and the Jacobian doubling dbl-2009-l.
// field/fpk256 implements it.
type KernelsAZero[E any] interface {
	KernelsJacobian[E]
	// WeierstrassAZeroAdd sets r = p + q (projective, complete), where b3
	// is 3·b.
	WeierstrassAZeroAdd(r, p, q *[3]E, b3 uint32)
	// WeierstrassAZeroAddAffine sets r = p + q for p projective and q
	// affine (complete).
	WeierstrassAZeroAddAffine(r, p *[3]E, q *[2]E, b3 uint32)
	// WeierstrassAZeroDouble sets r = 2·p (projective, complete).
	WeierstrassAZeroDouble(r, p *[3]E, b3 uint32)
	// WeierstrassAZeroDoubleJacobian sets r = 2·p (Jacobian); the identity
	// doubles to Z = 0.
	WeierstrassAZeroDoubleJacobian(r, p *[3]E)
}

// KernelsSelector is an optional interface of a base field whose kernels
// come in several builds, such as one per processor feature set: New calls
// WeierstrassKernels once and uses its result when that implements
// KernelsAMinus3 (for a = −3 curves) or KernelsAZero (a = 0), and the
// field's own methods otherwise. The choice is made at construction, so that no kernel has to
// branch on the processor. field/fpr256 implements it (its BMI2/ADX build).
type KernelsSelector interface {
	WeierstrassKernels() any
}

// Results of the VarTime kernel additions.
const (
	kernAdded    = 0 // r holds the sum
	kernEqual    = 1 // the operands are equal: double
	kernOpposite = 2 // the operands are opposite: the identity
)

// setKernels installs the field's KernelsAMinus3 when the curve has
// a = −3, or its KernelsAZero when a = 0 and 3·b is small, if the field
// provides them (through its KernelsSelector first).
func (a *arith[E]) setKernels() {
	var k any = a.f
	if s, ok := a.f.(KernelsSelector); ok {
		k = s.WeierstrassKernels()
	}
	switch a.kind {
	case aMinus3:
		if k3, ok := k.(KernelsAMinus3[E]); ok {
			a.k3, a.kj = k3, k3
		} else if k3, ok := a.f.(KernelsAMinus3[E]); ok {
			a.k3, a.kj = k3, k3
		}
	case aZero:
		if a.small == nil {
			return
		}
		if k0, ok := k.(KernelsAZero[E]); ok {
			a.k0, a.kj = k0, k0
		} else if k0, ok := a.f.(KernelsAZero[E]); ok {
			a.k0, a.kj = k0, k0
		}
	}
}

// The coordinate structs are laid out as arrays of E (fields of one type,
// in order, with no padding between them), which lets the kernels take them
// as arrays.

// prj3 views p as an array of coordinates.
func prj3[E any](p *projective[E]) *[3]E { return (*[3]E)(unsafe.Pointer(p)) }

// jac3 views p as an array of coordinates.
func jac3[E any](p *jacobian[E]) *[3]E { return (*[3]E)(unsafe.Pointer(p)) }

// aff2 views p as an array of coordinates.
func aff2[E any](p *affine[E]) *[2]E { return (*[2]E)(unsafe.Pointer(p)) }
