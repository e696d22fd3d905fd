// Command ifmagen writes curves/edwards/internal/lanes25519/ifma_amd64.s,
// the AVX-512 IFMA point kernels of ifma_amd64.go, to standard output;
// from lanes25519: go run ./internal/ifmagen > ifma_amd64.s (the line
// that go generate runs). The formulas are curves/edwards/internal/lanesched's,
// read here stage by stage: this file adds only the lane permutations,
// masked additions and subtractions (after adding 4p) and carries that
// carry out each stage's linear expressions (linear), and checks their
// bounds; the field multiplication and squaring are the macros of
// fp25519_amd64.h (field/fp25519's lanes_amd64.h).
//
// A point is five vectors, limb k (radix 2^51) of its four lanes in vector
// k; a kernel holds its value in Z0–Z4 (a linear stage's result, carried)
// or Z5–Z9 (a product, reduced), the right factor of a product in
// Z23–Z27, 4p in Z28 (limb 0) and Z29 (limbs 1–4), and the constants of
// fp25519_amd64.h in Z30 and Z31. The Pair kernels run the same code on
// 512-bit vectors, two points side by side, with every lane mask repeated
// in the high half (VPERMQ permutes within each 256-bit half).
package main

import (
	"fmt"
	"os"
	"reflect"
	"strings"

	"github.com/curvekit/curvekit/curves/edwards/internal/lanesched"
)

// out collects the file; body collects one kernel, whose lane masks are
// assigned while it is written and loaded before it (masks).
var (
	out, body strings.Builder
	masks     map[int]string // lane-mask bits (8 lanes) → K register
	pair      bool           // the kernel works on Pairs: masks repeat
)

// p writes one instruction line of the kernel.
func p(format string, args ...any) { fmt.Fprintf(&body, "\t"+format+"\n", args...) }

// load loads the point or Pair at ptr into regs first..first+4.
func load(ptr string, first int) {
	for k := 0; k < 5; k++ {
		if pair {
			p("VMOVDQU64 %d(%s), %s", 64*k, ptr, Z(first+k))
		} else {
			p("VMOVDQU64 %d(%s), Y%d", 32*k, ptr, first+k)
		}
	}
}

// store stores regs first..first+4 at ptr (a Point, or a Pair).
func store(ptr string, first int) {
	for k := 0; k < 5; k++ {
		if pair {
			p("VMOVDQU64 %s, %d(%s)", Z(first+k), 64*k, ptr)
		} else {
			p("VMOVDQU64 Y%d, %d(%s)", first+k, 32*k, ptr)
		}
	}
}

// storeSplit stores the two points of Z5–Z9 at pa and pb, each a Point.
func storeSplit(pa, pb string) {
	for k := 0; k < 5; k++ {
		p("VMOVDQU64 Y%d, %d(%s)", 5+k, 32*k, pa)
	}
	for k := 0; k < 5; k++ {
		p("VEXTRACTI64X4 $1, %s, %d(%s)", Z(5+k), 32*k, pb)
	}
}

// permute applies the lane permutation l to regs first..first+4 in place.
func permute(l [4]int, first int) {
	if imm(l) == 0xe4 {
		return
	}
	for k := 0; k < 5; k++ {
		p("VPERMQ $0x%02x, %s, %s", imm(l), Z(first+k), Z(first+k))
	}
}

// extended writes the first stage of f on the point in Z0–Z4: a product of
// two permutations of it, the conversion to extended coordinates, into
// Z5–Z9.
func extended(f *lanesched.Formula) {
	s := f.Stages[0]
	var l [4]int
	for j, e := range s.Left {
		if len(e) != 1 || e[0].Coef != 1 {
			panic("ifmagen: the first stage's left factor must be lanes of the input")
		}
		l[j] = e[0].Lane
	}
	if s.Op != lanesched.Mul || s.Right.Operand != "" {
		panic("ifmagen: the first stage must multiply lanes of the input")
	}
	p("// %s", s.Text)
	for k := 0; k < 5; k++ {
		p("VPERMQ $0x%02x, %s, %s", imm(s.Right.Lanes), Z(k), Z(23+k))
	}
	permute(l, 0)
	p("mulRegs")
}

// stage writes a later stage from the reduced Z5–Z9: a product with an
// operand at ptrs[operand] or a square, into Z5–Z9, or a linear result in
// Z0–Z4 (the last stage only). It returns the first register of the
// result.
func stage(s lanesched.Stage, ptrs map[string]string) int {
	p("// %s", s.Text)
	linear(s.Left, "")
	switch s.Op {
	case lanesched.Mul:
		ptr, ok := ptrs[s.Right.Operand]
		if !ok {
			panic("ifmagen: a product's right factor must be an operand: " + s.Text)
		}
		load(ptr, 23)
		permute(s.Right.Lanes, 23)
		p("mulRegs")
		return 5
	case lanesched.Square:
		p("squareColumns")
		p("reduce")
		return 5
	}
	return 0
}

// kernel writes the TEXT block name: args are its Go arguments and size
// their size, movs the instructions that load them, and run the body.
func kernel(name, doc, args string, size int, isPair bool, movs []string, run func()) {
	body.Reset()
	masks = map[int]string{}
	pair = isPair
	run()
	fmt.Fprintf(&out, "\n// func %s(%s)\n", name, args)
	for _, l := range strings.Split(doc, "\n") {
		fmt.Fprintf(&out, "// %s\n", l)
	}
	fmt.Fprintf(&out, "TEXT ·%s(SB), NOSPLIT, $0-%d\n", name, size)
	for _, m := range movs {
		fmt.Fprintf(&out, "\t%s\n", m)
	}
	fmt.Fprintf(&out, "\tconstants\n")
	fmt.Fprintf(&out, "\tMOVQ $0x%x, AX\n\tVPBROADCASTQ AX, Z28\n", uint64(4*(1<<51-19)))
	fmt.Fprintf(&out, "\tMOVQ $0x%x, AX\n\tVPBROADCASTQ AX, Z29\n", uint64(4*(1<<51-1)))
	for m := 1; m < 256; m++ {
		if k, ok := masks[m]; ok {
			fmt.Fprintf(&out, "\tMOVQ $0x%x, AX\n\tKMOVW AX, %s\n", m, k)
		}
	}
	out.WriteString(body.String())
	fmt.Fprintf(&out, "\tVZEROUPPER\n\tRET\n")
}

// formula runs every stage of f on the point (or Pair) at in and stores
// the result at dst.
func formula(f *lanesched.Formula, in string, ptrs map[string]string, dst string) func() {
	return func() {
		load(in, 0)
		extended(f)
		r := 5
		for _, s := range f.Stages[1:] {
			r = stage(s, ptrs)
		}
		store(dst, r)
	}
}

// shared checks that ToCached and Add begin alike (the conversion to
// extended coordinates and the left factor of their product), which
// tableStep2IFMA computes once for both.
func shared() {
	tc, add := lanesched.ToCached, lanesched.Add
	if len(tc.Stages) != 2 || !reflect.DeepEqual(tc.Stages[0], add.Stages[0]) ||
		!reflect.DeepEqual(tc.Stages[1].Left, add.Stages[1].Left) {
		panic("ifmagen: ToCached and Add no longer share their first steps")
	}
}

// add2 writes add2IFMA: Add or Sub on each point of a Pair, chosen by two
// run-time flags. Sub must be Add with the operand's lanes permuted and
// the signs of the last stage's second terms changed; the flags become
// the lane masks of both (K7 for the operand, K6 for the signs).
func add2() {
	add, sub := lanesched.Add, lanesched.Sub
	n := len(add.Stages)
	ok := n == 3 && len(sub.Stages) == n &&
		reflect.DeepEqual(add.Stages[0], sub.Stages[0]) &&
		reflect.DeepEqual(add.Stages[1].Left, sub.Stages[1].Left) &&
		add.Stages[1].Right.Operand == "q" && sub.Stages[1].Right.Operand == "q" &&
		add.Stages[2].Op == lanesched.Linear && sub.Stages[2].Op == lanesched.Linear
	var swap [4]bool
	addSub, subSub := 0, 0 // the lanes whose second term subtracts
	for j := 0; ok && j < 4; j++ {
		swap[j] = add.Stages[1].Right.Lanes[j] != sub.Stages[1].Right.Lanes[j]
		ea, es := add.Stages[2].Left[j], sub.Stages[2].Left[j]
		ok = len(ea) == 2 && len(es) == 2 && ea[0] == es[0] && ea[1].Lane == es[1].Lane &&
			(ea[1].Coef == 1 || ea[1].Coef == -1) && (es[1].Coef == 1 || es[1].Coef == -1)
		if ok && ea[1].Coef < 0 {
			addSub |= 1 << j
		}
		if ok && es[1].Coef < 0 {
			subSub |= 1 << j
		}
	}
	if !ok {
		panic("ifmagen: Sub is no longer Add with the operand permuted and signs changed")
	}
	swapBits := 0
	for j, s := range swap {
		if s {
			swapBits |= 1 << j
		}
	}
	kernel("add2IFMA", "The two completed points of acc plus (or minus, for subA and subB) qa\n"+
		"and qb (cached), one in each half: Add and Sub in one, the operand's\n"+
		"lanes as Sub permutes them and the signs of the last stage as Sub's\n"+
		"in the half whose flag is set, under masks made from the flags.",
		"acc *Pair, qa, qb *Point, subA, subB bool", 26, true,
		[]string{"MOVQ acc+0(FP), DI", "MOVQ qa+8(FP), DX", "MOVQ qb+16(FP), CX"}, func() {
			p("// K7: the operand lanes Sub permutes, K6: the lanes whose sign is −,")
			p("// each from 0 − flag (all ones when set) for the half of its flag.")
			p("MOVBQZX subA+24(FP), AX")
			p("NEGQ AX")
			p("MOVBQZX subB+25(FP), BX")
			p("NEGQ BX")
			p("MOVQ AX, R8")
			p("ANDQ $0x%x, R8", swapBits)
			p("MOVQ BX, R9")
			p("ANDQ $0x%x, R9", swapBits<<4)
			p("ORQ R9, R8")
			p("KMOVW R8, K7")
			p("ANDQ $0x%x, AX", addSub^subSub)
			p("XORQ $0x%x, AX", addSub)
			p("ANDQ $0x%x, BX", (addSub^subSub)<<4)
			p("XORQ $0x%x, BX", addSub<<4)
			p("ORQ BX, AX")
			p("KMOVW AX, K6")
			load("DI", 0)
			extended(add)
			s := add.Stages[1]
			p("// %s, or Sub's %s", s.Text, sub.Stages[1].Text)
			linear(s.Left, "")
			for k := 0; k < 5; k++ {
				p("VMOVDQU64 %d(DX), Y%d", 32*k, 23+k)
			}
			for k := 0; k < 5; k++ {
				p("VINSERTI64X4 $1, %d(CX), %s, %s", 32*k, Z(23+k), Z(23+k))
			}
			for k := 0; k < 5; k++ {
				p("VPERMQ $0x%02x, %s, %s", imm(sub.Stages[1].Right.Lanes), Z(23+k), Z(10+k))
			}
			permute(s.Right.Lanes, 23)
			for k := 0; k < 5; k++ {
				p("VMOVDQA64 %s, K7, %s", Z(10+k), Z(23+k))
			}
			p("mulRegs")
			p("// %s, or Sub's %s", add.Stages[2].Text, sub.Stages[2].Text)
			linear(add.Stages[2].Left, "K6")
			store("DI", 0)
		})
}

func main() {
	shared()
	out.WriteString(`// Code generated by curvekit/curves/edwards/internal/lanes25519/internal/ifmagen. DO NOT EDIT.

//go:build amd64 && !purego

#include "textflag.h"

// AVX-512 IFMA point kernels for ifma_amd64.go, the formulas of
// curves/edwards/internal/lanesched (each stage's text precedes its code);
// see internal/ifmagen for the registers. Lane orders: completed
// (E, H, G, F), cached (Y−X, Y+X, 2d·T, 2·Z).

#include "fp25519_amd64.h"
`)
	q := map[string]string{"q": "DX"}
	c := map[string]string{"c": "DX"}
	rpq := []string{"MOVQ r+0(FP), DI", "MOVQ p+8(FP), SI", "MOVQ q+16(FP), DX"}
	kernel("addIFMA", "r (completed) = p (completed) + q (cached).", "r, p, q *Point", 24, false, rpq,
		formula(lanesched.Add, "SI", q, "DI"))
	kernel("subIFMA", "r (completed) = p (completed) − q (cached).", "r, p, q *Point", 24, false, rpq,
		formula(lanesched.Sub, "SI", q, "DI"))
	rp := []string{"MOVQ r+0(FP), DI", "MOVQ p+8(FP), SI"}
	kernel("doubleIFMA", "r (completed) = 2·p (completed).", "r, p *Point", 16, false, rp,
		formula(lanesched.Double, "SI", nil, "DI"))
	kernel("double4IFMA", "r (completed) = 16·p (completed): four doublings, the point kept in\nregisters between them.", "r, p *Point", 16, false, rp,
		func() {
			load("SI", 0)
			for range 4 {
				extended(lanesched.Double)
				r := 5
				for _, s := range lanesched.Double.Stages[1:] {
					r = stage(s, nil)
				}
				if r != 0 {
					panic("ifmagen: Double must end with a linear stage to chain")
				}
			}
			store("DI", 0)
		})
	rpc := []string{"MOVQ r+0(FP), DI", "MOVQ p+8(FP), SI", "MOVQ c+16(FP), DX"}
	kernel("toCachedIFMA", "r (cached) = p (completed), with c = (1, 1, 2d, 2).", "r, p, c *Point", 24, false, rpc,
		formula(lanesched.ToCached, "SI", c, "DI"))
	kernel("double2IFMA", "r = 2·p for both completed points of p.", "r, p *Pair", 16, true, rp,
		formula(lanesched.Double, "SI", nil, "DI"))
	kernel("toCached2IFMA", "r (cached) = p (completed) for both points, c = (1, 1, 2d, 2) twice.", "r, p, c *Pair", 24, true, rpc,
		formula(lanesched.ToCached, "SI", c, "DI"))
	kernel("tableStep2IFMA", "One step of building two tables of multiples: ra and rb (cached) = the\n"+
		"two points of acc (completed), then acc = acc + q (q cached). The left\n"+
		"factor of ToCached's product serves Add's too.",
		"acc *Pair, ra, rb *Point, q, c *Pair", 40, true,
		[]string{"MOVQ acc+0(FP), DI", "MOVQ ra+8(FP), R8", "MOVQ rb+16(FP), R9", "MOVQ q+24(FP), DX", "MOVQ c+32(FP), CX"},
		func() {
			tc, add := lanesched.ToCached, lanesched.Add
			load("DI", 0)
			extended(add)
			stage(tc.Stages[1], map[string]string{"c": "CX"})
			storeSplit("R8", "R9")
			s := add.Stages[1]
			p("// %s, the left factor as above", s.Text)
			load("DX", 23)
			permute(s.Right.Lanes, 23)
			p("mulRegs")
			r := 5
			for _, s := range add.Stages[2:] {
				r = stage(s, nil)
			}
			store("DI", r)
		})
	kernel("toCachedSplitIFMA", "ra and rb (cached) = the two points of p (completed).",
		"ra, rb *Point, p, c *Pair", 32, true,
		[]string{"MOVQ ra+0(FP), R8", "MOVQ rb+8(FP), R9", "MOVQ p+16(FP), SI", "MOVQ c+24(FP), DX"},
		func() {
			tc := lanesched.ToCached
			load("SI", 0)
			extended(tc)
			for _, s := range tc.Stages[1:] {
				stage(s, c)
			}
			storeSplit("R8", "R9")
		})
	add2()
	os.Stdout.WriteString(out.String())
}
