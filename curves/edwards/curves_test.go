package edwards

import (
	"math/big"
	"sync"
	"testing"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fn25519"
	"github.com/curvekit/curvekit/field/fn448"
	"github.com/curvekit/curvekit/field/fp25519"
	"github.com/curvekit/curvekit/field/fp448"
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

// Curve constants of RFC 8032 §5.1 (edwards25519) and §5.2 (edwards448).
var (
	// p25519 = 2^255 − 19.
	p25519 = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 255), big.NewInt(19))
	// l25519 = 2^252 + 27742317777372353535851937790883648493.
	l25519 = new(big.Int).Add(new(big.Int).Lsh(big.NewInt(1), 252), mustBig("27742317777372353535851937790883648493"))
	// d25519 = −121665/121666 mod p.
	d25519 = mustBig("37095705934669439343138083508754565189542113879843219016388785533085940283555")
	// a25519 = −1 mod p.
	a25519 = new(big.Int).Sub(p25519, big.NewInt(1))
	// gx25519, gy25519: the base point B, with y = 4/5.
	gx25519 = mustBig("15112221349535400772501151409588531511454012693041857206046113283949847762202")
	gy25519 = mustBig("46316835694926478169428394003475163141307993866256225615783033603165251855960")

	// p448 = 2^448 − 2^224 − 1.
	p448 = new(big.Int).Sub(new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 448), new(big.Int).Lsh(big.NewInt(1), 224)), big.NewInt(1))
	// q448 = 2^446 − 13818066809895115352007386748515426880336692474882178609894547503885.
	q448 = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 446), mustBig("13818066809895115352007386748515426880336692474882178609894547503885"))
	// d448 = −39081 mod p.
	d448 = new(big.Int).Sub(p448, big.NewInt(39081))
	// gx448, gy448: the base point B of RFC 8032 §5.2.
	gx448 = mustBig("224580040295924300187604334099896036246789641632564134246125461686950415467406032909029192869357953282578032075146446173674602635247710")
	gy448 = mustBig("298819210078481492676017930443930673437544040154080242095928241372331506189835876003536878655418784733982303233503462500531545062832660")
)

// The test curves, built once per test binary.
var (
	curvesOnce             sync.Once
	ed25519Fixed           *Curve[fp25519.Element, fn25519.Element]
	ed25519Prime           *Curve[field.PrimeElement, field.PrimeElement]
	twisted25519           *Curve[fp25519.Element, field.PrimeElement] // a = −4: the general-a formulas
	ed448Fixed             *Curve[fp448.Element, fn448.Element]
	ed448Prime             *Curve[field.PrimeElement, field.PrimeElement]
	scalar25519, scalar448 *field.Prime
	errCurves              error
)

// testCurves builds the test curves: edwards25519 over fp25519 and over the
// runtime field, edwards448 over fp448 and over the runtime field, all with
// runtime scalar fields.
func testCurves(t testing.TB) {
	t.Helper()
	curvesOnce.Do(func() {
		var err error
		if scalar25519, err = field.NewPrime(l25519, field.LittleEndian); err != nil {
			errCurves = err
			return
		}
		if scalar448, err = field.NewPrime(q448, field.LittleEndian); err != nil {
			errCurves = err
			return
		}
		fp25519Rt, _ := field.NewPrime(p25519, field.LittleEndian)
		fp448Rt, _ := field.NewPrime(p448, field.LittleEndian)
		ed25519Fixed, err = New(Params[fp25519.Element, fn25519.Element]{
			Name: "edwards25519", Field: fp25519.Field{}, Scalar: fn25519.Field{},
			A: a25519, D: d25519, Gx: gx25519, Gy: gy25519, Order: l25519, Cofactor: 8, EncodingLen: 32,
		})
		if err != nil {
			errCurves = err
			return
		}
		ed25519Prime, err = New(Params[field.PrimeElement, field.PrimeElement]{
			Name: "edwards25519/runtime", Field: fp25519Rt, Scalar: scalar25519,
			A: a25519, D: d25519, Gx: gx25519, Gy: gy25519, Cofactor: 8,
		})
		if err != nil {
			errCurves = err
			return
		}
		// (x, y) ↦ (x/2, y) maps edwards25519 onto −4·x² + y² = 1 + 4d·x²·y².
		inv2 := new(big.Int).ModInverse(big.NewInt(2), p25519)
		twisted25519, err = New(Params[fp25519.Element, field.PrimeElement]{
			Name: "edwards25519 with a = −4", Field: fp25519.Field{}, Scalar: scalar25519,
			A: new(big.Int).Sub(p25519, big.NewInt(4)), D: new(big.Int).Mod(new(big.Int).Lsh(d25519, 2), p25519),
			Gx: new(big.Int).Mod(new(big.Int).Mul(gx25519, inv2), p25519), Gy: gy25519, Cofactor: 8,
		})
		if err != nil {
			errCurves = err
			return
		}
		ed448Fixed, err = New(Params[fp448.Element, fn448.Element]{
			Name: "edwards448", Field: fp448.Field{}, Scalar: fn448.Field{},
			A: big.NewInt(1), D: d448, Gx: gx448, Gy: gy448, Cofactor: 4, EncodingLen: 57,
		})
		if err != nil {
			errCurves = err
			return
		}
		ed448Prime, err = New(Params[field.PrimeElement, field.PrimeElement]{
			Name: "edwards448/runtime", Field: fp448Rt, Scalar: scalar448,
			A: big.NewInt(1), D: d448, Gx: gx448, Gy: gy448, Cofactor: 4,
		})
		errCurves = err
	})
	require.NoError(t, errCurves)
}
