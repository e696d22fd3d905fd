package x25519_test

import (
	"fmt"

	"github.com/curvekit/curvekit/definitions/x25519"
)

// ExampleHashToCurve hashes a message to a point of curve25519's
// prime-order subgroup with the random-oracle suite, under the domain
// separation tag of RFC 9380's test vectors (Appendix J.7.1, msg "abc"). A
// protocol would use its own tag, e.g. "MYPROTO-V01-CS01-with-" +
// x25519.SuiteRO. u is a valid X25519 public key.
func ExampleHashToCurve() {
	dst := []byte("QUUX-V01-CS02-with-" + x25519.SuiteRO)
	u, v, err := x25519.HashToCurve([]byte("abc"), dst)
	if err != nil {
		panic(err)
	}
	fmt.Printf("u = %x\nv = %x\n", u, v)
	// Output:
	// u = 6d52bc6a6b822e43de0bd75d91600a7bcc72ca0a2b69de72588fd4f2f119442b
	// v = dd072d3f70f9ef6011da95d44393142dd2b37ee96387faa6f068a255f235821b
}

// ExampleEncodeToCurve is the nonuniform encoding: one Elligator 2 map
// instead of two, for protocols that do not need a random oracle.
func ExampleEncodeToCurve() {
	dst := []byte("QUUX-V01-CS02-with-" + x25519.SuiteNU)
	u, _, err := x25519.EncodeToCurve([]byte("abc"), dst)
	if err != nil {
		panic(err)
	}
	fmt.Printf("u = %x\n", u)
	// Output:
	// u = 26a0f950b4c925464b893bf48d571a447aa4aefc62423366a80f907d0b95227c
}
