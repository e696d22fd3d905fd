package group_test

import (
	"fmt"

	"github.com/curvekit/curvekit/group"
)

// Code written once over group.Group runs on every implementation: here a
// Diffie–Hellman exchange on elements hashed from names, in four groups.
func Example() {
	for _, g := range []group.Group{group.Ristretto255(), group.Decaf448(), group.P384(), group.Edwards25519()} {
		a, _ := g.RandomScalar(nil)
		b, _ := g.RandomScalar(nil)
		P, err := g.HashToElement([]byte("base"), []byte("curvekit-example-v1"))
		if err != nil {
			panic(err)
		}
		A := g.NewElement().ScalarMult(a, P)
		B := g.NewElement().ScalarMult(b, P)
		// Each side decodes the other's element and multiplies.
		Bp, err := g.ParseElement(B.Bytes())
		if err != nil {
			panic(err)
		}
		Ap, _ := g.ParseElement(A.Bytes())
		s1 := g.NewElement().ScalarMult(a, Bp)
		s2 := g.NewElement().ScalarMult(b, Ap)
		fmt.Println(g.Name(), g.ElementLen(), s1.Equal(s2))
	}
	// Output:
	// ristretto255 32 1
	// decaf448 56 1
	// P-384 49 1
	// edwards25519 32 1
}

// ParseElement refuses the identity, as RFC 9497's DeserializeElement does.
func ExampleGroup_ParseElement() {
	g := group.P256()
	_, err := g.ParseElement(make([]byte, g.ElementLen()))
	fmt.Println(err != nil)
	_, err = g.ParseElement(g.NewGenerator().Bytes())
	fmt.Println(err)
	// Output:
	// true
	// <nil>
}
