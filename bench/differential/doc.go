// Package differential holds curvekit's differential tests against its peer
// libraries, which only the bench module may depend on: every test computes
// the same values through curvekit and through each peer, exchanging them as
// byte encodings, and requires all of them to agree with math/big.
//
// The package has no non-test code besides this comment; run it with
// `go test ./differential/` from the bench directory.
package differential
