package pairing_test

import (
	"math/big"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/curves/pairing"
	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/tower"
)

// Prime is the element type of the runtime prime field.
type Prime = field.PrimeElement

func mustInt(s string) *big.Int {
	x, ok := new(big.Int).SetString(s, 0)
	if !ok {
		panic("bad integer " + s)
	}
	return x
}

// bls12381Params is BLS12-381 as a page of constants, from
// draft-irtf-cfrg-pairing-friendly-curves-11 §4.2.1 (BLS12_381) and the
// ZCash specification of the curve (zkcrypto/pairing, bls12_381/README.md).
func bls12381Params(t testing.TB) *pairing.Params[Prime] {
	// p = (x − 1)²(x⁴ − x² + 1)/3 + x for x = −0xd201000000010000.
	p := mustInt("0x1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaab")
	fp, err := field.NewPrime(p, field.BigEndian)
	require.NoError(t, err)
	return &pairing.Params[Prime]{
		Name:   "BLS12-381",
		Family: pairing.BLS12,
		X:      mustInt("-0xd201000000010000"), // the seed, Hamming weight 6
		Twist:  pairing.MType,                  // E': y² = x³ + 4(1 + u)
		Field:  fp,
		Beta:   big.NewInt(-1),                            // Fp2 = Fp[u]/(u² + 1)
		Xi:     [2]*big.Int{big.NewInt(1), big.NewInt(1)}, // ξ = 1 + u
		B:      big.NewInt(4),                             // E: y² = x³ + 4
		TwistB: [2]*big.Int{big.NewInt(4), big.NewInt(4)}, // b' = 4·ξ
		G1: [2]*big.Int{
			mustInt("0x17f1d3a73197d7942695638c4fa9ac0fc3688c4f9774b905a14e3a3f171bac586c55e83ff97a1aeffb3af00adb22c6bb"),
			mustInt("0x08b3f481e3aaa0f1a09e30ed741d8ae4fcf5e095d5d00af600db18cb2c04b3edd03cc744a2888ae40caa232946c5e7e1"),
		},
		G2: [4]*big.Int{
			mustInt("0x024aa2b2f08f0a91260805272dc51051c6e47ad4fa403b02b4510b647ae3d1770bac0326a805bbefd48056c8c121bdb8"), // x0
			mustInt("0x13e02b6052719f607dacd3a088274f65596bd0d09920b61ab5da61bbdc7f5049334cf11213945d57e5ac7d055d042b7e"), // x1
			mustInt("0x0ce5d527727d6e118cc9cdc6da2e351aadfd9baa8cbdd3a76d429a695160d12c923ac9cc3baca289e193548608b82801"), // y0
			mustInt("0x0606c4a02ea734cc32acd2b02bc28b99cb3e287e85a763af267492ab572e99ab3f370d275cec1da1aaa9075ff05f79be"), // y1
		},
	}
}

// bn254Params is BN254 (alt_bn128) as a page of constants, from EIP-196 and
// EIP-197 (the G2 generator is EIP-197's "P2").
func bn254Params(t testing.TB) *pairing.Params[Prime] {
	// p = 36x⁴ + 36x³ + 24x² + 6x + 1 for x = 4965661367192848881.
	p := mustInt("21888242871839275222246405745257275088696311157297823662689037894645226208583")
	fp, err := field.NewPrime(p, field.BigEndian)
	require.NoError(t, err)
	return &pairing.Params[Prime]{
		Name:   "BN254",
		Family: pairing.BN,
		X:      big.NewInt(4965661367192848881), // the seed; loop count 6x + 2
		Twist:  pairing.DType,                   // E': y² = x³ + 3/(9 + u)
		Field:  fp,
		Beta:   big.NewInt(-1),                            // Fp2 = Fp[u]/(u² + 1)
		Xi:     [2]*big.Int{big.NewInt(9), big.NewInt(1)}, // ξ = 9 + u
		B:      big.NewInt(3),                             // E: y² = x³ + 3; b' derived as b/ξ
		G1:     [2]*big.Int{big.NewInt(1), big.NewInt(2)},
		G2: [4]*big.Int{
			mustInt("10857046999023057135944570762232829481370756359578518086990519993285655852781"), // x0
			mustInt("11559732032986387107991004021392285783925812861821192530917403151452391805634"), // x1
			mustInt("8495653923123431417604973247489272438418190587263600148770280649306958101930"),  // y0
			mustInt("4082367875863433681332203403145435568316851327593401208105741076214120093531"),  // y1
		},
	}
}

var (
	engineOnce    sync.Once
	blsEng, bnEng *pairing.Engine[Prime]
	errBLS, errBN error
)

// engines returns the BLS12-381 and BN254 engines, built once.
func engines(t testing.TB) (bls, bn *pairing.Engine[Prime]) {
	t.Helper()
	engineOnce.Do(func() {
		blsEng, errBLS = pairing.New(bls12381Params(t))
		bnEng, errBN = pairing.New(bn254Params(t))
	})
	require.NoError(t, errBLS)
	require.NoError(t, errBN)
	return blsEng, bnEng
}

type (
	pairingG1 = pairing.G1Affine[Prime]
	pairingG2 = pairing.G2Affine[Prime]
)

// enginesList returns both engines.
func enginesList(t testing.TB) []*pairing.Engine[Prime] {
	bls, bn := engines(t)
	return []*pairing.Engine[Prime]{bls, bn}
}

type tower2 = tower.Fp2Element[Prime]
