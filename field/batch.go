package field

import (
	"strconv"
	"unsafe"
)

// BatchInverse sets dst[i] = 1/src[i] for every i, and dst[i] = 0 where
// src[i] = 0, using a single call to f.Inverse for the whole batch
// (Montgomery's trick: 3(n−1) multiplications, one inversion).
//
// Zero entries are skipped with f.Select rather than a branch, so the running
// time depends only on len(src), not on which entries are zero or on their
// values.
//
// dst and src must have the same length; a mismatch is a programming error
// and panics. dst may be src itself (the batch is then inverted in place), but
// must not partially overlap it, which also panics.
//
// When dst and src are distinct, BatchInverse does not allocate: it keeps the
// prefix products in dst. Inverting in place needs the inputs after the prefix
// products are formed, so then it allocates one scratch slice of len(src)
// elements for them. There is no way around that scratch: after the forward
// pass of Montgomery's trick the backward pass needs both every prefix product
// and every input, 2n values, and in place there is room for only n.
func BatchInverse[E any](f Field[E], dst, src []E) {
	n := len(src)
	if len(dst) != n {
		panic("field: BatchInverse: len(dst) = " + strconv.Itoa(len(dst)) +
			" but len(src) = " + strconv.Itoa(n))
	}
	if n == 0 {
		return
	}
	pre := dst
	if &dst[0] == &src[0] {
		pre = make([]E, n)
	} else if inexactOverlap(dst, src) {
		panic("field: BatchInverse: dst and src overlap but are not the same slice")
	}
	batchInverse(f, pre, dst, src)
}

// batchInverse does the work of BatchInverse. pre is scratch for the prefix
// products; it is either dst or disjoint from both dst and src, and src is
// either dst or disjoint from it.
//
// Temporaries are only ever passed to f through elements of pre: a local E
// whose address went into the interface call would escape to the heap and
// cost an allocation per call. Locals (inv, r) are only copied to and from
// those slots.
//
// With a_i = src[i] if src[i] ≠ 0 and 1 otherwise, and P_i = a_0·a_1·…·a_i,
// the forward pass stores pre[i] = P_i, and the backward pass walks down with
// inv = 1/P_i, producing 1/src[i] = inv·P_{i−1} and the next inv = inv·a_i.
func batchInverse[E any](f Field[E], pre, dst, src []E) {
	n := len(src)

	// Forward pass: pre[i] = P_i.
	f.One(&pre[0])
	f.Select(&pre[0], &pre[0], &src[0], f.IsZero(&src[0]))
	for i := 1; i < n; i++ {
		f.Mul(&pre[i], &pre[i-1], &src[i])
		f.Select(&pre[i], &pre[i-1], &pre[i], f.IsZero(&src[i]))
	}

	// The one inversion: inv = 1/P_{n−1}. P_{n−1} is a product of nonzero
	// values, so it is nonzero.
	f.Inverse(&pre[n-1], &pre[n-1])
	inv := pre[n-1]

	// Backward pass. At step i, pre[i] is free scratch (P_i is no longer
	// needed), pre[i−1] holds P_{i−1} and inv = 1/P_i.
	for i := n - 1; i > 0; i-- {
		zero := f.IsZero(&src[i])
		a, b := &pre[i], &pre[i-1]
		*a = inv
		f.Mul(b, b, a) // b = P_{i−1}/P_i = 1/a_i
		r := *b
		f.Mul(b, a, &src[i])    // b = inv·src[i], read before dst[i] is written
		f.Select(b, a, b, zero) // b = inv·a_i = 1/P_{i−1}
		inv = *b
		*a = r
		f.Select(&dst[i], &src[i], a, zero) // src[i] is 0 exactly when it is picked
	}
	pre[0] = inv // 1/P_0 = 1/a_0
	f.Select(&dst[0], &src[0], &pre[0], f.IsZero(&src[0]))
}

// inexactOverlap reports whether x and y share memory without starting at the
// same element. It compares addresses only and does not dereference them.
func inexactOverlap[E any](x, y []E) bool {
	size := unsafe.Sizeof(x[0])
	if size == 0 {
		return false
	}
	xs := uintptr(unsafe.Pointer(&x[0]))
	ys := uintptr(unsafe.Pointer(&y[0]))
	xe := xs + uintptr(len(x))*size
	ye := ys + uintptr(len(y))*size
	return xs < ye && ys < xe && xs != ys
}
