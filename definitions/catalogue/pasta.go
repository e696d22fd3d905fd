package catalogue

import (
	"crypto"
	_ "crypto/sha256" // SHA-256, ECDSA's default hash on these curves
	"math/big"
)

// Pallas and Vesta, the "Pasta" cycle of Zcash's Halo 2 (Zcash Protocol
// Specification, NU5, §5.4.9.6): y² = x³ + 5 over two 255-bit primes p and
// q, each curve of prime order the other's modulus. Neither has a standard
// generator; the one given here is that of the zcash/pasta_curves crate,
// (−1, 2) on both curves, since (−1)³ + 5 = 4 = 2².

var (
	pastaP = hexInt("40000000000000000000000000000000224698fc094cf91b992d30ed00000001") // p = 2^254 + 45560315531419706090280762371685220353
	pastaQ = hexInt("40000000000000000000000000000000224698fc0994a8dd8c46eb2100000001") // q = 2^254 + 45560315531506369815346746415080538113
)

// Pallas returns Pallas, y² = x³ + 5 over GF(p) of order q, with ECDSA over
// SHA-256.
func Pallas() *Weierstrass { return pallas }

// Vesta returns Vesta, y² = x³ + 5 over GF(q) of order p, with ECDSA over
// SHA-256.
func Vesta() *Weierstrass { return vesta }

var pallas = newWeierstrass(weierstrassDef{
	name:   "Pallas",
	source: "Zcash Protocol Specification §5.4.9.6",
	hash:   crypto.SHA256,
	p:      pastaP,
	a:      big.NewInt(0),
	b:      big.NewInt(5),
	gx:     big.NewInt(-1),
	gy:     big.NewInt(2),
	n:      pastaQ,
	h:      big.NewInt(1),
})

var vesta = newWeierstrass(weierstrassDef{
	name:   "Vesta",
	source: "Zcash Protocol Specification §5.4.9.6",
	hash:   crypto.SHA256,
	p:      pastaQ,
	a:      big.NewInt(0),
	b:      big.NewInt(5),
	gx:     big.NewInt(-1),
	gy:     big.NewInt(2),
	n:      pastaP,
	h:      big.NewInt(1),
})
