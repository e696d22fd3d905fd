package main

import (
	"fmt"

	"github.com/curvekit/curvekit/curves/edwards/internal/lanesched"
)

// This file carries out a stage's linear expressions on IFMA registers:
// lane permutations, masked additions and subtractions, and the carry
// pass; main.go puts stages and kernels together.

// mask returns the K register holding the mask of the lanes in set (of
// one point; repeated in lanes 4–7 for a Pair kernel).
func mask(set [4]bool) string {
	m := 0
	for j, in := range set {
		if in {
			m |= 1 << j
		}
	}
	if pair {
		m |= m << 4
	}
	if k, ok := masks[m]; ok {
		return k
	}
	k := fmt.Sprintf("K%d", len(masks)+1)
	if len(masks) == 6 { // K7 is left for add2's operand swap
		panic("ifmagen: more than six lane masks in one kernel")
	}
	masks[m] = k
	return k
}

// imm is VPERMQ's immediate that puts lane l[j] in lane j (of each half).
func imm(l [4]int) int { return l[0] | l[1]<<2 | l[2]<<4 | l[3]<<6 }

// Z is register Z(i).
func Z(i int) string { return fmt.Sprintf("Z%d", i) }

// fourP is the register holding limb k of 4p.
func fourP(k int) string {
	if k == 0 {
		return "Z28"
	}
	return "Z29"
}

// boundCarry is the limit of a linear result in units of 2^51: the carry
// pass (carry5) brings limbs below 2^55 back below 2^51 + 19·2^4, under
// the 2^52 that the IFMA multiplication takes. A product's limbs are below
// 2^51 + 2^13 (so below 2^52: counted as 2), 4p's below 2^53 (4).
const boundCarry = 16

// linear sets Z0–Z4 to the four expressions left over the lanes of Z5–Z9
// (a reduced product), limb by limb, and carries them; subMask, when not
// "", is the K register of the lanes whose second terms subtract, given at
// run time (add2), in place of the signs of left. Each lane starts from
// its first term; the r-th terms of all lanes are permuted into one
// register, added (masked to the lanes that add) or subtracted from the
// lanes plus 4p (masked likewise), or doubled and added.
func linear(left [4]lanesched.Expr, subMask string) {
	rounds, single := 0, true
	for j, e := range left {
		rounds = max(rounds, len(e))
		single = single && len(e) == 1 && e[0].Coef == 1
		b := 0
		for i, t := range e {
			switch {
			case i == 0 && t.Coef != 1:
				panic(fmt.Sprintf("ifmagen: lane %d starts with %d times a lane", j, t.Coef))
			case t.Coef == -2:
				panic("ifmagen: no subtraction of twice a lane")
			case t.Coef > 0:
				b += 2 * t.Coef
			default:
				b += 4
			}
		}
		if subMask != "" {
			b += 4 // any lane may subtract
		}
		if b > boundCarry {
			panic(fmt.Sprintf("ifmagen: lane %d of %v may reach %d·2^51", j, left, b))
		}
	}
	if rounds > 3 {
		panic("ifmagen: more than three terms in a lane")
	}
	for k := 0; k < 5; k++ {
		src, dst := Z(5+k), Z(k)
		tmps := []string{dst, Z(10 + k), Z(15 + k)}
		w := Z(20 + k)
		var first [4]int
		for j, e := range left {
			first[j] = e[0].Lane
		}
		p("VPERMQ $0x%02x, %s, %s", imm(first), src, dst)
		for r := 1; r < rounds; r++ {
			var l [4]int // lanes without an r-th term take lane 0
			for j, e := range left {
				if r < len(e) {
					l[j] = e[r].Lane
				}
			}
			p("VPERMQ $0x%02x, %s, %s", imm(l), src, tmps[r])
		}
		for r := 1; r < rounds; r++ {
			t := tmps[r]
			var plus, minus, two, all, none [4]bool
			for j, e := range left {
				all[j] = true
				switch {
				case r >= len(e):
				case e[r].Coef == 1:
					plus[j] = true
				case e[r].Coef == 2:
					two[j] = true
				default:
					minus[j] = true
				}
			}
			if subMask != "" {
				if r != 1 || two != none || plus == none && minus == none {
					panic("ifmagen: a run-time sign takes one signed term in every lane")
				}
				for j := range plus {
					if !plus[j] && !minus[j] {
						panic("ifmagen: a run-time sign takes one signed term in every lane")
					}
				}
				// every lane adds; those of subMask subtract instead
				p("VPADDQ %s, %s, %s", fourP(k), dst, w)
				p("VPADDQ %s, %s, %s", t, dst, dst)
				p("VPSUBQ %s, %s, %s, %s", t, w, subMask, dst)
				continue
			}
			var either [4]bool
			for j := range either {
				either[j] = plus[j] || minus[j]
			}
			if minus != none {
				p("VPADDQ %s, %s, %s", fourP(k), dst, w)
			}
			switch {
			case plus == none:
			case plus == all, either == all && minus != none:
				// the lanes that subtract are overwritten below
				p("VPADDQ %s, %s, %s", t, dst, dst)
			default:
				p("VPADDQ %s, %s, %s, %s", t, dst, mask(plus), dst)
			}
			switch {
			case minus == none:
			case minus == all:
				p("VPSUBQ %s, %s, %s", t, w, dst)
			default:
				p("VPSUBQ %s, %s, %s, %s", t, w, mask(minus), dst)
			}
			if two != none {
				p("VPADDQ %s, %s, %s", t, t, t)
				if two == all {
					p("VPADDQ %s, %s, %s", t, dst, dst)
				} else {
					p("VPADDQ %s, %s, %s, %s", t, dst, mask(two), dst)
				}
			}
		}
	}
	if single {
		return // a permutation: the limbs are a product's
	}
	carry5()
}

// carry5 runs the carry pass of fp25519_amd64.h's reduce on Z0–Z4, with
// Z10–Z14 as temporaries.
func carry5() {
	for k := 0; k < 5; k++ {
		p("VPSRLQ $51, %s, %s", Z(k), Z(10+k))
	}
	for k := 0; k < 5; k++ {
		p("VPANDQ Z30, %s, %s", Z(k), Z(k))
	}
	p("VPMULLQ Z31, Z14, Z14")
	p("VPADDQ Z14, Z0, Z0")
	for k := 1; k < 5; k++ {
		p("VPADDQ %s, %s, %s", Z(9+k), Z(k), Z(k))
	}
}
