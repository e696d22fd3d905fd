package asmgen

// CondSwap emits RFC 7748 §5's cswap of the four limbs of x and y, with
// the mask in the register mask (all ones to swap, zero to leave them):
// per limb dummy = mask AND (x XOR y), x = x XOR dummy, y = y XOR dummy,
// as curves/montgomery's generated cswap does in Go, the last two XORs on
// memory. Straight-line code, no memory access that depends on the
// values; clobbers R8.
func (k Fp25519) CondSwap(b *Asm, mask string, x, y Mem) {
	for j := range 4 {
		b.Ins("MOVQ %s, R8", x.Limb(j))
		b.Ins("XORQ %s, R8", y.Limb(j))
		b.Ins("ANDQ %s, R8", mask)
		b.Ins("XORQ R8, %s", x.Limb(j))
		b.Ins("XORQ R8, %s", y.Limb(j))
	}
}
