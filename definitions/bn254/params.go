package bn254

import "math/big"

// The parameters of BN254 (alt_bn128), from EIP-196 (the curve, G1 and its
// encoding) and EIP-197 (the twist, the G2 generator and the pairing),
// which are those of libff's alt_bn128 and gnark-crypto's bn254.
var (
	// seed is x = 4965661367192848881 = 0x44e992b44a6909f1; p, r and the
	// trace are the BN polynomials in it.
	seed = hexInt("44e992b44a6909f1")
	// modulusP is p = 36x⁴ + 36x³ + 24x² + 6x + 1, 254 bits (EIP-196's
	// field modulus 21888242871839275222246405745257275088696311157297823662689037894645226208583).
	modulusP = hexInt("30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd47")
	// orderR is r = 36x⁴ + 36x³ + 18x² + 6x + 1, the prime order of G1,
	// G2 and GT, 254 bits (EIP-196's curve order
	// 21888242871839275222246405745257275088548364400416034343698204186575808495617).
	orderR = hexInt("30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f0000001")
	// cofactorG2 is h2 = #E'(Fp2)/r = 2p − r: the twist has p² + 1 − t'
	// points with t' = t² − 2p for the trace t = 6x² + 1 of E, and
	// p² + 1 − t' = (p + 1 − t)(p − 1 + t) = r·(2p − r). E itself has
	// cofactor 1.
	cofactorG2 = new(big.Int).Sub(new(big.Int).Lsh(modulusP, 1), orderR)

	// curveB is b of E: y² = x³ + 3 over Fp.
	curveB = big.NewInt(3)
	// xi is ξ = 9 + u as (c0, c1), the non-residue of Fp6 = Fp2[v]/(v³ − ξ)
	// and of the D-type twist E': y² = x³ + 3/ξ (EIP-197).
	xi = [2]*big.Int{big.NewInt(9), big.NewInt(1)}

	// g1x, g1y are the generator (1, 2) of G1 (EIP-196).
	g1x, g1y = big.NewInt(1), big.NewInt(2)
	// g2x, g2y are the coordinates of EIP-197's generator P2 of G2, as
	// (c0, c1) for c0 + c1·u (EIP-197 lists them imaginary part first).
	g2x = [2]*big.Int{
		hexInt("1800deef121f1e76426a00665e5c4479674322d4f75edadd46debd5cd992f6ed"),
		hexInt("198e9393920d483a7260bfb731fb5d25f1aa493335a9e71297e485b7aef312c2"),
	}
	g2y = [2]*big.Int{
		hexInt("12c85ea5db8c6deb4aab71808dcb408fe3d1e7690c43d37b4ce6cc0166fa7daa"),
		hexInt("090689d0585ff075ec9e99ad690c3395bc4b313370b38ef355acdadcd122975b"),
	}
)
