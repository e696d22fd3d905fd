package fp25519

import (
	"math/rand/v2"
	"testing"
)

// TestLanesSelection checks the selection of the lanes of field elements:
// AVX-512 IFMA if present, else AVX2, else the scalar kernels.
func TestLanesSelection(t *testing.T) {
	t.Logf("IFMA: %v, AVX2: %v", haveIFMA, haveAVX2Lanes)
	if haveIFMA && haveAVX2Lanes {
		t.Fatal("both IFMA and AVX2 lane kernels selected")
	}
	if haveAVX2Lanes && !lanesAVX2Usable() {
		t.Fatal("AVX2 lane kernels selected without AVX2")
	}
	if !haveIFMA && lanesAVX2Usable() && !haveAVX2Lanes {
		t.Fatal("AVX2 available without IFMA, but the AVX2 lane kernels are not selected")
	}
}

// TestLanesAVX2Roots checks the AVX2 lane multiplication and squarings of
// SqrtRatioBatch against the scalar kernels, element for element mod p,
// on edge values with limbs up to 2^52 − 1 and random elements, with
// outputs below 2^52 and aliasing inputs, whichever kernels are selected.
func TestLanesAVX2Roots(t *testing.T) {
	if !lanesAVX2Usable() {
		t.Skip("the processor or GODEBUG does not allow AVX2")
	}
	rng := rand.New(rand.NewPCG(45, 46))
	es := testElements(rng, 200)
	ys := append([]Element(nil), es...)
	rng.Shuffle(len(ys), func(i, j int) { ys[i], ys[j] = ys[j], ys[i] })
	xg, yg := laneGroups(rng, es), laneGroups(rng, ys)
	check := func(got, want *lanes, msg string, n int) {
		t.Helper()
		var g, w [laneCount]Element
		got.elements(&g)
		want.elements(&w)
		for j := range g {
			if f.Equal(&g[j], &w[j]) != 1 {
				t.Fatalf("%s (n = %d), lane %d: %x, want %x", msg, n, j, g[j], w[j])
			}
			requireLoose(t, &g[j])
		}
	}
	for gi := range xg {
		var xl, yl, got, want lanes
		xl.setElements(&xg[gi])
		yl.setElements(&yg[gi])
		lanesMulAVX2(&got, &xl, &yl)
		lanesMulGeneric(&want, &xl, &yl)
		check(&got, &want, "mul", 0)
		got = xl
		lanesMulAVX2(&got, &got, &yl)
		check(&got, &want, "mul in place", 0)
		for _, n := range []int{1, 2, 7} {
			lanesSquareNAVX2(&got, &xl, n)
			lanesSquareNGeneric(&want, &xl, n)
			check(&got, &want, "squarings", n)
			got = xl
			lanesSquareNAVX2(&got, &got, n)
			check(&got, &want, "squarings in place", n)
		}
	}
}
