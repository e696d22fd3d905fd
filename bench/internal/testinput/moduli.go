package testinput

import "math/big"

// The moduli of the prebuilt fields, written out independently of curvekit so
// that a wrong constant there cannot hide here.
var (
	// P25519 is 2^255 − 19 (RFC 7748 §4.1).
	P25519 = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 255), big.NewInt(19))
	// L25519 is the ed25519 group order 2^252 + 27742317777372353535851937790883648493 (RFC 8032 §5.1).
	L25519 = new(big.Int).Add(new(big.Int).Lsh(big.NewInt(1), 252), mustDec("27742317777372353535851937790883648493"))
	// P448 is 2^448 − 2^224 − 1 (RFC 7748 §4.2).
	P448 = new(big.Int).Sub(new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 448), new(big.Int).Lsh(big.NewInt(1), 224)), big.NewInt(1))
	// N448 is the ed448 group order 2^446 − 13818066809895115352007386748515426880336692474882178609894547503885 (RFC 8032 §5.2).
	N448 = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 446), mustDec("13818066809895115352007386748515426880336692474882178609894547503885"))
	// PK256 is the secp256k1 base field prime 2^256 − 2^32 − 977 (SEC 2 §2.4.1).
	PK256 = MustHex("fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f")
	// NK256 is the secp256k1 group order n (SEC 2 §2.4.1).
	NK256 = MustHex("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141")
	// PR256 is the P-256 base field prime 2^256 − 2^224 + 2^192 + 2^96 − 1 (FIPS 186-5 / SP 800-186 §3.2.1.3).
	PR256 = MustHex("ffffffff00000001000000000000000000000000ffffffffffffffffffffffff")
	// NR256 is the P-256 group order n (SP 800-186 §3.2.1.3).
	NR256 = MustHex("ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551")
	// P384 is the P-384 base field prime 2^384 − 2^128 − 2^96 + 2^32 − 1 (SP 800-186 §3.2.1.4).
	P384 = MustHex("fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffeffffffff0000000000000000ffffffff")
	// P521 is the P-521 base field prime 2^521 − 1 (SP 800-186 §3.2.1.5).
	P521 = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 521), big.NewInt(1))
)

// mustDec parses the decimal integer s. It panics on a malformed constant.
func mustDec(s string) *big.Int {
	x, ok := new(big.Int).SetString(s, 10)
	if !ok {
		panic("testinput: malformed decimal constant " + s)
	}
	return x
}
