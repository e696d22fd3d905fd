package primeorder_test

import (
	"fmt"
	"math/big"

	"github.com/curvekit/curvekit/curves/edwards"
	"github.com/curvekit/curvekit/curves/primeorder"
	"github.com/curvekit/curvekit/field"
)

// Example builds edwards25519 at run time over field.Prime and takes its
// Ristretto group, which is ristretto255: the generator encodes as in RFC
// 9496 A.1. The same curve is refused by NewDecaf, with the reason.
func Example() {
	dec := func(s string) *big.Int { x, _ := new(big.Int).SetString(s, 10); return x }
	p := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 255), big.NewInt(19))
	l := new(big.Int).Add(new(big.Int).Lsh(big.NewInt(1), 252), dec("27742317777372353535851937790883648493"))
	fp, _ := field.NewPrime(p, field.LittleEndian)
	fl, _ := field.NewPrime(l, field.LittleEndian)
	curve, err := edwards.New(edwards.Params[field.PrimeElement, field.PrimeElement]{
		Name: "edwards25519 at run time", Field: fp, Scalar: fl,
		A:        big.NewInt(-1),
		D:        dec("37095705934669439343138083508754565189542113879843219016388785533085940283555"),
		Gx:       dec("15112221349535400772501151409588531511454012693041857206046113283949847762202"),
		Gy:       dec("46316835694926478169428394003475163141307993866256225615783033603165251855960"),
		Cofactor: 8,
	})
	if err != nil {
		panic(err)
	}
	g, err := primeorder.NewRistretto(curve, nil)
	if err != nil {
		panic(err)
	}
	fmt.Printf("%s generator: %x\n", g, g.NewGenerator().Bytes())

	_, err = primeorder.NewDecaf(curve, nil)
	fmt.Println(err)
	// Output:
	// edwards25519 at run time/ristretto generator: e2f2ae0a6abc4e71a884a961c500515f58e30b6aa582dd8db6a65945e08d2d76
	// primeorder: edwards25519 at run time/decaf: a = -1, but the Decaf formulas of RFC 9496 need a = 1
}
