package ed25519_test

import (
	stded25519 "crypto/ed25519"
	"crypto/sha256"
	"fmt"

	"github.com/curvekit/curvekit/definitions/ed25519"
)

// zeroReader is the worst random source there is: it returns only zeros.
type zeroReader struct{}

func (zeroReader) Read(p []byte) (int, error) {
	clear(p)
	return len(p), nil
}

// Batch verification finds the bad signature among 100. Verify checks the
// whole batch with one multi-scalar multiplication and, only when that
// fails, each signature on its own, so it reports the index of every
// invalid one (in the order of Add calls, from 0).
//
// Verify reads 32 bytes from its random source (nil means crypto/rand) and
// hashes them together with every key, R, S and message of the batch into
// the coefficients. A good source makes them uniform; a predictable one,
// even one returning only zeros, still cannot make the batch accept an
// invalid signature.
func ExampleBatchVerifier_findBadSignature() {
	const n, bad = 100, 37
	pubs := make([]ed25519.PublicKey, n)
	msgs := make([][]byte, n)
	sigs := make([][]byte, n)
	v := ed25519.NewBatchVerifier()
	for i := range n {
		seed := sha256.Sum256(fmt.Appendf(nil, "example key %d", i)) // fixed keys, fixed output
		priv, err := ed25519.NewKeyFromSeed(seed[:])
		if err != nil {
			panic(err)
		}
		pubs[i] = priv.PublicKey()
		msgs[i] = fmt.Appendf(nil, "payment %d", i)
		sigs[i], err = ed25519.Sign(priv, msgs[i])
		if err != nil {
			panic(err)
		}
	}
	sigs[bad][40] ^= 0x01 // corrupt S of one signature
	for i := range n {
		v.Add(pubs[i], msgs[i], sigs[i])
	}

	ok, failed := v.Verify(nil) // nil: crypto/rand
	fmt.Println("batch:", ok, failed)
	ok, failed = v.Verify(zeroReader{}) // a broken source changes nothing
	fmt.Println("batch, all-zero random source:", ok, failed)

	// The per-signature check, for the index the batch reported, and the
	// standard library's opinion of the same bytes.
	for _, i := range []int{failed[0], 0} {
		fmt.Printf("signature %d: ed25519.Verify %v, crypto/ed25519.Verify %v\n", i,
			ed25519.Verify(pubs[i], msgs[i], sigs[i]),
			stded25519.Verify(stded25519.PublicKey(pubs[i]), msgs[i], sigs[i]))
	}
	// Output:
	// batch: false [37]
	// batch, all-zero random source: false [37]
	// signature 37: ed25519.Verify false, crypto/ed25519.Verify false
	// signature 0: ed25519.Verify true, crypto/ed25519.Verify true
}
