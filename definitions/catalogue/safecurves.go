package catalogue

import (
	"math/big"

	"github.com/curvekit/curvekit/curves/edwards"
)

// Two Edwards curves x² + y² = 1 + d·x²·y² (a = 1) of the SafeCurves list
// (Bernstein and Lange, https://safecurves.cr.yp.to), over primes of special
// form, whose generators are those SafeCurves lists (base.html): the point
// with the smallest positive y of prime order, x chosen even.

// E521 returns E-521 (Aranha, Barreto, Pereira, Ricardini, "A note on
// high-security general-purpose elliptic curves", ePrint 2013/647, §3):
// d = −376014 over GF(2^521 − 1), cofactor 4, with EdDSA over SHAKE256 of
// 132 bytes.
func E521() *Edwards { return e521 }

// Curve41417 returns Curve41417 (Bernstein, Chuengsatiansup, Lange,
// "Curve41417: Karatsuba revisited", CHES 2014, §1): d = 3617 over
// GF(2^414 − 17), cofactor 8, with EdDSA over SHAKE256 of 104 bytes.
func Curve41417() *Edwards { return curve41417 }

var (
	e521P       = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 521), big.NewInt(1))  // 2^521 − 1
	curve41417P = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 414), big.NewInt(17)) // 2^414 − 17
)

var e521 = newEdwards(edwardsDef{
	name:   "E-521",
	source: "ePrint 2013/647 §3; SafeCurves",
	p:      e521P,
	// n = 2^519 − 337554763258501705789107630418782636071904961214051226618635150085779108655765.
	n:        hexInt("7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffd15b6c64746fc85f736b8af5e7ec53f04fbd8c4569a8f1f4540ea2435f5180d6b"),
	a:        big.NewInt(1),
	d:        big.NewInt(-376014),
	gx:       hexInt("752cb45c48648b189df90cb2296b2878a3bfd9f42fc6c818ec8bf3c9c0c6203913f6ecc5ccc72434b1ae949d568fc99c6059d0fb13364838aa302a940a2f19ba6c"),
	gy:       big.NewInt(12),
	h:        4,
	hash:     edwards.SHAKE256Hash(132), // 2 × 66-byte encodings
	hashName: "SHAKE256-132",
	h2c:      h2cSuite{id: "E521", k: 256},
})

var curve41417 = newEdwards(edwardsDef{
	name:   "Curve41417",
	source: "CHES 2014 (Curve41417: Karatsuba revisited) §1; SafeCurves",
	p:      curve41417P,
	// n = 2^411 − 33364140863755142520810177694098385178984727200411208589594759.
	n:        hexInt("7ffffffffffffffffffffffffffffffffffffffffffffffffffeb3cc92414cf706022b36f1c0338ad63cf181b0e71a5e106af79"),
	a:        big.NewInt(1),
	d:        big.NewInt(3617),
	gx:       hexInt("1a334905141443300218c0631c326e5fcd46369f44c03ec7f57ff35498a4ab4d6d6ba111301a73faa8537c64c4fd3812f3cbc595"),
	gy:       big.NewInt(34),
	h:        8,
	hash:     edwards.SHAKE256Hash(104), // 2 × 52-byte encodings
	hashName: "SHAKE256-104",
	h2c:      h2cSuite{id: "Curve41417", k: 192},
})
