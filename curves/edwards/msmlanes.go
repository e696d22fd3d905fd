package edwards

import (
	"unsafe"

	"github.com/curvekit/curvekit/curves/edwards/internal/lanes25519"
)

// laneTemps are the temporaries of the lane multiplications (strausLanes,
// baseMultLanes, scalarMultLanes), kept in the workspace: passed to
// interface methods, local ones would escape to the heap. Its lane points
// live in lanePoints, allocated apart (newAlignedLanes) when the curve has a
// lane backend.
type laneTemps[E any] struct {
	*lanePoints
	ea, eb extended[E]  // the accumulators in extended coordinates
	c      completed[E] // a lane result on its way to extended
}

// lanePoints are the lane points of laneTemps. Every one starts on a
// 32-byte boundary (newAlignedLanes), so that no 32-byte row of a kernel's
// loads and stores crosses a cache line: a split access costs two, and a
// load from a split store waits for it instead of forwarding.
type lanePoints struct {
	acc    lanes25519.Pair              // the two accumulators
	a, b   lanes25519.Point             // the accumulators apart
	qa, qb lanes25519.Point             // baseMultLanes's two looked-up operands
	id     lanes25519.Point             // the identity, cached
	tab    [varNAFSize]lanes25519.Point // scalarMultLanes's table of 1·P … 8·P
}

// newAlignedLanes allocates a T at a 32-byte boundary: the words of T and
// three more, of which it takes the first aligned run. T is one of the
// structs of lane points (which hold no pointers); Points and Pairs are 160
// and 320 bytes, multiples of 32, so every one of their fields is aligned
// too.
func newAlignedLanes[T lanePoints | halfLanePoints]() *T {
	var t T
	mem := make([]uint64, unsafe.Sizeof(t)/8+3)
	skip := (32 - uintptr(unsafe.Pointer(&mem[0]))%32) % 32 / 8
	return (*T)(unsafe.Pointer(&mem[skip]))
}

// strausLanes is straus on the lane kernels lk: the same digits, tables of
// the odd multiples 1·P..15·P of every point in cached lane layout, and two
// accumulators side by side, doubled together, whose sum is the result.
// Every digit may go to either accumulator, so the digits of a position
// (the generator's included) are dealt to them in turn and each addition
// step adds two of them at once: ⌈c/2⌉ steps for c digits, the identity
// padding an odd count, with the memory w.msm; r must not be in it.
func (w *workspace[E, S]) strausLanes(lk laneKernels[E], r *extended[E], base *S, scalars []S, points []extended[E]) {
	n := len(points)
	ms := &w.msm
	if cap(ms.laneTables) < n {
		ms.laneTables = make([][varNAFSize]lanes25519.Point, n)
	}
	tables := ms.laneTables[:n]
	lt := &ms.lanes
	// The tables two at a time; an odd last one is built twice over.
	for i := 0; i < n; i += 2 {
		k := min(i+1, n-1)
		lk.FromExtended(&lt.a, ext4(&points[i]))
		lk.FromExtended(&lt.b, ext4(&points[k]))
		lk.OddMultiples(&tables[i], &tables[k], &lt.a, &lt.b, &w.laneScale)
	}
	byPos, starts, b, top := w.strausDigits(base, scalars)
	var baseNAF *[baseNAFSize]lanes25519.Point
	if base != nil {
		baseNAF = w.c.laneNAFOnce(lk)
	}
	ib := len(b) - 1

	// Both accumulators start at O = (0, 1, 1, 1) in completed form.
	lk.FromExtended(&lt.a, ext4(&w.c.id))
	lanes25519.Join(&lt.acc, &lt.a, &lt.a)
	lk.FromAffine(&lt.id, aff3(&w.c.affineID))
	for j := top; j >= 0; j-- {
		lk.Double2(&lt.acc, &lt.acc)
		ds := byPos[starts[j]:starts[j+1]]
		c := len(ds) // the digits of the position, the generator's last
		baseSub, baseQ := false, &lt.id
		if ib >= 0 && b[ib].pos() == j {
			d := b[ib].digit()
			baseQ = &baseNAF[abs8(d)/2]
			baseSub = d < 0
			c++
			ib--
		}
		for s := 0; s < c; s += 2 {
			qa, subA := laneOperand(tables, ds, s, c, baseQ, baseSub, &lt.id)
			qb, subB := laneOperand(tables, ds, s+1, c, baseQ, baseSub, &lt.id)
			lk.Add2(&lt.acc, qa, qb, subA, subB)
		}
	}
	lanes25519.Split(&lt.a, &lt.b, &lt.acc)
	w.laneToExtended(&lt.ea, &lt.a, &lt.c)
	w.laneToExtended(&lt.eb, &lt.b, &lt.c)
	w.toCached(&ms.cq, &lt.eb)
	w.addCached(&ms.cp, &lt.ea, &ms.cq, false)
	w.toExtended(r, &ms.cp)
}

// laneOperand returns the operand of digit i of the c digits of a position
// in strausLanes and whether it is subtracted: the table entry of ds[i],
// the generator's entry base for i = len(ds) < c (the position has a
// generator digit), or the identity id for i ≥ c.
func laneOperand(tables [][varNAFSize]lanes25519.Point, ds []nafDigit, i, c int, base *lanes25519.Point, baseSub bool, id *lanes25519.Point) (*lanes25519.Point, bool) {
	switch {
	case i >= c:
		return id, false
	case i == len(ds):
		return base, baseSub
	}
	e := ds[i]
	d := e.digit()
	return &tables[e>>8][abs8(d)/2], d < 0
}
