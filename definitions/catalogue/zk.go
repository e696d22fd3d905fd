package catalogue

import (
	"crypto/sha512" // SHA-512: EdDSA's hash on these curves, 64 bytes = 2 × 32
	"math/big"
)

// Jubjub and Baby Jubjub, the twisted Edwards curves defined over the
// scalar fields of BLS12-381 and of BN254 (alt_bn128), so that their
// arithmetic is cheap inside those curves' zero-knowledge circuits. Both
// have cofactor 8 and 32-byte encodings (y little-endian, the sign of x in
// the top bit, RFC 8032 §5.1.2 style), which are those of Zcash and of
// circomlib's packPoint.

// Jubjub returns Jubjub (Zcash Protocol Specification, NU5, §5.4.9.3):
// −x² + y² = 1 + d·x²·y², d = −10240/10241, over the scalar field of
// BLS12-381, with EdDSA over SHA-512. Zcash names no single generator; the
// one given here is gnark-crypto's (ecc/bls12-381/twistededwards), which
// generates the subgroup of prime order r_J.
func Jubjub() *Edwards { return jubjub }

// BabyJubjub returns Baby Jubjub (EIP-2494): 168700·x² + y² = 1 +
// 168696·x²·y² over the scalar field of BN254, with its generator Base8 of
// the subgroup of prime order l, and EdDSA over SHA-512 (not circomlib's
// Poseidon- or MiMC-based EdDSA).
func BabyJubjub() *Edwards { return babyJubjub }

// jubjubQ is the modulus of Jubjub's field: the order r of BLS12-381's
// groups.
var jubjubQ = hexInt("73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001")

var jubjub = newEdwards(edwardsDef{
	name:   "Jubjub",
	source: "Zcash Protocol Specification §5.4.9.3",
	p:      jubjubQ,
	n:      decInt("6554484396890773809930967563523245729705921265872317281365359162392183254199"), // r_J
	a:      big.NewInt(-1),
	// d = −10240/10241 mod q.
	d:        new(big.Int).Mul(big.NewInt(-10240), new(big.Int).ModInverse(big.NewInt(10241), jubjubQ)),
	gx:       decInt("23426137002068529236790192115758361610982344002369094106619281483467893291614"),
	gy:       decInt("39325435222430376843701388596190331198052476467368316772266670064146548432123"),
	h:        8,
	hash:     sha512.New,
	hashName: "SHA-512",
	h2c:      h2cSuite{id: "Jubjub", k: 128},
})

var babyJubjub = newEdwards(edwardsDef{
	name:   "Baby Jubjub",
	source: "EIP-2494",
	// p is the order r of BN254's groups.
	p:        decInt("21888242871839275222246405745257275088548364400416034343698204186575808495617"),
	n:        decInt("2736030358979909402780800718157159386076813972158567259200215660948447373041"), // l
	a:        big.NewInt(168700),
	d:        big.NewInt(168696),
	gx:       decInt("5299619240641551281634865583518297030282874472190772894086521144482721001553"), // Base8
	gy:       decInt("16950150798460657717958625567821834550301663161624707787222815936182638968203"),
	h:        8,
	hash:     sha512.New,
	hashName: "SHA-512",
	h2c:      h2cSuite{id: "BabyJubjub", k: 128},
})
