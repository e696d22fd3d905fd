// Command avx2gen writes curves/edwards/internal/lanes25519/avx2_amd64.s,
// the AVX2 point kernels of avx2_amd64.go, to standard output; from
// lanes25519: go run ./internal/avx2gen > avx2_amd64.s (the go:generate
// line). The field arithmetic (radix 2^25.5, four elements per vector) and
// its bounds are internal/avx2emit's; this file holds the lane schedule of
// the engine's a = −1 formulas (curves/edwards/lanes.go states it): which
// coordinates each vector product multiplies, and the linear steps
// between products.
package main

import (
	"fmt"
	"os"

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

// toExtended sets Y0..Y9 to (X, Y, Z, T) = (E·F, G·H, F·G, E·H) of the
// completed point at ptr.
func toExtended(ptr string, stride int) {
	a.P("// (E, G, F, E)·(F, H, G, H)")
	a.LoadSplit(ptr, stride, 0x38, slotA, 0x67, slotB)
	a.Mul(slotA, slotB)
}

// diffs stores (Y−X, Y+X, T, Z) from (X, Y, Z, T) in Y0..Y9 into slotA,
// uncarried: limbs below 2^26 + 2^27.
func diffs() {
	a.P("// (Y−X, Y+X, T, Z)")
	for k := 0; k < 10; k++ {
		a.P("VPERMQ $0xb5, %s, Y10", avx2emit.Z(k))
		a.P("VPERMQ $0x00, %s, Y11", avx2emit.Z(k))
		a.P("VPADDQ %s, Y10, Y12", avx2emit.TwoP(k))
		a.P("VPSUBQ Y11, Y12, Y12")
		a.P("VPADDQ Y11, Y10, Y11")
		a.P("VPBLENDD $0x%02x, Y11, Y10, Y10", lane1)
		a.P("VPBLENDD $0x%02x, Y12, Y10, Y10", lane0)
		a.P("VMOVDQU Y10, %s", avx2emit.Limb(slotA, k))
	}
}

// sums sets Y0..Y9 to the completed sum from the products (A, B, C, D):
// (B−A, B+A, D+C, D−C), subtracting in the lanes of subMask; carried.
func sums(subMask int) {
	a.P("// (B−A, B+A, D±C, D∓C)")
	for k := 0; k < 10; k++ {
		a.P("VPERMQ $0xf5, %s, Y10", avx2emit.Z(k))
		a.P("VPERMQ $0xa0, %s, Y11", avx2emit.Z(k))
		a.P("VPADDQ %s, Y10, Y12", avx2emit.TwoP(k))
		a.P("VPSUBQ Y11, Y12, Y12")
		a.P("VPADDQ Y11, Y10, Y10")
		a.P("VPBLENDD $0x%02x, Y12, Y10, %s", subMask, avx2emit.Z(k))
	}
	a.CarryPass()
}

// add computes the point at DI (stride) = the point at SI (stride) ± the
// cached Point at DX.
func add(stride, qperm, subMask int) {
	a.Setup()
	toExtended("SI", stride)
	diffs()
	a.P("// the cached operand")
	a.LoadSplit("DX", 32, qperm, slotB, 0, -1)
	a.Mul(slotA, slotB)
	sums(subMask)
	a.StoreJoin("DI", stride)
	a.P("VZEROUPPER")
	a.P("RET")
}

// double computes the point at DI (stride) = 2· the point at SI (stride).
func double(stride int) {
	a.Setup()
	toExtended("SI", stride)
	a.P("// (X, Y, Z, X+Y), uncarried: limbs below 2^27")
	for k := 0; k < 10; k++ {
		a.P("VPERMQ $0x24, %s, Y10", avx2emit.Z(k))
		a.P("VPERMQ $0x55, %s, Y11", avx2emit.Z(k))
		a.P("VPADDQ Y10, Y11, Y11")
		a.P("VPBLENDD $0x%02x, Y11, Y10, Y10", lane3)
		a.P("VMOVDQU Y10, %s", avx2emit.Limb(slotA, k))
	}
	a.Square(slotA)
	a.P("// (A+B−S, A+B, A−B, A−B+2C)")
	for k := 0; k < 10; k++ {
		a.P("VPERMQ $0x00, %s, Y10", avx2emit.Z(k)) // A
		a.P("VPERMQ $0x55, %s, Y11", avx2emit.Z(k)) // B
		a.P("VPERMQ $0x83, %s, Y13", avx2emit.Z(k)) // (S, A, A, C)
		a.P("VPADDQ %s, Y10, Y12", avx2emit.TwoP(k))
		a.P("VPSUBQ Y11, Y12, Y12") // A − B
		a.P("VPADDQ Y11, Y10, Y10") // A + B
		a.P("VPBLENDD $0x%02x, Y12, Y10, Y10", lane2|lane3)
		a.P("VPADDQ %s, Y10, Y12", avx2emit.TwoP(k))
		a.P("VPSUBQ Y13, Y12, Y12") // A + B − S
		a.P("VPBLENDD $0x%02x, Y12, Y10, Y10", lane0)
		a.P("VPADDQ Y13, Y13, Y13")
		a.P("VPADDQ Y13, Y10, Y12") // A − B + 2C
		a.P("VPBLENDD $0x%02x, Y12, Y10, %s", lane3, avx2emit.Z(k))
	}
	a.CarryPass()
	a.StoreJoin("DI", stride)
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
		{"avx2TwoP51L0", "limb 0 of 2p in radix 2^51, 2·(2^51 − 19), in lane 2,", [4]uint64{0, 0, 2 * (1<<51 - 19), 0}},
		{"avx2TwoP51", "limbs 1..4 of 2p in radix 2^51, 2·(2^51 − 1), in lane 2,", [4]uint64{0, 0, 2 * (1<<51 - 1), 0}},
	} {
		fmt.Fprintf(&a, "\n// %s is %s for lookupCachedAVX2.\n", c.name, c.doc)
		for i, v := range c.lanes {
			fmt.Fprintf(&a, "DATA %s<>+%d(SB)/8, $0x%x\n", c.name, 8*i, v)
		}
		fmt.Fprintf(&a, "GLOBL %s<>(SB), RODATA|NOPTR, $32\n", c.name)
	}
	for _, k := range []struct {
		name, doc string
		stride    int
		qperm     int
		subMask   int
	}{
		{"addAVX2", "r (completed) = p (completed) + q (cached): subtract in lanes E, F.", 32, 0xe4, lane0 | lane3},
		{"subAVX2", "r = p − q: −q swaps Y−X and Y+X and negates 2d·T (G and F exchange).", 32, 0xe1, lane0 | lane2},
		{"halfAddAVX2", "addAVX2 on one half of a Pair (r and p at stride 64).", 64, 0xe4, lane0 | lane3},
		{"halfSubAVX2", "subAVX2 on one half of a Pair (r and p at stride 64).", 64, 0xe1, lane0 | lane2},
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
		add(k.stride, k.qperm, k.subMask)
	}
	for _, k := range []struct {
		name, args string
		stride     int
	}{{"doubleAVX2", "r, p *Point", 32}, {"halfDoubleAVX2", "r, p *uint64", 64}} {
		a.Header(k.name, k.args, 16)
		a.P("// r (completed) = 2·p (completed), dbl-2008-hwcd with every coordinate")
		a.P("// negated: (A+B−S, A+B, A−B, A−B+2C) from (A, B, C, S) = (X², Y², Z², (X+Y)²).")
		a.P("MOVQ r+0(FP), DI")
		a.P("MOVQ p+8(FP), SI")
		double(k.stride)
	}

	a.Header("toCachedAVX2", "r, p, c *Point", 24)
	a.P("// r (cached) = p (completed), with c = (1, 1, 2d, 2): (Y−X, Y+X, T, Z)·c.")
	a.P("MOVQ r+0(FP), DI")
	a.P("MOVQ p+8(FP), SI")
	a.P("MOVQ c+16(FP), DX")
	a.Setup()
	toExtended("SI", 32)
	diffs()
	a.LoadSplit("DX", 32, 0xe4, slotB, 0, -1)
	a.Mul(slotA, slotB)
	a.StoreJoin("DI", 32)
	a.P("VZEROUPPER")
	a.P("RET")

	a.Header("tableStepAVX2", "acc, r, q, c *Point", 32)
	a.P("// One step of a table of multiples: r (cached) = acc (completed), then")
	a.P("// acc = acc + q (q cached); the (Y−X, Y+X, T, Z) of acc serves both")
	a.P("// products.")
	a.P("MOVQ acc+0(FP), DI")
	a.P("MOVQ r+8(FP), R8")
	a.P("MOVQ q+16(FP), DX")
	a.P("MOVQ c+24(FP), R9")
	a.Setup()
	toExtended("DI", 32)
	diffs()
	a.LoadSplit("R9", 32, 0xe4, slotB, 0, -1)
	a.Mul(slotA, slotB)
	a.StoreJoin("R8", 32)
	a.LoadSplit("DX", 32, 0xe4, slotB, 0, -1)
	a.Mul(slotA, slotB)
	sums(lane0 | lane3)
	a.StoreJoin("DI", 32)
	a.P("VZEROUPPER")
	a.P("RET")

	lookup()

	os.Stdout.WriteString(a.String())
}
