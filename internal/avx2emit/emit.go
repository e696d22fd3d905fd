package avx2emit

import (
	"fmt"
	"strings"
)

// Asm collects assembly text.
type Asm struct{ strings.Builder }

// P writes one instruction line.
func (a *Asm) P(format string, args ...any) { fmt.Fprintf(a, "\t"+format+"\n", args...) }

// Frame slots: ten 32-byte limb vectors each, and the frame size. The slots
// start at the frame's first 64-byte boundary (Setup puts its address in
// R11), which is why the frame is 64 bytes larger than the three slots: Go
// aligns SP to 8 bytes only, and a 32-byte access that crosses a cache line
// is split in two and cannot forward from the store that wrote it.
const (
	SlotA   = 0   // the x operand of mul
	SlotB   = 320 // the y operand of mul
	SlotB19 = 640 // 19·y, limbs 1..9
	Frame   = 960 + 64
)

// Limb is limb i of a frame slot.
func Limb(slot, i int) string { return fmt.Sprintf("%d(R11)", slot+32*i) }

// Z is the register of limb i of a result.
func Z(i int) string { return fmt.Sprintf("Y%d", i) }

// width is the bit width of limb i.
func width(i int) int { return 26 - i%2 }

// mask is the constant masking limb i to its width.
func mask(i int) string {
	if i%2 == 0 {
		return "avx2Mask26<>(SB)"
	}
	return "avx2Mask25<>(SB)"
}

// TwoP is limb i of 2p = 2·(2^255 − 19), which is above limb i of every
// product's result: subtracting one from 2p leaves a positive limb.
func TwoP(i int) string {
	switch {
	case i == 0:
		return "avx2TwoP0<>(SB)"
	case i%2 == 0:
		return "avx2TwoPEven<>(SB)"
	}
	return "avx2TwoPOdd<>(SB)"
}

// Mul sets Y0..Y9 to the reduced product of the slots x and y; it uses
// Y10..Y14 and SlotB19.
func (a *Asm) Mul(x, y int) {
	a.P("// 19·y, limbs 1..9")
	for j := 1; j < 10; j++ {
		a.P("VPMULUDQ %s, Y15, Y13", Limb(y, j))
		a.P("VMOVDQU Y13, %s", Limb(SlotB19, j))
	}
	for i := 0; i < 10; i++ {
		a.P("// row %d", i)
		a.P("VMOVDQU %s, Y10", Limb(x, i))
		if i%2 == 1 {
			a.P("VPADDQ Y10, Y10, Y11")
		}
		for j := 0; j < 10; j++ {
			src := "Y10"
			if i%2 == 1 && j%2 == 1 {
				src = "Y11" // both odd: weight 2^(25.5(i+j)+1)
			}
			m := Limb(y, j)
			if i+j >= 10 {
				m = Limb(SlotB19, j) // 2^255 ≡ 19
			}
			k := (i + j) % 10
			if i == 0 {
				a.P("VPMULUDQ %s, %s, %s", m, src, Z(k))
				continue
			}
			a.P("VPMULUDQ %s, %s, Y12", m, src)
			a.P("VPADDQ Y12, %s, %s", Z(k), Z(k))
		}
	}
	a.P("// reduce")
	for _, k := range []int{0, 4, 1, 5, 2, 6, 3, 7, 4, 8, 9, 0} {
		a.carry(k)
	}
}

// carry moves the bits of limb k above its width into limb k+1 (limb 0,
// times 19, for k = 9), with Y12 as a temporary.
func (a *Asm) carry(k int) {
	a.P("VPSRLQ $%d, %s, Y12", width(k), Z(k))
	a.P("VPAND %s, %s, %s", mask(k), Z(k), Z(k))
	if k < 9 {
		a.P("VPADDQ Y12, %s, %s", Z(k+1), Z(k+1))
		return
	}
	// 19c = c + 2c + 16c: the carry may exceed 32 bits.
	a.P("VPADDQ Y12, Y0, Y0")
	a.P("VPADDQ Y12, Y12, Y12")
	a.P("VPADDQ Y12, Y0, Y0")
	a.P("VPSLLQ $3, Y12, Y12")
	a.P("VPADDQ Y12, Y0, Y0")
}

// CarryPass carries Y0..Y9 once, in two groups of five independent
// carries (Y10..Y14), before a value is stored: limbs below 2^29 come
// back below 2^26 + 19·2^4 (even) and 2^25 + 2^4 (odd).
func (a *Asm) CarryPass() {
	for _, g := range []int{0, 5} {
		for k := g; k < g+5; k++ {
			a.P("VPSRLQ $%d, %s, Y%d", width(k), Z(k), 10+k-g)
			a.P("VPAND %s, %s, %s", mask(k), Z(k), Z(k))
		}
		for k := g; k < g+5 && k < 9; k++ {
			a.P("VPADDQ Y%d, %s, %s", 10+k-g, Z(k+1), Z(k+1))
		}
	}
	a.P("VPADDQ Y14, Y0, Y0")
	a.P("VPADDQ Y14, Y14, Y14")
	a.P("VPADDQ Y14, Y0, Y0")
	a.P("VPSLLQ $3, Y14, Y14")
	a.P("VPADDQ Y14, Y0, Y0")
}

// Square sets Y0..Y9 to the reduced square of the slot x; it uses
// Y10..Y14 and SlotB19. Each product x_i·x_j with i < j is taken once,
// doubled; both odd doubles it again.
func (a *Asm) Square(x int) {
	a.P("// 19·x, limbs 1..9")
	for j := 1; j < 10; j++ {
		a.P("VPMULUDQ %s, Y15, Y13", Limb(x, j))
		a.P("VMOVDQU Y13, %s", Limb(SlotB19, j))
	}
	started := [10]bool{}
	for i := 0; i < 10; i++ {
		a.P("// row %d", i)
		a.P("VMOVDQU %s, Y10", Limb(x, i))
		a.P("VPADDQ Y10, Y10, Y11")
		if i%2 == 1 {
			a.P("VPADDQ Y11, Y11, Y13")
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
			m := Limb(x, j)
			if i+j >= 10 {
				m = Limb(SlotB19, j)
			}
			k := (i + j) % 10
			if !started[k] {
				started[k] = true
				a.P("VPMULUDQ %s, %s, %s", m, src, Z(k))
				continue
			}
			a.P("VPMULUDQ %s, %s, Y12", m, src)
			a.P("VPADDQ Y12, %s, %s", Z(k), Z(k))
		}
	}
	a.P("// reduce")
	for _, k := range []int{0, 4, 1, 5, 2, 6, 3, 7, 4, 8, 9, 0} {
		a.carry(k)
	}
}

// LoadSplit loads the four elements at ptr (limb k at stride·k), applying
// the lane permutation perm, into the slot (perm2, slot2: a second
// permutation into a second slot when slot2 ≥ 0).
func (a *Asm) LoadSplit(ptr string, stride, perm, slot, perm2, slot2 int) {
	for k := 0; k < 5; k++ {
		a.P("VMOVDQU %d(%s), Y10", stride*k, ptr)
		a.P("VPAND avx2Mask26<>(SB), Y10, Y11")
		a.P("VPSRLQ $26, Y10, Y10")
		for _, d := range []struct{ perm, slot int }{{perm, slot}, {perm2, slot2}} {
			if d.slot < 0 {
				continue
			}
			if d.perm == 0xe4 {
				a.P("VMOVDQU Y11, %s", Limb(d.slot, 2*k))
				a.P("VMOVDQU Y10, %s", Limb(d.slot, 2*k+1))
				continue
			}
			a.P("VPERMQ $0x%02x, Y11, Y12", d.perm)
			a.P("VMOVDQU Y12, %s", Limb(d.slot, 2*k))
			a.P("VPERMQ $0x%02x, Y10, Y12", d.perm)
			a.P("VMOVDQU Y12, %s", Limb(d.slot, 2*k+1))
		}
	}
}

// StoreJoin stores Y0..Y9 (carried) as four elements at ptr, limb k at
// stride·k.
func (a *Asm) StoreJoin(ptr string, stride int) {
	for k := 0; k < 5; k++ {
		a.P("VPSLLQ $26, %s, Y10", Z(2*k+1))
		a.P("VPADDQ %s, Y10, Y10", Z(2*k))
		a.P("VMOVDQU Y10, %d(%s)", stride*k, ptr)
	}
}

// StoreSlot stores Y0..Y9 into a slot.
func (a *Asm) StoreSlot(slot int) {
	for k := 0; k < 10; k++ {
		a.P("VMOVDQU %s, %s", Z(k), Limb(slot, k))
	}
}

// Lane blends: VPBLENDD picks 32-bit words, two per 64-bit lane.
const (
	Lane0 = 0x03
	Lane1 = 0x0c
	Lane2 = 0x30
	Lane3 = 0xc0
)

// Header starts the function name with its Go signature's arguments and
// argument size.
func (a *Asm) Header(name, args string, size int) {
	fmt.Fprintf(a, "\n// func %s(%s)\nTEXT ·%s(SB), 0, $%d-%d\n", name, args, name, Frame, size)
}

// Setup points R11 at the frame's slots, aligned to 64 bytes, and
// broadcasts 19 into Y15 for Mul and Square.
func (a *Asm) Setup() {
	a.P("LEAQ 63(SP), R11")
	a.P("ANDQ $~63, R11")
	a.P("MOVQ $19, AX")
	a.P("MOVQ AX, X15")
	a.P("VPBROADCASTQ X15, Y15")
}

// Constants writes the read-only data of Mul, Square, the carries and
// TwoP: the limb masks and the limbs of 2p, each in four lanes.
func (a *Asm) Constants() {
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
		fmt.Fprintf(a, "\n// %s is %s in four lanes.\n", c.name, c.doc)
		for i := 0; i < 32; i += 8 {
			fmt.Fprintf(a, "DATA %s<>+%d(SB)/8, $0x%x\n", c.name, i, c.value)
		}
		fmt.Fprintf(a, "GLOBL %s<>(SB), RODATA|NOPTR, $32\n", c.name)
	}
}
