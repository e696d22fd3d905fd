package schnorr

import (
	"crypto/sha256"
	"encoding"
	"hash"
	"sync"
)

// BIP-340 §Specification, "Design": a tagged hash is
//
//	hash_tag(x) = SHA256(SHA256(tag) ‖ SHA256(tag) ‖ x)
//
// Its 64-byte prefix is exactly one SHA-256 block, so the state after
// absorbing it is a constant of the tag: it is computed once here and
// restored into a pooled hash for every use, which saves one compression per
// hash and, for short messages, half the work.

// The three tags of BIP-340.
const (
	tagAux       = "BIP0340/aux"
	tagNonce     = "BIP0340/nonce"
	tagChallenge = "BIP0340/challenge"
)

// taggedState is the marshalled SHA-256 state after the prefix of one tag.
type taggedState []byte

// Precomputed prefix states of the three tags.
var (
	stateAux       = newTaggedState(tagAux)
	stateNonce     = newTaggedState(tagNonce)
	stateChallenge = newTaggedState(tagChallenge)
)

// newTaggedState absorbs SHA256(tag) ‖ SHA256(tag) and returns the state.
func newTaggedState(tag string) taggedState {
	t := sha256.Sum256([]byte(tag))
	h := sha256.New()
	h.Write(t[:])
	h.Write(t[:])
	st, err := h.(encoding.BinaryMarshaler).MarshalBinary()
	if err != nil {
		panic("schnorr: internal error: " + err.Error())
	}
	return st
}

// hasher is a SHA-256 state with an output buffer, recycled through a pool
// so that hashing allocates nothing.
type hasher struct {
	h   hash.Hash
	sum [sha256.Size]byte
}

var hasherPool = sync.Pool{New: func() any { return &hasher{h: sha256.New()} }}

// start resets the hash to the state after the tag's prefix.
func (hs *hasher) start(st taggedState) {
	if err := hs.h.(encoding.BinaryUnmarshaler).UnmarshalBinary(st); err != nil {
		panic("schnorr: internal error: " + err.Error())
	}
}

// finish writes the digest into hs.sum and returns it.
func (hs *hasher) finish() []byte {
	return hs.h.Sum(hs.sum[:0])
}

// TaggedHash returns hash_tag(x) = SHA256(SHA256(tag) ‖ SHA256(tag) ‖ x) of
// BIP-340, for any tag (the three tags of BIP-340 use a precomputed prefix).
// The chunks of x are hashed in order, as if concatenated.
func TaggedHash(tag string, x ...[]byte) [32]byte {
	hs := hasherPool.Get().(*hasher)
	defer hasherPool.Put(hs)
	switch tag {
	case tagAux:
		hs.start(stateAux)
	case tagNonce:
		hs.start(stateNonce)
	case tagChallenge:
		hs.start(stateChallenge)
	default:
		t := sha256.Sum256([]byte(tag))
		hs.h.Reset()
		hs.h.Write(t[:])
		hs.h.Write(t[:])
	}
	for _, c := range x {
		hs.h.Write(c)
	}
	var out [32]byte
	copy(out[:], hs.finish())
	clear(hs.sum[:])
	return out
}
