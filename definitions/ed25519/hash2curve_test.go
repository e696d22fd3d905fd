package ed25519

import (
	"crypto/sha512"
	"encoding/json"
	"math/big"
	"strings"
	"testing"

	"github.com/curvekit/curvekit/curves/montgomery"
	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fp25519"
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
	f := fp25519.Field{}
	return field.Big[fp25519.Element](f, &ax), field.Big[fp25519.Element](f, &ay)
}

// assertPoint checks that p is the vector point want.
func assertPoint(t *testing.T, want h2cPoint, p *Point, what string) {
	t.Helper()
	x, y := affineBig(p)
	assert.Zero(t, hexBig(t, want.X).Cmp(x), "%s: x = %#x, want %s", what, x, want.X)
	assert.Zero(t, hexBig(t, want.Y).Cmp(y), "%s: y = %#x, want %s", what, y, want.Y)
}

// TestHashToCurveVectors checks every vector of RFC 9380 Appendix J.5.1 and
// J.5.2 (the RO_ and NU_ suites for edwards25519): the field elements u of
// hash_to_field, the points Q0, Q1 (RO_) or Q (NU_) of MapToCurve, and the
// final point P of HashToCurve and EncodeToCurve, which must lie in the
// subgroup of order ℓ.
func TestHashToCurveVectors(t *testing.T) {
	for _, tc := range []struct {
		file, suite string
		ro          bool
	}{
		{"h2c/edwards25519_XMD_SHA-512_ELL2_RO_.json", SuiteRO, true},
		{"h2c/edwards25519_XMD_SHA-512_ELL2_NU_.json", SuiteNU, false},
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
				u := make([]fp25519.Element, count)
				require.NoError(t, hashToField(u, msg, dst))
				for i := range u {
					got := field.Big[fp25519.Element](fp25519.Field{}, &u[i])
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
// is, and a longer one gives the same point as its reduction
// SHA-512("H2C-OVERSIZE-DST-" ‖ DST).
func TestHashToCurveDST(t *testing.T) {
	msg := []byte("msg")
	for _, dst := range [][]byte{nil, {}} {
		_, err := HashToCurve(msg, dst)
		assert.ErrorIs(t, err, errEmptyDST)
		assert.ErrorContains(t, err, "ed25519:")
		_, err = EncodeToCurve(msg, dst)
		assert.ErrorIs(t, err, errEmptyDST)
	}
	max := []byte(strings.Repeat("D", 255))
	p, err := HashToCurve(msg, max)
	require.NoError(t, err)
	assert.Equal(t, 1, p.IsTorsionFree())

	long := []byte(strings.Repeat("D", 256))
	reduced := sha512.Sum512(append([]byte("H2C-OVERSIZE-DST-"), long...))
	for _, h := range []func(msg, dst []byte) (*Point, error){HashToCurve, EncodeToCurve} {
		p, err := h(msg, long)
		require.NoError(t, err)
		q, err := h(msg, reduced[:])
		require.NoError(t, err)
		assert.Equal(t, 1, p.Equal(q))
		r, err := h(msg, max)
		require.NoError(t, err)
		assert.Equal(t, 0, p.Equal(r))
	}
}

// TestRationalMapSign checks the sign of the constant c1 = sqrt(−486664) of
// the birational map: RFC 9380 §6.8.2 and Appendix G.2.2 require sgn0(c1) = 0
// and that the map send curve25519's base point to edwards25519's base point
// B. That base point is (9, v) with v as corrected by RFC 7748 erratum 4730;
// the v printed in RFC 7748 §4.1 is its negative and maps to −B.
func TestRationalMapSign(t *testing.T) {
	c := ell2()
	f := fp25519.Field{}
	assert.Equal(t, 0, f.Sgn0(&c.c1))
	nine := big.NewInt(9)
	v := mustDecimal("43114425171068552920764898935933967039370386198203806730763910166200978582548")
	x, y := refRationalMap(nine, v)
	assert.Zero(t, paramBx.Cmp(x))
	assert.Zero(t, paramBy.Cmp(y))
	v.Sub(paramP, v) // RFC 7748's printed v
	x, y = refRationalMap(nine, v)
	assert.Zero(t, new(big.Int).Sub(paramP, paramBx).Cmp(x))
	assert.Zero(t, paramBy.Cmp(y))
	// The package's c1 is the reference map's: the even root of −486664.
	c1 := field.Big[fp25519.Element](f, &c.c1)
	assert.Zero(t, new(big.Int).Mod(new(big.Int).Add(new(big.Int).Mul(c1, c1), big.NewInt(486664)), paramP).Sign())
}

// refRationalMap is the birational map of RFC 7748 §4.1 from curve25519 to
// edwards25519 in math/big, x = sqrt(−486664)·s/t, y = (s − 1)/(s + 1), with
// the exceptional cases t = 0 and s = −1 sent to (0, 1) as RFC 9380
// Appendix D.1 requires. The square root is the even one.
func refRationalMap(s, t *big.Int) (x, y *big.Int) {
	p := paramP
	if t.Sign() == 0 || new(big.Int).Add(s, big.NewInt(1)).Cmp(p) == 0 {
		return big.NewInt(0), big.NewInt(1)
	}
	c1 := new(big.Int).ModSqrt(new(big.Int).Sub(p, big.NewInt(486664)), p)
	if c1.Bit(0) == 1 {
		c1.Sub(p, c1)
	}
	x = new(big.Int).ModInverse(t, p)
	x.Mul(x, s).Mul(x, c1).Mod(x, p)
	y = new(big.Int).Add(s, big.NewInt(1))
	y.ModInverse(y, p)
	y.Mul(y, new(big.Int).Sub(s, big.NewInt(1))).Mod(y, p)
	return x, y
}

// curve25519 returns curve25519 on the generic Montgomery engine, whose
// Elligator 2 and hash_to_curve (checked there against RFC 9380's
// curve25519 vectors) are the oracle of TestDifferentialMontgomery.
func curve25519(t *testing.T) *montgomery.Curve[fp25519.Element] {
	t.Helper()
	m, err := montgomery.New(montgomery.Params[fp25519.Element]{
		Name: "curve25519", Field: fp25519.Field{}, A: big.NewInt(486662), U: big.NewInt(9),
		Order: paramL, Cofactor: 8, ScalarBits: 255,
	})
	require.NoError(t, err)
	return m
}

// TestDifferentialMontgomery checks MapToCurve, HashToCurve and
// EncodeToCurve against the Montgomery engine's generic Elligator 2 (an
// inversion and two square roots, rather than the straight-line map) and
// hash_to_curve (computed on its own Edwards model) followed by the
// birational map in math/big, on edge and random field elements and on
// random messages.
func TestDifferentialMontgomery(t *testing.T) {
	m := curve25519(t)
	f := fp25519.Field{}
	rnd := testRand(t)
	// Edge inputs: 0 (mapped to (0, 0), the exceptional case of the
	// rational map), ±1, ±2 and p − 1, then random elements.
	var inputs []fp25519.Element
	for _, v := range []int64{0, 1, -1, 2, -2, 486662, -486662} {
		var u fp25519.Element
		require.NoError(t, field.SetBig[fp25519.Element](f, &u, new(big.Int).Mod(big.NewInt(v), paramP)))
		inputs = append(inputs, u)
	}
	for range 40 {
		var b [64]byte
		rnd.Read(b[:])
		var u fp25519.Element
		require.NoError(t, f.SetWideBytes(&u, b[:]))
		inputs = append(inputs, u)
	}
	for i, u := range inputs {
		var s, v fp25519.Element
		require.NoError(t, m.MapToCurve(&s, &v, &u))
		wx, wy := refRationalMap(field.Big[fp25519.Element](f, &s), field.Big[fp25519.Element](f, &v))
		gx, gy := affineBig(MapToCurve(&u))
		assert.Zero(t, wx.Cmp(gx), "input %d: x", i)
		assert.Zero(t, wy.Cmp(gy), "input %d: y", i)
	}
	if inputs[0] != (fp25519.Element{}) {
		t.Fatal("first input is not 0")
	}
	assert.Equal(t, 1, MapToCurve(&inputs[0]).IsIdentity(), "u = 0 maps to (0, 0), the exceptional case")

	dst := []byte("curvekit differential test DST")
	for range 20 {
		msg := make([]byte, rnd.Uint64()%100)
		rnd.Read(msg)
		var u [2]fp25519.Element
		require.NoError(t, hashToField(u[:], msg, dst))
		var s, v fp25519.Element
		id, err := m.HashToCurve(&s, &v, &u[0], &u[1])
		require.NoError(t, err)
		require.Zero(t, id)
		wx, wy := refRationalMap(field.Big[fp25519.Element](f, &s), field.Big[fp25519.Element](f, &v))
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
		wx, wy = refRationalMap(field.Big[fp25519.Element](f, &s), field.Big[fp25519.Element](f, &v))
		p, err = EncodeToCurve(msg, dst)
		require.NoError(t, err)
		gx, gy = affineBig(p)
		assert.Zero(t, wx.Cmp(gx), "EncodeToCurve(%x): x", msg)
		assert.Zero(t, wy.Cmp(gy), "EncodeToCurve(%x): y", msg)
		assert.Equal(t, 1, p.IsTorsionFree())
	}
}

// TestHashToCurveAllocations reports the allocations of HashToCurve and
// EncodeToCurve: the returned point (two for HashToCurve), and those of
// hash_to_field in package hashes (the expander's DST, the hash state and
// the uniform-bytes buffer).
func TestHashToCurveAllocations(t *testing.T) {
	if testing.CoverMode() != "" || raceEnabled {
		t.Skip("coverage instrumentation and the race detector allocate")
	}
	msg, dst := []byte("allocations"), []byte("QUUX-V01-CS02-with-"+SuiteRO)
	var u fp25519.Element
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
// of order ℓ; and that MapToCurve of any field element is a point whose
// cofactor multiple is in that subgroup.
func FuzzHashToCurve(f *testing.F) {
	f.Add([]byte(""), []byte("QUUX-V01-CS02-with-"+SuiteRO))
	f.Add([]byte("abc"), []byte{})
	f.Add([]byte(strings.Repeat("a", 300)), []byte(strings.Repeat("D", 300)))
	f.Add(make([]byte, 64), []byte{0})
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
		if len(msg) >= 32 {
			var u fp25519.Element
			if err := (fp25519.Field{}).SetWideBytes(&u, msg[:32]); err != nil {
				t.Fatal(err)
			}
			q := MapToCurve(&u)
			if q.MultByCofactor(q).IsTorsionFree() != 1 {
				t.Fatalf("8·MapToCurve(%x) is not in the prime-order subgroup", msg[:32])
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
		var u fp25519.Element
		fp25519.Field{}.SetUint64(&u, 12345)
		b.ReportAllocs()
		for b.Loop() {
			MapToCurve(&u)
		}
	})
}
