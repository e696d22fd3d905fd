package ristretto255_test

import (
	"bytes"
	"crypto/sha512"
	"fmt"

	"github.com/curvekit/curvekit/definitions/ristretto255"
	"github.com/curvekit/curvekit/hashes"
)

// Hash-to-group with your own domain separation tag, for a protocol over
// ristretto255 (RFC 9380 Appendix B, RFC 9496 §4.3.4). The tag names the
// application, its version and the suite, as RFC 9380 §3.1 asks; an empty
// tag is refused.
//
// The example checks the result against the two steps done by hand:
// expand_message_xmd with SHA-512 to 64 bytes, then the one-way map
// (SetUniformBytes). The printed element is also what circl's
// group.Ristretto255.HashToElement returns for the same message and tag.
func ExampleElement_HashToElement_applicationDST() {
	dst := []byte("MYAPP-V01-CS01-with-ristretto255_XMD:SHA-512_R255MAP_RO_")
	msg := []byte("user@example.com")
	e, err := new(ristretto255.Element).HashToElement(msg, dst)
	if err != nil {
		panic(err)
	}
	fmt.Printf("%x\n", e.Bytes())

	uniform, err := hashes.ExpandMessageXMD(sha512.New, msg, dst, ristretto255.UniformSize)
	if err != nil {
		panic(err)
	}
	byHand, err := new(ristretto255.Element).SetUniformBytes(uniform)
	if err != nil {
		panic(err)
	}
	fmt.Println("equal to the steps by hand:", bytes.Equal(e.Bytes(), byHand.Bytes()))

	_, err = new(ristretto255.Element).HashToElement(msg, nil)
	fmt.Println(err)
	// Output:
	// 4acad20b92f9543163d6d0d29154c7bfc84fff84c00c543b63f92c225ce4f11d
	// equal to the steps by hand: true
	// ristretto255: empty domain separation tag
}
