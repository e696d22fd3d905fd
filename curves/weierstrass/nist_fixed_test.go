package weierstrass_test

import (
	"math/big"
	"testing"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/field/fnr384"
	"github.com/curvekit/curvekit/field/fnr521"
	"github.com/curvekit/curvekit/field/fpr384"
	"github.com/curvekit/curvekit/field/fpr521"
)

// P-521 (NIST SP 800-186 §3.2.1.5, SEC 2 v2 §2.6.1 secp521r1): a = −3 over
// p = 2^521 − 1; RFC 9380 §8.4 (P521_XMD:SHA-512_SSWU_*) gives Z = −4.
var (
	p521P  = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 521), big.NewInt(1))
	p521B  = hexInt("51953eb9618e1c9a1f929a21a0b68540eea2da725b99b315f3b8b489918ef109e156193951ec7e937b1652c0bd3bb1bf073573df883d2c34f1ef451fd46b503f00")
	p521Gx = hexInt("c6858e06b70404e9cd9e3ecb662395b4429c648139053fb521f828af606b4d3dbaa14b5e77efe75928fe1dc127a2ffa8de3348b3c1856a429bf97e7e31c2e5bd66")
	p521Gy = hexInt("11839296a789a3bc0045c8a5fb42c7d1bd998f54449579b446817afbd17273e662c97ee72995ef42640c550b9013fad0761353c7086a272c24088be94769fd16650")
	// p521SSWU is the map's Z = −4.
	p521SSWU = &weierstrass.SSWU{Z: new(big.Int).Sub(p521P, big.NewInt(4))}
)

type (
	p384Curve = weierstrass.Curve[fpr384.Element, fnr384.Element]
	p521Curve = weierstrass.Curve[fpr521.Element, fnr521.Element]
)

// p384Fixed is P-384 over the fixed fields fpr384 and fnr384, which run the
// formulas generated for fpr384.
func p384Fixed(t testing.TB) *p384Curve {
	return cached(t, "P-384", func() (*p384Curve, error) {
		return weierstrass.New(weierstrass.Params[fpr384.Element, fnr384.Element]{
			Name: "P-384", Field: fpr384.Field{}, Scalar: fnr384.Field{},
			A: new(big.Int).Sub(p384P, big.NewInt(3)), B: p384B, Gx: p384Gx, Gy: p384Gy, Cofactor: big.NewInt(1),
			SSWU: p384SSWU,
		})
	})
}

// p521Fixed is P-521 over the fixed fields fpr521 and fnr521, which run the
// formulas generated for fpr521.
func p521Fixed(t testing.TB) *p521Curve {
	return cached(t, "P-521", func() (*p521Curve, error) {
		return weierstrass.New(weierstrass.Params[fpr521.Element, fnr521.Element]{
			Name: "P-521", Field: fpr521.Field{}, Scalar: fnr521.Field{},
			A: new(big.Int).Sub(p521P, big.NewInt(3)), B: p521B, Gx: p521Gx, Gy: p521Gy, Cofactor: big.NewInt(1),
			SSWU: p521SSWU,
		})
	})
}

// TestConformanceNISTFixed runs the engine conformance suite on P-384 and
// P-521 over their fixed fields, the curves of definitions/p384 and
// definitions/p521 (the suite's model checks every result against
// math/big, so the generated formulas are checked on the curve as well as
// against the generic ones in TestGeneratedFormulasMatchGeneric).
func TestConformanceNISTFixed(t *testing.T) {
	t.Run("P-384", func(t *testing.T) { runConformance(t, p384Fixed(t)) })
	t.Run("P-521", func(t *testing.T) { runConformance(t, p521Fixed(t)) })
}
