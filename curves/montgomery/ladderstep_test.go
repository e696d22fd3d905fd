package montgomery

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fp25519"
)

// field64 is fp25519.Field64 as a field.Field, so that the generic ladder
// step of ladder.go runs over it: the operations the step makes are
// Field64's, the others (which it never calls) are the nil interface's.
type field64 struct {
	field.Field[fp25519.Element64]
	f fp25519.Field64
}

func (f field64) Zero(z *fp25519.Element64)                  { f.f.Zero(z) }
func (f field64) One(z *fp25519.Element64)                   { f.f.One(z) }
func (f field64) Add(z, x, y *fp25519.Element64)             { f.f.Add(z, x, y) }
func (f field64) Sub(z, x, y *fp25519.Element64)             { f.f.Sub(z, x, y) }
func (f field64) Mul(z, x, y *fp25519.Element64)             { f.f.Mul(z, x, y) }
func (f field64) Square(z, x *fp25519.Element64)             { f.f.Square(z, x) }
func (f field64) MulSmall(z, x *fp25519.Element64, c uint32) { f.f.MulSmall(z, x, c) }

// Select sets z = a if c is 1 and z = b if c is 0, with a mask, for the
// generic ladder's cswap.
func (field64) Select(z, a, b *fp25519.Element64, c int) {
	m := -uint64(c)
	for i := range z {
		z[i] = b[i] ^ m&(a[i]^b[i])
	}
}

// edges64 are radix-2^64 limbs at the edges of Element64's range: 0, 1,
// 37, 38, 2^64 − 1, p − 1, p, p + 1, 2^255 − 1, 2^255, 2^256 − 39,
// 2^256 − 38 and 2^256 − 1 (Element64 holds any value below 2^256, so p
// and 2^255 − 1 are valid non-canonical forms of 0 and 18).
func edges64() []fp25519.Element64 {
	const m = ^uint64(0)
	return []fp25519.Element64{
		{}, {1}, {37}, {38}, {m},
		{m - 19, m, m, m >> 1}, {m - 18, m, m, m >> 1}, {m - 17, m, m, m >> 1},
		{m, m, m, m >> 1}, {0, 0, 0, 1 << 63},
		{m - 38, m, m, m}, {m - 37, m, m, m}, {m, m, m, m},
	}
}

// TestLadderStepFp25519x64MatchesGeneric runs the ladder step of
// arithFp25519x64 and arithFp25519x64ADX (the generated Go; on amd64 the
// assembly of zz_ladder_fp25519x64*_amd64.s runs the step inside the whole
// ladder, which TestLadderAsmMatchesGeneric checks limb for limb) against ladder.go's step over fp25519.Field64 itself,
// limb for limb: on inputs whose five elements are each random or one of
// edges64 (non-canonical values included), and with a24 = 121666 and
// another 32-bit constant. The values are checked against math/big too.
func TestLadderStepFp25519x64MatchesGeneric(t *testing.T) {
	rng := rand.New(rand.NewPCG(25519, 64))
	edges := edges64()
	el := func() fp25519.Element64 {
		if rng.IntN(2) == 0 {
			return edges[rng.IntN(len(edges))]
		}
		return fp25519.Element64{rng.Uint64(), rng.Uint64(), rng.Uint64(), rng.Uint64()}
	}
	for _, a24 := range []uint32{121666, 0xfffffffe} {
		k := &arith[fp25519.Element64]{f: field64{}, ms: field64{}, a24Small: a24}
		steps := map[string]func(*lscratch[fp25519.Element64]){
			"x64": (&arithFp25519x64{arith: k}).ladderStep,
		}
		if fp25519.HasADX() {
			steps["adx"] = (&arithFp25519x64ADX{arith: k}).ladderStep
		}
		for i := range 4000 {
			var in lscratch[fp25519.Element64]
			for _, e := range []*fp25519.Element64{&in.x1, &in.x2, &in.z2, &in.x3, &in.z3, &in.t0, &in.t1} {
				*e = el()
			}
			want := in
			k.ladderStep(&want)
			if i < 200 {
				checkStepBig(t, &in, &want, a24)
			}
			for name, step := range steps {
				got := in
				step(&got)
				require.Equal(t, want, got, "%s, a24 %d, input %d: %x", name, a24, i, in)
			}
		}
	}
}

// checkStepBig checks one ladder step out against RFC 7748 §5 computed
// with math/big from the values of in.
func checkStepBig(t *testing.T, in, out *lscratch[fp25519.Element64], a24 uint32) {
	p := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 255), big.NewInt(19))
	v := func(e *fp25519.Element64) *big.Int {
		b := new(big.Int)
		for i := 3; i >= 0; i-- {
			b.Lsh(b, 64).Or(b, new(big.Int).SetUint64(e[i]))
		}
		return b
	}
	md := func(x *big.Int) *big.Int { return x.Mod(x, p) }
	mul := func(x, y *big.Int) *big.Int { return md(new(big.Int).Mul(x, y)) }
	x1, x2, z2, x3, z3 := v(&in.x1), v(&in.x2), v(&in.z2), v(&in.x3), v(&in.z3)
	A := md(new(big.Int).Add(x2, z2))
	B := md(new(big.Int).Sub(x2, z2))
	C := md(new(big.Int).Add(x3, z3))
	D := md(new(big.Int).Sub(x3, z3))
	AA, BB := mul(A, A), mul(B, B)
	E := md(new(big.Int).Sub(AA, BB))
	DA, CB := mul(D, A), mul(C, B)
	sum, diff := md(new(big.Int).Add(DA, CB)), md(new(big.Int).Sub(DA, CB))
	wantX3 := mul(sum, sum)
	wantZ3 := mul(x1, mul(diff, diff))
	wantX2 := mul(AA, BB)
	// RFC 7748 writes z_2 = E·(AA + a24'·E) with a24' = (A − 2)/4 = a24 − 1.
	wantZ2 := mul(E, md(new(big.Int).Add(AA, mul(big.NewInt(int64(a24)-1), E))))
	for _, c := range []struct {
		name      string
		got, want *big.Int
	}{{"x2", v(&out.x2), wantX2}, {"z2", v(&out.z2), wantZ2}, {"x3", v(&out.x3), wantX3}, {"z3", v(&out.z3), wantZ3}, {"x1", v(&out.x1), v(&in.x1)}} {
		got := c.got
		if c.name != "x1" {
			got = md(got)
		}
		require.Zero(t, got.Cmp(c.want), "%s: got %x, want %x", c.name, got, c.want)
	}
}
