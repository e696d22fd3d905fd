package catalogue

import (
	"math/big"

	"github.com/curvekit/curvekit/curves/edwards"
)

// E448 returns E448 of NIST SP 800-186 (§3.2.3.3): x² + y² = 1 + d·x²·y²,
// d = 39082/39081, over GF(2^448 − 2^224 − 1), the Edwards curve
// birationally equivalent to curve448 (RFC 7748 §4.2), cofactor 4, with
// EdDSA over SHAKE256 of 114 bytes (without Ed448's dom4 prefix).
//
// It is not edwards448 of RFC 8032 §5.2 (Ed448-Goldilocks, d = −39081,
// which definitions/ed448 implements): that curve is 4-isogenous to
// curve448, this one is birational to it, so points and keys of one are
// not points and keys of the other. The generator is (Gx, 3/2): RFC 7748
// §4.2 prints the same x with y = −3/2, a point of order 2n, (Gx, 3/2)
// plus the point (0, −1) of order 2; the catalogue's tests check both.
func E448() *Edwards { return e448 }

// e448P is 2^448 − 2^224 − 1.
var e448P = hexInt("fffffffffffffffffffffffffffffffffffffffffffffffffffffffeffffffffffffffffffffffffffffffffffffffffffffffffffffffff")

var e448 = newEdwards(edwardsDef{
	name:   "E448",
	source: "NIST SP 800-186 §3.2.3.3",
	p:      e448P,
	// n = 2^446 − 13818066809895115352007386748515426880336692474882178609894547503885,
	// the order of curve448's base point (RFC 7748 §4.2).
	n: hexInt("3fffffffffffffffffffffffffffffffffffffffffffffffffffffff7cca23e9c44edb49aed63690216cc2728dc58f552378c292ab5844f3"),
	a: big.NewInt(1),
	// d = 39082/39081 mod p.
	d:  new(big.Int).Mul(big.NewInt(39082), new(big.Int).ModInverse(big.NewInt(39081), e448P)),
	gx: hexInt("79a70b2b70400553ae7c9df416c792c61128751ac92969240c25a07d728bdc93e21f7787ed6972249de732f38496cd11698713093e9c04fc"),
	// Gy = 3/2 mod p = (p + 3)/2.
	gy:       hexInt("7fffffffffffffffffffffffffffffffffffffffffffffffffffffff80000000000000000000000000000000000000000000000000000001"),
	h:        4,
	hash:     edwards.SHAKE256Hash(114), // 2 × 57-byte encodings
	hashName: "SHAKE256-114",
	// Hash-to-curve: with J = 2(a + d)/(a − d) = −156326 and the scale
	// c = √156324 (the even root), Elligator 2 runs on −t² = s³ − 156326·s²
	// + s, which is curve448 under (s, t) = (−u, −v), and the map becomes
	// x = c·u/v, y = (u + 1)/(u − 1): RFC 7748 §4.2's map composed with
	// (x, y) ↦ (x, −y), which makes it a group isomorphism (it sends u = 5
	// to the generator above). E448's hashes are therefore the images of
	// those of RFC 9380's curve448 suites, which the tests check.
	h2c: h2cSuite{id: "E448", xof: true, k: 224, scale: evenSqrt(big.NewInt(156324), e448P)},
})
