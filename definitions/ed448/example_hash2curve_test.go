package ed448_test

import (
	"fmt"

	"github.com/curvekit/curvekit/definitions/ed448"
)

// ExampleHashToCurve hashes a message to a point of edwards448's
// prime-order subgroup with the random-oracle suite, under the domain
// separation tag of RFC 9380's test vectors (Appendix J.7.1, msg "abc"),
// and prints its 57-byte encoding. A protocol would use its own tag, e.g.
// "MYPROTO-V01-CS01-with-" + ed448.SuiteRO.
func ExampleHashToCurve() {
	dst := []byte("QUUX-V01-CS02-with-" + ed448.SuiteRO)
	p, err := ed448.HashToCurve([]byte("abc"), dst)
	if err != nil {
		panic(err)
	}
	fmt.Printf("%x\n", p.Bytes())
	fmt.Println("in the prime-order subgroup:", p.IsTorsionFree() == 1)
	// Output:
	// 9aaf94e238bfd651c8def62da126ab973eb683ad9c7126ff10626d6fda01556b406b9b23c50e350f4335e0adfa3bdc8ce2d2b237a43f4d8900
	// in the prime-order subgroup: true
}

// ExampleEncodeToCurve is the nonuniform encoding: one Elligator 2 map
// instead of two, for protocols that do not need a random oracle.
func ExampleEncodeToCurve() {
	dst := []byte("QUUX-V01-CS02-with-" + ed448.SuiteNU)
	p, err := ed448.EncodeToCurve([]byte("abc"), dst)
	if err != nil {
		panic(err)
	}
	fmt.Printf("%x\n", p.Bytes())
	// Output:
	// d1afecbcc404363643d3eb17adc7a0121ba2c5e2e0200187825fee1703705459c96bac70c6831aec1f06105d5bab02881a7669a121c3aaab00
}
