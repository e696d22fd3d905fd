// Command avx2gen writes curves/edwards/internal/lanes25519/avx2_amd64.s,
// the AVX2 point kernels of avx2_amd64.go, to standard output; from
// lanes25519: go run ./internal/avx2gen > avx2_amd64.s (the go:generate
// line). The formulas are curves/edwards/internal/lanesched's, read here
// stage by stage: this file adds only the lane permutations, blends and
// additions of 2p that carry out each stage's linear expressions
// (linear, on pairs of limbs), the store of a kernel that ends on a linear
// step (joinCarry, one carry in radix 2^51), and checks their bounds; the
// field arithmetic (radix 2^25.5, four elements per vector) and its
// bounds are internal/avx2emit's.
package main

import (
	"fmt"
	"os"
	"reflect"
	"strings"

	"github.com/curvekit/curvekit/curves/edwards/internal/lanesched"
	"github.com/curvekit/curvekit/internal/avx2emit"
)

var a avx2emit.Asm

const (
	slotA = avx2emit.SlotA
	slotB = avx2emit.SlotB
	lane0 = avx2emit.Lane0
	lane1 = avx2emit.Lane1
	lane2 = avx2emit.Lane2
	lane3 = avx2emit.Lane3
)

// imm is VPERMQ's immediate that puts lane l[j] in lane j.
func imm(l [4]int) int { return l[0] | l[1]<<2 | l[2]<<4 | l[3]<<6 }

// blend is VPBLENDD's immediate for the lanes in set.
func blend(set [4]bool) int {
	m := 0
	for j, in := range set {
		if in {
			m |= []int{lane0, lane1, lane2, lane3}[j]
		}
	}
	return m
}

// Bounds of linear(), in units of 2^26: a product's or a square's limbs
// are below 2^26 (2^25 + 2^16 for odd limbs), and every subtraction adds
// 2p (limbs below 2^27) first. avx2emit's doc gives the limits: x of Mul
// below 2^27.6, x of Square below 2^27, a value carried by CarryPass below
// 2^29.
const (
	boundMul    = 3 // 2^26 + 2^27 < 2^27.6
	boundSquare = 2
	boundCarry  = 8
)

// linear computes the four expressions left over the lanes of Y0..Y9
// (a reduced product), into the slot (slot ≥ 0) or back into Y0..Y9
// (slot < 0), uncarried; bound is the limit of the result in units of
// 2^26. It works on limb pairs: every limb of a reduced product and of
// the result is below 2^32 (bound·2^26 ≤ 2^29), so limbs 2i and 2i+1 of
// each lane share one 64-bit lane (pack: limb 2i in the low half), and
// the five pairs take half the permutations, additions and blends of ten
// limbs; 32-bit additions (VPADDD, VPSUBD) keep the halves apart. Each
// lane starts from its first term, permuted into Y10; the n-th terms of
// all lanes are permuted into one register (Y11, then Y13), and each
// round adds them (S = acc + t) or subtracts them (D = acc + 2p − t, 2p's
// limbs paired likewise), twice for a coefficient 2, and blends the lanes
// each result belongs to. Into a slot, a pair is stored as limb 2i with
// limb 2i+1 still in its high half, which VPMULUDQ, reading the low 32
// bits of a lane, ignores, and shifted down as limb 2i+1 (unpack); back
// into registers it is split in two, or left paired (slot = slotPairs).
func linear(left [4]lanesched.Expr, slot, bound int) {
	rounds := 0
	for j, e := range left {
		rounds = max(rounds, len(e))
		b := 0
		for i, t := range e {
			switch {
			case i == 0 && t.Coef != 1:
				panic(fmt.Sprintf("avx2gen: lane %d starts with %d times a lane", j, t.Coef))
			case t.Coef == -2:
				panic("avx2gen: no subtraction of twice a lane")
			case t.Coef > 0:
				b += t.Coef
			default:
				b += 2
			}
		}
		if b > bound {
			panic(fmt.Sprintf("avx2gen: lane %d of %v may reach %d·2^26, above %d·2^26", j, left, b, bound))
		}
	}
	tmps := []string{"", "Y11", "Y13"}
	if rounds > len(tmps) {
		panic("avx2gen: more than three terms in a lane")
	}
	pack()
	for k := 0; k < 5; k++ {
		var ins []string
		p := func(format string, args ...any) { ins = append(ins, fmt.Sprintf(format, args...)) }
		var first [4]int
		for j, e := range left {
			first[j] = e[0].Lane
		}
		p("VPERMQ $0x%02x, %s, Y10", imm(first), avx2emit.Z(k))
		for r := 1; r < rounds; r++ {
			var l [4]int // lanes without an r-th term take lane 0
			for j, e := range left {
				if r < len(e) {
					l[j] = e[r].Lane
				}
			}
			p("VPERMQ $0x%02x, %s, %s", imm(l), avx2emit.Z(k), tmps[r])
		}
		for r := 1; r < rounds; r++ {
			t := tmps[r]
			var plus, minus, two [4]bool
			all := true
			for j, e := range left {
				switch {
				case r >= len(e):
					all = false
				case e[r].Coef == 1:
					plus[j] = true
				case e[r].Coef == 2:
					two[j], all = true, false
				default:
					minus[j] = true
				}
			}
			if blend(minus) != 0 {
				p("VPADDD %s, Y10, Y12", twoPPair(k))
				p("VPSUBD %s, Y12, Y12", t)
			}
			switch {
			case blend(plus) == 0:
			case all: // every lane adds or subtracts: S in place
				p("VPADDD %s, Y10, Y10", t)
			default:
				p("VPADDD %s, Y10, %s", t, t)
				p("VPBLENDD $0x%02x, %s, Y10, Y10", blend(plus), t)
			}
			if m := blend(minus); m == 0xff {
				p("VMOVDQA Y12, Y10")
			} else if m != 0 {
				p("VPBLENDD $0x%02x, Y12, Y10, Y10", m)
			}
			if blend(two) != 0 {
				if blend(plus) != 0 && !all {
					panic("avx2gen: a lane adding twice a term beside one adding it once")
				}
				p("VPADDD %s, %s, %s", t, t, t)
				p("VPADDD %s, Y10, Y12", t)
				p("VPBLENDD $0x%02x, Y12, Y10, Y10", blend(two))
			}
		}
		if slot >= 0 {
			p("VMOVDQU Y10, %s", avx2emit.Limb(slot, 2*k))
			p("VPSRLQ $32, Y10, Y10")
			p("VMOVDQU Y10, %s", avx2emit.Limb(slot, 2*k+1))
		} else {
			// The last instruction writes the pair's register itself.
			last := ins[len(ins)-1]
			ins[len(ins)-1] = strings.TrimSuffix(last, "Y10") + avx2emit.Z(k)
		}
		for _, in := range ins {
			a.P("%s", in)
		}
	}
	if slot == -1 {
		unpack()
	}
}

// slotPairs is linear's slot argument that leaves the result as the
// pairs of Y0..Y4, for joinCarry.
const slotPairs = -2

// pack puts limbs 2i and 2i+1 of Y0..Y9 (below 2^32) into Y(i), i = 0..4,
// limb 2i in the low half of each lane.
func pack() {
	for i := 0; i < 5; i++ {
		a.P("VPSLLQ $32, %s, Y10", avx2emit.Z(2*i+1))
		a.P("VPOR Y10, %s, %s", avx2emit.Z(2*i), avx2emit.Z(i))
	}
}

// unpack splits the pairs of Y0..Y4 back into limbs in Y0..Y9, the last
// pair first so that no pair is overwritten before it is read.
func unpack() {
	for i := 4; i >= 0; i-- {
		a.P("VPSRLQ $32, %s, %s", avx2emit.Z(i), avx2emit.Z(2*i+1))
		a.P("VPAND avx2Mask32<>(SB), %s, %s", avx2emit.Z(i), avx2emit.Z(2*i))
	}
}

// twoPPair is limbs 2k and 2k+1 of 2p paired in each lane, as linear
// holds limbs.
func twoPPair(k int) string {
	if k == 0 {
		return "avx2TwoPPair0<>(SB)"
	}
	return "avx2TwoPPair<>(SB)"
}

// kernel writes the body of a kernel running the stages of f (after the
// MOVQs of its arguments): the input point at in (stride: 32 for a Point,
// 64 for one half of a Pair), the operands at the registers of ptrs, the
// result at out with the same stride.
func kernel(f *lanesched.Formula, in string, stride int, ptrs map[string]string, out string) {
	a.Setup()
	first(f, in, stride)
	finish(f.Stages[1:], ptrs, out, stride)
	a.P("VZEROUPPER")
	a.P("RET")
}

// finish writes the stages ss and the store of the result at out (limb k
// at stride·k): a product's reduced limbs joined (StoreJoin), or a last
// linear step's pairs joined and carried in radix 2^51 (joinCarry).
func finish(ss []lanesched.Stage, ptrs map[string]string, out string, stride int) {
	for i, s := range ss {
		if i == len(ss)-1 && s.Op == lanesched.Linear {
			a.P("// %s", s.Text)
			linear(s.Left, slotPairs, boundCarry)
			joinCarry(out, stride)
			return
		}
		stage(s, ptrs)
	}
	a.StoreJoin(out, stride)
}

// joinCarry stores the pairs of Y0..Y4, an uncarried linear result
// (limbs below boundCarry·2^26 = 2^29), as four elements in radix 2^51 at
// out, limb k at stride·k: each pair joined into one limb,
// L = lo + hi·2^26 < 2^55 + 2^29, then one parallel carry in radix 2^51
// (the carry of limb 4 times 19 into limb 0). The carries are below 2^5,
// so the limbs written are below 2^51 + 19·2^5, within the 2^52 that
// LoadSplit splits into 26 and 26 bits and the 2^51 + 2^31 of
// lookupCachedAVX2. It takes fewer instructions than splitting the pairs,
// carrying in radix 2^25.5 (CarryPass) and joining.
func joinCarry(out string, stride int) {
	for k := 0; k < 5; k++ {
		z := avx2emit.Z(k)
		a.P("VPSRLQ $32, %s, Y10", z)
		a.P("VPAND avx2Mask32<>(SB), %s, %s", z, z)
		a.P("VPSLLQ $26, Y10, Y10")
		a.P("VPADDQ Y10, %s, %s", z, z)
	}
	for k := 0; k < 5; k++ {
		a.P("VPSRLQ $51, %s, %s", avx2emit.Z(k), avx2emit.Z(5+k))
		a.P("VPAND avx2Mask51<>(SB), %s, %s", avx2emit.Z(k), avx2emit.Z(k))
	}
	for k := 0; k < 4; k++ {
		a.P("VPADDQ %s, %s, %s", avx2emit.Z(5+k), avx2emit.Z(k+1), avx2emit.Z(k+1))
	}
	// 19c = c + 2c + 16c
	a.P("VPADDQ Y9, Y0, Y0")
	a.P("VPADDQ Y9, Y9, Y9")
	a.P("VPADDQ Y9, Y0, Y0")
	a.P("VPSLLQ $3, Y9, Y9")
	a.P("VPADDQ Y9, Y0, Y0")
	for k := 0; k < 5; k++ {
		a.P("VMOVDQU %s, %d(%s)", avx2emit.Z(k), stride*k, out)
	}
}

// first writes the first stage of f, a product of two permutations of the
// input point at ptr: the conversion to extended coordinates.
func first(f *lanesched.Formula, ptr string, stride int) {
	s := f.Stages[0]
	var l [4]int
	for j, e := range s.Left {
		if len(e) != 1 || e[0].Coef != 1 {
			panic("avx2gen: the first stage's left factor must be lanes of the input")
		}
		l[j] = e[0].Lane
	}
	if s.Op != lanesched.Mul || s.Right.Operand != "" {
		panic("avx2gen: the first stage must multiply lanes of the input")
	}
	a.P("// %s", s.Text)
	a.LoadSplit(ptr, stride, imm(l), slotA, imm(s.Right.Lanes), slotB)
	a.Mul(slotA, slotB)
}

// again writes the first stage of f on the carried result of the stage
// before, in Y0..Y9, for a kernel that chains formulas: the two
// permutations straight from the registers into the slots (their limbs,
// below 2^26 + 2^9, are within both factors' bounds).
func again(f *lanesched.Formula) {
	s := f.Stages[0]
	var l [4]int
	for j, e := range s.Left {
		l[j] = e[0].Lane
	}
	a.P("// %s", s.Text)
	for k := 0; k < 10; k++ {
		a.P("VPERMQ $0x%02x, %s, Y10", imm(l), avx2emit.Z(k))
		a.P("VPERMQ $0x%02x, %s, Y11", imm(s.Right.Lanes), avx2emit.Z(k))
		a.P("VMOVDQU Y10, %s", avx2emit.Limb(slotA, k))
		a.P("VMOVDQU Y11, %s", avx2emit.Limb(slotB, k))
	}
	a.Mul(slotA, slotB)
}

// stage writes a later stage: its left factor from the reduced Y0..Y9 into
// slotA, then the product with an operand, or the square; or the linear
// result in Y0..Y9, carried (the last stage only).
func stage(s lanesched.Stage, ptrs map[string]string) {
	a.P("// %s", s.Text)
	switch s.Op {
	case lanesched.Mul:
		ptr, ok := ptrs[s.Right.Operand]
		if !ok {
			panic("avx2gen: a product's right factor must be an operand: " + s.Text)
		}
		linear(s.Left, slotA, boundMul)
		a.LoadSplit(ptr, 32, imm(s.Right.Lanes), slotB, 0, -1)
		a.Mul(slotA, slotB)
	case lanesched.Square:
		linear(s.Left, slotA, boundSquare)
		a.Square(slotA)
	case lanesched.Linear:
		linear(s.Left, -1, boundCarry)
		a.CarryPass()
	}
}

// tableStep writes tableStepAVX2: one step of a table of multiples, r
// (cached) = acc (completed), then acc = acc + q (q cached). ToCached and
// Add begin alike, the conversion to extended coordinates and the left
// factor (Y−X, Y+X, T, Z), which the kernel computes once for both
// products.
func tableStep() {
	tc, add := lanesched.ToCached, lanesched.Add
	if len(tc.Stages) != 2 || !reflect.DeepEqual(tc.Stages[0], add.Stages[0]) ||
		!reflect.DeepEqual(tc.Stages[1].Left, add.Stages[1].Left) {
		panic("avx2gen: ToCached and Add no longer share their first steps")
	}
	a.Header("tableStepAVX2", "acc, r, q, c *Point", 32)
	a.P("// One step of a table of multiples: r (cached) = acc (completed), then")
	a.P("// acc = acc + q (q cached); the left factor of both products is computed once.")
	a.P("MOVQ acc+0(FP), DI")
	a.P("MOVQ r+8(FP), R8")
	a.P("MOVQ q+16(FP), DX")
	a.P("MOVQ c+24(FP), R9")
	a.Setup()
	first(add, "DI", 32)
	stage(tc.Stages[1], map[string]string{"c": "R9"})
	a.StoreJoin("R8", 32)
	s := add.Stages[1]
	a.P("// %s, the left factor as above", s.Text)
	a.LoadSplit("DX", 32, imm(s.Right.Lanes), slotB, 0, -1)
	a.Mul(slotA, slotB)
	finish(add.Stages[2:], nil, "DI", 32)
	a.P("VZEROUPPER")
	a.P("RET")
}

// lookup writes lookupCachedAVX2: r (cached) = the entry abs of row, or id
// for abs = 0, negated when neg = 1. It reads every entry of row: entry j
// is ANDed with a mask of all ones when j+1 = abs (VPCMPEQQ) and ORed into
// the result, id likewise for abs = 0. Then, under a mask of all ones when
// neg = 1, it negates the cached point: −(Y−X, Y+X, 2d·T, 2·Z) is
// (Y+X, Y−X, −2d·T, 2·Z), the exchange of lanes 0 and 1 and 2p − 2d·T in
// lane 2, in radix 2^51 (limbs below 2^52 in and out: the entries' limbs are
// below 2^51 + 2^31, under 2p's). No branch and no memory access depends on
// abs or neg.
func lookup() {
	fmt.Fprintf(&a, "\n// func lookupCachedAVX2(r, row, id *Point, abs, neg uint64)\nTEXT ·lookupCachedAVX2(SB), NOSPLIT, $0-40\n")
	a.P("// r (cached) = ±row[abs−1], or ±id for abs = 0; minus when neg = 1.")
	a.P("MOVQ r+0(FP), DI")
	a.P("MOVQ row+8(FP), SI")
	a.P("MOVQ id+16(FP), DX")
	a.P("VPBROADCASTQ abs+24(FP), Y14")
	a.P("VPBROADCASTQ neg+32(FP), Y15")
	a.P("VPXOR Y13, Y13, Y13")
	a.P("VPSUBQ Y15, Y13, Y15 // all ones when neg = 1")
	a.P("VPCMPEQQ Y13, Y14, Y12 // all ones when abs = 0")
	for k := 0; k < 5; k++ {
		a.P("VPAND %d(DX), Y12, %s", 32*k, avx2emit.Z(k))
	}
	// Y11 = −1 in every lane; Y10 counts the entries up from 0 by
	// subtracting it, with no move from a general register (a legacy-SSE
	// MOVQ into an X register while the upper halves are in use would cost
	// an AVX–SSE transition per entry).
	a.P("VPCMPEQQ Y11, Y11, Y11")
	a.P("VPXOR Y10, Y10, Y10")
	for j := 0; j < 8; j++ {
		a.P("// entry %d", j+1)
		a.P("VPSUBQ Y11, Y10, Y10")
		a.P("VPCMPEQQ Y10, Y14, Y12")
		for k := 0; k < 5; k++ {
			a.P("VPAND %d(SI), Y12, Y13", 160*j+32*k)
			a.P("VPOR Y13, %s, %s", avx2emit.Z(k), avx2emit.Z(k))
		}
	}
	a.P("// the negation, lane 2 first, then the exchange of lanes 0 and 1")
	a.P("VPAND avx2Lane2<>(SB), Y15, Y12")
	for k := 0; k < 5; k++ {
		c := "avx2TwoP51<>(SB)"
		if k == 0 {
			c = "avx2TwoP51L0<>(SB)"
		}
		z := avx2emit.Z(k)
		a.P("VMOVDQU %s, Y13", c)
		a.P("VPSUBQ %s, Y13, Y13", z)
		a.P("VPBLENDVB Y12, Y13, %s, %s", z, z)
		a.P("VPERMQ $0xe1, %s, Y13", z)
		a.P("VPBLENDVB Y15, Y13, %s, %s", z, z)
		a.P("VMOVDQU %s, %d(DI)", z, 32*k)
	}
	a.P("VZEROUPPER")
	a.P("RET")
}

// pair4 is the pair (lo, hi) in the four lanes of a vector.
func pair4(lo, hi uint64) [4]uint64 {
	v := lo | hi<<32
	return [4]uint64{v, v, v, v}
}

func main() {
	fmt.Fprint(&a, `// Code generated by curvekit/curves/edwards/internal/lanes25519/internal/avx2gen. DO NOT EDIT.

//go:build amd64 && !purego

#include "textflag.h"

// AVX2 point kernels for avx2_amd64.go; see internal/avx2emit for the
// representation and the bounds. Lane orders are lanes.go's: completed
// (E, H, G, F), cached (Y−X, Y+X, 2d·T, 2·Z).
`)
	a.Constants()
	for _, c := range []struct {
		name, doc string
		lanes     [4]uint64
	}{
		{"avx2Lane2", "all ones in lane 2,", [4]uint64{0, 0, ^uint64(0), 0}},
		{"avx2Mask32", "2^32 − 1 in every lane,", [4]uint64{1<<32 - 1, 1<<32 - 1, 1<<32 - 1, 1<<32 - 1}},
		{"avx2Mask51", "2^51 − 1 in every lane,", [4]uint64{1<<51 - 1, 1<<51 - 1, 1<<51 - 1, 1<<51 - 1}},
		{"avx2TwoPPair0", "limbs 0 and 1 of 2p in radix 2^25.5 paired, 2·(2^26 − 19) + 2·(2^25 − 1)·2^32, in every lane,", pair4(2*(1<<26-19), 2*(1<<25-1))},
		{"avx2TwoPPair", "limbs 2i and 2i+1 of 2p paired (i = 1..4), 2·(2^26 − 1) + 2·(2^25 − 1)·2^32, in every lane,", pair4(2*(1<<26-1), 2*(1<<25-1))},
		{"avx2TwoP51L0", "limb 0 of 2p in radix 2^51, 2·(2^51 − 19), in lane 2,", [4]uint64{0, 0, 2 * (1<<51 - 19), 0}},
		{"avx2TwoP51", "limbs 1..4 of 2p in radix 2^51, 2·(2^51 − 1), in lane 2,", [4]uint64{0, 0, 2 * (1<<51 - 1), 0}},
	} {
		fmt.Fprintf(&a, "\n// %s is %s for lookupCachedAVX2 or linear.\n", c.name, c.doc)
		for i, v := range c.lanes {
			fmt.Fprintf(&a, "DATA %s<>+%d(SB)/8, $0x%x\n", c.name, 8*i, v)
		}
		fmt.Fprintf(&a, "GLOBL %s<>(SB), RODATA|NOPTR, $32\n", c.name)
	}
	for _, k := range []struct {
		name, doc string
		f         *lanesched.Formula
		stride    int
	}{
		{"addAVX2", "r (completed) = p (completed) + q (cached).", lanesched.Add, 32},
		{"subAVX2", "r (completed) = p (completed) − q (cached).", lanesched.Sub, 32},
		{"halfAddAVX2", "addAVX2 on one half of a Pair (r and p at stride 64).", lanesched.Add, 64},
		{"halfSubAVX2", "subAVX2 on one half of a Pair (r and p at stride 64).", lanesched.Sub, 64},
	} {
		args := "r, p, q *Point"
		if k.stride == 64 {
			args = "r, p *uint64, q *Point"
		}
		a.Header(k.name, args, 24)
		a.P("// %s", k.doc)
		a.P("MOVQ r+0(FP), DI")
		a.P("MOVQ p+8(FP), SI")
		a.P("MOVQ q+16(FP), DX")
		kernel(k.f, "SI", k.stride, map[string]string{"q": "DX"}, "DI")
	}
	for _, k := range []struct {
		name, args string
		stride     int
	}{{"doubleAVX2", "r, p *Point", 32}, {"halfDoubleAVX2", "r, p *uint64", 64}} {
		a.Header(k.name, k.args, 16)
		a.P("// r (completed) = 2·p (completed).")
		a.P("MOVQ r+0(FP), DI")
		a.P("MOVQ p+8(FP), SI")
		kernel(lanesched.Double, "SI", k.stride, nil, "DI")
	}

	a.Header("double4AVX2", "r, p *Point", 16)
	a.P("// r (completed) = 16·p (completed): four doublings, the point kept in")
	a.P("// registers (radix 2^25.5) between them.")
	a.P("MOVQ r+0(FP), DI")
	a.P("MOVQ p+8(FP), SI")
	a.Setup()
	for i := range 4 {
		if i == 0 {
			first(lanesched.Double, "SI", 32)
		} else {
			again(lanesched.Double)
		}
		ss := lanesched.Double.Stages[1:]
		for _, s := range ss {
			if s.Op == lanesched.Mul {
				panic("avx2gen: double4AVX2 takes no operand")
			}
		}
		if i == 3 {
			finish(ss, nil, "DI", 32)
			break
		}
		for _, s := range ss {
			stage(s, nil)
		}
	}
	a.P("VZEROUPPER")
	a.P("RET")

	a.Header("toCachedAVX2", "r, p, c *Point", 24)
	a.P("// r (cached) = p (completed), with c = (1, 1, 2d, 2).")
	a.P("MOVQ r+0(FP), DI")
	a.P("MOVQ p+8(FP), SI")
	a.P("MOVQ c+16(FP), DX")
	kernel(lanesched.ToCached, "SI", 32, map[string]string{"c": "DX"}, "DI")

	tableStep()

	lookup()

	os.Stdout.WriteString(a.String())
}
