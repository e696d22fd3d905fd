package bls12381

import "math/big"

// The parameters of BLS12-381, from draft-irtf-cfrg-pairing-friendly-curves-11
// §4.2.1 and the ZCash specification of the curve (zkcrypto/pairing,
// src/bls12_381/README.md), which use the same seed, tower and generators.
var (
	// seed is x = −0xd201000000010000, of Hamming weight 6; every other
	// constant of the curve is a polynomial in it.
	seed = hexInt("-d201000000010000")
	// modulusP is p = (x − 1)²(x⁴ − x² + 1)/3 + x, 381 bits.
	modulusP = hexInt("1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaab")
	// orderR is r = x⁴ − x² + 1, the prime order of G1, G2 and GT, 255 bits.
	orderR = hexInt("73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001")
	// cofactorG1 is h1 = (x − 1)²/3 = #E(Fp)/r.
	cofactorG1 = hexInt("396c8c005555e1568c00aaab0000aaab")
	// cofactorG2 is h2 = #E'(Fp2)/r = (x⁸ − 4x⁷ + 5x⁶ − 4x⁴ + 6x³ − 4x² − 4x + 13)/9.
	cofactorG2 = hexInt("5d543a95414e7f1091d50792876a202cd91de4547085abaa68a205b2e5a7ddfa628f1cb4d9e82ef21537e293a6691ae1616ec6e786f0c70cf1c38e31c7238e5")
	// hEffG1 is the h_eff of the G1 suites, 1 − x (RFC 9380 §8.8.1): it
	// clears the cofactor of G1 as a multiple of h1 would, for a scalar of
	// 64 bits instead of 126 (Wahby–Boneh 2019, §5).
	hEffG1 = hexInt("d201000000010001")
	// hEffG2 is the h_eff of the G2 suites (RFC 9380 §8.8.2), the scalar
	// that the Budroni–Pintore clearing (x² − x − 1)·P + (x − 1)·ψ(P) +
	// ψ²(2P) equals: 3(x² − 1)·h2.
	hEffG2 = hexInt("bc69f08f2ee75b3584c6a0ea91b352888e2a8e9145ad7689986ff031508ffe1329c2f178731db956d82bf015d1212b02ec0ec69d7477c1ae954cbc06689f6a359894c0adebbf6b4e8020005aaa95551")

	// curveB is b of E: y² = x³ + 4 over Fp.
	curveB = big.NewInt(4)
	// twistB is b' = 4(1 + u) of the M-type twist E': y² = x³ + 4(1 + u)
	// over Fp2, as (c0, c1).
	twistB = [2]*big.Int{big.NewInt(4), big.NewInt(4)}

	// g1x, g1y are the affine coordinates of the generator of G1.
	g1x = hexInt("17f1d3a73197d7942695638c4fa9ac0fc3688c4f9774b905a14e3a3f171bac586c55e83ff97a1aeffb3af00adb22c6bb")
	g1y = hexInt("08b3f481e3aaa0f1a09e30ed741d8ae4fcf5e095d5d00af600db18cb2c04b3edd03cc744a2888ae40caa232946c5e7e1")
	// g2x, g2y are the coordinates of the generator of G2, as (c0, c1) for
	// c0 + c1·u.
	g2x = [2]*big.Int{
		hexInt("024aa2b2f08f0a91260805272dc51051c6e47ad4fa403b02b4510b647ae3d1770bac0326a805bbefd48056c8c121bdb8"),
		hexInt("13e02b6052719f607dacd3a088274f65596bd0d09920b61ab5da61bbdc7f5049334cf11213945d57e5ac7d055d042b7e"),
	}
	g2y = [2]*big.Int{
		hexInt("0ce5d527727d6e118cc9cdc6da2e351aadfd9baa8cbdd3a76d429a695160d12c923ac9cc3baca289e193548608b82801"),
		hexInt("0606c4a02ea734cc32acd2b02bc28b99cb3e287e85a763af267492ab572e99ab3f370d275cec1da1aaa9075ff05f79be"),
	}
)
