package ed25519_test

import (
	"fmt"

	"github.com/curvekit/curvekit/definitions/ed25519"
)

// ExampleHashToCurve hashes a message to a point of edwards25519's
// prime-order subgroup with the random-oracle suite, under the domain
// separation tag of RFC 9380's test vectors (Appendix J.5.1, msg "abc"). A
// protocol would use its own tag, e.g. "MYPROTO-V01-CS01-with-" +
// ed25519.SuiteRO.
func ExampleHashToCurve() {
	dst := []byte("QUUX-V01-CS02-with-" + ed25519.SuiteRO)
	p, err := ed25519.HashToCurve([]byte("abc"), dst)
	if err != nil {
		panic(err)
	}
	fmt.Printf("%x\n", p.Bytes())
	fmt.Println("in the prime-order subgroup:", p.IsTorsionFree() == 1)
	// Output:
	// 31558a26887f23fb8218f143e69d5f0af2e7831130bd5b432ef23883b895839a
	// in the prime-order subgroup: true
}

// ExampleEncodeToCurve is the nonuniform encoding: one Elligator 2 map
// instead of two, for protocols that do not need a random oracle.
func ExampleEncodeToCurve() {
	dst := []byte("QUUX-V01-CS02-with-" + ed25519.SuiteNU)
	p, err := ed25519.EncodeToCurve([]byte("abc"), dst)
	if err != nil {
		panic(err)
	}
	fmt.Printf("%x\n", p.Bytes())
	// Output:
	// 42fa27c8f5a1ae0aa38bb59d5938e5145622ba5dedd11d11736fa2f9502d7367
}
