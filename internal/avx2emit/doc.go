// Package avx2emit writes AVX2 assembly for arithmetic modulo
// p = 2^255 − 19 on four elements at once: the field multiplication,
// squaring and carries that two generators share, field/fp25519's
// internal/avx2gen (the lanes of field elements behind SqrtRatioBatch) and
// curves/edwards/internal/lanes25519's internal/avx2gen (the edwards25519
// point kernels). It holds field arithmetic only; the point formulas are
// the engine's.
//
// Inside a kernel an element is ten limbs of radix 2^25.5 (limb i has
// weight 2^⌈25.5·i⌉: 26 bits for even i, 25 for odd i), and a vector of
// four elements is ten YMM values, limb i of the four lanes in the i-th.
// VPMULUDQ multiplies the low 32 bits of each 64-bit lane, giving the four
// 64-bit products of one limb pair at once. At the kernel boundary four
// elements in radix 2^51 (limb k of the four in 64-bit words stride·k ..
// stride·k + 3) are split, limb k into limbs 2k (its low 26 bits) and
// 2k+1 (the rest, below 2^26 for limbs below 2^52), and joined back on the
// way out (LoadSplit, StoreJoin).
//
// Bounds. A product takes x with limbs below 2^27.6 and y below 2^26.1, so
// that 2x and 19y fit VPMULUDQ's 32 bits; each of the ten terms of a
// column is below 2·19·2^27.6·2^26.1 < 2^59, the column below 2^62.4. Its
// reduction (two interleaved carry chains, then limb 9 into limb 0 times
// 19 and limb 0 once more) leaves limbs below 2^26 (even) and 2^25 + 2^16
// (odd), under the limbs of 2p: a linear step adds 2p (TwoP) before it
// subtracts, and its results (below 2^26 + 2^27) go uncarried into the
// next product as x. A squaring's input (X+Y at most, below 2^27) makes
// 19x below 2^31.3 and its columns below 10·2·19·2^27·2^27 < 2^62.6. A
// value is stored after one parallel carry pass (CarryPass: limbs below
// 2^29 come back below 2^26 + 19·2^4 and 2^25 + 2^4), so every radix-2^51
// limb written is below 2^52.
package avx2emit
