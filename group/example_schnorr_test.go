package group_test

import (
	"fmt"

	"github.com/curvekit/curvekit/group"
)

// schnorrProof is a non-interactive proof of knowledge of x with X = x·G,
// bound to a message (Schnorr's protocol with the Fiat–Shamir transform).
type schnorrProof struct {
	R []byte       // the commitment r·G, encoded
	S group.Scalar // the response r + c·x
}

// schnorrChallenge is c = H(X ‖ R ‖ msg) under a tag naming the protocol
// and the group. The encodings of X and R have a fixed length in each group,
// so the concatenation is unambiguous.
func schnorrChallenge(g group.Group, X, R []byte, msg []byte) (group.Scalar, error) {
	in := append(append(append([]byte{}, X...), R...), msg...)
	return g.HashToScalar(in, []byte("MYAPP-V01-schnorr-challenge-"+g.Name()))
}

// schnorrProve proves knowledge of x, the discrete logarithm of X. Its nonce
// is hashed from x and the message, as EdDSA's is, so that a broken random
// source cannot repeat a nonce and reveal x.
func schnorrProve(g group.Group, x group.Scalar, X group.Element, msg []byte) (*schnorrProof, error) {
	r, err := g.HashToScalar(append(x.Bytes(), msg...), []byte("MYAPP-V01-schnorr-nonce-"+g.Name()))
	if err != nil {
		return nil, err
	}
	R := g.NewElement().ScalarBaseMult(r).Bytes()
	c, err := schnorrChallenge(g, X.Bytes(), R, msg)
	if err != nil {
		return nil, err
	}
	return &schnorrProof{R: R, S: g.NewScalar().Add(r, c.Multiply(c, x))}, nil
}

// schnorrVerify checks s·G = R + c·X, as s·G − c·X = R, on public data
// only. A public key received as bytes comes through g.ParseElement, which
// refuses the identity and points outside the group.
func schnorrVerify(g group.Group, X group.Element, msg []byte, p *schnorrProof) bool {
	R, err := g.ParseElement(p.R)
	if err != nil {
		return false
	}
	c, err := schnorrChallenge(g, X.Bytes(), p.R, msg)
	if err != nil {
		return false
	}
	return g.NewElement().DoubleScalarBaseMultVarTime(c.Negate(c), X, p.S).Equal(R) == 1
}

// A protocol written once over group.Group runs unchanged on every group:
// a Schnorr proof of knowledge of a discrete logarithm, on ristretto255 and
// on P-256. The secret is hashed from a fixed seed so that the example is
// reproducible; a real one comes from g.RandomScalar(nil).
func Example_schnorrProof() {
	for _, g := range []group.Group{group.Ristretto255(), group.P256()} {
		x, err := g.HashToScalar([]byte("example secret seed"), []byte("MYAPP-V01-keygen"))
		if err != nil {
			panic(err)
		}
		X := g.NewElement().ScalarBaseMult(x)
		proof, err := schnorrProve(g, x, X, []byte("I own X"))
		if err != nil {
			panic(err)
		}
		other := g.NewElement().Add(X, g.NewGenerator()) // (x+1)·G
		fmt.Println(g.Name(), len(proof.R)+len(proof.S.Bytes()), "bytes:",
			schnorrVerify(g, X, []byte("I own X"), proof),
			schnorrVerify(g, X, []byte("I own Y"), proof),
			schnorrVerify(g, other, []byte("I own X"), proof))
	}
	// Output:
	// ristretto255 64 bytes: true false false
	// P-256 65 bytes: true false false
}
