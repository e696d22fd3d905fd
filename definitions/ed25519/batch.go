package ed25519

import (
	"io"

	"github.com/curvekit/curvekit/curves/edwards"
	"github.com/curvekit/curvekit/field/fn25519"
	"github.com/curvekit/curvekit/field/fp25519"
)

// BatchVerifier verifies many signatures faster than one at a time. It
// checks one random linear combination of the cofactored verification
// equations, [8](Σ z_i·R_i + Σ (z_i·k_i)·A_i − (Σ z_i·S_i)·B) = O, in a
// single multi-scalar multiplication; when that fails it verifies each
// signature on its own to say which ones are invalid. The 128-bit
// coefficients z_i are never zero and are hashed (SHA-512) from 32 random
// bytes together with every public key, R, S and challenge of the batch, so
// a predictable or broken random source cannot make invalid signatures
// cancel out: the batch never accepts what one-by-one verification under
// the same policy rejects, whatever the reader returns.
//
// Batch verification is cofactored, so it cannot compute the Stdlib
// policy's cofactorless equation. Add uses the ZIP215 policy, the largest
// set a batch computes: it accepts every signature Verify accepts and, in
// addition, only signatures no honest signer makes (non-canonical encodings,
// components of small order). AddWithOptions takes any policy; signatures
// added under Stdlib are verified one at a time, with Verify's exact result.
//
// The zero value is an empty batch ready to use. A BatchVerifier is not safe
// for concurrent use.
type BatchVerifier struct {
	b *edwards.BatchVerifier[fp25519.Element, fn25519.Element]
	// slots records, for each added signature, its index in b, or −1 for a
	// signature verified at once under Stdlib, with its result in stdlibOK.
	slots    []int
	stdlibOK []bool
}

// NewBatchVerifier returns an empty BatchVerifier.
func NewBatchVerifier() *BatchVerifier { return &BatchVerifier{} }

// Len returns the number of signatures added.
func (v *BatchVerifier) Len() int { return len(v.slots) }

// Add adds the Ed25519 signature sig of message by publicKey to the batch,
// to be checked under the ZIP215 policy. Problems with the inputs, wrong
// lengths included, are reported by Verify as a failure of this signature.
func (v *BatchVerifier) Add(publicKey PublicKey, message, sig []byte) {
	v.add(publicKey, message, sig, &edwards.Options{Policy: edwards.ZIP215})
}

// AddWithOptions adds the signature sig of message by publicKey, with the
// variant and policy of opts, to the batch (nil opts means Ed25519 and
// ZIP215, as Add). It returns an error, and adds nothing, if opts has a bad
// hash, context length or policy; a bad public key, signature or digest
// length is reported by Verify as a failure of this signature.
func (v *BatchVerifier) AddWithOptions(publicKey PublicKey, message, sig []byte, opts *Options) error {
	if opts == nil {
		v.Add(publicKey, message, sig)
		return nil
	}
	policy, err := opts.Policy.engine()
	if err != nil {
		return err
	}
	eo, err := variantOptions(opts.Hash, opts.Context, policy)
	if err != nil {
		return err
	}
	if policy == edwards.Stdlib {
		v.slots = append(v.slots, -1)
		v.stdlibOK = append(v.stdlibOK, VerifyWithOptions(publicKey, message, sig, opts) == nil)
		return nil
	}
	v.add(publicKey, message, sig, &eo)
	return nil
}

// add appends a signature for the engine's batch.
func (v *BatchVerifier) add(publicKey PublicKey, message, sig []byte, eo *edwards.Options) {
	if v.b == nil {
		v.b = scheme().NewBatchVerifier()
	}
	if err := v.b.Add(publicKey, message, sig, eo); err != nil {
		panic("ed25519: internal error: " + err.Error()) // only for Stdlib or an unknown policy
	}
	v.slots = append(v.slots, v.b.Len()-1)
	v.stdlibOK = append(v.stdlibOK, false)
}

// Verify reports whether every signature in the batch is valid and, if not,
// the indexes (in the order of Add calls, from 0) of those that are not, in
// increasing order. Verify reads 32 bytes from rand, or from crypto/rand
// when rand is nil, and hashes them with the batch into the coefficients;
// a good source makes them uniform, a bad one (zeros, a constant) still
// cannot make the batch accept an invalid signature. If rand fails, every
// signature is checked on its own, with the same result. An empty batch is
// valid.
func (v *BatchVerifier) Verify(rand io.Reader) (ok bool, failed []int) {
	var engineFailed []int // increasing, as the engine reports them
	if v.b != nil && v.b.Len() > 0 {
		_, engineFailed = v.b.Verify(rand)
	}
	for i, slot := range v.slots {
		bad := slot < 0 && !v.stdlibOK[i]
		if slot >= 0 && len(engineFailed) > 0 && engineFailed[0] == slot {
			bad = true
			engineFailed = engineFailed[1:]
		}
		if bad {
			failed = append(failed, i)
		}
	}
	return len(failed) == 0, failed
}
