package x448

import (
	"math/big"
	"sync"

	"github.com/curvekit/curvekit/curves/montgomery"
	"github.com/curvekit/curvekit/definitions/ed448"
	"github.com/curvekit/curvekit/definitions/internal/xdh"
	"github.com/curvekit/curvekit/field/fp448"
)

// The parameters of curve448, RFC 7748 §4.2.
var (
	// A = 156326: v² = u³ + 156326·u² + u over GF(2^448 − 2^224 − 1).
	paramA = big.NewInt(156326)
	// U = 5, the u-coordinate of the base point.
	paramU = big.NewInt(5)
	// n = 2^446 − 13818066809895115352007386748515426880336692474882178609894547503885,
	// the order of the base point (the same as edwards448's).
	paramN = func() *big.Int {
		x, _ := new(big.Int).SetString("13818066809895115352007386748515426880336692474882178609894547503885", 10)
		return x.Sub(new(big.Int).Lsh(big.NewInt(1), 446), x)
	}()
)

// decodeScalar is decodeScalar448 of RFC 7748 §5 (see xdh.Clamp).
var decodeScalar = xdh.Clamp(2, 448)

// engine builds curve448 on first use: the Montgomery engine over fp448
// (which runs the engine's ladder generated for fp448), and edwards448's
// fixed-base tables with the 4-isogeny u = y²/x² (RFC 7748 §4.2) for public
// keys.
var engine = sync.OnceValues(func() (*montgomery.Curve[fp448.Element], error) {
	return montgomery.New(montgomery.Params[fp448.Element]{
		Name:       "curve448",
		Field:      fp448.Field{},
		A:          paramA,
		U:          paramU,
		Order:      paramN,
		Cofactor:   4,
		ScalarBits: 448,
		Clamp:      decodeScalar,
		BaseMult:   montgomery.EdwardsBaseMult(ed448.Curve(), montgomery.Isogeny4),
	})
})

// Curve returns curve448 as an engine curve, for the lower-level interface
// of curves/montgomery: element-level ladders, Elligator 2 and
// hash-to-curve.
func Curve() *montgomery.Curve[fp448.Element] {
	c, err := engine()
	if err != nil {
		panic("x448: internal error: " + err.Error())
	}
	return c
}
