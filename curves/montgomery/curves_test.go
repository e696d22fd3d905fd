package montgomery

import (
	"math/big"
	"sync"
	"testing"

	"github.com/curvekit/curvekit/curves/edwards"
	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fn25519"
	"github.com/curvekit/curvekit/field/fn448"
	"github.com/curvekit/curvekit/field/fp25519"
	"github.com/curvekit/curvekit/field/fp448"
	"github.com/curvekit/curvekit/hashes"
	"github.com/stretchr/testify/require"
)

// mustBig parses a decimal integer or, with a 0x prefix, a hex one.
func mustBig(s string) *big.Int {
	x, ok := new(big.Int).SetString(s, 0)
	if !ok {
		panic("bad integer " + s)
	}
	return x
}

// Curve constants of RFC 7748 §4.1 (curve25519) and §4.2 (curve448), and of
// RFC 8032 §5.1 for edwards25519.
var (
	// p25519 = 2^255 − 19.
	p25519 = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 255), big.NewInt(19))
	// l25519 = 2^252 + 27742317777372353535851937790883648493.
	l25519 = new(big.Int).Add(new(big.Int).Lsh(big.NewInt(1), 252), mustBig("27742317777372353535851937790883648493"))
	// p448 = 2^448 − 2^224 − 1.
	p448 = new(big.Int).Sub(new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 448), new(big.Int).Lsh(big.NewInt(1), 224)), big.NewInt(1))
	// q448 = 2^446 − 13818066809895115352007386748515426880336692474882178609894547503885.
	q448 = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 446), mustBig("13818066809895115352007386748515426880336692474882178609894547503885"))
	// d448 = −39081 mod p, gx448, gy448: edwards448 (RFC 8032 §5.2).
	d448  = new(big.Int).Sub(p448, big.NewInt(39081))
	gx448 = mustBig("224580040295924300187604334099896036246789641632564134246125461686950415467406032909029192869357953282578032075146446173674602635247710")
	gy448 = mustBig("298819210078481492676017930443930673437544040154080242095928241372331506189835876003536878655418784733982303233503462500531545062832660")
	// d25519 = −121665/121666 mod p, gx25519, gy25519 = 4/5: edwards25519.
	d25519  = mustBig("37095705934669439343138083508754565189542113879843219016388785533085940283555")
	gx25519 = mustBig("15112221349535400772501151409588531511454012693041857206046113283949847762202")
	gy25519 = mustBig("46316835694926478169428394003475163141307993866256225615783033603165251855960")
)

// clamp25519 and clamp448 are decodeScalar25519 and decodeScalar448 of
// RFC 7748 §5.
func clamp25519(k []byte) { k[0] &= 248; k[31] &= 127; k[31] |= 64 }
func clamp448(k []byte)   { k[0] &= 252; k[55] |= 128 }

// params25519 and params448 are the RFC 7748 curves over f.
func params25519[E any](f field.Field[E]) Params[E] {
	return Params[E]{Name: "curve25519", Field: f, A: big.NewInt(486662), U: big.NewInt(9),
		Order: l25519, Cofactor: 8, ScalarBits: 255, Clamp: clamp25519}
}

func params448[E any](f field.Field[E]) Params[E] {
	return Params[E]{Name: "curve448", Field: f, A: big.NewInt(156326), U: big.NewInt(5),
		Order: q448, Cofactor: 4, ScalarBits: 448, Clamp: clamp448}
}

// testCurve is one curve under test, with the operations the generic tests
// need, erasing the element type.
type testCurve struct {
	name       string
	p          *big.Int
	a          int64
	bits       int
	scalarMult func(dst, k, u []byte) error
	baseMult   func(dst, k []byte) error
	multU      func(k []byte, u *big.Int) (*big.Int, int) // ScalarMultU
	mapToCurve func(t *big.Int) (u, v *big.Int)
	encode     func(t *big.Int) (u, v *big.Int, id int)
	hash       func(t0, t1 *big.Int) (u, v *big.Int, id int)
	edY        func(u *big.Int) (*big.Int, int)
	edU        func(y *big.Int) (*big.Int, int)
	isSwapped  bool
	// hashToField is RFC 9380 hash_to_field into the curve's field.
	hashToField func(exp hashes.Expander, msg []byte, count int) ([]*big.Int, error)
}

// wrap erases the element type of c.
func wrap[E any](name string, c *Curve[E], a int64) testCurve {
	f := c.Field()
	set := func(x *big.Int) *E {
		z := new(E)
		if err := field.SetBig(f, z, new(big.Int).Mod(x, f.Modulus())); err != nil {
			panic(err)
		}
		return z
	}
	return testCurve{
		name: name, p: f.Modulus(), a: a, bits: c.bits, isSwapped: c.swapped,
		scalarMult: c.ScalarMult,
		baseMult:   c.ScalarBaseMult,
		multU: func(k []byte, u *big.Int) (*big.Int, int) {
			var z E
			zero := c.ScalarMultU(&z, k, set(u))
			return field.Big(f, &z), zero
		},
		mapToCurve: func(t *big.Int) (*big.Int, *big.Int) {
			var u, v E
			if err := c.MapToCurve(&u, &v, set(t)); err != nil {
				panic(err)
			}
			return field.Big(f, &u), field.Big(f, &v)
		},
		encode: func(t *big.Int) (*big.Int, *big.Int, int) {
			var u, v E
			id, err := c.EncodeToCurve(&u, &v, set(t))
			if err != nil {
				panic(err)
			}
			return field.Big(f, &u), field.Big(f, &v), id
		},
		hash: func(t0, t1 *big.Int) (*big.Int, *big.Int, int) {
			var u, v E
			id, err := c.HashToCurve(&u, &v, set(t0), set(t1))
			if err != nil {
				panic(err)
			}
			return field.Big(f, &u), field.Big(f, &v), id
		},
		edY: func(u *big.Int) (*big.Int, int) {
			var y E
			ok := c.EdwardsY(&y, set(u))
			return field.Big(f, &y), ok
		},
		hashToField: func(exp hashes.Expander, msg []byte, count int) ([]*big.Int, error) {
			out := make([]E, count)
			if err := hashes.HashToField(f, exp, msg, count, out); err != nil {
				return nil, err
			}
			r := make([]*big.Int, count)
			for i := range out {
				r[i] = field.Big(f, &out[i])
			}
			return r, nil
		},
		edU: func(y *big.Int) (*big.Int, int) {
			var u E
			ok := c.EdwardsU(&u, set(y))
			return field.Big(f, &u), ok
		},
	}
}

// The test curves, built once per test binary.
var (
	curvesOnce       sync.Once
	fixed25519       *Curve[fp25519.Element]
	fixed448         *Curve[fp448.Element]
	edwards25519     *edwards.Curve[fp25519.Element, fn25519.Element]
	all25519, all448 []testCurve
	errCurves        error
)

// testCurves builds curve25519 over fp25519 (generic ladder, with and
// without the Edwards fixed base), over the runtime field in both byte
// orders, and curve448 over fp448 and the runtime field.
func testCurves(t testing.TB) {
	t.Helper()
	curvesOnce.Do(func() { errCurves = buildCurves() })
	require.NoError(t, errCurves)
}

func buildCurves() error {
	var err error
	if fixed25519, err = New(params25519[fp25519.Element](fp25519.Field{})); err != nil {
		return err
	}
	edwards25519, err = edwards.New(edwards.Params[fp25519.Element, fn25519.Element]{
		Name: "edwards25519", Field: fp25519.Field{}, Scalar: fn25519.Field{},
		A: new(big.Int).Sub(p25519, big.NewInt(1)), D: d25519, Gx: gx25519, Gy: gy25519,
		Cofactor: 8, EncodingLen: 32,
	})
	if err != nil {
		return err
	}
	p := params25519[fp25519.Element](fp25519.Field{})
	p.BaseMult = EdwardsBaseMult(edwards25519, Birational)
	withBase, err := New(p)
	if err != nil {
		return err
	}
	rtLE, err := field.NewPrime(p25519, field.LittleEndian)
	if err != nil {
		return err
	}
	rtBE, err := field.NewPrime(p25519, field.BigEndian)
	if err != nil {
		return err
	}
	prime25519LE, err := New(params25519[field.PrimeElement](rtLE))
	if err != nil {
		return err
	}
	prime25519BE, err := New(params25519[field.PrimeElement](rtBE))
	if err != nil {
		return err
	}
	if fixed448, err = New(params448[fp448.Element](fp448.Field{})); err != nil {
		return err
	}
	rt448, err := field.NewPrime(p448, field.LittleEndian)
	if err != nil {
		return err
	}
	prime448, err := New(params448[field.PrimeElement](rt448))
	if err != nil {
		return err
	}
	all25519 = []testCurve{
		wrap("fp25519", fixed25519, 486662),
		wrap("fp25519+EdwardsBaseMult", withBase, 486662),
		wrap("Prime/LE", prime25519LE, 486662),
		wrap("Prime/BE", prime25519BE, 486662),
	}
	ed448, err := edwards.New(edwards.Params[fp448.Element, fn448.Element]{
		Name: "edwards448", Field: fp448.Field{}, Scalar: fn448.Field{},
		A: big.NewInt(1), D: d448, Gx: gx448, Gy: gy448, Cofactor: 4, EncodingLen: 57,
	})
	if err != nil {
		return err
	}
	pb448 := params448[fp448.Element](fp448.Field{})
	pb448.BaseMult = EdwardsBaseMult(ed448, Isogeny4)
	withBase448, err := New(pb448)
	if err != nil {
		return err
	}
	all448 = []testCurve{
		wrap("fp448", fixed448, 156326),
		wrap("fp448+EdwardsBaseMult", withBase448, 156326),
		wrap("Prime", prime448, 156326),
	}
	return nil
}
