package ed448

import (
	"crypto/sha3"
	"encoding/json"
	"math/big"
	"strings"
	"testing"

	"github.com/curvekit/curvekit/curves/montgomery"
	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fp448"
	"github.com/curvekit/curvekit/internal/vectors"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// h2cPoint is an affine point of an RFC 9380 vector file, "0x…" hex.
type h2cPoint struct{ X, Y string }

// h2cFile is the layout of the RFC 9380 vector files (poc/vectors).
type h2cFile struct {
	Ciphersuite  string `json:"ciphersuite"`
	DST          string `json:"dst"`
	RandomOracle bool   `json:"randomOracle"`
	Vectors      []struct {
		P, Q, Q0, Q1 h2cPoint
		Msg          string   `json:"msg"`
		U            []string `json:"u"`
	} `json:"vectors"`
}

// hexBig parses a "0x…" constant of a vector file.
func hexBig(t testing.TB, s string) *big.Int {
	t.Helper()
	v, ok := new(big.Int).SetString(strings.TrimPrefix(s, "0x"), 16)
	require.True(t, ok, s)
	return v
}

// affineBig returns the affine coordinates of p as integers.
func affineBig(p *Point) (x, y *big.Int) {
	ax, ay := p.Affine()
	f := fp448.Field{}
	return field.Big[fp448.Element](f, &ax), field.Big[fp448.Element](f, &ay)
}

// assertPoint checks that p is the vector point want.
func assertPoint(t *testing.T, want h2cPoint, p *Point, what string) {
	t.Helper()
	x, y := affineBig(p)
	assert.Zero(t, hexBig(t, want.X).Cmp(x), "%s: x = %#x, want %s", what, x, want.X)
	assert.Zero(t, hexBig(t, want.Y).Cmp(y), "%s: y = %#x, want %s", what, y, want.Y)
}

// TestHashToCurveVectors checks every vector of RFC 9380 Appendix J.7.1 and
// J.7.2 (the RO_ and NU_ suites for edwards448): the field elements u of
// hash_to_field, the points Q0, Q1 (RO_) or Q (NU_) of MapToCurve, and the
// final point P of HashToCurve and EncodeToCurve, which must lie in the
// subgroup of order q.
func TestHashToCurveVectors(t *testing.T) {
	for _, tc := range []struct {
		file, suite string
		ro          bool
	}{
		{"h2c/edwards448_XOF_SHAKE256_ELL2_RO_.json", SuiteRO, true},
		{"h2c/edwards448_XOF_SHAKE256_ELL2_NU_.json", SuiteNU, false},
	} {
		t.Run(tc.suite, func(t *testing.T) {
			var file h2cFile
			require.NoError(t, json.Unmarshal(vectors.SharedFile(t, tc.file), &file))
			require.Equal(t, tc.suite, file.Ciphersuite)
			require.Equal(t, tc.ro, file.RandomOracle)
			require.Len(t, file.Vectors, 5)
			dst := []byte(file.DST)
			for _, v := range file.Vectors {
				msg := []byte(v.Msg)
				count := 1
				if tc.ro {
					count = 2
				}
				require.Len(t, v.U, count)
				u := make([]fp448.Element, count)
				require.NoError(t, hashToField(u, msg, dst))
				for i := range u {
					got := field.Big[fp448.Element](fp448.Field{}, &u[i])
					assert.Zero(t, hexBig(t, v.U[i]).Cmp(got), "msg %q: u[%d] = %#x, want %s", v.Msg, i, got, v.U[i])
				}
				var p *Point
				var err error
				if tc.ro {
					assertPoint(t, v.Q0, MapToCurve(&u[0]), "Q0 of "+v.Msg)
					assertPoint(t, v.Q1, MapToCurve(&u[1]), "Q1 of "+v.Msg)
					p, err = HashToCurve(msg, dst)
				} else {
					assertPoint(t, v.Q, MapToCurve(&u[0]), "Q of "+v.Msg)
					p, err = EncodeToCurve(msg, dst)
				}
				require.NoError(t, err)
				assertPoint(t, v.P, p, "P of "+v.Msg)
				assert.Equal(t, 1, p.IsTorsionFree(), "msg %q", v.Msg)
			}
		})
	}
}

// TestHashToCurveDST checks the domain separation tag rules of RFC 9380
// §3.1 and §5.3.3: an empty tag is an error, a tag of 255 bytes is used as
// is, and a longer one gives the same point as its reduction, the first
// ⌈2k/8⌉ = 56 bytes of SHAKE256("H2C-OVERSIZE-DST-" ‖ DST).
func TestHashToCurveDST(t *testing.T) {
	msg := []byte("msg")
	for _, dst := range [][]byte{nil, {}} {
		_, err := HashToCurve(msg, dst)
		assert.ErrorIs(t, err, errEmptyDST)
		assert.ErrorContains(t, err, "ed448:")
		_, err = EncodeToCurve(msg, dst)
		assert.ErrorIs(t, err, errEmptyDST)
	}
	max := []byte(strings.Repeat("D", 255))
	p, err := HashToCurve(msg, max)
	require.NoError(t, err)
	assert.Equal(t, 1, p.IsTorsionFree())

	long := []byte(strings.Repeat("D", 256))
	reduced := sha3.SumSHAKE256(append([]byte("H2C-OVERSIZE-DST-"), long...), 56)
	for _, h := range []func(msg, dst []byte) (*Point, error){HashToCurve, EncodeToCurve} {
		p, err := h(msg, long)
		require.NoError(t, err)
		q, err := h(msg, reduced)
		require.NoError(t, err)
		assert.Equal(t, 1, p.Equal(q))
		r, err := h(msg, max)
		require.NoError(t, err)
		assert.Equal(t, 0, p.Equal(r))
	}
}

// TestPowPm3d4 checks the exponentiation chain against math/big on edge and
// random elements.
func TestPowPm3d4(t *testing.T) {
	f := fp448.Field{}
	e := new(big.Int).Sub(paramP, big.NewInt(3))
	e.Rsh(e, 2)
	rnd := testRand(t)
	xs := []*big.Int{big.NewInt(0), big.NewInt(1), big.NewInt(2), new(big.Int).Sub(paramP, big.NewInt(1))}
	for range 20 {
		var b [56]byte
		rnd.Read(b[:])
		xs = append(xs, new(big.Int).Mod(new(big.Int).SetBytes(b[:]), paramP))
	}
	for _, x := range xs {
		var z, xe fp448.Element
		require.NoError(t, field.SetBig[fp448.Element](f, &xe, x))
		powPm3d4(&z, &xe)
		want := new(big.Int).Exp(x, e, paramP)
		assert.Zero(t, want.Cmp(field.Big[fp448.Element](f, &z)), "x = %v", x)
	}
}

// refIsogeny is the 4-isogeny of RFC 7748 §4.2 from curve448 to edwards448
// in math/big,
//
//	x = 4·v·(u² − 1)/(u⁴ − 2·u² + 4·v² + 1),
//	y = −(u⁵ − 2·u³ − 4·u·v² + u)/(u⁵ − 2·u²·v² − 2·u³ − 2·v² + u),
//
// with a vanishing denominator sent to (0, 1) as RFC 9380 Appendix G.2.4
// does.
func refIsogeny(u, v *big.Int) (x, y *big.Int) {
	p := paramP
	pow := func(b *big.Int, k int64) *big.Int { return new(big.Int).Exp(b, big.NewInt(k), p) }
	mul := func(k int64, xs ...*big.Int) *big.Int {
		r := big.NewInt(k)
		for _, x := range xs {
			r.Mul(r, x)
		}
		return r
	}
	sum := func(xs ...*big.Int) *big.Int {
		r := new(big.Int)
		for _, x := range xs {
			r.Add(r, x)
		}
		return r.Mod(r, p)
	}
	u2, v2 := pow(u, 2), pow(v, 2)
	xn := mul(4, v, sum(u2, big.NewInt(-1)))
	xd := sum(pow(u, 4), mul(-2, u2), mul(4, v2), big.NewInt(1))
	yn := sum(pow(u, 5), mul(-2, pow(u, 3)), mul(-4, u, v2), u)
	yn.Neg(yn)
	yd := sum(pow(u, 5), mul(-2, u2, v2), mul(-2, pow(u, 3)), mul(-2, v2), u)
	if xd.Sign() == 0 || yd.Sign() == 0 {
		return big.NewInt(0), big.NewInt(1)
	}
	x = xn.Mul(xn, xd.ModInverse(xd, p)).Mod(xn, p)
	y = yn.Mul(yn, yd.ModInverse(yd, p)).Mod(yn, p)
	return x, y
}

// curve448 returns curve448 on the generic Montgomery engine, whose
// Elligator 2 and hash_to_curve (checked there against RFC 9380's curve448
// vectors) are the oracle of TestDifferentialMontgomery.
func curve448(t *testing.T) *montgomery.Curve[fp448.Element] {
	t.Helper()
	m, err := montgomery.New(montgomery.Params[fp448.Element]{
		Name: "curve448", Field: fp448.Field{}, A: big.NewInt(156326), U: big.NewInt(5),
		Order: paramQ, Cofactor: 4, ScalarBits: 448,
	})
	require.NoError(t, err)
	return m
}

// TestIsogenyBasePoint checks the reference 4-isogeny on curve448's base
// point (5, v) of RFC 7748 §4.2: the base point is the image of B under the
// dual isogeny u = y²/x², and the composition of the two is multiplication
// by 4, so (5, v) must map to 4·B.
func TestIsogenyBasePoint(t *testing.T) {
	v := mustDecimal("355293926785568175264127502063783334808976399387714271831880898435169088786967410002932673765864550910142774147268105838985595290606362")
	x, y := refIsogeny(big.NewInt(5), v)
	var xe, ye fp448.Element
	f := fp448.Field{}
	require.NoError(t, field.SetBig[fp448.Element](f, &xe, x))
	require.NoError(t, field.SetBig[fp448.Element](f, &ye, y))
	p, err := Curve().NewIdentityPoint().SetAffine(&xe, &ye)
	require.NoError(t, err)
	b := Curve().NewGeneratorPoint()
	assert.Equal(t, 1, p.Equal(b.MultByCofactor(b)))
}

// TestDifferentialMontgomery checks MapToCurve, HashToCurve and
// EncodeToCurve against the Montgomery engine's generic Elligator 2 (an
// inversion and two square roots, rather than the straight-line map) and
// hash_to_curve (computed on its own Edwards model) followed by the
// 4-isogeny in math/big, on edge and random field elements and on random
// messages. As the isogeny is a homomorphism, mapping the Montgomery hash
// equals adding and clearing the cofactor on edwards448.
func TestDifferentialMontgomery(t *testing.T) {
	m := curve448(t)
	f := fp448.Field{}
	rnd := testRand(t)
	// Edge inputs: 0 and ±1 (Z·u² = −1, the exceptional case of
	// Elligator 2), ±2, ±J, then random elements.
	var inputs []fp448.Element
	for _, v := range []int64{0, 1, -1, 2, -2, 156326, -156326} {
		var u fp448.Element
		require.NoError(t, field.SetBig[fp448.Element](f, &u, new(big.Int).Mod(big.NewInt(v), paramP)))
		inputs = append(inputs, u)
	}
	for range 40 {
		var b [112]byte
		rnd.Read(b[:])
		var u fp448.Element
		require.NoError(t, f.SetWideBytes(&u, b[:]))
		inputs = append(inputs, u)
	}
	for i, u := range inputs {
		var s, v fp448.Element
		require.NoError(t, m.MapToCurve(&s, &v, &u))
		wx, wy := refIsogeny(field.Big[fp448.Element](f, &s), field.Big[fp448.Element](f, &v))
		gx, gy := affineBig(MapToCurve(&u))
		assert.Zero(t, wx.Cmp(gx), "input %d: x", i)
		assert.Zero(t, wy.Cmp(gy), "input %d: y", i)
	}
	for i := range 3 {
		assert.Equal(t, 1, MapToCurve(&inputs[i]).IsIdentity(), "input %d (0, 1, −1) maps to (0, 0), in the isogeny's kernel", i)
	}

	dst := []byte("curvekit differential test DST")
	for range 20 {
		msg := make([]byte, rnd.Uint64()%100)
		rnd.Read(msg)
		var u [2]fp448.Element
		require.NoError(t, hashToField(u[:], msg, dst))
		var s, v fp448.Element
		id, err := m.HashToCurve(&s, &v, &u[0], &u[1])
		require.NoError(t, err)
		require.Zero(t, id)
		wx, wy := refIsogeny(field.Big[fp448.Element](f, &s), field.Big[fp448.Element](f, &v))
		p, err := HashToCurve(msg, dst)
		require.NoError(t, err)
		gx, gy := affineBig(p)
		assert.Zero(t, wx.Cmp(gx), "HashToCurve(%x): x", msg)
		assert.Zero(t, wy.Cmp(gy), "HashToCurve(%x): y", msg)
		assert.Equal(t, 1, p.IsTorsionFree())

		require.NoError(t, hashToField(u[:1], msg, dst))
		id, err = m.EncodeToCurve(&s, &v, &u[0])
		require.NoError(t, err)
		require.Zero(t, id)
		wx, wy = refIsogeny(field.Big[fp448.Element](f, &s), field.Big[fp448.Element](f, &v))
		p, err = EncodeToCurve(msg, dst)
		require.NoError(t, err)
		gx, gy = affineBig(p)
		assert.Zero(t, wx.Cmp(gx), "EncodeToCurve(%x): x", msg)
		assert.Zero(t, wy.Cmp(gy), "EncodeToCurve(%x): y", msg)
		assert.Equal(t, 1, p.IsTorsionFree())
	}
}

// TestHashToCurveAllocations reports the allocations of HashToCurve and
// EncodeToCurve: the returned point, and those of hash_to_field in package
// hashes (the expander's DST, the XOF state and the uniform-bytes buffer).
func TestHashToCurveAllocations(t *testing.T) {
	if testing.CoverMode() != "" || raceEnabled {
		t.Skip("coverage instrumentation and the race detector allocate")
	}
	msg, dst := []byte("allocations"), []byte("QUUX-V01-CS02-with-"+SuiteRO)
	var u fp448.Element
	for _, tc := range []struct {
		name string
		max  float64
		f    func()
	}{
		{"HashToCurve", 8, func() { _, _ = HashToCurve(msg, dst) }},
		{"EncodeToCurve", 8, func() { _, _ = EncodeToCurve(msg, dst) }},
		{"MapToCurve", 1, func() { MapToCurve(&u) }},
	} {
		tc.f()
		n := testing.AllocsPerRun(100, tc.f)
		t.Logf("%s: %v allocations", tc.name, n)
		assert.LessOrEqual(t, n, tc.max, tc.name)
	}
}

// FuzzHashToCurve checks that HashToCurve and EncodeToCurve never panic,
// fail exactly on an empty DST, and always return a point of the subgroup
// of order q; and that MapToCurve of any field element is a point whose
// cofactor multiple is in that subgroup.
func FuzzHashToCurve(f *testing.F) {
	f.Add([]byte(""), []byte("QUUX-V01-CS02-with-"+SuiteRO))
	f.Add([]byte("abc"), []byte{})
	f.Add([]byte(strings.Repeat("a", 300)), []byte(strings.Repeat("D", 300)))
	f.Add(make([]byte, 112), []byte{0})
	f.Fuzz(func(t *testing.T, msg, dst []byte) {
		for _, h := range []func(msg, dst []byte) (*Point, error){HashToCurve, EncodeToCurve} {
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
		if len(msg) >= 56 {
			var u fp448.Element
			if err := (fp448.Field{}).SetWideBytes(&u, msg[:56]); err != nil {
				t.Fatal(err)
			}
			q := MapToCurve(&u)
			if q.MultByCofactor(q).IsTorsionFree() != 1 {
				t.Fatalf("4·MapToCurve(%x) is not in the prime-order subgroup", msg[:56])
			}
		}
	})
}

func BenchmarkHashToCurve(b *testing.B) {
	msg, dst := []byte("benchmark message"), []byte("QUUX-V01-CS02-with-"+SuiteRO)
	b.Run("RO", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			_, _ = HashToCurve(msg, dst)
		}
	})
	b.Run("NU", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			_, _ = EncodeToCurve(msg, dst)
		}
	})
	b.Run("MapToCurve", func(b *testing.B) {
		var u fp448.Element
		fp448.Field{}.SetUint64(&u, 12345)
		b.ReportAllocs()
		for b.Loop() {
			MapToCurve(&u)
		}
	})
}
