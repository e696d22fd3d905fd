package asmgen

// CondSwap emits RFC 7748 §5's cswap of the four limbs of x and y, with
// the mask in the register mask (all ones to swap, zero to leave them):
// per limb dummy = mask AND (x XOR y), x = x XOR dummy, y = y XOR dummy,
// as curves/montgomery's generated cswap does in Go. Straight-line code,
// no memory access that depends on the values; clobbers R8..R10.
func (k Fp25519) CondSwap(b *Asm, mask string, x, y Mem) {
	for j := range 4 {
		b.Ins("MOVQ %s, R8", x.Limb(j))
		b.Ins("MOVQ %s, R9", y.Limb(j))
		b.Ins("MOVQ R8, R10")
		b.Ins("XORQ R9, R10")
		b.Ins("ANDQ %s, R10", mask)
		b.Ins("XORQ R10, R8")
		b.Ins("XORQ R10, R9")
		b.Ins("MOVQ R8, %s", x.Limb(j))
		b.Ins("MOVQ R9, %s", y.Limb(j))
	}
}
