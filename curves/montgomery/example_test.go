package montgomery_test

import (
	"encoding/hex"
	"fmt"
	"math/big"

	"github.com/curvekit/curvekit/curves/montgomery"
	"github.com/curvekit/curvekit/field"
)

// A Montgomery curve is a parameter literal over any field: here
// curve25519 over the runtime-modulus field, reproducing the first X25519
// vector of RFC 7748 §5.2.
func Example() {
	p := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 255), big.NewInt(19))
	n, _ := new(big.Int).SetString("7237005577332262213973186563042994240857116359379907606001950938285454250989", 10)
	f, err := field.NewPrime(p, field.LittleEndian)
	if err != nil {
		panic(err)
	}
	c, err := montgomery.New(montgomery.Params[field.PrimeElement]{
		Name: "curve25519", Field: f, A: big.NewInt(486662), U: big.NewInt(9),
		Order: n, Cofactor: 8, ScalarBits: 255,
		Clamp: func(k []byte) { k[0] &= 248; k[31] &= 127; k[31] |= 64 },
	})
	if err != nil {
		panic(err)
	}
	scalar, _ := hex.DecodeString("a546e36bf0527c9d3b16154b82465edd62144c0ac1fc5a18506a2244ba449ac4")
	u, _ := hex.DecodeString("e6db6867583030db3594c1a424b15f7c726624ec26b3353b10a903a6d0ab1c4c")
	out := make([]byte, c.PointSize())
	if err := c.ScalarMult(out, scalar, u); err != nil {
		panic(err)
	}
	fmt.Printf("%x\n", out)
	// Output:
	// c3da55379de9c6908e94ea4df28d084f32eccf03491c71f754b4075577a28552
}
