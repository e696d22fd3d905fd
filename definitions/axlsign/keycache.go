package axlsign

import (
	"crypto/subtle"
	"sync"
)

// Sign needs the Edwards public key A = a·B of its private key a, which the
// X25519 key pair does not carry: a fixed-base multiplication, as costly as
// the one that makes R, so computing it on every call doubles the price of a
// signature. Nothing cheaper gives A: R and A are multiples of B by two
// unrelated secret scalars, both needed in full before the challenge hash,
// and the sign bit of A is no easier to find than A itself.
//
// So Sign remembers A for the last keyCacheSlots private keys it signed
// with, as a Signer remembers it for its one key. A slot holds a tag of the
// key, SHA-512(keyTagPrefix ‖ a) truncated to 32 bytes, and A; never a
// itself. A is public (each signature carries its sign bit and the X25519
// public key gives the rest), and the tag reveals no more of a than A does.
//
// Timing. Every lookup compares the tag with every slot and copies A out of
// the matching one by masks, so which slot matches, and what any slot
// holds, does not show. Whether some slot matches does: a hit skips the
// multiplication. That tells an observer whether this key signed among the
// last few signatures, which the signatures themselves already tell anyone
// holding the candidate public keys (a signature verifies under its key
// only). It reveals nothing about the bits of a.

// keyCacheSlots is the number of keys the cache remembers: enough for a
// program that signs with a handful of keys in turn, and cheap to scan.
const keyCacheSlots = 8

// keyTagPrefix separates the tag hash from every other SHA-512 input of the
// scheme: 32 bytes, so that a fills the rest of the first 64 bytes.
var keyTagPrefix = [32]byte{'a', 'x', 'l', 's', 'i', 'g', 'n', ' ', 'k', 'e', 'y', ' ', 'c', 'a', 'c', 'h', 'e', ' ', 't', 'a', 'g'}

// keyCache is the set of remembered keys, replaced round-robin.
type keyCache struct {
	mu    sync.Mutex
	slots [keyCacheSlots]keySlot
	next  int // the slot store overwrites next
}

// keySlot is one remembered key.
type keySlot struct {
	full int      // 1 once the slot holds a key
	tag  [32]byte // SHA-512(keyTagPrefix ‖ a)[:32]
	edpk [32]byte // A = a·B, encoded with its sign bit
}

// keys is the cache Sign uses.
var keys keyCache

// lookup sets *edpk to the A remembered for tag and returns 1, or leaves
// *edpk unchanged and returns 0. It reads every slot whatever the outcome.
func (kc *keyCache) lookup(edpk, tag *[32]byte) int {
	kc.mu.Lock()
	defer kc.mu.Unlock()
	hit := 0
	for i := range kc.slots {
		sl := &kc.slots[i]
		eq := subtle.ConstantTimeCompare(sl.tag[:], tag[:]) & sl.full
		subtle.ConstantTimeCopy(eq, edpk[:], sl.edpk[:])
		hit |= eq
	}
	return hit
}

// store remembers edpk for tag, in place of the oldest key.
func (kc *keyCache) store(tag, edpk *[32]byte) {
	kc.mu.Lock()
	defer kc.mu.Unlock()
	kc.slots[kc.next] = keySlot{full: 1, tag: *tag, edpk: *edpk}
	kc.next = (kc.next + 1) % keyCacheSlots
}

// keyTag sets st.tag to the tag of the clamped private key in st.a.
func (st *state) keyTag() {
	st.h.Reset()
	st.h.Write(keyTagPrefix[:])
	st.h.Write(st.a[:])
	copy(st.tag[:], st.h.Sum(st.digest[:0]))
}
