package catalogue

import (
	"crypto"
	_ "crypto/sha256" // SHA-256, ECDSA's default hash on these groups
	"math/big"

	"github.com/curvekit/curvekit/definitions/bn254"
)

// The groups G1 of two pairing-friendly curves, as plain short Weierstrass
// curves (a = 0): points, keys, ECDH and ECDSA over them, without the
// pairing (curves/pairing has it). Their encodings are SEC 1's, not the
// flag-bit formats of Zcash or Ethereum: an uncompressed point is 0x04 ‖ x ‖ y,
// which is 0x04 followed by the raw x ‖ y of gnark-crypto and of EIP-196.

// BN254G1 returns G1 of the Barreto–Naehrig curve alt_bn128 of Ethereum
// (EIP-196; also "BN254" in gnark-crypto and arkworks, not the BN254 of
// draft-irtf-cfrg-pairing-friendly-curves): y² = x³ + 3 of prime order, with
// the generator (1, 2) and ECDSA over SHA-256. Its constants (and its GLV
// endomorphism) are definitions/bn254's, which has the pairing, G2 and the
// EVM's encodings.
func BN254G1() *Weierstrass { return bn254G1 }

var bn254G1 = newWeierstrass(weierstrassDef{
	name:   "BN254 G1",
	source: "EIP-196",
	hash:   crypto.SHA256,
	h:      big.NewInt(1),
	params: bn254.G1Params,
})

// BLS12381G1 returns G1 of BLS12-381 as a short Weierstrass group: the
// curve y² = x³ + 4 over its 381-bit field has h·n points for the 255-bit
// prime n and the 126-bit cofactor h, so points are checked to lie in the
// subgroup of order n when decoded, and ClearCofactor multiplies by RFC
// 9380's h_eff. ECDSA over SHA-256 works as on any curve (a large cofactor
// only means that x(R) mod n is computed from the affine x). For the
// pairing, the ZCash encodings and BLS signatures use definitions/bls12381.
func BLS12381G1() *Weierstrass { return bls12381G1 }

var bls12381G1 = newWeierstrass(weierstrassDef{
	name:   "BLS12-381 G1",
	source: "draft-irtf-cfrg-pairing-friendly-curves-11 §4.2.1",
	hash:   crypto.SHA256,
	p:      hexInt("1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaab"),
	a:      big.NewInt(0),
	b:      big.NewInt(4),
	gx:     hexInt("17f1d3a73197d7942695638c4fa9ac0fc3688c4f9774b905a14e3a3f171bac586c55e83ff97a1aeffb3af00adb22c6bb"),
	gy:     hexInt("08b3f481e3aaa0f1a09e30ed741d8ae4fcf5e095d5d00af600db18cb2c04b3edd03cc744a2888ae40caa232946c5e7e1"),
	n:      hexInt("73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001"),
	h:      hexInt("396c8c005555e1568c00aaab0000aaab"),
	// h_eff = 0xd201000000010001 = 1 − z, RFC 9380 §8.8.1.
	hEff: hexInt("d201000000010001"),
})
