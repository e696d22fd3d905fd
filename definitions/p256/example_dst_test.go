package p256_test

import (
	"crypto/sha256"
	"fmt"

	"github.com/curvekit/curvekit/definitions/p256"
	"github.com/curvekit/curvekit/field/fpr256"
	"github.com/curvekit/curvekit/hashes"
)

// Hash-to-curve with your own domain separation tag. RFC 9380 §3.1 asks
// every application to choose a tag that names it, its version and the
// suite, so that no two protocols ever hash to the same points: here
// "MYAPP-V01-CS01-with-P256_XMD:SHA-256_SSWU_RO_". Never reuse the test
// vectors' "QUUX-V01-…" tags, and never pass an empty one: it is refused.
//
// The example checks the result against the steps of RFC 9380 §3 done by
// hand: hash_to_field to two elements, map_to_curve on each, and their sum
// (P-256's cofactor is 1, so clear_cofactor does nothing). The printed
// point is also what circl's group.P256.HashToElement returns for the same
// message and tag.
func ExampleHashToCurve_applicationDST() {
	dst := []byte("MYAPP-V01-CS01-with-" + p256.SuiteRO)
	msg := []byte("user@example.com")
	p, err := p256.HashToCurve(msg, dst)
	if err != nil {
		panic(err)
	}
	fmt.Printf("%x\n", p.BytesCompressed())

	exp, err := hashes.NewXMDExpander(sha256.New, dst, 128) // k = 128 for P-256
	if err != nil {
		panic(err)
	}
	var u [2]fpr256.Element
	if err := hashes.HashToField(fpr256.Field{}, exp, msg, 2, u[:]); err != nil {
		panic(err)
	}
	q := p256.Curve().NewIdentityPoint().Add(p256.MapToCurve(&u[0]), p256.MapToCurve(&u[1]))
	fmt.Println("equal to the RFC's steps by hand:", p.Equal(q) == 1)

	_, err = p256.HashToCurve(msg, nil)
	fmt.Println(err)
	// Output:
	// 024243a6668f64c336a328cbeefe94fc45f7da56822544ca9bdb69a8d0fa758831
	// equal to the RFC's steps by hand: true
	// p256: hash-to-curve domain separation tag is empty
}
