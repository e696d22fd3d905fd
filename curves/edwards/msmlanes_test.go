package edwards

import (
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/field/fn25519"
	"github.com/curvekit/curvekit/field/fp25519"
)

// TestStrausLanes checks Straus's method on every lane path of this
// processor (AVX-512 IFMA, AVX2, as GODEBUG allows) against the bucket
// method on the scalar kernels, and straus itself, whichever path it takes:
// random points, the points of small order, P and −P, repeated points and
// the identity, with random full-size and 128-bit scalars, 0, 1 and n − 1,
// with and without a generator term, and sums that are the identity.
func TestStrausLanes(t *testing.T) {
	testCurves(t)
	k := ed25519Fixed
	w := k.get()
	defer k.put(w)
	paths := lanePaths(t)

	var pts []*point25519
	for _, e := range smallOrderEncodings(t) {
		p, err := k.NewIdentityPoint().SetBytes(e)
		require.NoError(t, err)
		pts = append(pts, p)
	}
	for range 6 {
		p := k.NewIdentityPoint().ScalarBaseMult(randomScalar(t, k))
		pts = append(pts, p, k.NewIdentityPoint().Negate(p), p)
		pts = append(pts, k.NewIdentityPoint().Add(p, pts[len(pts)%8])) // mixed order
	}
	var one, minusOne, zero fn25519.Element
	k.fs.One(&one)
	k.fs.Neg(&minusOne, &one)
	scalar := func(i int) fn25519.Element {
		switch i % 7 {
		case 0:
			return zero
		case 1:
			return one
		case 2:
			return minusOne
		case 3:
			s := *randomScalar(t, k)
			b := make([]byte, 32)
			k.fs.PutBytes(b, &s)
			clear(b[16:])
			require.NoError(t, k.fs.SetBytes(&s, b))
			return s
		default:
			return *randomScalar(t, k)
		}
	}
	check := func(base *fn25519.Element, ss []fn25519.Element, ps []extended[fp25519.Element], what string) {
		t.Helper()
		var got, want extended[fp25519.Element]
		wantSS, wantPS := append([]fn25519.Element(nil), ss...), append([]extended[fp25519.Element](nil), ps...)
		if base != nil {
			wantSS, wantPS = append(wantSS, *base), append(wantPS, k.g)
		}
		w.pippenger(&want, wantSS, wantPS)
		b := &point25519{c: k, p: want}
		a := &point25519{c: k}
		for _, lp := range paths {
			w.strausLanes(lp.lk, &got, base, ss, ps)
			a.p = got
			require.Equal(t, 1, a.Equal(b), "%s, %s: %x vs %x", lp.name, what, a.Bytes(), b.Bytes())
		}
		// straus itself, whichever path it takes.
		w.straus(&got, base, ss, ps)
		a.p = got
		require.Equal(t, 1, a.Equal(b), "%s (straus)", what)
	}
	for _, n := range []int{0, 1, 2, 3, 9, len(pts)} {
		var ss []fn25519.Element
		var ps []extended[fp25519.Element]
		for i := range n {
			ss, ps = append(ss, scalar(i+n)), append(ps, pts[i].p)
		}
		base := scalar(n + 4)
		check(nil, ss, ps, "no base")
		check(&base, ss, ps, "with base")
		check(&zero, ss, ps, "zero base")
	}
	// Identity results: s·P + (n − s)·P, and s·P + s·(−P), with small-order
	// points around them.
	p := pts[10].p
	var negP extended[fp25519.Element]
	w.negate(&negP, &p)
	s := *randomScalar(t, k)
	var ns fn25519.Element
	k.fs.Neg(&ns, &s)
	var sum extended[fp25519.Element]
	for _, lp := range paths {
		w.strausLanes(lp.lk, &sum, nil, []fn25519.Element{s, ns, s, s}, []extended[fp25519.Element]{p, p, p, negP})
		require.True(t, w.isIdentity(&sum) == 1, "%s: s·P + (n−s)·P + s·P − s·P", lp.name)
	}
	eight := new(big.Int).SetInt64(8)
	var e8 fn25519.Element
	b := make([]byte, 32)
	eight.FillBytes(b)
	for i, j := 0, 31; i < j; i, j = i+1, j-1 {
		b[i], b[j] = b[j], b[i]
	}
	require.NoError(t, k.fs.SetBytes(&e8, b))
	var smalls []extended[fp25519.Element]
	var eights []fn25519.Element
	for _, q := range pts[:8] {
		smalls, eights = append(smalls, q.p), append(eights, e8)
	}
	for _, lp := range paths {
		w.strausLanes(lp.lk, &sum, nil, eights, smalls)
		require.True(t, w.isIdentity(&sum) == 1, "%s: 8·T for the points T of small order", lp.name)
	}
}

// TestMSMChunks checks msmSerial (msmVarTime on one goroutine) across the chunk boundary of the lane
// path (and across the Straus/Pippenger crossover without it) against the
// bucket method, with a generator term.
func TestMSMChunks(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	testCurves(t)
	k := ed25519Fixed
	w := k.get()
	defer k.put(w)
	n := strausLanesChunk + 3
	ss := make([]fn25519.Element, n)
	ps := make([]extended[fp25519.Element], n)
	p := k.NewIdentityPoint().ScalarBaseMult(randomScalar(t, k))
	step := k.NewIdentityPoint().ScalarBaseMult(randomScalar(t, k))
	for i := range n {
		ss[i] = *randomScalar(t, k)
		ps[i] = p.p
		p.Add(p, step)
	}
	base := *randomScalar(t, k)
	for _, m := range []int{strausLanesChunk, n} {
		var got, want extended[fp25519.Element]
		w.msmSerial(&got, &base, ss[:m], ps[:m])
		w.pippenger(&want, append(append([]fn25519.Element(nil), ss[:m]...), base), append(append([]extended[fp25519.Element](nil), ps[:m]...), k.g))
		a, b := &point25519{c: k, p: got}, &point25519{c: k, p: want}
		require.Equal(t, 1, a.Equal(b), "%d terms", m)
	}
}
