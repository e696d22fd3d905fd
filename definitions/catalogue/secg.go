package catalogue

import (
	"crypto"
	_ "crypto/sha256" // SHA-224 and SHA-256, ECDSA's default hashes here
	"encoding/asn1"
	"math/big"
)

// P-192 and P-224 (NIST, also secp192r1 and secp224r1 of SEC 2) and
// secp224k1 (SEC 2's Koblitz curve with a = 0). P-192 gives 96-bit
// security, below the 112 bits NIST SP 800-131A requires for new keys and
// signatures, and SP 800-186 (§3.2.1.1) keeps it for legacy use only: it is
// here to verify and interoperate with existing data.

// P192 returns P-192 (FIPS 186-4 §D.1.2.1, SEC 2 v2 §2.2.2 secp192r1), with
// ECDSA over SHA-256.
func P192() *Weierstrass { return p192 }

// P224 returns P-224 (FIPS 186-4 §D.1.2.2, SP 800-186 §3.2.1.2, SEC 2 v2
// §2.3.2 secp224r1), with ECDSA over SHA-224.
func P224() *Weierstrass { return p224 }

// Secp224k1 returns secp224k1 (SEC 2 v2 §2.3.1), with ECDSA over SHA-224.
// Its order n exceeds p (n is 225 bits, p 224), so scalars are one byte
// longer than field elements.
func Secp224k1() *Weierstrass { return secp224k1 }

var p192 = newWeierstrass(weierstrassDef{
	name:   "P-192",
	source: "FIPS 186-4 §D.1.2.1",
	oid:    asn1.ObjectIdentifier{1, 2, 840, 10045, 3, 1, 1}, // prime192v1, RFC 5480 §2.1.1.1
	hash:   crypto.SHA256,
	p:      hexInt("fffffffffffffffffffffffffffffffeffffffffffffffff"), // 2^192 − 2^64 − 1
	a:      big.NewInt(-3),
	b:      hexInt("64210519e59c80e70fa7e9ab72243049feb8deecc146b9b1"),
	gx:     hexInt("188da80eb03090f67cbf20eb43a18800f4ff0afd82ff1012"),
	gy:     hexInt("07192b95ffc8da78631011ed6b24cdd573f977a11e794811"),
	n:      hexInt("ffffffffffffffffffffffff99def836146bc9b1b4d22831"),
	h:      big.NewInt(1),
})

var p224 = newWeierstrass(weierstrassDef{
	name:   "P-224",
	source: "FIPS 186-4 §D.1.2.2",
	oid:    asn1.ObjectIdentifier{1, 3, 132, 0, 33}, // secp224r1, RFC 5480 §2.1.1.1
	hash:   crypto.SHA224,
	p:      hexInt("ffffffffffffffffffffffffffffffff000000000000000000000001"), // 2^224 − 2^96 + 1
	a:      big.NewInt(-3),
	b:      hexInt("b4050a850c04b3abf54132565044b0b7d7bfd8ba270b39432355ffb4"),
	gx:     hexInt("b70e0cbd6bb4bf7f321390b94a03c1d356c21122343280d6115c1d21"),
	gy:     hexInt("bd376388b5f723fb4c22dfe6cd4375a05a07476444d5819985007e34"),
	n:      hexInt("ffffffffffffffffffffffffffff16a2e0b8f03e13dd29455c5c2a3d"),
	h:      big.NewInt(1),
})

var secp224k1 = newWeierstrass(weierstrassDef{
	name:   "secp224k1",
	source: "SEC 2 v2 §2.3.1",
	oid:    asn1.ObjectIdentifier{1, 3, 132, 0, 32}, // SEC 2 v2 §A.2
	hash:   crypto.SHA224,
	p:      hexInt("fffffffffffffffffffffffffffffffffffffffffffffffeffffe56d"), // 2^224 − 2^32 − 2^12 − 2^11 − 2^9 − 2^7 − 2^4 − 2 − 1
	a:      big.NewInt(0),
	b:      big.NewInt(5),
	gx:     hexInt("a1455b334df099df30fc28a169a467e9e47075a90f7e650eb6b7a45c"),
	gy:     hexInt("7e089fed7fba344282cafbd6f7e319f7c0b0bd59e2ca4bdb556d61a5"),
	n:      hexInt("010000000000000000000000000001dce8d2ec6184caf0a971769fb1f7"),
	h:      big.NewInt(1),
})
