package x25519

import (
	"math/big"
	"sync"

	"github.com/curvekit/curvekit/curves/montgomery"
	"github.com/curvekit/curvekit/definitions/ed25519"
	"github.com/curvekit/curvekit/definitions/internal/xdh"
	"github.com/curvekit/curvekit/field/fp25519"
)

// The parameters of curve25519, RFC 7748 §4.1.
var (
	// A = 486662: v² = u³ + 486662·u² + u over GF(2^255 − 19).
	paramA = big.NewInt(486662)
	// U = 9, the u-coordinate of the base point.
	paramU = big.NewInt(9)
	// n = 2^252 + 27742317777372353535851937790883648493, the order of the
	// base point (the same ℓ as edwards25519's).
	paramN = func() *big.Int {
		x, _ := new(big.Int).SetString("27742317777372353535851937790883648493", 10)
		return x.Add(x, new(big.Int).Lsh(big.NewInt(1), 252))
	}()
)

// decodeScalar is decodeScalar25519 of RFC 7748 §5 (see xdh.Clamp).
var decodeScalar = xdh.Clamp(3, 255)

// engine builds curve25519 on first use: the Montgomery engine over fp25519
// (which runs the engine's ladder generated for fp25519) with edwards25519's
// fixed-base tables (u = (1 + y)/(1 − y), RFC 7748 §4.1) for public keys.
var engine = sync.OnceValues(func() (*montgomery.Curve[fp25519.Element], error) {
	return montgomery.New(montgomery.Params[fp25519.Element]{
		Name:       "curve25519",
		Field:      fp25519.Field{},
		A:          paramA,
		U:          paramU,
		Order:      paramN,
		Cofactor:   8,
		ScalarBits: 255,
		Clamp:      decodeScalar,
		BaseMult:   montgomery.EdwardsBaseMult(ed25519.Curve(), montgomery.Birational),
	})
})

// Curve returns curve25519 as an engine curve, for the lower-level
// interface of curves/montgomery: element-level ladders, the maps to
// edwards25519, Elligator 2 and hash-to-curve.
func Curve() *montgomery.Curve[fp25519.Element] {
	c, err := engine()
	if err != nil {
		panic("x25519: internal error: " + err.Error())
	}
	return c
}
