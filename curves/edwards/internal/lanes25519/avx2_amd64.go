//go:build amd64 && !purego

package lanes25519

import "unsafe"

//go:generate sh -c "go run ./internal/avx2gen > avx2_amd64.s"

// avx2 is the AVX2 path (avx2_amd64.s): one point per 256-bit vector, the
// two points of a Pair one after the other.
type avx2 struct{ layout }

// addAVX2 sets r = p + q (avx2_amd64.s).
//
//go:noescape
func addAVX2(r, p, q *Point)

// subAVX2 sets r = p − q (avx2_amd64.s).
//
//go:noescape
func subAVX2(r, p, q *Point)

// doubleAVX2 sets r = 2·p (avx2_amd64.s).
//
//go:noescape
func doubleAVX2(r, p *Point)

// double4AVX2 sets r = 16·p (avx2_amd64.s).
//
//go:noescape
func double4AVX2(r, p *Point)

// toCachedAVX2 sets r (cached) = p (completed) (avx2_amd64.s).
//
//go:noescape
func toCachedAVX2(r, p, c *Point)

// halfAddAVX2 is addAVX2 on one half of a Pair: r and p point at its word
// 0 or 4, limb k at word 8k (avx2_amd64.s).
//
//go:noescape
func halfAddAVX2(r, p *uint64, q *Point)

// halfSubAVX2 is subAVX2 on one half of a Pair, like halfAddAVX2
// (avx2_amd64.s).
//
//go:noescape
func halfSubAVX2(r, p *uint64, q *Point)

// halfDoubleAVX2 is doubleAVX2 on one half of a Pair, like halfAddAVX2
// (avx2_amd64.s).
//
//go:noescape
func halfDoubleAVX2(r, p *uint64)

// tableStepAVX2 sets r (cached) = acc (completed), then acc = acc + q (q
// cached), for c from CachedScale (avx2_amd64.s).
//
//go:noescape
func tableStepAVX2(acc, r, q, c *Point)

// lookupCachedAVX2 is Kernels.LookupCached (avx2_amd64.s). The IFMA
// path runs it too: every processor with AVX-512 has AVX2.
//
//go:noescape
func lookupCachedAVX2(r, row, id *Point, abs, neg uint64)

func (avx2) LookupCached(r *Point, row *[8]Point, id *Point, abs, neg uint64) {
	lookupCachedAVX2(r, &row[0], id, abs, neg)
}

func (avx2) Add(r, p, q *Point)      { addAVX2(r, p, q) }
func (avx2) Sub(r, p, q *Point)      { subAVX2(r, p, q) }
func (avx2) Double(r, p *Point)      { doubleAVX2(r, p) }
func (avx2) Double4(r, p *Point)     { double4AVX2(r, p) }
func (avx2) ToCached(r, p, c *Point) { toCachedAVX2(r, p, c) }

// Double2 doubles the two halves of p one after the other, in place in the
// Pair layout.
func (avx2) Double2(r, p *Pair) {
	halfDoubleAVX2(&r[0], &p[0])
	halfDoubleAVX2(&r[4], &p[4])
}

// Add2 adds to the two halves of acc one after the other.
func (avx2) Add2(acc *Pair, qa, qb *Point, subA, subB bool) {
	if subA {
		halfSubAVX2(&acc[0], &acc[0], qa)
	} else {
		halfAddAVX2(&acc[0], &acc[0], qa)
	}
	if subB {
		halfSubAVX2(&acc[4], &acc[4], qb)
	} else {
		halfAddAVX2(&acc[4], &acc[4], qb)
	}
}

// OddMultiples builds the two tables one after the other, each step's
// conversion to extended coordinates shared by the table entry and the
// next addition.
func (avx2) OddMultiples(t0, t1 *[8]Point, a, b, c *Point) {
	oddMultiplesAVX2(t0, a, c)
	oddMultiplesAVX2(t1, b, c)
}

// OddMultiple builds the one table.
func (avx2) OddMultiple(t *[8]Point, a, c *Point) { oddMultiplesAVX2(t, a, c) }

// oddMultiplesAVX2 sets t[j] to the cached (2j+1)·p, j = 0..7. Its
// accumulator lives in t[7] until the last step and 2p on the stack, at a
// 32-byte boundary (see alignedPoint).
func oddMultiplesAVX2(t *[8]Point, p, c *Point) {
	var mem [len(Point{}) + 3]uint64
	d := alignedPoint(&mem)
	acc := &t[7]
	doubleAVX2(d, p)
	toCachedAVX2(d, d, c) // 2p
	*acc = *p
	for j := range 7 {
		tableStepAVX2(acc, &t[j], d, c) // t[j] = (2j+1)p, acc = (2j+3)p
	}
	toCachedAVX2(&t[7], acc, c)
}

// alignedPoint returns the Point in mem that starts at a 32-byte boundary,
// so that none of the kernels' 32-byte rows of it crosses a cache line (Go
// aligns a Point to 8 bytes only).
func alignedPoint(mem *[len(Point{}) + 3]uint64) *Point {
	skip := (32 - uintptr(unsafe.Pointer(&mem[0]))%32) % 32 / 8
	return (*Point)(unsafe.Pointer(&mem[skip]))
}
