package tower_test

import (
	"fmt"
	"math/big"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/tower"
)

// Build the BLS12-381 tower over a runtime prime field and take a square
// root in Fp2: √−1 is ±u, and the root of RFC 9380 sign 0 is −u.
func ExampleNewTower() {
	p, _ := new(big.Int).SetString("1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaab", 16)
	fp, err := field.NewPrime(p, field.BigEndian)
	if err != nil {
		panic(err)
	}
	// β = −1, ξ = 1 + u, ZCash coefficient order (c1 first).
	f12, err := tower.NewTower[field.PrimeElement](fp, big.NewInt(-1), big.NewInt(1), big.NewInt(1), tower.C1First)
	if err != nil {
		panic(err)
	}
	f2 := f12.Fp2()
	var minusOne, root tower.Fp2Element[field.PrimeElement]
	f2.SetUint64(&minusOne, 1)
	f2.Neg(&minusOne, &minusOne)
	ok := f2.Sqrt(&root, &minusOne)
	c1 := field.Big(fp, &root.C1)
	fmt.Println(ok, field.Big(fp, &root.C0), c1.Cmp(new(big.Int).Sub(p, big.NewInt(1))) == 0)
	fmt.Println(f2.ByteLen(), f12.ByteLen())
	// Output:
	// 1 0 true
	// 96 576
}
