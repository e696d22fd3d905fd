package catalogue

import (
	"crypto"
	_ "crypto/sha256" // SHA-256, ECDSA's default hash on these groups
	"math/big"
)

// The groups G1 of two pairing-friendly curves, as plain short Weierstrass
// curves (a = 0): points, keys, ECDH and ECDSA over them, without the
// pairing (curves/pairing has it). Their encodings are SEC 1's, not the
// flag-bit formats of Zcash or Ethereum: an uncompressed point is 0x04 ‖ x ‖ y,
// which is 0x04 followed by the raw x ‖ y of gnark-crypto and of EIP-196.

// BN254G1 returns G1 of the Barreto–Naehrig curve alt_bn128 of Ethereum
// (EIP-196; also "BN254" in gnark-crypto and arkworks, not the BN254 of
// draft-irtf-cfrg-pairing-friendly-curves): y² = x³ + 3 of prime order, with
// the generator (1, 2) and ECDSA over SHA-256.
func BN254G1() *Weierstrass { return bn254G1 }

var bn254G1 = newWeierstrass(weierstrassDef{
	name:   "BN254 G1",
	source: "EIP-196",
	hash:   crypto.SHA256,
	p:      hexInt("30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd47"),
	a:      big.NewInt(0),
	b:      big.NewInt(3),
	gx:     big.NewInt(1),
	gy:     big.NewInt(2),
	n:      hexInt("30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f0000001"),
	h:      big.NewInt(1),
})
