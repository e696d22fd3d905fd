package x448_test

import (
	"fmt"

	"github.com/curvekit/curvekit/definitions/x448"
)

// ExampleHashToCurve hashes a message to a point of curve448's
// prime-order subgroup with the random-oracle suite, under the domain
// separation tag of RFC 9380's test vectors (Appendix J.7.2, msg "abc"). A
// protocol would use its own tag, e.g. "MYPROTO-V01-CS01-with-" +
// x448.SuiteRO. u is a valid X448 public key.
func ExampleHashToCurve() {
	dst := []byte("QUUX-V01-CS02-with-" + x448.SuiteRO)
	u, v, err := x448.HashToCurve([]byte("abc"), dst)
	if err != nil {
		panic(err)
	}
	fmt.Printf("u = %x\nv = %x\n", u, v)
	// Output:
	// u = e4d0d96a8007f20c39df21cbb79f8dc0df30cd406fb082d064e50aded31164641fc71e6d3609ea08839514db82c534bfced77848e37c2f9b
	// v = 33d69e86c46097e9969a98d82625404cf376d2846ae339c9aeec68c5c0616d46e791355700814edb7d1fb67ded526169ea93490aef0e8a13
}

// ExampleEncodeToCurve is the nonuniform encoding: one Elligator 2 map
// instead of two, for protocols that do not need a random oracle.
func ExampleEncodeToCurve() {
	dst := []byte("QUUX-V01-CS02-with-" + x448.SuiteNU)
	u, _, err := x448.EncodeToCurve([]byte("abc"), dst)
	if err != nil {
		panic(err)
	}
	fmt.Printf("u = %x\n", u)
	// Output:
	// u = 3f79140f7f5f6adfb7ffdd5b610c5e4e45ec7a7cf2c22c000018133262a2fdca88112ef3deca7ac0867ae1a5d858baba4b8595faa4ecac51
}
