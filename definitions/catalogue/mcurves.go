package catalogue

import (
	"math/big"
)

// M-383 and M-511, the Montgomery curves v² = u³ + A·u² + u of Aranha,
// Barreto, Pereira and Ricardini ("A note on high-security general-purpose
// elliptic curves", ePrint 2013/647, §3), over GF(2^383 − 187) and
// GF(2^511 − 187), cofactor 8, with the base points SafeCurves lists
// (base.html): the smallest u of prime order.
//
// No standard defines a Diffie–Hellman function on them; the catalogue's is
// RFC 7748's (§5) with its scalar decoding carried over: a scalar is
// ScalarSize little-endian bytes, its three lowest bits cleared (the
// cofactor), its top bit cleared and the bit below set, so that the ladder
// walks bits(p) bits with a fixed leading one.

// M383 returns M-383: A = 2065150, base point u = 12.
func M383() *Montgomery { return m383 }

// M511 returns M-511: A = 530438, base point u = 5.
func M511() *Montgomery { return m511 }

var m383 = newMontgomery(montgomeryDef{
	name:   "M-383",
	source: "ePrint 2013/647 §3; SafeCurves",
	p:      new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 383), big.NewInt(187)), // 2^383 − 187
	// n = 2^380 + 166236275931373516105219794935542153308039234455761613271.
	n:     hexInt("10000000000000000000000000000000000000000000000006c79673ac36ba6e7a32576f7b1b249e46bbc225be9071d7"),
	a:     big.NewInt(2065150),
	u:     big.NewInt(12),
	h:     8,
	bits:  383,
	clamp: clampTop(48),
})

var m511 = newMontgomery(montgomeryDef{
	name:   "M-511",
	source: "ePrint 2013/647 §3; SafeCurves",
	p:      new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 511), big.NewInt(187)), // 2^511 − 187
	// n = 2^508 + 10724754759635747624044531514068121842070756627434833028965540808827675062043.
	n:     hexInt("100000000000000000000000000000000000000000000000000000000000000017b5feff30c7f5677ab2aeebd13779a2ac125042a6aa10bfa54c15bab76baf1b"),
	a:     big.NewInt(530438),
	u:     big.NewInt(5),
	h:     8,
	bits:  511,
	clamp: clampTop(64),
})

// clampTop returns the scalar decoding of a curve whose modulus has
// 8·size − 1 bits and whose cofactor is 8: RFC 7748 §5's decodeScalar25519
// for a scalar of size bytes.
func clampTop(size int) func(k []byte) {
	return func(k []byte) {
		k[0] &= 248      // a multiple of the cofactor 8
		k[size-1] &= 127 // below 2^(8·size − 1)
		k[size-1] |= 64  // bit 8·size − 2 set: a fixed ladder length
	}
}
