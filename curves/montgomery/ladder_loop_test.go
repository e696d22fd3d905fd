package montgomery

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/curvekit/curvekit/field/fp25519"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// limbs64 returns x (below 2^256) as the limbs of an fp25519.Element64,
// which may hold values up to 2^256 − 1, not only below p.
func limbs64(x *big.Int) fp25519.Element64 {
	var b [32]byte
	x.FillBytes(b[:])
	var z fp25519.Element64
	for i := range 4 {
		for j := range 8 {
			z[i] |= uint64(b[31-8*i-j]) << (8 * j)
		}
	}
	return z
}

// element25519 returns x mod p as an fp25519.Element.
func element25519(t *testing.T, x *big.Int) fp25519.Element {
	var b [32]byte
	new(big.Int).Mod(x, p25519).FillBytes(b[:])
	for i := range 16 {
		b[i], b[31-i] = b[31-i], b[i]
	}
	var z fp25519.Element
	require.NoError(t, fp25519.Field{}.SetBytes(&z, b[:]))
	return z
}

// ladderInputs25519 are u-coordinates for the radix-2^64 ladder, as
// integers below 2^256: 0, 1, p − 1 and the other low-order points
// (RFC 7748 §5's list, u of order 1, 2, 4, 8), non-canonical values p,
// p + 1, 2^255 − 1, 2^256 − 1 and the order-8 u plus p, and random ones.
func ladderInputs25519(rng *rand.Rand) []*big.Int {
	one := big.NewInt(1)
	pow := func(n uint) *big.Int { return new(big.Int).Lsh(one, n) }
	o8a := mustBig("325606250916557431795983626356110631294008115727848805560023387167927233504")
	o8b := mustBig("39382357235489614581723060781553021112529911719440698176882885853963445705823")
	us := []*big.Int{
		big.NewInt(0), one, new(big.Int).Sub(p25519, one), o8a, o8b, big.NewInt(9),
		p25519, new(big.Int).Add(p25519, one), new(big.Int).Sub(pow(255), one), new(big.Int).Sub(pow(256), one),
		new(big.Int).Add(o8a, p25519), new(big.Int).Add(p25519, p25519),
	}
	for range 8 {
		var b [32]byte
		for i := range b {
			b[i] = byte(rng.Uint32())
		}
		us = append(us, new(big.Int).SetBytes(b[:]))
	}
	return us
}

// TestLadderAsmMatchesGeneric runs curve25519's radix-2^64 ladders as
// fixed25519 runs them (on amd64 the generated assembly that holds the
// whole loop, zz_ladder_fp25519x64*_amd64.s; elsewhere the Go copy) against
// the generic ladder of ladder.go, over fp25519.Field64 (field64) limb for
// limb, and over fp25519.Field by value (the same (x2 : z2) and (x3 : z3)
// as field elements), and requires x1 unchanged: the same bit order and
// swap sequence, the same step. Inputs: u from ladderInputs25519 (low
// order, non-canonical, random) and edges64; scalars 0, 1, all-ones,
// 2^255, random ones clamped and unclamped; bit counts 256, 255 and short
// and odd ones down to 1.
func TestLadderAsmMatchesGeneric(t *testing.T) {
	rng := rand.New(rand.NewPCG(25519, 7748))
	k := &arith[fp25519.Element]{f: fp25519.Field{}, ms: fp25519.Field{}, a24Small: 121666}
	fp25519.Field{}.SetUint64(&k.a24, 121666)
	k64 := &arith[fp25519.Element64]{f: field64{}, ms: field64{}, a24Small: 121666}
	us := ladderInputs25519(rng)
	for _, e := range edges64() {
		var b [32]byte
		for i := range 4 {
			for j := range 8 {
				b[31-8*i-j] = byte(e[i] >> (8 * j))
			}
		}
		us = append(us, new(big.Int).SetBytes(b[:]))
	}
	ladders := map[string]backend[fp25519.Element64]{"MULQ": &arithFp25519x64{arith: k64}}
	if fp25519.HasADX() {
		ladders["ADX"] = &arithFp25519x64ADX{arith: k64}
	} else {
		t.Log("no BMI2/ADX here: the ADX ladder is not run")
	}
	top := make([]byte, 32)
	top[31] = 0x80
	scalars := [][]byte{make([]byte, 32), append([]byte{1}, make([]byte, 31)...), bytes32(0xff), top}
	for i := range 24 {
		s := make([]byte, 32)
		for j := range s {
			s[j] = byte(rng.Uint32())
		}
		if i%2 == 0 {
			clamp25519(s)
		}
		scalars = append(scalars, s)
	}
	f := fp25519.Field{}
	for name, l := range ladders {
		t.Run(name, func(t *testing.T) {
			for i, u := range us {
				for j, sc := range scalars {
					for _, bits := range []int{256, 255, 254, 64, 13, 9, 8, 2, 1} {
						var g lscratch[fp25519.Element]
						g.x1 = element25519(t, u)
						k.ladder(&g, sc, bits)
						var w lscratch[fp25519.Element64]
						w.x1 = limbs64(u)
						l.ladder(&w, sc, bits)
						require.Equal(t, limbs64(u), w.x1, "u %d, scalar %d, %d bits: x1", i, j, bits)
						var w64 lscratch[fp25519.Element64]
						w64.x1 = limbs64(u)
						k64.ladder(&w64, sc, bits)
						require.Equal(t, [4]fp25519.Element64{w64.x2, w64.z2, w64.x3, w64.z3}, [4]fp25519.Element64{w.x2, w.z2, w.x3, w.z3},
							"u %d, scalar %d, %d bits: limbs of (x2, z2, x3, z3)", i, j, bits)
						var got [4]fp25519.Element
						for n, e := range []*fp25519.Element64{&w.x2, &w.z2, &w.x3, &w.z3} {
							f.SetElement64(&got[n], e)
						}
						for n, want := range []*fp25519.Element{&g.x2, &g.z2, &g.x3, &g.z3} {
							require.Equal(t, 1, f.Equal(want, &got[n]), "u %d, scalar %d, %d bits: element %d of (x2, z2, x3, z3)", i, j, bits, n)
						}
					}
				}
			}
		})
	}
}

// TestLadderAsmBitCounts checks the bit counts the assembly does not take
// (its prologue leaves them to the Go body): 0 bits gives (1 : 0), the
// point at infinity, whatever u; more bits than n holds panics, as the
// generic ladder does.
func TestLadderAsmBitCounts(t *testing.T) {
	k64 := &arith[fp25519.Element64]{a24Small: 121666}
	for _, l := range []backend[fp25519.Element64]{&arithFp25519x64{arith: k64}, &arithFp25519x64ADX{arith: k64}} {
		if _, adx := l.(*arithFp25519x64ADX); adx && !fp25519.HasADX() {
			continue
		}
		var w lscratch[fp25519.Element64]
		w.x1 = fp25519.Element64{9}
		l.ladder(&w, bytes32(0xff), 0)
		assert.Equal(t, fp25519.Element64{1}, w.x2)
		assert.Equal(t, fp25519.Element64{}, w.z2)
		assert.Panics(t, func() { l.ladder(&w, make([]byte, 2), 17) })
	}
}
