package catalogue_test

import (
	"crypto/elliptic"
	"math/big"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/definitions/catalogue"
	"github.com/curvekit/curvekit/definitions/x448"
	"github.com/curvekit/curvekit/field"
)

func dec(s string) *big.Int {
	x, ok := new(big.Int).SetString(s, 10)
	if !ok {
		panic("bad decimal " + s)
	}
	return x
}

// pow2 returns 2^k + c.
func pow2(k uint, c *big.Int) *big.Int {
	return new(big.Int).Add(new(big.Int).Lsh(big.NewInt(1), k), c)
}

// published is a curve's modulus, order and generator as a second source
// prints them, in another form than the definition's (decimal where the
// definition is hexadecimal, or 2^k ± c).
type published struct {
	p, n, gx, gy *big.Int
	source       string
}

// publishedValues are the published constants the definitions are checked
// against, with their sources.
var publishedValues = map[string]published{
	// SafeCurves (safecurves.cr.yp.to), field.html, base.html and
	// rho.html: p, the base point and the prime ℓ.
	"E-521": {
		p:      pow2(521, big.NewInt(-1)),
		n:      pow2(519, dec("-337554763258501705789107630418782636071904961214051226618635150085779108655765")),
		gx:     dec("1571054894184995387535939749894317568645297350402905821437625181152304994381188529632591196067604100772673927915114267193389905003276673749012051148356041324"),
		gy:     big.NewInt(12),
		source: "SafeCurves",
	},
	"Curve41417": {
		p:      pow2(414, big.NewInt(-17)),
		n:      pow2(411, dec("-33364140863755142520810177694098385178984727200411208589594759")),
		gx:     dec("17319886477121189177719202498822615443556957307604340815256226171904769976866975908866528699294134494857887698432266169206165"),
		gy:     big.NewInt(34),
		source: "SafeCurves",
	},
	"M-383": {
		p:      pow2(383, big.NewInt(-187)),
		n:      pow2(380, dec("166236275931373516105219794935542153308039234455761613271")),
		gx:     big.NewInt(12), // u
		source: "SafeCurves",
	},
	"M-511": {
		p:      pow2(511, big.NewInt(-187)),
		n:      pow2(508, dec("10724754759635747624044531514068121842070756627434833028965540808827675062043")),
		gx:     big.NewInt(5), // u
		source: "SafeCurves",
	},
	// Zcash Protocol Specification §5.4.9.6: p and q as 2^254 + c.
	"Pallas": {
		p: pow2(254, dec("45560315531419706090280762371685220353")), n: pow2(254, dec("45560315531506369815346746415080538113")),
		gx: big.NewInt(-1), gy: big.NewInt(2), source: "Zcash §5.4.9.6, pasta_curves",
	},
	"Vesta": {
		p: pow2(254, dec("45560315531506369815346746415080538113")), n: pow2(254, dec("45560315531419706090280762371685220353")),
		gx: big.NewInt(-1), gy: big.NewInt(2), source: "Zcash §5.4.9.6, pasta_curves",
	},
	// RFC 7748 §4.2: curve448's p and order, and the x-coordinate of the
	// base point on the birational Edwards curve; y = 3/2 (see TestE448).
	"E448": {
		p:      pow2(448, new(big.Int).Neg(pow2(224, big.NewInt(1)))),
		n:      pow2(446, dec("-13818066809895115352007386748515426880336692474882178609894547503885")),
		gx:     dec("345397493039729516374008604150537410266655260075183290216406970281645695073672344430481787759340633221708391583424041788924124567700732"),
		source: "RFC 7748 §4.2",
	},
	// Zcash Protocol Specification §5.4.9.3: r_J in decimal.
	"Jubjub": {
		p:      dec("52435875175126190479447740508185965837690552500527637822603658699938581184513"),
		n:      dec("6554484396890773809930967563523245729705921265872317281365359162392183254199"),
		source: "Zcash §5.4.9.3",
	},
	// EIP-2494: p, l and Base8.
	"Baby Jubjub": {
		p:      dec("21888242871839275222246405745257275088548364400416034343698204186575808495617"),
		n:      dec("2736030358979909402780800718157159386076813972158567259200215660948447373041"),
		gx:     dec("5299619240641551281634865583518297030282874472190772894086521144482721001553"),
		gy:     dec("16950150798460657717958625567821834550301663161624707787222815936182638968203"),
		source: "EIP-2494",
	},
	// EIP-196: p and the group order in decimal, G = (1, 2).
	"BN254 G1": {
		p:      dec("21888242871839275222246405745257275088696311157297823662689037894645226208583"),
		n:      dec("21888242871839275222246405745257275088548364400416034343698204186575808495617"),
		gx:     big.NewInt(1),
		gy:     big.NewInt(2),
		source: "EIP-196",
	},
}

// TestPublishedValues checks each curve's modulus, order and generator
// against the values published elsewhere (publishedValues), and P-224
// against crypto/elliptic's parameters.
func TestPublishedValues(t *testing.T) {
	std := elliptic.P224().Params()
	p224 := catalogue.P224().Curve()
	assert.Equal(t, std.P.String(), p224.Modulus().String())
	assert.Equal(t, std.N.String(), p224.Order().String())
	var b field.PrimeElement
	p224.B(&b)
	assert.Equal(t, std.B.String(), field.Big(p224.Field(), &b).String())
	x, y, _ := p224.NewGeneratorPoint().Affine()
	assert.Equal(t, std.Gx.String(), field.Big(p224.Field(), &x).String())
	assert.Equal(t, std.Gy.String(), field.Big(p224.Field(), &y).String())

	checked := 0
	for _, e := range catalogue.All() {
		want, ok := publishedValues[e.Name()]
		if !ok {
			continue
		}
		checked++
		t.Run(e.Name(), func(t *testing.T) {
			var p, n, gx, gy *big.Int
			switch c := e.(type) {
			case *catalogue.Weierstrass:
				curve := c.Curve()
				x, y, _ := curve.NewGeneratorPoint().Affine()
				p, n, gx, gy = curve.Modulus(), curve.Order(), field.Big(curve.Field(), &x), field.Big(curve.Field(), &y)
			case *catalogue.Edwards:
				curve := c.Curve()
				x, y := curve.NewGeneratorPoint().Affine()
				p, n, gx, gy = curve.Modulus(), curve.Order(), field.Big(curve.Field(), &x), field.Big(curve.Field(), &y)
			case *catalogue.Montgomery:
				curve := c.Curve()
				var u field.PrimeElement
				curve.BaseU(&u)
				p, n, gx = curve.Modulus(), curve.Order(), field.Big(curve.Field(), &u)
			}
			mod := func(x *big.Int) string { return new(big.Int).Mod(x, p).String() }
			assert.Equal(t, want.p.String(), p.String(), "p (%s)", want.source)
			assert.Equal(t, want.n.String(), n.String(), "n (%s)", want.source)
			if want.gx != nil {
				assert.Equal(t, mod(want.gx), gx.String(), "Gx (%s)", want.source)
			}
			if want.gy != nil {
				assert.Equal(t, mod(want.gy), gy.String(), "Gy (%s)", want.source)
			}
		})
	}
	assert.Equal(t, len(publishedValues), checked)
}

// TestOrderAndCofactor checks, through the public API of each engine, that
// n·G = O and that h·n annihilates random points of the curve, not only
// the subgroup: (n − 1)·P = −P for a point of a prime-order Weierstrass
// curve decoded from random bytes, (n − 1)·(h·P) = −(h·P) for an Edwards
// point, ScalarMultU by h·n giving the point at infinity for a random u on
// a Montgomery curve, and checkWeierstrassCofactor on BLS12-381 G1.
func TestOrderAndCofactor(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for _, e := range catalogue.All() {
		t.Run(e.Name(), func(t *testing.T) {
			switch c := e.(type) {
			case *catalogue.Weierstrass:
				curve := c.Curve()
				nm1 := new(big.Int).Sub(curve.Order(), big.NewInt(1))
				g := curve.NewGeneratorPoint()
				assert.Equal(t, 1, wMul(t, curve, nm1, g).Equal(curve.NewIdentityPoint().Negate(g)), "(n−1)·G = −G")
				if c.Cofactor().Cmp(big.NewInt(1)) != 0 {
					checkWeierstrassCofactor(t, curve)
					return
				}
				found := 0
				for found < 2 {
					b := make([]byte, curve.CompressedPointLen())
					for i := range b {
						b[i] = byte(r.Uint32())
					}
					b[0] = 2 + b[0]&1
					P, err := curve.NewIdentityPoint().SetBytes(b)
					if err != nil {
						continue
					}
					found++
					assert.Equal(t, 1, wMul(t, curve, nm1, P).Equal(curve.NewIdentityPoint().Negate(P)), "(n−1)·P = −P: h = 1, every point is in the group of G")
				}
			case *catalogue.Edwards:
				curve := c.Curve()
				nm1 := scalar(t, curve.ScalarField(), new(big.Int).Sub(curve.Order(), big.NewInt(1)))
				g := curve.NewGeneratorPoint()
				assert.Equal(t, 1, curve.NewIdentityPoint().ScalarMult(nm1, g).Equal(curve.NewIdentityPoint().Negate(g)), "(n−1)·G = −G")
				found := 0
				for found < 2 {
					b := make([]byte, curve.EncodingLen())
					for i := range b {
						b[i] = byte(r.Uint32())
					}
					P, err := curve.NewIdentityPoint().SetBytes(b)
					if err != nil {
						continue
					}
					found++
					hP := curve.NewIdentityPoint().MultByCofactor(P)
					assert.Equal(t, 1, curve.NewIdentityPoint().ScalarMult(nm1, hP).Equal(curve.NewIdentityPoint().Negate(hP)), "(n−1)·hP = −hP")
					assert.Equal(t, 1, hP.IsTorsionFree(), "h·P is in the subgroup")
				}
			case *catalogue.Montgomery:
				curve := c.Curve()
				p, n := curve.Modulus(), curve.Order()
				var base field.PrimeElement
				curve.BaseU(&base)
				var z field.PrimeElement
				assert.Equal(t, 1, curve.ScalarMultU(&z, le(n, curve.PointSize()+1), &base), "n·G = O")
				assert.Equal(t, 0, curve.ScalarMultU(&z, le(new(big.Int).Sub(n, big.NewInt(1)), curve.PointSize()+1), &base))
				assert.Equal(t, 1, curve.Field().Equal(&z, &base), "u((n−1)·G) = u(G)")
				hn := new(big.Int).Mul(n, c.Cofactor())
				var A field.PrimeElement
				curve.A(&A)
				a := field.Big(curve.Field(), &A)
				found := 0
				for found < 2 {
					u := randScalar(r, p)
					rhs := new(big.Int).Mul(u, u)
					rhs.Add(rhs, new(big.Int).Mul(a, u)).Add(rhs, big.NewInt(1)).Mul(rhs, u).Mod(rhs, p) // u³ + A·u² + u
					if big.Jacobi(rhs, p) != 1 {
						continue // on the twist
					}
					found++
					var uu field.PrimeElement
					require.NoError(t, field.SetBig(curve.Field(), &uu, u))
					assert.Equal(t, 1, curve.ScalarMultU(&z, le(hn, curve.PointSize()+1), &uu), "h·n·P = O")
				}
			}
		})
	}
}

// le returns x as size little-endian bytes.
func le(x *big.Int, size int) []byte {
	b := x.FillBytes(make([]byte, size))
	slices.Reverse(b)
	return b
}

// TestE448 checks that E448 is the Edwards curve birationally equivalent to
// curve448 through u = (y + 1)/(y − 1): the image of k·G is X448(k, 5) for
// clamped random scalars k (definitions/x448, itself checked against RFC
// 7748's vectors), so E448's d, generator and order are those of curve448.
// It also pins what RFC 7748 §4.2 prints: the point with the same x and
// y = −3/2 is on the curve but has order 2n, not n.
func TestE448(t *testing.T) {
	curve := catalogue.E448().Curve()
	f := curve.Field()
	p := curve.Modulus()
	r := rand.New(rand.NewPCG(9, 10))
	for range 4 {
		s := make([]byte, 56)
		for i := range s {
			s[i] = byte(r.Uint32())
		}
		clamped, err := x448.Clamp(s)
		require.NoError(t, err)
		be := slices.Clone(clamped)
		slices.Reverse(be)
		k := new(big.Int).SetBytes(be)
		P := curve.NewIdentityPoint().ScalarBaseMult(scalar(t, curve.ScalarField(), new(big.Int).Mod(k, curve.Order())))
		_, y := P.Affine()
		yb := field.Big(f, &y)
		u := new(big.Int).Sub(yb, big.NewInt(1))
		u.ModInverse(u, p)
		u.Mul(u, new(big.Int).Add(yb, big.NewInt(1))).Mod(u, p)
		base := le(big.NewInt(5), 56)
		want, err := x448.X448(s, base)
		require.NoError(t, err)
		assert.Equal(t, want, le(u, 56), "u((y+1)/(y−1)) of k·G = X448(k, 5)")
	}

	// RFC 7748 §4.2's printed Edwards point: (X(P), Y(P)) with Y(P) = −3/2.
	gx := publishedValues["E448"].gx
	rfcY := dec("363419362147803445274661903944002267176820680343659030140745099590306164083365386343198191849338272965044442230921818680526749009182718")
	threeHalves := new(big.Int).Mul(big.NewInt(3), new(big.Int).ModInverse(big.NewInt(2), p))
	require.Equal(t, new(big.Int).Mod(new(big.Int).Neg(threeHalves), p).String(), rfcY.String(), "RFC 7748's Y(P) is −3/2")
	var x, y field.PrimeElement
	require.NoError(t, field.SetBig(f, &x, gx))
	require.NoError(t, field.SetBig(f, &y, rfcY))
	P, err := curve.NewIdentityPoint().SetAffine(&x, &y)
	require.NoError(t, err, "RFC 7748's point is on E448")
	assert.Equal(t, 0, P.IsTorsionFree(), "RFC 7748's point is not in the subgroup of order n")
	assert.Equal(t, 1, curve.NewIdentityPoint().Double(P).IsTorsionFree(), "twice it is")
}

// checkWeierstrassCofactor checks a Weierstrass curve with h > 1 on points
// (x, y) of the whole curve for small x: SetAffine refuses those outside the
// subgroup of order n, and ClearCofactor maps each into it.
func checkWeierstrassCofactor(t *testing.T, curve *catalogue.WeierstrassCurve) {
	f := curve.Field()
	p := curve.Modulus()
	var ae, be field.PrimeElement
	curve.A(&ae)
	curve.B(&be)
	a, b := field.Big(f, &ae), field.Big(f, &be)
	nm1 := new(big.Int).Sub(curve.Order(), big.NewInt(1))
	outside := 0
	for x := int64(1); x < 50; x++ {
		rhs := new(big.Int).Exp(big.NewInt(x), big.NewInt(3), p)
		rhs.Add(rhs, new(big.Int).Mul(a, big.NewInt(x))).Add(rhs, b).Mod(rhs, p)
		y := new(big.Int).ModSqrt(rhs, p)
		if y == nil {
			continue
		}
		var fx, fy field.PrimeElement
		require.NoError(t, field.SetBig(f, &fx, big.NewInt(x)))
		require.NoError(t, field.SetBig(f, &fy, y))
		Q, err := curve.NewIdentityPoint().ClearCofactor(&fx, &fy)
		require.NoError(t, err, "x = %d", x)
		assert.Equal(t, 1, wMul(t, curve, nm1, Q).Equal(curve.NewIdentityPoint().Negate(Q)), "x = %d: h_eff·P is in the subgroup", x)
		if _, err := curve.NewIdentityPoint().SetAffine(&fx, &fy); err != nil {
			outside++
		}
	}
	assert.NotZero(t, outside, "some small-x points lie outside the subgroup and are refused")
}
