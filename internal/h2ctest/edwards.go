package h2ctest

import (
	"fmt"
	"io"
	"math/big"
	"strings"
	"testing"

	"github.com/curvekit/curvekit/curves/edwards"
	"github.com/curvekit/curvekit/curves/montgomery"
	"github.com/curvekit/curvekit/field"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Edwards is a hash-to-curve implementation on the Edwards engine (the
// edwards25519 and edwards448 suites of RFC 9380), given by its functions.
type Edwards[E, S any] struct {
	// Field is the base field.
	Field field.Field[E]
	// HashToField is hash_to_field with the suite's expander, filling u.
	HashToField func(u []E, msg, dst []byte) error
	// MapToCurve is the suite's map (Elligator 2 and the map to the Edwards
	// curve), without clearing the cofactor.
	MapToCurve func(u *E) *edwards.Point[E, S]
	// HashToCurve and EncodeToCurve are the random-oracle and nonuniform
	// encodings.
	HashToCurve, EncodeToCurve func(msg, dst []byte) (*edwards.Point[E, S], error)
}

// Affine returns the affine coordinates of p as integers.
func (s *Edwards[E, S]) Affine(p *edwards.Point[E, S]) (x, y *big.Int) {
	ax, ay := p.Affine()
	return field.Big(s.Field, &ax), field.Big(s.Field, &ay)
}

// assertPoint checks that p is the vector point want.
func (s *Edwards[E, S]) assertPoint(t *testing.T, want Point, p *edwards.Point[E, S], what string) {
	t.Helper()
	x, y := s.Affine(p)
	assert.Zero(t, Int(t, want.X).Cmp(x), "%s: x = %#x, want %s", what, x, want.X)
	assert.Zero(t, Int(t, want.Y).Cmp(y), "%s: y = %#x, want %s", what, y, want.Y)
}

// Vectors checks every vector of f: the field elements u of hash_to_field,
// the points Q0, Q1 (random oracle) or Q (nonuniform) of MapToCurve, and
// the final point P of HashToCurve or EncodeToCurve, which must lie in the
// prime-order subgroup.
func (s *Edwards[E, S]) Vectors(t *testing.T, f *File) {
	t.Helper()
	dst := []byte(f.DST)
	for _, v := range f.Vectors {
		msg := []byte(v.Msg)
		qs := v.MapOutputs(f.RandomOracle)
		require.Len(t, v.U, len(qs))
		u := make([]E, len(qs))
		require.NoError(t, s.HashToField(u, msg, dst))
		for i := range u {
			got := field.Big(s.Field, &u[i])
			assert.Zero(t, Int(t, v.U[i]).Cmp(got), "msg %q: u[%d] = %#x, want %s", v.Msg, i, got, v.U[i])
			s.assertPoint(t, qs[i], s.MapToCurve(&u[i]), fmt.Sprintf("map of u[%d] of %q", i, v.Msg))
		}
		h := s.EncodeToCurve
		if f.RandomOracle {
			h = s.HashToCurve
		}
		p, err := h(msg, dst)
		require.NoError(t, err)
		s.assertPoint(t, v.P, p, "P of "+v.Msg)
		assert.Equal(t, 1, p.IsTorsionFree(), "msg %q", v.Msg)
	}
}

// DSTRules checks the domain separation tag rules (see the function
// DSTRules) on HashToCurve and EncodeToCurve, and that a 255-byte tag gives
// a point of the prime-order subgroup.
func (s *Edwards[E, S]) DSTRules(t *testing.T, reduce func(dst []byte) []byte, errEmpty error, prefix string) {
	t.Helper()
	dstRulesBoth(t, s.HashToCurve, s.EncodeToCurve, reduce, errEmpty, prefix)
	for _, h := range []func(msg, dst []byte) (*edwards.Point[E, S], error){s.HashToCurve, s.EncodeToCurve} {
		p, err := h([]byte("msg"), []byte(strings.Repeat("D", 255)))
		require.NoError(t, err)
		assert.Equal(t, 1, p.IsTorsionFree())
	}
}

// Oracle is the oracle of Differential: the suite's Montgomery curve on
// the generic engine, whose Elligator 2 and hash_to_curve are checked
// against RFC 9380's vectors in curves/montgomery, and Ref, the map from it
// to the Edwards curve in math/big (RFC 7748 §4.1's birational map, §4.2's
// 4-isogeny).
type Oracle[E any] struct {
	Curve *montgomery.Curve[E]
	Ref   func(u, v *big.Int) (x, y *big.Int)
}

// Differential checks MapToCurve, HashToCurve and EncodeToCurve against
// the Montgomery engine's generic Elligator 2 and hash_to_curve followed by
// m.Ref, on the field elements edge (given as small integers, reduced
// modulo p), on 40 random elements made from wideLen bytes of rnd, and on
// 20 random messages. It returns the field elements it mapped, the edge ones
// first.
func (s *Edwards[E, S]) Differential(t *testing.T, m Oracle[E], edge []int64, wideLen int, rnd io.Reader) []E {
	t.Helper()
	f, p := s.Field, s.Field.Modulus()
	var inputs []E
	for _, v := range edge {
		var u E
		require.NoError(t, field.SetBig(f, &u, new(big.Int).Mod(big.NewInt(v), p)))
		inputs = append(inputs, u)
	}
	b := make([]byte, wideLen)
	for range 40 {
		_, err := io.ReadFull(rnd, b)
		require.NoError(t, err)
		var u E
		require.NoError(t, f.SetWideBytes(&u, b))
		inputs = append(inputs, u)
	}
	// check compares p with the image of the Montgomery point (u, v).
	check := func(u, v *E, p *edwards.Point[E, S], what string, args ...any) {
		t.Helper()
		wx, wy := m.Ref(field.Big(f, u), field.Big(f, v))
		gx, gy := s.Affine(p)
		assert.Zero(t, wx.Cmp(gx), append([]any{what + ": x"}, args...)...)
		assert.Zero(t, wy.Cmp(gy), append([]any{what + ": y"}, args...)...)
	}
	for i, in := range inputs {
		var u, v E
		require.NoError(t, m.Curve.MapToCurve(&u, &v, &in))
		check(&u, &v, s.MapToCurve(&in), "input %d", i)
	}

	dst := []byte("curvekit differential test DST")
	var n [1]byte
	for range 20 {
		_, err := io.ReadFull(rnd, n[:])
		require.NoError(t, err)
		msg := make([]byte, int(n[0])%100)
		_, err = io.ReadFull(rnd, msg)
		require.NoError(t, err)
		var t2 [2]E
		require.NoError(t, s.HashToField(t2[:], msg, dst))
		var u, v E
		id, err := m.Curve.HashToCurve(&u, &v, &t2[0], &t2[1])
		require.NoError(t, err)
		require.Zero(t, id)
		p, err := s.HashToCurve(msg, dst)
		require.NoError(t, err)
		check(&u, &v, p, "HashToCurve(%x)", msg)
		assert.Equal(t, 1, p.IsTorsionFree())

		require.NoError(t, s.HashToField(t2[:1], msg, dst))
		id, err = m.Curve.EncodeToCurve(&u, &v, &t2[0])
		require.NoError(t, err)
		require.Zero(t, id)
		p, err = s.EncodeToCurve(msg, dst)
		require.NoError(t, err)
		check(&u, &v, p, "EncodeToCurve(%x)", msg)
		assert.Equal(t, 1, p.IsTorsionFree())
	}
	return inputs
}

// Allocations reports the allocations of HashToCurve, EncodeToCurve and
// MapToCurve and checks them against at most max for the first two (the
// returned point and those of hash_to_field in package hashes: the
// expander's DST, the hash state and the uniform-bytes buffer) and one for
// MapToCurve. The caller skips it under coverage or the race detector.
func (s *Edwards[E, S]) Allocations(t *testing.T, dst []byte, max float64) {
	t.Helper()
	msg := []byte("allocations")
	var u E
	for _, tc := range []struct {
		name string
		max  float64
		f    func()
	}{
		{"HashToCurve", max, func() { _, _ = s.HashToCurve(msg, dst) }},
		{"EncodeToCurve", max, func() { _, _ = s.EncodeToCurve(msg, dst) }},
		{"MapToCurve", 1, func() { s.MapToCurve(&u) }},
	} {
		tc.f()
		n := testing.AllocsPerRun(100, tc.f)
		t.Logf("%s: %v allocations", tc.name, n)
		assert.LessOrEqual(t, n, tc.max, tc.name)
	}
}

// FuzzSeeds adds the seed inputs of the fuzz targets: an empty message with
// the suite's test DST, an empty DST, long ones, and a message of n zero
// bytes.
func FuzzSeeds(f *testing.F, dst string, n int) {
	f.Add([]byte(""), []byte(dst))
	f.Add([]byte("abc"), []byte{})
	f.Add([]byte(strings.Repeat("a", 300)), []byte(strings.Repeat("D", 300)))
	f.Add(make([]byte, n), []byte{0})
}

// Fuzz is the body of a fuzz target: HashToCurve and EncodeToCurve never
// panic, fail exactly on an empty DST, and return a point of the
// prime-order subgroup; and when msg has at least wideLen bytes, the
// cofactor multiple of MapToCurve of the field element they make is in
// that subgroup.
func (s *Edwards[E, S]) Fuzz(t *testing.T, msg, dst []byte, wideLen int) {
	for _, h := range []func(msg, dst []byte) (*edwards.Point[E, S], error){s.HashToCurve, s.EncodeToCurve} {
		p, err := h(msg, dst)
		if len(dst) == 0 {
			if err == nil {
				t.Fatal("accepted an empty DST")
			}
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		if p.IsTorsionFree() != 1 {
			t.Fatalf("point of %x, %x is not in the prime-order subgroup", msg, dst)
		}
	}
	if len(msg) >= wideLen {
		var u E
		if err := s.Field.SetWideBytes(&u, msg[:wideLen]); err != nil {
			t.Fatal(err)
		}
		q := s.MapToCurve(&u)
		if q.MultByCofactor(q).IsTorsionFree() != 1 {
			t.Fatalf("h·MapToCurve(%x) is not in the prime-order subgroup", msg[:wideLen])
		}
	}
}
