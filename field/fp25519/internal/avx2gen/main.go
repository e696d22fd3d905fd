// Command avx2gen writes field/fp25519/lanes_avx2_amd64.s, the AVX2 point
// kernels of lanes_avx2_amd64.go, to standard output; from field/fp25519:
// go run ./internal/avx2gen > lanes_avx2_amd64.s (the go:generate line).
//
// Inside a kernel an element is ten limbs of radix 2^25.5 (limb i has
// weight 2^⌈25.5·i⌉: 26 bits for even i, 25 for odd i), and a vector of
// four elements is ten YMM values, limb i of the four lanes in the i-th.
// VPMULUDQ multiplies the low 32 bits of each 64-bit lane, giving the four
// 64-bit products of one limb pair at once. At the kernel boundary a
// point4 (radix 2^51, limb k of the four coordinates in 64-bit word
// 4k..4k+3) is split, limb k into limbs 2k (its low 26 bits) and 2k+1 (the
// rest, below 2^26 for limbs below 2^52), and joined back on the way out.
//
// Bounds. A product takes x with limbs below 2^27.6 and y below 2^26.1, so
// that 2x and 19y fit VPMULUDQ's 32 bits; each of the ten terms of a
// column is below 2·19·2^27.6·2^26.1 < 2^59, the column below 2^62.4. Its
// reduction (two interleaved carry chains, then limb 9 into limb 0 times
// 19 and limb 0 once more) leaves limbs below 2^26 (even) and 2^25 + 2^16
// (odd), under the limbs of 2p: a linear step adds 2p before it subtracts,
// and its results (below 2^26 + 2^27) go uncarried into the next product
// as x. A squaring's input (X+Y at most, below 2^27) makes 19x below 2^31.3
// and its columns below 10·2·19·2^27·2^27 < 2^62.6. A point is stored after
// one parallel carry pass (limbs below 2^29 come back below 2^26 + 19·2^4
// and 2^25 + 2^4), so every radix-2^51 limb written is below 2^52.
package main

import (
	"fmt"
	"os"
	"strings"
)

// out collects the assembly.
var out strings.Builder

// p writes one instruction line.
func p(format string, args ...any) { fmt.Fprintf(&out, "\t"+format+"\n", args...) }

// Frame slots: ten 32-byte limb vectors each.
const (
	slotA   = 0   // the x operand of mul
	slotB   = 320 // the y operand of mul
	slotB19 = 640 // 19·y, limbs 1..9
	frame   = 960
)

// limb is limb i of a frame slot.
func limb(slot, i int) string { return fmt.Sprintf("%d(SP)", slot+32*i) }

// z is the register of limb i of a result.
func z(i int) string { return fmt.Sprintf("Y%d", i) }

// width is the bit width of limb i.
func width(i int) int { return 26 - i%2 }

// mask is the constant masking limb i to its width.
func mask(i int) string {
	if i%2 == 0 {
		return "avx2Mask26<>(SB)"
	}
	return "avx2Mask25<>(SB)"
}

// twoP is limb i of 2p = 2·(2^255 − 19), which is above limb i of every
// product's result: subtracting one from 2p leaves a positive limb.
func twoP(i int) string {
	switch {
	case i == 0:
		return "avx2TwoP0<>(SB)"
	case i%2 == 0:
		return "avx2TwoPEven<>(SB)"
	}
	return "avx2TwoPOdd<>(SB)"
}

// mul sets Y0..Y9 to the reduced product of the slots x and y; it uses
// Y10..Y14 and slotB19.
func mul(x, y int) {
	p("// 19·y, limbs 1..9")
	for j := 1; j < 10; j++ {
		p("VPMULUDQ %s, Y15, Y13", limb(y, j))
		p("VMOVDQU Y13, %s", limb(slotB19, j))
	}
	for i := 0; i < 10; i++ {
		p("// row %d", i)
		p("VMOVDQU %s, Y10", limb(x, i))
		if i%2 == 1 {
			p("VPADDQ Y10, Y10, Y11")
		}
		for j := 0; j < 10; j++ {
			src := "Y10"
			if i%2 == 1 && j%2 == 1 {
				src = "Y11" // both odd: weight 2^(25.5(i+j)+1)
			}
			m := limb(y, j)
			if i+j >= 10 {
				m = limb(slotB19, j) // 2^255 ≡ 19
			}
			k := (i + j) % 10
			if i == 0 {
				p("VPMULUDQ %s, %s, %s", m, src, z(k))
				continue
			}
			p("VPMULUDQ %s, %s, Y12", m, src)
			p("VPADDQ Y12, %s, %s", z(k), z(k))
		}
	}
	p("// reduce")
	for _, k := range []int{0, 4, 1, 5, 2, 6, 3, 7, 4, 8, 9, 0} {
		carry(k)
	}
}

// carry moves the bits of limb k above its width into limb k+1 (limb 0,
// times 19, for k = 9), with Y12 as a temporary.
func carry(k int) {
	p("VPSRLQ $%d, %s, Y12", width(k), z(k))
	p("VPAND %s, %s, %s", mask(k), z(k), z(k))
	if k < 9 {
		p("VPADDQ Y12, %s, %s", z(k+1), z(k+1))
		return
	}
	// 19c = c + 2c + 16c: the carry may exceed 32 bits.
	p("VPADDQ Y12, Y0, Y0")
	p("VPADDQ Y12, Y12, Y12")
	p("VPADDQ Y12, Y0, Y0")
	p("VPSLLQ $3, Y12, Y12")
	p("VPADDQ Y12, Y0, Y0")
}

// carryPass carries Y0..Y9 once, in two groups of five independent
// carries (Y10..Y14), before a point is stored: limbs below 2^29 come
// back below 2^26 + 19·2^4 (even) and 2^25 + 2^4 (odd).
func carryPass() {
	for _, g := range []int{0, 5} {
		for k := g; k < g+5; k++ {
			p("VPSRLQ $%d, %s, Y%d", width(k), z(k), 10+k-g)
			p("VPAND %s, %s, %s", mask(k), z(k), z(k))
		}
		for k := g; k < g+5 && k < 9; k++ {
			p("VPADDQ Y%d, %s, %s", 10+k-g, z(k+1), z(k+1))
		}
	}
	p("VPADDQ Y14, Y0, Y0")
	p("VPADDQ Y14, Y14, Y14")
	p("VPADDQ Y14, Y0, Y0")
	p("VPSLLQ $3, Y14, Y14")
	p("VPADDQ Y14, Y0, Y0")
}

// square sets Y0..Y9 to the reduced square of the slot x; it uses
// Y10..Y14 and slotB19. Each product x_i·x_j with i < j is taken once,
// doubled; both odd doubles it again.
func square(x int) {
	p("// 19·x, limbs 1..9")
	for j := 1; j < 10; j++ {
		p("VPMULUDQ %s, Y15, Y13", limb(x, j))
		p("VMOVDQU Y13, %s", limb(slotB19, j))
	}
	started := [10]bool{}
	for i := 0; i < 10; i++ {
		p("// row %d", i)
		p("VMOVDQU %s, Y10", limb(x, i))
		p("VPADDQ Y10, Y10, Y11")
		if i%2 == 1 {
			p("VPADDQ Y11, Y11, Y13")
		}
		for j := i; j < 10; j++ {
			f := 1
			if i < j {
				f = 2
			}
			if i%2 == 1 && j%2 == 1 {
				f *= 2
			}
			src := map[int]string{1: "Y10", 2: "Y11", 4: "Y13"}[f]
			m := limb(x, j)
			if i+j >= 10 {
				m = limb(slotB19, j)
			}
			k := (i + j) % 10
			if !started[k] {
				started[k] = true
				p("VPMULUDQ %s, %s, %s", m, src, z(k))
				continue
			}
			p("VPMULUDQ %s, %s, Y12", m, src)
			p("VPADDQ Y12, %s, %s", z(k), z(k))
		}
	}
	p("// reduce")
	for _, k := range []int{0, 4, 1, 5, 2, 6, 3, 7, 4, 8, 9, 0} {
		carry(k)
	}
}

// loadSplit loads the point4 at ptr, applying the lane permutation perm,
// into the slot (perm2, slot2: a second permutation into a second slot
// when slot2 ≥ 0).
func loadSplit(ptr string, stride, perm, slot, perm2, slot2 int) {
	for k := 0; k < 5; k++ {
		p("VMOVDQU %d(%s), Y10", stride*k, ptr)
		p("VPAND avx2Mask26<>(SB), Y10, Y11")
		p("VPSRLQ $26, Y10, Y10")
		for _, d := range []struct{ perm, slot int }{{perm, slot}, {perm2, slot2}} {
			if d.slot < 0 {
				continue
			}
			if d.perm == 0xe4 {
				p("VMOVDQU Y11, %s", limb(d.slot, 2*k))
				p("VMOVDQU Y10, %s", limb(d.slot, 2*k+1))
				continue
			}
			p("VPERMQ $0x%02x, Y11, Y12", d.perm)
			p("VMOVDQU Y12, %s", limb(d.slot, 2*k))
			p("VPERMQ $0x%02x, Y10, Y12", d.perm)
			p("VMOVDQU Y12, %s", limb(d.slot, 2*k+1))
		}
	}
}

// storeJoin stores Y0..Y9 (carried) as a point at ptr, limb k at
// stride·k.
func storeJoin(ptr string, stride int) {
	for k := 0; k < 5; k++ {
		p("VPSLLQ $26, %s, Y10", z(2*k+1))
		p("VPADDQ %s, Y10, Y10", z(2*k))
		p("VMOVDQU Y10, %d(%s)", stride*k, ptr)
	}
}

// storeSlot stores Y0..Y9 into a slot.
func storeSlot(slot int) {
	for k := 0; k < 10; k++ {
		p("VMOVDQU %s, %s", z(k), limb(slot, k))
	}
}

// Lane blends: VPBLENDD picks 32-bit words, two per 64-bit lane.
const (
	lane0 = 0x03
	lane1 = 0x0c
	lane2 = 0x30
	lane3 = 0xc0
)

// toExtended sets Y0..Y9 to (X, Y, Z, T) = (E·F, G·H, F·G, E·H) of the
// completed point at ptr.
func toExtended(ptr string, stride int) {
	p("// (E, G, F, E)·(F, H, G, H)")
	loadSplit(ptr, stride, 0x38, slotA, 0x67, slotB)
	mul(slotA, slotB)
}

// diffs stores (Y−X, Y+X, T, Z) from (X, Y, Z, T) in Y0..Y9 into slotA,
// uncarried: limbs below 2^26 + 2^27.
func diffs() {
	p("// (Y−X, Y+X, T, Z)")
	for k := 0; k < 10; k++ {
		p("VPERMQ $0xb5, %s, Y10", z(k))
		p("VPERMQ $0x00, %s, Y11", z(k))
		p("VPADDQ %s, Y10, Y12", twoP(k))
		p("VPSUBQ Y11, Y12, Y12")
		p("VPADDQ Y11, Y10, Y11")
		p("VPBLENDD $0x%02x, Y11, Y10, Y10", lane1)
		p("VPBLENDD $0x%02x, Y12, Y10, Y10", lane0)
		p("VMOVDQU Y10, %s", limb(slotA, k))
	}
}

// sums sets Y0..Y9 to the completed sum from the products (A, B, C, D):
// (B−A, B+A, D+C, D−C), subtracting in the lanes of subMask; carried.
func sums(subMask int) {
	p("// (B−A, B+A, D±C, D∓C)")
	for k := 0; k < 10; k++ {
		p("VPERMQ $0xf5, %s, Y10", z(k))
		p("VPERMQ $0xa0, %s, Y11", z(k))
		p("VPADDQ %s, Y10, Y12", twoP(k))
		p("VPSUBQ Y11, Y12, Y12")
		p("VPADDQ Y11, Y10, Y10")
		p("VPBLENDD $0x%02x, Y12, Y10, %s", subMask, z(k))
	}
	carryPass()
}

// header starts the function name with its Go signature's arguments and
// argument size.
func header(name, args string, size int) {
	fmt.Fprintf(&out, "\n// func %s(%s)\nTEXT ·%s(SB), 0, $%d-%d\n", name, args, name, frame, size)
}

// setup broadcasts 19 into Y15 for mul and square.
func setup() {
	p("MOVQ $19, AX")
	p("MOVQ AX, X15")
	p("VPBROADCASTQ X15, Y15")
}

// add computes the point at DI (stride) = the point at SI (stride) ± the
// cached point4 at DX.
func add(stride, qperm, subMask int) {
	setup()
	toExtended("SI", stride)
	diffs()
	p("// the cached operand")
	loadSplit("DX", 32, qperm, slotB, 0, -1)
	mul(slotA, slotB)
	sums(subMask)
	storeJoin("DI", stride)
	p("VZEROUPPER")
	p("RET")
}

// double computes the point at DI (stride) = 2· the point at SI (stride).
func double(stride int) {
	setup()
	toExtended("SI", stride)
	p("// (X, Y, Z, X+Y), uncarried: limbs below 2^27")
	for k := 0; k < 10; k++ {
		p("VPERMQ $0x24, %s, Y10", z(k))
		p("VPERMQ $0x55, %s, Y11", z(k))
		p("VPADDQ Y10, Y11, Y11")
		p("VPBLENDD $0x%02x, Y11, Y10, Y10", lane3)
		p("VMOVDQU Y10, %s", limb(slotA, k))
	}
	square(slotA)
	p("// (A+B−S, A+B, A−B, A−B+2C)")
	for k := 0; k < 10; k++ {
		p("VPERMQ $0x00, %s, Y10", z(k)) // A
		p("VPERMQ $0x55, %s, Y11", z(k)) // B
		p("VPERMQ $0x83, %s, Y13", z(k)) // (S, A, A, C)
		p("VPADDQ %s, Y10, Y12", twoP(k))
		p("VPSUBQ Y11, Y12, Y12") // A − B
		p("VPADDQ Y11, Y10, Y10") // A + B
		p("VPBLENDD $0x%02x, Y12, Y10, Y10", lane2|lane3)
		p("VPADDQ %s, Y10, Y12", twoP(k))
		p("VPSUBQ Y13, Y12, Y12") // A + B − S
		p("VPBLENDD $0x%02x, Y12, Y10, Y10", lane0)
		p("VPADDQ Y13, Y13, Y13")
		p("VPADDQ Y13, Y10, Y12") // A − B + 2C
		p("VPBLENDD $0x%02x, Y12, Y10, %s", lane3, z(k))
	}
	carryPass()
	storeJoin("DI", stride)
	p("VZEROUPPER")
	p("RET")
}

func main() {
	fmt.Fprint(&out, `// Code generated by curvekit/field/fp25519/internal/avx2gen. DO NOT EDIT.

//go:build amd64 && !purego

#include "textflag.h"

// AVX2 point kernels for lanes_avx2_amd64.go; see internal/avx2gen for
// the representation and the bounds. Lane orders are lanes4.go's:
// completed (E, H, G, F), cached (Y−X, Y+X, 2d·T, 2·Z).
`)
	for _, c := range []struct {
		name, doc string
		value     uint64
	}{
		{"avx2Mask26", "2^26 − 1", 1<<26 - 1},
		{"avx2Mask25", "2^25 − 1", 1<<25 - 1},
		{"avx2TwoP0", "limb 0 of 2p, 2·(2^26 − 19),", 2 * (1<<26 - 19)},
		{"avx2TwoPEven", "limbs 2, 4, 6, 8 of 2p, 2·(2^26 − 1),", 2 * (1<<26 - 1)},
		{"avx2TwoPOdd", "the odd limbs of 2p, 2·(2^25 − 1),", 2 * (1<<25 - 1)},
	} {
		fmt.Fprintf(&out, "\n// %s is %s in four lanes.\n", c.name, c.doc)
		for i := 0; i < 32; i += 8 {
			fmt.Fprintf(&out, "DATA %s<>+%d(SB)/8, $0x%x\n", c.name, i, c.value)
		}
		fmt.Fprintf(&out, "GLOBL %s<>(SB), RODATA|NOPTR, $32\n", c.name)
	}
	for _, k := range []struct {
		name, doc string
		stride    int
		qperm     int
		subMask   int
	}{
		{"point4AddAVX2", "r (completed) = p (completed) + q (cached): subtract in lanes E, F.", 32, 0xe4, lane0 | lane3},
		{"point4SubAVX2", "r = p − q: −q swaps Y−X and Y+X and negates 2d·T (G and F exchange).", 32, 0xe1, lane0 | lane2},
		{"point8HalfAddAVX2", "point4AddAVX2 on one half of a point8 (r and p at stride 64).", 64, 0xe4, lane0 | lane3},
		{"point8HalfSubAVX2", "point4SubAVX2 on one half of a point8 (r and p at stride 64).", 64, 0xe1, lane0 | lane2},
	} {
		args := "r, p, q *point4"
		if k.stride == 64 {
			args = "r, p *uint64, q *point4"
		}
		header(k.name, args, 24)
		p("// %s", k.doc)
		p("MOVQ r+0(FP), DI")
		p("MOVQ p+8(FP), SI")
		p("MOVQ q+16(FP), DX")
		add(k.stride, k.qperm, k.subMask)
	}
	for _, k := range []struct {
		name, args string
		stride     int
	}{{"point4DoubleAVX2", "r, p *point4", 32}, {"point8HalfDoubleAVX2", "r, p *uint64", 64}} {
		header(k.name, k.args, 16)
		p("// r (completed) = 2·p (completed), dbl-2008-hwcd with every coordinate")
		p("// negated: (A+B−S, A+B, A−B, A−B+2C) from (A, B, C, S) = (X², Y², Z², (X+Y)²).")
		p("MOVQ r+0(FP), DI")
		p("MOVQ p+8(FP), SI")
		double(k.stride)
	}

	header("point4ToCachedAVX2", "r, p, c *point4", 24)
	p("// r (cached) = p (completed), with c = (1, 1, 2d, 2): (Y−X, Y+X, T, Z)·c.")
	p("MOVQ r+0(FP), DI")
	p("MOVQ p+8(FP), SI")
	p("MOVQ c+16(FP), DX")
	setup()
	toExtended("SI", 32)
	diffs()
	loadSplit("DX", 32, 0xe4, slotB, 0, -1)
	mul(slotA, slotB)
	storeJoin("DI", 32)
	p("VZEROUPPER")
	p("RET")

	header("point4TableStepAVX2", "acc, r, q, c *point4", 32)
	p("// One step of a table of multiples: r (cached) = acc (completed), then")
	p("// acc = acc + q (q cached); the (Y−X, Y+X, T, Z) of acc serves both")
	p("// products.")
	p("MOVQ acc+0(FP), DI")
	p("MOVQ r+8(FP), R8")
	p("MOVQ q+16(FP), DX")
	p("MOVQ c+24(FP), R9")
	setup()
	toExtended("DI", 32)
	diffs()
	loadSplit("R9", 32, 0xe4, slotB, 0, -1)
	mul(slotA, slotB)
	storeJoin("R8", 32)
	loadSplit("DX", 32, 0xe4, slotB, 0, -1)
	mul(slotA, slotB)
	sums(lane0 | lane3)
	storeJoin("DI", 32)
	p("VZEROUPPER")
	p("RET")

	header("lanesSquareNHalfAVX2", "z, x *uint64, n int", 24)
	p("// z = x^(2^n) for the four elements of half a lanes value (limb k at")
	p("// word 8k), n ≥ 1 squarings.")
	p("MOVQ z+0(FP), DI")
	p("MOVQ x+8(FP), SI")
	p("MOVQ n+16(FP), CX")
	setup()
	loadSplit("SI", 64, 0xe4, slotA, 0, -1)
	fmt.Fprintf(&out, "squareLoop:\n")
	square(slotA)
	p("DECQ CX")
	p("JZ squareDone")
	storeSlot(slotA)
	p("JMP squareLoop")
	fmt.Fprintf(&out, "squareDone:\n")
	storeJoin("DI", 64)
	p("VZEROUPPER")
	p("RET")

	header("lanesMulHalfAVX2", "z, x, y *uint64", 24)
	p("// z = x · y for the four elements of half a lanes value (limb k at")
	p("// word 8k).")
	p("MOVQ z+0(FP), DI")
	p("MOVQ x+8(FP), SI")
	p("MOVQ y+16(FP), DX")
	setup()
	loadSplit("SI", 64, 0xe4, slotA, 0, -1)
	loadSplit("DX", 64, 0xe4, slotB, 0, -1)
	mul(slotA, slotB)
	storeJoin("DI", 64)
	p("VZEROUPPER")
	p("RET")

	os.Stdout.WriteString(out.String())
}
